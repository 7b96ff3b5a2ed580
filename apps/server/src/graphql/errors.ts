import type { FastifyBaseLogger } from 'fastify';
import { type ExecutionResult, type FormattedExecutionResult, GraphQLError } from 'graphql';
import { DomainError } from '../errors';
import { INTERNAL_ERROR_MESSAGE } from '../http/error-handler';

type FormattedError = ReturnType<GraphQLError['toJSON']>;

/**
 * The one place where GraphQL errors become what clients see: every error carries `extensions.code`.
 * DomainErrors keep their code and message; validation and query-limit errors keep theirs; anything
 * unexpected is logged and answered with the generic message, never with internals.
 */
export function formatGraphQLErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[]; statusCode?: number },
  log: FastifyBaseLogger,
): { statusCode: number; response: FormattedExecutionResult } {
  const flat = execution.errors.flatMap((error) => {
    const nested = (error.originalError as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(nested) ? nested.map(toGraphQLError) : [error];
  });
  const errors = flat.map((error) => toClientError(error, log));
  const isRequestError =
    !execution.data &&
    flat.every((e) => e.originalError === undefined || isValidation(e) || isClientError(e));
  return {
    statusCode: execution.data ? 200 : isRequestError ? 400 : (execution.statusCode ?? 200),
    response: { data: execution.data ?? null, errors },
  };
}

function isValidation(error: GraphQLError) {
  const code = (error.originalError as { code?: unknown } | undefined)?.code;
  return code === 'MER_ERR_GQL_VALIDATION';
}

function isClientError(error: GraphQLError) {
  const status = (error.originalError as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function toGraphQLError(value: unknown): GraphQLError {
  if (value instanceof GraphQLError) return value;
  const message = value instanceof Error ? value.message : String(value);
  return new GraphQLError(message);
}

function toClientError(error: GraphQLError, log: FastifyBaseLogger): FormattedError {
  const original = error.originalError;
  if (original instanceof DomainError) {
    return withCode(error, original.message, original.code, original.details);
  }
  if (typeof error.extensions?.code === 'string' && !original) return error.toJSON();
  if (isClientError(error)) {
    // Errors Fastify raises before GraphQL runs, such as a body that is not valid JSON.
    return withCode(error, error.message, 'BAD_USER_INPUT');
  }
  if (!original || isValidation(error)) {
    const code = /^Variable "\$/.test(error.message) ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED';
    return withCode(error, error.message, code);
  }
  log.error({ err: original }, 'unexpected error in a GraphQL resolver');
  return withCode(error, INTERNAL_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR');
}

function withCode(error: GraphQLError, message: string, code: string, details?: Record<string, unknown>) {
  return new GraphQLError(message, {
    nodes: error.nodes,
    positions: error.positions,
    path: error.path,
    extensions: { ...details, code },
  }).toJSON();
}
