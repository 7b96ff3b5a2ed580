import type { ClubAccess, ClubRole, ClubStatus, ClubTeamKind } from '@repclub/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

export type ClubColorsValue = { primary: string; secondary: string };
export type ClubSocialAccountValue = { provider: string; handle: string };

/**
 * A rep club (domain §3 Club; docs/decisions/094): created PENDING and unpublished, published to OPEN; OPEN ↔
 * CLOSED, → STATIC (archived), any → SUSPENDED by a platform admin (suspendedFrom keeps what it was).
 */
export const clubs = pgTable(
  'clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case; unique (clubSlugSchema). */
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    bio: text('bio'),
    status: text('status').$type<ClubStatus>().notNull().default('PENDING'),
    /** The status a SUSPENDED club returns to. */
    suspendedFrom: text('suspended_from').$type<ClubStatus>(),
    access: text('access').$type<ClubAccess>().notNull().default('PUBLIC'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    colors: jsonb('colors').$type<ClubColorsValue>().notNull(),
    avatarUrl: text('avatar_url'),
    coverUrl: text('cover_url'),
    socialAccounts: jsonb('social_accounts').$type<ClubSocialAccountValue[]>().notNull().default([]),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('clubs_slug_key').on(t.slug),
    index('clubs_owner_idx').on(t.ownerId),
    index('clubs_listed_idx').on(t.createdAt, t.id),
    check('clubs_status_check', sql`${t.status} in ('OPEN', 'CLOSED', 'PENDING', 'STATIC', 'SUSPENDED')`),
    check('clubs_access_check', sql`${t.access} in ('PUBLIC', 'PRIVATE')`),
  ],
);

/** A club's tiers in level order (docs/decisions/095): minimum points strictly increase with the level. */
export const clubTiers = pgTable(
  'club_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    colors: jsonb('colors').$type<ClubColorsValue>().notNull(),
    minimumPoints: integer('minimum_points').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [
    unique('club_tiers_level_key').on(t.clubId, t.level),
    check('club_tiers_level_check', sql`${t.level} >= 1`),
    check('club_tiers_minimum_check', sql`${t.minimumPoints} >= 0`),
  ],
);

/** Who belongs to a club (a member; the team is club_team). */
export const clubMemberships = pgTable(
  'club_memberships',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** The invite it came through, if any. */
    inviteId: uuid('invite_id'),
    /**
     * A tier level the club granted (an earn-status offer, docs/decisions/137): the member's tier is the higher of
     * the one their points reach and this one.
     */
    grantedTierLevel: integer('granted_tier_level'),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] }), index('club_memberships_user_idx').on(t.userId)],
);

/** A club's team (docs/decisions/093): one role per person per club; collaborators hold EVENT_MANAGER or OFFER_MANAGER. */
export const clubTeam = pgTable(
  'club_team',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ClubTeamKind>().notNull(),
    role: text('role').$type<ClubRole>().notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index('club_team_user_idx').on(t.userId),
    check('club_team_kind_check', sql`${t.kind} in ('MEMBER', 'COLLABORATOR')`),
    check(
      'club_team_collaborator_role_check',
      sql`${t.kind} = 'MEMBER' or ${t.role} in ('EVENT_MANAGER', 'OFFER_MANAGER')`,
    ),
  ],
);

/**
 * Invites to a club's team, or to membership when role is null (docs/decisions/098): to a user, an e-mail address,
 * or anyone with the link (neither); usable `usesPerInvite` times until `expiresAt`.
 */
export const clubInvites = pgTable(
  'club_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ClubTeamKind>().notNull(),
    role: text('role').$type<ClubRole>(),
    memo: text('memo'),
    /** Lower case. */
    email: text('email'),
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usesPerInvite: integer('uses_per_invite').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('club_invites_club_idx').on(t.clubId, t.createdAt),
    index('club_invites_invitee_idx').on(t.inviteeId),
    index('club_invites_email_idx').on(t.email),
    check('club_invites_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.usesPerInvite}`),
  ],
);

/** An owner's request to hand the club to someone (docs/decisions/098): PENDING until accepted, declined or cancelled. */
export const clubOwnershipTransfers = pgTable(
  'club_ownership_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING, ACCEPTED, DECLINED or CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('club_ownership_transfers_pending_key')
      .on(t.clubId)
      .where(sql`${t.status} = 'PENDING'`),
    index('club_ownership_transfers_to_idx').on(t.toUserId),
    check(
      'club_ownership_transfers_status_check',
      sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED')`,
    ),
  ],
);
