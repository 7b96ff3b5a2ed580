/**
 * Achievement badge types and their labels (domain §4).
 */

export const ACHIEVEMENT_BADGE_TYPES = [
  'LAUNCH_DAY_SUPPORTER',
  'OG_SUPPORTER',
  'PARTICIPATION',
  'EVENT',
  'BRAND',
  'PRODUCT',
  'COMMUNITY',
  'TIER_EMERALD',
  'TIER_RUBY',
  'TIER_DIAMOND',
  'OTHER',
] as const;
export type AchievementBadgeType = (typeof ACHIEVEMENT_BADGE_TYPES)[number];

export const ACHIEVEMENT_BADGE_TYPE_LABELS: Readonly<Record<AchievementBadgeType, string>> = {
  LAUNCH_DAY_SUPPORTER: 'Launch Day supporter',
  OG_SUPPORTER: 'OG Supporter',
  PARTICIPATION: 'Participation',
  EVENT: 'Event',
  BRAND: 'Brand',
  PRODUCT: 'Product',
  COMMUNITY: 'Community',
  TIER_EMERALD: 'Tier Emerald',
  TIER_RUBY: 'Tier Ruby',
  TIER_DIAMOND: 'Tier Diamond',
  OTHER: 'Other',
};

/** An achievement's status (docs/decisions/127): ARCHIVED when an awarded one is deleted; holders keep it. */
export const ACHIEVEMENT_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type AchievementStatus = (typeof ACHIEVEMENT_STATUSES)[number];

/** How a member came to hold an achievement: awarded by the club's team, or by completing an offer. */
export const ACHIEVEMENT_AWARD_SOURCES = ['TEAM', 'OFFER'] as const;
export type AchievementAwardSource = (typeof ACHIEVEMENT_AWARD_SOURCES)[number];
