import { MESSAGES, SOCIAL_MESSAGES } from '@repclub/shared';
import { and, eq } from 'drizzle-orm';
import {
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  OAuth2Server,
} from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { sessions } from '../auth/auth.tables';
import { socialAccounts } from './social.tables';
import {
  type AuthInfo,
  type ErrorBody,
  signUpPayload,
  startTestServer,
  type TestServer,
} from '../../test/server';
import { users } from '../users/users.tables';
import { STATE_COOKIE } from './social.routes';

type Claims = { sub: string; email?: string; email_verified?: boolean | string; name?: string };
type Me = {
  userId: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  verifiedEmailAddress: string | null;
  isComplete: boolean;
};

const PUBLIC_URL = 'http://repclub.test';
const APPLE_CLIENT = 'repclub-apple';
let mock: OAuth2Server;
let server: TestServer;

function providerEnv(issuer: string) {
  return {
    OAUTH_GOOGLE_CLIENT_ID: 'repclub-google',
    OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
    OAUTH_GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    OAUTH_GOOGLE_TOKEN_URL: `${issuer}/token`,
    OAUTH_GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    // Apple: no userinfo endpoint, so the identity comes from the id_token.
    OAUTH_APPLE_CLIENT_ID: APPLE_CLIENT,
    OAUTH_APPLE_CLIENT_SECRET: 'apple-client-secret-jwt',
    OAUTH_APPLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    OAUTH_APPLE_TOKEN_URL: `${issuer}/token`,
  };
}

beforeAll(async () => {
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  server = await startTestServer({ env: providerEnv(mock.issuer.url!) });
});
afterAll(async () => {
  await server.close();
  await mock.stop();
});

let counter = 0;
const uniqueSub = () => `sub-${Date.now().toString(36)}-${++counter}`;
const uniqueEmail = () => `social.${Date.now().toString(36)}.${++counter}@example.com`;

/** The next userinfo answer of the mock provider. */
function nextUserinfo(claims: Claims) {
  mock.service.once('beforeUserinfo', (response: MutableResponse) => {
    response.body = { ...claims };
  });
}

/** A path and query of ours, from an absolute URL on PUBLIC_URL. */
function ours(location: string): string {
  expect(location.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
}

/** Steps 1 and 2: our start endpoint, then the provider's authorize endpoint. */
async function startAndAuthorize(path: string, headers: Record<string, string> = {}) {
  const start = await server.fetch(path, { redirect: 'manual', headers });
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(start.headers.get('location')!);
  const setCookie = start.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0]!;
  expect(cookie.startsWith(`${STATE_COOKIE}=`)).toBe(true);
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  return { authorizeUrl, setCookie, cookie, callback: ours(authorize.headers.get('location')!) };
}

/** Step 3: the provider's redirect back to our callback; answers the /auth/process URL. */
async function followCallback(callback: string, cookie: string | null): Promise<URL> {
  const response = await server.fetch(callback, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/auth/process`);
  return location;
}

/** The whole popup flow with real HTTP, following Location headers by hand. */
async function socialSignIn(claims: Claims, path = '/api/auth/google/login', headers = {}) {
  nextUserinfo(claims);
  const { callback, cookie } = await startAndAuthorize(path, headers);
  return followCallback(callback, cookie);
}

function tokensOf(processUrl: URL) {
  expect(processUrl.searchParams.get('error')).toBeNull();
  const token = processUrl.searchParams.get('token');
  const refreshToken = processUrl.searchParams.get('refresh_token');
  expect(token).toBeTruthy();
  expect(refreshToken).toBeTruthy();
  expect(processUrl.searchParams.get('expires_in')).toBe('900');
  return { token: token!, refreshToken: refreshToken! };
}

async function me(token: string): Promise<Me> {
  const { status, body } = await server.graphql<{ me: Me }>(
    '{ me { userId name firstName lastName emailAddress verifiedEmailAddress isComplete } }',
    {},
    { authorization: `Bearer ${token}` },
  );
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.me;
}

/** A password account whose email is verified (the emailed sign-in code proves it). */
async function passwordAccount(verify = true) {
  const payload = signUpPayload({ userName: uniqueEmail() });
  const registered = await server.post<AuthInfo>('/api/auth/password/register', payload);
  expect(registered.status).toBe(201);
  if (!verify) return { email: payload.userName as string, userId: registered.body.userId, token: null };
  const [mail] = await server.outbox(payload.userName as string);
  const verified = await server.post<AuthInfo>('/api/auth/password/verify-otp', {
    refreshToken: registered.body.refreshToken,
    otp: mail!.code,
    purpose: 'VerifySignIn',
  });
  expect(verified.status).toBe(200);
  return { email: payload.userName as string, userId: verified.body.userId, token: verified.body.token! };
}

describe('GET /api/auth/:provider/:action', () => {
  it('redirects to the provider with state, PKCE and our callback, and binds the state to the browser', async () => {
    const response = await server.fetch('/api/auth/google/login', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const url = new URL(response.headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe(`${mock.issuer.url}/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('repclub-google');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(43);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toContain(`${STATE_COOKIE}=${state};`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain('Max-Age=600');
  });

  it('maps youtube to google', async () => {
    const response = await server.fetch('/api/auth/youtube/signup', { redirect: 'manual' });
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get('location')!);
    expect(url.searchParams.get('client_id')).toBe('repclub-google');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);

    const sub = uniqueSub();
    const viaYoutube = await me(tokensOf(await socialSignIn({ sub }, '/api/auth/youtube/login')).token);
    const viaGoogle = await me(tokensOf(await socialSignIn({ sub }, '/api/auth/google/login')).token);
    expect(viaGoogle.userId).toBe(viaYoutube.userId);
  });

  it.each([
    ['/api/auth/facebook/login', SOCIAL_MESSAGES.unknownProvider],
    ['/api/auth/amazonmusic/login', SOCIAL_MESSAGES.unknownProvider],
    ['/api/auth/myspace/login', SOCIAL_MESSAGES.unknownProvider],
    ['/api/auth/google/register', SOCIAL_MESSAGES.unknownAction],
  ])('answers 404 for %s', async (path, message) => {
    const response = await server.fetch(path, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message } });
  });

  it('refuses connect without a valid access token', async () => {
    const missing = await server.fetch('/api/auth/google/connect', { redirect: 'manual' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      error: { code: 'AUTH_NOT_AUTHENTICATED', message: MESSAGES.unauthorized },
    });
    const bad = await server.fetch('/api/auth/google/connect?token=not-a-token', { redirect: 'manual' });
    expect(bad.status).toBe(401);
  });
});

describe('the callback', () => {
  it('creates an account on first sign-in, with the verified email and an incomplete profile', async () => {
    const sub = uniqueSub();
    const email = uniqueEmail();
    const processUrl = await socialSignIn({
      sub,
      email: email.toUpperCase(),
      email_verified: true,
      name: 'Grace Hopper',
    });
    const { token, refreshToken } = tokensOf(processUrl);
    const user = await me(token);
    expect(user).toMatchObject({
      name: 'Grace Hopper',
      emailAddress: email,
      verifiedEmailAddress: email,
      isComplete: false,
    });
    const db = server.database.db;
    const links = await db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.userId));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', providerUserId: sub, email })]);
    const [row] = await db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.passwordHash).toBeNull();
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(session).toMatchObject({ method: 'social:google', status: 'active' });

    // The refresh token works like any other.
    const refreshed = await server.post<AuthInfo>('/api/auth/refresh', { refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.userId).toBe(user.userId);
  });

  it('signs the same provider account in to the same user the second time', async () => {
    const sub = uniqueSub();
    const first = await me(tokensOf(await socialSignIn({ sub, email: uniqueEmail() })).token);
    // The provider may answer a changed email; the link is by subject.
    const second = await me(tokensOf(await socialSignIn({ sub, email: uniqueEmail() })).token);
    expect(second.userId).toBe(first.userId);
    const links = await server.database.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, 'google'), eq(socialAccounts.providerUserId, sub)));
    expect(links).toHaveLength(1);
  });

  it('does not mark an email the provider does not vouch for as verified', async () => {
    const email = uniqueEmail();
    const user = await me(
      tokensOf(await socialSignIn({ sub: uniqueSub(), email, email_verified: false })).token,
    );
    expect(user.emailAddress).toBe(email);
    expect(user.verifiedEmailAddress).toBeNull();
  });

  it('links a verified email to the existing password account with that email', async () => {
    const account = await passwordAccount();
    const sub = uniqueSub();
    const linked = await me(
      tokensOf(await socialSignIn({ sub, email: account.email.toUpperCase(), email_verified: 'true' })).token,
    );
    expect(linked.userId).toBe(account.userId);
    const again = await me(tokensOf(await socialSignIn({ sub })).token);
    expect(again.userId).toBe(account.userId);
    // The password still works.
    const signIn = await server.post('/api/auth/password/sign-in', {
      userName: account.email,
      password: 'Secret123!',
    });
    expect(signIn.status).toBe(200);
  });

  it('links an existing email only when both the provider and the account have verified it', async () => {
    const verified = await passwordAccount();
    const notVouched = await socialSignIn({ sub: uniqueSub(), email: verified.email, email_verified: false });
    expect(notVouched.searchParams.get('error')).toBe(SOCIAL_MESSAGES.emailInUse('Google'));
    expect(notVouched.searchParams.get('token')).toBeNull();

    const unverified = await passwordAccount(false);
    const preRegistered = await socialSignIn({
      sub: uniqueSub(),
      email: unverified.email,
      email_verified: true,
    });
    // An address nobody verified blocks nobody (docs/decisions/106): the provider's verified address makes a
    // new account, which takes the address; the pre-registered account loses its unverified claim, and is not
    // linked.
    const owner = await me(tokensOf(preRegistered).token);
    expect(owner.userId).not.toBe(unverified.userId);
    expect(owner.verifiedEmailAddress).toBe(unverified.email);
    const links = await server.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, unverified.userId));
    expect(links).toHaveLength(0);
    const [squatter] = await server.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, unverified.userId));
    expect(squatter?.email).toBeNull();
  });

  it('refuses a tampered state, a replayed state and a state from another browser', async () => {
    nextUserinfo({ sub: uniqueSub() });
    const tampered = await startAndAuthorize('/api/auth/google/login');
    const url = new URL(tampered.callback, PUBLIC_URL);
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const refused = await followCallback(`${url.pathname}${url.search}`, tampered.cookie);
    expect(refused.searchParams.get('error')).toBe(SOCIAL_MESSAGES.stateInvalid);
    expect(refused.searchParams.get('token')).toBeNull();

    const noState = await followCallback('/api/auth/google/callback?code=abc', tampered.cookie);
    expect(noState.searchParams.get('error')).toBe(SOCIAL_MESSAGES.stateInvalid);

    // The genuine state still works once, then never again.
    const ok = await followCallback(tampered.callback, tampered.cookie);
    tokensOf(ok);
    const replayed = await followCallback(tampered.callback, tampered.cookie);
    expect(replayed.searchParams.get('error')).toBe(SOCIAL_MESSAGES.stateInvalid);

    // A victim's browser handed the attacker's callback URL has no (or another) state cookie.
    const attacker = await startAndAuthorize('/api/auth/google/login');
    const noCookie = await followCallback(attacker.callback, null);
    expect(noCookie.searchParams.get('error')).toBe(SOCIAL_MESSAGES.stateInvalid);
    const victim = await server.fetch('/api/auth/google/login', { redirect: 'manual' });
    const victimCookie = victim.headers.get('set-cookie')!.split(';')[0]!;
    const otherCookie = await followCallback(attacker.callback, victimCookie);
    expect(otherCookie.searchParams.get('error')).toBe(SOCIAL_MESSAGES.stateInvalid);
  });

  it('refuses a state started for another provider', async () => {
    const started = await startAndAuthorize('/api/auth/apple/login');
    const onGoogle = started.callback.replace('/api/auth/apple/', '/api/auth/google/');
    const refused = await followCallback(onGoogle, started.cookie);
    expect(refused.searchParams.get('error')).toBe(SOCIAL_MESSAGES.stateInvalid);
  });

  it('clears the state cookie on the way back', async () => {
    const { callback, cookie } = await startAndAuthorize('/api/auth/google/login');
    nextUserinfo({ sub: uniqueSub() });
    const response = await server.fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(response.headers.get('set-cookie')).toContain(`${STATE_COOKIE}=; Path=/api/auth; Max-Age=0`);
  });

  it('redirects with an error when the user cancels at the provider', async () => {
    mock.service.once('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    const { callback, cookie } = await startAndAuthorize('/api/auth/google/login');
    const processUrl = await followCallback(callback, cookie);
    expect(processUrl.searchParams.get('error')).toBe(SOCIAL_MESSAGES.cancelled('Google'));
    expect(processUrl.searchParams.get('token')).toBeNull();

    mock.service.once('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'server_error');
    });
    const other = await startAndAuthorize('/api/auth/google/login');
    expect((await followCallback(other.callback, other.cookie)).searchParams.get('error')).toBe(
      SOCIAL_MESSAGES.providerRefused('Google'),
    );
  });

  it('redirects with an error when the token or userinfo endpoint fails', async () => {
    mock.service.once('beforeResponse', (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const badToken = await startAndAuthorize('/api/auth/google/login');
    expect((await followCallback(badToken.callback, badToken.cookie)).searchParams.get('error')).toBe(
      SOCIAL_MESSAGES.providerFailed('Google'),
    );

    mock.service.once('beforeUserinfo', (response: MutableResponse) => {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
    });
    const badUserinfo = await startAndAuthorize('/api/auth/google/login');
    expect((await followCallback(badUserinfo.callback, badUserinfo.cookie)).searchParams.get('error')).toBe(
      SOCIAL_MESSAGES.providerFailed('Google'),
    );

    nextUserinfo({ sub: '' });
    const noSubject = await startAndAuthorize('/api/auth/google/login');
    expect((await followCallback(noSubject.callback, noSubject.cookie)).searchParams.get('error')).toBe(
      SOCIAL_MESSAGES.providerFailed('Google'),
    );
  });

  it.each([
    ['with', true],
    ['without', false],
  ])(
    'creates one user when the same new person (%s an email) finishes sign-ins at once',
    async (_, withEmail) => {
      const sub = uniqueSub();
      const email = uniqueEmail();
      const handler = (response: MutableResponse) => {
        response.body = withEmail ? { sub, email, email_verified: true } : { sub };
      };
      mock.service.on('beforeUserinfo', handler);
      try {
        const started = await Promise.all([1, 2, 3].map(() => startAndAuthorize('/api/auth/google/login')));
        const results = await Promise.all(started.map((s) => followCallback(s.callback, s.cookie)));
        const ids = await Promise.all(results.map(async (url) => (await me(tokensOf(url).token)).userId));
        expect(new Set(ids).size).toBe(1);
      } finally {
        mock.service.off('beforeUserinfo', handler);
      }
      const links = await server.database.db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, 'google'), eq(socialAccounts.providerUserId, sub)));
      expect(links).toHaveLength(1);
      if (withEmail) {
        const rows = await server.database.db.select().from(users).where(eq(users.email, email));
        expect(rows).toHaveLength(1);
      }
    },
  );
});

describe('connect', () => {
  it('links the provider to the signed-in user, who can then sign in with it', async () => {
    const account = await passwordAccount();
    const sub = uniqueSub();
    // Another address at the provider: connecting does not depend on the email.
    const connected = await socialSignIn(
      { sub, email: uniqueEmail(), email_verified: true },
      `/api/auth/google/connect?token=${encodeURIComponent(account.token!)}`,
    );
    expect((await me(tokensOf(connected).token)).userId).toBe(account.userId);
    const later = await socialSignIn({ sub });
    expect((await me(tokensOf(later).token)).userId).toBe(account.userId);

    // The bearer header works too, and connecting the same account again is harmless.
    const again = await socialSignIn({ sub }, '/api/auth/google/connect', {
      authorization: `Bearer ${account.token}`,
    });
    expect((await me(tokensOf(again).token)).userId).toBe(account.userId);
  });

  it('refuses a provider account already linked to someone else', async () => {
    const sub = uniqueSub();
    const owner = await me(tokensOf(await socialSignIn({ sub })).token);
    const other = await passwordAccount();
    const refused = await socialSignIn({ sub }, `/api/auth/google/connect?token=${other.token}`);
    expect(refused.searchParams.get('error')).toBe(SOCIAL_MESSAGES.linkedToAnother('Google'));
    expect(refused.searchParams.get('token')).toBeNull();
    const links = await server.database.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, 'google'), eq(socialAccounts.providerUserId, sub)));
    expect(links.map((l) => l.userId)).toEqual([owner.userId]);
  });
});

describe('Apple (identity from the id_token, form_post)', () => {
  function nextIdToken(claims: Claims) {
    const handler = (token: MutableToken) => {
      if (token.payload.aud !== APPLE_CLIENT) return; // the access token
      Object.assign(token.payload, claims);
      mock.service.off('beforeTokenSigning', handler);
    };
    mock.service.on('beforeTokenSigning', handler);
  }

  it('asks without PKCE and with form_post, and reads the id_token', async () => {
    const start = await server.fetch('/api/auth/apple/signup', { redirect: 'manual' });
    const url = new URL(start.headers.get('location')!);
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('name email');
    expect(url.searchParams.get('code_challenge')).toBeNull();

    const sub = `apple.${uniqueSub()}`;
    const email = uniqueEmail();
    nextIdToken({ sub, email, email_verified: 'true' });
    const { callback, cookie } = await startAndAuthorize('/api/auth/apple/signup');
    // Apple POSTs the code, the state and, the first time only, the user's name.
    const fields = new URL(callback, PUBLIC_URL).searchParams;
    fields.set('user', JSON.stringify({ name: { firstName: 'Tim', lastName: 'Cook' }, email }));
    const response = await server.fetch('/api/auth/apple/callback', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: fields.toString(),
    });
    expect(response.status).toBe(302);
    const user = await me(tokensOf(new URL(response.headers.get('location')!)).token);
    expect(user).toMatchObject({
      firstName: 'Tim',
      lastName: 'Cook',
      name: 'Tim Cook',
      verifiedEmailAddress: email,
    });
    const [link] = await server.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, user.userId));
    expect(link).toMatchObject({ provider: 'apple', providerUserId: sub });
  });

  it('refuses an id_token issued to another client', async () => {
    const handler = (token: MutableToken) => {
      if (token.payload.aud !== APPLE_CLIENT) return;
      token.payload.aud = 'someone-else';
      mock.service.off('beforeTokenSigning', handler);
    };
    mock.service.on('beforeTokenSigning', handler);
    const { callback, cookie } = await startAndAuthorize('/api/auth/apple/login');
    expect((await followCallback(callback, cookie)).searchParams.get('error')).toBe(
      SOCIAL_MESSAGES.providerFailed('Apple'),
    );
  });
});

describe('limits', () => {
  it('expires a state after 10 minutes', async () => {
    const clock = fixedClock(new Date());
    const timed = await startTestServer({ clock, env: providerEnv(mock.issuer.url!) });
    try {
      const start = await timed.fetch('/api/auth/google/login', { redirect: 'manual' });
      const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
      const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
      clock.advance(10 * 60 * 1000 + 1);
      const callback = await timed.fetch(ours(authorize.headers.get('location')!), {
        redirect: 'manual',
        headers: { cookie },
      });
      const processUrl = new URL(callback.headers.get('location')!);
      expect(processUrl.searchParams.get('error')).toBe(SOCIAL_MESSAGES.stateInvalid);
    } finally {
      await timed.close();
    }
  });

  it('rate-limits starting sign-ins per address', async () => {
    const limited = await startTestServer({ env: providerEnv(mock.issuer.url!) });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 61 }, () =>
          limited.fetch('/api/auth/google/login', { redirect: 'manual' }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 302)).toHaveLength(60);
      const refused = await limited.fetch('/api/auth/google/login', { redirect: 'manual' });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ErrorBody).error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
