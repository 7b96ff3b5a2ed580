import { OAuth2Tokens } from 'arctic';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { canonicalProvider, idTokenClaims, PROVIDER_PROFILES } from './social.providers';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: object) => `${b64({ alg: 'RS256' })}.${b64(claims)}.signature`;

describe('canonicalProvider', () => {
  it.each([
    ['google', 'google'],
    ['youtube', 'google'],
    ['YouTube', 'google'],
    ['facebook', 'facebook'],
    ['apple', 'apple'],
    ['amazon', 'amazon'],
    ['amazonmusic', 'amazon'],
    ['myspace', null],
    ['constructor', null],
    ['__proto__', null],
  ])('maps %s to %s', (name, expected) => {
    expect(canonicalProvider(name)).toBe(expected);
  });
});

describe('provider identities', () => {
  it('reads OIDC claims; email_verified counts only with an email', () => {
    expect(
      PROVIDER_PROFILES.google.identity({
        sub: '123',
        email: 'Ada@Example.com',
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
      }),
    ).toEqual({
      providerUserId: '123',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(PROVIDER_PROFILES.google.identity({ sub: '1', email_verified: true }).emailVerified).toBe(false);
    expect(
      PROVIDER_PROFILES.google.identity({ sub: '1', email: 'a@b.c', email_verified: 'false' }),
    ).toMatchObject({ emailVerified: false });
  });

  it("takes Apple's first-time user field and its string email_verified", () => {
    expect(
      PROVIDER_PROFILES.apple.identity(
        { sub: 'a.1', email: 'x@privaterelay.appleid.com', email_verified: 'true' },
        { name: { firstName: 'Tim', lastName: 'Cook' } },
      ),
    ).toEqual({
      providerUserId: 'a.1',
      email: 'x@privaterelay.appleid.com',
      emailVerified: true,
      name: 'Tim Cook',
      firstName: 'Tim',
      lastName: 'Cook',
    });
  });

  it('never trusts Facebook or Amazon emails as verified', () => {
    expect(
      PROVIDER_PROFILES.facebook.identity({ id: '99', name: 'Grace', email: 'g@example.com' }),
    ).toMatchObject({ providerUserId: '99', email: 'g@example.com', emailVerified: false, name: 'Grace' });
    expect(
      PROVIDER_PROFILES.amazon.identity({ user_id: 'amzn1.account.X', email: 'g@example.com', name: 'G' }),
    ).toMatchObject({ providerUserId: 'amzn1.account.X', emailVerified: false, name: 'G' });
  });
});

describe('idTokenClaims', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const tokens = (claims: object) => new OAuth2Tokens({ id_token: idToken(claims) });

  it('answers the claims for this client', () => {
    const claims = { sub: 's', aud: 'client', exp: now / 1000 + 60 };
    expect(idTokenClaims(tokens(claims), 'client', now)).toEqual(claims);
    expect(idTokenClaims(tokens({ ...claims, aud: ['other', 'client'] }), 'client', now).sub).toBe('s');
  });

  it('refuses another audience, an expired token and a missing one', () => {
    expect(() => idTokenClaims(tokens({ sub: 's', aud: 'other' }), 'client', now)).toThrow(/audience/);
    expect(() =>
      idTokenClaims(tokens({ sub: 's', aud: 'client', exp: now / 1000 - 3600 }), 'client', now),
    ).toThrow(/expired/);
    expect(() => idTokenClaims(new OAuth2Tokens({}), 'client', now)).toThrow();
  });
});

describe('social configuration', () => {
  it('leaves providers off without a client id and uses the real endpoints by default', () => {
    const config = loadConfig({ OAUTH_GOOGLE_CLIENT_ID: 'g', OAUTH_GOOGLE_CLIENT_SECRET: 's' });
    expect(config.social.facebook).toBeUndefined();
    expect(config.social.apple).toBeUndefined();
    expect(config.social.amazon).toBeUndefined();
    expect(config.social.google).toEqual({
      clientId: 'g',
      clientSecret: 's',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
    expect(
      loadConfig({ OAUTH_APPLE_CLIENT_ID: 'a', OAUTH_APPLE_CLIENT_SECRET: 's' }).social.apple?.userinfoUrl,
    ).toBeUndefined();
  });

  it('takes endpoint overrides', () => {
    const config = loadConfig({
      OAUTH_AMAZON_CLIENT_ID: 'a',
      OAUTH_AMAZON_CLIENT_SECRET: 's',
      OAUTH_AMAZON_AUTHORIZATION_URL: 'http://127.0.0.1:9000/authorize',
      OAUTH_AMAZON_TOKEN_URL: 'http://127.0.0.1:9000/token',
      OAUTH_AMAZON_USERINFO_URL: 'http://127.0.0.1:9000/userinfo',
    });
    expect(config.social.amazon).toMatchObject({
      authorizationUrl: 'http://127.0.0.1:9000/authorize',
      tokenUrl: 'http://127.0.0.1:9000/token',
      userinfoUrl: 'http://127.0.0.1:9000/userinfo',
    });
  });

  it('refuses a client id without its secret, and a bad endpoint URL', () => {
    expect(() => loadConfig({ OAUTH_FACEBOOK_CLIENT_ID: 'f' })).toThrow(ConfigError);
    expect(() => loadConfig({ OAUTH_FACEBOOK_CLIENT_ID: 'f' })).toThrow(
      /^Invalid configuration:\n {2}OAUTH_FACEBOOK_CLIENT_SECRET: /,
    );
    expect(() => loadConfig({ OAUTH_GOOGLE_TOKEN_URL: 'not a url' })).toThrow(
      /^Invalid configuration:\n {2}OAUTH_GOOGLE_TOKEN_URL: /,
    );
  });
});
