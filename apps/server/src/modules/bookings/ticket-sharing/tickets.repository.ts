import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { tickets } from '../bookings.tables';
import type { TicketRow } from '../bookings.rows';
import type { Tx } from '../inventory';
import { isUuid } from '../../../platform/ids';
import { eventReads } from '../../events/events.module';

/** The tickets: issued, shared, claimed, taken back, voided, and the holder's pages of them. */
export function ticketsRepository(db: Db) {
  return {
    /** The tickets of several orders, oldest first, in one statement (the resolvers' batches). */
    async ticketsOfOrders(orderIds: readonly string[]): Promise<TicketRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(tickets)
        .where(inArray(tickets.orderId, [...orderIds]))
        .orderBy(asc(tickets.createdAt));
    },

    async ticketsOfOrder(orderId: string): Promise<TicketRow[]> {
      return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.createdAt));
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

    /** Whether the user still holds an active ticket for the event. */
    async hasActiveTickets(tx: Tx, eventId: string, userId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.eventId, eventId), eq(tickets.userId, userId), eq(tickets.status, 'ACTIVE')))
        .limit(1);
      return Boolean(row);
    },

    /** The user's active tickets for some events, in one statement. */
    async activeTicketsAt(eventIds: readonly string[], userId: string): Promise<TicketRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(tickets)
        .where(
          and(
            inArray(tickets.eventId, [...eventIds]),
            eq(tickets.userId, userId),
            eq(tickets.status, 'ACTIVE'),
          ),
        )
        .orderBy(asc(tickets.createdAt), asc(tickets.id));
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
      const event = eventReads.shown(db);
      const rows = await db
        .select({ ticket: tickets, startDate: event.startDate })
        .from(tickets)
        .innerJoin(event, eq(event.id, tickets.eventId))
        .where(
          and(
            eq(tickets.userId, userId),
            eq(tickets.status, 'ACTIVE'),
            upcoming ? gte(event.endDate, now) : lt(event.endDate, now),
            afterStart
              ? upcoming
                ? or(
                    gt(event.startDate, afterStart),
                    and(eq(event.startDate, afterStart), gt(tickets.id, after![1])),
                  )
                : or(
                    lt(event.startDate, afterStart),
                    and(eq(event.startDate, afterStart), lt(tickets.id, after![1])),
                  )
              : undefined,
          ),
        )
        .orderBy(
          ...(upcoming ? [asc(event.startDate), asc(tickets.id)] : [desc(event.startDate), desc(tickets.id)]),
        )
        .limit(limit);
      return rows.map((r) => ({ ...r.ticket, startDate: r.startDate }));
    },

    /** Compare-and-set on a ticket: applies `set` only while the ticket still matches `expect`. */
    async updateTicketIf(
      tx: Tx,
      ticketId: string,
      expect: {
        status?: string;
        shareState?: string[];
        userId?: string;
        shareTokenHash?: string;
        /** Only while the door has not checked it in (a used ticket is never passed on). */
        notCheckedIn?: boolean;
      },
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
            expect.notCheckedIn ? isNull(tickets.checkedInAt) : undefined,
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
