import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Invitations a user sent by email (accounts §3 userInvitesRemaining, domain §3 pendingInvites /
 * acceptedInvites; docs/decisions/022-user-invites.md). The id is a random UUID (122 random bits from the
 * database's CSPRNG), so the link /accept-invite/{id} cannot be guessed.
 */
export const userInvites = pgTable(
  'user_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, lowercased. */
    email: text('email').notNull(),
    /** PENDING, ACCEPTED or CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The account that accepted the invite. */
    invitedUserId: uuid('invited_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('user_invites_inviter_status_idx').on(t.inviterId, t.status, t.createdAt),
    // One pending invite per inviter and address, whatever two requests do at once.
    uniqueIndex('user_invites_pending_email_key')
      .on(t.inviterId, t.email)
      .where(sql`${t.status} = 'PENDING'`),
    // An account accepts one invite at most.
    uniqueIndex('user_invites_accepted_user_key')
      .on(t.invitedUserId)
      .where(sql`${t.status} = 'ACCEPTED'`),
  ],
);
