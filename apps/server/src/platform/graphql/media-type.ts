import type { FastifyRequest } from 'fastify';

export const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

const decided = new WeakMap<FastifyRequest, boolean>();

/**
 * GraphQL over HTTP: whether the client asked for `application/graphql-response+json` at least as much as
 * for `application/json` (by the `q` weights of its Accept header). Without an Accept header, or with only
 * `application/json` or `*\/*`, the answer is `application/json` (the spec's legacy clients).
 */
export function wantsGraphQLResponse(request: FastifyRequest): boolean {
  const known = decided.get(request);
  if (known !== undefined) return known;
  const accept = request.headers.accept ?? '';
  let strict = -1;
  let json = -1;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (type === GRAPHQL_RESPONSE_TYPE) strict = Math.max(strict, q);
    else if (type === 'application/json') json = Math.max(json, q);
  }
  const result = strict >= 0 && strict >= json;
  decided.set(request, result);
  return result;
}
