import { MESSAGES } from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import {
  type AuthInfo,
  type ErrorBody,
  signUpPayload,
  startTestServer,
  type TestServer,
} from '../../test/server';

const clock = fixedClock('2026-11-22T10:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

async function register(overrides: Record<string, unknown> = {}) {
  const payload = signUpPayload(overrides);
  const response = await server.post<AuthInfo>('/api/auth/password/register', payload);
  expect(response.status).toBe(201);
  return { payload, info: response.body };
}

async function latestMail(to: string) {
  const [mail] = await server.outbox(to);
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

/** Registers and completes the emailed code: a signed-in user with a token. */
async function signedUp() {
  const { payload, info } = await register();
  const mail = await latestMail(payload.userName);
  const verified = await server.post<AuthInfo>('/api/auth/password/verify-otp', {
    refreshToken: info.refreshToken,
    otp: mail.code,
    purpose: 'VerifySignIn',
  });
  expect(verified.status).toBe(200);
  return { payload, info: verified.body };
}

const me = (token: string) =>
  server.graphql<{ me: { userId: string; emailAddress: string; verifiedEmailAddress: string | null } }>(
    '{ me { userId emailAddress verifiedEmailAddress } }',
    {},
    { authorization: `Bearer ${token}` },
  );

describe('POST /api/auth/password/register', () => {
  it('creates the account, answers the auth info of a session waiting for its code, and mails a link and a code', async () => {
    const { payload, info } = await register({ userName: 'New.Person@Example.com' });
    expect(info).toMatchObject({
      token: null,
      requireOtp: true,
      email: 'new.person@example.com',
      isDeleted: false,
      isComplete: true,
      isPhoneNumberVerified: false,
      agreeToTermsAndConditions: true,
      skipMultiFactorAuthentication: false,
      impersonateMode: false,
    });
    expect(info.refreshToken).toMatch(/^[\w-]{43}$/);
    const mail = await latestMail('new.person@example.com');
    expect(mail.subject).toBe('Confirm your email for RepClub');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toBe(`http://repclub.test/auth/confirm-email?token=${mail.token}`);
    expect(mail.token!.length).toBeGreaterThan(6);
    expect(mail.text).toContain(mail.link!);
    expect(payload.password).not.toBe('');
  });

  it('answers 409 with the spec message for an address already registered and verified, in any case', async () => {
    const { payload } = await signedUp();
    const again = await server.post<ErrorBody>(
      '/api/auth/password/register',
      signUpPayload({ userName: payload.userName.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: MESSAGES.emailAlreadyRegistered });
  });

  it.each([
    [{ userName: 'not-an-email' }, MESSAGES.emailInvalid, 'userName'],
    [{ password: 'short' }, MESSAGES.passwordRules, 'password'],
    [{ password: 'alllowercase' }, MESSAGES.passwordRules, 'password'],
    [{ firstName: '' }, MESSAGES.firstNameInvalid, 'firstName'],
    [{ lastName: ' ' }, MESSAGES.lastNameInvalid, 'lastName'],
    [{ gender: 'Not Disclosed' }, MESSAGES.genderInvalid, 'gender'],
    [{ phoneNumber: '12' }, MESSAGES.phoneNumberInvalid, 'phoneNumber'],
  ])('refuses %j with its message and creates nothing', async (overrides, message, field) => {
    const payload = signUpPayload(overrides);
    const response = await server.post<ErrorBody>('/api/auth/password/register', payload);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message, field });
    if (typeof payload.userName === 'string' && payload.userName.includes('@')) {
      expect(await server.outbox(payload.userName)).toEqual([]);
    }
  });

  it('refuses a date of birth in the future (by the injected clock)', async () => {
    const response = await server.post<ErrorBody>(
      '/api/auth/password/register',
      signUpPayload({ dateOfBirth: '2026-12-01' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('dateOfBirth');
  });

  it('resends a fresh link and code ("Resent! Check your inbox!"), and the old code no longer works', async () => {
    const { payload, info } = await register();
    const first = await latestMail(payload.userName);
    const resent = await server.post<{ message: string }>('/api/auth/password/resend-register-email', {
      email: payload.userName,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(MESSAGES.signUpResent);
    const second = await latestMail(payload.userName);
    expect(second.token).not.toBe(first.token);
    const old = await server.post('/api/auth/password/verify-email-token', { token: first.token });
    expect(old.status).toBe(400);
    const fresh = await server.post<{ verified: boolean }>('/api/auth/password/verify-email-token', {
      token: second.token,
    });
    expect(fresh.body.verified).toBe(true);
    expect(info.userId).toBeTruthy();
  });
});

describe('email verification', () => {
  it('verifies the address from the emailed token once, and signs in the waiting session when given', async () => {
    const { payload, info } = await register();
    const mail = await latestMail(payload.userName);
    const valid = await server.fetch(`/api/auth/validate-token?token=${mail.token}`);
    expect(await valid.json()).toEqual({ isValid: true, purpose: 'VerifyEmail' });

    const verified = await server.post<AuthInfo & { verified: boolean }>(
      '/api/auth/password/verify-email-token',
      {
        token: mail.token,
        refreshToken: info.refreshToken,
      },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.verified).toBe(true);
    expect(verified.body.token).toBeTruthy();
    const { body } = await me(verified.body.token!);
    expect(body.data?.me.verifiedEmailAddress).toBe(payload.userName.toLowerCase());

    const reused = await server.post<ErrorBody>('/api/auth/password/verify-email-token', {
      token: mail.token,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('This link is invalid or has expired.');
    const invalid = await server.fetch(`/api/auth/validate-token?token=${mail.token}`);
    expect(await invalid.json()).toEqual({ isValid: false, purpose: null });
  });

  it('refuses an expired email token', async () => {
    const { payload } = await register();
    const mail = await latestMail(payload.userName);
    clock.advance(25 * 60 * 60 * 1000);
    const response = await server.post<ErrorBody>('/api/auth/password/verify-email-token', {
      token: mail.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('This link is invalid or has expired.');
  });

  it('says a valid access token is valid, and a missing token parameter is bad input', async () => {
    const { info } = await signedUp();
    const response = await server.fetch(`/api/auth/validate-token?token=${info.token}`);
    expect(await response.json()).toEqual({ isValid: true, purpose: 'AccessToken' });
    const missing = await server.fetch('/api/auth/validate-token');
    expect(missing.status).toBe(400);
  });
});

describe('sign-in with a password and the emailed code', () => {
  it('signs in by email or username in any case; the session waits for the code, then `me` works', async () => {
    const { payload } = await signedUp();
    for (const userName of [payload.userName.toUpperCase(), ` ${payload.userName} `]) {
      const signIn = await server.post<AuthInfo>('/api/auth/password/sign-in', {
        userName,
        password: payload.password,
      });
      expect(signIn.status).toBe(200);
      expect(signIn.body).toMatchObject({
        token: null,
        requireOtp: true,
        skipMultiFactorAuthentication: false,
      });
      const mail = await latestMail(payload.userName);
      expect(mail.subject).toBe(`${mail.code} is your RepClub sign-in code`);

      // The waiting session's refresh token cannot be refreshed into an access token.
      const early = await server.post<ErrorBody>('/api/auth/refresh', {
        refreshToken: signIn.body.refreshToken,
      });
      expect(early.status).toBe(401);

      const verified = await server.post<AuthInfo>('/api/auth/password/verify-otp', {
        refreshToken: signIn.body.refreshToken,
        otp: mail.code,
        purpose: 'VerifySignIn',
      });
      expect(verified.status).toBe(200);
      expect(verified.body.requireOtp).toBe(false);
      const result = await me(verified.body.token!);
      expect(result.body.data?.me.emailAddress).toBe(payload.userName.toLowerCase());
    }
  });

  it('sets the token at once for a user with the multi-factor skip flag', async () => {
    const { payload, info } = await signedUp();
    await server.database.db.execute(`update users set skip_mfa = true where id = '${info.userId}'`);
    const signIn = await server.post<AuthInfo>('/api/auth/password/sign-in', {
      userName: payload.userName,
      password: payload.password,
    });
    expect(signIn.body).toMatchObject({ requireOtp: false, skipMultiFactorAuthentication: true });
    expect(signIn.body.token).toBeTruthy();
  });

  it('answers 401 with one message for a wrong password and for an unknown account', async () => {
    const { payload } = await signedUp();
    const wrong = await server.post<ErrorBody>('/api/auth/password/sign-in', {
      userName: payload.userName,
      password: 'Wrong123!',
    });
    const unknown = await server.post<ErrorBody>('/api/auth/password/sign-in', {
      userName: 'nobody@example.com',
      password: 'Wrong123!',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toEqual({
      code: 'AUTH_NOT_AUTHENTICATED',
      message: 'Incorrect email, username or password.',
    });
    expect(unknown.body.error).toEqual(wrong.body.error);
  });

  it('asks for the missing fields with the spec messages', async () => {
    const noUser = await server.post<ErrorBody>('/api/auth/password/sign-in', { password: 'x' });
    expect(noUser.body.error.message).toBe(MESSAGES.loginIdentifierRequired);
    const noPassword = await server.post<ErrorBody>('/api/auth/password/sign-in', { userName: 'a@b.co' });
    expect(noPassword.body.error.message).toBe(MESSAGES.passwordRequired);
  });

  it('counts wrong codes: two attempts left, one left, then the code is spent', async () => {
    const { payload } = await signedUp();
    const signIn = await server.post<AuthInfo>('/api/auth/password/sign-in', {
      userName: payload.userName,
      password: payload.password,
    });
    const { code } = await latestMail(payload.userName);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const attempt = () =>
      server.post<ErrorBody>('/api/auth/password/verify-otp', {
        refreshToken: signIn.body.refreshToken,
        otp: wrongCode,
        purpose: 'VerifySignIn',
      });
    expect((await attempt()).body.error.message).toBe('Invalid verification code. 2 attempt(s) remaining.');
    expect((await attempt()).body.error.message).toBe('Invalid verification code. 1 attempt(s) remaining.');
    expect((await attempt()).body.error.message).toBe('Too many failed attempts. Please request a new code.');
    const right = await server.post<ErrorBody>('/api/auth/password/verify-otp', {
      refreshToken: signIn.body.refreshToken,
      otp: code,
      purpose: 'VerifySignIn',
    });
    expect(right.status).toBe(400);
    expect(right.body.error.message).toBe('The verification code has expired. Please request a new one.');
  });

  it('counts 20 wrong codes sent in parallel as 3 attempts of the code, and 10 of the account', async () => {
    const { payload } = await signedUp();
    const signIn = await server.post<AuthInfo>('/api/auth/password/sign-in', {
      userName: payload.userName,
      password: payload.password,
    });
    const { code } = await latestMail(payload.userName);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.post<ErrorBody>('/api/auth/password/verify-otp', {
          refreshToken: signIn.body.refreshToken,
          otp: wrongCode,
          purpose: 'VerifySignIn',
        }),
      ),
    );
    const messages = results.map((r) => r.body.error.message);
    expect(messages.filter((m) => m.startsWith('Invalid verification code.'))).toHaveLength(2);
    expect(messages.filter((m) => m === 'Too many failed attempts. Please request a new code.')).toHaveLength(
      1,
    );
    // Beyond the 10 guesses an account may make across its sessions, the rest are refused outright (042).
    expect(results.filter((r) => r.status === 429)).toHaveLength(10);
    expect(messages.filter((m) => m.startsWith('The verification code has expired'))).toHaveLength(7);
  });

  it('validates the code field with the spec messages', async () => {
    const missing = await server.post<ErrorBody>('/api/auth/password/verify-otp', {
      refreshToken: 'x',
      otp: '',
    });
    expect(missing.body.error.message).toBe(MESSAGES.verificationCodeRequired);
    const short = await server.post<ErrorBody>('/api/auth/password/verify-otp', {
      refreshToken: 'x',
      otp: '12345',
    });
    expect(short.body.error.message).toBe(MESSAGES.verificationCodeLength);
  });

  it('refuses an expired sign-in code', async () => {
    const { payload } = await signedUp();
    const signIn = await server.post<AuthInfo>('/api/auth/password/sign-in', {
      userName: payload.userName,
      password: payload.password,
    });
    const { code } = await latestMail(payload.userName);
    clock.advance(11 * 60 * 1000);
    const late = await server.post<ErrorBody>('/api/auth/password/verify-otp', {
      refreshToken: signIn.body.refreshToken,
      otp: code,
      purpose: 'VerifySignIn',
    });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe('The verification code has expired. Please request a new one.');
  });

  it('resends a code ("New OTP was resent") no sooner than 30 seconds after the last', async () => {
    const { payload } = await signedUp();
    const signIn = await server.post<AuthInfo>('/api/auth/password/sign-in', {
      userName: payload.userName,
      password: payload.password,
    });
    const resend = () =>
      server.post<{ message: string; nextResend: string } & ErrorBody>('/api/auth/password/resend-otp', {
        refreshToken: signIn.body.refreshToken,
        purpose: 'VerifySignIn',
      });
    const early = await resend();
    expect(early.status).toBe(429);
    expect(early.body.error.message).toBe('Please wait 30 seconds before requesting another code.');
    clock.advance(30_001);
    const ok = await resend();
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(MESSAGES.otpResent);
    expect(new Date(ok.body.nextResend).getTime()).toBe(clock.now().getTime() + 30_000);
    const { code } = await latestMail(payload.userName);
    const verified = await server.post<AuthInfo>('/api/auth/password/verify-otp', {
      refreshToken: signIn.body.refreshToken,
      otp: code,
    });
    expect(verified.status).toBe(200);
  });
});

describe('refresh tokens and sign-out', () => {
  it('rotates the refresh token on every use; the new token works', async () => {
    const { info } = await signedUp();
    const first = await server.post<AuthInfo>('/api/auth/refresh', { refreshToken: info.refreshToken });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(info.refreshToken);
    expect((await me(first.body.token!)).body.data?.me.userId).toBe(info.userId);
    const second = await server.post<AuthInfo>('/api/auth/refresh', {
      refreshToken: first.body.refreshToken,
    });
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused', async () => {
    const { info } = await signedUp();
    const rotated = await server.post<AuthInfo>('/api/auth/refresh', { refreshToken: info.refreshToken });
    const replay = await server.post<ErrorBody>('/api/auth/refresh', { refreshToken: info.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('AUTH_NOT_AUTHENTICATED');
    // The legitimate holder's newer tokens are dead too.
    const after = await server.post<ErrorBody>('/api/auth/refresh', {
      refreshToken: rotated.body.refreshToken,
    });
    expect(after.status).toBe(401);
    const result = await me(rotated.body.token!);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
  });

  it('lets exactly one of two concurrent refreshes win, and treats the loser as reuse', async () => {
    const { info } = await signedUp();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.post<AuthInfo>('/api/auth/refresh', { refreshToken: info.refreshToken }),
      ),
    );
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r.status === 401).length).toBeGreaterThanOrEqual(4);
  });

  it('expires access tokens after 15 minutes', async () => {
    const { info } = await signedUp();
    clock.advance(15 * 60 * 1000 + 1000);
    const result = await me(info.token!);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    const refreshed = await server.post<AuthInfo>('/api/auth/refresh', { refreshToken: info.refreshToken });
    expect(refreshed.status).toBe(200);
  });

  it('keeps a session opened with a sign-in code alive past its 30 pending minutes (issue 21)', async () => {
    const { payload } = await signedUp();
    const signIn = await server.post<AuthInfo>('/api/auth/password/sign-in', {
      userName: payload.userName,
      password: payload.password,
    });
    const { code } = await latestMail(payload.userName);
    const verified = await server.post<AuthInfo>('/api/auth/password/verify-otp', {
      refreshToken: signIn.body.refreshToken,
      otp: code,
      purpose: 'VerifySignIn',
    });
    expect(verified.status).toBe(200);
    // Door staff mid-shift: refreshing every 14 minutes for two hours, then after a day away.
    let refreshToken = verified.body.refreshToken;
    for (let i = 0; i < 9; i += 1) {
      clock.advance(14 * 60 * 1000);
      const refreshed = await server.post<AuthInfo>('/api/auth/refresh', { refreshToken });
      expect(refreshed.status).toBe(200);
      expect((await me(refreshed.body.token!)).body.data?.me.userId).toBe(verified.body.userId);
      refreshToken = refreshed.body.refreshToken;
    }
    clock.advance(24 * 60 * 60 * 1000);
    const nextDay = await server.post<AuthInfo>('/api/auth/refresh', { refreshToken });
    expect(nextDay.status).toBe(200);
  });

  it('signs out: the access token and the refresh token stop working', async () => {
    const { info } = await signedUp();
    const out = await server.post('/api/auth/sign-out', {}, { authorization: `Bearer ${info.token}` });
    expect(out.status).toBe(200);
    expect((await me(info.token!)).body.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    expect((await server.post('/api/auth/refresh', { refreshToken: info.refreshToken })).status).toBe(401);
  });

  it('answers a garbage bearer token on a REST call with 401 and on GraphQL with AUTH_NOT_AUTHENTICATED', async () => {
    const response = await server.graphql('{ me { userId } }', {}, { authorization: 'Bearer nope' });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    const publicField = await server.graphql(
      '{ termsAndPrivacy { version } }',
      {},
      { authorization: 'Bearer nope' },
    );
    expect(publicField.body.data).toBeTruthy();
  });
});

describe('email availability and rate limits', () => {
  it('says whether an address is free (one nobody verified yet is: decision 106)', async () => {
    const unverified = await register();
    const open = await server.post('/api/auth/password/check-email-availability', {
      email: unverified.payload.userName,
    });
    expect(open.body).toEqual({ email: unverified.payload.userName.toLowerCase(), isAvailable: true });
    const { payload } = await signedUp();
    const taken = await server.post('/api/auth/password/check-email-availability', {
      email: payload.userName,
    });
    expect(taken.body).toEqual({ email: payload.userName.toLowerCase(), isAvailable: false });
    const free = await server.post('/api/auth/password/check-email-availability', {
      email: 'Free.One@Example.com',
    });
    expect(free.body).toEqual({ email: 'free.one@example.com', isAvailable: true });
    const bad = await server.post<ErrorBody>('/api/auth/password/check-email-availability', { email: 'x' });
    expect(bad.body.error.message).toBe(MESSAGES.emailInvalid);
  });

  it('limits email availability checks per client address', async () => {
    const limited = await startTestServer();
    try {
      const results = [];
      for (let i = 0; i < 32; i++) {
        results.push(
          await limited.post('/api/auth/password/check-email-availability', { email: `a${i}@example.com` }),
        );
      }
      expect(results.slice(0, 30).every((r) => r.status === 200)).toBe(true);
      const last = results.at(-1) as unknown as {
        status: number;
        body: ErrorBody & { error: { retryAfterSeconds: number } };
      };
      expect(last.status).toBe(429);
      expect(last.body.error.code).toBe('RATE_LIMITED');
      expect(last.body.error.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('limits password guesses per account', async () => {
    const { payload } = await signedUp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const r = await server.post('/api/auth/password/sign-in', {
        userName: payload.userName,
        password: `Wrong${i}!x`,
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('outbox', () => {
  it('keeps mail newest first with its code, token and link', async () => {
    const { payload } = await register();
    const mails = await server.outbox(payload.userName.toUpperCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', to: payload.userName.toLowerCase() });
  });
});
