import { describe, expect, it } from 'vitest';
import { POINTS_MESSAGES as M } from './messages';
import {
  grantPointsSchema,
  pointsPackageSchema,
  pointsPackagesSchema,
  sendPointsSchema,
  tradeRequestSchema,
} from './schemas';

const key = '0b6f7c1e-1d7a-4a53-9f0e-2f1f1c1d1e1f';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('points schemas', () => {
  it('send and grant: whole points from 1 to 1,000,000, a recipient, an optional memo, a key', () => {
    for (const schema of [sendPointsSchema, grantPointsSchema]) {
      expect(
        schema.parse({ clubId: 'c', toUserId: 'u', amount: 5, memo: '  ', idempotencyKey: key }),
      ).toEqual({
        clubId: 'c',
        toUserId: 'u',
        amount: 5,
        memo: null,
        idempotencyKey: key,
      });
      expect(
        messages(schema.safeParse({ clubId: 'c', toUserId: '', amount: 0, idempotencyKey: key })),
      ).toEqual([M.recipientRequired, M.amountInvalid]);
      expect(
        messages(schema.safeParse({ clubId: 'c', toUserId: 'u', amount: 1.5, idempotencyKey: key })),
      ).toEqual([M.amountInvalid]);
      expect(
        messages(schema.safeParse({ clubId: 'c', toUserId: 'u', amount: 1_000_001, idempotencyKey: 'x' })),
      ).toEqual([M.amountInvalid, M.idempotencyKeyInvalid]);
      expect(
        messages(
          schema.safeParse({
            clubId: 'c',
            toUserId: 'u',
            amount: 1,
            memo: 'm'.repeat(281),
            idempotencyKey: key,
          }),
        ),
      ).toEqual([M.memoTooLong]);
    }
  });

  it('trade: two different clubs, both amounts valid', () => {
    const trade = {
      toUserId: 'u',
      giveClubId: 'a',
      giveAmount: 10,
      askClubId: 'b',
      askAmount: 3,
      idempotencyKey: key,
    };
    expect(tradeRequestSchema.parse(trade)).toMatchObject({ ...trade, memo: null });
    expect(messages(tradeRequestSchema.safeParse({ ...trade, askClubId: 'a' }))).toEqual([M.sameClubTrade]);
    expect(messages(tradeRequestSchema.safeParse({ ...trade, askAmount: -1 }))).toContain(M.amountInvalid);
  });

  it('package: cents, a multiplier from 1 to 10, an original price not under the price', () => {
    expect(
      pointsPackageSchema.parse({
        pointsAmount: 100,
        repPointsMultiplier: 1.5,
        price: 999,
        originalPrice: undefined,
      }),
    ).toEqual({ pointsAmount: 100, repPointsMultiplier: 1.5, price: 999, originalPrice: null });
    expect(
      messages(
        pointsPackageSchema.safeParse({
          pointsAmount: 100,
          repPointsMultiplier: 0.5,
          price: 10,
          originalPrice: null,
        }),
      ),
    ).toEqual([M.multiplierInvalid, M.priceInvalid]);
    expect(
      messages(
        pointsPackageSchema.safeParse({
          pointsAmount: 100,
          repPointsMultiplier: 1,
          price: 1000,
          originalPrice: 900,
        }),
      ),
    ).toEqual([M.originalPriceTooLow]);
    const one = { pointsAmount: 1, repPointsMultiplier: 1, price: 100 };
    expect(messages(pointsPackagesSchema.safeParse(Array.from({ length: 11 }, () => one)))).toEqual([
      M.packagesTooMany,
    ]);
  });
});
