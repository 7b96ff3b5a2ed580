import { AUTH_MESSAGES } from '@repclub/shared';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createRateLimiter } from '../../platform/http/rate-limit';
import { createServices } from '../../modules';
import { startTestServer, type TestServer } from '../../test/server';
import { sessions, verificationCodes } from '../auth/auth.tables';
import { users } from '../users/users.tables';
import { auditRows, bearer, type ErrorBody, fromIp, signedUp, signIn, userRow } from './account.test-support';

const DAY = 24 * 60 * 60 * 1000;
const START = '2026-11-22T10:00:00.000Z';
const clock = fixedClock(START);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

/** The services of another server process on the same database and clock. */
const otherProcess = () =>
  createServices({
    db: server.database.db,
    config: server.config,
    clock,
    jwtSecret: randomBytes(36).toString('base64url'),
    rateLimiter: createRateLimiter(undefined),
  });

const deleteAccount = (token: string) =>
  server.graphql('mutation { deleteAccount { deletedAt } }', {}, bearer(token));

describe('the purge of deleted accounts', () => {
  it('deletes, in batches and from several processes at once, only accounts deleted more than 90 days ago', async () => {
    // A: deleted at START (91 days old at the purge), with a session and an open reset link.
    const a = await signedUp(server);
    expect((await deleteAccount(a.token)).body.errors).toBeUndefined();
    expect(
      (await server.post('/api/auth/password/start-update-password', { email: a.email }, fromIp())).status,
    ).toBe(200);
    // B: deleted two days later (89 days old at the purge).
    clock.advance(2 * DAY);
    const b = await signedUp(server);
    expect((await deleteAccount(b.token)).body.errors).toBeUndefined();
    // Four more accounts deleted long ago, and one that is not deleted at all.
    const old = await server.database.db
      .insert(users)
      .values(
        [1, 2, 3, 4].map((i) => ({
          email: `old.${i}.${Date.now()}@example.com`,
          deletedAt: new Date(Date.parse(START) - i * DAY),
        })),
      )
      .returning({ id: users.id });
    const kept = await signedUp(server);

    clock.set(new Date(Date.parse(START) + 91 * DAY));
    const [first, second] = await Promise.all([
      otherProcess().account.purgeExpiredAccounts({ batchSize: 2 }),
      otherProcess().account.purgeExpiredAccounts({ batchSize: 2 }),
    ]);
    expect(first!.purged + second!.purged).toBe(5);

    expect(await userRow(server, a.userId)).toBeUndefined();
    for (const { id } of old) expect(await userRow(server, id)).toBeUndefined();
    const db = server.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, a.userId))).toEqual([]);
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.userId, a.userId))).toEqual(
      [],
    );

    // One audit entry per purged account (actor: the system); the trail of the account is kept.
    for (const id of [a.userId, ...old.map((o) => o.id)]) {
      const purged = await auditRows(server, id, 'account.purged');
      expect(purged).toHaveLength(1);
      expect(purged[0]).toMatchObject({ actorId: null, subjectId: id });
    }
    expect((await auditRows(server, a.userId, 'account.purged'))[0]?.details).toEqual({ deletedAt: START });
    expect(await auditRows(server, a.userId, 'account.deleted')).toHaveLength(1);

    // A can no longer sign in; B (inside the window) and the active account are untouched.
    const gone = await server.post<ErrorBody>(
      '/api/auth/password/sign-in',
      { userName: a.email, password: a.password },
      fromIp(),
    );
    expect(gone.status).toBe(401);
    expect(gone.body.error.message).toBe(AUTH_MESSAGES.wrongCredentials);
    expect((await userRow(server, b.userId))?.deletedAt).not.toBeNull();
    expect((await userRow(server, kept.userId))?.deletedAt).toBeNull();
    expect(await signIn(server, b.email, b.password)).toMatchObject({ userId: b.userId, isDeleted: true });

    // Running again finds nothing to do.
    expect(await otherProcess().account.purgeExpiredAccounts()).toEqual({ purged: 0 });
  });
});
