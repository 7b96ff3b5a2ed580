import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor, Tx } from '../../platform/db/executor';
import { tradeRequests } from './trades.tables';

export type TradeRequestRow = typeof tradeRequests.$inferSelect;
export type NewTradeRequest = typeof tradeRequests.$inferInsert;

/** Trade requests (trades.tables.ts); balances, holds and movements live in the ledger. */
export function tradesRepository(db: Db) {
  return {
    db,
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async tradeById(id: string, executor: Executor = db): Promise<TradeRequestRow | undefined> {
      const [row] = await executor.select().from(tradeRequests).where(eq(tradeRequests.id, id));
      return row;
    },

    /** The request, its row locked until the transaction ends (accepting it). */
    async lockTrade(tx: Tx, id: string): Promise<TradeRequestRow | undefined> {
      const [row] = await tx.select().from(tradeRequests).where(eq(tradeRequests.id, id)).for('update');
      return row;
    },

    async tradeByKey(fromUserId: string, key: string): Promise<TradeRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(tradeRequests)
        .where(and(eq(tradeRequests.fromUserId, fromUserId), eq(tradeRequests.idempotencyKey, key)));
      return row;
    },

    /** Inserts the request; undefined when the sender already sent one with this key. */
    async insertTrade(executor: Executor, row: NewTradeRequest): Promise<TradeRequestRow | undefined> {
      const [inserted] = await executor
        .insert(tradeRequests)
        .values(row)
        .onConflictDoNothing({ target: [tradeRequests.fromUserId, tradeRequests.idempotencyKey] })
        .returning();
      return inserted;
    },

    /** Records the hold made for a request (in the transaction that made both). */
    async setHold(executor: Executor, id: string, holdId: string): Promise<TradeRequestRow> {
      const [row] = await executor
        .update(tradeRequests)
        .set({ holdId })
        .where(eq(tradeRequests.id, id))
        .returning();
      return row!;
    },

    /** Answers a PENDING, unexpired request: the row when it changed, undefined when it was not open. */
    async closeTrade(
      executor: Executor,
      id: string,
      status: 'ACCEPTED' | 'DECLINED' | 'CANCELLED',
      now: Date,
    ): Promise<TradeRequestRow | undefined> {
      const [row] = await executor
        .update(tradeRequests)
        .set({ status, respondedAt: now })
        .where(
          and(
            eq(tradeRequests.id, id),
            eq(tradeRequests.status, 'PENDING'),
            gt(tradeRequests.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** The user's incoming and outgoing requests, newest first (open: PENDING and not expired). */
    async tradesOf(
      userId: string,
      options: { open: boolean; now: Date; after: [string, string] | null; limit: number },
    ): Promise<(TradeRequestRow & { cursorTime: string })[]> {
      const conditions = [
        or(eq(tradeRequests.fromUserId, userId), eq(tradeRequests.toUserId, userId)),
        options.open
          ? and(eq(tradeRequests.status, 'PENDING'), gt(tradeRequests.expiresAt, options.now))
          : undefined,
        options.after
          ? or(
              lt(tradeRequests.createdAt, sql`${options.after[0]}::timestamptz`),
              and(
                eq(tradeRequests.createdAt, sql`${options.after[0]}::timestamptz`),
                lt(tradeRequests.id, options.after[1]),
              ),
            )
          : undefined,
      ];
      return db
        .select({
          ...tableColumns,
          cursorTime: sql<string>`to_char(${tradeRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(tradeRequests)
        .where(and(...conditions))
        .orderBy(desc(tradeRequests.createdAt), desc(tradeRequests.id))
        .limit(options.limit);
    },
  };
}

const tableColumns = {
  id: tradeRequests.id,
  fromUserId: tradeRequests.fromUserId,
  toUserId: tradeRequests.toUserId,
  giveClubId: tradeRequests.giveClubId,
  giveAmount: tradeRequests.giveAmount,
  askClubId: tradeRequests.askClubId,
  askAmount: tradeRequests.askAmount,
  giveAsset: tradeRequests.giveAsset,
  askAsset: tradeRequests.askAsset,
  holdId: tradeRequests.holdId,
  memo: tradeRequests.memo,
  status: tradeRequests.status,
  idempotencyKey: tradeRequests.idempotencyKey,
  expiresAt: tradeRequests.expiresAt,
  createdAt: tradeRequests.createdAt,
  respondedAt: tradeRequests.respondedAt,
};

export type TradesRepository = ReturnType<typeof tradesRepository>;
