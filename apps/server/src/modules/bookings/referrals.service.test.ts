import { REFERRAL_CODE_PATTERN, REFERRAL_MESSAGES } from '@repclub/shared';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import type { Viewer } from '../auth/sessions.service';
import type { ReferralsRepository } from './referrals.repository';
import { newReferralCode, referralsService } from './referrals.service';

/** An in-memory repository with the table's two unique keys (user, code). */
function memoryRepo(taken: Map<string, string> = new Map()): ReferralsRepository {
  const codes = taken; // userId → code
  return {
    codeOf: async (userId) => codes.get(userId),
    insertIfAbsent: async (userId, code) => {
      if (!codes.has(userId) && ![...codes.values()].includes(code)) codes.set(userId, code);
    },
    ownerOf: async (code) => [...codes].find(([, c]) => c === code)?.[0],
  };
}

const viewer = (userId: string) => ({ userId }) as Viewer;
const clock = fixedClock('2026-06-01T18:00:00.000Z');

describe('referral codes', () => {
  it('are 8 characters of the alphabet, and differ', () => {
    const codes = new Set(Array.from({ length: 500 }, newReferralCode));
    for (const code of codes) expect(code).toMatch(REFERRAL_CODE_PATTERN);
    expect(codes.size).toBe(500);
  });

  it('are made once per person', async () => {
    const service = referralsService({ repo: memoryRepo(), clock });
    const first = await service.myReferralCode(viewer('u1'));
    expect(await service.myReferralCode(viewer('u1'))).toBe(first);
    expect(await service.myReferralCode(viewer('u2'))).not.toBe(first);
  });

  it("resolve to their owner; the buyer's own is ignored; an unknown one is refused", async () => {
    const service = referralsService({ repo: memoryRepo(new Map([['u1', 'ABCD2345']])), clock });
    expect(await service.referrerOf(' abcd2345', 'u2')).toEqual({ code: 'ABCD2345', userId: 'u1' });
    expect(await service.referrerOf('ABCD2345', 'u1')).toEqual({ code: 'ABCD2345', userId: null });
    expect(await service.referrerOf('  ', 'u2')).toBeNull();
    expect(await service.referrerOf(null, null)).toBeNull();
    for (const code of ['ZZZZZZZZ', 'PROMO'])
      await expect(service.referrerOf(code, 'u2')).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: REFERRAL_MESSAGES.codeInvalid,
      });
  });
});
