import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { eventQuestions, eventTicketTypes, events } from '../events/events.tables';
import { users } from '../users/users.tables';
import {
  bookingOrderItems,
  bookingOrders,
  eventAttendees,
  type QuestionAnswer,
  tickets,
  waitingListEntries,
} from './bookings.tables';
import { type ItemQuantity, type Tx, moveTickets } from './inventory';
import { isUuid } from '../../platform/ids';

export type EventRow = typeof events.$inferSelect;
export type TicketTypeRow = typeof eventTicketTypes.$inferSelect;
export type QuestionRow = typeof eventQuestions.$inferSelect;
export type OrderRow = typeof bookingOrders.$inferSelect;
export type OrderItemRow = typeof bookingOrderItems.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type AttendeeRow = typeof eventAttendees.$inferSelect;
export type WaitingListRow = typeof waitingListEntries.$inferSelect;
export type NewOrder = typeof bookingOrders.$inferInsert;

/** The QR code's secret: 32 random bytes, never derived from the ticket id. */
export const newQrSecret = () => randomBytes(32).toString('base64url');

/** Every database read and write of bookings. Writes that move tickets take the open transaction. */
export function bookingsRepository(db: Db) {
  let probe: ReturnType<typeof prepareHoldingsProbe> | undefined;
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
    db: db as unknown as Tx,

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Tx));
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

    /** An account that can receive a gift: not deleted, not deactivated. */
    async activeUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, dateOfBirth: users.dateOfBirth, name: users.name })
        .from(users)
        .where(
          and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt), isNull(users.deactivatedAt)),
        );
      return row;
    },

    async attendee(eventId: string, userId: string): Promise<AttendeeRow | undefined> {
      const [row] = await db
        .select()
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
      return row;
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

    async ticketsOfOrder(orderId: string): Promise<TicketRow[]> {
      return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.createdAt));
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

    /** Active tickets of an order held by someone other than `holderId` (claimed shares). */
    async ticketsHeldByOthers(orderId: string, holderId: string): Promise<TicketRow[]> {
      return db
        .select()
        .from(tickets)
        .where(
          and(
            eq(tickets.orderId, orderId),
            eq(tickets.status, 'ACTIVE'),
            sql`${tickets.userId} <> ${holderId}`,
          ),
        );
    },

    moveTickets,

    async insertTickets(tx: Tx, rows: (typeof tickets.$inferInsert)[]): Promise<TicketRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(tickets).values(rows).returning();
    },

    async setTicketsStatus(tx: Tx, orderId: string, status: 'CANCELLED' | 'REFUNDED'): Promise<void> {
      await tx
        .update(tickets)
        .set({ status })
        .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'ACTIVE')));
    },

    /**
     * Makes the user an attendee (or keeps them one). An approved or checked-in attendee stays so; anyone
     * else becomes `state`. The first referrer stays: a later booking's does not replace it.
     */
    async upsertAttendee(
      tx: Tx,
      row: {
        eventId: string;
        userId: string;
        state: 'PENDING' | 'APPROVED';
        answers: QuestionAnswer[];
        referredByUserId?: string | null;
      },
      waiverAccepted: boolean,
      now: Date,
    ): Promise<void> {
      await tx
        .insert(eventAttendees)
        .values({
          ...row,
          privacyPolicyState: waiverAccepted ? 'ACCEPTED' : null,
          approvalAt: row.state === 'APPROVED' ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [eventAttendees.eventId, eventAttendees.userId],
          set: {
            state: sql`case when ${eventAttendees.state} in ('APPROVED', 'CHECKED_IN') then ${eventAttendees.state} else excluded.state end`,
            answers: sql`case when jsonb_array_length(excluded.answers) > 0 then excluded.answers else ${eventAttendees.answers} end`,
            privacyPolicyState: sql`coalesce(excluded.privacy_policy_state, ${eventAttendees.privacyPolicyState})`,
            referredByUserId: sql`coalesce(${eventAttendees.referredByUserId}, excluded.referred_by_user_id)`,
            updatedAt: now,
          },
        });
    },

    /**
     * Sets an attendee's state when it is one of `from` (and, with `referredBy`, while that person referred
     * them); undefined otherwise.
     */
    async setAttendeeState(
      tx: Tx,
      eventId: string,
      userId: string,
      from: string[],
      state: string,
      by: string | null,
      now: Date,
      only: { referredBy?: string } = {},
    ): Promise<AttendeeRow | undefined> {
      const [row] = await tx
        .update(eventAttendees)
        .set({ state, approvedBy: by, approvalAt: now, updatedAt: now })
        .where(
          and(
            eq(eventAttendees.eventId, eventId),
            eq(eventAttendees.userId, userId),
            inArray(eventAttendees.state, from),
            only.referredBy ? eq(eventAttendees.referredByUserId, only.referredBy) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** Records a host's decision on an attendee, whether or not the attendee row still exists. */
    async upsertDecided(
      tx: Tx,
      row: {
        eventId: string;
        userId: string;
        state: string;
        approvedBy: string;
        referredByUserId?: string | null;
      },
      now: Date,
    ): Promise<void> {
      await tx
        .insert(eventAttendees)
        .values({ ...row, approvalAt: now, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [eventAttendees.eventId, eventAttendees.userId],
          set: {
            state: row.state,
            approvedBy: row.approvedBy,
            approvalAt: now,
            referredByUserId: sql`coalesce(${eventAttendees.referredByUserId}, excluded.referred_by_user_id)`,
            updatedAt: now,
          },
        });
    },

    /** Whether the user still holds an active ticket for the event. */
    async hasActiveTickets(tx: Tx, eventId: string, userId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.eventId, eventId), eq(tickets.userId, userId), eq(tickets.status, 'ACTIVE')))
        .limit(1);
      return Boolean(row);
    },

    async removeAttendee(tx: Tx, eventId: string, userId: string): Promise<void> {
      await tx
        .delete(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
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

    // -- waiting list ------------------------------------------------------------------------------------

    async openWaitingEntry(eventTicketId: string, userId: string): Promise<WaitingListRow | undefined> {
      const [row] = await db
        .select()
        .from(waitingListEntries)
        .where(
          and(
            eq(waitingListEntries.eventTicketId, eventTicketId),
            eq(waitingListEntries.userId, userId),
            inArray(waitingListEntries.status, ['WAITING', 'OFFERED']),
          ),
        );
      return row;
    },

    async insertWaitingEntry(
      row: typeof waitingListEntries.$inferInsert,
    ): Promise<WaitingListRow | undefined> {
      const [inserted] = await db.insert(waitingListEntries).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async cancelWaitingEntry(eventTicketId: string, userId: string): Promise<WaitingListRow | undefined> {
      const [row] = await db
        .update(waitingListEntries)
        .set({ status: 'CANCELLED' })
        .where(
          and(
            eq(waitingListEntries.eventTicketId, eventTicketId),
            eq(waitingListEntries.userId, userId),
            eq(waitingListEntries.status, 'WAITING'),
          ),
        )
        .returning();
      return row;
    },

    /** The first in line for a ticket type, locked so two releases cannot offer to the same person. */
    async firstWaiting(tx: Tx, eventTicketId: string): Promise<WaitingListRow | undefined> {
      const [row] = await tx
        .select()
        .from(waitingListEntries)
        .where(
          and(eq(waitingListEntries.eventTicketId, eventTicketId), eq(waitingListEntries.status, 'WAITING')),
        )
        .orderBy(asc(waitingListEntries.position))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    async setWaitingEntry(
      tx: Tx,
      id: string,
      set: Partial<Pick<WaitingListRow, 'status' | 'offerOrderId' | 'offeredAt'>>,
    ): Promise<void> {
      await tx.update(waitingListEntries).set(set).where(eq(waitingListEntries.id, id));
    },

    async waitingEntryOfOffer(tx: Tx, orderId: string): Promise<WaitingListRow | undefined> {
      const [row] = await tx
        .select()
        .from(waitingListEntries)
        .where(eq(waitingListEntries.offerOrderId, orderId));
      return row;
    },

    // -- tickets -----------------------------------------------------------------------------------------

    /** The user's active tickets for one event. */
    async activeTicketsAt(eventId: string, userId: string): Promise<TicketRow[]> {
      return db
        .select()
        .from(tickets)
        .where(and(eq(tickets.eventId, eventId), eq(tickets.userId, userId), eq(tickets.status, 'ACTIVE')))
        .orderBy(asc(tickets.createdAt), asc(tickets.id));
    },

    /**
     * What the user has at one event, for the event page: active tickets, open checkouts and waiting-list
     * places. One statement says which of the three exist (usually none), and only those are read
     * (docs/decisions/056).
     */
    async holdingsAt(eventId: string, userId: string) {
      probe ??= prepareHoldingsProbe(db);
      const [found] = await probe.execute({ eventId, userId });
      const [active, pending, waiting] = await Promise.all([
        found?.tickets ? this.activeTicketsAt(eventId, userId) : [],
        found?.pending ? this.pendingOrdersAt(eventId, userId) : [],
        found?.waiting ? this.waitingEntriesAt(eventId, userId) : [],
      ]);
      return { tickets: active, pending, waiting };
    },

    /** The user's open (PENDING) checkouts and waiting-list offers at one event. */
    async pendingOrdersAt(eventId: string, userId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(bookingOrders)
        .where(
          and(
            eq(bookingOrders.eventId, eventId),
            eq(bookingOrders.userId, userId),
            eq(bookingOrders.status, 'PENDING'),
          ),
        )
        .orderBy(asc(bookingOrders.createdAt));
    },

    /** The user's open waiting-list entries at one event. */
    async waitingEntriesAt(eventId: string, userId: string): Promise<WaitingListRow[]> {
      return db
        .select()
        .from(waitingListEntries)
        .where(
          and(
            eq(waitingListEntries.eventId, eventId),
            eq(waitingListEntries.userId, userId),
            inArray(waitingListEntries.status, ['WAITING', 'OFFERED']),
          ),
        );
    },

    /**
     * A page of an event's attendees, oldest first, optionally in one state and only those one person referred.
     * Key: [created ISO, user id].
     */
    async attendeesOf(
      eventId: string,
      state: string | null,
      limit: number,
      after: [string, string] | null,
      referredBy: string | null = null,
    ): Promise<(AttendeeRow & { cursorTime: string })[]> {
      const rows = await db
        .select({
          attendee: eventAttendees,
          cursorTime: sql<string>`to_char(${eventAttendees.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(eventAttendees)
        .where(
          and(
            eq(eventAttendees.eventId, eventId),
            state ? eq(eventAttendees.state, state) : undefined,
            referredBy ? eq(eventAttendees.referredByUserId, referredBy) : undefined,
            after
              ? sql`(${eventAttendees.createdAt}, ${eventAttendees.userId}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId))
        .limit(limit);
      return rows.map((r) => ({ ...r.attendee, cursorTime: r.cursorTime }));
    },

    async ticketById(ticketId: string, tx: Tx = db): Promise<TicketRow | undefined> {
      if (!isUuid(ticketId)) return undefined;
      const [row] = await tx.select().from(tickets).where(eq(tickets.id, ticketId));
      return row;
    },

    /**
     * A page of the user's active tickets with their events: upcoming (not ended) soonest first, or past
     * latest first. Key: [event start ISO, ticket id].
     */
    async ticketsOfUser(
      userId: string,
      when: 'UPCOMING' | 'PAST',
      now: Date,
      limit: number,
      after: [string, string] | null,
    ): Promise<(TicketRow & { startDate: Date })[]> {
      const upcoming = when === 'UPCOMING';
      const afterStart = after ? new Date(after[0]) : null;
      const rows = await db
        .select({ ticket: tickets, startDate: events.startDate })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(
          and(
            eq(tickets.userId, userId),
            eq(tickets.status, 'ACTIVE'),
            upcoming ? gte(events.endDate, now) : lt(events.endDate, now),
            afterStart
              ? upcoming
                ? or(
                    gt(events.startDate, afterStart),
                    and(eq(events.startDate, afterStart), gt(tickets.id, after![1])),
                  )
                : or(
                    lt(events.startDate, afterStart),
                    and(eq(events.startDate, afterStart), lt(tickets.id, after![1])),
                  )
              : undefined,
          ),
        )
        .orderBy(
          ...(upcoming
            ? [asc(events.startDate), asc(tickets.id)]
            : [desc(events.startDate), desc(tickets.id)]),
        )
        .limit(limit);
      return rows.map((r) => ({ ...r.ticket, startDate: r.startDate }));
    },

    /** Compare-and-set on a ticket: applies `set` only while the ticket still matches `expect`. */
    async updateTicketIf(
      tx: Tx,
      ticketId: string,
      expect: { status?: string; shareState?: string[]; userId?: string; shareTokenHash?: string },
      set: Partial<typeof tickets.$inferInsert>,
    ): Promise<TicketRow | undefined> {
      const [row] = await tx
        .update(tickets)
        .set(set)
        .where(
          and(
            eq(tickets.id, ticketId),
            expect.status ? eq(tickets.status, expect.status) : undefined,
            expect.shareState ? inArray(tickets.shareState, expect.shareState) : undefined,
            expect.userId ? eq(tickets.userId, expect.userId) : undefined,
            expect.shareTokenHash ? eq(tickets.shareTokenHash, expect.shareTokenHash) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** The active ticket made from a shared one. */
    async childOf(tx: Tx, ticketId: string): Promise<TicketRow | undefined> {
      const [row] = await tx
        .select()
        .from(tickets)
        .where(and(eq(tickets.parentTicketId, ticketId), eq(tickets.status, 'ACTIVE')));
      return row;
    },

    /** Everyone holding a ticket of an order (the buyer, gift recipients, people tickets were shared with). */
    async holdersOf(tx: Tx, orderId: string): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ userId: tickets.userId })
        .from(tickets)
        .where(eq(tickets.orderId, orderId));
      return rows.map((r) => r.userId);
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
        and ${bookingOrders.userId} = ${userId} and ${bookingOrders.status} = 'PENDING')`,
      waiting: sql<boolean>`exists (select 1 from ${waitingListEntries}
        where ${waitingListEntries.eventId} = ${eventId} and ${waitingListEntries.userId} = ${userId}
        and ${waitingListEntries.status} in ('WAITING', 'OFFERED'))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('booking_holdings_probe');
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
export type { ItemQuantity };
