import type { GraphQLField, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { graphql } from './runtime';

const { GraphQLID, GraphQLNonNull, defaultFieldResolver, getNullableType, isNonNullType, isObjectType } =
  graphql;

/**
 * Object types whose identity field is not `<typeName>Id` (docs/decisions/116). A type with its own
 * `<typeName>Id` (Event.eventId, User.userId, Ticket.ticketId …) needs no entry.
 */
export const IDENTITY_FIELDS: Readonly<Record<string, string>> = {
  Booking: 'transactionId',
  ClubPerson: 'userId',
  ContactGroup: 'groupId',
  EventAttendee: 'attendeeId',
  EventComment: 'commentId',
  EventGroupMessage: 'messageId',
  EventInvitation: 'invitationId',
  EventPayout: 'payoutId',
  EventQuestion: 'questionId',
  EventRoleInvitation: 'invitationId',
  UserInvite: 'inviteId',
};

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** The field that names an object of this type, if it has one: IDENTITY_FIELDS, else a non-null `<typeName>Id`. */
export function identityFieldOf(type: GraphQLObjectType): GraphQLField<unknown, unknown> | undefined {
  const fields = type.getFields();
  const field = fields[IDENTITY_FIELDS[type.name] ?? `${lowerFirst(type.name)}Id`];
  if (!field || !isNonNullType(field.type)) return undefined;
  const named = getNullableType(field.type);
  return named === GraphQLID || named === graphql.GraphQLString ? field : undefined;
}

/**
 * Gives every object type that has an identity field an `id: ID!` with the same value (resolved by the
 * identity field's own resolver, authorisation included, or read from the same property), so Apollo Client's and urql's normalised caches key objects
 * without type policies. The old `<x>Id` fields stay. Done once on the built schema, so modules declare nothing.
 */
export function addStableIds(schema: GraphQLSchema): GraphQLSchema {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.has(type)) continue;
    const fields = type.getFields();
    if (fields.id) continue;
    const identity = identityFieldOf(type);
    if (!identity) continue;
    // An exposed field has no resolver of its own (the default one reads the field's name from the parent).
    const name = identity.name;
    const resolve =
      identity.resolve && identity.resolve !== defaultFieldResolver
        ? identity.resolve
        : (parent: unknown) => (parent as Record<string, unknown>)[name];
    const id: GraphQLField<unknown, unknown> = {
      ...identity,
      resolve,
      name: 'id',
      description: `Same as \`${identity.name}\` (for normalised client caches).`,
      type: new GraphQLNonNull(GraphQLID),
      args: [],
      deprecationReason: undefined,
      astNode: undefined,
    };
    // `id` goes where the schema's sorting (by code point) puts it; the other fields keep their order.
    const entries = Object.entries(fields);
    const at = entries.findIndex(([name]) => name > 'id');
    entries.splice(at === -1 ? entries.length : at, 0, ['id', id]);
    for (const name of Object.keys(fields)) delete fields[name];
    for (const [name, field] of entries) fields[name] = field;
  }
  return schema;
}
