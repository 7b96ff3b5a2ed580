import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubs } from '../../clubs/clubs.tables';
import { users } from '../../users/users.tables';

/**
 * A points package a club sells (domain §3 "Points package": pointsAmount, repPointsMultiplier, originalPrice;
 * docs/decisions/100). setClubPointsPackages replaces a club's list: the replaced packages are retired
 * (`retired_at`), not deleted, so purchases keep pointing at what was bought.
 */
export const pointsPackages = pgTable(
  'points_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The club (clubs.id) whose points the package gives. */
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    pointsAmount: integer('points_amount').notNull(),
    /** The rep points multiplier in whole hundredths (1.25 → 125); GraphQL shows it as a Float. */
    repPointsMultiplier: integer('rep_points_multiplier').notNull().default(100),
    /** Cents. */
    price: integer('price').notNull(),
    /** Cents: the "was" price shown struck through; higher than price. */
    originalPrice: integer('original_price'),
    currency: text('currency').notNull().default('USD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a newer list replaced it: no longer sold. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('points_packages_club_idx')
      .on(t.clubId, t.position)
      .where(sql`${t.retiredAt} is null`),
    check('points_packages_amount_check', sql`${t.pointsAmount} > 0`),
    check('points_packages_multiplier_check', sql`${t.repPointsMultiplier} >= 100`),
    check('points_packages_price_check', sql`${t.price} > 0`),
    check(
      'points_packages_original_price_check',
      sql`${t.originalPrice} is null or ${t.originalPrice} > ${t.price}`,
    ),
  ],
);

/**
 * One purchase of a points package with money (docs/decisions/100), paid through the payment gateway the way a
 * ticket checkout is (decisions 045, 046): written PENDING before the provider is asked; the points are issued
 * from the club's issuer account through the ledger (idempotency key `points-purchase:{id}`) in the same
 * transaction that marks it COMPLETED. Shares its id with its row in the money ledger (transactions).
 */
export const pointsPurchases = pgTable(
  'points_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id),
    packageId: uuid('package_id')
      .notNull()
      .references(() => pointsPackages.id),
    /** The buyer's request key: a repeated buyPoints with it answers this purchase. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Points credited on completion (the package's totalPoints when bought). */
    points: integer('points').notNull(),
    /** Cents. */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** PENDING, COMPLETED, CANCELLED (expired or given up), FAILED (declined) or REFUNDED. */
    status: text('status').notNull().default('PENDING'),
    paymentProvider: text('payment_provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerCaptureId: text('provider_capture_id'),
    /**
     * Set just before a capture is asked of the provider, cleared once its outcome is written: while set, money
     * may be at the provider that the database does not show, and reconciliation asks (decision 045).
     */
    providerCallAt: timestamp('provider_call_at', { withTimezone: true }),
    /** The ledger transfer that issued the points. */
    ledgerTransferId: uuid('ledger_transfer_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_purchases_user_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('points_purchases_provider_order_key').on(t.paymentProvider, t.providerOrderId),
    index('points_purchases_user_idx').on(t.userId, t.createdAt),
    index('points_purchases_provider_call_idx')
      .on(t.providerCallAt)
      .where(sql`${t.providerCallAt} is not null`),
    index('points_purchases_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('points_purchases_points_check', sql`${t.points} > 0`),
    check('points_purchases_price_check', sql`${t.price} > 0`),
    check(
      'points_purchases_status_check',
      sql`${t.status} in ('PENDING', 'COMPLETED', 'CANCELLED', 'FAILED', 'REFUNDED')`,
    ),
  ],
);

export type PointsPackageRow = typeof pointsPackages.$inferSelect;
export type PointsPurchaseRow = typeof pointsPurchases.$inferSelect;
