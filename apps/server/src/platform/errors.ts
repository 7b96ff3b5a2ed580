/** The error codes every client sees: REST `error.code` and GraphQL `extensions.code`. */
export const ERROR_CODES = {
  AUTH_NOT_AUTHENTICATED: 401,
  AUTH_NOT_AUTHORIZED: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  QUERY_TOO_COMPLEX: 400,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The one error type for rules the server enforces. Services throw it; the HTTP layer and the GraphQL
 * layer translate it in one place each (see http/error-handler.ts and graphql/errors.ts).
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

export const notFound = (message = 'Not found.') => new DomainError('NOT_FOUND', message);
export const badInput = (message: string, details?: Record<string, unknown>) =>
  new DomainError('BAD_USER_INPUT', message, details);
