import { CODE_MESSAGES, invalidCodeAttempts, MESSAGES } from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import type { CodeOwner, CodesRepository } from './codes.repository';
import { hashesEqual, randomCode, randomToken, sha256 } from './crypto';

/** Purposes of stored codes and tokens. VerifySignIn is the spec's; the others are ours. */
export type CodePurpose = 'VerifySignIn' | 'VerifyEmail' | 'ResetPassword' | 'VerifyPhone';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 3;
export const RESEND_WAIT_MS = 30 * 1000;

export function codesService(repo: CodesRepository, clock: Clock) {
  return {
    /**
     * Issues a 6-digit code, spending any earlier one. Refuses a resend within 30 seconds of the last one
     * when `enforceResendWait` is set.
     */
    async issueCode(input: {
      purpose: CodePurpose;
      owner: CodeOwner;
      target: string;
      enforceResendWait?: boolean;
    }): Promise<{ code: string; expiresAt: Date; nextResend: Date }> {
      const now = clock.now();
      if (input.enforceResendWait) {
        const last = await repo.latest(input.purpose, input.owner);
        const wait = last ? last.createdAt.getTime() + RESEND_WAIT_MS - now.getTime() : 0;
        if (wait > 0) {
          throw new DomainError('RATE_LIMITED', CODE_MESSAGES.resendTooSoon(Math.ceil(wait / 1000)), {
            retryAfterSeconds: Math.ceil(wait / 1000),
          });
        }
      }
      const code = randomCode();
      const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
      await repo.replace(
        {
          purpose: input.purpose,
          userId: input.owner.userId,
          sessionId: input.owner.sessionId ?? null,
          target: input.target,
          codeHash: sha256(code),
          createdAt: now,
          expiresAt,
        },
        now,
      );
      return { code, expiresAt, nextResend: new Date(now.getTime() + RESEND_WAIT_MS) };
    },

    /** Issues a long single-use token (an emailed link), spending any earlier one of the same purpose. */
    async issueToken(input: {
      purpose: CodePurpose;
      owner: CodeOwner;
      target: string;
      ttlMs: number;
    }): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now();
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + input.ttlMs);
      await repo.replace(
        {
          purpose: input.purpose,
          userId: input.owner.userId,
          sessionId: input.owner.sessionId ?? null,
          target: input.target,
          codeHash: sha256(token),
          createdAt: now,
          expiresAt,
        },
        now,
      );
      return { token, expiresAt };
    },

    /**
     * Verifies a 6-digit code. Wrong codes are counted under a row lock; the third spends the code.
     * Messages: 'Invalid verification code. {n} attempt(s) remaining.' then a request for a new code.
     */
    async verifyCode(input: {
      purpose: CodePurpose;
      owner: CodeOwner;
      code: string;
    }): Promise<{ target: string }> {
      const now = clock.now();
      const given = sha256(input.code);
      type Outcome = { ok: true; target: string } | { ok: false; message: string };
      const outcome = await repo.withLockedOpenCode<Outcome>(input.purpose, input.owner, now, (row) => {
        if (!row) return { result: { ok: false, message: CODE_MESSAGES.expired } };
        if (hashesEqual(row.codeHash, given)) {
          return { update: { consumedAt: now }, result: { ok: true, target: row.target } };
        }
        const failed = row.failedAttempts + 1;
        const remaining = CODE_MAX_ATTEMPTS - failed;
        return {
          update: { failedAttempts: failed, ...(remaining <= 0 ? { consumedAt: now } : {}) },
          result: {
            ok: false,
            message: remaining <= 0 ? CODE_MESSAGES.spent : invalidCodeAttempts(remaining),
          },
        };
      });
      if (!outcome.ok) throw new DomainError('BAD_USER_INPUT', outcome.message);
      return { target: outcome.target };
    },

    /** Spends a long token once; throws when it is unknown, spent or expired. */
    async consumeToken(purpose: CodePurpose, token: string) {
      const row = await repo.consumeToken(purpose, sha256(token), clock.now());
      if (!row) throw new DomainError('BAD_USER_INPUT', CODE_MESSAGES.tokenInvalid);
      return row;
    },

    /** Whether a long token is still usable, and for what. */
    async inspectToken(token: string) {
      return repo.findOpenToken(sha256(token), clock.now());
    },

    messages: { ...CODE_MESSAGES, missingCode: MESSAGES.verificationCodeRequired },
  };
}

export type CodesService = ReturnType<typeof codesService>;
