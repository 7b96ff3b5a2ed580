import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { Config } from '../config';
import { DomainError } from '../errors';
import { resolveViewer } from '../http/viewer';
import type { Services } from '../services';
import type { GraphQLContext } from './builder';
import { formatGraphQLErrors } from './errors';
import { queryLimitRules } from './limits';
import { schema } from './schema';

/** POST /api/graphql: Mercurius with its JIT, the Pothos schema, query limits and one error format. */
export async function registerGraphQL(app: FastifyInstance, config: Config, services: Services) {
  await app.register(mercurius, {
    schema,
    path: '/api/graphql',
    jit: 1,
    graphiql: config.env === 'development',
    validationRules: queryLimitRules(config.graphql),
    context: async (request, reply): Promise<GraphQLContext> => {
      try {
        const viewer = await resolveViewer(request, services.sessions);
        return { request, reply, services, viewer, authError: null };
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        // A bad token does not fail public fields; fields that need a viewer answer AUTH_NOT_AUTHENTICATED.
        return { request, reply, services, viewer: null, authError: err };
      }
    },
    errorFormatter: (execution, context) =>
      formatGraphQLErrors(execution, (context.reply?.log ?? context.app.log) as FastifyInstance['log']),
  });
}
