import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../graphql/schema';
import { IDENTITY_FIELDS, identityFieldOf } from './ids';
import { graphql } from './runtime';

const { getNamedType, isNonNullType, isObjectType } = graphql;

/**
 * Object types with a non-null `…Id` field that are not objects of their own: a part or a view of another object
 * in one context (the same id names another value elsewhere), or a result. Normalising them under that id would
 * merge what differs. A new type with such a field must get an `id` (ids.ts) or a line here.
 */
const NOT_IDENTITIES: Record<string, string> = {
  BookingItem: 'a line of one booking',
  ClubTeamMember: "a user's role in one club's team",
  CostResultItem: 'a line of one price quote',
  DeleteAchievementResult: 'the answer to one delete (the achievement may be gone)',
  EventEarnings: "an event's totals",
  EventGuest: "a user's place on one event's guest list",
  EventInvitationView: 'what one invitation link shows',
  EventInviteLink: 'a link, named by its text',
  EventTicketEarnings: "a ticket type's totals",
  EventTicketSummary: "a ticket type's counts",
  ManifestGuest: "the scanner's copy of a guest",
  ManifestGuestPass: "the scanner's copy of a guest pass",
  ManifestTicket: "the scanner's copy of a ticket",
  ManifestZoneScans: "one zone's scan counts",
  PromoterSales: "a promoter's sales for one event",
  QuestionAnswer: "one attendee's answer",
  RequestedPayoutInfo: "an event's payout figures",
  ScanSyncResult: 'the answer to one uploaded scan',
  ScannerManifest: "an event's manifest for one scanner",
};

const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType =>
    isObjectType(type) &&
    !type.name.startsWith('__') &&
    type !== schema.getQueryType() &&
    type !== schema.getMutationType(),
);

const idFields = (type: GraphQLObjectType) =>
  Object.values(type.getFields()).filter(
    (field) =>
      /Id$/.test(field.name) &&
      isNonNullType(field.type) &&
      ['ID', 'String'].includes(getNamedType(field.type).name),
  );

describe('stable ids for normalised caches (issue 21 item 16)', () => {
  it('gives every object type with an identity field an id: ID!', () => {
    const identities = objectTypes.filter((type) => identityFieldOf(type));
    expect(identities.length).toBeGreaterThan(20);
    for (const type of identities) {
      const id = type.getFields().id;
      expect(id, type.name).toBeDefined();
      expect(String(id!.type), type.name).toBe('ID!');
    }
    for (const name of ['Event', 'User', 'Ticket', 'EventTicket', 'Transaction', 'Booking', 'ClubPerson']) {
      expect(schema.getType(name)?.toString(), name).toBe(name);
      expect(String((schema.getType(name) as GraphQLObjectType).getFields().id?.type), name).toBe('ID!');
    }
  });

  it('names every identity field it maps, and that field exists', () => {
    for (const [typeName, fieldName] of Object.entries(IDENTITY_FIELDS)) {
      const type = schema.getType(typeName) as GraphQLObjectType | undefined;
      expect(type, typeName).toBeDefined();
      expect(type!.getFields()[fieldName], `${typeName}.${fieldName}`).toBeDefined();
    }
  });

  it('leaves no object type with a …Id field undecided: it has an id, or it is listed as not an identity', () => {
    const undecided = objectTypes
      .filter((type) => !type.getFields().id && idFields(type).length > 0)
      .map((type) => type.name)
      .filter((name) => !(name in NOT_IDENTITIES));
    expect(undecided).toEqual([]);
    for (const name of Object.keys(NOT_IDENTITIES)) {
      const type = schema.getType(name) as GraphQLObjectType | undefined;
      if (type) expect(type.getFields().id, name).toBeUndefined();
    }
  });
});
