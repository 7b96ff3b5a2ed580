import {
  ACCOUNT_MESSAGES,
  ACCOUNT_REACTIVATION_WINDOW_MS,
  DECIDED_MESSAGES,
  emailSchema,
  loginSchema,
  MESSAGES,
  passwordSchema,
  ROUTES,
} from '@repclub/shared';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { uniqueViolation } from '../../platform/db/executor';
import { DomainError } from '../../platform/errors';
import type { RateLimiter, RateRule } from '../../platform/http/rate-limit';
import type { Viewer } from '../../platform/viewer';
import { passwordChangedEmail, resetPasswordEmail } from './account.emails';
import type { AccountRepository } from './account.repository';
import { isUuid } from '../../platform/ids';
import type { AuditMeta, AuditService } from '../audit/audit.module';
import {
  AUTH_RATE_RULES,
  type AuthInfo,
  type AuthService,
  type RequestMeta,
  type CodesService,
  RESET_TOKEN_TTL_MS,
  hashPassword,
  verifyPassword,
  type SessionMethod,
  type SessionsService,
} from '../auth/auth.module';
import type { MessagingService } from '../messaging/messaging.module';
import type { UserRow, UsersRepository } from '../users/users.module';
import type { MediaService } from '../media/media.module';

export const ACCOUNT_RATE_RULES = {
  resetStartPerIp: { name: 'password-reset-ip', points: 10, durationSeconds: 15 * 60 },
  resetStartPerAddress: { name: 'password-reset-address', points: 3, durationSeconds: 15 * 60 },
  resetPerIp: { name: 'password-update-ip', points: 20, durationSeconds: 15 * 60 },
  changePerUser: { name: 'password-change-user', points: 10, durationSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/** Accounts purged per transaction; a run repeats batches until none is left (or MAX_PURGE_BATCHES). */
export const PURGE_BATCH_SIZE = 100;
const MAX_PURGE_BATCHES = 1_000;

// Inputs of the account calls: the shared field schemas with their spec messages.
export const startPasswordResetInput = z.object({ email: emailSchema });
export const resetPasswordInput = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
  password: passwordSchema,
});
export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired }),
  newPassword: passwordSchema,
});
export const recoverCredentialsInput = loginSchema;
export const impersonateInput = z
  .object({
    userId: z.string().trim().optional(),
    userName: z.string().trim().optional(),
  })
  .refine((input) => Boolean(input.userId || input.userName), {
    error: ACCOUNT_MESSAGES.impersonationTargetRequired,
  });

/** What a request brings to these calls: client address and browser, and the request id for the audit. */
export type AccountMeta = RequestMeta & AuditMeta;

type Deps = {
  repo: AccountRepository;
  media: Pick<MediaService, 'deleteUserFiles'>;
  users: UsersRepository;
  sessions: SessionsService;
  codes: CodesService;
  auth: AuthService;
  messaging: MessagingService;
  audit: AuditService;
  rateLimiter: RateLimiter;
  config: Config;
  clock: Clock;
};

/**
 * The account lifecycle of accounts §4.4 and the password calls of §7: forgot / reset / change password,
 * delete and recover within 90 days, the purge after them, and administrators' impersonation.
 */
export function accountService(deps: Deps) {
  const { repo, media, users, sessions, codes, auth, messaging, audit, rateLimiter, config, clock } = deps;

  const forbidden = (message: string = MESSAGES.unauthorized) =>
    new DomainError('AUTH_NOT_AUTHORIZED', message);
  const recoveryCutoff = (now: Date) => new Date(now.getTime() - ACCOUNT_REACTIVATION_WINDOW_MS);
  const resetLink = (token = '') =>
    token
      ? `${config.publicUrl}${ROUTES.auth.resetPassword}?token=${encodeURIComponent(token)}`
      : `${config.publicUrl}${ROUTES.auth.forgotPassword}`;

  function refuseImpersonation(viewer: Viewer) {
    if (viewer.impersonatorId) throw forbidden(ACCOUNT_MESSAGES.notWhileImpersonating);
  }

  async function notifyPasswordChanged(user: UserRow) {
    if (!user.email) return;
    await messaging.sendEmail(
      passwordChangedEmail({ to: user.email, name: user.firstName ?? 'there', resetLink: resetLink() }),
    );
  }

  /** Clears the deletion inside the window; a concurrent recovery that won counts as done. */
  async function restore(user: UserRow, actorId: string, meta: AccountMeta): Promise<UserRow> {
    const now = clock.now();
    const restored = await repo.restore(user.id, recoveryCutoff(now), now);
    if (!restored) {
      const current = await users.byId(user.id);
      if (current && !current.deletedAt) return current;
      throw new DomainError('CONFLICT', ACCOUNT_MESSAGES.recoveryWindowOver);
    }
    await audit.record({
      actorId,
      subjectId: user.id,
      action: 'account.recovered',
      details: { deletedAt: user.deletedAt?.toISOString() ?? null },
      requestId: meta.requestId,
      ip: meta.ip,
    });
    return restored;
  }

  function assertRecoverable(user: UserRow) {
    if (user.deletedAt && user.deletedAt <= recoveryCutoff(clock.now())) {
      throw new DomainError('CONFLICT', ACCOUNT_MESSAGES.recoveryWindowOver);
    }
  }

  return {
    /**
     * POST /auth/password/start-update-password: mails a single-use reset link valid for an hour (a new
     * link spends the previous one). Answers the same for unknown addresses, so it tells nobody which
     * addresses have accounts; limited per client address and per email address.
     */
    async startPasswordReset(
      input: z.output<typeof startPasswordResetInput>,
      meta: AccountMeta,
    ): Promise<{ message: string }> {
      await rateLimiter.consume(ACCOUNT_RATE_RULES.resetStartPerIp, meta.ip);
      await rateLimiter.consume(ACCOUNT_RATE_RULES.resetStartPerAddress, input.email);
      // The account that verified the address; else the newest that signed up with it and a password and has
      // not verified it yet (docs/decisions/106). A phone account that merely typed the address gets nothing.
      const user =
        (await users.byEmail(input.email)) ??
        (await users.byUnverifiedEmail(input.email, { withPassword: true }));
      if (user?.email) {
        const { token } = await codes.issueToken({
          purpose: 'ResetPassword',
          owner: { userId: user.id },
          target: user.email,
          ttlMs: RESET_TOKEN_TTL_MS,
        });
        await messaging.sendEmail(
          resetPasswordEmail({
            to: user.email,
            name: user.firstName ?? 'there',
            link: resetLink(token),
            token,
          }),
        );
      }
      return { message: ACCOUNT_MESSAGES.resetEmailSent };
    },

    /**
     * POST /auth/password/update-password: spends the reset token (once, even under concurrent calls),
     * sets the new password, marks the email verified (the link proved it) and signs out every session.
     */
    async resetPassword(
      input: z.output<typeof resetPasswordInput>,
      meta: AccountMeta,
    ): Promise<{ message: string }> {
      await rateLimiter.consume(ACCOUNT_RATE_RULES.resetPerIp, meta.ip);
      const row = await codes.consumeToken('ResetPassword', input.token).catch((err: unknown) => {
        if (err instanceof DomainError)
          throw new DomainError('BAD_USER_INPUT', ACCOUNT_MESSAGES.resetLinkInvalid);
        throw err;
      });
      const user = row.userId ? await users.byId(row.userId) : undefined;
      if (!user) throw new DomainError('BAD_USER_INPUT', ACCOUNT_MESSAGES.resetLinkInvalid);
      const now = clock.now();
      const provesEmail = !user.emailVerifiedAt && user.email?.toLowerCase() === row.target.toLowerCase();
      let updated =
        (await users.update(user.id, {
          passwordHash: await hashPassword(input.password),
          updatedAt: now,
        })) ?? user;
      // The link proved the address: verified here, and other accounts' unverified claims on it dropped (106).
      // Another account that verified it first keeps it.
      if (provesEmail && user.email)
        updated =
          (await users.verifyEmail(user.id, user.email, now).catch((err: unknown) => {
            if (uniqueViolation(err) === 'users_email_key') return undefined;
            throw err;
          })) ?? updated;
      await sessions.revokeAllForUser(user.id, 'password reset');
      // Whoever was locked out by wrong passwords can sign in with the new one at once.
      await rateLimiter.reset(AUTH_RATE_RULES.signInPerAccount, user.id);
      await rateLimiter.reset(AUTH_RATE_RULES.signInPerAccountAddress, `${user.id}|${meta.ip}`);
      await audit.record({
        actorId: user.id,
        subjectId: user.id,
        action: 'password.reset',
        requestId: meta.requestId,
        ip: meta.ip,
      });
      await notifyPasswordChanged(updated);
      return { message: DECIDED_MESSAGES.passwordResetSuccess };
    },

    /**
     * POST /auth/password (signed in): checks the current password, sets the new one and signs out the
     * user's other sessions; the calling session stays. Two concurrent changes cannot both win: the
     * write is conditional on the hash that was checked.
     */
    async changePassword(
      viewer: Viewer,
      input: z.output<typeof changePasswordInput>,
      meta: AccountMeta,
    ): Promise<{ message: string }> {
      refuseImpersonation(viewer);
      if (viewer.isDeleted) throw forbidden();
      await rateLimiter.consume(ACCOUNT_RATE_RULES.changePerUser, viewer.userId);
      const user = await users.byId(viewer.userId);
      if (!user) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new DomainError('BAD_USER_INPUT', ACCOUNT_MESSAGES.wrongCurrentPassword, {
          field: 'currentPassword',
        });
      }
      if (input.currentPassword === input.newPassword) {
        throw new DomainError('BAD_USER_INPUT', ACCOUNT_MESSAGES.samePassword, { field: 'newPassword' });
      }
      const now = clock.now();
      const updated = await repo.replacePasswordHash(
        user.id,
        user.passwordHash,
        await hashPassword(input.newPassword),
        now,
      );
      if (!updated) {
        throw new DomainError('BAD_USER_INPUT', ACCOUNT_MESSAGES.wrongCurrentPassword, {
          field: 'currentPassword',
        });
      }
      await rateLimiter.reset(ACCOUNT_RATE_RULES.changePerUser, viewer.userId);
      await sessions.revokeAllForUser(user.id, 'password changed', viewer.sessionId);
      await audit.record({
        actorId: user.id,
        subjectId: user.id,
        action: 'password.changed',
        requestId: meta.requestId,
        ip: meta.ip,
      });
      await notifyPasswordChanged(updated);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },

    /**
     * GraphQL deleteAccount: starts the 90-day recovery window and signs out the user's other sessions.
     * The calling session stays, so the client can go to /auth/recover.
     */
    async deleteAccount(
      viewer: Viewer,
      meta: AccountMeta,
    ): Promise<{ user: UserRow; deletedAt: Date; recoverableUntil: Date }> {
      refuseImpersonation(viewer);
      const now = clock.now();
      const user = await repo.softDelete(viewer.userId, now);
      if (!user) throw new DomainError('CONFLICT', ACCOUNT_MESSAGES.alreadyDeleted);
      const recoverableUntil = new Date(now.getTime() + ACCOUNT_REACTIVATION_WINDOW_MS);
      await sessions.revokeAllForUser(user.id, 'account deleted', viewer.sessionId);
      await audit.record({
        actorId: user.id,
        subjectId: user.id,
        action: 'account.deleted',
        details: { recoverableUntil: recoverableUntil.toISOString() },
        requestId: meta.requestId,
        ip: meta.ip,
      });
      return { user, deletedAt: now, recoverableUntil };
    },

    /**
     * POST /auth/password/recover with the bearer token of the deleted account's session: clears the
     * deletion and answers the auth info of a fresh session, which replaces the calling one.
     */
    async recoverSignedIn(viewer: Viewer, meta: AccountMeta): Promise<AuthInfo> {
      refuseImpersonation(viewer);
      const user = await users.byId(viewer.userId);
      if (!user) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
      if (!user.deletedAt) throw new DomainError('CONFLICT', ACCOUNT_MESSAGES.notDeleted);
      assertRecoverable(user);
      const now = clock.now();
      const restored = await repo.restore(user.id, recoveryCutoff(now), now);
      if (!restored) {
        // Recovered by a concurrent call (whose session replaced this one), or the window just closed.
        const current = await users.byId(user.id);
        if (current && !current.deletedAt) throw new DomainError('CONFLICT', ACCOUNT_MESSAGES.notDeleted);
        throw new DomainError('CONFLICT', ACCOUNT_MESSAGES.recoveryWindowOver);
      }
      await audit.record({
        actorId: user.id,
        subjectId: user.id,
        action: 'account.recovered',
        details: { deletedAt: user.deletedAt.toISOString(), with: 'session' },
        requestId: meta.requestId,
        ip: meta.ip,
      });
      const method = ((await repo.sessionMethod(viewer.sessionId)) ?? 'password') as SessionMethod;
      const info = await auth.signInAs(restored, method, meta);
      await sessions.revoke(viewer.sessionId, 'replaced after account recovery');
      return info;
    },

    /**
     * POST /auth/password/recover without a token: the sign-in credentials. The password is checked
     * under the sign-in rate limits. A user who skips multi-factor authentication is recovered and
     * signed in at once; otherwise the answer is a session waiting for the emailed code, as at sign-in,
     * and once the code is verified the client recovers with that session's bearer token (the password
     * alone never bypasses the second factor). A user who is not deleted is simply signed in.
     */
    async recoverWithPassword(
      input: z.output<typeof recoverCredentialsInput>,
      meta: AccountMeta,
    ): Promise<AuthInfo> {
      const user = await auth.checkPassword(input, meta);
      assertRecoverable(user);
      if (!user.deletedAt || !user.skipMultiFactorAuthentication) return auth.openPasswordSession(user, meta);
      const restored = await restore(user, user.id, meta);
      return auth.signInAs(restored, 'password', meta);
    },

    /**
     * POST /auth/password/im-sign-in (administrators): opens a session as another user, marked with the
     * administrator (the access token's `imp` claim, impersonateMode in the auth info). Administrators
     * and deleted accounts cannot be impersonated, and an impersonation session cannot start another.
     */
    async impersonate(
      admin: Viewer,
      input: z.output<typeof impersonateInput>,
      meta: AccountMeta,
    ): Promise<AuthInfo> {
      if (!admin.isAdmin || admin.isDeleted || admin.impersonatorId) throw forbidden();
      const target = input.userId
        ? isUuid(input.userId)
          ? await users.byId(input.userId)
          : undefined
        : await users.byLogin(input.userName ?? '');
      if (!target) throw new DomainError('NOT_FOUND', ACCOUNT_MESSAGES.userNotFound);
      if (target.role === 'ADMIN') throw forbidden(ACCOUNT_MESSAGES.cannotImpersonateAdmin);
      if (target.deletedAt) throw new DomainError('CONFLICT', ACCOUNT_MESSAGES.cannotImpersonateDeleted);
      const info = await auth.signInAs(target, 'impersonation', meta, admin.userId);
      await audit.record({
        actorId: admin.userId,
        subjectId: target.id,
        action: 'impersonation.start',
        details: { by: input.userId ? 'userId' : 'userName' },
        requestId: meta.requestId,
        ip: meta.ip,
      });
      return info;
    },

    /**
     * The purge job: permanently deletes the accounts whose 90-day recovery window has ended, in
     * batches, with an audit entry each (actor null). Safe to run from several processes at once.
     */
    async purgeExpiredAccounts(options: { batchSize?: number } = {}): Promise<{ purged: number }> {
      const batchSize = options.batchSize ?? PURGE_BATCH_SIZE;
      const now = clock.now();
      const cutoff = recoveryCutoff(now);
      let purged = 0;
      for (let batch = 0; batch < MAX_PURGE_BATCHES; batch++) {
        const ids = await repo.purgeBatch(cutoff, batchSize, now, (row) => ({
          actorId: null,
          subjectId: row.id,
          action: 'account.purged',
          details: { deletedAt: row.deletedAt.toISOString() },
        }));
        purged += ids.length;
        // The rows are gone; their files follow. A failure leaves files behind (logged by the job), never a row.
        for (const id of ids) await media.deleteUserFiles(id);
        if (ids.length < batchSize) break;
      }
      return { purged };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
