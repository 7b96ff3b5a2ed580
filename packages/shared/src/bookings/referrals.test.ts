import { describe, expect, it } from 'vitest';
import {
  normaliseReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_PATTERN,
} from './referrals';

describe('referral codes', () => {
  it('use 8 characters without look-alikes, and no E (a URL query would read 2E345678 as a number)', () => {
    expect(REFERRAL_CODE_LENGTH).toBe(8);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(REFERRAL_CODE_ALPHABET.length);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[01EILOU]/);
    expect(REFERRAL_CODE_PATTERN.test('ABCD2345')).toBe(true);
    for (const bad of ['ABCD234', 'ABCD23456', 'ABCD234O', 'abcd2345', '2E345678'])
      expect(REFERRAL_CODE_PATTERN.test(bad), bad).toBe(false);
  });

  it('accept a code as typed: spaces around, lower case', () => {
    expect(normaliseReferralCode(' abcd2345 ')).toBe('ABCD2345');
    expect(REFERRAL_CODE_PATTERN.test(normaliseReferralCode(' abcd2345 '))).toBe(true);
  });
});
