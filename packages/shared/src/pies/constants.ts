/**
 * Pies (domain §4, §5, §9): list limits, required fields and slice price tiers. Money is always integer cents.
 */

/** Rewards listed inside a pie: the first 50 active ones. */
export const PIE_REWARDS_LIMIT = 50;
export const PIE_CARD_REWARDS_LIMIT = 3;

export const ONBOARDING_ALERT_DELAY_MS = 1000;

export const PIE_REQUIRED_FIELDS = ['displayName', 'slug', 'bio', 'issuedSlices', 'slicePrice'] as const;

/** Slice count of a pie → its price, in integer cents (the spec gives dollars). */
export const SLICE_PRICE_TIERS = [
  { slices: 10_000, priceCents: 0 },
  { slices: 100_000, priceCents: 1_000 },
  { slices: 1_000_000, priceCents: 10_000 },
  { slices: 10_000_000, priceCents: 100_000 },
  { slices: 50_000_000, priceCents: 500_000 },
  { slices: 100_000_000, priceCents: 1_000_000 },
  { slices: 500_000_000, priceCents: 5_000_000 },
  { slices: 1_000_000_000, priceCents: 10_000_000 },
] as const;
export type SlicePriceTier = (typeof SLICE_PRICE_TIERS)[number];

/** Price in cents of a slice-count option, or `undefined` when the count is not a tier. */
export function slicePriceCentsFor(slices: number): number | undefined {
  return SLICE_PRICE_TIERS.find((tier) => tier.slices === slices)?.priceCents;
}
