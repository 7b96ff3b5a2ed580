import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { type ClubSummary, clubReads } from '../clubs/clubs.module';
import { eventClubs, eventTicketTypes, events } from './events.tables';

/** The ids of the event's rep clubs, as a subquery. */
const clubIdsOf = (ex: Executor, eventId: string) =>
  ex.select({ clubId: eventClubs.clubId }).from(eventClubs).where(eq(eventClubs.eventId, eventId));

/**
 * What other modules read of events (docs/decisions/120): each function runs on the caller's executor (the
 * database or its open transaction) and answers plain rows, so no other module reads the events tables.
 */
export const eventReads = {
  /** The rep clubs the event belongs to (event_clubs), ordered by id, in one statement. */
  clubsOfEvent: (ex: Executor, eventId: string): Promise<ClubSummary[]> =>
    clubReads.summariesIn(ex, clubIdsOf(ex, eventId)),

  /** One of the event's rep clubs, in one statement; undefined when the club is not one of them. */
  async clubOfEvent(ex: Executor, eventId: string, clubId: string): Promise<ClubSummary | undefined> {
    const [club] = await clubReads.summariesIn(ex, clubIdsOf(ex, eventId), clubId);
    return club;
  },

  /** A ticket type's rep points and its event's name and slug (earning at check-in); undefined: no such type. */
  async ticketTypeForEarning(
    ex: Executor,
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
