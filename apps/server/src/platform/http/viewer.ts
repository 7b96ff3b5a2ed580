import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@repclub/shared';
import { DomainError } from '../errors';
import type { Viewer } from '../viewer';

/** What resolves a bearer token to its viewer: the auth module's sessions service. */
export type ViewerSessions = { authenticate(token: string): Promise<Viewer | null> };

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/**
 * Who is calling: null without a token; throws AUTH_NOT_AUTHENTICATED (HTTP 401) for an invalid, expired
 * or revoked one. Resolved once per request.
 */
export function resolveViewer(request: FastifyRequest, sessions: ViewerSessions): Promise<Viewer | null> {
  let pending = cache.get(request);
  if (!pending) {
    const token = bearerToken(request);
    pending = token ? sessions.authenticate(token) : Promise.resolve(null);
    cache.set(request, pending);
  }
  return pending;
}

/**
 * The viewer this request already resolved (null for none or a bad token), without authenticating;
 * undefined when nothing asked who was calling. For hooks that run after the handler.
 */
export function resolvedViewer(request: FastifyRequest): Promise<Viewer | null> | undefined {
  return cache.get(request)?.catch(() => null);
}

export async function requireViewer(request: FastifyRequest, sessions: ViewerSessions): Promise<Viewer> {
  const viewer = await resolveViewer(request, sessions);
  if (!viewer) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
  return viewer;
}

/** Request facts a service records: the client address and browser. */
export const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
