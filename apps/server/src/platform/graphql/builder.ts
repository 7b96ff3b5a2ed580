import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import type { RateRule } from '../http/rate-limit';
import type { Viewer } from '../viewer';
import type { Services } from '../../modules';

export type { Viewer };

export type GraphQLContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  /** Who is calling; null for visitors and for an invalid or expired token (see authError). */
  viewer: Viewer | null;
  /** Set when a bearer token was sent but is invalid, expired or revoked. */
  authError: DomainError | null;
  /** Rate limits of single fields (graphql/edge.ts); consume throws RATE_LIMITED. */
  limits: {
    consume: (rule: RateRule, key: string) => Promise<void>;
    fields: { searchUsers: RateRule };
  };
};

/** The context of a field that a scope admits only with a viewer. */
export type SignedInContext = GraphQLContext & { viewer: Viewer };

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  /**
   * account: any signed-in user, a deleted one too (to see and recover the account);
   * signedIn: a signed-in user whose account is not deleted; admin: an administrator.
   */
  AuthScopes: { account: boolean; signedIn: boolean; admin: boolean };
  /** Fields declared with t.withAuth({ signedIn: true }) (or account, admin) see a viewer that is not null. */
  AuthContexts: { account: SignedInContext; signedIn: SignedInContext; admin: SignedInContext };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      account: ctx.viewer !== null,
      signedIn: ctx.viewer !== null && !ctx.viewer.isDeleted,
      admin: ctx.viewer?.isAdmin === true && !ctx.viewer.isDeleted,
    }),
    // Refusals surface as a DomainError so they carry AUTH_NOT_AUTHENTICATED / AUTH_NOT_AUTHORIZED.
    unauthorizedError: (_parent, ctx) =>
      ctx.authError ??
      new DomainError(ctx.viewer ? 'AUTH_NOT_AUTHORIZED' : 'AUTH_NOT_AUTHENTICATED', 'Unauthorized'),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
  },
});

/** The viewer of a field guarded by authScopes where withAuth cannot narrow the context (shared connection types). */
export function viewerOf(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw ctx.authError ?? new DomainError('AUTH_NOT_AUTHENTICATED', 'Unauthorized');
  return ctx.viewer;
}

builder.queryType({});
builder.mutationType({});
