import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * An account of the platform ledger (docs/decisions/096): one per asset ("points:<clubId>") and owner. A user's
 * account holds what they own; an issuer's (a club minting its points) may go negative — what it has issued is
 * −its balance; system accounts are the platform's own. `balance` is only ever moved by a transfer, in the same
 * transaction that records it, and always equals the sum of the account's transfers (ledger.verify).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    asset: text('asset').notNull(),
    /** user, issuer or system. */
    ownerKind: text('owner_kind').notNull(),
    /** The user's id (user), or what the issuer/system account belongs to (a club's id). */
    ownerId: text('owner_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('ledger_accounts_owner_key').on(t.asset, t.ownerKind, t.ownerId),
    index('ledger_accounts_owner_idx').on(t.ownerKind, t.ownerId),
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check('ledger_accounts_owner_kind_check', sql`${t.ownerKind} in ('user', 'issuer', 'system')`),
  ],
);

/**
 * Every movement of the ledger: `amount` leaves the debit account and reaches the credit account. Append-only: a
 * trigger (in the migration) refuses UPDATE and DELETE. The idempotency key makes a retried movement one row.
 * No foreign key to users: a deleted user's history stays as it was (a cascade would be refused anyway).
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order transfers were recorded in (history pages, newest first). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    asset: text('asset').notNull(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What the movement is, for the ledger (GRANT, SEND, TRADE, BUY, EARN, SPEND, REFUND…). */
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transfers_idempotency_key'),
    /** The domain operation the transfer belongs to (a trade request, a purchase, a booking…). */
    operationType: text('operation_type').notNull(),
    operationId: text('operation_id').notNull(),
    memo: text('memo'),
    actorUserId: uuid('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.seq),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.seq),
    index('ledger_transfers_asset_idx').on(t.asset, t.seq),
    index('ledger_transfers_operation_idx').on(t.operationType, t.operationId),
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);
