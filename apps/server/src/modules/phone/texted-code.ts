import {
  BLOCK_DURATION_MS,
  invalidCodeAttempts,
  MAX_FAILED_CODE_ATTEMPTS,
  MESSAGES,
  PHONE_MESSAGES,
  RESEND_WAIT_MS,
} from '@repclub/shared';
import { DomainError } from '../../platform/errors';
import { hashesEqual } from '../auth/auth.module';

/**
 * The state machine of a code texted to a number, shared by phone sign-in and the profile's phone change (one
 * row each, changed under a row lock by the caller): three wrong codes block for 30 minutes and spend the code; a
 * block that has ended resets the counter (accounts §4.2: "the counter resets").
 */
export type TextedCodeState = {
  codeHash: string | null;
  codeExpiresAt: Date | null;
  failedAttempts: number;
  blockedUntil: Date | null;
  lastSentAt: Date | null;
};

export type CodeOutcome =
  | { kind: 'ok' }
  | { kind: 'blocked'; blockedUntil: Date }
  | { kind: 'noCode' }
  | { kind: 'expired' }
  | { kind: 'wrong'; remaining: number };

export type CodeStateUpdate = Partial<TextedCodeState>;

export const isBlocked = (row: TextedCodeState, now: Date) =>
  row.blockedUntil !== null && row.blockedUntil > now;
export const blockEnded = (row: TextedCodeState, now: Date) =>
  row.blockedUntil !== null && row.blockedUntil <= now;
export const codeOpen = (row: TextedCodeState, now: Date) =>
  row.codeHash !== null && row.codeExpiresAt !== null && row.codeExpiresAt > now;

export const secondsUntil = (date: Date, now: Date) =>
  Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));

export function blockedError(blockedUntil: Date, now: Date) {
  return new DomainError('RATE_LIMITED', MESSAGES.tooManyFailedAttempts, {
    blockedUntil: blockedUntil.toISOString(),
    retryAfterSeconds: secondsUntil(blockedUntil, now),
  });
}

/** A text sent less than RESEND_WAIT_MS ago: when the next may go, and until when the open code lasts. */
export function resendTooSoon(
  row: TextedCodeState,
  now: Date,
): { kind: 'tooSoon'; nextResend: Date; expiredDate: Date | null } | null {
  if (!row.lastSentAt || row.lastSentAt.getTime() + RESEND_WAIT_MS <= now.getTime()) return null;
  return {
    kind: 'tooSoon',
    nextResend: new Date(row.lastSentAt.getTime() + RESEND_WAIT_MS),
    expiredDate: row.codeExpiresAt,
  };
}

/** The refusal of a text asked for too soon (accounts §4.2), with when the next may go. */
export function resendTooSoonError(
  { nextResend, expiredDate }: { nextResend: Date; expiredDate: Date | null },
  now: Date,
  details: Record<string, unknown> = {},
) {
  const seconds = secondsUntil(nextResend, now);
  return new DomainError('RATE_LIMITED', PHONE_MESSAGES.resendTooSoon(seconds), {
    retryAfterSeconds: seconds,
    nextResend: nextResend.toISOString(),
    expiredDate: expiredDate ? expiredDate.toISOString() : null,
    ...details,
  });
}

/**
 * Checks `givenHash` against the row: what to write and what happened. `forThisNumber` is false when the open
 * code was texted to another number than the one given (a code proves the number it was sent to, and no other).
 */
export function checkTextedCode(
  row: TextedCodeState | undefined,
  givenHash: string,
  now: Date,
  forThisNumber = true,
): { update?: CodeStateUpdate; result: CodeOutcome } {
  if (!row) return { result: { kind: 'noCode' } };
  if (isBlocked(row, now) && row.blockedUntil)
    return { result: { kind: 'blocked', blockedUntil: row.blockedUntil } };
  const ended = blockEnded(row, now);
  const reset: CodeStateUpdate = ended ? { failedAttempts: 0, blockedUntil: null } : {};
  const failedSoFar = ended ? 0 : row.failedAttempts;
  if (!row.codeHash || !forThisNumber) return { update: reset, result: { kind: 'noCode' } };
  if (!codeOpen(row, now)) return { update: reset, result: { kind: 'expired' } };
  if (hashesEqual(row.codeHash, givenHash)) {
    return {
      update: { codeHash: null, codeExpiresAt: null, failedAttempts: 0, blockedUntil: null },
      result: { kind: 'ok' },
    };
  }
  const failed = failedSoFar + 1;
  if (failed >= MAX_FAILED_CODE_ATTEMPTS) {
    const blockedUntil = new Date(now.getTime() + BLOCK_DURATION_MS);
    return {
      update: { failedAttempts: failed, blockedUntil, codeHash: null, codeExpiresAt: null },
      result: { kind: 'blocked', blockedUntil },
    };
  }
  return {
    update: { failedAttempts: failed, blockedUntil: null },
    result: { kind: 'wrong', remaining: MAX_FAILED_CODE_ATTEMPTS - failed },
  };
}

/** Throws the refusal of an outcome that is not `ok` (the messages of accounts §4.2). */
export function refuseUnlessOk(outcome: CodeOutcome, now: Date): void {
  switch (outcome.kind) {
    case 'blocked':
      throw blockedError(outcome.blockedUntil, now);
    case 'noCode':
      throw new DomainError('BAD_USER_INPUT', PHONE_MESSAGES.noCode);
    case 'expired':
      throw new DomainError('BAD_USER_INPUT', PHONE_MESSAGES.expired);
    case 'wrong':
      throw new DomainError('BAD_USER_INPUT', invalidCodeAttempts(outcome.remaining), {
        attemptsRemaining: outcome.remaining,
      });
    case 'ok':
      return;
  }
}
