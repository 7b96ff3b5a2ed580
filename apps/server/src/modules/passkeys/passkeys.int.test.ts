import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { DECIDED_MESSAGES, MESSAGES, PASSKEY_MESSAGES } from '@repclub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import {
  type AuthInfo,
  type ErrorBody,
  signUpPayload,
  startTestServer,
  type TestServer,
} from '../../test/server';
import { passkeyCredentials } from './passkeys.tables';
import { PASSKEY_CHALLENGE_TTL_MS } from './passkeys.service';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '../../test/webauthn-authenticator';

type Summary = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  deviceType: string | null;
  backedUp: boolean;
  transports: string[];
};
type Options<T> = { options: T; token: string };

const ORIGIN = 'http://repclub.test';
const RP_ID = 'repclub.test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PATHS = {
  registerOptions: '/api/auth/passkey/register/options',
  register: '/api/auth/passkey/register',
  loginOptions: '/api/auth/passkey/login/options',
  login: '/api/auth/passkey/login',
};
const LIST = '{ passkeyCredentials { id name createdAt lastUsedAt deviceType backedUp transports } }';
const DELETE = 'mutation ($id: ID!) { deletePasskey(id: $id) }';

type User = { token: string; userId: string; email: string; auth: Record<string, string> };

// Distinct phone numbers within this file (signUpPayload's may repeat under load).
let phoneBase = Math.floor(Math.random() * 9_000);

/** A signed-up user who completed the emailed code: a bearer token. */
async function signedUp(server: TestServer): Promise<User> {
  phoneBase += 1;
  const payload = signUpPayload({ phoneNumber: `+1213555${1_000 + (phoneBase % 9_000)}` });
  const email = String(payload.userName);
  const registered = await server.post<AuthInfo>('/api/auth/password/register', payload);
  expect(registered.status).toBe(201);
  const [mail] = await server.outbox(email);
  const verified = await server.post<AuthInfo>('/api/auth/password/verify-otp', {
    refreshToken: registered.body.refreshToken,
    otp: mail?.code,
    purpose: 'VerifySignIn',
  });
  expect(verified.status).toBe(200);
  const token = verified.body.token!;
  return {
    token,
    userId: verified.body.userId,
    email,
    auth: { authorization: `Bearer ${token}` },
  };
}

function passkeyApi(server: TestServer) {
  return {
    registerOptions: (user: User, body: Record<string, unknown> = {}) =>
      server.post<Options<PublicKeyCredentialCreationOptionsJSON> & ErrorBody>(
        PATHS.registerOptions,
        body,
        user.auth,
      ),
    registerWith: (user: User, body: Record<string, unknown>) =>
      server.post<Summary & ErrorBody>(PATHS.register, body, user.auth),
    /** Options, then the authenticator's answer: the registered passkey. */
    async register(user: User, authenticator: SoftwareAuthenticator, extra: Record<string, unknown> = {}) {
      const { body } = await server.post<Options<PublicKeyCredentialCreationOptionsJSON>>(
        PATHS.registerOptions,
        {},
        user.auth,
      );
      return server.post<Summary & ErrorBody>(
        PATHS.register,
        { attestationResponse: authenticator.register(body.options), token: body.token, ...extra },
        user.auth,
      );
    },
    loginOptions: (body: Record<string, unknown> = {}) =>
      server.post<Options<PublicKeyCredentialRequestOptionsJSON> & ErrorBody>(PATHS.loginOptions, body),
    loginWith: (body: Record<string, unknown>) => server.post<AuthInfo & ErrorBody>(PATHS.login, body),
    async login(authenticator: SoftwareAuthenticator, userName?: string) {
      const { body } = await server.post<Options<PublicKeyCredentialRequestOptionsJSON>>(
        PATHS.loginOptions,
        userName ? { userName } : {},
      );
      return server.post<AuthInfo & ErrorBody>(PATHS.login, {
        assertionResponse: authenticator.login(body.options),
        token: body.token,
      });
    },
    list: (user: User) => server.graphql<{ passkeyCredentials: Summary[] }>(LIST, {}, user.auth),
    remove: (user: User, id: string) => server.graphql<{ deletePasskey: boolean }>(DELETE, { id }, user.auth),
  };
}

describe('passkeys', () => {
  let server: TestServer;
  let api: ReturnType<typeof passkeyApi>;
  beforeAll(async () => {
    server = await startTestServer();
    api = passkeyApi(server);
  });
  afterAll(() => server.close());

  describe('registration options', () => {
    it('need a signed-in user', async () => {
      const response = await server.post<ErrorBody>(PATHS.registerOptions, {});
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual({ code: 'AUTH_NOT_AUTHENTICATED', message: MESSAGES.unauthorized });
      const badToken = await server.post<ErrorBody>(
        PATHS.registerOptions,
        {},
        { authorization: 'Bearer x.y.z' },
      );
      expect(badToken.status).toBe(401);
    });

    it("answer creation options for the viewer's account and a challenge token", async () => {
      const user = await signedUp(server);
      const { status, body } = await api.registerOptions(user, { displayName: 'Ada L.' });
      expect(status).toBe(200);
      expect(body.token).toMatch(UUID);
      const { options } = body;
      expect(options.rp).toEqual({ id: RP_ID, name: 'RepClub' });
      // No userName: the verified email stands in (accounts §3).
      expect(options.user.name).toBe(user.email);
      expect(options.user.displayName).toBe('Ada L.');
      expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(user.userId);
      expect(options.authenticatorSelection).toMatchObject({
        residentKey: 'required',
        userVerification: 'preferred',
      });
      expect(options.excludeCredentials).toEqual([]);
      expect(options.attestation).toBe('none');
      expect(options.timeout).toBe(PASSKEY_CHALLENGE_TTL_MS);
      expect(options.pubKeyCredParams.map((p) => p.alg)).toContain(-7);
      expect(options.challenge.length).toBeGreaterThan(20);
    });

    it('use the userName and displayName given, and refuse over-long ones', async () => {
      const user = await signedUp(server);
      const given = await api.registerOptions(user, { userName: 'ada', displayName: 'Ada' });
      expect(given.body.options.user).toMatchObject({ name: 'ada', displayName: 'Ada' });
      const long = await api.registerOptions(user, { userName: 'a'.repeat(257) });
      expect(long.status).toBe(400);
      expect(long.body.error).toEqual({
        code: 'BAD_USER_INPUT',
        message: DECIDED_MESSAGES.userNameInvalid,
        field: 'userName',
      });
      const notText = await api.registerOptions(user, { displayName: 42 });
      expect(notText.status).toBe(400);
      expect(notText.body.error.message).toBe(DECIDED_MESSAGES.nameInvalid);
    });
  });

  describe('registration', () => {
    it('stores a verified passkey, lists it over GraphQL and excludes it from the next options', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      const { status, body } = await api.register(user, authenticator);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: authenticator.credentialId,
        lastUsedAt: null,
        deviceType: 'singleDevice',
        backedUp: false,
        transports: ['internal'],
      });
      expect(body.name).toMatch(/^Passkey [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

      const [row] = await server.database.db
        .select()
        .from(passkeyCredentials)
        .where(eq(passkeyCredentials.id, authenticator.credentialId));
      expect(row?.userId).toBe(user.userId);
      expect(row?.counter).toBe(1);
      expect(row?.publicKey).toBeInstanceOf(Uint8Array);
      expect(row!.publicKey.length).toBeGreaterThan(64);

      const listed = await api.list(user);
      expect(listed.body.errors).toBeUndefined();
      expect(listed.body.data?.passkeyCredentials).toEqual([body]);

      const next = await api.registerOptions(user);
      expect(next.body.options.excludeCredentials).toEqual([
        { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
      ]);
    });

    it('names passkeys after the date, uniquely, or as asked; synced passkeys say so', async () => {
      const user = await signedUp(server);
      const first = await api.register(user, createSoftwareAuthenticator({ origin: ORIGIN }));
      const second = await api.register(user, createSoftwareAuthenticator({ origin: ORIGIN, synced: true }));
      expect(second.body.name).toBe(`${first.body.name} (2)`);
      expect(second.body).toMatchObject({ deviceType: 'multiDevice', backedUp: true });
      const named = await api.register(user, createSoftwareAuthenticator({ origin: ORIGIN }), {
        name: '  Work laptop ',
      });
      expect(named.body.name).toBe('Work laptop');
      const tooLong = await api.register(user, createSoftwareAuthenticator({ origin: ORIGIN }), {
        name: 'x'.repeat(65),
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error).toEqual({
        code: 'BAD_USER_INPUT',
        message: PASSKEY_MESSAGES.nameInvalid,
        field: 'name',
      });
      const list = await api.list(user);
      expect(list.body.data?.passkeyCredentials.map((p) => p.name)).toEqual([
        first.body.name,
        second.body.name,
        'Work laptop',
      ]);
    });

    it('refuses a replayed challenge, also when two requests race with it', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      const { body } = await api.registerOptions(user);
      const request = { attestationResponse: authenticator.register(body.options), token: body.token };
      const [a, b] = await Promise.all([api.registerWith(user, request), api.registerWith(user, request)]);
      expect([a.status, b.status].sort()).toEqual([200, 400]);
      const replay = await api.registerWith(user, request);
      expect(replay.status).toBe(400);
      expect(replay.body.error).toEqual({ code: 'BAD_USER_INPUT', message: PASSKEY_MESSAGES.challengeUsed });
      expect((await api.list(user)).body.data?.passkeyCredentials).toHaveLength(1);
    });

    it('refuses a response made for another origin, and that spends the challenge', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      const { body } = await api.registerOptions(user);
      const wrong = await api.registerWith(user, {
        attestationResponse: authenticator.register(body.options, { origin: 'https://evil.example' }),
        token: body.token,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toEqual({ code: 'BAD_USER_INPUT', message: PASSKEY_MESSAGES.notVerified });
      const retry = await api.registerWith(user, {
        attestationResponse: authenticator.register(body.options),
        token: body.token,
      });
      expect(retry.body.error.message).toBe(PASSKEY_MESSAGES.challengeUsed);
      expect((await api.list(user)).body.data?.passkeyCredentials).toEqual([]);
    });

    it('refuses another challenge, another RP ID, a login response and a create type mismatch', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      for (const bend of [
        { challenge: 'c29tZXRoaW5nLWVsc2U' },
        { rpId: 'evil.example' },
        { type: 'webauthn.get' },
      ]) {
        const { body } = await api.registerOptions(user);
        const response = await api.registerWith(user, {
          attestationResponse: authenticator.register(body.options, bend),
          token: body.token,
        });
        expect(response.status, JSON.stringify(bend)).toBe(400);
        expect(response.body.error.message).toBe(PASSKEY_MESSAGES.notVerified);
      }
    });

    it("refuses another user's challenge without spending it", async () => {
      const owner = await signedUp(server);
      const other = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      const { body } = await api.registerOptions(owner);
      const request = { attestationResponse: authenticator.register(body.options), token: body.token };
      const stolen = await api.registerWith(other, request);
      expect(stolen.status).toBe(400);
      expect(stolen.body.error).toEqual({
        code: 'BAD_USER_INPUT',
        message: PASSKEY_MESSAGES.challengeInvalid,
      });
      expect((await api.registerWith(owner, request)).status).toBe(200);
    });

    it('refuses a login challenge, an unknown or malformed token and a malformed response', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      const creation = await api.registerOptions(user);
      const attestationResponse = authenticator.register(creation.body.options);
      const login = await api.loginOptions({ userName: user.email });
      for (const token of [login.body.token, '00000000-0000-4000-8000-000000000000', 'nonsense', '']) {
        const response = await api.registerWith(user, { attestationResponse, token });
        expect(response.status, token).toBe(400);
        expect(response.body.error.message, token).toBe(PASSKEY_MESSAGES.challengeInvalid);
      }
      const noToken = await api.registerWith(user, { attestationResponse });
      expect(noToken.body.error).toEqual({
        code: 'BAD_USER_INPUT',
        message: PASSKEY_MESSAGES.challengeInvalid,
        field: 'token',
      });
      for (const broken of [
        undefined,
        'text',
        { ...attestationResponse, response: undefined },
        { ...attestationResponse, type: 'password' },
        { ...attestationResponse, response: { ...attestationResponse.response, attestationObject: '%%' } },
      ]) {
        const response = await api.registerWith(user, {
          attestationResponse: broken,
          token: creation.body.token,
        });
        expect(response.status, JSON.stringify(broken)).toBe(400);
        expect(response.body.error.message).toBe(PASSKEY_MESSAGES.responseInvalid);
      }
      // The malformed requests did not spend the challenge.
      const ok = await api.registerWith(user, { attestationResponse, token: creation.body.token });
      expect(ok.status).toBe(200);
    });

    it('refuses the same authenticator twice', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      expect((await api.register(user, authenticator)).status).toBe(200);
      const again = await api.register(user, authenticator);
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({ code: 'CONFLICT', message: PASSKEY_MESSAGES.alreadyRegistered });
      const other = await signedUp(server);
      expect((await api.register(other, authenticator)).status).toBe(409);
    });

    it('needs a signed-in user', async () => {
      const response = await server.post<ErrorBody>(PATHS.register, { attestationResponse: {}, token: 'x' });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('AUTH_NOT_AUTHENTICATED');
    });
  });

  describe('login', () => {
    it('signs in with the passkey: a token that calls me, and the use recorded', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      await api.register(user, authenticator);

      const options = await api.loginOptions({ userName: user.email.toUpperCase() });
      expect(options.status).toBe(200);
      expect(options.body.token).toMatch(UUID);
      expect(options.body.options).toMatchObject({
        rpId: RP_ID,
        userVerification: 'preferred',
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        // Never the account's passkeys: a discoverable-credential login (decision 043).
        allowCredentials: [],
      });

      const { status, body } = await api.loginWith({
        assertionResponse: authenticator.login(options.body.options),
        token: options.body.token,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ userId: user.userId, email: user.email, requireOtp: false });
      expect(body.token).toBeTruthy();
      expect(body.refreshToken).toBeTruthy();

      const me = await server.graphql<{ me: { userId: string } }>(
        '{ me { userId } }',
        {},
        { authorization: `Bearer ${body.token}` },
      );
      expect(me.body.data?.me.userId).toBe(user.userId);

      const [listed] = (await api.list(user)).body.data!.passkeyCredentials;
      expect(listed?.lastUsedAt).not.toBeNull();
      const [row] = await server.database.db
        .select()
        .from(passkeyCredentials)
        .where(eq(passkeyCredentials.id, authenticator.credentialId));
      expect(row?.counter).toBe(2);
    });

    it('works without a userName (discoverable credential) and with the username', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      await api.register(user, authenticator);
      const options = await api.loginOptions({});
      expect(options.body.options.allowCredentials).toEqual([]);
      const response = await api.login(authenticator);
      expect(response.status).toBe(200);
      expect(response.body.userId).toBe(user.userId);
    });

    it('answers an unknown userName like a user without passkeys and a user with some', async () => {
      const unknown = await api.loginOptions({ userName: 'nobody@example.com' });
      const withoutPasskeys = await api.loginOptions({ userName: (await signedUp(server)).email });
      const holder = await signedUp(server);
      await api.register(holder, createSoftwareAuthenticator({ origin: ORIGIN }));
      const withPasskeys = await api.loginOptions({ userName: holder.email });
      for (const response of [unknown, withoutPasskeys, withPasskeys]) {
        expect(response.status).toBe(200);
        expect(response.body.token).toMatch(UUID);
        expect(Object.keys(response.body.options).sort()).toEqual(
          ['allowCredentials', 'challenge', 'rpId', 'timeout', 'userVerification'].sort(),
        );
        expect(response.body.options.allowCredentials).toEqual([]);
      }
    });

    it('refuses a replayed challenge, also when two logins race with it', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      await api.register(user, authenticator);
      const { body } = await api.loginOptions({ userName: user.email });
      const request = { assertionResponse: authenticator.login(body.options), token: body.token };
      const results = await Promise.all([api.loginWith(request), api.loginWith(request)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
      const replay = await api.loginWith(request);
      expect(replay.status).toBe(401);
      expect(replay.body.error).toEqual({
        code: 'AUTH_NOT_AUTHENTICATED',
        message: PASSKEY_MESSAGES.challengeUsed,
      });
    });

    it('refuses another origin, another RP ID, a forged signature and a registration challenge', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      await api.register(user, authenticator);
      const forger = createSoftwareAuthenticator({ origin: ORIGIN });
      for (const bend of [
        { origin: 'https://evil.example' },
        { rpId: 'evil.example' },
        { signWith: forger.keys.privateKey },
        { type: 'webauthn.create' },
      ]) {
        const { body } = await api.loginOptions({ userName: user.email });
        const response = await api.loginWith({
          assertionResponse: authenticator.login(body.options, bend),
          token: body.token,
        });
        expect(response.status).toBe(401);
        expect(response.body.error).toEqual({
          code: 'AUTH_NOT_AUTHENTICATED',
          message: PASSKEY_MESSAGES.notVerified,
        });
      }
      const creation = await api.registerOptions(user);
      const wrongPurpose = await api.loginWith({
        assertionResponse: authenticator.login({ challenge: creation.body.options.challenge, rpId: RP_ID }),
        token: creation.body.token,
      });
      expect(wrongPurpose.status).toBe(401);
      expect(wrongPurpose.body.error.message).toBe(PASSKEY_MESSAGES.challengeInvalid);
      // Nothing signed in meanwhile: the last use is still unset.
      expect((await api.list(user)).body.data?.passkeyCredentials[0]?.lastUsedAt).toBeNull();
    });

    it("refuses another user's passkey for options asked for one user, and a foreign user handle", async () => {
      const ada = await signedUp(server);
      const bob = await signedUp(server);
      const adaKey = createSoftwareAuthenticator({ origin: ORIGIN });
      const bobKey = createSoftwareAuthenticator({ origin: ORIGIN });
      await api.register(ada, adaKey);
      await api.register(bob, bobKey);
      const { body } = await api.loginOptions({ userName: ada.email });
      const response = await api.loginWith({
        assertionResponse: bobKey.login(body.options),
        token: body.token,
      });
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe(PASSKEY_MESSAGES.unknownCredential);

      const options = await api.loginOptions({});
      const assertion = adaKey.login(options.body.options);
      assertion.response.userHandle = Buffer.from(bob.userId).toString('base64url');
      const swapped = await api.loginWith({ assertionResponse: assertion, token: options.body.token });
      expect(swapped.status).toBe(401);
      expect(swapped.body.error.message).toBe(PASSKEY_MESSAGES.notVerified);
    });

    it('refuses a cloned authenticator whose counter goes backwards or stands still', async () => {
      const user = await signedUp(server);
      const original = createSoftwareAuthenticator({ origin: ORIGIN });
      await api.register(user, original);
      const clone = createSoftwareAuthenticator({ origin: ORIGIN, cloneOf: original });
      expect((await api.login(original, user.email)).status).toBe(200); // counter 2
      expect((await api.login(original, user.email)).status).toBe(200); // counter 3
      const backwards = await api.login(clone, user.email); // counter 2
      expect(backwards.status).toBe(401);
      expect(backwards.body.error).toEqual({
        code: 'AUTH_NOT_AUTHENTICATED',
        message: PASSKEY_MESSAGES.counterNotIncreased,
      });
      clone.signCount = 2;
      const same = await api.login(clone, user.email); // counter 3
      expect(same.body.error.message).toBe(PASSKEY_MESSAGES.counterNotIncreased);
      expect((await api.login(original, user.email)).status).toBe(200); // counter 4
    });

    it('lets only one of two racing assertions with the same counter through', async () => {
      const user = await signedUp(server);
      const original = createSoftwareAuthenticator({ origin: ORIGIN });
      await api.register(user, original);
      const clone = createSoftwareAuthenticator({ origin: ORIGIN, cloneOf: original });
      const [a, b] = await Promise.all([api.loginOptions({}), api.loginOptions({})]);
      const results = await Promise.all([
        api.loginWith({ assertionResponse: original.login(a.body.options), token: a.body.token }),
        api.loginWith({ assertionResponse: clone.login(b.body.options), token: b.body.token }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('accepts authenticators that always report a zero counter', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, counting: false });
      await api.register(user, authenticator);
      expect((await api.login(authenticator, user.email)).status).toBe(200);
      expect((await api.login(authenticator)).status).toBe(200);
    });

    it('refuses an unknown passkey, and a malformed request with 400', async () => {
      const stranger = createSoftwareAuthenticator({ origin: ORIGIN });
      const unknown = await api.login(stranger);
      expect(unknown.status).toBe(401);
      expect(unknown.body.error).toEqual({
        code: 'AUTH_NOT_AUTHENTICATED',
        message: PASSKEY_MESSAGES.unknownCredential,
      });
      const { body } = await api.loginOptions({});
      const malformed = await api.loginWith({ assertionResponse: { id: 'abc' }, token: body.token });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.message).toBe(PASSKEY_MESSAGES.responseInvalid);
      const badToken = await api.loginWith({ assertionResponse: stranger.login(body.options), token: 'x' });
      expect(badToken.status).toBe(401);
      expect(badToken.body.error.message).toBe(PASSKEY_MESSAGES.challengeInvalid);
    });
  });

  describe('listing and deleting', () => {
    it('need a signed-in user', async () => {
      const list = await server.graphql(LIST);
      expect(list.body.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
      const remove = await server.graphql(DELETE, { id: 'abc' });
      expect(remove.body.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    });

    it('keep users apart: another user neither sees nor deletes a passkey', async () => {
      const owner = await signedUp(server);
      const other = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      await api.register(owner, authenticator);
      expect((await api.list(other)).body.data?.passkeyCredentials).toEqual([]);
      const refused = await api.remove(other, authenticator.credentialId);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: PASSKEY_MESSAGES.notFound,
        extensions: { code: 'NOT_FOUND' },
      });
      expect((await api.list(owner)).body.data?.passkeyCredentials).toHaveLength(1);
      expect((await api.login(authenticator, owner.email)).status).toBe(200);
    });

    it('delete the passkey, after which it no longer signs in', async () => {
      const user = await signedUp(server);
      const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
      await api.register(user, authenticator);
      const removed = await api.remove(user, authenticator.credentialId);
      expect(removed.body).toEqual({ data: { deletePasskey: true } });
      expect((await api.list(user)).body.data?.passkeyCredentials).toEqual([]);
      const login = await api.login(authenticator, user.email);
      expect(login.status).toBe(401);
      expect(login.body.error.message).toBe(PASSKEY_MESSAGES.unknownCredential);
      const discoverable = await api.login(authenticator);
      expect(discoverable.body.error.message).toBe(PASSKEY_MESSAGES.unknownCredential);
      const again = await api.remove(user, authenticator.credentialId);
      expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});

describe('passkey challenges expire', () => {
  const clock = fixedClock('2026-03-04T12:00:00.000Z');
  let server: TestServer;
  let api: ReturnType<typeof passkeyApi>;
  beforeAll(async () => {
    server = await startTestServer({ clock });
    api = passkeyApi(server);
  });
  afterAll(() => server.close());

  it('after 5 minutes for registration', async () => {
    const user = await signedUp(server);
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
    const late = await api.registerOptions(user);
    const inTime = await api.registerOptions(user);
    clock.advance(PASSKEY_CHALLENGE_TTL_MS - 1);
    const ok = await api.registerWith(user, {
      attestationResponse: authenticator.register(inTime.body.options),
      token: inTime.body.token,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('Passkey Mar 4, 2026');
    clock.advance(1);
    const expired = await api.registerWith(user, {
      attestationResponse: createSoftwareAuthenticator({ origin: ORIGIN }).register(late.body.options),
      token: late.body.token,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: PASSKEY_MESSAGES.challengeExpired,
    });
  });

  it('after 5 minutes for login', async () => {
    const user = await signedUp(server);
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
    await api.register(user, authenticator);
    const { body } = await api.loginOptions({ userName: user.email });
    clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    const expired = await api.loginWith({
      assertionResponse: authenticator.login(body.options),
      token: body.token,
    });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toEqual({
      code: 'AUTH_NOT_AUTHENTICATED',
      message: PASSKEY_MESSAGES.challengeExpired,
    });
    const fresh = await api.login(authenticator, user.email);
    expect(fresh.status).toBe(200);
    const [listed] = (await api.list({ ...user, auth: { authorization: `Bearer ${fresh.body.token}` } })).body
      .data!.passkeyCredentials;
    expect(listed?.lastUsedAt).toBe(clock.now().toISOString());
  });
});
