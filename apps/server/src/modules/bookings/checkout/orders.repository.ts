import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { bookingOrderItems, bookingOrders } from '../bookings.tables';
import type { NewOrder, OrderItemRow, OrderRow } from '../bookings.rows';
import { type Tx, moveTickets } from '../inventory';

/** The orders (bookings) and their lines: checkout, holds, the payment's outcome, refunds. */
export function ordersRepository(db: Db) {
  /** Writes `set` on the order only while its status is still `from` (one winner); answers it when this won. */
  async function moveOrder(
    ex: Tx,
    orderId: string,
    from: OrderRow['status'],
    set: Partial<NewOrder>,
  ): Promise<OrderRow | undefined> {
    const [row] = await ex
      .update(bookingOrders)
      .set(set)
      .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.status, from)))
      .returning();
    return row;
  }
  return {
    /** The lines of several orders, in one statement (the resolvers' batches). */
    async itemsOfOrders(orderIds: readonly string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(bookingOrderItems)
        .where(inArray(bookingOrderItems.orderId, [...orderIds]));
    },

    /** Orders by id, in one statement (the resolvers' batches). */
    async ordersByIds(orderIds: readonly string[]): Promise<OrderRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(bookingOrders)
        .where(inArray(bookingOrders.id, [...orderIds]));
    },

    async orderById(orderId: string, tx: Tx = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
      return row;
    },

    async orderByProviderOrder(provider: string, providerOrderId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(bookingOrders)
        .where(
          and(
            eq(bookingOrders.paymentProvider, provider),
            eq(bookingOrders.providerOrderId, providerOrderId),
          ),
        );
      return row;
    },

    async itemsOf(orderId: string, tx: Tx = db): Promise<OrderItemRow[]> {
      return tx.select().from(bookingOrderItems).where(eq(bookingOrderItems.orderId, orderId));
    },

    /**
     * Serialises the bookings of one buyer at one event until the transaction ends (a transaction-level advisory
     * lock): the replacing of an open checkout and the one-RSVP rule cannot be raced (docs/decisions/047).
     */
    async lockBuyerAtEvent(tx: Tx, userId: string, eventId: string): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${userId}:${eventId}`}, 0))`,
      );
    },

    /** The buyer's own completed RSVP at an event (not a gift), if any. */
    async completedRsvpOf(tx: Tx, userId: string, eventId: string): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(bookingOrders)
        .where(
          and(
            eq(bookingOrders.userId, userId),
            eq(bookingOrders.eventId, eventId),
            eq(bookingOrders.type, 'RSVP'),
            eq(bookingOrders.status, 'COMPLETED'),
            isNull(bookingOrders.recipientUserId),
          ),
        )
        .limit(1);
      return row;
    },

    /** The viewer's PENDING checkouts of an event (a new checkout replaces them). */
    async pendingCheckoutsOf(userId: string, eventId: string, tx: Tx = db): Promise<OrderRow[]> {
      return tx
        .select()
        .from(bookingOrders)
        .where(
          and(
            eq(bookingOrders.userId, userId),
            eq(bookingOrders.eventId, eventId),
            eq(bookingOrders.status, 'PENDING'),
            eq(bookingOrders.holdKind, 'CHECKOUT'),
          ),
        );
    },

    async insertOrder(tx: Tx, order: NewOrder, items: readonly OrderItemRow[]): Promise<OrderRow> {
      const [row] = await tx.insert(bookingOrders).values(order).returning();
      if (items.length > 0)
        await tx.insert(bookingOrderItems).values(items.map((i) => ({ ...i, orderId: row!.id })));
      return row!;
    },

    /**
     * Links a PENDING order to its provider payment, unless it already has another one (one live payment per
     * order). Undefined when the order is no longer open or is paid through another payment.
     */
    async setProviderOrder(
      orderId: string,
      provider: string,
      providerOrderId: string,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(bookingOrders)
        .set({ paymentProvider: provider, providerOrderId })
        .where(
          and(
            eq(bookingOrders.id, orderId),
            eq(bookingOrders.status, 'PENDING'),
            or(isNull(bookingOrders.providerOrderId), eq(bookingOrders.providerOrderId, providerOrderId)),
          ),
        )
        .returning();
      return row;
    },

    /** Writes the intent before a capture: only while the order is PENDING. Undefined otherwise. */
    async markCapture(orderId: string, now: Date): Promise<OrderRow | undefined> {
      return moveOrder(db as unknown as Tx, orderId, 'PENDING', { providerCallAt: now });
    },

    /**
     * Clears (`to` null) or renews the provider-call mark, only while it is still `seen` (compare-and-set: of
     * several servers, one wins). Answers the order when this call won.
     */
    async swapProviderCall(orderId: string, seen: Date, to: Date | null): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(bookingOrders)
        .set({ providerCallAt: to })
        .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.providerCallAt, seen)))
        .returning();
      return row;
    },

    /** Orders whose provider call was started before `before` and whose outcome is not written yet. */
    async ordersToReconcile(before: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(bookingOrders)
        .where(lt(bookingOrders.providerCallAt, before))
        .orderBy(asc(bookingOrders.providerCallAt))
        .limit(limit);
    },

    /** PENDING → `status` (one winner); undefined when the order was not PENDING any more. */
    async closePending(
      tx: Tx,
      orderId: string,
      status: 'COMPLETED' | 'CANCELLED' | 'FAILED',
      now: Date,
      extra: { providerCaptureId?: string | null; paidAt?: Date | null } = {},
    ): Promise<OrderRow | undefined> {
      return moveOrder(tx, orderId, 'PENDING', {
        status,
        ...(status === 'COMPLETED' ? { completedAt: now, providerCallAt: null } : { cancelledAt: now }),
        ...extra,
      });
    },

    /** COMPLETED → REFUND_PENDING, the intent of the refund written before the provider is asked (one winner). */
    async markRefundPending(tx: Tx, orderId: string, now: Date): Promise<OrderRow | undefined> {
      return moveOrder(tx, orderId, 'COMPLETED', { status: 'REFUND_PENDING', providerCallAt: now });
    },

    /** REFUND_PENDING → REFUNDED once the provider gave the money back (one winner). */
    async markRefunded(tx: Tx, orderId: string, now: Date): Promise<OrderRow | undefined> {
      return moveOrder(tx, orderId, 'REFUND_PENDING', {
        status: 'REFUNDED',
        refundedAt: now,
        providerCallAt: null,
      });
    },

    /** PENDING orders whose hold ran out, oldest first. */
    async expiredHolds(now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(bookingOrders)
        .where(and(eq(bookingOrders.status, 'PENDING'), lt(bookingOrders.expiresAt, now)))
        .orderBy(asc(bookingOrders.expiresAt))
        .limit(limit);
    },

    /**
     * PENDING → AUTHORIZED (decision 114): the request's money is reserved; the request waits for the host until
     * `expiresAt`. One winner; the provider-call mark is cleared in the same write.
     */
    async authorizePending(
      tx: Tx,
      orderId: string,
      authorizationId: string,
      expiresAt: Date,
    ): Promise<OrderRow | undefined> {
      return moveOrder(tx, orderId, 'PENDING', {
        status: 'AUTHORIZED',
        providerAuthorizationId: authorizationId,
        providerCallAt: null,
        expiresAt,
      });
    },

    /**
     * Writes the intent before an authorization is captured or voided: only while the order is AUTHORIZED and no
     * other call is under way (compare-and-set: of two approvals at once, one calls the provider).
     */
    async markAuthorizedCall(orderId: string, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(bookingOrders)
        .set({ providerCallAt: now })
        .where(
          and(
            eq(bookingOrders.id, orderId),
            eq(bookingOrders.status, 'AUTHORIZED'),
            isNull(bookingOrders.providerCallAt),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Records that an AUTHORIZED request whose capture or void is under way is no longer wanted (the host declined,
     * the buyer withdrew; decision 114): the capture's own record, or reconciliation, refunds what it took. Answers
     * the order when it was still AUTHORIZED.
     */
    async markWithdrawn(orderId: string, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(bookingOrders)
        .set({ withdrawnAt: now })
        .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.status, 'AUTHORIZED')))
        .returning();
      return row;
    },

    /** AUTHORIZED → `status` (one winner): captured (COMPLETED) or voided (CANCELLED, FAILED). */
    async closeAuthorized(
      tx: Tx,
      orderId: string,
      status: 'COMPLETED' | 'CANCELLED' | 'FAILED',
      now: Date,
      extra: { providerCaptureId?: string; paidAt?: Date } = {},
    ): Promise<OrderRow | undefined> {
      return moveOrder(tx, orderId, 'AUTHORIZED', {
        status,
        providerCallAt: null,
        expiresAt: null,
        ...(status === 'COMPLETED' ? { completedAt: now } : { cancelledAt: now }),
        ...extra,
      });
    },

    /** The AUTHORIZED requests whose tickets a user holds at an event (theirs, or gifts to them). */
    async authorizedOrdersOf(eventId: string, holderId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(bookingOrders)
        .where(
          and(
            eq(bookingOrders.eventId, eventId),
            eq(bookingOrders.status, 'AUTHORIZED'),
            or(
              eq(bookingOrders.recipientUserId, holderId),
              and(eq(bookingOrders.userId, holderId), isNull(bookingOrders.recipientUserId)),
            ),
          ),
        );
    },

    /** AUTHORIZED requests the host did not decide in time (none under a provider call), oldest first. */
    async expiredRequests(now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(bookingOrders)
        .where(
          and(
            eq(bookingOrders.status, 'AUTHORIZED'),
            lt(bookingOrders.expiresAt, now),
            isNull(bookingOrders.providerCallAt),
          ),
        )
        .orderBy(asc(bookingOrders.expiresAt))
        .limit(limit);
    },

    /** COMPLETED orders of a user at an event (to refund when a host declines them). */
    async completedOrdersOf(eventId: string, userId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(bookingOrders)
        .where(
          and(
            eq(bookingOrders.eventId, eventId),
            eq(bookingOrders.userId, userId),
            eq(bookingOrders.status, 'COMPLETED'),
          ),
        );
    },

    /** The user's open (PENDING) checkouts and waiting-list offers, and paid requests waiting for the host (AUTHORIZED). */
    async pendingOrdersAt(eventIds: readonly string[], userId: string): Promise<OrderRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(bookingOrders)
        .where(
          and(
            inArray(bookingOrders.eventId, [...eventIds]),
            eq(bookingOrders.userId, userId),
            inArray(bookingOrders.status, ['PENDING', 'AUTHORIZED']),
          ),
        )
        .orderBy(asc(bookingOrders.createdAt));
    },

    moveTickets,
  };
}
