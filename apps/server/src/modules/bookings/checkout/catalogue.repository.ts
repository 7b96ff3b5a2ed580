import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { EventRow, QuestionRow, TicketTypeRow } from '../bookings.rows';
import type { Tx } from '../inventory';
import { eventQuestions, eventTicketTypes, events } from '../../events/events.module';
import { activeUserById, activeUserByVerifiedEmail } from '../../users/users.module';

/**
 * What checkout reads of other modules' tables: the event, its ticket types and questions, a gift's recipient.
 * Kept apart so that these reads can become calls to the events and users modules (review 2026-11-24 §1.3).
 */
export function catalogueRepository(db: Db) {
  return {
    /** Ticket types by id, in one statement (the resolvers' batches). */
    async ticketTypesByIds(ids: readonly string[]): Promise<TicketTypeRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(eventTicketTypes)
        .where(inArray(eventTicketTypes.id, [...ids]));
    },

    async eventById(eventId: string, tx: Tx = db): Promise<EventRow | undefined> {
      const [row] = await tx.select().from(events).where(eq(events.id, eventId));
      return row;
    },

    async ticketTypesOf(eventId: string): Promise<TicketTypeRow[]> {
      return db
        .select()
        .from(eventTicketTypes)
        .where(eq(eventTicketTypes.eventId, eventId))
        .orderBy(asc(eventTicketTypes.position), asc(eventTicketTypes.createdAt));
    },

    async ticketTypeById(eventTicketId: string, tx: Tx = db): Promise<TicketTypeRow | undefined> {
      const [row] = await tx.select().from(eventTicketTypes).where(eq(eventTicketTypes.id, eventTicketId));
      return row;
    },

    async questionsOf(eventId: string): Promise<QuestionRow[]> {
      return db
        .select()
        .from(eventQuestions)
        .where(eq(eventQuestions.eventId, eventId))
        .orderBy(asc(eventQuestions.position));
    },

    /** An account that can receive a gift: the address verified (decision 106), not deleted, not deactivated. */
    activeUserByEmail: (email: string) => activeUserByVerifiedEmail(db, email),

    /** An account that can receive granted tickets: not deleted, not deactivated. */
    activeUserById: (userId: string) => activeUserById(db, userId),
  };
}
