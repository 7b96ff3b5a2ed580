import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { Tx } from '../../../platform/db/executor';
import type { EventRow } from '../events.rows';
import { eventClubs, events } from '../events.tables';

/** The clubs of events (table event_clubs; docs/decisions/099). */
export function eventClubsRepository(db: Db) {
  return {
    /** Where the clubs module's checks run (outside a transaction). */
    clubsExecutor: db,

    /** The club ids of a page of events, in each event's order. */
    async clubLinksOf(eventIds: readonly string[]): Promise<{ eventId: string; clubId: string }[]> {
      if (eventIds.length === 0) return [];
      return db
        .select({ eventId: eventClubs.eventId, clubId: eventClubs.clubId })
        .from(eventClubs)
        .where(inArray(eventClubs.eventId, [...eventIds]))
        .orderBy(asc(eventClubs.eventId), asc(eventClubs.position));
    },

    async clubIdsOf(eventId: string): Promise<string[]> {
      const rows = await db
        .select({ clubId: eventClubs.clubId })
        .from(eventClubs)
        .where(eq(eventClubs.eventId, eventId))
        .orderBy(asc(eventClubs.position));
      return rows.map((r) => r.clubId);
    },

    /** Replaces the event's clubs, in order. */
    async setEventClubs(eventId: string, clubIds: readonly string[], now: Date): Promise<void> {
      await db.transaction(async (tx: Tx) => {
        await tx.delete(eventClubs).where(eq(eventClubs.eventId, eventId));
        if (clubIds.length > 0)
          await tx
            .insert(eventClubs)
            .values(clubIds.map((clubId, position) => ({ eventId, clubId, position, addedAt: now })));
      });
    },

    /**
     * A page of a club's events, latest start first: all of them for its event managers, else those published,
     * listed and not private.
     */
    async eventsOfClub(
      clubId: string,
      all: boolean,
      limit: number,
      after: [string, string] | null,
    ): Promise<EventRow[]> {
      const rows = await db
        .select({ event: events })
        .from(eventClubs)
        .innerJoin(events, eq(events.id, eventClubs.eventId))
        .where(
          and(
            eq(eventClubs.clubId, clubId),
            all
              ? undefined
              : sql`${events.status} = 'PUBLISHED' and ${events.isListed} and not ${events.isPrivate}`,
            after
              ? or(
                  lt(events.startDate, new Date(after[0])),
                  and(eq(events.startDate, new Date(after[0])), lt(events.id, after[1])),
                )
              : undefined,
          ),
        )
        .orderBy(desc(events.startDate), desc(events.id))
        .limit(limit);
      return rows.map((r) => r.event);
    },
  };
}
