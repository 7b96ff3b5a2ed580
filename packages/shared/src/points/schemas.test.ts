import { describe, expect, it } from 'vitest';
import { POINTS_MESSAGES as M } from './messages';
import { grantPointsSchema, sendPointsSchema, tradeRequestSchema } from './schemas';

const club = '6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const other = '7f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const user = '8f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('points schemas', () => {
  it('accepts a send and a grant, memo trimmed or null', () => {
    const send = sendPointsSchema.parse({
      clubId: club,
      toUserId: user,
      amount: 5,
      memo: ' hi ',
      idempotencyKey: 'k',
    });
    expect(send.memo).toBe('hi');
    expect(
      grantPointsSchema.parse({ clubId: club, toUserId: user, amount: 1, idempotencyKey: 'k' }).memo,
    ).toBeNull();
  });

  it('refuses amounts that are not whole, positive, or within the limit', () => {
    for (const amount of [0, -1, 1.5, 1_000_001]) {
      const result = sendPointsSchema.safeParse({
        clubId: club,
        toUserId: user,
        amount,
        idempotencyKey: 'k',
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.amountInvalid);
    }
  });

  it('refuses a trade within one club', () => {
    const base = { toUserId: user, giveAmount: 1, askAmount: 2, idempotencyKey: 'k' };
    expect(tradeRequestSchema.safeParse({ ...base, giveClubId: club, askClubId: other }).success).toBe(true);
    const same = tradeRequestSchema.safeParse({ ...base, giveClubId: club, askClubId: club });
    expect(same.error?.issues[0]?.message).toBe(M.sameClubTrade);
  });
});
