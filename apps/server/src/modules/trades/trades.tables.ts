import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { ledgerHolds } from '../ledger/ledger.tables';
import { users } from '../users/users.tables';

/**
 * A trade request (docs/decisions/097, 123): `fromUserId` offers `giveAmount` of one asset for `askAmount` of
 * another (today two clubs' points). Made with a ledger hold of the giver's side (`holdId`); accepting posts the
 * hold and moves the other leg in one transaction. A PENDING request past `expiresAt` reads as EXPIRED
 * (computed on read; the ledger's job releases its hold) and can no longer be answered.
 */
export const tradeRequests = pgTable(
  'trade_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    giveClubId: uuid('give_club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    giveAmount: integer('give_amount').notNull(),
    askClubId: uuid('ask_club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    askAmount: integer('ask_amount').notNull(),
    /** The ledger assets of both legs (docs/decisions/123): `points:<giveClubId>`, `points:<askClubId>`. */
    giveAsset: text('give_asset').notNull(),
    askAsset: text('ask_asset').notNull(),
    /** The hold of the giver's side; null for requests made before holds (settled as before, 123). */
    holdId: uuid('hold_id').references(() => ledgerHolds.id),
    memo: text('memo'),
    /** PENDING, ACCEPTED, DECLINED or CANCELLED (EXPIRED is PENDING past expiresAt). */
    status: text('status').notNull().default('PENDING'),
    /** The sender's key: the same request sent twice is one row. */
    idempotencyKey: text('idempotency_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    unique('trade_requests_idempotency_key').on(t.fromUserId, t.idempotencyKey),
    index('trade_requests_from_idx').on(t.fromUserId, t.createdAt),
    index('trade_requests_to_idx').on(t.toUserId, t.createdAt),
    check(
      'trade_requests_status_check',
      sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED')`,
    ),
    check('trade_requests_amounts_check', sql`${t.giveAmount} > 0 and ${t.askAmount} > 0`),
    check('trade_requests_parties_check', sql`${t.fromUserId} <> ${t.toUserId}`),
    check('trade_requests_clubs_check', sql`${t.giveClubId} <> ${t.askClubId}`),
    check('trade_requests_assets_check', sql`${t.giveAsset} <> ${t.askAsset}`),
  ],
);
