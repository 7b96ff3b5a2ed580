import {
  DEV_OUTBOX_API,
  EMAIL_SUBSCRIPTION_LABELS,
  EMAIL_UNSUBSCRIBE_API,
  EMAIL_UNSUBSCRIBE_MESSAGES as U,
  NOTIFICATION_PATHS,
  type OutboxEntry,
} from '@repclub/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../platform/errors';
import type { MessagingService } from './messaging.service';

const query = z.object({
  to: z.string().trim().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A request that passed through a proxy: a reverse proxy on the same host connects from loopback, so the
 * socket alone cannot tell a local caller from the whole internet (docs/decisions/041).
 */
function cameThroughProxy(headers: Record<string, unknown>): boolean {
  return Object.keys(headers).some(
    (name) => name === 'forwarded' || name.startsWith('x-forwarded-') || name === 'via',
  );
}

/**
 * GET /api/dev/outbox?to=ADDRESS: the mail and texts kept instead of sent, newest first, with the code,
 * token or link each carries. Served only with OUTBOX on, to loopback callers whose
 * request carries no forwarding header (Forwarded, X-Forwarded-*, Via).
 */
const unsubscribeBody = z.object({
  token: z.string().max(1000).optional(),
  /** false (the default) turns the subscription off; true turns it on again (the page's undo). */
  subscribed: z.boolean().optional(),
});

export async function messagingRoutes(app: FastifyInstance, { messaging }: { messaging: MessagingService }) {
  // RFC 8058 one-click unsubscribe: mail clients POST the form `List-Unsubscribe=One-Click` (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, {}),
  );

  /**
   * POST /api/email/unsubscribe { token, subscribed? }, or ?token= with the one-click form: the link of a
   * non-transactional e-mail turns its subscription off, without signing in (docs/decisions/078). Answers the
   * subscription and its new state; a token that is not ours answers 400, one whose account is gone 404.
   */
  app.post(EMAIL_UNSUBSCRIBE_API, async (request) => {
    const body = unsubscribeBody.safeParse(request.body ?? {});
    const queryToken = (request.query as Record<string, unknown> | undefined)?.token;
    if (!body.success) throw new DomainError('BAD_USER_INPUT', U.invalidLink);
    const token = body.data.token ?? (typeof queryToken === 'string' ? queryToken : undefined);
    const outcome = await messaging.applyUnsubscribe(token, body.data.subscribed ?? false);
    if (outcome === null) throw new DomainError('BAD_USER_INPUT', U.invalidLink);
    if (outcome === 'gone') throw new DomainError('NOT_FOUND', U.noLongerValid);
    const { label } = EMAIL_SUBSCRIPTION_LABELS[outcome.claim.subscription];
    return {
      subscription: outcome.claim.subscription,
      label,
      subscribed: outcome.subscribed,
      message: outcome.subscribed ? U.resubscribed(label) : U.unsubscribed(label),
    };
  });

  /**
   * GET on the List-Unsubscribe address (a mail client without one-click opens it in a browser, RFC 8058 §3.2):
   * 303 to the unsubscribe page with the same token, which asks before it changes anything (a GET never does).
   */
  app.get(EMAIL_UNSUBSCRIBE_API, async (request, reply) => {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    const search = typeof token === 'string' && token !== '' ? `?token=${encodeURIComponent(token)}` : '';
    return reply.redirect(`${NOTIFICATION_PATHS.unsubscribe}${search}`, 303);
  });

  app.get(DEV_OUTBOX_API, async (request): Promise<OutboxEntry[]> => {
    if (
      !messaging.outboxEnabled ||
      !LOOPBACK.test(request.socket.remoteAddress ?? '') ||
      cameThroughProxy(request.headers)
    ) {
      throw new DomainError('NOT_FOUND', `No route for GET ${DEV_OUTBOX_API}.`);
    }
    const parsed = query.safeParse(request.query);
    if (!parsed.success) throw new DomainError('BAD_USER_INPUT', 'Invalid outbox query.');
    const to = parsed.data.to?.includes('@') ? parsed.data.to.toLowerCase() : parsed.data.to;
    const messages = await messaging.outbox({
      ...(to ? { to } : {}),
      ...(parsed.data.limit ? { limit: parsed.data.limit } : {}),
    });
    return messages.map((m) => ({
      id: m.id,
      channel: m.channel,
      to: m.to,
      subject: m.subject,
      text: m.text,
      code: m.meta.code ?? null,
      token: m.meta.token ?? null,
      link: m.meta.link ?? null,
      category: m.meta.category ?? null,
      unsubscribe: m.meta.unsubscribe ?? null,
      createdAt: m.createdAt.toISOString(),
    }));
  });
}
