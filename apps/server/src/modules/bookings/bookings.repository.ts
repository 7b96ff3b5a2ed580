import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { attendeeListRepository } from './attendees/attendee-list.repository';
import { attendeesRepository } from './attendees/attendees.repository';
import { bookingOrders, tickets, waitingListEntries } from './bookings.tables';
import { catalogueRepository } from './checkout/catalogue.repository';
import { ordersRepository } from './checkout/orders.repository';
import type { ItemQuantity, Tx } from './inventory';
import { ticketsRepository } from './ticket-sharing/tickets.repository';
import { waitingListRepository } from './waiting-list/waiting-list.repository';

export * from './bookings.rows';

/**
 * Every database read and write of bookings, one part per sub-domain (orders, tickets, attendees, the waiting
 * list, and what checkout reads of the events and users tables), composed into the one handle the services
 * take. Writes that move tickets take the open transaction.
 */
export function bookingsRepository(db: Db) {
  let probe: ReturnType<typeof prepareHoldingsProbe> | undefined;
  const orders = ordersRepository(db);
  const ticketRows = ticketsRepository(db);
  const waitingList = waitingListRepository(db);
  return {
    db: db as unknown as Tx,

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Tx));
    },

    ...catalogueRepository(db),
    ...orders,
    ...ticketRows,
    ...attendeesRepository(db),
    ...attendeeListRepository(db),
    ...waitingList,

    /**
     * What the user has at one event, for the event page: active tickets, open checkouts and waiting-list
     * places. One statement says which of the three exist (usually none), and only those are read
     * (docs/decisions/056).
     */
    async holdingsAt(eventId: string, userId: string) {
      probe ??= prepareHoldingsProbe(db);
      const [found] = await probe.execute({ eventId, userId });
      const [active, pending, waiting] = await Promise.all([
        found?.tickets ? ticketRows.activeTicketsAt([eventId], userId) : [],
        found?.pending ? orders.pendingOrdersAt([eventId], userId) : [],
        found?.waiting ? waitingList.waitingEntriesAt([eventId], userId) : [],
      ]);
      return { tickets: active, pending, waiting };
    },
  };
}

/** Whether the user has active tickets, open checkouts and waiting-list places at an event (one row). */
function prepareHoldingsProbe(db: Db) {
  const eventId = sql.placeholder('eventId');
  const userId = sql.placeholder('userId');
  return db
    .select({
      tickets: sql<boolean>`exists (select 1 from ${tickets} where ${tickets.eventId} = ${eventId}
        and ${tickets.userId} = ${userId} and ${tickets.status} = 'ACTIVE')`,
      pending: sql<boolean>`exists (select 1 from ${bookingOrders} where ${bookingOrders.eventId} = ${eventId}
        and ${bookingOrders.userId} = ${userId} and ${bookingOrders.status} in ('PENDING', 'AUTHORIZED'))`,
      waiting: sql<boolean>`exists (select 1 from ${waitingListEntries}
        where ${waitingListEntries.eventId} = ${eventId} and ${waitingListEntries.userId} = ${userId}
        and ${waitingListEntries.status} in ('WAITING', 'OFFERED'))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('booking_holdings_probe');
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
export type { ItemQuantity };
