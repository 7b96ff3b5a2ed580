import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import type { RateRule } from '../http/rate-limit';
import type { Services } from '../module';
import type { Viewer } from '../viewer';
import { graphql } from './runtime';

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
  Scalars: {
    /** Points amounts, balances and totals (64-bit in the ledger): whole numbers within ±(2^53 − 1). */
    SafeInt: { Input: number; Output: number | bigint };
  };
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

/**
 * Whole numbers beyond GraphQL's 32-bit Int, up to Number.MAX_SAFE_INTEGER (docs/decisions/117): sent as JSON
 * numbers, which every client reads exactly in that range (graphql-scalars' SafeInt). The ledger never lets a
 * balance leave that range, so a value outside it is a bug and an error, never a rounded number.
 */
builder.scalarType('SafeInt', {
  description:
    'A whole number between -(2^53 - 1) and 2^53 - 1, as a JSON number: points amounts, balances and totals.',
  serialize: (value) => {
    const number = typeof value === 'bigint' ? Number(value) : value;
    if (!Number.isSafeInteger(number) || BigInt(number) !== BigInt(value)) {
      throw new graphql.GraphQLError(`SafeInt cannot represent ${String(value)}.`);
    }
    return number;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw new graphql.GraphQLError('SafeInt must be a whole number between -(2^53 - 1) and 2^53 - 1.');
    }
    return value;
  },
  parseLiteral: (node) => {
    const value = node.kind === graphql.Kind.INT ? Number(node.value) : Number.NaN;
    if (!Number.isSafeInteger(value)) {
      throw new graphql.GraphQLError('SafeInt must be a whole number between -(2^53 - 1) and 2^53 - 1.');
    }
    return value;
  },
});

builder.queryType({});
builder.mutationType({});
