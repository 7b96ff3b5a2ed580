import { describe, expect, it } from 'vitest';
import {
  POINTS_PURCHASE_MESSAGES as M,
  multiplierToHundredths,
  packageTotalPoints,
  pointsPackageSchema,
  pointsPackagesSchema,
} from './purchases';

describe('points packages (decision 100)', () => {
  it('works the total out in whole hundredths and floors it', () => {
    expect(multiplierToHundredths(1.25)).toBe(125);
    expect(multiplierToHundredths(1.1)).toBe(110);
    expect(packageTotalPoints(333, 125)).toBe(416);
    expect(packageTotalPoints(10, 110)).toBe(11);
  });

  it('takes a well-formed package and refuses the others with their message', () => {
    expect(pointsPackageSchema.parse({ pointsAmount: 100, repPointsMultiplier: 1.5, price: 500 })).toEqual({
      pointsAmount: 100,
      repPointsMultiplier: 1.5,
      price: 500,
      originalPrice: null,
    });
    const message = (input: unknown) => pointsPackageSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ pointsAmount: 0, repPointsMultiplier: 1, price: 500 })).toBe(M.pointsAmountInvalid);
    expect(message({ pointsAmount: 10, repPointsMultiplier: 1.234, price: 500 })).toBe(M.multiplierInvalid);
    expect(message({ pointsAmount: 10, repPointsMultiplier: 0.5, price: 500 })).toBe(M.multiplierInvalid);
    expect(message({ pointsAmount: 10, repPointsMultiplier: 1, price: 10 })).toBe(M.priceInvalid);
    expect(message({ pointsAmount: 10, repPointsMultiplier: 1, price: 500, originalPrice: 500 })).toBe(
      M.originalPriceInvalid,
    );
    expect(message({ pointsAmount: 1_000_000, repPointsMultiplier: 2, price: 500 })).toBe(M.totalTooLarge);
    const many = Array.from({ length: 11 }, () => ({ pointsAmount: 1, repPointsMultiplier: 1, price: 500 }));
    expect(pointsPackagesSchema.safeParse(many).error?.issues[0]?.message).toBe(M.tooManyPackages);
  });
});
