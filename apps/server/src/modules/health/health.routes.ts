import { HEALTH_PATH } from '@repclub/shared';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../platform/errors';

/** GET /api/health: 200 {"status":"ok"} when the database answers (migrations ran before listen). */
export async function healthRoutes(app: FastifyInstance, { ping }: { ping: () => Promise<void> }) {
  app.get(HEALTH_PATH, async (request) => {
    try {
      await ping();
    } catch (err) {
      request.log.error({ err }, 'health check: the database does not answer');
      throw new DomainError('SERVICE_UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ok' };
  });
}
