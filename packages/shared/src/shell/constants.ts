/**
 * Feature flags of the app shell.
 */

/** Feature flags and their defaults; an override is stored locally. */
export const FEATURE_FLAG_DEFAULTS = { redeemOffers: false } as const;
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
