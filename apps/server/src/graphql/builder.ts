import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import type { Services } from '../services';

/** Who is calling. Filled in by the auth module from the bearer token; null for visitors. */
export type Viewer = { userId: string; isAdmin: boolean };

export type GraphQLContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  viewer: Viewer | null;
};

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { signedIn: boolean; admin: boolean };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({ signedIn: ctx.viewer !== null, admin: ctx.viewer?.isAdmin === true }),
    // Refusals surface as a DomainError so they carry AUTH_NOT_AUTHENTICATED / AUTH_NOT_AUTHORIZED.
    unauthorizedError: (_parent, ctx) =>
      new DomainError(ctx.viewer ? 'AUTH_NOT_AUTHORIZED' : 'AUTH_NOT_AUTHENTICATED', 'Unauthorized'),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
  },
});

builder.queryType({});
