/** Test data of the achievements feature's component tests. */

export const CLUB_ID = '11111111-1111-4111-8111-111111111111';

export const clubSummary = {
  id: CLUB_ID,
  slug: 'night-owls',
  displayName: 'Night Owls',
  colors: { primary: '#3D1277', secondary: '#FFFFFF' },
  images: { avatarUrl: null },
};

export function achievement(id: string, changes: Record<string, unknown> = {}) {
  return {
    id,
    slug: `badge-${id}`,
    displayName: `Badge ${id}`,
    bio: null,
    avatarUrl: null,
    category: 'OG_SUPPORTER',
    categoryLabel: 'OG Supporter',
    status: 'ACTIVE',
    isHidden: false,
    activeFromUtc: null,
    activeToUtc: null,
    maxSupply: null,
    awardedCount: 0,
    remainingSupply: null,
    isActive: true,
    viewerHolds: false,
    viewerAwardedAt: null,
    viewerCanManage: true,
    club: clubSummary,
    createdAt: '2026-11-01T12:00:00.000Z',
    statistics: null,
    holderAwardedAt: null,
    ...changes,
  };
}

export const connection = (nodes: unknown[]) => ({
  edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: { hasNextPage: false, endCursor: null },
});

export const managerClub = (permissions: string[] = ['MANAGE_ACHIEVEMENTS', 'VIEW_MEMBERS']) => ({
  club: { ...clubSummary, status: 'OPEN', myPermissions: permissions },
});
