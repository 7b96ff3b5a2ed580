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
export async function messagingRoutes(app: FastifyInstance, { messaging }: { messaging: MessagingService }) {
  app.get('/api/dev/outbox', async (request) => {
    if (
      !messaging.outboxEnabled ||
      !LOOPBACK.test(request.socket.remoteAddress ?? '') ||
      cameThroughProxy(request.headers)
    ) {
      throw new DomainError('NOT_FOUND', `No route for GET /api/dev/outbox.`);
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
      createdAt: m.createdAt.toISOString(),
    }));
  });
}
