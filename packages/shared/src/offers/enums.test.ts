import { describe, expect, it } from 'vitest';
import { OFFER_REQUIREMENT_MAX_PER_OFFER } from './enums';

describe('enumerations', () => {
  it('caps offer requirements', () => {
    expect(OFFER_REQUIREMENT_MAX_PER_OFFER).toEqual({
      PRICE: 1,
      LOYALTY_STATUS: 5,
      REP_POINTS: 5,
      REP_SCORE: 5,
      ACHIEVEMENTS: 1,
      NONE: 1,
    });
  });
});
