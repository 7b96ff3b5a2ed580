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
    /**
     * What open holds keep out of the account (docs/decisions/122): part of `balance`, not spendable. The
     * available balance is balance − pending; it equals the sum of the account's open holds (ledger.verify).
     */
    pending: bigint('pending', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('ledger_accounts_owner_key').on(t.asset, t.ownerKind, t.ownerId),
    index('ledger_accounts_owner_idx').on(t.ownerKind, t.ownerId),
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check(
      'ledger_accounts_available_check',
      sql`${t.pending} >= 0 and (${t.allowNegative} or ${t.balance} - ${t.pending} >= 0)`,
    ),
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

/**
 * A hold (docs/decisions/122; TigerBeetle's pending transfer): `amount` of the debit account is kept for the
 * credit account until it is posted (a transfer then moves it), voided or expires. While open it counts in the
 * debit account's `pending`. Append-only (trigger): what became of it is its one resolution row.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    asset: text('asset').notNull(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_holds_idempotency_key'),
    operationType: text('operation_type').notNull(),
    operationId: text('operation_id').notNull(),
    memo: text('memo'),
    actorUserId: uuid('actor_user_id'),
    /** After this the hold can no longer be posted; the expiry job voids it (outcome EXPIRED). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_holds_debit_idx').on(t.debitAccountId, t.seq),
    index('ledger_holds_expires_idx').on(t.expiresAt),
    index('ledger_holds_operation_idx').on(t.operationType, t.operationId),
    check('ledger_holds_amount_check', sql`${t.amount} > 0`),
    check('ledger_holds_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/**
 * What became of a hold: POSTED (with the transfer that moved it), VOIDED or EXPIRED. The hold id is the key, so
 * a post, a void and the expiry job racing for one hold cannot all win: the first row decides. Append-only.
 */
export const ledgerHoldResolutions = pgTable(
  'ledger_hold_resolutions',
  {
    holdId: uuid('hold_id')
      .primaryKey()
      .references(() => ledgerHolds.id),
    outcome: text('outcome').notNull(),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    actorUserId: uuid('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ledger_hold_resolutions_outcome_check', sql`${t.outcome} in ('POSTED', 'VOIDED', 'EXPIRED')`),
    check(
      'ledger_hold_resolutions_transfer_check',
      sql`(${t.outcome} = 'POSTED') = (${t.transferId} is not null)`,
    ),
  ],
);
