import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * A user's connected account at a payout provider (accounts §1 "payouts through a linked account", domain §3
 * User.payoutAccounts / stripeAccount; docs/decisions/024-payment-providers-and-payouts.md). One per user
 * per provider. The status mirrors the provider's answer the last time it was fetched.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SANDBOX or STRIPE. */
    provider: text('provider').notNull(),
    /** The provider's id of the connected account (Stripe `acct_…`). */
    externalAccountId: text('external_account_id').notNull(),
    /** PENDING (details not submitted), RESTRICTED (submitted, payouts off) or ACTIVE (payouts on). */
    status: text('status').notNull().default('PENDING'),
    displayName: text('display_name'),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    /** The provider's reason payouts are off, when it gives one (Stripe requirements.disabled_reason). */
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status was last read from the provider. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_accounts_user_provider_key').on(t.userId, t.provider),
    uniqueIndex('payout_accounts_provider_external_key').on(t.provider, t.externalAccountId),
    check('payout_accounts_status_check', sql`${t.status} in ('PENDING', 'RESTRICTED', 'ACTIVE')`),
  ],
);

/**
 * The state parameter of one trip to the provider's hosted onboarding or management page: random, stored
 * hashed, bound to the user and the account, single use (`used_at`), expiring. The return page
 * /payout/process hands it back; only the user who started the trip can use it.
 */
export const payoutLinkStates = pgTable(
  'payout_link_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the state the browser carries. */
    stateHash: text('state_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payoutAccountId: uuid('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id, { onDelete: 'cascade' }),
    /** ONBOARDING or MANAGEMENT. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_link_states_hash_key').on(t.stateHash),
    index('payout_link_states_user_idx').on(t.userId),
  ],
);

/**
 * The sandbox payout provider's own records (the default provider; payout-provider.sandbox.ts): what Stripe
 * keeps for a connected account, kept here so its hosted pages behave like the real ones.
 */
export const sandboxPayoutAccounts = pgTable(
  'sandbox_payout_accounts',
  {
    /** `acct_sbx_…`. */
    id: text('id').primaryKey(),
    /** Makes a repeated create answer the same account (Stripe's Idempotency-Key). */
    idempotencyKey: text('idempotency_key').notNull(),
    email: text('email'),
    displayName: text('display_name'),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_payout_accounts_idempotency_key').on(t.idempotencyKey)],
);

/** A sandbox hosted-page link (Stripe's account link / login link): single use, expiring. */
export const sandboxPayoutLinks = pgTable('sandbox_payout_links', {
  /** Random; the link's path carries it. */
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxPayoutAccounts.id, { onDelete: 'cascade' }),
  /** ONBOARDING or MANAGEMENT. */
  purpose: text('purpose').notNull(),
  returnUrl: text('return_url').notNull(),
  refreshUrl: text('refresh_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payout the sandbox payout provider made (Stripe's transfer): kept so a repeated request with the same
 * idempotency key answers the same payout, as Stripe's does. No money moves.
 */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    /** `po_sbx_…`. */
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => sandboxPayoutAccounts.id, { onDelete: 'cascade' }),
    /** Cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_payouts_idempotency_key').on(t.idempotencyKey),
    check('sandbox_payouts_amount_check', sql`${t.amount} > 0`),
  ],
);

/** One line of a transaction, as its receipt shows it. Amounts in cents. */
export type TransactionItem = {
  description: string;
  quantity: number;
  /** Cents per unit. */
  unitAmount: number;
  /** Cents for the line (unitAmount × quantity, or a fee). */
  amount: number;
};

/**
 * The ledger of money a user paid or was paid (domain §3 Booking, §4 transaction status and types;
 * docs/decisions/025-transactions-and-documents.md). Written by the domains that take or pay money (event
 * checkout, pies, payouts); the profile's Payments tab reads it. A domain order and its transaction may share
 * their id (Booking.transactionId).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** TRANSACTION_TYPES (BUY_EVENT_TICKET, GIFT_EVENT_TICKET, …, PAYOUT, RSVP) or another domain's type. */
    type: text('type').notNull(),
    /** TRANSACTION_STATUSES. */
    status: text('status').notNull().default('PENDING'),
    description: text('description').notNull(),
    /** Cents, what the user paid (or was paid, for a PAYOUT). */
    totalAmount: integer('total_amount').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull().default('USD'),
    quantity: integer('quantity').notNull().default(1),
    items: jsonb('items').$type<TransactionItem[]>().notNull().default([]),
    /** How it was paid: SANDBOX, PAYPAL, STRIPE, FREE, … */
    paymentMethod: text('payment_method'),
    /** The provider's id of the payment (PayPal capture / order id), the Booking's captureOrderId. */
    providerReference: text('provider_reference'),
    /** Who paid for it when it was a gift to this user. */
    giftSenderId: uuid('gift_sender_id').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transactions_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check('transactions_total_amount_check', sql`${t.totalAmount} >= 0`),
    check('transactions_quantity_check', sql`${t.quantity} >= 0`),
    check(
      'transactions_status_check',
      sql`${t.status} in ('PENDING', 'COMPLETED', 'CANCELLED', 'FAILED', 'CRASHED', 'REFUNDED', 'REFUND_PENDING')`,
    ),
    check('transactions_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
