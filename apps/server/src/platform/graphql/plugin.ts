import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema, ValidationRule } from 'graphql';
import mercurius from 'mercurius';
import type { Config } from '../config';
import { DomainError } from '../errors';
import type { RateLimiter, RateRule } from '../http/rate-limit';
import { resolveViewer } from '../http/viewer';
import type { Services } from '../module';
import type { GraphQLContext } from './builder';
import { documentGuard } from './document-guard';
import { formatGraphQLErrors } from './errors';
import { queryLimitRules } from './limits';
import { GRAPHQL_RESPONSE_TYPE, wantsGraphQLResponse } from './media-type';
import { hasMutation, PublicAnswerCache } from './public-cache';
import { graphql } from './runtime';
import { automaticPersistedQueries, checkGraphQLRequest } from './transport';
import { mediaUrls, rewriteMediaPaths } from '../media-urls';

export const GRAPHQL_PATH = '/api/graphql';

/** The GraphQL rate limits of a configuration: per address and per user for every request, one per field. */
export function graphQLRateRules(limits: Config['graphql']['rateLimit']) {
  return {
    perAddress: { name: 'graphql-ip', points: limits.perAddress, durationSeconds: 60 },
    perUser: { name: 'graphql-user', points: limits.perUser, durationSeconds: 60 },
    searchUsers: { name: 'graphql-search-users', points: limits.searchUsers, durationSeconds: 60 },
  } satisfies Record<string, RateRule>;
}

/**
 * POST (and GET) /api/graphql: Mercurius with its JIT, the Pothos schema, query limits and one error format.
 *
 * Hardening (issue 11, docs/decisions/036–039): a body limit for this route (GRAPHQL_BODY_LIMIT), a token
 * limit while parsing (GRAPHQL_MAX_TOKENS), a bounded cache of valid documents only (GRAPHQL_QUERY_CACHE),
 * introspection and suggestions off in production (GRAPHQL_INTROSPECTION), rate limits per address and per
 * user, and GraphQL over HTTP's media types and status codes. Visitors' answers to public listings are shared
 * for GRAPHQL_PUBLIC_CACHE_MS (public-cache.ts, docs/decisions/071). The schema comes from the app (graphql/schema.ts,
 * every module's types): platform imports no module.
 */
export async function registerGraphQL(
  app: FastifyInstance,
  config: Config,
  services: Services,
  rateLimiter: RateLimiter,
  schema: GraphQLSchema,
) {
  const limits = config.graphql;
  const rules = graphQLRateRules(limits.rateLimit);
  const validationRules: ValidationRule[] = [
    ...queryLimitRules(limits),
    ...(limits.introspection ? [] : [graphql.NoSchemaIntrospectionCustomRule]),
  ];
  const publicCache =
    limits.publicCacheMs > 0
      ? new PublicAnswerCache(schema, { ttlMs: limits.publicCacheMs, maxBytes: 16 * 1024 * 1024 })
      : null;
  const mutations = new WeakSet<FastifyRequest>();
  const responseType = (request: FastifyRequest) =>
    wantsGraphQLResponse(request)
      ? `${GRAPHQL_RESPONSE_TYPE}; charset=utf-8`
      : 'application/json; charset=utf-8';
  if (publicCache) {
    // A write outside GraphQL (a payment return, a sign-in) may change what visitors see.
    app.addHook('onResponse', (request, _reply, done) => {
      const method = request.method;
      if (
        method !== 'GET' &&
        method !== 'HEAD' &&
        method !== 'OPTIONS' &&
        !request.url.startsWith(GRAPHQL_PATH)
      ) {
        publicCache.invalidate();
      }
      done();
    });
  }
  const contextLimits: GraphQLContext['limits'] = {
    consume: (rule, key) => rateLimiter.consume(rule, key),
    fields: { searchUsers: rules.searchUsers },
  };

  /** Who is calling, resolved once; a bad token does not fail public fields (they see a visitor). */
  async function viewerOf(request: FastifyRequest) {
    try {
      return { viewer: await resolveViewer(request, services.sessions), authError: null };
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      // Fields that need a viewer answer this error (AUTH_NOT_AUTHENTICATED).
      return { viewer: null, authError: err };
    }
  }

  await app.register(mercurius, {
    schema,
    path: GRAPHQL_PATH,
    jit: 1,
    graphiql: config.env === 'development',
    validationRules,
    // Valid documents only: refused ones never reach Mercurius' cache of errors (document-guard.ts).
    cache: limits.queryCache > 0 ? limits.queryCache : false,
    graphql: { parseOptions: { maxTokens: limits.maxTokens } },
    // Apollo's automatic persisted queries, in this process's memory (transport.ts, docs/decisions/116).
    persistedQueryProvider: automaticPersistedQueries({ maxEntries: 1024, maxBytes: 4 * 1024 * 1024 }),
    additionalRouteOptions: {
      bodyLimit: limits.bodyLimit,
      // GraphQL over HTTP: 415 without Content-Type; `query`/`operationName` strings, `variables`/`extensions`
      // objects, else 400 (Mercurius would read a non-string query as a JSON AST); null `extensions` absent.
      preValidation: checkGraphQLRequest,
      // Rate limits before any parsing: per address, and per user for signed-in callers.
      // Then a visitor's shared answer, if there is one.
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        await rateLimiter.consume(rules.perAddress, request.ip);
        const { viewer } = await viewerOf(request);
        if (viewer) await rateLimiter.consume(rules.perUser, viewer.userId);
        if (publicCache?.lookUp(request, reply, responseType(request))) return reply;
      },
      // A callback hook, not an async one: no promise per request (docs/decisions/061).
      onSend: (request: FastifyRequest, reply, payload: unknown, done) => {
        if (wantsGraphQLResponse(request)) {
          reply.header('content-type', `${GRAPHQL_RESPONSE_TYPE}; charset=utf-8`);
        }
        if (publicCache) {
          if (mutations.has(request)) publicCache.invalidate();
          else publicCache.store(request, reply, payload);
        }
        done(null, payload);
      },
    },
    context: async (request, reply): Promise<GraphQLContext> => {
      const { viewer, authError } = await viewerOf(request);
      return { request, reply, services, viewer, authError, limits: contextLimits };
    },
    errorFormatter: (execution, context) =>
      formatGraphQLErrors(execution, {
        log: (context.reply?.log ?? context.app.log) as FastifyInstance['log'],
        reply: context.reply,
        suggestions: limits.introspection,
      }),
  });
  // Media paths become the CDN's URLs when MEDIA_PUBLIC_URL is set (docs/decisions/109); no work otherwise.
  const media = mediaUrls(config);
  if (media.hasCdn) {
    app.graphql.addHook('onResolution', async (execution) => {
      if (execution.data) rewriteMediaPaths(execution.data, media);
    });
  }
  app.graphql.addHook(
    'preValidation',
    documentGuard({ rules: validationRules, maxTokens: limits.maxTokens }),
  );
  if (publicCache) {
    app.graphql.addHook('preExecution', async (_schema, document, mercuriusContext) => {
      const context = mercuriusContext as unknown as GraphQLContext;
      const request = context.reply.request;
      if (hasMutation(document)) mutations.add(request);
      else
        publicCache.beforeExecution(request, document, context.viewer === null && context.authError === null);
    });
  }
}
