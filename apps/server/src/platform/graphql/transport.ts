import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PersistedQueryProvider } from 'mercurius';
import { DomainError } from '../errors';

/** Said when the `query` of a request is not a string (`{"query":1}`). */
export const QUERY_NOT_STRING_MESSAGE = 'The query must be a string.';
/** Said when `operationName` is neither a string nor null. */
export const OPERATION_NAME_NOT_STRING_MESSAGE = 'The operationName must be a string.';
/** Said when `variables` is not a JSON object (nor null). */
export const VARIABLES_NOT_OBJECT_MESSAGE = 'The variables must be a JSON object.';
/** Said when `extensions` is not a JSON object (nor null). */
export const EXTENSIONS_NOT_OBJECT_MESSAGE = 'The extensions must be a JSON object.';
/** Said (with 415) for a POST that names no media type: its body cannot be read. */
export const CONTENT_TYPE_MISSING_MESSAGE =
  'A GraphQL POST needs a Content-Type header, such as application/json.';

/** The messages and codes Apollo's PersistedQueryLink (and urql's) recognise to retry with the full query. */
export const PERSISTED_QUERY_NOT_FOUND = {
  message: 'PersistedQueryNotFound',
  code: 'PERSISTED_QUERY_NOT_FOUND',
} as const;
export const PERSISTED_QUERY_NOT_SUPPORTED = {
  message: 'PersistedQueryNotSupported',
  code: 'PERSISTED_QUERY_NOT_SUPPORTED',
} as const;
export const PERSISTED_QUERY_MISMATCH_MESSAGE = 'The sha256Hash does not match the query.';

/** Mercurius' error codes for the refusals above and for a mutation sent by GET. */
export const MERCURIUS_CODES = {
  notFound: 'MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND',
  notSupported: 'MER_ERR_GQL_PERSISTED_QUERY_NOT_SUPPORTED',
  mismatch: 'MER_ERR_GQL_PERSISTED_QUERY_MISMATCH',
  methodNotAllowed: 'MER_ERR_METHOD_NOT_ALLOWED',
} as const;

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON text (a GET parameter) that is an object or null. */
const JSON_OBJECT_OR_NULL = /^\s*(\{|null\s*$)/;

function refuse(message: string): never {
  throw new DomainError('BAD_USER_INPUT', message);
}

/**
 * GraphQL over HTTP checks made before Fastify's schema validation (which would coerce `1` into `"1"`):
 *
 * - a POST without Content-Type is answered 415 (its body was never read, 9ABE);
 * - `query` and `operationName` are strings (or absent/null), `variables` and `extensions` JSON objects (or
 *   absent/null) — by POST as values, by GET as JSON texts; anything else is 400 BAD_USER_INPUT;
 * - a null `extensions` is an absent one.
 */
export async function checkGraphQLRequest(request: FastifyRequest) {
  if (request.method === 'POST') {
    if (!request.headers['content-type']) {
      throw Object.assign(new Error(CONTENT_TYPE_MISSING_MESSAGE), { statusCode: 415 });
    }
    const body = request.body as Record<string, unknown> | null | undefined;
    if (!isObject(body) || !body) return;
    if (body.extensions === null) delete body.extensions;
    if (body.query !== undefined && typeof body.query !== 'string') refuse(QUERY_NOT_STRING_MESSAGE);
    const { operationName, variables, extensions } = body;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
      refuse(OPERATION_NAME_NOT_STRING_MESSAGE);
    }
    if (variables !== undefined && variables !== null && !isObject(variables)) {
      refuse(VARIABLES_NOT_OBJECT_MESSAGE);
    }
    if (extensions !== undefined && !isObject(extensions)) refuse(EXTENSIONS_NOT_OBJECT_MESSAGE);
    return;
  }
  if (request.method === 'GET') {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query) return;
    for (const [name, message] of [
      ['query', QUERY_NOT_STRING_MESSAGE],
      ['operationName', OPERATION_NAME_NOT_STRING_MESSAGE],
    ] as const) {
      if (query[name] !== undefined && typeof query[name] !== 'string') refuse(message);
    }
    for (const [name, message] of [
      ['variables', VARIABLES_NOT_OBJECT_MESSAGE],
      ['extensions', EXTENSIONS_NOT_OBJECT_MESSAGE],
    ] as const) {
      const value = query[name];
      if (value === undefined) continue;
      if (typeof value !== 'string' || !JSON_OBJECT_OR_NULL.test(value)) refuse(message);
    }
  }
}

type PersistedBody = { query?: unknown; extensions?: object | null };

/** `extensions.persistedQuery`, when there is one. */
const persistedQueryOf = (body: PersistedBody) =>
  (body.extensions as { persistedQuery?: unknown } | null | undefined)?.persistedQuery;

/** The sha256Hash of an `extensions.persistedQuery` of version 1, or '' (Mercurius: not supported). */
function hashOf(body: PersistedBody): string {
  const persisted = persistedQueryOf(body) as { version?: unknown; sha256Hash?: unknown } | null | undefined;
  if (!isObject(persisted) || !persisted || persisted.version !== 1) return '';
  const hash = persisted.sha256Hash;
  return typeof hash === 'string' && /^[0-9a-f]{64}$/i.test(hash) ? hash.toLowerCase() : '';
}

/**
 * Automatic persisted queries (Apollo's APQ protocol, docs/decisions/116) for Mercurius'
 * `persistedQueryProvider`:
 *
 * - a request with `extensions.persistedQuery` `{ version: 1, sha256Hash }` and no `query` runs the stored
 *   query; an unknown hash answers `PersistedQueryNotFound` (PERSISTED_QUERY_NOT_FOUND) and the client retries
 *   with the query; another version or a malformed hash answers `PersistedQueryNotSupported`;
 * - a request with both stores the query under its hash once it was accepted (a refused document throws
 *   before Mercurius saves it), after checking that the hash is the query's (else BAD_USER_INPUT).
 *
 * The store is this process's memory, bounded by count and bytes. With several processes a hash another one
 * learnt costs one retry; nothing is shared through Redis (no correctness depends on it).
 */
export function automaticPersistedQueries(options: {
  maxEntries: number;
  maxBytes: number;
}): PersistedQueryProvider {
  const queries = new LRUCache<string, string>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (query, hash) => query.length + hash.length,
  });
  return {
    isPersistedQuery: (body: PersistedBody) =>
      (body.query === undefined || body.query === null || body.query === '') &&
      persistedQueryOf(body) !== undefined,
    isPersistedQueryRetry: (body: PersistedBody) =>
      typeof body.query === 'string' && body.query !== '' && persistedQueryOf(body) !== undefined,
    getHash: hashOf,
    getQueryFromHash: async (hash: string) => queries.get(hash),
    getHashForQuery: (query: string) => createHash('sha256').update(query, 'utf8').digest('hex'),
    saveQuery: async (hash: string, query: string) => {
      queries.set(hash, query);
    },
    notFoundError: PERSISTED_QUERY_NOT_FOUND.message,
    notSupportedError: PERSISTED_QUERY_NOT_SUPPORTED.message,
    mismatchError: PERSISTED_QUERY_MISMATCH_MESSAGE,
  };
}
