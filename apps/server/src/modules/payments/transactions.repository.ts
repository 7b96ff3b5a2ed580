import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/executor';
import { transactions } from './payments.tables';
import { insertReceipt, receiptIdOf } from '../documents/documents.module';
import { receiptPersonOf } from '../users/users.module';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;

/** A row as a page answers it: the exact creation time its cursor needs and its receipt's id. */
export type TransactionPageRow = TransactionRow & { cursorTime: string; receiptId: string | null };
export type TransactionKey = { createdAt: string; id: string };

/** The receipt of a paid transaction, written by its owner, the documents module. */
function addReceipt(executor: Executor, row: TransactionRow, now: Date): Promise<void> {
  return insertReceipt(executor, {
    userId: row.userId,
    transactionId: row.id,
    description: row.description,
    issuedAt: row.paidAt ?? now,
  });
}

const hasReceipt = (row: TransactionRow) => row.paidAt !== null && row.totalAmount > 0;

/**
 * Every database read and write of the transactions ledger. Writes take an optional executor: the open
 * transaction of the domain that takes the money (an order and its ledger row change together).
 */
export function transactionsRepository(db: Db) {
  return {
    /** Inserts a transaction, and its receipt when it is already paid. */
    async insert(values: NewTransaction, now: Date, executor: Executor = db): Promise<TransactionRow> {
      const [row] = await executor.insert(transactions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      if (hasReceipt(row)) await addReceipt(executor, row, now);
      return row;
    },

    /**
     * Moves a transaction from one of `from` to `to` (a conditional UPDATE: two callers cannot both move it);
     * undefined when it was in none of them. Becoming paid adds its receipt.
     */
    async transition(
      id: string,
      from: readonly string[],
      set: Partial<Pick<NewTransaction, 'status' | 'paidAt' | 'providerReference' | 'paymentMethod'>> & {
        status: string;
      },
      now: Date,
      executor: Executor = db,
    ): Promise<TransactionRow | undefined> {
      const [row] = await executor
        .update(transactions)
        .set({ ...set, updatedAt: now })
        .where(and(eq(transactions.id, id), inArray(transactions.status, [...from])))
        .returning();
      if (row && hasReceipt(row)) await addReceipt(executor, row, now);
      return row;
    },

    /** What a receipt shows: the transaction and the person it was made out to (read by documents' receipt PDF). */
    async receiptContent(transactionId: string) {
      const [transaction] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
      const person = transaction && (await receiptPersonOf(db, transaction.userId));
      return person && { transaction, ...person };
    },

    async byId(id: string): Promise<TransactionRow | undefined> {
      const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
      return row;
    },

    /** A user's transactions, newest first (created_at desc, id desc), after `after`: a keyset read. */
    async page(userId: string, after: TransactionKey | null, limit: number): Promise<TransactionPageRow[]> {
      const conditions = [eq(transactions.userId, userId)];
      if (after) {
        conditions.push(
          sql`(${transactions.createdAt}, ${transactions.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      return db
        .select({
          ...getTableColumns(transactions),
          cursorTime: sql<string>`to_char(${transactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
          receiptId: receiptIdOf(transactions.id),
        })
        .from(transactions)
        .where(and(...conditions))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(limit);
    },
  };
}

export type TransactionsRepository = ReturnType<typeof transactionsRepository>;
