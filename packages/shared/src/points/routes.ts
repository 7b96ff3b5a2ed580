/** Rep points pages: a user's points and trades, a club's points and buying points (accounts §2.1). */
const enc = encodeURIComponent;

export const POINTS_PATHS = {
  repClub: {
    repPoints: '/rep-club/rep-points',
  },
  repPoints: {
    myPoints: '/rep-points/my-points',
    tradeHistory: '/rep-points/trade-history',
    tradeRequests: '/rep-points/trade-requests',
  },
} as const;

export const pointsRoutes = {
  myRepClubRepPoints: (clubId: string) => `/my/rep-clubs/${enc(clubId)}/rep-points`,
  repClubsBuyPoints: (id: string) => `/rep-clubs/${enc(id)}/buy-points`,
} as const;

export const POINTS_ROUTE_PATTERNS = [
  '/my/rep-clubs/{club_id}/rep-points',
  '/rep-clubs/{id}/buy-points',
  '/rep-club/rep-points',
  '/rep-points/my-points',
  '/rep-points/trade-history',
  '/rep-points/trade-requests',
] as const;
