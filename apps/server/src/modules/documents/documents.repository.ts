import { type Column, type SQL, and, desc, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/executor';
import { documents } from './documents.tables';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type DocumentPageRow = DocumentRow & { cursorTime: string };
export type DocumentKey = { createdAt: string; id: string };

/**
 * The receipt of a paid transaction (a document of kind RECEIPT), written by the payments module in the transaction
 * that pays it; one per transaction (a partial unique key), so a second call does nothing. The receipt refers to
 * its transaction by id.
 */
export async function insertReceipt(
  executor: Executor,
  receipt: { userId: string; transactionId: string; description: string; issuedAt: Date },
): Promise<void> {
  await executor
    .insert(documents)
    .values({
      userId: receipt.userId,
      kind: 'RECEIPT',
      title: `Receipt — ${receipt.description}`,
      transactionId: receipt.transactionId,
      createdAt: receipt.issuedAt,
    })
    .onConflictDoNothing({ target: documents.transactionId, where: sql`${documents.kind} = 'RECEIPT'` });
}

/**
 * The id of a transaction's receipt (null while it has none), as an expression other modules select in their own
 * statement (a paginated list stays one statement; decision 121). One receipt per transaction (a partial unique
 * key), so the subquery answers one row at most.
 */
export function receiptIdOf(transactionId: Column): SQL<string | null> {
  // Spelled out with table names: Drizzle leaves columns unqualified in a select from a single table, where the
  // outer `id` would mean the receipt's own.
  const outer = sql`${sql.identifier(getTableName(transactionId.table))}.${sql.identifier(transactionId.name)}`;
  const own = (column: Column) => sql`receipt.${sql.identifier(column.name)}`;
  return sql<string | null>`(select ${own(documents.id)} from ${documents} receipt
    where ${own(documents.transactionId)} = ${outer} and ${own(documents.kind)} = 'RECEIPT')`;
}

/** Every database read and write of documents. */
export function documentsRepository(db: Db) {
  return {
    async insert(values: NewDocument, executor: Executor = db): Promise<DocumentRow> {
      const [row] = await executor.insert(documents).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** One of the user's documents; another user's is answered like a missing one. */
    async byIdForUser(id: string, userId: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)));
      return row;
    },

    /** A user's documents, newest first (created_at desc, id desc), after `after`: a keyset read. */
    async page(userId: string, after: DocumentKey | null, limit: number): Promise<DocumentPageRow[]> {
      const conditions = [eq(documents.userId, userId)];
      if (after) {
        conditions.push(
          sql`(${documents.createdAt}, ${documents.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      return db
        .select({
          ...getTableColumns(documents),
          cursorTime: sql<string>`to_char(${documents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(documents)
        .where(and(...conditions))
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(limit);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;
