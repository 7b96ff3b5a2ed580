import { isCodeSentError, MESSAGES, PHONE_MESSAGES } from '@repclub/shared';
import { describe, expect, it } from 'vitest';
import { PHONE_CODE_TTL_MS, PHONE_RATE_RULES, signInCodeText, verifyPhoneText } from './phone.service';

describe('phone sign-in messages', () => {
  it('lets the client open code entry on a resend wait, when a valid code was just sent (accounts §8)', () => {
    expect(PHONE_MESSAGES.resendTooSoon(12)).toBe(
      'A verification code was sent recently. Please wait 12 seconds before requesting another one.',
    );
    expect(isCodeSentError(PHONE_MESSAGES.resendTooSoon(12))).toBe(true);
  });

  it('shows the error itself when no code went out', () => {
    expect(isCodeSentError(PHONE_MESSAGES.sendFailed)).toBe(false);
    expect(isCodeSentError(MESSAGES.tooManyFailedAttempts)).toBe(false);
  });

  it('texts the code and its lifetime', () => {
    expect(PHONE_CODE_TTL_MS).toBe(10 * 60 * 1000);
    expect(signInCodeText('123456')).toBe(
      'Your RepClub verification code is 123456. It expires in 10 minutes.',
    );
    expect(verifyPhoneText('654321')).toContain('654321');
  });

  it('limits texts per client more tightly than code checks', () => {
    expect(PHONE_RATE_RULES.startPerIp.points).toBeLessThan(PHONE_RATE_RULES.verifyPerIp.points);
    // 20 parallel guesses from one client must reach the row lock (see phone.int.test.ts).
    expect(PHONE_RATE_RULES.verifyPerIp.points).toBeGreaterThanOrEqual(20);
  });
});
