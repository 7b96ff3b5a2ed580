import { ACCOUNT_MESSAGES, MESSAGES } from '@repclub/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { startTestServer, type TestServer } from '../../test/server';
import {
  type AuthInfo,
  auditRows,
  bearer,
  type ErrorBody,
  me,
  setUser,
  signedUp,
  type TestUser,
  waitForAudit,
} from './account.test-support';

const IM_SIGN_IN = '/api/auth/password/im-sign-in';
const clock = fixedClock('2026-11-22T10:00:00.000Z');
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { TRUST_PROXY: 'true' } });
  admin = await signedUp(server);
  await setUser(server, admin.userId, { role: 'ADMIN' });
});
afterAll(() => server.close());

async function impersonate(target: TestUser, by: 'userId' | 'userName' = 'userId') {
  const body = by === 'userId' ? { userId: target.userId } : { userName: target.email };
  const response = await server.post<AuthInfo>(IM_SIGN_IN, body, bearer(admin.token));
  expect(response.status).toBe(200);
  return response.body;
}

describe('POST /api/auth/password/im-sign-in', () => {
  it('opens a session as the user, marked with the administrator', async () => {
    const target = await signedUp(server);
    const info = await impersonate(target);
    expect(info).toMatchObject({
      userId: target.userId,
      email: target.email,
      impersonateMode: true,
      requireOtp: false,
      isDeleted: false,
    });
    const claims = decodeJwt(info.token!);
    expect(claims).toMatchObject({ sub: target.userId, imp: admin.userId });
    expect((await me(server, info.token!)).body.data?.me.userId).toBe(target.userId);

    // A refreshed token keeps the impersonation.
    const refreshed = await server.post<AuthInfo>('/api/auth/refresh', { refreshToken: info.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.impersonateMode).toBe(true);
    expect(decodeJwt(refreshed.body.token!).imp).toBe(admin.userId);

    const [start] = await auditRows(server, target.userId, 'impersonation.start');
    expect(start).toMatchObject({
      actorId: admin.userId,
      subjectId: target.userId,
      details: { by: 'userId' },
    });
  });

  it('finds the user by username or email too', async () => {
    const target = await signedUp(server);
    expect((await impersonate(target, 'userName')).userId).toBe(target.userId);
  });

  it('refuses anyone but an administrator', async () => {
    const user = await signedUp(server);
    const target = await signedUp(server);
    const refused = await server.post<ErrorBody>(IM_SIGN_IN, { userId: target.userId }, bearer(user.token));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'AUTH_NOT_AUTHORIZED', message: MESSAGES.unauthorized });
    const anonymous = await server.post<ErrorBody>(IM_SIGN_IN, { userId: target.userId });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('AUTH_NOT_AUTHENTICATED');
    expect(await auditRows(server, target.userId)).toEqual([]);
  });

  it('refuses an impersonation session, even of a user who is an administrator meanwhile', async () => {
    const target = await signedUp(server);
    const info = await impersonate(target);
    await setUser(server, target.userId, { role: 'ADMIN' });
    const other = await signedUp(server);
    const refused = await server.post<ErrorBody>(IM_SIGN_IN, { userId: other.userId }, bearer(info.token!));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MESSAGES.unauthorized);
  });

  it('refuses another administrator, a deleted account, an unknown user and a missing target', async () => {
    const otherAdmin = await signedUp(server);
    await setUser(server, otherAdmin.userId, { role: 'ADMIN' });
    const deleted = await signedUp(server);
    await setUser(server, deleted.userId, { deletedAt: clock.now() });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ userId: otherAdmin.userId }, 403, ACCOUNT_MESSAGES.cannotImpersonateAdmin],
      [{ userId: admin.userId }, 403, ACCOUNT_MESSAGES.cannotImpersonateAdmin],
      [{ userId: deleted.userId }, 409, ACCOUNT_MESSAGES.cannotImpersonateDeleted],
      [{ userId: '00000000-0000-4000-8000-000000000000' }, 404, ACCOUNT_MESSAGES.userNotFound],
      [{ userId: 'not-a-uuid' }, 404, ACCOUNT_MESSAGES.userNotFound],
      [{ userName: 'nobody@example.com' }, 404, ACCOUNT_MESSAGES.userNotFound],
      [{}, 400, ACCOUNT_MESSAGES.impersonationTargetRequired],
      [{ userId: '  ', userName: '' }, 400, ACCOUNT_MESSAGES.impersonationTargetRequired],
    ];
    for (const [body, status, message] of cases) {
      const response = await server.post<ErrorBody>(IM_SIGN_IN, body, bearer(admin.token));
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.error.message).toBe(message);
    }
  });

  it('ends the impersonation session after an hour', async () => {
    const target = await signedUp(server);
    const info = await impersonate(target);
    const start = clock.now();
    clock.advance(60 * 60 * 1000 + 1);
    try {
      const refreshed = await server.post('/api/auth/refresh', { refreshToken: info.refreshToken });
      expect(refreshed.status).toBe(401);
    } finally {
      clock.set(start);
    }
  });
});

describe('requests made while impersonating', () => {
  it('each leave an audit entry with both users: GraphQL, REST and public routes', async () => {
    const target = await signedUp(server);
    const info = await impersonate(target);
    const headers = bearer(info.token!);

    const graphql = await me(server, info.token!);
    expect(graphql.body.data?.me.userId).toBe(target.userId);
    const [gql] = await waitForAudit(server, target.userId, 'impersonation.request', 1);
    expect(gql).toMatchObject({
      actorId: admin.userId,
      subjectId: target.userId,
      details: { method: 'POST', url: '/api/graphql', statusCode: 200, operationName: 'Me' },
      ip: expect.any(String),
    });
    expect(gql?.requestId).toBeTruthy();

    const rest = await server.post<ErrorBody>(
      '/api/auth/password',
      { currentPassword: target.password, newPassword: 'NewSecret9!' },
      headers,
    );
    expect(rest.status).toBe(403);
    expect(rest.body.error.message).toBe(ACCOUNT_MESSAGES.notWhileImpersonating);
    const rows = await waitForAudit(server, target.userId, 'impersonation.request', 2);
    expect(rows[1]).toMatchObject({
      actorId: admin.userId,
      details: { method: 'POST', url: '/api/auth/password', statusCode: 403 },
    });

    // A route that never asks who is calling is recorded too (the token claims an impersonation).
    const health = await server.fetch('/api/health?probe=1', { headers });
    expect(health.status).toBe(200);
    const all = await waitForAudit(server, target.userId, 'impersonation.request', 3);
    expect(all[2]?.details).toEqual({ method: 'GET', url: '/api/health', statusCode: 200 });
  });

  it('refuses deleting the account and recovering it while impersonating', async () => {
    const target = await signedUp(server);
    const info = await impersonate(target);
    const deleted = await server.graphql('mutation { deleteAccount { deletedAt } }', {}, bearer(info.token!));
    expect(deleted.body.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.notWhileImpersonating,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    const recover = await server.post<ErrorBody>('/api/auth/password/recover', {}, bearer(info.token!));
    expect(recover.status).toBe(403);
    // Each entry is written after its response, so the two may land in either order.
    const rows = await waitForAudit(server, target.userId, 'impersonation.request', 2);
    expect(rows.map((r) => r.details.url).sort()).toEqual(['/api/auth/password/recover', '/api/graphql']);
  });

  it("does not log the administrator's or a user's own requests", async () => {
    const user = await signedUp(server);
    await me(server, user.token);
    await me(server, admin.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await auditRows(server, user.userId, 'impersonation.request')).toEqual([]);
    expect(await auditRows(server, admin.userId, 'impersonation.request')).toEqual([]);
  });
});
