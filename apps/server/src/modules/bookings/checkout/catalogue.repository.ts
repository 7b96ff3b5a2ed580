import type { Db } from '../../../platform/db/client';
import type { EventRow, QuestionRow, TicketTypeRow } from '../bookings.rows';
import type { Tx } from '../inventory';
import { eventReads } from '../../events/events.module';
import { activeUserById, activeUserByVerifiedEmail } from '../../users/users.module';

/**
 * What checkout reads of other modules: the event, its ticket types and questions (the events module's read
 * functions, docs/decisions/120), a gift's recipient.
 */
export function catalogueRepository(db: Db) {
  return {
    /** Ticket types by id, in one statement (the resolvers' batches). */
    ticketTypesByIds: (ids: readonly string[]): Promise<TicketTypeRow[]> =>
      eventReads.ticketTypesByIds(db, ids),

    eventById: (eventId: string, tx: Tx = db): Promise<EventRow | undefined> => eventReads.byId(tx, eventId),

    ticketTypesOf: (eventId: string): Promise<TicketTypeRow[]> => eventReads.ticketTypesOf(db, eventId),

    ticketTypeById: (eventTicketId: string, tx: Tx = db): Promise<TicketTypeRow | undefined> =>
      eventReads.ticketTypeById(tx, eventTicketId),

    questionsOf: (eventId: string): Promise<QuestionRow[]> => eventReads.questionsOf(db, eventId),

    /** An account that can receive a gift: the address verified (decision 106), not deleted, not deactivated. */
    activeUserByEmail: (email: string) => activeUserByVerifiedEmail(db, email),

    /** An account that can receive granted tickets: not deleted, not deactivated. */
    activeUserById: (userId: string) => activeUserById(db, userId),
  };
}
