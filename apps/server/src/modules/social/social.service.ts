import { MESSAGES, SOCIAL_MESSAGES } from '@repclub/shared';
import { CodeChallengeMethod, generateCodeVerifier, OAuth2Client, type OAuth2Tokens } from 'arctic';
import type { Clock } from '../../platform/clock';
import type { Config, SocialProviderConfig, SocialProviderId } from '../../platform/config';
import { DomainError } from '../../platform/errors';
import type { RateLimiter, RateRule } from '../../platform/http/rate-limit';
import { uniqueViolation } from '../../platform/db/executor';
import {
  type AppleUser,
  canonicalProvider,
  exchangeCodeWithPost,
  fetchUserinfo,
  idTokenClaims,
  PROVIDER_PROFILES,
  type ProviderProfile,
  SOCIAL_ACTIONS,
  type SocialAction,
  type SocialIdentity,
} from './social.providers';
import type { SocialRepository } from './social.repository';
import {
  type AuthService,
  type RequestMeta,
  hashesEqual,
  randomToken,
  sha256,
  type SessionsService,
} from '../auth/auth.module';
import type { UserRow, UsersRepository } from '../users/users.module';

/** How long a started sign-in may take at the provider. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export const SOCIAL_RATE_RULES = {
  startPerIp: { name: 'social-start-ip', points: 60, durationSeconds: 60 },
} satisfies Record<string, RateRule>;

type Deps = {
  repo: SocialRepository;
  users: UsersRepository;
  auth: AuthService;
  sessions: SessionsService;
  rateLimiter: RateLimiter;
  config: Config;
  clock: Clock;
};

type Enabled = { id: SocialProviderId; settings: SocialProviderConfig; profile: ProviderProfile };

/** What the callback hands back: where the popup goes next. */
export type CallbackInput = {
  provider: string;
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  /** The state the start request left in this browser's cookie. */
  browserState?: string | undefined;
  /** Apple's first-time `user` form field (JSON). */
  user?: string | undefined;
};

export function socialService({ repo, users, auth, sessions, rateLimiter, config, clock }: Deps) {
  const redirectUri = (id: SocialProviderId) => `${config.publicUrl}/api/auth/${id}/callback`;
  const processUrl = (query: Record<string, string>) =>
    `${config.publicUrl}/auth/process?${new URLSearchParams(query).toString()}`;

  /** The providers whose settings are present: GET /api/auth/social-providers; the web shows only these. */
  const configured = (Object.keys(config.social) as SocialProviderId[]).filter((id) => config.social[id]);

  /** The configured provider behind a URL name (aliases included), or 404. */
  function enabled(name: string): Enabled {
    const id = canonicalProvider(name);
    const settings = id ? config.social[id] : undefined;
    if (!id || !settings) throw new DomainError('NOT_FOUND', SOCIAL_MESSAGES.unknownProvider);
    return { id, settings, profile: PROVIDER_PROFILES[id] };
  }

  function clientFor({ id, settings, profile }: Enabled) {
    return new OAuth2Client(
      settings.clientId,
      profile.clientAuth === 'basic' ? settings.clientSecret : null,
      redirectUri(id),
    );
  }

  async function exchange(provider: Enabled, code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const verifier = provider.profile.pkce ? codeVerifier : null;
    if (provider.profile.clientAuth === 'basic') {
      return clientFor(provider).validateAuthorizationCode(provider.settings.tokenUrl, code, verifier);
    }
    return exchangeCodeWithPost({
      tokenUrl: provider.settings.tokenUrl,
      clientId: provider.settings.clientId,
      clientSecret: provider.settings.clientSecret,
      redirectUri: redirectUri(provider.id),
      code,
      codeVerifier: verifier,
    });
  }

  async function identify(provider: Enabled, tokens: OAuth2Tokens, user?: string): Promise<SocialIdentity> {
    const { settings, profile } = provider;
    const claims = settings.userinfoUrl
      ? await fetchUserinfo(settings.userinfoUrl, tokens.accessToken())
      : idTokenClaims(tokens, settings.clientId, clock.now().getTime());
    let appleUser: AppleUser | undefined;
    try {
      appleUser = user ? (JSON.parse(user) as AppleUser) : undefined;
    } catch {
      appleUser = undefined;
    }
    const identity = profile.identity(claims, appleUser);
    if (!identity.providerUserId) throw new Error(`${provider.id} answered no user id`);
    return identity;
  }

  /** The user a login or sign-up lands on: the linked one, the one with the same verified email, or new. */
  async function findOrCreate(provider: Enabled, identity: SocialIdentity): Promise<UserRow> {
    const name = provider.profile.displayName;
    const linked = await repo.link(provider.id, identity.providerUserId);
    if (linked) return existingUser(linked.userId);

    const link = { provider: provider.id, providerUserId: identity.providerUserId, email: identity.email };
    if (identity.email) {
      const sameEmail = await users.byEmail(identity.email);
      if (sameEmail) {
        // Both sides must vouch for the address: the provider, and the account (so nobody can pre-register
        // someone else's address with a password and wait for its owner to sign in with a provider).
        if (!identity.emailVerified || !sameEmail.emailVerifiedAt) {
          throw new DomainError('CONFLICT', SOCIAL_MESSAGES.emailInUse(name));
        }
        const held = await repo.insertLink({ ...link, userId: sameEmail.id });
        return existingUser(held.userId);
      }
    }

    const now = clock.now();
    try {
      const result = await repo.createUserWithLink(
        {
          email: identity.email,
          emailVerifiedAt: identity.email && identity.emailVerified ? now : null,
          firstName: identity.firstName,
          lastName: identity.lastName,
          name: identity.name,
          createdAt: now,
          updatedAt: now,
        },
        link,
      );
      return result.created ? result.user : existingUser(result.existingUserId);
    } catch (err) {
      if (!uniqueViolation(err)) throw err;
      // A concurrent first sign-in of the same person created the user a moment ago.
      const raced = await repo.link(provider.id, identity.providerUserId);
      if (raced) return existingUser(raced.userId);
      throw new DomainError('CONFLICT', SOCIAL_MESSAGES.emailInUse(name));
    }
  }

  async function existingUser(userId: string): Promise<UserRow> {
    const user = await users.byId(userId);
    if (!user) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
    return user;
  }

  async function connect(provider: Enabled, identity: SocialIdentity, userId: string): Promise<UserRow> {
    const held = await repo.insertLink({
      provider: provider.id,
      providerUserId: identity.providerUserId,
      email: identity.email,
      userId,
    });
    if (held.userId !== userId) {
      throw new DomainError('CONFLICT', SOCIAL_MESSAGES.linkedToAnother(provider.profile.displayName));
    }
    return existingUser(userId);
  }

  return {
    providers: (): SocialProviderId[] => configured,
    /** The /auth/process URL that reports a failure to the popup's page. */
    errorUrl: (message: string) => processUrl({ error: message }),

    /**
     * GET /api/auth/:provider/:action: records the state and PKCE verifier and answers the provider's
     * authorization URL, and the state to bind to this browser. `connect` needs the caller's access token.
     */
    async start(input: {
      provider: string;
      action: string;
      accessToken: string | null;
      meta: RequestMeta;
    }): Promise<{ url: string; state: string }> {
      const provider = enabled(input.provider);
      if (!(SOCIAL_ACTIONS as readonly string[]).includes(input.action)) {
        throw new DomainError('NOT_FOUND', SOCIAL_MESSAGES.unknownAction);
      }
      const action = input.action as SocialAction;
      let userId: string | null = null;
      if (action === 'connect') {
        if (!input.accessToken) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
        const viewer = await sessions.authenticate(input.accessToken);
        if (viewer.impersonatorId)
          throw new DomainError('AUTH_NOT_AUTHORIZED', SOCIAL_MESSAGES.impersonating);
        userId = viewer.userId;
      }
      await rateLimiter.consume(SOCIAL_RATE_RULES.startPerIp, input.meta.ip);

      const now = clock.now();
      await repo.deleteExpiredStates(now);
      const state = randomToken();
      const codeVerifier = generateCodeVerifier();
      await repo.insertState({
        state: sha256(state),
        provider: provider.id,
        action,
        codeVerifier,
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
      });
      const client = clientFor(provider);
      const { authorizationUrl } = provider.settings;
      const url = provider.profile.pkce
        ? client.createAuthorizationURLWithPKCE(
            authorizationUrl,
            state,
            CodeChallengeMethod.S256,
            codeVerifier,
            provider.profile.scopes,
          )
        : client.createAuthorizationURL(authorizationUrl, state, provider.profile.scopes);
      for (const [key, value] of Object.entries(provider.profile.authParams ?? {})) {
        url.searchParams.set(key, value);
      }
      return { url: url.toString(), state };
    },

    /**
     * GET or POST /api/auth/:provider/callback: checks the single-use state, exchanges the code, finds,
     * links or creates the user, signs in, and answers the /auth/process URL with the tokens. Throws a
     * DomainError whose message the route sends to /auth/process?error=, since this runs in the popup.
     */
    async callback(input: CallbackInput, meta: RequestMeta): Promise<string> {
      const provider = enabled(input.provider);
      const name = provider.profile.displayName;
      if (!input.state) throw new DomainError('BAD_USER_INPUT', SOCIAL_MESSAGES.stateInvalid);
      // The state is spent whatever happens next, so a code cannot be tried twice.
      const row = await repo.takeState(sha256(input.state));
      const boundToBrowser =
        input.browserState !== undefined && hashesEqual(sha256(input.browserState), sha256(input.state));
      if (!row || row.provider !== provider.id || row.expiresAt <= clock.now() || !boundToBrowser) {
        throw new DomainError('BAD_USER_INPUT', SOCIAL_MESSAGES.stateInvalid);
      }
      if (input.error) {
        throw new DomainError(
          'AUTH_NOT_AUTHENTICATED',
          input.error === 'access_denied' || input.error === 'user_cancelled_authorize'
            ? SOCIAL_MESSAGES.cancelled(name)
            : SOCIAL_MESSAGES.providerRefused(name),
        );
      }
      if (!input.code) throw new DomainError('AUTH_NOT_AUTHENTICATED', SOCIAL_MESSAGES.providerRefused(name));

      let identity: SocialIdentity;
      try {
        identity = await identify(
          provider,
          await exchange(provider, input.code, row.codeVerifier),
          input.user,
        );
      } catch (err) {
        const failure = new DomainError('AUTH_NOT_AUTHENTICATED', SOCIAL_MESSAGES.providerFailed(name));
        failure.cause = err;
        throw failure;
      }

      const user =
        row.action === 'connect' && row.userId
          ? await connect(provider, identity, row.userId)
          : await findOrCreate(provider, identity);
      const info = await auth.signInAs(user, `social:${provider.id}`, meta);
      if (!info.token) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
      return processUrl({
        token: info.token,
        refresh_token: info.refreshToken,
        expires_in: String(info.expiresIn),
      });
    },
  };
}

export type SocialService = ReturnType<typeof socialService>;
