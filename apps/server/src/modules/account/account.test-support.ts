// Helpers for the account integration tests (not a test file itself).
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { type AuthInfo, signUpPayload, type TestServer } from '../../test/server';

export type { AuthInfo, ErrorBody } from '../../test/server';
import { auditLog } from '../audit/audit.tables';
import { users } from '../users/users.tables';

/** A made-up client address (the test servers trust X-Forwarded-For), so per-IP limits stay apart. */
export const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const fromIp = (ip = clientIp()) => ({ 'x-forwarded-for': ip });
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let phoneCounter = randomInt(9_000);
const nextPhone = () => `+1310555${1_000 + (phoneCounter++ % 9_000)}`;

export type TestUser = {
  userId: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
};

/** Registers a user; `verify` completes the emailed code (the email is then verified too). */
export async function registered(server: TestServer, overrides: Record<string, unknown> = {}) {
  const payload = signUpPayload({ phoneNumber: nextPhone(), ...overrides });
  const response = await server.post<AuthInfo>('/api/auth/password/register', payload, fromIp());
  expect(response.status).toBe(201);
  return { email: payload.userName as string, password: payload.password as string, info: response.body };
}

/** Signs in with a password, completing the emailed code when one is asked for. */
export async function signIn(server: TestServer, login: string, password: string): Promise<AuthInfo> {
  const response = await server.post<AuthInfo>(
    '/api/auth/password/sign-in',
    { userName: login, password },
    fromIp(),
  );
  expect(response.status).toBe(200);
  if (!response.body.requireOtp) return response.body;
  return completeCode(server, login, response.body.refreshToken);
}

export async function completeCode(server: TestServer, email: string, refreshToken: string) {
  const [mail] = await server.outbox(email);
  const verified = await server.post<AuthInfo>('/api/auth/password/verify-otp', {
    refreshToken,
    otp: mail?.code,
    purpose: 'VerifySignIn',
  });
  expect(verified.status).toBe(200);
  return verified.body;
}

/** A signed-up user who completed the emailed code: a bearer token. */
export async function signedUp(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const { email, password, info } = await registered(server, overrides);
  const verified = await completeCode(server, email, info.refreshToken);
  return {
    userId: verified.userId,
    email,
    password,
    token: verified.token!,
    refreshToken: verified.refreshToken,
  };
}

export async function setUser(
  server: TestServer,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
) {
  await server.database.db.update(users).set(changes).where(eq(users.id, userId));
}

export async function userRow(server: TestServer, userId: string) {
  const rows = await server.database.db.select().from(users).where(eq(users.id, userId));
  return rows[0];
}

export const me = (server: TestServer, token: string) =>
  server.graphql<{
    me: {
      userId: string;
      isDeleted: boolean;
      recoverableUntil: string | null;
      verifiedEmailAddress: string | null;
      role: string;
    };
  }>('query Me { me { userId isDeleted recoverableUntil verifiedEmailAddress role } }', {}, bearer(token));

export async function auditRows(server: TestServer, subjectId: string, action?: string) {
  const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
  return rows.filter((row) => !action || row.action === action).sort((a, b) => a.id - b.id);
}

/** Audit entries written after the response (onResponse) may land a moment later. */
export async function waitForAudit(server: TestServer, subjectId: string, action: string, count: number) {
  return vi.waitFor(
    async () => {
      const rows = await auditRows(server, subjectId, action);
      expect(rows.length).toBeGreaterThanOrEqual(count);
      return rows;
    },
    { timeout: 5_000, interval: 50 },
  );
}
