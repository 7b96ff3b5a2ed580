import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    /** email | sms */
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** The code, token or link the message carries, for tests and demos. */
    meta: jsonb('meta').$type<{ code?: string; token?: string; link?: string }>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.seq)],
);
