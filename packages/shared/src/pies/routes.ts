/** Legacy pie pages: pie clubs, slices, a pie's page, the pie hub and its guard lists (accounts §2.1, §2.3). */
import { matchRoute } from '../common/routes';

const enc = encodeURIComponent;
const legacyPie = (id: string) => `/legacy/pies/${enc(id)}`;
const pieHub = '/legacy/pie-hub';

export const PIE_PATHS = {
  legacy: {
    pieClubs: '/legacy/pie-clubs',
    slices: '/legacy/slices',
    paymentCheckout: '/legacy/payment/checkout',
    pieHub: {
      index: pieHub,
      details: '/legacy/pie-hub/details',
      appearance: '/legacy/pie-hub/appearance',
      slices: '/legacy/pie-hub/slices',
      summary: '/legacy/pie-hub/summary',
      overview: '/legacy/pie-hub/overview',
      sales: '/legacy/pie-hub/sales',
      rewards: '/legacy/pie-hub/rewards',
      rewardsCreate: '/legacy/pie-hub/rewards/create',
      achievements: '/legacy/pie-hub/achievements',
      achievementsCreate: '/legacy/pie-hub/achievements/create',
      joinNow: '/legacy/pie-hub?a=join-now',
    },
  },
} as const;

export const pieRoutes = {
  legacyPie: (id: string) => legacyPie(id),
  legacyPieAchievement: (id: string, achievementId: string) =>
    `${legacyPie(id)}/achievements/${enc(achievementId)}`,
  pieHubOverviewEdit: (id: string) => `${pieHub}/overview/edit/${enc(id)}`,
  pieHubSend: (id: string) => `${pieHub}/send/${enc(id)}`,
  pieHubReward: (id: string) => `${pieHub}/rewards/${enc(id)}`,
  pieHubRewardEdit: (id: string) => `${pieHub}/rewards/edit/${enc(id)}`,
  pieHubAchievement: (id: string) => `${pieHub}/achievements/${enc(id)}`,
  pieHubAchievementEdit: (id: string) => `${pieHub}/achievements/edit/${enc(id)}`,
  legacyPaymentBuy: (id: string) => `/legacy/payment/buy/${enc(id)}`,
} as const;

export const PIE_ROUTE_PATTERNS = [
  '/legacy/pie-clubs',
  '/legacy/slices',
  '/legacy/pies/{id}',
  '/legacy/pies/{id}/achievements/{achievementId}',
  '/legacy/pie-hub',
  '/legacy/pie-hub/details',
  '/legacy/pie-hub/appearance',
  '/legacy/pie-hub/slices',
  '/legacy/pie-hub/summary',
  '/legacy/pie-hub/overview',
  '/legacy/pie-hub/overview/edit/{id}',
  '/legacy/pie-hub/sales',
  '/legacy/pie-hub/send/{id}',
  '/legacy/pie-hub/rewards',
  '/legacy/pie-hub/rewards/create',
  '/legacy/pie-hub/rewards/{id}',
  '/legacy/pie-hub/rewards/edit/{id}',
  '/legacy/pie-hub/achievements',
  '/legacy/pie-hub/achievements/create',
  '/legacy/pie-hub/achievements/{id}',
  '/legacy/pie-hub/achievements/edit/{id}',
  '/legacy/payment/checkout',
  '/legacy/payment/buy/{id}',
] as const;

// ---------------------------------------------------------------------------------------------
// Legacy pie-hub guard lists (accounts §2.3)
// ---------------------------------------------------------------------------------------------

/** Pie-hub pages allowed to a user with pies whose onboarding is finished. */
export const PIE_HUB_PATTERNS_WITH_PIES = [
  '/legacy/pie-hub/overview',
  '/legacy/pie-hub/overview/edit/{id}',
  '/legacy/pie-hub/sales',
  '/legacy/pie-hub/send/{id}',
  '/legacy/pie-hub/rewards',
  '/legacy/pie-hub/rewards/{id}',
  '/legacy/pie-hub/rewards/edit/{id}',
  '/legacy/pie-hub/rewards/create',
  '/legacy/pie-hub/achievements',
  '/legacy/pie-hub/achievements/{id}',
  '/legacy/pie-hub/achievements/edit/{id}',
  '/legacy/pie-hub/achievements/create',
] as const;

/** Pie-hub creation pages allowed to a user without pies. */
export const PIE_HUB_PATTERNS_WITHOUT_PIES = [
  '/legacy/pie-hub',
  '/legacy/pie-hub/details',
  '/legacy/pie-hub/appearance',
  '/legacy/pie-hub/slices',
  '/legacy/pie-hub/summary',
] as const;

/** Creation steps that need hub details first (else they go to details). */
export const PIE_HUB_STEPS_NEEDING_DETAILS = [
  '/legacy/pie-hub/appearance',
  '/legacy/pie-hub/slices',
  '/legacy/pie-hub/summary',
] as const;

export function isPieHubPathAllowed(pathname: string, hasPies: boolean): boolean {
  const patterns: readonly string[] = hasPies ? PIE_HUB_PATTERNS_WITH_PIES : PIE_HUB_PATTERNS_WITHOUT_PIES;
  return patterns.some((pattern) => matchRoute(pattern, pathname) !== null);
}
