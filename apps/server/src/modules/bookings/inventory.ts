import type { Db } from '../../platform/db/client';

/** A database handle or an open transaction: inventory moves run inside the order's transaction. */
export type Tx = Pick<Db, 'update' | 'select' | 'selectDistinct' | 'insert' | 'delete' | 'execute'>;

/** Ticket moves belong to the events module, which owns the ticket types' amounts (decision 065). */
export { type ItemQuantity, moveTickets, normaliseItems } from '../events/events.module';
