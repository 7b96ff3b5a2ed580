import {
  BLOCK_DURATION_MS,
  isCodeSentError,
  MAX_FAILED_CODE_ATTEMPTS,
  RESEND_WAIT_MS,
} from '@repclub/shared';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-message';
import { parseDate } from '@/lib/timers';

/**
 * The phone-code step of the login wizard (accounts §4.2, §8, §9) as plain data, so that the rules are
 * testable without a browser: the code's expiry, the earliest resend, the block and the failed codes.
 * Times are epoch milliseconds.
 */
export type PhoneCodeState = {
  expiresAt: number | null;
  nextResendAt: number | null;
  blockedUntil: number | null;
  failedAttempts: number;
};

export const INITIAL_PHONE_CODE_STATE: PhoneCodeState = {
  expiresAt: null,
  nextResendAt: null,
  blockedUntil: null,
  failedAttempts: 0,
};

type PhoneTimes = { nextResend?: unknown; expiredDate?: unknown; blockedUntil?: unknown };

/** What a phone/start call (or its error) means for the wizard. */
export type PhoneStartOutcome =
  | { kind: 'sent'; message: string; state: PhoneCodeState }
  | { kind: 'blocked'; message: string; state: PhoneCodeState }
  | { kind: 'error'; message: string };

function timesFrom(source: PhoneTimes, previous: PhoneCodeState, now: number): PhoneCodeState {
  return {
    ...previous,
    expiresAt: parseDate(source.expiredDate) ?? previous.expiresAt,
    // At least 30 s after this send, even if the server named no time (accounts §4.2).
    nextResendAt: parseDate(source.nextResend) ?? now + RESEND_WAIT_MS,
    blockedUntil: parseDate(source.blockedUntil),
  };
}

/** A successful phone/start answer: the code was sent. */
export function phoneCodeSent(
  answer: PhoneTimes & { message: string },
  previous: PhoneCodeState,
  now: number,
): PhoneStartOutcome {
  const state = timesFrom(answer, previous, now);
  if (state.blockedUntil !== null && state.blockedUntil > now)
    return { kind: 'blocked', message: answer.message, state };
  return { kind: 'sent', message: answer.message, state };
}

/**
 * A failed phone/start call. A block (429 with `blockedUntil`) opens the block countdown; a message
 * containing 'otp' or 'verification' means a code was sent anyway (accounts §8: 'Verification code sent
 * to your phone' and code entry opens); anything else is shown in a red notice.
 */
export function phoneStartFailed(error: unknown, previous: PhoneCodeState, now: number): PhoneStartOutcome {
  const message = errorText(error);
  const details: PhoneTimes = error instanceof ApiError ? error.details : {};
  const blockedUntil = parseDate(details.blockedUntil);
  if (blockedUntil !== null && blockedUntil > now) {
    return { kind: 'blocked', message, state: { ...previous, blockedUntil } };
  }
  if (isCodeSentError(message)) {
    return { kind: 'sent', message, state: timesFrom(details, previous, now) };
  }
  return { kind: 'error', message };
}

/**
 * A failed phone/verify call: a wrong code counts one failed attempt; the 3rd (or a 429 naming
 * `blockedUntil`) blocks the number for 30 minutes. Other errors leave the counters as they are.
 */
export function phoneVerifyFailed(
  error: unknown,
  previous: PhoneCodeState,
  now: number,
): { message: string; state: PhoneCodeState } {
  const message = errorText(error);
  if (!(error instanceof ApiError)) return { message, state: previous };
  const blockedUntil = parseDate(error.details.blockedUntil);
  if (blockedUntil !== null && blockedUntil > now) {
    return {
      message,
      state: { ...previous, blockedUntil, failedAttempts: MAX_FAILED_CODE_ATTEMPTS },
    };
  }
  if (error.status === 400 && error.message.startsWith('Invalid verification code')) {
    const remaining = error.details.attemptsRemaining;
    const failedAttempts =
      typeof remaining === 'number'
        ? Math.max(previous.failedAttempts + 1, MAX_FAILED_CODE_ATTEMPTS - remaining)
        : previous.failedAttempts + 1;
    if (failedAttempts >= MAX_FAILED_CODE_ATTEMPTS) {
      return { message, state: { ...previous, failedAttempts, blockedUntil: now + BLOCK_DURATION_MS } };
    }
    return { message, state: { ...previous, failedAttempts } };
  }
  return { message, state: previous };
}

/** Whether the block is still running. */
export function isBlocked(state: PhoneCodeState, now: number): boolean {
  return state.blockedUntil !== null && state.blockedUntil > now;
}

/** When the block has ended: the counter resets (accounts §4.2) and the wizard shows 'You can now try again.'. */
export function blockEnded(state: PhoneCodeState): PhoneCodeState {
  return { ...state, blockedUntil: null, failedAttempts: 0 };
}

/** A resend is allowed once the server's next-resend time (at least 30 s after the last send) has passed. */
export function canResend(state: PhoneCodeState, now: number): boolean {
  return !isBlocked(state, now) && (state.nextResendAt === null || state.nextResendAt <= now);
}
