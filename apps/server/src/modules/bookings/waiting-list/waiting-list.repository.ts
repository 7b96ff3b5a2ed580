import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { waitingListEntries } from '../bookings.tables';
import type { WaitingListRow } from '../bookings.rows';
import type { Tx } from '../inventory';

/** The waiting-list places of sold-out ticket types. */
export function waitingListRepository(db: Db) {
  return {
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

    /** The user's open waiting-list entries at one event. */
    async waitingEntriesAt(eventIds: readonly string[], userId: string): Promise<WaitingListRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(waitingListEntries)
        .where(
          and(
            inArray(waitingListEntries.eventId, [...eventIds]),
            eq(waitingListEntries.userId, userId),
            inArray(waitingListEntries.status, ['WAITING', 'OFFERED']),
          ),
        );
    },
  };
}
