import { MESSAGES } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { startTestServer, type TestServer } from '../../test/server';
import { auditRows, bearer, setUser, signedUp, type TestUser } from '../account/account.test-support';
import { purgeAsDeletedLongAgo } from '../users/users.test-helpers';

/**
 * The audit trail (audit_log) as the API writes it: who acted on whom, from which request and address, at the
 * clock's time. Each caller's suite checks its own action's details; this one follows one account's trail
 * through several callers (invites, account, password) and checks that the trail only grows: later actions,
 * refusals and even the account's purge leave earlier rows as they were.
 */

const START = '2026-11-22T10:00:00.000Z';
const clock = fixedClock(START);
let server: TestServer;
let admin: TestUser;

const GRANT = `mutation($userId: ID!, $count: Int!) { grantUserInvites(userId: $userId, count: $count) {
  userInvitesRemaining } }`;
const DELETE = 'mutation { deleteAccount { deletedAt } }';

/** Headers naming the request and the client (the test server trusts X-Forwarded-For). */
const from = (requestId: string, ip: string, token?: string) => ({
  'x-request-id': requestId,
  'x-forwarded-for': ip,
  ...(token ? bearer(token) : {}),
});

beforeAll(async () => {
  server = await startTestServer({ clock, env: { TRUST_PROXY: 'true' } });
  admin = await signedUp(server);
  await setUser(server, admin.userId, { role: 'ADMIN' });
});
afterAll(() => server.close());

describe('the audit trail', () => {
  it('records who did what to whom, from which request and address, in order', async () => {
    const user = await signedUp(server);

    clock.set('2026-11-22T10:01:00.000Z');
    const granted = await server.graphql<{ grantUserInvites: { userInvitesRemaining: number } }>(
      GRANT,
      { userId: user.userId, count: 2 },
      from('req-grant-1', '10.1.2.3', admin.token),
    );
    expect(granted.body.errors).toBeUndefined();

    clock.set('2026-11-22T10:02:00.000Z');
    const changed = await server.post(
      '/api/auth/password',
      { currentPassword: user.password, newPassword: 'NewSecret9!' },
      from('req-password-1', '10.4.5.6', user.token),
    );
    expect(changed.status).toBe(200);

    clock.set('2026-11-22T10:03:00.000Z');
    const deleted = await server.graphql(DELETE, {}, from('req-delete-1', '10.7.8.9', user.token));
    expect(deleted.body.errors).toBeUndefined();

    const trail = await auditRows(server, user.userId);
    expect(
      trail.map(({ actorId, subjectId, action, requestId, ip, createdAt }) => ({
        actorId,
        subjectId,
        action,
        requestId,
        ip,
        createdAt: createdAt.toISOString(),
      })),
    ).toEqual([
      {
        actorId: admin.userId,
        subjectId: user.userId,
        action: 'invites.granted',
        requestId: 'req-grant-1',
        ip: '10.1.2.3',
        createdAt: '2026-11-22T10:01:00.000Z',
      },
      {
        actorId: user.userId,
        subjectId: user.userId,
        action: 'password.changed',
        requestId: 'req-password-1',
        ip: '10.4.5.6',
        createdAt: '2026-11-22T10:02:00.000Z',
      },
      {
        actorId: user.userId,
        subjectId: user.userId,
        action: 'account.deleted',
        requestId: 'req-delete-1',
        ip: '10.7.8.9',
        createdAt: '2026-11-22T10:03:00.000Z',
      },
    ]);
    expect(trail[0]?.details).toMatchObject({ count: 2 });
    // Nothing about the administrator's own account was written by acting on someone else's.
    expect(await auditRows(server, admin.userId)).toEqual([]);
  });

  it('writes nothing for a refused action', async () => {
    const user = await signedUp(server);
    const stranger = await signedUp(server);
    const refused = await server.graphql(
      GRANT,
      { userId: user.userId, count: 2 },
      from('req-refused', '10.9.9.9', stranger.token),
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: MESSAGES.unauthorized,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    const wrongPassword = await server.post(
      '/api/auth/password',
      { currentPassword: 'not-the-password-1A!', newPassword: 'NewSecret9!' },
      bearer(user.token),
    );
    expect(wrongPassword.status).toBe(400);
    expect(await auditRows(server, user.userId)).toEqual([]);
    expect(await auditRows(server, stranger.userId)).toEqual([]);
  });

  it('only grows: later actions and the account’s purge keep the earlier rows as they were', async () => {
    clock.set(START);
    const user = await signedUp(server);
    await server.graphql(GRANT, { userId: user.userId, count: 1 }, bearer(admin.token));
    await server.graphql(DELETE, {}, bearer(user.token));
    const before = await auditRows(server, user.userId);
    expect(before.map((row) => row.action)).toEqual(['invites.granted', 'account.deleted']);

    // The purge removes the account itself but not its trail, and adds its own row (actor: the system).
    clock.set('2027-03-01T00:00:00.000Z');
    await purgeAsDeletedLongAgo(server, clock, user.userId);
    const after = await auditRows(server, user.userId);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toMatchObject([
      { action: 'account.purged', actorId: null, subjectId: user.userId },
    ]);
    expect(after[after.length - 1]?.createdAt.toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });
});
