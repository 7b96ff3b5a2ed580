import {
  MESSAGES,
  PHONE_MESSAGES,
  phoneStartSchema,
  phoneVerifySchema,
  RESEND_WAIT_MS,
  verificationCodeSchema,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import type { RateLimiter, RateRule } from '../../platform/http/rate-limit';
import type { Viewer } from '../../platform/viewer';
import { uniqueViolation } from '../../platform/db/executor';
import type { PhoneRepository, PhoneSignInRow } from './phone.repository';
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
import {
  type AuthInfo,
  type AuthService,
  type RequestMeta,
  CODE_TTL_MS,
  type CodesService,
  randomCode,
  sha256,
} from '../auth/auth.module';
import type { MessagingService } from '../messaging/messaging.module';
import type { UserRow, UsersRepository } from '../users/users.module';

/** How long a texted sign-in code can be used: 10 minutes, like every other 6-digit code. */
export const PHONE_CODE_TTL_MS = CODE_TTL_MS;

export const PHONE_RATE_RULES = {
  /** Texts one client can have sent, whatever the numbers: stops spraying texts to many numbers. */
  startPerIp: { name: 'phone-start-ip', points: 10, durationSeconds: 15 * 60 },
  /** Texts to one number, from every client and both flows (sign-in and verifying a profile's number). */
  textsPerNumber: { name: 'phone-texts-number', points: 10, durationSeconds: 60 * 60 },
  /** Code checks from one client (each number also blocks itself after 3 wrong codes). */
  verifyPerIp: { name: 'phone-verify-ip', points: 30, durationSeconds: 60 },
} satisfies Record<string, RateRule>;

export const signInCodeText = (code: string) =>
  `Your RepClub verification code is ${code}. It expires in ${PHONE_CODE_TTL_MS / 60_000} minutes.`;
export const verifyPhoneText = (code: string) =>
  `Your RepClub code to verify your phone number is ${code}. It expires in ${PHONE_CODE_TTL_MS / 60_000} minutes.`;

export type PhoneStartAnswer = {
  message: string;
  nextResend: string | null;
  expiredDate: string | null;
  blockedUntil: string | null;
};

type Logger = { error: (details: object, message: string) => void };

type Deps = {
  phone: PhoneRepository;
  users: UsersRepository;
  auth: AuthService;
  codes: CodesService;
  messaging: MessagingService;
  rateLimiter: RateLimiter;
  clock: Clock;
};

type StartOutcome =
  | { kind: 'blocked'; blockedUntil: Date }
  | { kind: 'tooSoon'; nextResend: Date; expiredDate: Date | null }
  | { kind: 'reserved'; code: string; codeHash: string; previous: PhoneSignInRow; resend: boolean };

export function phoneService({ phone, users, auth, codes, messaging, rateLimiter, clock }: Deps) {
  /**
   * Gives the number back its previous code and resend clock after a send that did not happen, unless the
   * state moved on since (a block, or another send).
   */
  async function undoReservation(phoneNumber: string, codeHash: string, previous: PhoneSignInRow) {
    await phone.withLockedState(phoneNumber, { create: false, now: clock.now() }, (row) =>
      row?.codeHash === codeHash
        ? {
            update: {
              codeHash: previous.codeHash,
              codeExpiresAt: previous.codeExpiresAt,
              lastSentAt: previous.lastSentAt,
              // Failed attempts stay as they are: a guess made meanwhile still counts.
            },
            result: undefined,
          }
        : { result: undefined },
    );
  }

  async function signInUserOf(phoneNumber: string, meta: RequestMeta): Promise<AuthInfo> {
    const now = clock.now();
    let user = await users.byPhone(phoneNumber);
    if (!user) {
      try {
        // A new account with only the proven number; its profile is incomplete, so the client
        // continues at /auth/sign-up-2.
        user = await users.insertWithHandle({
          phoneNumber,
          phoneVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        });
      } catch (err) {
        if (!uniqueViolation(err)) throw err;
        // Someone registered this number at the same moment: use that account.
        user = await users.byPhone(phoneNumber);
        if (!user) throw err;
      }
    }
    if (!user.phoneVerifiedAt) {
      // Another account typed this number but never proved it; the code proves the number, not that
      // account, so it must not open it (docs/decisions/011-phone-sign-in.md).
      throw new DomainError('CONFLICT', PHONE_MESSAGES.unverifiedAccount);
    }
    return auth.signInAs(user, 'phone', meta);
  }

  return {
    /**
     * POST /api/auth/phone/start: texts a 6-digit sign-in code to the number. Refused while the number
     * is blocked and within 30 seconds of the last text. The state is reserved under the row lock before
     * the text goes out and put back when sending fails, so a failed send costs no resend wait.
     */
    async start(input: unknown, meta: RequestMeta, log?: Logger): Promise<PhoneStartAnswer> {
      const { phoneNumber } = parseInput(phoneStartSchema, input);
      await rateLimiter.consume(PHONE_RATE_RULES.startPerIp, meta.ip);
      const now = clock.now();
      const outcome = await phone.withLockedState<StartOutcome>(phoneNumber, { create: true, now }, (row) => {
        if (!row) throw new Error('phone_sign_ins row missing after insert');
        if (isBlocked(row, now) && row.blockedUntil) {
          return { result: { kind: 'blocked', blockedUntil: row.blockedUntil } };
        }
        const ended = blockEnded(row, now);
        const tooSoon = resendTooSoon(row, now);
        if (tooSoon) return { result: tooSoon };
        const open = codeOpen(row, now);
        const code = randomCode();
        const codeHash = sha256(code);
        return {
          update: {
            codeHash,
            codeExpiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
            lastSentAt: now,
            // Wrong codes count across resends while a code is open; a fresh start begins at 0.
            failedAttempts: open && !ended ? row.failedAttempts : 0,
            blockedUntil: null,
          },
          result: { kind: 'reserved', code, codeHash, previous: row, resend: open && !ended },
        };
      });

      if (outcome.kind === 'blocked') throw blockedError(outcome.blockedUntil, now);
      if (outcome.kind === 'tooSoon') throw resendTooSoonError(outcome, now, { blockedUntil: null });

      try {
        await rateLimiter.consume(PHONE_RATE_RULES.textsPerNumber, phoneNumber);
      } catch (err) {
        await undoReservation(phoneNumber, outcome.codeHash, outcome.previous);
        throw err;
      }
      try {
        await messaging.sendText({
          to: phoneNumber,
          text: signInCodeText(outcome.code),
          meta: { code: outcome.code },
        });
      } catch (err) {
        log?.error({ err }, 'sending the phone sign-in code failed');
        await undoReservation(phoneNumber, outcome.codeHash, outcome.previous);
        throw new DomainError('SERVICE_UNAVAILABLE', PHONE_MESSAGES.sendFailed);
      }
      return {
        message: outcome.resend ? MESSAGES.verificationCodeResent : MESSAGES.verificationCodeSent,
        nextResend: new Date(now.getTime() + RESEND_WAIT_MS).toISOString(),
        expiredDate: new Date(now.getTime() + PHONE_CODE_TTL_MS).toISOString(),
        blockedUntil: null,
      };
    },

    /**
     * POST /api/auth/phone/verify: a right code signs in (creating a phone-only account for a new
     * number). Every check runs under the number's row lock, so parallel wrong codes are counted one by
     * one: the third blocks the number for 30 minutes and spends the code.
     */
    async verify(input: unknown, meta: RequestMeta): Promise<AuthInfo> {
      const { phoneNumber, code } = parseInput(phoneVerifySchema, input);
      await rateLimiter.consume(PHONE_RATE_RULES.verifyPerIp, meta.ip);
      const now = clock.now();
      const given = sha256(code);
      const outcome = await phone.withLockedState<CodeOutcome>(phoneNumber, { create: false, now }, (row) =>
        checkTextedCode(row, given, now),
      );
      refuseUnlessOk(outcome, now);
      return signInUserOf(phoneNumber, meta);
    },

    /** GraphQL sendPhoneVerificationCode: texts a code to the signed-in user's own number. */
    async sendPhoneVerificationCode(viewer: Viewer): Promise<{ nextResend: Date; expiredDate: Date }> {
      const user = await users.byId(viewer.userId);
      if (!user) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
      if (!user.phoneNumber) throw new DomainError('BAD_USER_INPUT', PHONE_MESSAGES.noPhoneNumber);
      if (user.phoneVerifiedAt) throw new DomainError('CONFLICT', PHONE_MESSAGES.alreadyVerified);
      await rateLimiter.consume(PHONE_RATE_RULES.textsPerNumber, user.phoneNumber);
      const { code, expiresAt, nextResend } = await codes.issueCode({
        purpose: 'VerifyPhone',
        owner: { userId: user.id },
        target: user.phoneNumber,
        enforceResendWait: true,
      });
      await messaging.sendText({ to: user.phoneNumber, text: verifyPhoneText(code), meta: { code } });
      return { nextResend, expiredDate: expiresAt };
    },

    /** GraphQL verifyPhoneNumber: checks the code sent to the user's number and marks the number verified. */
    async verifyPhoneNumber(viewer: Viewer, rawCode: unknown): Promise<UserRow> {
      const code = parseInput(verificationCodeSchema, rawCode);
      const { target } = await codes.verifyCode({
        purpose: 'VerifyPhone',
        owner: { userId: viewer.userId },
        code,
      });
      const user = await users.byId(viewer.userId);
      if (!user) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
      // The number changed since the code was sent: the code proved the old one only.
      if (user.phoneNumber !== target) throw new DomainError('BAD_USER_INPUT', PHONE_MESSAGES.expired);
      if (user.phoneVerifiedAt) return user;
      const now = clock.now();
      return (await users.update(user.id, { phoneVerifiedAt: now, updatedAt: now })) ?? user;
    },
  };
}

export type PhoneService = ReturnType<typeof phoneService>;
