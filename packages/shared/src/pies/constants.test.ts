import { describe, expect, it } from 'vitest';
import { SLICE_PRICE_TIERS, slicePriceCentsFor } from './constants';

describe('constants', () => {
  it('prices slice tiers in integer cents', () => {
    for (const tier of SLICE_PRICE_TIERS) expect(Number.isInteger(tier.priceCents)).toBe(true);
    expect(slicePriceCentsFor(10_000)).toBe(0);
    expect(slicePriceCentsFor(100_000)).toBe(1_000);
    expect(slicePriceCentsFor(1_000_000_000)).toBe(10_000_000);
    expect(slicePriceCentsFor(12_345)).toBeUndefined();
  });
});
