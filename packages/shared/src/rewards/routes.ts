/** Legacy reward pages (accounts §2.1). The pie hub's reward pages are in pies/routes.ts. */
const enc = encodeURIComponent;

export const REWARD_PATHS = {
  legacy: {
    rewards: '/legacy/rewards',
  },
} as const;

export const rewardRoutes = {
  legacyPieReward: (id: string, rewardId: string) => `/legacy/pies/${enc(id)}/rewards/${enc(rewardId)}`,
} as const;

export const REWARD_ROUTE_PATTERNS = ['/legacy/rewards', '/legacy/pies/{id}/rewards/{rewardId}'] as const;
