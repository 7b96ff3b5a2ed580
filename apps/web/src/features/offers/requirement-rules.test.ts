import type { OfferRequirementType } from '@repclub/shared';
import { describe, expect, it } from 'vitest';
import { addableRequirementTypes, canAddRequirement } from '@/features/offers/requirement-rules';

const list = (...types: OfferRequirementType[]) => types.map((type) => ({ type }));

describe('offer requirement limits (domain §5)', () => {
  it('allows each type up to its maximum count', () => {
    expect(canAddRequirement(list(), 'PRICE')).toBe(true);
    expect(canAddRequirement(list('PRICE'), 'PRICE')).toBe(false);
    expect(
      canAddRequirement(list('REP_POINTS', 'REP_POINTS', 'REP_POINTS', 'REP_POINTS'), 'REP_POINTS'),
    ).toBe(true);
    expect(canAddRequirement(list(...Array<OfferRequirementType>(5).fill('REP_SCORE')), 'REP_SCORE')).toBe(
      false,
    );
    expect(
      canAddRequirement(list(...Array<OfferRequirementType>(5).fill('LOYALTY_STATUS')), 'LOYALTY_STATUS'),
    ).toBe(false);
    expect(canAddRequirement(list('ACHIEVEMENTS'), 'ACHIEVEMENTS')).toBe(false);
  });

  it('keeps None on its own', () => {
    expect(canAddRequirement(list(), 'NONE')).toBe(true);
    expect(canAddRequirement(list('PRICE'), 'NONE')).toBe(false);
    expect(canAddRequirement(list('NONE'), 'PRICE')).toBe(false);
    expect(addableRequirementTypes(list('NONE'))).toEqual([]);
  });

  it('lists what can still be added in the spec order', () => {
    expect(addableRequirementTypes(list('PRICE', 'ACHIEVEMENTS'))).toEqual([
      'LOYALTY_STATUS',
      'REP_POINTS',
      'REP_SCORE',
    ]);
  });
});
