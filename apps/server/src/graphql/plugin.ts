import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { Config } from '../config';
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
    context: (request, reply): Omit<GraphQLContext, 'viewer'> & { viewer: GraphQLContext['viewer'] } => ({
      request,
      reply,
      services,
      viewer: null,
    }),
    errorFormatter: (execution, context) =>
      formatGraphQLErrors(execution, (context.reply?.log ?? context.app.log) as FastifyInstance['log']),
  });
}
