import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { eventTicketTypes, events } from '../events.tables';
import type { EventRow, TicketTypeRow } from '../events.rows';

/** The reads of shared links (docs/decisions/090). */
export function shareRepository(db: Db) {
  return {
    /**
     * An event by id or slug with its ticket types, in one statement (a left join: a row per ticket type, or one
     * row without any): a shared link's page and calendar file cost one round trip.
     */
    async withTicketTypes(
      key: { id: string } | { slug: string },
    ): Promise<{ row: EventRow; tickets: TicketTypeRow[] } | undefined> {
      const rows = await db
        .select({ event: events, ticket: eventTicketTypes })
        .from(events)
        .leftJoin(eventTicketTypes, eq(eventTicketTypes.eventId, events.id))
        .where('id' in key ? eq(events.id, key.id) : eq(events.slug, key.slug))
        // As the editor shows them.
        .orderBy(asc(eventTicketTypes.position), asc(eventTicketTypes.createdAt), asc(eventTicketTypes.id));
      const first = rows[0];
      if (!first) return undefined;
      return { row: first.event, tickets: rows.flatMap((r) => (r.ticket ? [r.ticket] : [])) };
    },
  };
}
