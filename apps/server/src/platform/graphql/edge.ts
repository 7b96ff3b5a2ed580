import {
  BOOKING_MESSAGES,
  CONTACTS_MESSAGES,
  EVENT_INVITE_MESSAGES,
  EVENT_MESSAGES,
  NOTIFICATIONS_MESSAGES,
  USER_INVITE_MESSAGES,
} from '@repclub/shared';
import type {
  GraphQLArgument,
  GraphQLField,
  GraphQLFieldResolver,
  GraphQLInputType,
  GraphQLSchema,
} from 'graphql';
import { notFound } from '../errors';
import type { GraphQLContext } from './builder';
import { graphql } from './runtime';
import { isUuid } from '../ids';

const { GraphQLID, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, defaultFieldResolver, isObjectType } =
  graphql;

/**
 * What a malformed id answers: what an unknown id answers (a malformed id names nothing; docs/decisions/037).
 * A query with a nullable answer (`booking`, `userInvite`) answers null; anything else NOT_FOUND with its
 * module's message, found by field coordinate, then by argument or input field name.
 */
const NOT_FOUND_MESSAGES: Record<string, string> = {
  eventId: EVENT_MESSAGES.eventNotFound,
  eventTicketId: EVENT_MESSAGES.ticketNotFound,
  userId: EVENT_MESSAGES.userNotFound,
  inviteId: USER_INVITE_MESSAGES.inviteNotFound,
  transactionId: BOOKING_MESSAGES.orderNotFound,
  ticketId: BOOKING_MESSAGES.ticketNotFound,
  contactId: CONTACTS_MESSAGES.contactNotFound,
  contactIds: CONTACTS_MESSAGES.contactNotFound,
  groupId: CONTACTS_MESSAGES.groupNotFound,
  invitationId: EVENT_INVITE_MESSAGES.invitationNotFound,
  'Mutation.acceptUserInvite.inviteId': USER_INVITE_MESSAGES.notAvailable,
  'Mutation.markNotificationRead.id': NOTIFICATIONS_MESSAGES.notFound,
};

/** ID arguments that are not UUIDs: a passkey is named by its WebAuthn credential id (base64url). */
const NOT_UUIDS = new Set(['Mutation.deletePasskey.id']);

/** Fields whose calls are counted apart, more tightly than GraphQL as a whole (per user, or per address). */
const FIELD_RATE_LIMITS: Record<string, keyof GraphQLContext['limits']['fields']> = {
  // The user directory: one page per call, so a tight limit stops listing it whole (finding F2).
  'Query.searchUsers': 'searchUsers',
};

/** A path from an argument's value to an ID inside it: property names, and '[]' for each list item. */
type IdPath = { steps: string[]; name: string };

function idPaths(type: GraphQLInputType, name: string, seen: Set<string>, steps: string[] = []): IdPath[] {
  if (type instanceof GraphQLNonNull) return idPaths(type.ofType, name, seen, steps);
  if (type instanceof GraphQLList) return idPaths(type.ofType, name, seen, [...steps, '[]']);
  if (type === GraphQLID) return [{ steps, name }];
  if (type instanceof GraphQLInputObjectType) {
    if (seen.has(type.name)) return [];
    const inner = new Set(seen).add(type.name);
    return Object.values(type.getFields()).flatMap((f) => idPaths(f.type, f.name, inner, [...steps, f.name]));
  }
  return [];
}

function valuesAt(value: unknown, steps: string[]): unknown[] {
  if (value === null || value === undefined) return [];
  const [step, ...rest] = steps;
  if (step === undefined) return [value];
  if (step === '[]') return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  return typeof value === 'object' ? valuesAt((value as Record<string, unknown>)[step], rest) : [];
}

function idChecks(coordinate: string, args: readonly GraphQLArgument[]) {
  return args
    .filter((arg) => !NOT_UUIDS.has(`${coordinate}.${arg.name}`))
    .flatMap((arg) =>
      idPaths(arg.type, arg.name, new Set()).map((path) => ({
        steps: [arg.name, ...path.steps],
        message: NOT_FOUND_MESSAGES[`${coordinate}.${arg.name}`] ?? NOT_FOUND_MESSAGES[path.name],
      })),
    );
}

/**
 * The edge every GraphQL field call passes before its resolver (and so before any query), added to the
 * built schema once:
 *
 * - every ID argument, and every ID inside an input object or list, must be a UUID; a malformed id is
 *   NOT_FOUND at once instead of reaching a uuid column (finding F10 c). New fields are covered because
 *   the check is found from the schema's types.
 * - fields listed in FIELD_RATE_LIMITS are counted per user (per address for visitors).
 */
export function guardFieldEdges(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, GraphQLContext>[]) {
      const coordinate = `${type.name}.${field.name}`;
      const checks = idChecks(coordinate, field.args);
      const limit = FIELD_RATE_LIMITS[coordinate];
      if (checks.length === 0 && !limit) continue;
      const resolve: GraphQLFieldResolver<unknown, GraphQLContext> = field.resolve ?? defaultFieldResolver;
      const nullWhenUnknown = type === schema.getQueryType() && !(field.type instanceof GraphQLNonNull);
      // A field with auth scopes refuses a visitor first (AUTH_NOT_AUTHENTICATED), whatever the ids.
      const needsViewer = Boolean(
        (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes,
      );
      field.resolve = async (root, args: Record<string, unknown>, ctx, info) => {
        if (needsViewer && !ctx.viewer) return resolve(root, args, ctx, info);
        for (const check of checks) {
          for (const value of valuesAt(args, check.steps)) {
            if (isUuid(value)) continue;
            if (nullWhenUnknown) return null;
            throw notFound(check.message);
          }
        }
        if (limit) {
          const key = ctx.viewer ? `user:${ctx.viewer.userId}` : `ip:${ctx.request.ip}`;
          await ctx.limits.consume(ctx.limits.fields[limit], key);
        }
        return resolve(root, args, ctx, info);
      };
    }
  }
  return schema;
}
