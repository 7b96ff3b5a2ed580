import { BLOCK_DURATION_MS, invalidCodeAttempts, MESSAGES, RESEND_WAIT_MS } from '@repclub/shared';
import { describe, expect, it } from 'vitest';
import {
  blockEnded,
  canResend,
  INITIAL_PHONE_CODE_STATE,
  isBlocked,
  phoneCodeSent,
  phoneStartFailed,
  phoneVerifyFailed,
} from '@/features/auth/login/phone-code-state';
import { ApiError } from '@/lib/api-client';

const NOW = Date.UTC(2030, 0, 1, 12);
const iso = (ms: number) => new Date(ms).toISOString();

describe('phone code state', () => {
  it('a sent code sets the expiry and the earliest resend', () => {
    const outcome = phoneCodeSent(
      {
        message: MESSAGES.verificationCodeSent,
        expiredDate: iso(NOW + 600_000),
        nextResend: iso(NOW + 30_000),
        blockedUntil: null,
      },
      INITIAL_PHONE_CODE_STATE,
      NOW,
    );
    expect(outcome.kind).toBe('sent');
    if (outcome.kind === 'error') throw new Error('unexpected');
    expect(outcome.state.expiresAt).toBe(NOW + 600_000);
    expect(canResend(outcome.state, NOW + 29_000)).toBe(false);
    expect(canResend(outcome.state, NOW + 30_000)).toBe(true);
  });

  it('waits 30 s before a resend even when the server names no time', () => {
    const outcome = phoneCodeSent({ message: 'ok' }, INITIAL_PHONE_CODE_STATE, NOW);
    if (outcome.kind === 'error') throw new Error('unexpected');
    expect(outcome.state.nextResendAt).toBe(NOW + RESEND_WAIT_MS);
  });

  it("treats a phone-step error mentioning 'verification' or 'otp' as a sent code", () => {
    const error = new ApiError(
      429,
      'RATE_LIMITED',
      'A verification code was sent recently. Please wait 20 seconds.',
      {
        nextResend: iso(NOW + 20_000),
      },
    );
    const outcome = phoneStartFailed(error, INITIAL_PHONE_CODE_STATE, NOW);
    expect(outcome.kind).toBe('sent');
    expect(
      phoneStartFailed(new ApiError(400, 'X', 'Bad OTP request'), INITIAL_PHONE_CODE_STATE, NOW).kind,
    ).toBe('sent');
    expect(
      phoneStartFailed(
        new ApiError(503, 'X', 'We could not send a text message.'),
        INITIAL_PHONE_CODE_STATE,
        NOW,
      ),
    ).toEqual({
      kind: 'error',
      message: 'We could not send a text message.',
    });
  });

  it('a blocked number at the phone step opens the block', () => {
    const error = new ApiError(429, 'RATE_LIMITED', MESSAGES.tooManyFailedAttempts, {
      blockedUntil: iso(NOW + 60_000),
    });
    const outcome = phoneStartFailed(error, INITIAL_PHONE_CODE_STATE, NOW);
    expect(outcome.kind).toBe('blocked');
  });

  it('counts wrong codes and blocks on the third, then resets when the block ends', () => {
    let state = INITIAL_PHONE_CODE_STATE;
    const wrong = (remaining: number) =>
      new ApiError(400, 'BAD_USER_INPUT', invalidCodeAttempts(remaining), { attemptsRemaining: remaining });
    let result = phoneVerifyFailed(wrong(2), state, NOW);
    state = result.state;
    expect(result.message).toBe('Invalid verification code. 2 attempt(s) remaining.');
    expect(state.failedAttempts).toBe(1);
    result = phoneVerifyFailed(wrong(1), state, NOW);
    state = result.state;
    expect(state.failedAttempts).toBe(2);
    expect(isBlocked(state, NOW)).toBe(false);

    const blockedUntil = NOW + BLOCK_DURATION_MS;
    result = phoneVerifyFailed(
      new ApiError(429, 'RATE_LIMITED', MESSAGES.tooManyFailedAttempts, { blockedUntil: iso(blockedUntil) }),
      state,
      NOW,
    );
    state = result.state;
    expect(result.message).toBe(MESSAGES.tooManyFailedAttempts);
    expect(isBlocked(state, NOW + BLOCK_DURATION_MS - 1000)).toBe(true);
    expect(canResend(state, NOW + 60_000)).toBe(false);
    expect(isBlocked(state, blockedUntil)).toBe(false);
    expect(blockEnded(state)).toMatchObject({ blockedUntil: null, failedAttempts: 0 });
  });

  it('blocks on the third wrong code even without a server block time', () => {
    const wrong = new ApiError(400, 'BAD_USER_INPUT', invalidCodeAttempts(0));
    const state = phoneVerifyFailed(wrong, { ...INITIAL_PHONE_CODE_STATE, failedAttempts: 2 }, NOW).state;
    expect(state.blockedUntil).toBe(NOW + BLOCK_DURATION_MS);
  });
});
