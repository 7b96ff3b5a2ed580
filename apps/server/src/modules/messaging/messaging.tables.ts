import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What a message carries besides its text, kept in the outbox so tests and demos can read it. */
export type MessageMeta = {
  code?: string;
  token?: string;
  link?: string;
  /** A guest invitation's pass page link (docs/decisions/092). */
  passLink?: string;
  /** The e-mail's category (docs/decisions/078): transactional or a subscription. */
  category?: string;
  /** The unsubscribe link a non-transactional e-mail carries. */
  unsubscribe?: string;
};

/**
 * The outbox: mail and texts kept instead of sent when no real provider is configured (DESIGN.md),
 * readable at GET /api/dev/outbox from loopback addresses.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: "newest first" even when the injected clock stands still. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** email | sms (the shared OutboxEntry's channel) */
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** The code, token or link the message carries, for tests and demos. */
    meta: jsonb('meta').$type<MessageMeta>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.seq)],
);

/**
 * Addresses without an account that turned a kind of mail off with the link it carried (docs/decisions/078):
 * a plain event invitation to someone who is not on RepClub. Accounts keep their choices in
 * `users.email_subscriptions` instead.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    /** Lowercased. */
    email: text('email').notNull(),
    /** One of EMAIL_SUBSCRIPTIONS. */
    subscription: text('subscription').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.subscription] })],
);
