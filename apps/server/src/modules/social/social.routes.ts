import { AUTH_API_PATHS, DEFAULT_ERROR_MESSAGE, SOCIAL_AUTH_ROUTES } from '@repclub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors';
import { bearerToken, requestMeta } from '../../platform/http/viewer';
import { OAUTH_STATE_TTL_MS, type SocialService } from './social.service';

/** Binds a started sign-in to the browser that started it (RFC 6749 §10.12: no login CSRF). */
export const STATE_COOKIE = 'repclub_oauth_state';
const COOKIE_PATH = SOCIAL_AUTH_ROUTES.cookiePath;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * The state cookie. Over HTTPS it is SameSite=None so that Apple's form_post (a cross-site POST) carries
 * it; it holds only the state, which must match the one in the provider's answer.
 */
function stateCookie(publicUrl: string, value: string, maxAgeSeconds: number): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure; SameSite=None' : '; SameSite=Lax';
  return `${STATE_COOKIE}=${encodeURIComponent(value)}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly${secure}`;
}

/**
 * Social sign-in (accounts §2.5): the popup opens GET /api/auth/:provider/:action, goes through the
 * provider, comes back to /api/auth/:provider/callback and ends on /auth/process with the tokens.
 */
export async function socialRoutes(
  app: FastifyInstance,
  { social, publicUrl }: { social: SocialService; publicUrl: string },
) {
  // Apple answers with a form POST (response_mode=form_post); only these routes read such bodies.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  async function callback(request: FastifyRequest, reply: FastifyReply, fields: Record<string, unknown>) {
    const { provider } = request.params as { provider: string };
    reply.header('cache-control', 'no-store');
    reply.header('set-cookie', stateCookie(publicUrl, '', 0));
    let location: string;
    try {
      location = await social.callback(
        {
          provider,
          code: text(fields.code),
          state: text(fields.state),
          error: text(fields.error),
          user: text(fields.user),
          browserState: readCookie(request, STATE_COOKIE),
        },
        requestMeta(request),
      );
    } catch (err) {
      if (err instanceof DomainError) {
        if (err.cause)
          request.log.warn({ err: err.cause, provider }, 'social sign-in failed at the provider');
        location = social.errorUrl(err.message);
      } else {
        request.log.error({ err, provider }, 'social sign-in failed');
        location = social.errorUrl(DEFAULT_ERROR_MESSAGE);
      }
    }
    return reply.redirect(location, 302);
  }

  /** Which social sign-in providers are set up, so the web shows only their buttons (decision 043). */
  app.get(AUTH_API_PATHS.socialProviders, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { providers: social.providers() };
  });

  app.get(SOCIAL_AUTH_ROUTES.callback, (request, reply) =>
    callback(request, reply, (request.query ?? {}) as Record<string, unknown>),
  );
  app.post(SOCIAL_AUTH_ROUTES.callback, (request, reply) =>
    callback(request, reply, (request.body ?? {}) as Record<string, unknown>),
  );

  /**
   * Starts a sign-in. `connect` links the provider to the signed-in user: a popup cannot send headers, so
   * the access token may come as `?token=` (or as the usual bearer header).
   */
  app.get(SOCIAL_AUTH_ROUTES.start, async (request, reply) => {
    const { provider, action } = request.params as { provider: string; action: string };
    const query = (request.query ?? {}) as Record<string, unknown>;
    const { url, state } = await social.start({
      provider,
      action,
      accessToken: text(query.token) || bearerToken(request),
      meta: requestMeta(request),
    });
    reply.header('cache-control', 'no-store');
    reply.header('set-cookie', stateCookie(publicUrl, state, OAUTH_STATE_TTL_MS / 1000));
    return reply.redirect(url, 302);
  });
}
