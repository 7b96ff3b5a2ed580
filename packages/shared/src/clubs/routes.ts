/** Rep club pages: a user's clubs, a club's management pages and its public page (accounts §2.1). */
const enc = encodeURIComponent;
const myClub = (clubId: string) => `/my/rep-clubs/${enc(clubId)}`;

export const CLUB_PATHS = {
  myRepClubs: {
    index: '/my/rep-clubs',
    create: '/my/rep-clubs/create',
  },
  repClub: {
    team: '/rep-club/team',
    loyaltyTiers: '/rep-club/loyalty-tiers',
  },
} as const;

export const clubRoutes = {
  myRepClub: (id: string) => myClub(id),
  /** The clubs index with a pending invite to answer (notification ClubTeamInvitation). */
  myRepClubsInvite: (inviteId: string) => `/my/rep-clubs?invite=${enc(inviteId)}`,
  myRepClubEdit: (id: string) => `${myClub(id)}/edit`,
  myRepClubTeam: (clubId: string) => `${myClub(clubId)}/team`,
  myRepClubAccounts: (clubId: string) => `${myClub(clubId)}/accounts`,
  myRepClubLoyaltyTiers: (clubId: string) => `${myClub(clubId)}/loyalty-tiers`,
  repClubs: (id: string) => `/rep-clubs/${enc(id)}`,
} as const;

export const CLUB_ROUTE_PATTERNS = [
  '/my/rep-clubs',
  '/my/rep-clubs/create',
  '/my/rep-clubs/{id}',
  '/my/rep-clubs/{id}/edit',
  '/my/rep-clubs/{club_id}/team',
  '/my/rep-clubs/{club_id}/accounts',
  '/my/rep-clubs/{club_id}/loyalty-tiers',
  '/rep-clubs/{id}',
  '/rep-club/team',
  '/rep-club/loyalty-tiers',
] as const;
