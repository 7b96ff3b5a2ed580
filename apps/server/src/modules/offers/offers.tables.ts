import type {
  OfferAccess,
  OfferCategory,
  OfferConditions,
  OfferKind,
  OfferParticipationStatus,
  OfferProgramType,
  OfferRedemptionStatus,
  OfferRequirement,
  OfferSettings,
  RedeemType,
} from '@repclub/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { ledgerHolds } from '../ledger/ledger.tables';
import { users } from '../users/users.tables';

/** Conditions as stored: dates as ISO strings (jsonb). */
export type StoredConditions = Omit<OfferConditions, 'notBefore' | 'notAfter'> & {
  notBefore: string | null;
  notAfter: string | null;
};

/**
 * A club's offer (domain §3 Offer, §4, §5; docs/decisions/131–138): one of four programs and its sub-type, with
 * requirements, conditions, a time frame, per-sub-type settings, a reward and a redemption. A draft until
 * `publishedAt`; the team (MANAGE_OFFERS) sees drafts. A Draw commits to `drawSeedHash` (sha256 of a random seed)
 * at its first publication and reveals `drawSeed` when the winners are drawn (134).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    avatarUrl: text('avatar_url'),
    programType: text('program_type').$type<OfferProgramType>().notNull(),
    subType: text('sub_type').notNull(),
    kind: text('kind').$type<OfferKind>().notNull(),
    category: text('category').$type<OfferCategory>().notNull(),
    access: text('access').$type<OfferAccess>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    requirements: jsonb('requirements').$type<OfferRequirement[]>().notNull(),
    conditions: jsonb('conditions').$type<StoredConditions>().notNull(),
    settings: jsonb('settings').$type<OfferSettings>().notNull(),
    rewardPoints: integer('reward_points'),
    rewardTierLevel: integer('reward_tier_level'),
    achievementId: uuid('achievement_id'),
    redeemType: text('redeem_type').$type<RedeemType>(),
    /** The code, link or location members receive; only the team and awarded members read it (136). */
    redeemValue: text('redeem_value'),
    drawSeedHash: text('draw_seed_hash'),
    drawSeed: text('draw_seed'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('offers_club_slug_key').on(t.clubId, t.slug),
    index('offers_club_idx').on(t.clubId, t.createdAt),
    index('offers_published_idx').on(t.publishedAt, t.endAt),
    check(
      'offers_program_check',
      sql`${t.programType} in ('earn-points', 'buy-points', 'earn-status', 'reward-members')`,
    ),
    check('offers_category_check', sql`${t.category} in ('Promotion', 'Draw')`),
    check('offers_access_check', sql`${t.access} in ('PUBLIC', 'MEMBERS')`),
    check('offers_window_check', sql`${t.endAt} > ${t.startAt}`),
    check(
      'offers_reward_check',
      sql`coalesce(${t.rewardPoints}, 1) > 0 and coalesce(${t.rewardTierLevel}, 1) > 0`,
    ),
  ],
);

/**
 * A member taking part in an offer (docs/decisions/133): PARTICIPATING → COMPLETED (rewarded once: the guarded
 * update PARTICIPATING → COMPLETED) → WON / LOST for a Draw. `progress` keeps the sub-type's evidence (check-in
 * days, answers, the link opened).
 */
export const offerParticipations = pgTable(
  'offer_participations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<OfferParticipationStatus>().notNull().default('PARTICIPATING'),
    progress: jsonb('progress').$type<OfferProgress>().notNull().default({}),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Who awarded it, when the team did (bonus, invite-only). */
    awardedBy: uuid('awarded_by').references(() => users.id),
  },
  (t) => [
    unique('offer_participations_offer_user_key').on(t.offerId, t.userId),
    index('offer_participations_user_idx').on(t.userId),
    check(
      'offer_participations_status_check',
      sql`${t.status} in ('PARTICIPATING', 'COMPLETED', 'WON', 'LOST')`,
    ),
  ],
);

export type OfferProgress = {
  /** UTC days (YYYY-MM-DD) the member checked in, oldest first (streak). */
  checkIns?: string[];
  /** Survey answers in question order. */
  answers?: (string | null)[];
  /** When the member opened the offer's link through the server (download, interact). */
  linkOpenedAt?: string;
};

/**
 * Spending on an offer (docs/decisions/135): the PRICE points are held in the ledger while the redemption is
 * PENDING; the team confirms (hold posted to the club's issuer account) or cancels (voided). A redemption with no
 * price is CONFIRMED at once. One open or confirmed redemption per member and offer (partial unique index).
 */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    holdId: uuid('hold_id').references(() => ledgerHolds.id),
    status: text('status').$type<OfferRedemptionStatus>().notNull(),
    /** A QR_CODE pass: the random code the member shows. */
    passCode: text('pass_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id),
  },
  (t) => [
    index('offer_redemptions_offer_idx').on(t.offerId, t.createdAt),
    uniqueIndex('offer_redemptions_open_key')
      .on(t.offerId, t.userId)
      .where(sql`${t.status} <> 'CANCELLED'`),
    index('offer_redemptions_user_idx').on(t.userId),
    check('offer_redemptions_status_check', sql`${t.status} in ('PENDING', 'CONFIRMED', 'CANCELLED')`),
    check('offer_redemptions_points_check', sql`${t.points} >= 0`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
export type OfferParticipationRow = typeof offerParticipations.$inferSelect;
export type OfferRedemptionRow = typeof offerRedemptions.$inferSelect;
