import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { ExecutionResult, FormattedExecutionResult, GraphQLError } from 'graphql';
import { DomainError } from '../errors';
import { codeOfClientStatus, INTERNAL_ERROR_MESSAGE } from '../http/error-handler';
import { wantsGraphQLResponse } from './media-type';
import { graphql } from './runtime';
import { MERCURIUS_CODES, PERSISTED_QUERY_NOT_FOUND, PERSISTED_QUERY_NOT_SUPPORTED } from './transport';

type FormattedError = ReturnType<GraphQLError['toJSON']>;

/** What the formatter needs to know about the request; Mercurius passes its context. */
export type FormatOptions = {
  log: FastifyBaseLogger;
  reply: FastifyReply | undefined;
  /** False in production unless GRAPHQL_INTROSPECTION=on: "Did you mean …" suggestions are removed. */
  suggestions: boolean;
};

/** A client error and the HTTP status it stands for. */
type Classified = { error: FormattedError; status: number; kind: 'graphql' | 'http' | 'execution' };

const TOKEN_LIMIT = /Document contains more that (\d+) tokens\. Parsing aborted\./;

/**
 * The one place where GraphQL errors become what clients see: every error carries `extensions.code`.
 *
 * - DomainErrors keep their code, message and details.
 * - GraphQL request errors (syntax, validation, query limits, variables of the wrong type: everything
 *   raised before execution) are the client's: GRAPHQL_VALIDATION_FAILED, QUERY_TOO_COMPLEX or
 *   BAD_USER_INPUT, never INTERNAL_SERVER_ERROR.
 * - Errors Fastify raises before GraphQL runs (a body that is not JSON, too large, of another type) are
 *   BAD_USER_INPUT with Fastify's 4xx status.
 * - Anything else is logged and answered with the generic message, never with internals.
 *
 * Status codes follow GraphQL over HTTP (docs/decisions/036): a request that was executed answers 200; a
 * GraphQL request error answers 200 under `application/json` and 400 under
 * `application/graphql-response+json`, and then has no `data` entry; an HTTP-level refusal keeps its own
 * status (400, 413, 415, 429).
 */
export function formatGraphQLErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[]; statusCode?: number },
  options: FormatOptions,
): { statusCode: number; response: FormattedExecutionResult } {
  const executed = 'data' in execution && execution.data !== undefined;
  const classified = execution.errors.flatMap((error) => classify(error, executed, options));
  const errors = classified.map((c) => c.error);
  if (!options.suggestions) for (const error of errors) withoutSuggestions(error);

  const retryAfter = classified
    .map((c) => (c.error.extensions as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds)
    .find((s) => typeof s === 'number');
  if (retryAfter !== undefined) options.reply?.header('retry-after', String(retryAfter));

  if (executed) return { statusCode: 200, response: { data: execution.data, errors } };
  const strict = options.reply ? wantsGraphQLResponse(options.reply.request) : false;
  const statuses = classified.map((c) => (c.kind === 'graphql' ? (strict ? 400 : 200) : c.status));
  const statusCode = statuses.some((s) => s >= 500) ? 500 : Math.max(...statuses, 200);
  return { statusCode, response: { errors } };
}

function classify(error: GraphQLError, executed: boolean, options: FormatOptions): Classified[] {
  const original = error.originalError as (Error & { code?: unknown; errors?: unknown }) | undefined;
  const transport = transportError(original, options);
  if (transport) return [transport];
  // Mercurius wraps the errors of a refused document (syntax, validation, variables) into one error.
  if (Array.isArray(original?.errors)) {
    return original.errors.map((inner) => requestError(toGraphQLError(inner)));
  }
  if (original instanceof DomainError) {
    return [
      {
        error: withCode(error, original.message, original.code, original.details),
        status: original.status,
        kind: executed ? 'execution' : 'http',
      },
    ];
  }
  if (!original && typeof error.extensions?.code === 'string') {
    return [{ error: error.toJSON(), status: 400, kind: executed ? 'execution' : 'graphql' }];
  }
  const status = (original as { statusCode?: unknown } | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Errors Fastify or Mercurius raise before GraphQL runs, such as a body that is not valid JSON.
    return [{ error: withCode(error, error.message, codeOfClientStatus(status)), status, kind: 'http' }];
  }
  if ((!original && !error.path) || (!executed && /^Variable "\$/.test(error.message))) {
    // A request error outside Mercurius' wrapper: variables the compiled query refused, or what graphql-js
    // says about the request itself (a subscription this schema does not have, an unknown operation name).
    return [requestError(error)];
  }
  options.log.error({ err: original ?? error }, 'unexpected error in a GraphQL resolver');
  return [
    { error: withCode(error, INTERNAL_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR'), status: 500, kind: 'http' },
  ];
}

/**
 * GraphQL over HTTP refusals Mercurius raises: a mutation by GET is 405 with `Allow: POST`; an unknown or
 * unsupported persisted query answers the message and code Apollo's PersistedQueryLink retries on, as a
 * request error (200 under application/json, 400 under application/graphql-response+json).
 */
function transportError(
  original: (Error & { code?: unknown }) | undefined,
  options: FormatOptions,
): Classified | null {
  const error = (message: string, errorCode: string) =>
    new graphql.GraphQLError(message, { extensions: { code: errorCode } }).toJSON();
  switch (original?.code) {
    case MERCURIUS_CODES.methodNotAllowed:
      options.reply?.header('allow', 'POST');
      return {
        error: error('Only queries can be sent by GET; send mutations by POST.', 'BAD_USER_INPUT'),
        status: 405,
        kind: 'http',
      };
    case MERCURIUS_CODES.notFound:
      // Mercurius says "Unknown query" with the same code for a request with neither query nor hash.
      if (original?.message !== PERSISTED_QUERY_NOT_FOUND.message) return null;
      return {
        error: error(PERSISTED_QUERY_NOT_FOUND.message, PERSISTED_QUERY_NOT_FOUND.code),
        status: 400,
        kind: 'graphql',
      };
    case MERCURIUS_CODES.notSupported:
      return {
        error: error(PERSISTED_QUERY_NOT_SUPPORTED.message, PERSISTED_QUERY_NOT_SUPPORTED.code),
        status: 400,
        kind: 'graphql',
      };
    default:
      return null;
  }
}

/** An error raised before execution: always the client's. */
function requestError(error: GraphQLError): Classified {
  const original = error.originalError;
  if (original instanceof DomainError) {
    return {
      error: withCode(error, original.message, original.code, original.details),
      status: original.status,
      kind: 'graphql',
    };
  }
  const code = error.extensions?.code;
  if (typeof code === 'string' && !original) return { error: error.toJSON(), status: 400, kind: 'graphql' };
  const tokens = TOKEN_LIMIT.exec(error.message);
  if (tokens) {
    const message = `Query token limit of ${tokens[1]} exceeded.`;
    return { error: withCode(error, message, 'QUERY_TOO_COMPLEX'), status: 400, kind: 'graphql' };
  }
  // Variables of the wrong type, or missing, are bad input; everything else failed validation.
  const isVariable = /^Variable "\$/.test(error.message);
  return {
    error: withCode(error, error.message, isVariable ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED'),
    status: 400,
    kind: 'graphql',
  };
}

function toGraphQLError(value: unknown): GraphQLError {
  // By name: graphql-js may be loaded twice (see runtime.ts), and an error of either copy is one.
  if (value instanceof Error && value.name === 'GraphQLError') return value as GraphQLError;
  const message = value instanceof Error ? value.message : String(value);
  return new graphql.GraphQLError(message, value instanceof Error ? { originalError: value } : {});
}

function withCode(error: GraphQLError, message: string, code: string, details?: Record<string, unknown>) {
  return new graphql.GraphQLError(message, {
    nodes: error.nodes,
    positions: error.positions,
    path: error.path,
    extensions: { ...details, code },
  }).toJSON();
}

/** Removes graphql-js' "Did you mean …?" hints, which name fields and types of the schema. */
function withoutSuggestions(error: FormattedError) {
  const trimmed = error.message.replace(/\s*Did you mean [^?]*\?/g, '');
  if (trimmed !== error.message) (error as { message: string }).message = trimmed;
}
