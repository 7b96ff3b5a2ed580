import type { AttendeeState } from '@repclub/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventAttendees, tickets } from '../bookings/bookings.tables';
import type { EventAttendance } from './events.service';

/**
 * Attendance read from the bookings module's tables (attendee records and tickets), read-only: the events module
 * asks who attends what, the bookings module decides it (docs/decisions/029, 031).
 */
export function bookingsAttendance(db: Db): EventAttendance {
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

    async awaitingApprovalOf(eventTicketId) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(tickets)
        .innerJoin(
          eventAttendees,
          and(eq(eventAttendees.eventId, tickets.eventId), eq(eventAttendees.userId, tickets.userId)),
        )
        .where(
          and(
            eq(tickets.eventTicketId, eventTicketId),
            eq(tickets.status, 'ACTIVE'),
            eq(eventAttendees.state, 'PENDING'),
          ),
        );
      return Number(row?.count ?? 0);
    },

    async statesOf(userId, eventIds) {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: eventAttendees.eventId, state: eventAttendees.state })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.userId, userId), inArray(eventAttendees.eventId, [...eventIds])));
      return new Map(rows.map((r) => [r.eventId, r.state as AttendeeState]));
    },
  };
}
