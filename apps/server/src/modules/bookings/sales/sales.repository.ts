import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { Executor } from '../../../platform/db/executor';
import { eventReads } from '../../events/events.module';
import { bookingOrderItems, bookingOrders } from '../bookings.tables';

/**
 * What an event sold (docs/decisions/075): read by the earnings module through bookings' front door. Only
 * COMPLETED orders count — a refunded order (REFUND_PENDING or REFUNDED) has given its money back, a pending,
 * cancelled or failed one never took any. Sums come from the cost each buyer was charged at checkout.
 */
export type SalesTotals = {
  orders: number;
  quantity: number;
  /** Σ cost.total: what buyers paid. */
  paid: number;
  /** Σ cost.subTotal: the host's ticket prices. */
  subTotal: number;
  serviceFee: number;
  processingFee: number;
  taxes: number;
  gratuity: number;
  /** Σ cost.hostBalance: what the host is owed (tickets, gratuity, the taxes the host remits). */
  hostBalance: number;
  currency: string | null;
};

export type SalesLine = {
  eventTicketId: string;
  ticketType: string;
  /** Cents, the host's price at checkout (a type sold at two prices has two lines). */
  unitPrice: number;
  quantity: number;
};

export type ReferrerSales = {
  referrerId: string;
  orders: number;
  quantity: number;
  /** Σ cost.subTotal of the orders the referrer brought. */
  amount: number;
};

const COMPLETED = 'COMPLETED';
const costCents = (key: string) =>
  sql<string>`coalesce(sum((${bookingOrders.cost} ->> ${key})::bigint), 0)`.mapWith(Number);

export function salesRepository(db: Db) {
  return {
    /** The event's sales totals; inside the caller's transaction when it passes one (a payout's balance). */
    async totals(eventId: string, executor: Executor = db): Promise<SalesTotals> {
      const [row] = await executor
        .select({
          orders: sql<string>`count(*)`.mapWith(Number),
          quantity: sql<string>`coalesce(sum(${bookingOrders.quantity}), 0)`.mapWith(Number),
          paid: costCents('total'),
          subTotal: costCents('subTotal'),
          serviceFee: costCents('serviceFee'),
          processingFee: costCents('processingFee'),
          taxes: costCents('totalTaxes'),
          gratuity: costCents('totalGratuity'),
          hostBalance: costCents('hostBalance'),
          currency: sql<string | null>`min(${bookingOrders.currency})`,
        })
        .from(bookingOrders)
        .where(and(eq(bookingOrders.eventId, eventId), eq(bookingOrders.status, COMPLETED)));
      return row!;
    },

    /** Tickets sold per ticket type and price, in the event's ticket order. */
    async lines(eventId: string): Promise<SalesLine[]> {
      const type = eventReads.ticketTypesShown(db);
      return db
        .select({
          eventTicketId: bookingOrderItems.eventTicketId,
          ticketType: type.ticketType,
          unitPrice: bookingOrderItems.unitPrice,
          quantity: sql<string>`sum(${bookingOrderItems.quantity})`.mapWith(Number),
        })
        .from(bookingOrderItems)
        .innerJoin(bookingOrders, eq(bookingOrders.id, bookingOrderItems.orderId))
        .innerJoin(type, eq(type.id, bookingOrderItems.eventTicketId))
        .where(and(eq(bookingOrders.eventId, eventId), eq(bookingOrders.status, COMPLETED)))
        .groupBy(bookingOrderItems.eventTicketId, type.ticketType, type.position, bookingOrderItems.unitPrice)
        .orderBy(asc(type.position), asc(bookingOrderItems.unitPrice));
    },

    /** Sales per referrer (the promoter whose code the buyer gave), most tickets first. */
    async byReferrer(eventId: string, referrerId?: string): Promise<ReferrerSales[]> {
      const conditions = [
        eq(bookingOrders.eventId, eventId),
        eq(bookingOrders.status, COMPLETED),
        isNotNull(bookingOrders.referredByUserId),
      ];
      if (referrerId) conditions.push(eq(bookingOrders.referredByUserId, referrerId));
      const rows = await db
        .select({
          referrerId: bookingOrders.referredByUserId,
          orders: sql<string>`count(*)`.mapWith(Number),
          quantity: sql<string>`sum(${bookingOrders.quantity})`.mapWith(Number),
          amount: costCents('subTotal'),
        })
        .from(bookingOrders)
        .where(and(...conditions))
        .groupBy(bookingOrders.referredByUserId)
        .orderBy(sql`sum(${bookingOrders.quantity}) desc`, asc(bookingOrders.referredByUserId));
      return rows.map((r) => ({ ...r, referrerId: r.referrerId! }));
    },
  };
}

export type SalesRepository = ReturnType<typeof salesRepository>;
