import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { eventAttendees, tickets } from './bookings.tables';

/**
 * The reads other modules make of this module's tables, each on the executor it is given (the database or the
 * caller's transaction): front doors export these verbs, not tables (docs/decisions/121).
 */

/** Which of an event's attendees `holdersOf` answers. */
export type HoldersFilter = {
  /** Attendee states (APPROVED, CHECKED_IN, …). */
  states: readonly string[];
  /** When any: only attendees holding an ACTIVE ticket of one of these ticket types. */
  eventTicketIds?: readonly string[];
  /** Left out (the sender of a group message). */
  exceptUserId?: string;
};

/**
 * The user ids of an event's attendees in one of `states` (holding an active ticket of one of `eventTicketIds`
 * when any are named), as a select the caller awaits for rows or hands to another module's read as a subquery,
 * so that "these people's accounts" stays one statement (conversations' group messages).
 */
export function holdersOf(ex: Executor, eventId: string, filter: HoldersFilter) {
  const where: (SQL | undefined)[] = [
    eq(eventAttendees.eventId, eventId),
    inArray(eventAttendees.state, [...filter.states]),
    filter.exceptUserId ? sql`${eventAttendees.userId} <> ${filter.exceptUserId}::uuid` : undefined,
  ];
  if (filter.eventTicketIds && filter.eventTicketIds.length > 0)
    where.push(
      sql`exists (select 1 from ${tickets} where ${tickets.eventId} = ${eventAttendees.eventId}
        and ${tickets.userId} = ${eventAttendees.userId} and ${tickets.status} = 'ACTIVE'
        and ${inArray(tickets.eventTicketId, [...filter.eventTicketIds])})`,
    );
  return ex
    .select({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(and(...where));
}

/**
 * How many of the user's ACTIVE tickets (not refunded, revoked or given away) were bought since `since`,
 * of the one ticket type (`eventTicketId`), or of the events a subquery selects (`eventIds`); `checkedIn` counts
 * only tickets checked in since `since` instead (offers' buy-product and action-amount, docs/decisions/133).
 */
export async function ticketsSince(
  ex: Executor,
  filter: { userId: string; since: Date; eventTicketId?: string; eventIds?: SQLWrapper; checkedIn?: boolean },
): Promise<number> {
  const where: (SQL | undefined)[] = [
    eq(tickets.userId, filter.userId),
    filter.eventTicketId ? eq(tickets.eventTicketId, filter.eventTicketId) : undefined,
    filter.eventIds ? inArray(tickets.eventId, filter.eventIds) : undefined,
    filter.checkedIn
      ? sql`${tickets.checkedInAt} >= ${filter.since.toISOString()}::timestamptz`
      : and(
          sql`${tickets.createdAt} >= ${filter.since.toISOString()}::timestamptz`,
          eq(tickets.status, 'ACTIVE'),
        ),
  ];
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(...where));
  return row?.n ?? 0;
}
