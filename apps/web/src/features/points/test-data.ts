/** Ids are UUIDs, as the shared schemas require. */
export const IDS = {
  club1: '6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e51',
  club2: '6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e52',
  club3: '6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e53',
  zoe: '8f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e51',
  sam: '8f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e52',
} as const;

/** Fixtures of the points tests: clubs, tiers, people, balances, movements and trade requests as the server sends them. */
export const club = (id: string, displayName: string) => ({
  id,
  slug: id,
  displayName,
  colors: { primary: '#3D1277', secondary: '#FFFFFF' },
  images: { avatarUrl: null },
});

export const tier = (name: string) => ({
  id: `tier-${name}`,
  level: 2,
  name,
  colors: { primary: '#C0A040', secondary: '#000000' },
});

export const person = (userId: string, name: string) => ({ userId, name, userName: userId, avatarUrl: null });

export const balance = (
  clubId: string,
  name: string,
  points: number,
  changes: Record<string, unknown> = {},
) => ({
  // Every club of the fixtures sells points unless a test says otherwise.
  club: { ...club(clubId, name), pointsPackages: [{ id: `package-${clubId}` }] },
  points,
  isMember: true,
  tier: tier('Gold'),
  ...changes,
});

export const transaction = (
  id: string,
  type: string,
  amount: number,
  changes: Record<string, unknown> = {},
) => ({
  id,
  type,
  amount,
  club: club(IDS.club1, 'Night Owls'),
  counterparty: person(IDS.zoe, 'Zoe Friend'),
  from: null,
  to: null,
  memo: null,
  status: 'COMPLETED',
  createdAt: '2026-11-20T18:30:00.000Z',
  price: null,
  currency: null,
  ...changes,
});

export const connection = <T>(nodes: T[], hasNextPage = false) => ({
  pageInfo: { hasNextPage, endCursor: hasNextPage ? 'cursor-1' : null },
  nodes,
});
