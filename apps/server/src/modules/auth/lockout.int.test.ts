import { MESSAGES } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, signUpPayload, startTestServer, type TestServer } from '../../test/server';
import { fromIp, signedUp, type TestUser } from '../account/account.test-support';
import type { AuthInfo } from './auth.service';

/**
 * Codes and passwords cannot be ground down, and owners cannot be locked out by others (issue 11 item 5,
 * findings F4 and F5; docs/decisions/042). The test server trusts X-Forwarded-For, so each "address" is a
 * made-up client address.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const SIGN_IN = '/api/auth/password/sign-in';
const VERIFY = '/api/auth/password/verify-otp';

const signIn = (userName: string, password: string, ip: Record<string, string>) =>
  server.post<AuthInfo & ErrorBody>(SIGN_IN, { userName, password }, ip);

async function handleOf(user: TestUser) {
  const me = await server.graphql<{ me: { userName: string } }>(
    '{ me { userName } }',
    {},
    { authorization: `Bearer ${user.token}` },
  );
  return me.body.data!.me.userName;
}

describe('wrong passwords', () => {
  it('lock the account for the address they came from, not for its owner elsewhere', async () => {
    const owner = await signedUp(server);
    const attacker = fromIp();
    for (let i = 0; i < 10; i++)
      expect((await signIn(owner.email, `Wrong${i}!x`, attacker)).status).toBe(401);
    const locked = await signIn(owner.email, owner.password, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
    // The owner, from another address, signs in with the right password.
    const home = await signIn(owner.email, owner.password, fromIp());
    expect(home.status).toBe(200);
  });

  it('are counted once per account, whether the login was the e-mail or the username', async () => {
    const owner = await signedUp(server);
    const handle = await handleOf(owner);
    const attacker = fromIp();
    for (let i = 0; i < 5; i++) expect((await signIn(owner.email, `Wrong${i}!x`, attacker)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await signIn(handle, `Wrong${i}!y`, attacker)).status).toBe(401);
    expect((await signIn(owner.email.toUpperCase(), `Wrong!z1`, attacker)).status).toBe(429);
  });

  it('from many addresses lock the account everywhere only at a much higher count (100 an hour)', async () => {
    const owner = await signedUp(server);
    let answered401 = 0;
    for (let ip = 0; ip < 12; ip++) {
      const address = fromIp();
      for (let i = 0; i < 9; i++) {
        const status = (await signIn(owner.email, `Wrong${ip}x${i}!`, address)).status;
        if (status === 401) answered401 += 1;
        else expect(status).toBe(429);
      }
    }
    expect(answered401).toBe(100);
    expect((await signIn(owner.email, owner.password, fromIp())).status).toBe(429);
  }, 120_000);
});

describe('wrong sign-in codes', () => {
  /** A password sign-in waiting for its code; answers the refresh token. */
  async function pending(user: TestUser, ip = fromIp()) {
    const response = await signIn(user.email, user.password, ip);
    expect(response.status).toBe(200);
    expect(response.body.requireOtp).toBe(true);
    return response.body.refreshToken;
  }
  const wrongCode = (refreshToken: string, ip = fromIp()) =>
    server.post<ErrorBody>(VERIFY, { refreshToken, otp: '000000', purpose: 'VerifySignIn' }, ip);

  it('are capped per account across sessions (10 an hour), and a right password does not reset the count', async () => {
    const owner = await signedUp(server);
    let failures = 0;
    for (let session = 0; session < 4 && failures < 10; session++) {
      const refreshToken = await pending(owner);
      for (let i = 0; i < 3 && failures < 10; i++) {
        const response = await wrongCode(refreshToken);
        expect(response.status).toBe(400);
        failures += 1;
      }
    }
    // A new session (right password) with the right code is still refused for now.
    const refreshToken = await pending(owner);
    const [mail] = await server.outbox(owner.email);
    const refused = await server.post<ErrorBody>(
      VERIFY,
      { refreshToken, otp: mail!.code, purpose: 'VerifySignIn' },
      fromIp(),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
  });

  it('are capped per address across accounts (30 an hour)', async () => {
    const attacker = fromIp();
    let failures = 0;
    while (failures < 30) {
      const victim = await signedUp(server);
      for (let session = 0; session < 3 && failures < 30; session++) {
        const refreshToken = await pending(victim);
        for (let i = 0; i < 3 && failures < 30; i++) {
          expect((await wrongCode(refreshToken, attacker)).status).toBe(400);
          failures += 1;
        }
      }
    }
    const fresh = await signedUp(server);
    const refreshToken = await pending(fresh);
    expect((await wrongCode(refreshToken, attacker)).status).toBe(429);
    // The same session from another address is not affected.
    expect((await wrongCode(refreshToken, fromIp())).status).toBe(400);
  }, 120_000);

  it('e-mails fall under the per-address mail limit', async () => {
    const owner = await signedUp(server);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(owner.email, owner.password, fromIp())).status);
    expect(statuses).toContain(429);
    const codes = (await server.outbox(owner.email)).filter((m) => /sign-in code/.test(m.subject ?? ''));
    expect(codes.length).toBeLessThan(12);
  });
});

describe('POST /api/auth/password/resend-register-email', () => {
  const RESEND = '/api/auth/password/resend-register-email';

  it('answers unknown, verified and unverified addresses alike', async () => {
    const verified = await signedUp(server);
    const unverified = signUpPayload();
    expect((await server.post('/api/auth/password/register', unverified, fromIp())).status).toBe(201);
    const answers = [];
    for (const email of [`nobody.${Date.now()}@example.com`, verified.email, unverified.userName]) {
      const response = await server.post(RESEND, { email }, fromIp());
      answers.push({ status: response.status, body: response.body });
    }
    expect(answers).toEqual([
      { status: 200, body: { message: MESSAGES.signUpResent } },
      { status: 200, body: { message: MESSAGES.signUpResent } },
      { status: 200, body: { message: MESSAGES.signUpResent } },
    ]);
    // Only the unverified account gets a new mail.
    expect(await server.outbox(`nobody.${Date.now()}@example.com`)).toEqual([]);
    expect((await server.outbox(unverified.userName)).length).toBe(2);
  });

  it('is limited per e-mail address, known or not, whatever the client address', async () => {
    for (const email of [`ghost.${Date.now()}@example.com`, (await signedUp(server)).email]) {
      for (let i = 0; i < 3; i++) expect((await server.post(RESEND, { email }, fromIp())).status).toBe(200);
      expect((await server.post(RESEND, { email }, fromIp())).status).toBe(429);
    }
  });

  it('is limited per client address', async () => {
    const ip = fromIp();
    for (let i = 0; i < 10; i++)
      expect((await server.post(RESEND, { email: `many.${i}.${Date.now()}@example.com` }, ip)).status).toBe(
        200,
      );
    expect((await server.post(RESEND, { email: 'one.more@example.com' }, ip)).status).toBe(429);
  });
});
