import { DEFAULT_ERROR_MESSAGE } from '@repclub/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, type ErrorCode } from '../errors';

/** The spec's default user message (accounts §8), used whenever the real cause must stay on the server. */
export const INTERNAL_ERROR_MESSAGE = DEFAULT_ERROR_MESSAGE;

/** Said when a multipart body cannot be read (a broken boundary, a part cut short). */
export const MALFORMED_MULTIPART_MESSAGE = 'The upload is not a valid multipart form.';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'AUTH_NOT_AUTHENTICATED',
  403: 'AUTH_NOT_AUTHORIZED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/** Errors busboy raises for a broken multipart body; they carry no status code. */
const MULTIPART_PARSE_ERROR = /multipart|boundary|part header|end of form|terminated early/i;

/**
 * The error code of a 4xx status: its own where it has one (401, 403, 404, 409, 429), BAD_USER_INPUT for
 * every other (400, 405, 406, 413 body too large, 414, 415 unsupported media type, 431, …).
 */
export function codeOfClientStatus(status: number): ErrorCode {
  return STATUS_CODES[status] ?? 'BAD_USER_INPUT';
}

function isMalformedMultipart(error: Error, request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  return (
    type.toLowerCase().startsWith('multipart/') &&
    typeof (error as FastifyError).statusCode !== 'number' &&
    MULTIPART_PARSE_ERROR.test(error.message)
  );
}

/**
 * The one place where REST errors become `{ "error": { "code", "message" } }` with the right status:
 * DomainErrors with theirs, every 4xx Fastify raises (a body that is not JSON, too large, of a type no
 * route reads) with its status, a broken multipart body with 400; anything else is logged and answered 500.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message, ...error.details } });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: codeOfClientStatus(status), message: error.message } });
    }
    if (isMalformedMultipart(error, request)) {
      return reply
        .status(400)
        .send({ error: { code: 'BAD_USER_INPUT', message: MALFORMED_MULTIPART_MESSAGE } });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE } });
  });
}
