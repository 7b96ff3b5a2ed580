/** Club fixtures for the club pages' component tests (the GraphQL shapes the pages select). */
export const TIERS = [
  {
    id: 't2',
    level: 2,
    name: 'Silver',
    minimumPoints: 500,
    imageUrl: null,
    colors: { primary: '#999999', secondary: '#eeeeee' },
  },
  {
    id: 't1',
    level: 1,
    name: 'Bronze',
    minimumPoints: 0,
    imageUrl: null,
    colors: { primary: '#a0522d', secondary: '#f5deb3' },
  },
  {
    id: 't3',
    level: 3,
    name: 'Gold',
    minimumPoints: 2000,
    imageUrl: null,
    colors: { primary: '#d4af37', secondary: '#fff8dc' },
  },
];

export const EVENT = {
  eventId: 'ev-1',
  slug: 'club-night',
  displayName: 'Club Night',
  avatarUrl: null,
  startDate: '2030-06-05T03:00:00.000Z',
  endDate: '2030-06-05T06:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  city: 'Los Angeles',
  status: 'PUBLISHED',
  isExpired: false,
};

export function clubFixture(changes: Record<string, unknown> = {}) {
  return {
    id: 'club-1',
    slug: 'vinyl-heads',
    displayName: 'Vinyl Heads',
    bio: 'Records, listening parties and rare pressings.',
    status: 'OPEN',
    access: 'PUBLIC',
    published: true,
    colors: { primary: '#3D1277', secondary: '#F2E9FF' },
    images: { avatarUrl: null, coverUrl: null },
    socialAccounts: [{ provider: 'instagram', handle: 'vinylheads' }],
    memberCount: 41,
    isMember: false,
    canJoin: true,
    joinRefusal: null,
    isOwner: false,
    myRole: null,
    myPermissions: [],
    tiers: TIERS,
    myMembership: null,
    defaultBuyPointsOffer: null,
    events: {
      edges: [{ cursor: 'c1', node: EVENT }],
      pageInfo: { hasNextPage: false, endCursor: 'c1' },
    },
    ...changes,
  };
}

export const MEMBERSHIP = {
  joinedAt: '2026-11-01T00:00:00.000Z',
  points: 700,
  pointsToNextTier: 1300,
  tier: TIERS[0], // Silver: 700 points
  nextTier: TIERS[2],
};
