import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  PHONE_CHANGE_MESSAGES,
  PHONE_MESSAGES,
  phoneNumberSchema,
  RESEND_WAIT_MS,
  verificationCodeSchema,
} from '@repclub/shared';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import type { RateLimiter } from '../../platform/http/rate-limit';
import type { Viewer } from '../../platform/viewer';
import { uniqueViolation } from '../../platform/db/executor';
import type { PhoneChangeRepository, PhoneChangeRow } from './phone-change.repository';
import { PHONE_CODE_TTL_MS, PHONE_RATE_RULES } from './phone.service';
import {
  type CodeOutcome,
  blockEnded,
  blockedError,
  checkTextedCode,
  codeOpen,
  isBlocked,
  refuseUnlessOk,
  resendTooSoon,
  resendTooSoonError,
} from './texted-code';
import type { AuditMeta, AuditService } from '../audit/audit.module';
import { randomCode, sha256 } from '../auth/auth.module';
import type { MessagingService } from '../messaging/messaging.module';
import type { UserRow, UsersRepository } from '../users/users.module';

export const changePhoneText = (code: string) =>
  `Your RepClub code to change your phone number is ${code}. It expires in ${PHONE_CODE_TTL_MS / 60_000} minutes.`;

/** The last four digits only: the audit trail outlives the account and should not keep whole numbers. */
export const maskPhone = (phoneNumber: string | null) => (phoneNumber ? `…${phoneNumber.slice(-4)}` : null);

const confirmSchema = z.object({ phoneNumber: phoneNumberSchema, code: verificationCodeSchema });

type Deps = {
  repo: PhoneChangeRepository;
  users: UsersRepository;
  messaging: MessagingService;
  rateLimiter: RateLimiter;
  audit: AuditService;
  clock: Clock;
};

type Logger = { error: (details: object, message: string) => void };

type StartOutcome =
  | { kind: 'blocked'; blockedUntil: Date }
  | { kind: 'tooSoon'; nextResend: Date; expiredDate: Date | null }
  | { kind: 'reserved'; code: string; codeHash: string; previous: PhoneChangeRow };

/**
 * Changing the signed-in user's phone number (profile): a code texted to the NEW number proves it, then
 * the number is replaced and marked verified in one transaction. The limits are those of phone sign-in
 * (docs/decisions/011): 30 seconds between texts, 3 wrong codes block for 30 minutes; the state is one
 * row per user, changed under a row lock.
 */
export function phoneChangeService({ repo, users, messaging, rateLimiter, audit, clock }: Deps) {
  function refuseImpersonation(viewer: Viewer) {
    // The phone number signs in (phone sign-in), so it is a credential: like the password and passkeys,
    // an administrator acting as the user may not change it.
    if (viewer.impersonatorId) {
      throw new DomainError('AUTH_NOT_AUTHORIZED', ACCOUNT_MESSAGES.notWhileImpersonating);
    }
  }

  async function current(viewer: Viewer): Promise<UserRow> {
    const user = await users.byId(viewer.userId);
    if (!user) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
    return user;
  }

  async function refuseTaken(phoneNumber: string, userId: string) {
    const holder = await users.byPhone(phoneNumber);
    if (holder && holder.id !== userId) {
      throw new DomainError('CONFLICT', PHONE_CHANGE_MESSAGES.taken, { field: 'phoneNumber' });
    }
  }

  /** Puts back the previous code and resend clock after a text that was not sent (unless moved on). */
  async function undoReservation(userId: string, codeHash: string, previous: PhoneChangeRow) {
    await repo.withLockedChange(userId, { create: false, now: clock.now() }, (row) =>
      row?.codeHash === codeHash
        ? {
            update: {
              phoneNumber: previous.phoneNumber,
              codeHash: previous.codeHash,
              codeExpiresAt: previous.codeExpiresAt,
              lastSentAt: previous.lastSentAt,
            },
            result: undefined,
          }
        : { result: undefined },
    );
  }

  return {
    /** GraphQL startPhoneNumberChange: texts a 6-digit code to the new number. */
    async startPhoneNumberChange(
      viewer: Viewer,
      rawPhoneNumber: unknown,
      log?: Logger,
    ): Promise<{ nextResend: Date; expiredDate: Date }> {
      refuseImpersonation(viewer);
      const phoneNumber = parseInput(phoneNumberSchema, rawPhoneNumber);
      const user = await current(viewer);
      if (user.phoneNumber === phoneNumber) {
        throw new DomainError('BAD_USER_INPUT', PHONE_CHANGE_MESSAGES.sameNumber, { field: 'phoneNumber' });
      }
      await refuseTaken(phoneNumber, user.id);

      const now = clock.now();
      const { result: outcome } = await repo.withLockedChange<StartOutcome>(
        user.id,
        { create: true, now },
        (row) => {
          if (!row) throw new Error('phone_number_changes row missing after insert');
          if (isBlocked(row, now) && row.blockedUntil) {
            return { result: { kind: 'blocked', blockedUntil: row.blockedUntil } };
          }
          const tooSoon = resendTooSoon(row, now);
          if (tooSoon) return { result: tooSoon };
          const code = randomCode();
          const codeHash = sha256(code);
          // Wrong codes count across resends (to any number) while a code is open: resending buys no guesses.
          const keepFailures = codeOpen(row, now) && !blockEnded(row, now);
          return {
            update: {
              phoneNumber,
              codeHash,
              codeExpiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
              lastSentAt: now,
              failedAttempts: keepFailures ? row.failedAttempts : 0,
              blockedUntil: null,
            },
            result: { kind: 'reserved', code, codeHash, previous: row },
          };
        },
      );

      if (outcome.kind === 'blocked') throw blockedError(outcome.blockedUntil, now);
      if (outcome.kind === 'tooSoon') throw resendTooSoonError(outcome, now);
      try {
        await rateLimiter.consume(PHONE_RATE_RULES.textsPerNumber, phoneNumber);
      } catch (err) {
        await undoReservation(user.id, outcome.codeHash, outcome.previous);
        throw err;
      }
      try {
        await messaging.sendText({
          to: phoneNumber,
          text: changePhoneText(outcome.code),
          meta: { code: outcome.code },
        });
      } catch (err) {
        log?.error({ err }, 'sending the phone change code failed');
        await undoReservation(user.id, outcome.codeHash, outcome.previous);
        throw new DomainError('SERVICE_UNAVAILABLE', PHONE_MESSAGES.sendFailed);
      }
      return {
        nextResend: new Date(now.getTime() + RESEND_WAIT_MS),
        expiredDate: new Date(now.getTime() + PHONE_CODE_TTL_MS),
      };
    },

    /**
     * GraphQL confirmPhoneNumberChange: a right code for the number it was texted to replaces the user's
     * number and marks it verified, in the transaction that spends the code.
     */
    async confirmPhoneNumberChange(
      viewer: Viewer,
      input: { phoneNumber: unknown; code: unknown },
      meta: AuditMeta = {},
    ): Promise<UserRow> {
      refuseImpersonation(viewer);
      const { phoneNumber, code } = parseInput(confirmSchema, input);
      const user = await current(viewer);
      await refuseTaken(phoneNumber, user.id);
      const now = clock.now();
      const given = sha256(code);

      let answer: { result: CodeOutcome; user: UserRow | undefined };
      try {
        answer = await repo.withLockedChange<CodeOutcome>(user.id, { create: false, now }, (row) => {
          const checked = checkTextedCode(row, given, now, row?.phoneNumber === phoneNumber);
          return checked.result.kind === 'ok'
            ? { ...checked, setUserPhone: { phoneNumber, verifiedAt: now } }
            : checked;
        });
      } catch (err) {
        // Another account took the number at this very moment: nothing changed, the code stays open.
        if (uniqueViolation(err) === 'users_phone_number_key') {
          throw new DomainError('CONFLICT', PHONE_CHANGE_MESSAGES.taken, { field: 'phoneNumber' });
        }
        throw err;
      }

      refuseUnlessOk(answer.result, now);
      const updated = answer.user;
      if (!updated) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
      await audit.record({
        actorId: viewer.userId,
        subjectId: viewer.userId,
        action: 'phone.changed',
        details: { from: maskPhone(user.phoneNumber), to: maskPhone(phoneNumber) },
        requestId: meta.requestId,
        ip: meta.ip,
      });
      return updated;
    },
  };
}

export type PhoneChangeService = ReturnType<typeof phoneChangeService>;
