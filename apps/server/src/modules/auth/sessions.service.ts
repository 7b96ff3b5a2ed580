import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import type { Viewer } from '../../platform/viewer';
import { randomToken, sha256 } from './crypto';
import type { SessionRow, SessionsRepository } from './sessions.repository';
import type { UserRow } from '../users/users.module';

/** Lifetimes (docs/decisions/010-auth-tokens-and-limits.md). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
export const PENDING_SESSION_TTL_MS = 30 * 60 * 1000;
/** An administrator's session as another user ends after an hour (docs/decisions/012-account-lifecycle.md). */
export const IMPERSONATION_SESSION_MAX_AGE_MS = 60 * 60 * 1000;

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export type SessionMethod =
  'password' | 'phone' | 'passkey' | `social:${string}` | 'impersonation' | 'sign-up';

/** Who is calling (declared in platform/viewer.ts; re-exported for the importers not yet moved). */
export type { Viewer } from '../../platform/viewer';

export type IssuedTokens = {
  token: string | null;
  refreshToken: string;
  expiresIn: number;
  session: SessionRow;
};

type AccessClaims = { sub: string; sid: string; imp?: unknown; iat: number; exp: number; nbf?: number };

/** How many verified access tokens are remembered (about 300 bytes each). */
const VERIFIED_TOKENS_MAX = 10_000;

export function sessionsService(repo: SessionsRepository, secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  /**
   * Access tokens whose signature, header and claims jose accepted, by their exact text. Checking an HS256
   * signature through WebCrypto costs about 60 µs of CPU per request; a token seen again is answered from
   * here as long as jose's time checks still pass for it (they are re-run on every use), otherwise it goes
   * through jose again and is refused as before. Everything else jose checks depends on the text alone.
   */
  const verified = new Map<string, AccessClaims>();

  /** jose's checks of exp, nbf and iat with maxTokenAge (no clock tolerance), for claims it accepted once. */
  function stillValid(claims: AccessClaims): boolean {
    const now = Math.floor(clock.now().getTime() / 1000);
    const age = now - claims.iat;
    return (
      claims.exp > now &&
      (claims.nbf === undefined || claims.nbf <= now) &&
      age >= 0 &&
      age <= ACCESS_TOKEN_TTL_SECONDS
    );
  }

  /** The claims of a valid access token; throws AUTH_NOT_AUTHENTICATED otherwise. */
  async function verifiedClaims(token: string): Promise<AccessClaims> {
    const known = verified.get(token);
    if (known && stillValid(known)) return known;
    verified.delete(token);
    let claims: { sub?: string; sid?: unknown; imp?: unknown; iat?: number; exp?: number };
    try {
      ({ payload: claims } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: clock.now(),
        // A token without exp, or living longer than an access token may, is refused (decision 043).
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
      }));
      if (claims.exp! - claims.iat! > ACCESS_TOKEN_TTL_SECONDS) {
        throw new DomainError('AUTH_NOT_AUTHENTICATED', SESSION_EXPIRED_MESSAGE);
      }
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) {
        throw new DomainError('AUTH_NOT_AUTHENTICATED', SESSION_EXPIRED_MESSAGE);
      }
      throw err;
    }
    if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string') {
      throw new DomainError('AUTH_NOT_AUTHENTICATED', SESSION_EXPIRED_MESSAGE);
    }
    const accepted = claims as AccessClaims;
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, accepted);
    return accepted;
  }

  async function accessToken(session: SessionRow): Promise<string> {
    const now = Math.floor(clock.now().getTime() / 1000);
    const jwt = new SignJWT({
      sid: session.id,
      ...(session.impersonatorId ? { imp: session.impersonatorId } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(session.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS);
    return jwt.sign(key);
  }

  return {
    accessToken,

    /**
     * Opens a session. An `active` one gets an access token at once; a `pending_otp` one gets only its
     * refresh token, which serves to verify or resend the sign-in code.
     */
    async open(input: {
      user: UserRow;
      status: 'active' | 'pending_otp';
      method: SessionMethod;
      impersonatorId?: string | null;
      userAgent?: string | undefined;
      ip?: string | undefined;
    }): Promise<IssuedTokens> {
      const now = clock.now();
      const refreshToken = randomToken();
      const maxAge =
        input.status === 'pending_otp'
          ? PENDING_SESSION_TTL_MS
          : input.impersonatorId
            ? IMPERSONATION_SESSION_MAX_AGE_MS
            : SESSION_MAX_AGE_MS;
      const session = await repo.insert(
        {
          userId: input.user.id,
          status: input.status,
          method: input.method,
          impersonatorId: input.impersonatorId ?? null,
          userAgent: input.userAgent?.slice(0, 300) ?? null,
          ip: input.ip ?? null,
          createdAt: now,
          lastUsedAt: now,
          expiresAt: new Date(now.getTime() + maxAge),
        },
        {
          tokenHash: sha256(refreshToken),
          expiresAt: new Date(now.getTime() + Math.min(maxAge, REFRESH_TOKEN_TTL_MS)),
        },
      );
      return {
        token: input.status === 'active' ? await accessToken(session) : null,
        refreshToken,
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        session,
      };
    },

    /** The live session a refresh token belongs to, without spending it (for verify-otp and resend-otp). */
    async peek(refreshToken: string): Promise<SessionRow> {
      const found = await repo.byRefreshToken(sha256(refreshToken));
      const now = clock.now();
      if (
        !found ||
        found.token.usedAt ||
        found.token.expiresAt <= now ||
        found.session.status === 'revoked' ||
        found.session.expiresAt <= now
      ) {
        throw new DomainError('AUTH_NOT_AUTHENTICATED', SESSION_EXPIRED_MESSAGE);
      }
      return found.session;
    },

    /**
     * Rotates a refresh token: the old one is spent, a new one issued. Presenting a spent token means it
     * was stolen or replayed, so the whole session (the token family) is revoked.
     */
    async refresh(refreshToken: string): Promise<IssuedTokens> {
      const now = clock.now();
      const hash = sha256(refreshToken);
      const found = await repo.byRefreshToken(hash);
      if (!found) throw new DomainError('AUTH_NOT_AUTHENTICATED', SESSION_EXPIRED_MESSAGE);
      const { session, token } = found;
      if (token.usedAt) {
        await repo.revoke(session.id, 'refresh token reused', now);
        throw new DomainError('AUTH_NOT_AUTHENTICATED', SESSION_EXPIRED_MESSAGE);
      }
      if (session.status !== 'active' || session.expiresAt <= now || token.expiresAt <= now) {
        throw new DomainError('AUTH_NOT_AUTHENTICATED', SESSION_EXPIRED_MESSAGE);
      }
      const next = randomToken();
      const expiresAt = new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, session.expiresAt.getTime()));
      const rotated = await repo.rotate(hash, { tokenHash: sha256(next), expiresAt }, now);
      if (!rotated) {
        // A concurrent request spent it first: the same reuse rule applies.
        await repo.revoke(session.id, 'refresh token reused', now);
        throw new DomainError('AUTH_NOT_AUTHENTICATED', SESSION_EXPIRED_MESSAGE);
      }
      return {
        token: await accessToken(session),
        refreshToken: next,
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        session,
      };
    },

    /**
     * Marks a pending session active (after its sign-in code) and rotates its refresh token. The session
     * then lives as long as any other: its pending expiry (30 minutes) is replaced by the normal maximum age.
     */
    async complete(refreshToken: string): Promise<IssuedTokens> {
      const session = await this.peek(refreshToken);
      const maxAge = session.impersonatorId ? IMPERSONATION_SESSION_MAX_AGE_MS : SESSION_MAX_AGE_MS;
      await repo.activate(session.id, new Date(clock.now().getTime() + maxAge));
      return this.refresh(refreshToken);
    },

    revoke: (sessionId: string, reason: string) => repo.revoke(sessionId, reason, clock.now()),
    revokeAllForUser: (userId: string, reason: string, exceptSessionId?: string) =>
      repo.revokeAllForUser(userId, reason, clock.now(), exceptSessionId),

    /** Resolves a bearer token; throws AUTH_NOT_AUTHENTICATED when it is invalid, expired or revoked. */
    async authenticate(token: string): Promise<Viewer> {
      const claims = await verifiedClaims(token);
      const found = await repo.withUser(claims.sid);
      const now = clock.now();
      if (
        !found ||
        found.session.status !== 'active' ||
        found.session.expiresAt <= now ||
        found.user.id !== claims.sub
      ) {
        throw new DomainError('AUTH_NOT_AUTHENTICATED', SESSION_EXPIRED_MESSAGE);
      }
      return {
        userId: found.user.id,
        sessionId: found.session.id,
        isAdmin: found.user.role === 'ADMIN',
        isDeleted: found.user.deletedAt !== null,
        impersonatorId: found.session.impersonatorId,
        user: found.user,
      };
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
