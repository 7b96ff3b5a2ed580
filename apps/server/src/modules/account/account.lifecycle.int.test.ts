import { ACCOUNT_MESSAGES, AUTH_MESSAGES, MESSAGES } from '@repclub/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { startTestServer, type TestServer } from '../../test/server';
import {
  type AuthInfo,
  auditRows,
  bearer,
  completeCode,
  type ErrorBody,
  fromIp,
  me,
  setUser,
  signedUp,
  signIn,
  type TestUser,
  userRow,
} from './account.test-support';

const RECOVER = '/api/auth/password/recover';
const DAY = 24 * 60 * 60 * 1000;
const DELETE = `mutation DeleteAccount {
  deleteAccount { deletedAt recoverableUntil user { userId isDeleted } }
}`;
type Deleted = {
  deleteAccount: {
    deletedAt: string;
    recoverableUntil: string;
    user: { userId: string; isDeleted: boolean };
  };
};

const START = '2026-11-22T10:00:00.000Z';
const clock = fixedClock(START);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());
beforeEach(() => clock.set(START));

const deleteAccount = (token: string) => server.graphql<Deleted>(DELETE, {}, bearer(token));

async function deletedUser(): Promise<TestUser> {
  const user = await signedUp(server);
  const response = await deleteAccount(user.token);
  expect(response.body.errors).toBeUndefined();
  return user;
}

describe('deleteAccount', () => {
  it('needs a signed-in user', async () => {
    const response = await server.graphql(DELETE);
    expect(response.body.errors?.[0]).toMatchObject({
      message: MESSAGES.unauthorized,
      extensions: { code: 'AUTH_NOT_AUTHENTICATED' },
    });
  });

  it('starts the 90-day window, keeps this session, signs out the others and writes the audit', async () => {
    const user = await signedUp(server);
    const other = await signIn(server, user.email, user.password);
    const response = await deleteAccount(user.token);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.deleteAccount).toEqual({
      deletedAt: START,
      recoverableUntil: new Date(Date.parse(START) + 90 * DAY).toISOString(),
      user: { userId: user.userId, isDeleted: true },
    });
    expect((await userRow(server, user.userId))?.deletedAt).toEqual(new Date(START));

    // This session still works for the account scope (me), so the client can go to /auth/recover.
    const mine = await me(server, user.token);
    expect(mine.body.data?.me).toMatchObject({
      userId: user.userId,
      isDeleted: true,
      recoverableUntil: new Date(Date.parse(START) + 90 * DAY).toISOString(),
    });
    expect((await me(server, other.token!)).body.errors?.[0]?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );

    const [entry] = await auditRows(server, user.userId, 'account.deleted');
    expect(entry).toMatchObject({
      actorId: user.userId,
      subjectId: user.userId,
      details: { recoverableUntil: response.body.data?.deleteAccount.recoverableUntil },
    });
    expect(entry?.requestId).toBeTruthy();
  });

  it('refuses a deleted account (the signedIn scope)', async () => {
    const user = await deletedUser();
    const again = await deleteAccount(user.token);
    expect(again.body.errors?.[0]).toMatchObject({
      message: MESSAGES.unauthorized,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect(await auditRows(server, user.userId, 'account.deleted')).toHaveLength(1);
  });

  it('deletes once when asked twice at the same time', async () => {
    const user = await signedUp(server);
    const results = await Promise.all([deleteAccount(user.token), deleteAccount(user.token)]);
    const ok = results.filter((r) => !r.body.errors);
    expect(ok).toHaveLength(1);
    const failed = results.find((r) => r.body.errors);
    expect(failed?.body.errors?.[0]?.message).toMatch(
      new RegExp(`^(${ACCOUNT_MESSAGES.alreadyDeleted}|${MESSAGES.unauthorized})$`),
    );
    expect(await auditRows(server, user.userId, 'account.deleted')).toHaveLength(1);
  });

  it('still lets the user sign in, with isDeleted in the auth info', async () => {
    const user = await deletedUser();
    const info = await signIn(server, user.email, user.password);
    expect(info).toMatchObject({ userId: user.userId, isDeleted: true });
  });
});

describe('POST /api/auth/password/recover with the bearer token', () => {
  it('clears the deletion inside 90 days and answers the auth info of a fresh session', async () => {
    const user = await deletedUser();
    clock.advance(89 * DAY);
    const session = await signIn(server, user.email, user.password); // the old session has expired
    const response = await server.post<AuthInfo>(RECOVER, {}, bearer(session.token!));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      userId: user.userId,
      email: user.email,
      isDeleted: false,
      requireOtp: false,
      impersonateMode: false,
    });
    expect(response.body.token).toBeTruthy();
    expect((await userRow(server, user.userId))?.deletedAt).toBeNull();
    // The fresh session replaces the calling one.
    expect((await me(server, session.token!)).body.errors?.[0]?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    expect((await me(server, response.body.token!)).body.data?.me).toMatchObject({ isDeleted: false });
    const refreshed = await server.post<AuthInfo>('/api/auth/refresh', {
      refreshToken: response.body.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const [entry] = await auditRows(server, user.userId, 'account.recovered');
    expect(entry).toMatchObject({ actorId: user.userId, details: { deletedAt: START, with: 'session' } });
  });

  it('refuses after 90 days', async () => {
    const user = await deletedUser();
    clock.advance(90 * DAY + 1);
    const session = await signIn(server, user.email, user.password);
    const response = await server.post<ErrorBody>(RECOVER, {}, bearer(session.token!));
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'CONFLICT', message: ACCOUNT_MESSAGES.recoveryWindowOver });
    expect((await userRow(server, user.userId))?.deletedAt).not.toBeNull();
  });

  it('answers a conflict for an account that is not deleted', async () => {
    const user = await signedUp(server);
    const response = await server.post<ErrorBody>(RECOVER, {}, bearer(user.token));
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(ACCOUNT_MESSAGES.notDeleted);
  });

  it('needs a token or credentials', async () => {
    const response = await server.post<ErrorBody>(RECOVER, {});
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: 'AUTH_NOT_AUTHENTICATED', message: MESSAGES.unauthorized });
  });

  it('recovers once when asked twice at the same time', async () => {
    const user = await deletedUser();
    const results = await Promise.all([
      server.post<AuthInfo>(RECOVER, {}, bearer(user.token)),
      server.post<AuthInfo>(RECOVER, {}, bearer(user.token)),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect([401, 409]).toContain(results.find((r) => r.status !== 200)?.status);
    expect(await auditRows(server, user.userId, 'account.recovered')).toHaveLength(1);
  });
});

describe('POST /api/auth/password/recover with credentials', () => {
  it('recovers and signs in at once a user who skips multi-factor authentication', async () => {
    const user = await deletedUser();
    await setUser(server, user.userId, { skipMultiFactorAuthentication: true });
    clock.advance(30 * DAY);
    const response = await server.post<AuthInfo>(
      RECOVER,
      { userName: user.email, password: user.password },
      fromIp(),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ userId: user.userId, isDeleted: false, requireOtp: false });
    expect((await me(server, response.body.token!)).body.data?.me.isDeleted).toBe(false);
  });

  it('asks for the emailed code first otherwise, then recovers with that session', async () => {
    const user = await deletedUser();
    const response = await server.post<AuthInfo>(
      RECOVER,
      { userName: user.email, password: user.password },
      fromIp(),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ token: null, requireOtp: true, isDeleted: true });
    expect((await userRow(server, user.userId))?.deletedAt).not.toBeNull();
    const session = await completeCode(server, user.email, response.body.refreshToken);
    const recovered = await server.post<AuthInfo>(RECOVER, {}, bearer(session.token!));
    expect(recovered.status).toBe(200);
    expect(recovered.body.isDeleted).toBe(false);
  });

  it('uses the credentials even with an expired bearer token', async () => {
    const user = await deletedUser();
    await setUser(server, user.userId, { skipMultiFactorAuthentication: true });
    clock.advance(DAY); // the access token has expired
    const response = await server.post<AuthInfo>(
      RECOVER,
      { userName: user.email, password: user.password },
      { ...bearer(user.token), ...fromIp() },
    );
    expect(response.status).toBe(200);
    expect(response.body.isDeleted).toBe(false);
  });

  it('refuses wrong credentials and checks the fields', async () => {
    const user = await deletedUser();
    const wrong = await server.post<ErrorBody>(
      RECOVER,
      { userName: user.email, password: 'Wrong123!' },
      fromIp(),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({
      code: 'AUTH_NOT_AUTHENTICATED',
      message: AUTH_MESSAGES.wrongCredentials,
    });
    const noPassword = await server.post<ErrorBody>(RECOVER, { userName: user.email }, fromIp());
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.message).toBe(MESSAGES.passwordRequired);
    const noLogin = await server.post<ErrorBody>(RECOVER, { password: user.password }, fromIp());
    expect(noLogin.status).toBe(400);
    expect(noLogin.body.error.message).toBe(MESSAGES.loginIdentifierRequired);
  });

  it('refuses after 90 days', async () => {
    const user = await deletedUser();
    await setUser(server, user.userId, { skipMultiFactorAuthentication: true });
    clock.advance(91 * DAY);
    const response = await server.post<ErrorBody>(
      RECOVER,
      { userName: user.email, password: user.password },
      fromIp(),
    );
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(ACCOUNT_MESSAGES.recoveryWindowOver);
  });

  it("does not recover another user's account with its own session", async () => {
    const victim = await deletedUser();
    const other = await signedUp(server);
    const response = await server.post<ErrorBody>(RECOVER, {}, bearer(other.token));
    expect(response.status).toBe(409);
    expect((await userRow(server, victim.userId))?.deletedAt).not.toBeNull();
  });
});
