/**
 * Users: tiers, genders, social accounts, and the profile tabs (accounts §3; domain §4).
 */
import { labelsFor } from '../common/tabs';

export const USER_TIERS = ['UNVERIFIED', 'VERIFIED', 'PREMIUM'] as const;
export type UserTier = (typeof USER_TIERS)[number];

/** Tier Premium is shown in gold. */
export const PREMIUM_TIER_COLOR = 'gold';

/** Gender options on the profile. */
export const GENDERS = ['Female', 'Male', 'Other', 'Not Disclosed'] as const;
export type Gender = (typeof GENDERS)[number];

/** Gender options at sign-up (the not-disclosed option is excluded). */
export const SIGN_UP_GENDERS = ['Male', 'Female', 'Other'] as const satisfies readonly Gender[];
export type SignUpGender = (typeof SIGN_UP_GENDERS)[number];

/** Social media accounts a user or pie can link (domain §4). */
export const SOCIAL_PROVIDERS = [
  'instagram',
  'facebook',
  'twitter',
  'youtube',
  'tikTok',
  'spotify',
  'twitch',
  'apple',
  'linkedin',
  'amazonmusic',
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const PROFILE_TABS = ['account', 'payments', 'payouts', 'documents'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const PROFILE_TAB_LABELS = labelsFor(PROFILE_TABS);
