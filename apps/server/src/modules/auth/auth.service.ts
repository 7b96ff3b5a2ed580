import {
  AUTH_MESSAGES,
  type AuthInfo,
  isProfileComplete,
  MESSAGES,
  type SignUpPayload,
  signUpSchema,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import type { RateLimiter, RateRule } from '../../platform/http/rate-limit';
import { uniqueViolation } from '../../platform/db/executor';
import { signInCodeEmail, verificationEmail } from './auth.emails';
import { type CodesService, EMAIL_TOKEN_TTL_MS } from './codes.service';
import { hashPassword, verifyPassword } from './crypto';
import type { IssuedTokens, SessionMethod, SessionsService } from './sessions.service';
import type { Viewer } from '../../platform/viewer';
import type { LegalService } from '../legal/legal.module';
import type { MessagingService } from '../messaging/messaging.module';
import type { UserRow, UsersRepository } from '../users/users.module';

export const AUTH_RATE_RULES = {
  signInPerIp: { name: 'sign-in-ip', points: 30, durationSeconds: 60 },
  /**
   * Wrong passwords (docs/decisions/042): per (account, client address) 10 in 15 minutes locks that pair
   * only; per account, whatever the login string and address, 100 an hour locks the account everywhere.
   */
  signInPerAccountAddress: { name: 'sign-in-account-ip', points: 10, durationSeconds: 15 * 60 },
  signInPerAccount: { name: 'sign-in-account', points: 100, durationSeconds: 60 * 60 },
  /** Wrong e-mailed sign-in codes, across sessions: per account and per client address. */
  codeFailuresPerAccount: { name: 'sign-in-code-account', points: 10, durationSeconds: 60 * 60 },
  codeFailuresPerIp: { name: 'sign-in-code-ip', points: 30, durationSeconds: 60 * 60 },
  registerPerIp: { name: 'register-ip', points: 50, durationSeconds: 10 * 60 },
  emailAvailabilityPerIp: { name: 'email-availability-ip', points: 30, durationSeconds: 60 },
  /** Every mail to one address (verification, sign-in codes). */
  emailSendPerAddress: { name: 'email-send-address', points: 10, durationSeconds: 10 * 60 },
  /** resend-register-email asked for one address (known or not), and from one client address. */
  resendRegisterPerEmail: { name: 'resend-register-email', points: 3, durationSeconds: 10 * 60 },
  resendRegisterPerIp: { name: 'resend-register-ip', points: 10, durationSeconds: 10 * 60 },
} satisfies Record<string, RateRule>;

export type RequestMeta = { ip: string; userAgent?: string | undefined };

/** The auth info of accounts §3 (declared in packages/shared). */
export type { AuthInfo } from '@repclub/shared';

type Deps = {
  users: UsersRepository;
  sessions: SessionsService;
  codes: CodesService;
  messaging: MessagingService;
  legal: LegalService;
  rateLimiter: RateLimiter;
  config: Config;
  clock: Clock;
};

export function authService({ users, sessions, codes, messaging, legal, rateLimiter, config, clock }: Deps) {
  async function authInfo(user: UserRow, issued: IssuedTokens): Promise<AuthInfo> {
    const current = await legal.currentVersion();
    return {
      token: issued.token,
      refreshToken: issued.refreshToken,
      expiresIn: issued.expiresIn,
      userId: user.id,
      email: user.email,
      isDeleted: user.deletedAt !== null,
      isComplete: isProfileComplete(user),
      isPhoneNumberVerified: user.phoneVerifiedAt !== null,
      agreeToTermsAndConditions: current === null || (user.acceptedTermsVersion ?? 0) >= current,
      requireOtp: issued.token === null,
      skipMultiFactorAuthentication: user.skipMultiFactorAuthentication,
      impersonateMode: issued.session.impersonatorId !== null,
    };
  }

  async function sendVerification(user: UserRow, sessionId: string | null) {
    if (!user.email) throw new DomainError('BAD_USER_INPUT', AUTH_MESSAGES.noEmailForCode);
    await rateLimiter.consume(AUTH_RATE_RULES.emailSendPerAddress, user.email);
    const { token } = await codes.issueToken({
      purpose: 'VerifyEmail',
      owner: { userId: user.id },
      target: user.email,
      ttlMs: EMAIL_TOKEN_TTL_MS,
    });
    const { code } = await codes.issueCode({
      purpose: 'VerifySignIn',
      owner: { userId: user.id, sessionId },
      target: user.email,
    });
    const link = `${config.publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;
    await messaging.sendEmail(
      verificationEmail({ to: user.email, name: user.firstName ?? 'there', link, token, code }),
    );
  }

  /** Verifies the address a code or link went to; other accounts' unverified claims on it are dropped (106). */
  async function markEmailVerified(user: UserRow, email: string): Promise<UserRow> {
    if (user.emailVerifiedAt || user.email?.toLowerCase() !== email.toLowerCase()) return user;
    try {
      return (await users.verifyEmail(user.id, email, clock.now())) ?? user;
    } catch (err) {
      // Another account verified the same address a moment ago.
      if (uniqueViolation(err) === 'users_email_key')
        throw new DomainError('CONFLICT', MESSAGES.emailAlreadyRegistered);
      throw err;
    }
  }

  async function userOf(userId: string): Promise<UserRow> {
    const user = await users.byId(userId);
    if (!user) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
    return user;
  }

  /** Checks a login (email or username) and password under the sign-in rate limits. */
  async function checkPassword(
    input: { userName: string; password: string },
    meta: RequestMeta,
  ): Promise<UserRow> {
    const login = input.userName.trim().toLowerCase();
    await rateLimiter.consume(AUTH_RATE_RULES.signInPerIp, meta.ip);
    const candidates = await users.loginCandidates(login);
    const first = candidates[0];
    // One counter per account whatever the login string (e-mail or username); an unknown login has its own.
    const account = first ? first.id : `login:${login}`;
    const pair = `${account}|${meta.ip}`;
    // The pair first: attempts refused there do not count against the account everywhere.
    await rateLimiter.consume(AUTH_RATE_RULES.signInPerAccountAddress, pair);
    await rateLimiter.consume(AUTH_RATE_RULES.signInPerAccount, account);
    // A verified address or a username names one account. An address nobody verified yet may be held by
    // several accounts (docs/decisions/106): the password tells which one is meant.
    let user: UserRow | undefined;
    for (const candidate of candidates.length > 0 ? candidates : [undefined]) {
      if (await verifyPassword(candidate?.passwordHash ?? null, input.password)) {
        user = candidate;
        break;
      }
      const definite =
        candidate?.userName?.toLowerCase() === login ||
        (candidate?.emailVerifiedAt && candidate.email?.toLowerCase() === login);
      if (definite) break;
    }
    if (!user) throw new DomainError('AUTH_NOT_AUTHENTICATED', AUTH_MESSAGES.wrongCredentials);
    // A right password clears this address's failures and does not count as one; other addresses' failures
    // against the account stay counted (and the code failures too).
    await rateLimiter.reset(AUTH_RATE_RULES.signInPerAccountAddress, pair);
    await rateLimiter.refund(AUTH_RATE_RULES.signInPerAccount, account);
    return user;
  }

  /**
   * After a correct password: with the user's multi-factor skip flag the session is active at once;
   * otherwise a 6-digit code goes out by mail and the session waits.
   */
  async function openPasswordSession(user: UserRow, meta: RequestMeta): Promise<AuthInfo> {
    if (user.skipMultiFactorAuthentication) {
      return authInfo(user, await sessions.open({ user, status: 'active', method: 'password', ...meta }));
    }
    if (!user.email) throw new DomainError('BAD_USER_INPUT', AUTH_MESSAGES.noEmailForCode);
    await rateLimiter.consume(AUTH_RATE_RULES.emailSendPerAddress, user.email);
    const issued = await sessions.open({ user, status: 'pending_otp', method: 'password', ...meta });
    const { code } = await codes.issueCode({
      purpose: 'VerifySignIn',
      owner: { userId: user.id, sessionId: issued.session.id },
      target: user.email,
    });
    await messaging.sendEmail(signInCodeEmail({ to: user.email, code }));
    return authInfo(user, issued);
  }

  return {
    authInfo,
    checkPassword,
    openPasswordSession,

    /** Opens a signed-in session for a user another flow has authenticated (phone, passkey, social). */
    async signInAs(user: UserRow, method: SessionMethod, meta: RequestMeta, impersonatorId?: string) {
      const issued = await sessions.open({
        user,
        status: 'active',
        method,
        impersonatorId: impersonatorId ?? null,
        userAgent: meta.userAgent,
        ip: meta.ip,
      });
      return authInfo(user, issued);
    },

    /**
     * POST /auth/password/register: creates the account, opens a session waiting for the emailed code,
     * and sends the verification email (a link that verifies the address, and the code).
     */
    async register(input: unknown, meta: RequestMeta): Promise<AuthInfo> {
      const payload: SignUpPayload = parseInput(signUpSchema, input);
      await rateLimiter.consume(AUTH_RATE_RULES.registerPerIp, meta.ip);
      if (await users.byEmail(payload.userName)) {
        throw new DomainError('CONFLICT', MESSAGES.emailAlreadyRegistered);
      }
      if (await users.byPhone(payload.phoneNumber))
        throw new DomainError('CONFLICT', AUTH_MESSAGES.phoneTaken);
      const now = clock.now();
      let user: UserRow;
      try {
        // The sign-up payload's userName is the e-mail (spec); the username is a generated handle (decision 040).
        user = await users.insertWithHandle({
          email: payload.userName,
          passwordHash: await hashPassword(payload.password),
          firstName: payload.firstName,
          lastName: payload.lastName,
          name: payload.name,
          gender: payload.gender,
          dateOfBirth: payload.dateOfBirth,
          phoneNumber: payload.phoneNumber,
          acceptedTermsVersion: payload.agreeToTermsAndConditions ? await legal.currentVersion() : null,
          createdAt: now,
          updatedAt: now,
        });
      } catch (err) {
        const index = uniqueViolation(err);
        if (index === 'users_phone_number_key') throw new DomainError('CONFLICT', AUTH_MESSAGES.phoneTaken);
        if (index) throw new DomainError('CONFLICT', MESSAGES.emailAlreadyRegistered);
        throw err;
      }
      const issued = await sessions.open({ user, status: 'pending_otp', method: 'sign-up', ...meta });
      await sendVerification(user, issued.session.id);
      return authInfo(user, issued);
    },

    /** POST /auth/password/resend-register-email: a fresh link and code, for `email` or a pending session. */
    async resendRegisterEmail(
      input: { email?: unknown; refreshToken?: unknown },
      meta: RequestMeta,
    ): Promise<{ message: string }> {
      await rateLimiter.consume(AUTH_RATE_RULES.resendRegisterPerIp, meta.ip);
      if (typeof input.refreshToken === 'string' && input.refreshToken) {
        // The holder of a pending session knows its account: it may hear that the address is verified.
        const session = await sessions.peek(input.refreshToken);
        const user = await userOf(session.userId);
        const sessionId = session.status === 'pending_otp' ? session.id : null;
        if (user.emailVerifiedAt && !sessionId)
          throw new DomainError('CONFLICT', AUTH_MESSAGES.emailAlreadyVerified);
        await sendVerification(user, sessionId);
        return { message: MESSAGES.signUpResent };
      }
      if (typeof input.email !== 'string' || !input.email.trim())
        throw new DomainError('BAD_USER_INPUT', MESSAGES.emailRequired);
      // By address: the same answer whether there is an account, a verified one or none (decision 042), so it
      // tells nobody which addresses are registered; mail goes out only to an unverified account.
      const email = input.email.trim().toLowerCase();
      await rateLimiter.consume(AUTH_RATE_RULES.resendRegisterPerEmail, email);
      const user = await users.byUnverifiedEmail(email);
      if (user) {
        try {
          await sendVerification(user, null);
        } catch (err) {
          // The address's own mail limit: answer as for any other address rather than reveal the account.
          if (!(err instanceof DomainError && err.code === 'RATE_LIMITED')) throw err;
        }
      }
      return { message: MESSAGES.signUpResent };
    },

    async checkEmailAvailability(
      email: string,
      meta: RequestMeta,
    ): Promise<{ email: string; isAvailable: boolean }> {
      await rateLimiter.consume(AUTH_RATE_RULES.emailAvailabilityPerIp, meta.ip);
      return { email, isAvailable: !(await users.byEmail(email)) };
    },

    /**
     * POST /auth/password/sign-in: email or username and password. With the user's multi-factor skip flag
     * the session is active at once; otherwise a 6-digit code goes out by mail and the session waits.
     */
    async signIn(input: { userName: string; password: string }, meta: RequestMeta): Promise<AuthInfo> {
      return openPasswordSession(await checkPassword(input, meta), meta);
    },

    /** POST /auth/password/verify-otp with purpose VerifySignIn: completes a waiting session. */
    async verifyOtp(input: { refreshToken: string; otp: string }, meta: RequestMeta): Promise<AuthInfo> {
      const session = await sessions.peek(input.refreshToken);
      if (session.status !== 'pending_otp') throw new DomainError('BAD_USER_INPUT', AUTH_MESSAGES.notPending);
      // Each guess counts per account (across its sessions) and per client address; a right code gives its
      // point back. A right password does not clear these (decision 042).
      await rateLimiter.consume(AUTH_RATE_RULES.codeFailuresPerIp, meta.ip);
      await rateLimiter.consume(AUTH_RATE_RULES.codeFailuresPerAccount, session.userId);
      const { target } = await codes.verifyCode({
        purpose: 'VerifySignIn',
        owner: { userId: session.userId, sessionId: session.id },
        code: input.otp,
      });
      await rateLimiter.refund(AUTH_RATE_RULES.codeFailuresPerIp, meta.ip);
      await rateLimiter.refund(AUTH_RATE_RULES.codeFailuresPerAccount, session.userId);
      // The code went to the account's email, so reading it proves the address.
      const user = await markEmailVerified(await userOf(session.userId), target);
      return authInfo(user, await sessions.complete(input.refreshToken));
    },

    /** POST /auth/password/resend-otp: a new sign-in code, no sooner than 30 s after the last. */
    async resendOtp(input: {
      refreshToken: string;
    }): Promise<{ message: string; nextResend: string; expiredDate: string }> {
      const session = await sessions.peek(input.refreshToken);
      if (session.status !== 'pending_otp') throw new DomainError('BAD_USER_INPUT', AUTH_MESSAGES.notPending);
      const user = await userOf(session.userId);
      if (!user.email) throw new DomainError('BAD_USER_INPUT', AUTH_MESSAGES.noEmailForCode);
      await rateLimiter.consume(AUTH_RATE_RULES.emailSendPerAddress, user.email);
      const { code, expiresAt, nextResend } = await codes.issueCode({
        purpose: 'VerifySignIn',
        owner: { userId: user.id, sessionId: session.id },
        target: user.email,
        enforceResendWait: true,
      });
      await messaging.sendEmail(signInCodeEmail({ to: user.email, code }));
      return {
        message: MESSAGES.otpResent,
        nextResend: nextResend.toISOString(),
        expiredDate: expiresAt.toISOString(),
      };
    },

    /**
     * POST /auth/password/verify-email-token: verifies the address the token was sent to. With the
     * refresh token of the session waiting after sign-up, that session is signed in too.
     */
    async verifyEmailToken(input: { token: string; refreshToken?: string | undefined }) {
      const row = await codes.consumeToken('VerifyEmail', input.token);
      if (!row.userId) throw new DomainError('BAD_USER_INPUT', codes.messages.tokenInvalid);
      const user = await markEmailVerified(await userOf(row.userId), row.target);
      if (input.refreshToken) {
        const session = await sessions.peek(input.refreshToken);
        if (session.userId === user.id && session.status === 'pending_otp') {
          return { verified: true, ...(await authInfo(user, await sessions.complete(input.refreshToken))) };
        }
      }
      return { verified: true, userId: user.id, email: user.email };
    },

    /** GET /auth/validate-token?token=: whether an emailed token or an access token is valid. */
    async validateToken(token: string): Promise<{ isValid: boolean; purpose: string | null }> {
      const row = await codes.inspectToken(token);
      if (row) return { isValid: true, purpose: row.purpose };
      try {
        await sessions.authenticate(token);
        return { isValid: true, purpose: 'AccessToken' };
      } catch {
        return { isValid: false, purpose: null };
      }
    },

    async refresh(refreshToken: string): Promise<AuthInfo> {
      const issued = await sessions.refresh(refreshToken);
      return authInfo(await userOf(issued.session.userId), issued);
    },

    async signOut(viewer: Viewer | null, refreshToken: string | undefined): Promise<{ message: string }> {
      if (viewer) await sessions.revoke(viewer.sessionId, 'signed out');
      else if (refreshToken) await sessions.revoke((await sessions.peek(refreshToken)).id, 'signed out');
      else throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
      return { message: 'Signed out.' };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
