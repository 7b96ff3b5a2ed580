import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own orders (the default gateway for local use, docs/decisions/031). Shaped
 * like a real provider's: CREATED → APPROVED | DECLINED (by the buyer on the sandbox page) → CAPTURED →
 * REFUNDED; with intent AUTHORIZE, APPROVED → AUTHORIZED → CAPTURED | VOIDED (docs/decisions/114).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Our order id, the reference the gateway was given. */
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').notNull().default('CREATED'),
    captureId: text('capture_id'),
    /** The authorization of an order paid with intent AUTHORIZE, and when it was made (it expires). */
    authorizationId: text('authorization_id'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One payment per order: creating it again answers the first (docs/decisions/046).
  (t) => [uniqueIndex('sandbox_payments_reference_key').on(t.reference)],
);
