import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor, Tx } from '../../platform/db/executor';
import { type EventRow, eventReads } from '../events/events.module';
import { eventPayouts } from './earnings.tables';

export type PayoutRow = typeof eventPayouts.$inferSelect;
export type NewPayout = typeof eventPayouts.$inferInsert;

/** Payouts that hold part of the balance: sent, or on their way. */
const HOLDING = ['PENDING', 'COMPLETED'];

/** Every database read and write of event payouts (docs/decisions/075). */
export function earningsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Serialises the payout requests of one event until the transaction ends (a transaction-level advisory
     * lock): the balance read and the payout written after it cannot be raced by a second request.
     */
    async lockEvent(tx: Tx, eventId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payout:${eventId}`}, 0))`);
    },

    /** Cents paid out or on their way for an event. */
    async paidOut(eventId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ total: sql<string>`coalesce(sum(${eventPayouts.amount}), 0)`.mapWith(Number) })
        .from(eventPayouts)
        .where(and(eq(eventPayouts.eventId, eventId), inArray(eventPayouts.status, HOLDING)));
      return row!.total;
    },

    async pendingOf(eventId: string, executor: Executor = db): Promise<PayoutRow | undefined> {
      const [row] = await executor
        .select()
        .from(eventPayouts)
        .where(and(eq(eventPayouts.eventId, eventId), eq(eventPayouts.status, 'PENDING')));
      return row;
    },

    /** An event's payouts, newest first. */
    listOf(eventId: string): Promise<PayoutRow[]> {
      return db
        .select()
        .from(eventPayouts)
        .where(eq(eventPayouts.eventId, eventId))
        .orderBy(desc(eventPayouts.createdAt), desc(eventPayouts.id));
    },

    async insert(tx: Tx, values: NewPayout): Promise<PayoutRow> {
      const [row] = await tx.insert(eventPayouts).values(values).returning();
      return row!;
    },

    /** The event a payout is of (read for reconciliation, which runs without a viewer). */
    eventOf: (eventId: string): Promise<EventRow | undefined> => eventReads.byId(db, eventId),

    async byId(id: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(eventPayouts).where(eq(eventPayouts.id, id));
      return row;
    },

    /** PENDING → COMPLETED with the provider's reference; undefined when it was no longer PENDING. */
    async complete(tx: Tx, id: string, reference: string, now: Date): Promise<PayoutRow | undefined> {
      const [row] = await tx
        .update(eventPayouts)
        .set({ status: 'COMPLETED', providerReference: reference, providerCallAt: null, completedAt: now })
        .where(and(eq(eventPayouts.id, id), eq(eventPayouts.status, 'PENDING')))
        .returning();
      return row;
    },

    /** PENDING → FAILED (its amount goes back to the balance); undefined when it was no longer PENDING. */
    async fail(tx: Tx, id: string, error: string, now: Date): Promise<PayoutRow | undefined> {
      const [row] = await tx
        .update(eventPayouts)
        .set({ status: 'FAILED', providerCallAt: null, lastError: error, completedAt: now })
        .where(and(eq(eventPayouts.id, id), eq(eventPayouts.status, 'PENDING')))
        .returning();
      return row;
    },

    /** The provider did not answer: counted; the payout stays PENDING for reconciliation to ask again. */
    async noteAttempt(id: string, error: string): Promise<void> {
      await db
        .update(eventPayouts)
        .set({ attempts: sql`${eventPayouts.attempts} + 1`, lastError: error })
        .where(and(eq(eventPayouts.id, id), eq(eventPayouts.status, 'PENDING')));
    },

    /** PENDING payouts whose provider call started before `before` and was never written. */
    interrupted(before: Date, limit: number): Promise<PayoutRow[]> {
      return db
        .select()
        .from(eventPayouts)
        .where(
          and(
            eq(eventPayouts.status, 'PENDING'),
            isNotNull(eventPayouts.providerCallAt),
            lt(eventPayouts.providerCallAt, before),
          ),
        )
        .orderBy(eventPayouts.providerCallAt)
        .limit(limit);
    },

    /** Takes an interrupted payout for this process (a compare-and-set on providerCallAt). */
    async claim(row: PayoutRow, now: Date): Promise<boolean> {
      const claimed = await db
        .update(eventPayouts)
        .set({ providerCallAt: now })
        .where(
          and(
            eq(eventPayouts.id, row.id),
            eq(eventPayouts.status, 'PENDING'),
            eq(eventPayouts.providerCallAt, row.providerCallAt!),
          ),
        )
        .returning({ id: eventPayouts.id });
      return claimed.length === 1;
    },
  };
}

export type EarningsRepository = ReturnType<typeof earningsRepository>;
