import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/events.tables';
import { users } from '../users/users.tables';

/**
 * A payout of an event's earnings to its creator (domain §7 "payout request"; docs/decisions/075). Its id is the
 * id of its PAYOUT row in the transactions ledger. Written first as PENDING (the intent, with the idempotency
 * key the provider is called with), then COMPLETED with the provider's reference; a crash in between is finished
 * by the reconcile-payouts job. PENDING and COMPLETED payouts count against the event's balance; FAILED ones
 * (the provider refused for a day) give it back. At most one PENDING payout per event.
 */
export const eventPayouts = pgTable(
  'event_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    /** Who is paid: the event's creator. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cents, > 0. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** PENDING, COMPLETED or FAILED. */
    status: text('status').notNull().default('PENDING'),
    /** SANDBOX or STRIPE: the payout provider asked. */
    provider: text('provider').notNull(),
    /** The connected account paid (Stripe `acct_…`). */
    externalAccountId: text('external_account_id').notNull(),
    /** Sent with every call for this payout: the provider pays it once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's id of the payout (a Stripe transfer `tr_…`). */
    providerReference: text('provider_reference'),
    /** How many times the provider was asked and did not answer a payout. */
    attempts: integer('attempts').notNull().default(0),
    /** Set while the provider may have been asked and the answer is not written: reconciliation asks again. */
    providerCallAt: timestamp('provider_call_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('event_payouts_event_idx').on(t.eventId, t.createdAt),
    uniqueIndex('event_payouts_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('event_payouts_one_pending_key')
      .on(t.eventId)
      .where(sql`${t.status} = 'PENDING'`),
    index('event_payouts_provider_call_idx')
      .on(t.providerCallAt)
      .where(sql`${t.providerCallAt} is not null`),
    check('event_payouts_amount_check', sql`${t.amount} > 0`),
    check('event_payouts_status_check', sql`${t.status} in ('PENDING', 'COMPLETED', 'FAILED')`),
  ],
);
