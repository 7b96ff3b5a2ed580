import type { AttendeeState } from '@repclub/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { eventAttendees, tickets, waitingListEntries } from './bookings.tables';
import { type AttendanceCounters, type EventAttendance, eventReads } from '../events/events.module';

/**
 * Attendance read from the bookings module's tables (attendee records and tickets), read-only: the events module
 * asks who attends what (its `EventAttendance` port), the bookings module answers from the tables it owns
 * (docs/decisions/029, 031, 065). Bound to events' attendance port by bookings.module.ts.
 */
export function bookingsAttendance(db: Db): EventAttendance {
  // Built once (docs/decisions/056): the viewer's APPROVED roles and attendee states at a page of events,
  // in one statement, as (event, kind, value) rows.
  let standing: ReturnType<typeof prepareStanding> | undefined;
  return {
    async eventIdsOf(userId) {
      const [attending, holding] = await Promise.all([
        db
          .select({ eventId: eventAttendees.eventId })
          .from(eventAttendees)
          .where(eq(eventAttendees.userId, userId)),
        db
          .selectDistinct({ eventId: tickets.eventId })
          .from(tickets)
          .where(and(eq(tickets.userId, userId), eq(tickets.status, 'ACTIVE'))),
      ]);
      return [...new Set([...attending, ...holding].map((r) => r.eventId))];
    },

    async awaitingApprovalOf(eventTicketIds) {
      const counts = new Map<string, number>();
      if (eventTicketIds.length === 0) return counts;
      const rows = await db
        .select({ eventTicketId: tickets.eventTicketId, count: sql<number>`count(*)::int` })
        .from(tickets)
        .innerJoin(
          eventAttendees,
          and(eq(eventAttendees.eventId, tickets.eventId), eq(eventAttendees.userId, tickets.userId)),
        )
        .where(
          and(
            inArray(tickets.eventTicketId, [...eventTicketIds]),
            eq(tickets.status, 'ACTIVE'),
            eq(eventAttendees.state, 'PENDING'),
          ),
        )
        .groupBy(tickets.eventTicketId);
      for (const row of rows) counts.set(row.eventTicketId, Number(row.count));
      return counts;
    },

    async hostCountersOf(eventIds) {
      const counters = new Map<string, AttendanceCounters>();
      if (eventIds.length === 0) return counters;
      const ids = [...eventIds];
      const [people, held, waiting] = await Promise.all([
        db
          .select({
            eventId: eventAttendees.eventId,
            approved: sql<number>`count(*) filter (where ${eventAttendees.state} in ('APPROVED', 'CHECKED_IN'))::int`,
            pending: sql<number>`count(*) filter (where ${eventAttendees.state} = 'PENDING')::int`,
            total: sql<number>`count(*) filter (where ${eventAttendees.state} <> 'DECLINED')::int`,
          })
          .from(eventAttendees)
          .where(inArray(eventAttendees.eventId, ids))
          .groupBy(eventAttendees.eventId),
        db
          .select({
            eventId: tickets.eventId,
            approved: sql<number>`count(*) filter (where ${eventAttendees.state} in ('APPROVED', 'CHECKED_IN'))::int`,
            scanned: sql<number>`count(*) filter (where ${tickets.checkedInAt} is not null)::int`,
          })
          .from(tickets)
          .leftJoin(
            eventAttendees,
            and(eq(eventAttendees.eventId, tickets.eventId), eq(eventAttendees.userId, tickets.userId)),
          )
          .where(and(inArray(tickets.eventId, ids), eq(tickets.status, 'ACTIVE')))
          .groupBy(tickets.eventId),
        db
          .select({
            eventId: waitingListEntries.eventId,
            tickets: sql<number>`coalesce(sum(${waitingListEntries.quantity}), 0)::int`,
          })
          .from(waitingListEntries)
          .where(and(inArray(waitingListEntries.eventId, ids), eq(waitingListEntries.status, 'WAITING')))
          .groupBy(waitingListEntries.eventId),
      ]);
      const of = (eventId: string) => {
        let counter = counters.get(eventId);
        if (!counter) {
          counter = {
            approved: 0,
            pending: 0,
            totalAttendees: 0,
            approvedTickets: 0,
            scannedTickets: 0,
            waitingTickets: 0,
          };
          counters.set(eventId, counter);
        }
        return counter;
      };
      for (const row of people)
        Object.assign(of(row.eventId), {
          approved: Number(row.approved),
          pending: Number(row.pending),
          totalAttendees: Number(row.total),
        });
      for (const row of held)
        Object.assign(of(row.eventId), {
          approvedTickets: Number(row.approved),
          scannedTickets: Number(row.scanned),
        });
      for (const row of waiting) of(row.eventId).waitingTickets = Number(row.tickets);
      return counters;
    },

    async standingOf(userId, eventIds) {
      const roles: { eventId: string; role: string }[] = [];
      const states = new Map<string, AttendeeState>();
      if (eventIds.length === 0) return { roles, states };
      standing ??= prepareStanding(db);
      for (const row of await standing.execute({ userId, ids: [...eventIds] })) {
        if (row.kind === 'role') roles.push({ eventId: row.eventId, role: row.value });
        else states.set(row.eventId, row.value as AttendeeState);
      }
      return { roles, states };
    },
  };
}

function prepareStanding(db: Db) {
  const userId = sql.placeholder('userId');
  const ids = sql.placeholder('ids');
  return eventReads
    .approvedRolesSelect(db, userId, ids)
    .unionAll(
      db
        .select({
          eventId: eventAttendees.eventId,
          kind: sql<string>`'state'`.as('kind'),
          value: eventAttendees.state,
        })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.userId, userId), sql`${eventAttendees.eventId} = any(${ids}::uuid[])`)),
    )
    .prepare('event_viewer_standing');
}
