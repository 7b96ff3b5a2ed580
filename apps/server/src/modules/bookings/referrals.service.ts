import { randomInt } from 'node:crypto';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_PATTERN,
  REFERRAL_MESSAGES,
  normaliseReferralCode,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { badInput } from '../../platform/errors';
import type { ReferralsRepository } from './referrals.repository';
import type { Viewer } from '../../platform/viewer';

/** A fresh random code: REFERRAL_CODE_LENGTH characters of the alphabet, each chosen uniformly. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** How many fresh codes to try when a new one is already someone else's (about 1 in 10^11 each time). */
const ATTEMPTS = 5;

/**
 * Referral codes (docs/decisions/035): one per person, made the first time they ask; a booking carrying one
 * is attributed to its owner.
 */
export function referralsService({ repo, clock }: { repo: ReferralsRepository; clock: Clock }) {
  return {
    /**
     * The viewer's code, made on the first call. Two first calls at once give one code: both insert with
     * ON CONFLICT DO NOTHING, and both read back the row that won.
     */
    async myReferralCode(viewer: Viewer): Promise<string> {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const existing = await repo.codeOf(viewer.userId);
        if (existing) return existing;
        await repo.insertIfAbsent(viewer.userId, newReferralCode(), clock.now());
        const code = await repo.codeOf(viewer.userId);
        if (code) return code;
        // The fresh code was already another person's: try another one.
      }
      throw new Error(`no free referral code after ${ATTEMPTS} attempts`);
    },

    /**
     * Who a referral code given by `buyerId` attributes to: null when no code is given or it is the buyer's
     * own (ignored); BAD_USER_INPUT when nobody has it.
     */
    async referrerOf(
      code: string | null | undefined,
      buyerId: string | null,
    ): Promise<{ code: string; userId: string | null } | null> {
      const normalised = normaliseReferralCode(code ?? '');
      if (!normalised) return null;
      const owner = REFERRAL_CODE_PATTERN.test(normalised) ? await repo.ownerOf(normalised) : undefined;
      if (!owner) throw badInput(REFERRAL_MESSAGES.codeInvalid, { field: 'referralCode' });
      return { code: normalised, userId: owner === buyerId ? null : owner };
    },
  };
}

export type ReferralsService = ReturnType<typeof referralsService>;
