import { DEFAULT_ERROR_MESSAGE } from '@repclub/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, type ErrorCode } from '../errors';

/** The spec's default user message (accounts §8), used whenever the real cause must stay on the server. */
export const INTERNAL_ERROR_MESSAGE = DEFAULT_ERROR_MESSAGE;

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'AUTH_NOT_AUTHENTICATED',
  403: 'AUTH_NOT_AUTHORIZED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/**
 * The one place where REST errors become `{ "error": { "code", "message" } }` with the right status.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message, ...error.details } });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = STATUS_CODES[status];
    if (status < 500 && code) {
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE } });
  });
}
