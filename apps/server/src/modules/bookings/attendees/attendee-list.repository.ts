import type { EventAttendeesFilter } from '@repclub/shared';
import { type SQL, and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { bookingOrders, eventAttendees, tickets, waitingListEntries } from '../bookings.tables';
import type { AttendeeRow, OrderRow, TicketRow } from '../bookings.rows';
import type { Tx } from '../inventory';
import { eventReads } from '../../events/events.module';
import { birthAndGenderQuery, idsNamedLike, personsQuery } from '../../users/users.module';

/** The filters of the host's list as the repository takes them: `referredBy` is a user id by now. */
export type AttendeeListFilter = Omit<EventAttendeesFilter, 'referredBy'> & { referredBy: string | null };

export type AttendeeListRow = AttendeeRow & { cursorTime: string };

/** One line of the attendee export (docs/decisions/072): no e-mail, phone or birth date. */
export type AttendeeExportRow = {
  userId: string;
  cursorTime: string;
  name: string | null;
  userName: string | null;
  state: string;
  referredByName: string | null;
  referredByUserName: string | null;
  approvalAt: Date | null;
  checkedInCount: number;
  answers: AttendeeRow['answers'];
  /** "VIP x2; General x1": the active tickets by type. */
  tickets: string | null;
};

const CURSOR_TIME = sql<string>`to_char(${eventAttendees.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The WHERE of the list, its counts and the export: every filter but `state` (the counts are per state). */
function filterWhere(db: Db, eventId: string, filter: Omit<AttendeeListFilter, 'state'>): SQL | undefined {
  const approvedRole = (role?: string) =>
    eventReads.hasApprovedRole(eventAttendees.eventId, eventAttendees.userId, role);
  let role: SQL | undefined;
  if (filter.attendeeRole === 'ATTENDEE') role = sql`not ${approvedRole()}`;
  else if (filter.attendeeRole) role = approvedRole(filter.attendeeRole);
  return and(
    eq(eventAttendees.eventId, eventId),
    role,
    filter.referredBy ? eq(eventAttendees.referredByUserId, filter.referredBy) : undefined,
    filter.eventTicketId
      ? sql`exists (select 1 from ${tickets} where ${tickets.eventId} = ${eventAttendees.eventId}
          and ${tickets.userId} = ${eventAttendees.userId} and ${tickets.status} = 'ACTIVE'
          and ${tickets.eventTicketId} = ${filter.eventTicketId})`
      : undefined,
    filter.search ? inArray(eventAttendees.userId, idsNamedLike(db, filter.search)) : undefined,
  );
}

const pairsWhere = (
  pairs: readonly { eventId: string; userId: string }[],
  eventColumn: typeof tickets.eventId,
  userColumn: typeof tickets.userId,
) => or(...pairs.map((p) => and(eq(eventColumn, p.eventId), eq(userColumn, p.userId))));

/**
 * The host's side of an event's attendees (domain §2, §3 "Event attendee record"): the filtered list and its
 * counts, what one attendee's detail shows, the team's note, undo, the export, statistics and the ticket
 * summary. Reads only; the writes take the open transaction.
 */
export function attendeeListRepository(db: Db) {
  return {
    eventBySlug: (slug: string) => eventReads.bySlug(db, slug.toLowerCase()),

    /** A page of the filtered list, oldest first. Key: [created ISO, user id]. */
    async attendeeList(
      eventId: string,
      filter: AttendeeListFilter,
      limit: number,
      after: [string, string] | null,
    ): Promise<AttendeeListRow[]> {
      const rows = await db
        .select({ attendee: eventAttendees, cursorTime: CURSOR_TIME })
        .from(eventAttendees)
        .where(
          and(
            filterWhere(db, eventId, filter),
            filter.state ? eq(eventAttendees.state, filter.state) : undefined,
            after
              ? sql`(${eventAttendees.createdAt}, ${eventAttendees.userId}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId))
        .limit(limit);
      return rows.map((r) => ({ ...r.attendee, cursorTime: r.cursorTime }));
    },

    /** How many attendees match the filters, per state (the list's tabs). */
    async attendeeCounts(eventId: string, filter: Omit<AttendeeListFilter, 'state'>) {
      const rows = await db
        .select({ state: eventAttendees.state, count: sql<number>`count(*)::int` })
        .from(eventAttendees)
        .where(filterWhere(db, eventId, filter))
        .groupBy(eventAttendees.state);
      return new Map(rows.map((r) => [r.state, Number(r.count)]));
    },

    /** The APPROVED team roles of several (event, user) pairs. */
    rolesOfPairs: (pairs: readonly { eventId: string; userId: string }[]) =>
      eventReads.approvedRolesOfPairs(db, pairs),

    /** Who created each of several events (an attendee who is the creator holds every permission). */
    creatorsOf: (eventIds: readonly string[]): Promise<Map<string, string>> =>
      eventReads.creatorsOf(db, eventIds),

    /** Every ticket (any status) the users of several (event, user) pairs hold or held there. */
    async ticketsOfPairs(pairs: readonly { eventId: string; userId: string }[]): Promise<TicketRow[]> {
      if (pairs.length === 0) return [];
      return db
        .select()
        .from(tickets)
        .where(pairsWhere(pairs, tickets.eventId, tickets.userId))
        .orderBy(asc(tickets.createdAt), asc(tickets.id));
    },

    /** The bookings the users of several (event, user) pairs made or received as a gift there. */
    async ordersOfPairs(pairs: readonly { eventId: string; userId: string }[]): Promise<OrderRow[]> {
      if (pairs.length === 0) return [];
      return db
        .select()
        .from(bookingOrders)
        .where(
          or(
            ...pairs.map((p) =>
              and(
                eq(bookingOrders.eventId, p.eventId),
                or(eq(bookingOrders.userId, p.userId), eq(bookingOrders.recipientUserId, p.userId)),
              ),
            ),
          ),
        )
        .orderBy(asc(bookingOrders.createdAt));
    },

    /**
     * Undo: back to PENDING, the decision forgotten, from APPROVED, or from DECLINED while the person still holds
     * an active ticket (a refunded decline has nothing to return to; docs/decisions/072). One conditional
     * statement, so two undos at once change the row once.
     */
    async undoDecision(
      tx: Tx,
      eventId: string,
      userId: string,
      now: Date,
      only: { referredBy?: string } = {},
    ): Promise<AttendeeRow | undefined> {
      const [row] = await tx
        .update(eventAttendees)
        .set({ state: 'PENDING', approvedBy: null, approvalAt: null, updatedAt: now })
        .where(
          and(
            eq(eventAttendees.eventId, eventId),
            eq(eventAttendees.userId, userId),
            or(
              eq(eventAttendees.state, 'APPROVED'),
              and(
                eq(eventAttendees.state, 'DECLINED'),
                sql`exists (select 1 from ${tickets} where ${tickets.eventId} = ${eventId}
                  and ${tickets.userId} = ${userId} and ${tickets.status} = 'ACTIVE')`,
              ),
            ),
            only.referredBy ? eq(eventAttendees.referredByUserId, only.referredBy) : undefined,
          ),
        )
        .returning();
      return row;
    },

    async setAttendeeNote(
      eventId: string,
      userId: string,
      note: string | null,
      now: Date,
    ): Promise<AttendeeRow | undefined> {
      const [row] = await db
        .update(eventAttendees)
        .set({ note, updatedAt: now })
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
        .returning();
      return row;
    },

    /** A page of the export, oldest first, after [created ISO, user id]. */
    async attendeeExportPage(
      eventId: string,
      filter: AttendeeListFilter,
      limit: number,
      after: [string, string] | null,
    ): Promise<AttendeeExportRow[]> {
      const person = personsQuery(db, 'person');
      const referrer = personsQuery(db, 'referrer');
      const type = eventReads.ticketTypesShown(db);
      const rows = await db
        .select({
          userId: eventAttendees.userId,
          cursorTime: CURSOR_TIME,
          name: person.name,
          userName: person.userName,
          state: eventAttendees.state,
          referredByName: referrer.name,
          referredByUserName: referrer.userName,
          approvalAt: eventAttendees.approvalAt,
          checkedInCount: eventAttendees.checkedInCount,
          answers: eventAttendees.answers,
          tickets: sql<
            string | null
          >`(select string_agg(held.ticket_type || ' x' || held.count, '; ' order by held.position)
             from (select ${type.ticketType} as ticket_type, ${type.position} as position,
                     count(*) as count
                   from ${tickets} join ${type} on ${type.id} = ${tickets.eventTicketId}
                   where ${tickets.eventId} = ${eventAttendees.eventId} and ${tickets.userId} = ${eventAttendees.userId}
                     and ${tickets.status} = 'ACTIVE'
                   group by ${type.ticketType}, ${type.position}) as held)`,
        })
        .from(eventAttendees)
        .innerJoin(person, eq(person.id, eventAttendees.userId))
        .leftJoin(referrer, eq(referrer.id, eventAttendees.referredByUserId))
        .where(
          and(
            filterWhere(db, eventId, filter),
            filter.state ? eq(eventAttendees.state, filter.state) : undefined,
            after
              ? sql`(${eventAttendees.createdAt}, ${eventAttendees.userId}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId))
        .limit(limit);
      return rows.map((r) => ({ ...r, checkedInCount: Number(r.checkedInCount) }));
    },

    /**
     * Attendees by age (whole years on the event's start day, in its time zone) and gender, for the states
     * asked: one row per (age, gender) with a count; no birth date leaves the database.
     */
    async attendeeAgesAndGenders(eventId: string, states: readonly string[]) {
      const event = eventReads.shown(db);
      const demographics = birthAndGenderQuery(db);
      const rows = await db
        .select({
          age: sql<
            number | null
          >`date_part('year', age((${event.startDate} at time zone ${event.timeZone})::date, ${demographics.dateOfBirth}::date))::int`,
          gender: demographics.gender,
          count: sql<number>`count(*)::int`,
        })
        .from(eventAttendees)
        .innerJoin(demographics, eq(demographics.id, eventAttendees.userId))
        .innerJoin(event, eq(event.id, eventAttendees.eventId))
        .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.state, [...states])))
        .groupBy(sql`1`, demographics.gender);
      return rows.map((r) => ({
        age: r.age === null ? null : Number(r.age),
        gender: r.gender,
        count: Number(r.count),
      }));
    },

    /**
     * Per ticket type of an event: active tickets whose holders are approved (or checked in), those waiting for
     * approval, and those scanned in.
     */
    async ticketSummary(eventId: string) {
      const type = eventReads.ticketTypesShown(db);
      const rows = await db
        .select({
          eventTicketId: type.id,
          ticketType: type.ticketType,
          limitedAmount: type.limitedAmount,
          approved: sql<number>`count(${tickets.id}) filter (where ${eventAttendees.state} in ('APPROVED', 'CHECKED_IN'))::int`,
          pending: sql<number>`count(${tickets.id}) filter (where ${eventAttendees.state} = 'PENDING')::int`,
          checkedIn: sql<number>`count(${tickets.id}) filter (where ${tickets.checkedInAt} is not null)::int`,
        })
        .from(type)
        .leftJoin(tickets, and(eq(tickets.eventTicketId, type.id), eq(tickets.status, 'ACTIVE')))
        .leftJoin(
          eventAttendees,
          and(eq(eventAttendees.eventId, tickets.eventId), eq(eventAttendees.userId, tickets.userId)),
        )
        .where(eq(type.eventId, eventId))
        .groupBy(type.id, type.ticketType, type.limitedAmount, type.position)
        .orderBy(asc(type.position));
      return rows.map((r) => ({
        ...r,
        approved: Number(r.approved),
        pending: Number(r.pending),
        checkedIn: Number(r.checkedIn),
      }));
    },

    /** Waiting-list places (tickets asked for) still WAITING, per event. */
    async waitingTicketsOf(eventIds: readonly string[]) {
      if (eventIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({
          eventId: waitingListEntries.eventId,
          count: sql<number>`coalesce(sum(${waitingListEntries.quantity}), 0)::int`,
        })
        .from(waitingListEntries)
        .where(
          and(inArray(waitingListEntries.eventId, [...eventIds]), eq(waitingListEntries.status, 'WAITING')),
        )
        .groupBy(waitingListEntries.eventId);
      return new Map(rows.map((r) => [r.eventId, Number(r.count)]));
    },
  };
}
