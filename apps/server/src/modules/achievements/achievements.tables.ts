import type { AchievementBadgeType, AchievementStatus } from '@repclub/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { users } from '../users/users.tables';

/**
 * A club's achievement, a badge members are awarded (domain §3 Achievement, §4 badge types; docs/decisions/127).
 * Owner kind: today always a club (`clubId`); a pie's achievements will come with a nullable owner column beside it.
 * `awardedCount` moves in the same transaction as each award, by a conditional update that never passes
 * `maxSupply` (null = unlimited). Deleting an awarded achievement archives it (ARCHIVED): holders keep it.
 */
export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Lower case; unique in the club; fixed once awarded. */
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    /** The badge type (domain §4). */
    category: text('category').$type<AchievementBadgeType>().notNull(),
    status: text('status').$type<AchievementStatus>().notNull().default('ACTIVE'),
    /** Shown only to its holders and the club's team. */
    isHidden: boolean('is_hidden').notNull().default(false),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    maxSupply: integer('max_supply'),
    awardedCount: integer('awarded_count').notNull().default(0),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('achievements_club_slug_key').on(t.clubId, t.slug),
    index('achievements_listed_idx').on(t.createdAt, t.id),
    check('achievements_status_check', sql`${t.status} in ('ACTIVE', 'ARCHIVED')`),
    check(
      'achievements_supply_check',
      sql`${t.awardedCount} >= 0 and (${t.maxSupply} is null or ${t.awardedCount} <= ${t.maxSupply})`,
    ),
    check(
      'achievements_window_check',
      sql`${t.activeFrom} is null or ${t.activeTo} is null or ${t.activeFrom} < ${t.activeTo}`,
    ),
  ],
);

/** Who holds which achievement: once per member, by the team or by completing an offer. */
export const achievementAwards = pgTable(
  'achievement_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    achievementId: uuid('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
    /** The team member who awarded it; null for an offer's award. */
    awardedBy: uuid('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    /** TEAM (awardAchievement) or OFFER (completing the offer `sourceId`). */
    sourceKind: text('source_kind').$type<AchievementAwardSourceKind>().notNull(),
    sourceId: text('source_id'),
  },
  (t) => [
    unique('achievement_awards_holder_key').on(t.achievementId, t.userId),
    index('achievement_awards_user_idx').on(t.userId, t.awardedAt),
    check('achievement_awards_source_check', sql`${t.sourceKind} in ('TEAM', 'OFFER')`),
  ],
);

export type AchievementAwardSourceKind = 'TEAM' | 'OFFER';
