import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/executor';
import { eventReads } from '../events/events.module';
import { personsQuery } from '../users/users.module';
import { eventAttendees, tickets } from './bookings.tables';
import type { TicketRow } from './bookings.rows';

// What the check-in module reads and writes of bookings' tickets and attendees (docs/decisions/080): functions
// that take the caller's executor, so a scan locks, checks and admits in one transaction.

/** A ticket as the door needs it: the row, its type, its holder's standing and name. */
export type TicketForScan = {
  ticket: TicketRow;
  ticketType: string;
  /** People the ticket admits besides its holder (the ticket type's additionalGuests). */
  additionalGuests: number;
  attendeeState: string | null;
  privacyPolicyState: string | null;
  holderName: string | null;
  holderAvatarUrl: string | null;
};

function scanSelect(executor: Executor) {
  const type = eventReads.ticketTypesShown(executor);
  const holder = personsQuery(executor, 'holder');
  return executor
    .select({
      ticket: tickets,
      ticketType: type.ticketType,
      additionalGuests: type.additionalGuests,
      attendeeState: eventAttendees.state,
      privacyPolicyState: eventAttendees.privacyPolicyState,
      holderName: holder.name,
      holderAvatarUrl: holder.avatarUrl,
    })
    .from(tickets)
    .innerJoin(type, eq(type.id, tickets.eventTicketId))
    .leftJoin(
      eventAttendees,
      and(eq(eventAttendees.eventId, tickets.eventId), eq(eventAttendees.userId, tickets.userId)),
    )
    .leftJoin(holder, eq(holder.id, tickets.userId));
}

/**
 * A ticket for a scan. With `lock` (inside the caller's transaction) the ticket row is locked first (FOR UPDATE):
 * two doors scanning the same ticket at once take turns, so the scan limit holds.
 */
export async function ticketForScan(
  executor: Executor,
  ticketId: string,
  options: { lock: boolean } = { lock: false },
): Promise<TicketForScan | undefined> {
  if (options.lock) {
    const locked = await executor
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.id, ticketId))
      .for('update');
    if (locked.length === 0) return undefined;
  }
  const [row] = await scanSelect(executor).where(eq(tickets.id, ticketId));
  return row;
}

/** Every ticket of an event with what the door needs, oldest first (the scanner's offline manifest). */
export async function ticketsForScan(executor: Executor, eventId: string): Promise<TicketForScan[]> {
  return scanSelect(executor)
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
}

/**
 * An admission of a ticket, in the caller's transaction (which locked the ticket): the first one sets its
 * checked_in_at; `admitted` — the ticket's people inside for the first time now (a party may come in parts:
 * docs/decisions/112; 0 for a re-entry) — is added to the attendee's checked_in_count, and an APPROVED attendee
 * moves to CHECKED_IN. `first` says whether this was the ticket's first admission; `attendeeCheckedIn` whether
 * the attendee's state moved now (the holder is told once).
 */
export async function admitTicket(
  tx: Tx,
  ticket: Pick<TicketRow, 'id' | 'eventId' | 'userId'>,
  admitted: number,
  now: Date,
): Promise<{ first: boolean; attendeeCheckedIn: boolean }> {
  const marked = await tx
    .update(tickets)
    .set({ checkedInAt: now })
    .where(and(eq(tickets.id, ticket.id), isNull(tickets.checkedInAt)))
    .returning({ id: tickets.id });
  const first = marked.length > 0;
  if (admitted <= 0) return { first, attendeeCheckedIn: false };
  const [before] = await tx
    .select({ state: eventAttendees.state })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, ticket.eventId), eq(eventAttendees.userId, ticket.userId)))
    .for('update');
  await tx
    .update(eventAttendees)
    .set({
      checkedInCount: sql`${eventAttendees.checkedInCount} + ${admitted}`,
      state: sql`case when ${eventAttendees.state} = 'APPROVED' then 'CHECKED_IN' else ${eventAttendees.state} end`,
      updatedAt: now,
    })
    .where(and(eq(eventAttendees.eventId, ticket.eventId), eq(eventAttendees.userId, ticket.userId)));
  return { first, attendeeCheckedIn: before?.state === 'APPROVED' };
}
