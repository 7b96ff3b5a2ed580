import { type Placeholder, type SQL, type SQLWrapper, and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { EventRow, QuestionRow, TicketTypeRow } from './events.rows';
import type { Db } from '../../platform/db/client';
import { type ClubSummary, clubReads } from '../clubs/clubs.module';
import { eventClubs, eventQuestions, eventRoles, eventTicketTypes, events } from './events.tables';

/** What the read functions run on: the database or the caller's open transaction (they only select). */
type Reader = Pick<Db, 'select'>;

/** The ids of the event's rep clubs, as a subquery. */
const clubIdsOf = (ex: Reader, eventId: string) =>
  ex.select({ clubId: eventClubs.clubId }).from(eventClubs).where(eq(eventClubs.eventId, eventId));

/**
 * The events as other modules show them next to their own rows (the event's name, dates, place, status and
 * opt-ins, and whether it shows QR passes), as a subquery aliased `event`: joined on `event.id` it keeps their
 * list to one statement (docs/decisions/120).
 */
export const eventsShown = (ex: Reader) =>
  ex
    .select({
      id: events.id,
      slug: events.slug,
      displayName: events.displayName,
      startDate: events.startDate,
      endDate: events.endDate,
      timeZone: events.timeZone,
      city: events.city,
      location: events.location,
      status: events.status,
      optIns: events.optIns,
      qrPass: sql<boolean>`coalesce((${events.optIns}->>'qrPass')::boolean, false)`.as('qr_pass'),
    })
    .from(events)
    .as('event');

/**
 * The ticket types as other modules show them next to their own rows (tickets, order items), as a subquery
 * aliased `ticket_type` to join on `ticket_type.id` in one statement.
 */
export const ticketTypesShown = (ex: Reader) =>
  ex
    .select({
      id: eventTicketTypes.id,
      eventId: eventTicketTypes.eventId,
      ticketType: eventTicketTypes.ticketType,
      position: eventTicketTypes.position,
      additionalGuests: eventTicketTypes.additionalGuests,
      limitedAmount: eventTicketTypes.limitedAmount,
    })
    .from(eventTicketTypes)
    .as('ticket_type');

/**
 * What other modules read of events (docs/decisions/120): each function runs on the caller's executor (the
 * database or its open transaction) and answers plain rows, so no other module reads the events tables.
 */
export const eventReads = {
  /** The events as a subquery to join on `id` (see eventsShown). */
  shown: eventsShown,

  /** The event's row, or undefined when there is none with this id. */
  async byId(ex: Reader, eventId: string): Promise<EventRow | undefined> {
    const [row] = await ex.select().from(events).where(eq(events.id, eventId));
    return row;
  },

  /** The event with this slug (the demo seeds find their events so), or undefined. */
  async bySlug(ex: Reader, slug: string): Promise<EventRow | undefined> {
    const [row] = await ex.select().from(events).where(eq(events.slug, slug)).limit(1);
    return row;
  },

  /** The ticket types as a subquery to join on `id` (see ticketTypesShown). */
  ticketTypesShown,

  /**
   * Whether the user holds an APPROVED team role (that `role`, or any) at the event, as a condition on another
   * module's columns (an `exists` in its own statement).
   */
  hasApprovedRole: (eventId: SQLWrapper, userId: SQLWrapper, role?: string): SQL =>
    sql`exists (select 1 from ${eventRoles} where ${eventRoles.eventId} = ${eventId}
      and ${eventRoles.userId} = ${userId} and ${eventRoles.status} = 'APPROVED'
      ${role ? sql`and ${eventRoles.role} = ${role}` : sql``})`,

  /**
   * The user's APPROVED team roles at some events, as a select of (eventId, kind 'role', value role) another
   * module may unite with its own rows in one prepared statement (placeholders allowed).
   */
  approvedRolesSelect: (ex: Reader, userId: Placeholder | string, eventIds: Placeholder | string[]) =>
    ex
      .select({ eventId: eventRoles.eventId, kind: sql<string>`'role'`.as('kind'), value: eventRoles.role })
      .from(eventRoles)
      .where(
        and(
          eq(eventRoles.userId, userId),
          sql`${eventRoles.eventId} = any(${eventIds}::uuid[])`,
          sql`${eventRoles.status} = 'APPROVED'`,
        ),
      ),

  /** The APPROVED team roles of several (event, user) pairs, by role. */
  async approvedRolesOfPairs(
    ex: Reader,
    pairs: readonly { eventId: string; userId: string }[],
  ): Promise<{ eventId: string; userId: string; role: string }[]> {
    if (pairs.length === 0) return [];
    return ex
      .select({ eventId: eventRoles.eventId, userId: eventRoles.userId, role: eventRoles.role })
      .from(eventRoles)
      .where(
        and(
          eq(eventRoles.status, 'APPROVED'),
          or(...pairs.map((p) => and(eq(eventRoles.eventId, p.eventId), eq(eventRoles.userId, p.userId)))),
        ),
      )
      .orderBy(asc(eventRoles.role));
  },

  /** Who created each of several events. */
  async creatorsOf(ex: Reader, eventIds: readonly string[]): Promise<Map<string, string>> {
    if (eventIds.length === 0) return new Map();
    const rows = await ex
      .select({ id: events.id, createdBy: events.createdBy })
      .from(events)
      .where(inArray(events.id, [...eventIds]));
    return new Map(rows.map((r) => [r.id, r.createdBy]));
  },

  /** Ticket types by id, in one statement (unknown ids are left out). */
  async ticketTypesByIds(ex: Reader, ids: readonly string[]): Promise<TicketTypeRow[]> {
    if (ids.length === 0) return [];
    return ex
      .select()
      .from(eventTicketTypes)
      .where(inArray(eventTicketTypes.id, [...ids]));
  },

  /** A ticket type, or undefined when there is none with this id. */
  async ticketTypeById(ex: Reader, ticketTypeId: string): Promise<TicketTypeRow | undefined> {
    const [row] = await ex.select().from(eventTicketTypes).where(eq(eventTicketTypes.id, ticketTypeId));
    return row;
  },

  /** The event's ticket types in the event's order. */
  ticketTypesOf: (ex: Reader, eventId: string): Promise<TicketTypeRow[]> =>
    ex
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, eventId))
      .orderBy(asc(eventTicketTypes.position), asc(eventTicketTypes.createdAt)),

  /** The event's questions in the event's order. */
  questionsOf: (ex: Reader, eventId: string): Promise<QuestionRow[]> =>
    ex
      .select()
      .from(eventQuestions)
      .where(eq(eventQuestions.eventId, eventId))
      .orderBy(asc(eventQuestions.position)),

  /** The rep clubs the event belongs to (event_clubs), ordered by id, in one statement. */
  clubsOfEvent: (ex: Reader, eventId: string): Promise<ClubSummary[]> =>
    clubReads.summariesIn(ex, clubIdsOf(ex, eventId)),

  /** One of the event's rep clubs, in one statement; undefined when the club is not one of them. */
  async clubOfEvent(ex: Reader, eventId: string, clubId: string): Promise<ClubSummary | undefined> {
    const [club] = await clubReads.summariesIn(ex, clubIdsOf(ex, eventId), clubId);
    return club;
  },

  /** A ticket type's rep points and its event's name and slug (earning at check-in); undefined: no such type. */
  async ticketTypeForEarning(
    ex: Reader,
    ticketTypeId: string,
  ): Promise<{ repPoints: number | null; eventName: string; eventSlug: string } | undefined> {
    const [row] = await ex
      .select({
        repPoints: eventTicketTypes.repPoints,
        eventName: events.displayName,
        eventSlug: events.slug,
      })
      .from(eventTicketTypes)
      .innerJoin(events, eq(events.id, eventTicketTypes.eventId))
      .where(eq(eventTicketTypes.id, ticketTypeId));
    return row;
  },
};

export type EventReads = typeof eventReads;

/** The ids of the events a rep club belongs to (event_clubs), as a subquery for another module's statement. */
export const eventIdsOfClub = (ex: Reader, clubId: string) =>
  ex.select({ eventId: eventClubs.eventId }).from(eventClubs).where(eq(eventClubs.clubId, clubId));
