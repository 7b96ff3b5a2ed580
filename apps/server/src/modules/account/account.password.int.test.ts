import { ACCOUNT_MESSAGES, AUTH_MESSAGES, DECIDED_MESSAGES, MESSAGES } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { startTestServer, type TestServer } from '../../test/server';
import {
  auditRows,
  bearer,
  type ErrorBody,
  fromIp,
  me,
  registered,
  signedUp,
  signIn,
  userRow,
} from './account.test-support';

const START = '/api/auth/password/start-update-password';
const UPDATE = '/api/auth/password/update-password';
const CHANGE = '/api/auth/password';

const clock = fixedClock('2026-11-22T10:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

/** Asks for a reset link and answers the token the email carries. */
async function resetToken(email: string): Promise<string> {
  const response = await server.post(START, { email }, fromIp());
  expect(response.status).toBe(200);
  const [mail] = await server.outbox(email);
  expect(mail?.subject).toBe('Reset your RepClub password');
  return mail!.token!;
}

describe('POST /api/auth/password/start-update-password', () => {
  it('mails a single-use link to the reset page and answers a neutral message', async () => {
    const user = await signedUp(server);
    const response = await server.post(START, { email: user.email.toUpperCase() }, fromIp());
    expect(response).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.resetEmailSent } });
    const [mail] = await server.outbox(user.email);
    expect(mail?.token).toMatch(/^[\w-]{43}$/);
    expect(mail?.link).toBe(`http://repclub.test/auth/reset-password?token=${mail?.token}`);
    expect(mail?.text).toContain(mail!.link!);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const response = await server.post(START, { email }, fromIp());
    expect(response).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.resetEmailSent } });
    expect(await server.outbox(email)).toEqual([]);
  });

  it('checks the email with the spec messages', async () => {
    const missing = await server.post<ErrorBody>(START, {}, fromIp());
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: MESSAGES.emailRequired });
    const invalid = await server.post<ErrorBody>(START, { email: 'not-an-email' }, fromIp());
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe(MESSAGES.emailInvalid);
  });

  it('limits requests per email address, known or not, whatever the client address', async () => {
    const user = await signedUp(server);
    const unknown = `ghost.${Date.now()}@example.com`;
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await server.post(START, { email }, fromIp())).status).toBe(200);
      const limited = await server.post<ErrorBody>(START, { email }, fromIp());
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
    }
    const resets = (await server.outbox(user.email)).filter(
      (m) => m.subject === 'Reset your RepClub password',
    );
    expect(resets).toHaveLength(3);
  });

  it('limits requests per client address', async () => {
    const ip = fromIp();
    for (let i = 0; i < 10; i++) {
      expect((await server.post(START, { email: `many.${i}.${Date.now()}@example.com` }, ip)).status).toBe(
        200,
      );
    }
    const limited = await server.post<ErrorBody>(START, { email: 'one.more@example.com' }, ip);
    expect(limited.status).toBe(429);
  });
});

describe('POST /api/auth/password/update-password', () => {
  it('sets the new password, verifies the email, signs out every session and answers the message', async () => {
    const { email, password, info } = await registered(server);
    const session = await signIn(server, email, password);
    const second = await signIn(server, email, password);
    const token = await resetToken(email);

    const response = await server.post(UPDATE, { token, password: 'NewSecret9!' }, fromIp());
    expect(response).toMatchObject({
      status: 200,
      body: { message: DECIDED_MESSAGES.passwordResetSuccess },
    });
    expect((await me(server, session.token!)).body.errors?.[0]?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    const refresh = await server.post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(refresh.status).toBe(401);
    expect((await me(server, second.token!)).body.errors?.[0]?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );

    const old = await server.post<ErrorBody>(
      '/api/auth/password/sign-in',
      { userName: email, password },
      fromIp(),
    );
    expect(old.status).toBe(401);
    expect(old.body.error.message).toBe(AUTH_MESSAGES.wrongCredentials);
    const fresh = await signIn(server, email, 'NewSecret9!');
    expect(fresh.userId).toBe(info.userId);

    const [notice] = await server.outbox(email).then((mails) => mails.filter((m) => !m.code));
    expect(notice?.subject).toBe('Your RepClub password was changed');
    expect((await auditRows(server, info.userId, 'password.reset')).length).toBe(1);
  });

  it('marks an unverified email verified, since the link proved it', async () => {
    const { email, info } = await registered(server);
    expect((await userRow(server, info.userId))?.emailVerifiedAt).toBeNull();
    const token = await resetToken(email);
    expect((await server.post(UPDATE, { token, password: 'NewSecret9!' }, fromIp())).status).toBe(200);
    expect((await userRow(server, info.userId))?.emailVerifiedAt).toEqual(clock.now());
  });

  it('is single use: a second use fails with a clear message', async () => {
    const user = await signedUp(server);
    const token = await resetToken(user.email);
    expect((await server.post(UPDATE, { token, password: 'NewSecret9!' }, fromIp())).status).toBe(200);
    const again = await server.post<ErrorBody>(UPDATE, { token, password: 'Other1234!' }, fromIp());
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: ACCOUNT_MESSAGES.resetLinkInvalid,
    });
    await signIn(server, user.email, 'NewSecret9!');
  });

  it('lets exactly one of two concurrent uses of a link win', async () => {
    const user = await signedUp(server);
    const token = await resetToken(user.email);
    const results = await Promise.all(
      ['FirstPass1!', 'SecondPass2!'].map((password) =>
        server.post<ErrorBody>(UPDATE, { token, password }, fromIp()),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.error.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await auditRows(server, user.userId, 'password.reset')).length).toBe(1);
  });

  it('refuses a weak password with the spec message and keeps the link usable', async () => {
    const user = await signedUp(server);
    const token = await resetToken(user.email);
    const weak = await server.post<ErrorBody>(UPDATE, { token, password: 'short' }, fromIp());
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({ message: MESSAGES.passwordRules, field: 'password' });
    expect((await server.post(UPDATE, { token, password: 'GoodPass1!' }, fromIp())).status).toBe(200);
  });

  it('refuses a missing or unknown token', async () => {
    const missing = await server.post<ErrorBody>(UPDATE, { password: 'GoodPass1!' }, fromIp());
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    const unknown = await server.post<ErrorBody>(
      UPDATE,
      { token: 'x'.repeat(43), password: 'GoodPass1!' },
      fromIp(),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('refuses a link of another purpose (the email verification link)', async () => {
    const { email } = await registered(server);
    const [mail] = await server.outbox(email); // the sign-up email: a VerifyEmail token
    const response = await server.post<ErrorBody>(
      UPDATE,
      { token: mail?.token, password: 'GoodPass1!' },
      fromIp(),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('spends the earlier link when a new one is asked for', async () => {
    const user = await signedUp(server);
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect((await server.post(UPDATE, { token: first, password: 'GoodPass1!' }, fromIp())).status).toBe(400);
    expect((await server.post(UPDATE, { token: second, password: 'GoodPass1!' }, fromIp())).status).toBe(200);
  });

  it('expires the link after an hour', async () => {
    const user = await signedUp(server);
    const token = await resetToken(user.email);
    const start = clock.now();
    clock.advance(60 * 60 * 1000 + 1);
    try {
      const late = await server.post<ErrorBody>(UPDATE, { token, password: 'GoodPass1!' }, fromIp());
      expect(late.status).toBe(400);
      expect(late.body.error.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    } finally {
      clock.set(start);
    }
  });
});

describe('POST /api/auth/password (change password)', () => {
  it('needs a signed-in user', async () => {
    const response = await server.post<ErrorBody>(CHANGE, {
      currentPassword: 'Secret123!',
      newPassword: 'NewSecret9!',
    });
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: 'AUTH_NOT_AUTHENTICATED', message: MESSAGES.unauthorized });
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const user = await signedUp(server);
    const other = await signIn(server, user.email, user.password);
    const response = await server.post(
      CHANGE,
      { currentPassword: user.password, newPassword: 'NewSecret9!' },
      bearer(user.token),
    );
    expect(response).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.passwordChanged } });
    expect((await me(server, user.token)).body.data?.me.userId).toBe(user.userId);
    expect((await me(server, other.token!)).body.errors?.[0]?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    expect((await server.post('/api/auth/refresh', { refreshToken: other.refreshToken })).status).toBe(401);
    expect((await server.post('/api/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(200);
    await signIn(server, user.email, 'NewSecret9!');
    const old = await server.post(
      '/api/auth/password/sign-in',
      { userName: user.email, password: user.password },
      fromIp(),
    );
    expect(old.status).toBe(401);
    expect((await auditRows(server, user.userId, 'password.changed')).length).toBe(1);
  });

  it('refuses a wrong current password with a clear message', async () => {
    const user = await signedUp(server);
    const response = await server.post<ErrorBody>(
      CHANGE,
      { currentPassword: 'Wrong1234!', newPassword: 'NewSecret9!' },
      bearer(user.token),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: ACCOUNT_MESSAGES.wrongCurrentPassword,
      field: 'currentPassword',
    });
    await signIn(server, user.email, user.password);
  });

  it('checks both fields with the spec messages, and refuses the same password', async () => {
    const user = await signedUp(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ newPassword: 'NewSecret9!' }, MESSAGES.passwordRequired],
      [{ currentPassword: '', newPassword: 'NewSecret9!' }, MESSAGES.passwordRequired],
      [{ currentPassword: user.password, newPassword: 'weak' }, MESSAGES.passwordRules],
      [{ currentPassword: user.password }, MESSAGES.passwordRules],
      [{ currentPassword: user.password, newPassword: user.password }, ACCOUNT_MESSAGES.samePassword],
    ];
    for (const [body, message] of cases) {
      const response = await server.post<ErrorBody>(CHANGE, body, bearer(user.token));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });

  it('lets only one of two concurrent changes from the same current password win', async () => {
    const user = await signedUp(server);
    const results = await Promise.all(
      ['FirstPass1!', 'SecondPass2!'].map((newPassword) =>
        server.post<ErrorBody>(CHANGE, { currentPassword: user.password, newPassword }, bearer(user.token)),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.error.message).toBe(
      ACCOUNT_MESSAGES.wrongCurrentPassword,
    );
  });

  it('limits wrong current passwords per user', async () => {
    const user = await signedUp(server);
    for (let i = 0; i < 10; i++) {
      const response = await server.post(
        CHANGE,
        { currentPassword: `Wrong${i}234!`, newPassword: 'NewSecret9!' },
        bearer(user.token),
      );
      expect(response.status).toBe(400);
    }
    const limited = await server.post<ErrorBody>(
      CHANGE,
      { currentPassword: user.password, newPassword: 'NewSecret9!' },
      bearer(user.token),
    );
    expect(limited.status).toBe(429);
  });
});
