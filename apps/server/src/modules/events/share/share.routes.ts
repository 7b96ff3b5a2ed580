import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../../platform/errors';
import type { PageRoute } from '../../../platform/http/page-head';
import type { RateLimiter, RateRule } from '../../../platform/http/rate-limit';
import { resolveViewer } from '../../../platform/http/viewer';
import type { SessionsService } from '../../auth/auth.module';
import type { EventsService } from '../events.service';

type ShareDeps = {
  events: EventsService;
  sessions: SessionsService;
  rateLimiter: RateLimiter;
  rule: RateRule;
};

/** Shared links' reads per client address, counted as GraphQL's (GRAPHQL_RATE_LIMIT a minute). */
export const shareRateRule = (perMinute: number): RateRule => ({
  name: 'event-share-ip',
  points: perMinute,
  durationSeconds: 60,
});

/** A bad or expired token reads as a visitor here, as on GraphQL's public fields. */
async function viewerOrVisitor(request: FastifyRequest, sessions: SessionsService) {
  try {
    return await resolveViewer(request, sessions);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'AUTH_NOT_AUTHENTICATED') return null;
    throw err;
  }
}

/** GET /api/events/:slugOrId/calendar.ics: the event as an iCalendar file, as the caller may see it. */
export async function shareRoutes(app: FastifyInstance, { events, sessions, rateLimiter, rule }: ShareDeps) {
  app.get('/api/events/:slugOrId/calendar.ics', async (request, reply) => {
    await rateLimiter.consume(rule, request.ip);
    const viewer = await viewerOrVisitor(request, sessions);
    const { slugOrId } = request.params as { slugOrId: string };
    const file = await events.calendarFile(viewer, slugOrId);
    return (
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        // What it carries depends on who asks (a hidden address).
        .header('cache-control', 'private, no-cache')
        .send(file.body)
    );
  });
}

/**
 * /events/:slugOrId answers index.html with the event's link-preview meta tags for a visitor; over the rate
 * limit, the plain page (no database read), never an error page.
 */
export function eventPages({ events, rateLimiter, rule }: Omit<ShareDeps, 'sessions'>): PageRoute[] {
  return [
    {
      // A wildcard, not a parameter: a long path is still a page (parameters over 100 characters answer 414).
      path: '/events/*',
      meta: async (params, request) => {
        const key = params['*'] ?? '';
        // Deeper paths (/events/x/y) are other client routes.
        if (key.includes('/')) return null;
        try {
          await rateLimiter.consume(rule, request.ip);
        } catch (err) {
          if (err instanceof DomainError && err.code === 'RATE_LIMITED') return null;
          throw err;
        }
        return events.pageMeta(key);
      },
    },
  ];
}
