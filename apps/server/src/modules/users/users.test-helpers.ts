import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Clock, systemClock } from '../../platform/clock';
import { createRateLimiter } from '../../platform/http/rate-limit';
import { loadSecrets } from '../../platform/secrets';
import type { TestServer } from '../../test/server';
import { signUpPayload } from '../../test/server';
import { sessionsRepository } from '../auth/sessions.repository';
import { sessionsService } from '../auth/sessions.service';
import { createServices } from '../../modules';
import { type NewUser, type UserRow, usersRepository } from './users.repository';
import { users } from './users.tables';

/** Helpers for integration tests of the users and notifications modules. */

export type SignedInUser = {
  userId: string;
  token: string;
  email: string;
  phoneNumber: string;
  headers: { authorization: string };
};

/** Signs up over HTTP (register, then the emailed code): a signed-in user with a complete profile. */
export async function signedUpUser(
  server: TestServer,
  overrides: Parameters<typeof signUpPayload>[0] = {},
): Promise<SignedInUser> {
  const payload = signUpPayload(overrides);
  const registered = await server.post<{ refreshToken: string }>('/api/auth/password/register', payload);
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const email = String(payload.userName).toLowerCase();
  const [mail] = await server.outbox(email);
  const verified = await server.post<{ token: string; userId: string }>('/api/auth/password/verify-otp', {
    refreshToken: registered.body.refreshToken,
    otp: mail?.code,
    purpose: 'VerifySignIn',
  });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
  const { token, userId } = verified.body;
  return {
    userId,
    token,
    email,
    phoneNumber: String(payload.phoneNumber),
    headers: { authorization: `Bearer ${token}` },
  };
}

/**
 * Inserts an account straight into the database (for accounts no public flow makes yet, or many). An address
 * given is verified unless `emailVerifiedAt` says otherwise (an unverified one grants nothing: decision 106).
 */
export function insertUser(server: TestServer, values: Partial<NewUser> = {}): Promise<UserRow> {
  return usersRepository(server.database.db).insert({
    emailVerifiedAt: values.email ? new Date('2026-01-01T00:00:00.000Z') : null,
    ...values,
  });
}

/** Opens an active session for an account, as a phone or social sign-in would; answers its headers. */
export async function signInRow(server: TestServer, user: UserRow, clock: Clock = systemClock) {
  const sessions = sessionsService(
    sessionsRepository(server.database.db),
    loadSecrets(server.config).jwtSecret,
    clock,
  );
  const issued = await sessions.open({ user, status: 'active', method: 'phone' });
  if (!issued.token) throw new Error('no token');
  return { authorization: `Bearer ${issued.token}` };
}

/**
 * Marks the account deleted 91 days before `clock`'s now and runs the purge (as another server process on the
 * same database would), so its rows and files are gone.
 */
export async function purgeAsDeletedLongAgo(server: TestServer, clock: Clock, userId: string) {
  await server.database.db
    .update(users)
    .set({ deletedAt: new Date(clock.now().getTime() - 91 * 24 * 60 * 60 * 1000) })
    .where(eq(users.id, userId));
  const services = createServices({
    db: server.database.db,
    config: server.config,
    clock,
    jwtSecret: randomBytes(36).toString('base64url'),
    rateLimiter: createRateLimiter(undefined),
  });
  return services.account.purgeExpiredAccounts();
}
