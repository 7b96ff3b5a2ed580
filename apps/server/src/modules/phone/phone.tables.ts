import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * A signed-in user's change of phone number (docs/decisions/023-phone-number-change.md): the new number,
 * the code texted to it, the resend clock, failed attempts and the block. One row per user, changed under
 * a row lock (like phone_sign_ins), so parallel requests cannot race the limits.
 */
export const phoneNumberChanges = pgTable('phone_number_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The new number (E.164) the open code was texted to; the code proves this number only. */
  phoneNumber: text('phone_number'),
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Phone sign-in state per number: the current code, the resend clock, failed attempts and the block.
 * Kept in the database so the limits survive a restart; changed under a row lock so they cannot be raced.
 */
export const phoneSignIns = pgTable('phone_sign_ins', {
  phoneNumber: text('phone_number').primaryKey(),
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
