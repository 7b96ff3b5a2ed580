import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badInput } from '../../platform/errors';
import type { LegalService } from './legal.service';

const params = z.object({
  kind: z.enum(['terms-of-service', 'privacy-policy']),
  version: z.coerce.number().int().positive(),
});

/** GET /api/legal/{terms-of-service|privacy-policy}/{version}: the stored HTML document. */
export async function legalRoutes(app: FastifyInstance, { legal }: { legal: LegalService }) {
  app.get('/api/legal/:kind/:version', async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw badInput('Unknown legal document.');
    const html = await legal.documentHtml(parsed.data.kind, parsed.data.version);
    // A published version never changes, so it can be cached for a day. The documents are public, so any
    // origin may read them (the Vite dev server, a mobile client).
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .send(html);
  });
}
