import { decodeIdToken, OAuth2Tokens } from 'arctic';
import type { SocialProviderId } from '../../platform/config';

/** The providers, in the order the spec lists them, and the names the client may use for them. */
export const SOCIAL_PROVIDERS: readonly SocialProviderId[] = ['google', 'facebook', 'apple', 'amazon'];

/** accounts §2.5: "the youtube option maps to provider google, amazonmusic to amazon". */
export const PROVIDER_ALIASES: Readonly<Record<string, SocialProviderId>> = {
  google: 'google',
  youtube: 'google',
  facebook: 'facebook',
  apple: 'apple',
  amazon: 'amazon',
  amazonmusic: 'amazon',
};

export const SOCIAL_ACTIONS = ['login', 'signup', 'connect'] as const;
export type SocialAction = (typeof SOCIAL_ACTIONS)[number];

/** Who the provider says the person is. */
export type SocialIdentity = {
  providerUserId: string;
  /** Lowercased. */
  email: string | null;
  /** Only true when the provider vouches for the address (OIDC `email_verified`). */
  emailVerified: boolean;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
};

type Claims = Record<string, unknown>;

export type ProviderProfile = {
  displayName: string;
  scopes: string[];
  /** PKCE (S256). Apple documents no PKCE support, so it relies on state and its client secret. */
  pkce: boolean;
  /**
   * How the client authenticates at the token endpoint: HTTP Basic (arctic's OAuth2Client), or
   * `client_id`/`client_secret` in the body (client_secret_post), which Apple and Facebook require.
   */
  clientAuth: 'basic' | 'post';
  /** Extra authorization request parameters. */
  authParams?: Record<string, string>;
  /** Reads the identity from the userinfo response or the id_token claims. */
  identity(claims: Claims, extra?: AppleUser): SocialIdentity;
};

/** Apple sends the name once, on the first authorization, as a `user` JSON form field. */
export type AppleUser = { name?: { firstName?: string; lastName?: string }; email?: string };

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const idOf = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const lower = (v: unknown) => str(v)?.toLowerCase() ?? null;
/** OIDC says boolean; Apple sends the strings "true" / "false". */
const truthy = (v: unknown) => v === true || v === 'true';
const joinName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

function oidcIdentity(claims: Claims): SocialIdentity {
  const firstName = str(claims.given_name);
  const lastName = str(claims.family_name);
  return {
    providerUserId: idOf(claims.sub),
    email: lower(claims.email),
    emailVerified: truthy(claims.email_verified) && lower(claims.email) !== null,
    name: str(claims.name) ?? joinName(firstName, lastName),
    firstName,
    lastName,
  };
}

export const PROVIDER_PROFILES: Readonly<Record<SocialProviderId, ProviderProfile>> = {
  google: {
    displayName: 'Google',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    clientAuth: 'basic',
    identity: oidcIdentity,
  },
  facebook: {
    displayName: 'Facebook',
    scopes: ['email', 'public_profile'],
    pkce: true,
    clientAuth: 'post',
    // Graph API says nothing about verification, so a Facebook address never links an existing account.
    identity: (c) => ({
      providerUserId: idOf(c.id),
      email: lower(c.email),
      emailVerified: false,
      name: str(c.name),
      firstName: str(c.first_name),
      lastName: str(c.last_name),
    }),
  },
  apple: {
    displayName: 'Apple',
    scopes: ['name', 'email'],
    pkce: false,
    clientAuth: 'post',
    // Apple requires form_post when name or email is asked for; the callback accepts GET and POST.
    authParams: { response_mode: 'form_post' },
    identity: (c, user) => {
      const base = oidcIdentity(c);
      const firstName = str(user?.name?.firstName) ?? base.firstName;
      const lastName = str(user?.name?.lastName) ?? base.lastName;
      return { ...base, firstName, lastName, name: base.name ?? joinName(firstName, lastName) };
    },
  },
  amazon: {
    displayName: 'Amazon',
    scopes: ['profile'],
    pkce: true,
    clientAuth: 'post',
    identity: (c) => ({
      providerUserId: idOf(c.user_id),
      email: lower(c.email),
      emailVerified: false,
      name: str(c.name),
      firstName: null,
      lastName: null,
    }),
  },
};

/** Resolves a provider name from the URL (aliases included); null when unknown. */
export function canonicalProvider(name: string): SocialProviderId | null {
  return Object.hasOwn(PROVIDER_ALIASES, name.toLowerCase())
    ? (PROVIDER_ALIASES[name.toLowerCase()] ?? null)
    : null;
}

/**
 * The claims of an id_token, without checking its signature: it was received over TLS straight from the
 * token endpoint (OIDC Core 3.1.3.7). Issuer-independent checks still apply: audience and expiry.
 */
export function idTokenClaims(tokens: OAuth2Tokens, clientId: string, nowMs: number): Claims {
  const claims = decodeIdToken(tokens.idToken()) as Claims;
  const aud = claims.aud;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(clientId)) throw new Error('id_token audience is not this client');
  if (typeof claims.exp === 'number' && claims.exp * 1000 < nowMs - 60_000) {
    throw new Error('id_token has expired');
  }
  return claims;
}

const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The authorization-code exchange with client_secret_post, for providers that do not take HTTP Basic.
 * Answers arctic's OAuth2Tokens, as OAuth2Client.validateAuthorizationCode does.
 */
export async function exchangeCodeWithPost(input: {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  code: string;
  codeVerifier: string | null;
}): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: input.clientId,
    client_secret: input.clientSecret,
  });
  if (input.codeVerifier) body.set('code_verifier', input.codeVerifier);
  const response = await fetch(input.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}: ${text.slice(0, 300)}`);
  const data: unknown = JSON.parse(text);
  if (typeof data !== 'object' || data === null) throw new Error('token endpoint answered no object');
  return new OAuth2Tokens(data);
}

/** GET the userinfo endpoint with the access token. */
export async function fetchUserinfo(url: string, accessToken: string): Promise<Claims> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`userinfo endpoint answered ${response.status}: ${text.slice(0, 300)}`);
  const data: unknown = JSON.parse(text);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('userinfo endpoint answered no object');
  }
  return data as Claims;
}
