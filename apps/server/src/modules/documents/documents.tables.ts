import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * The ledger table (owned by payments, payments/payments.tables.ts) as far as a receipt's foreign key needs it: its
 * name and key. Declared here so that documents does not import the payments module (docs/decisions/065); it is
 * not exported, so drizzle-kit keeps only the payments declaration of the table.
 */
const ledger = pgTable('transactions', { id: uuid('id').primaryKey() });

/**
 * Documents a user received or signed (domain §9 PDF viewer; docs/decisions/025-transactions-and-documents.md):
 * RECEIPT — one per paid transaction, rendered as a PDF from the transaction when asked for;
 * WAIVER — an event's waiver or policy the user accepted, the file at `file_url`, with `signed_at`.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** RECEIPT or WAIVER. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    transactionId: uuid('transaction_id').references(() => ledger.id, { onDelete: 'cascade' }),
    /** The stored file (a waiver's PDF); receipts have none. */
    fileUrl: text('file_url'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // One receipt per transaction, whatever two completions do at once.
    uniqueIndex('documents_receipt_transaction_key')
      .on(t.transactionId)
      .where(sql`${t.kind} = 'RECEIPT'`),
    check('documents_kind_check', sql`${t.kind} in ('RECEIPT', 'WAIVER')`),
    check(
      'documents_content_check',
      sql`(${t.kind} = 'RECEIPT' and ${t.transactionId} is not null) or (${t.kind} = 'WAIVER' and ${t.fileUrl} is not null)`,
    ),
  ],
);
