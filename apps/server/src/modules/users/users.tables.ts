import { USER_INVITES_DEFAULT } from '@repclub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A postal address; the country is the user's `country_code`. */
export type UserAddress = {
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string | null;
};

/**
 * A person's account. Email and phone are optional because an account can start from a phone code or a
 * social provider; `/auth/sign-up-2` completes the profile. Email and username are unique ignoring case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    userName: text('user_name'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    name: text('name'),
    /** Male, Female, Other or Not Disclosed. */
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** E.164. */
    phoneNumber: text('phone_number'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    /** UNVERIFIED, VERIFIED or PREMIUM. */
    tier: text('tier').notNull().default('UNVERIFIED'),
    /** USER or ADMIN. */
    role: text('role').notNull().default('USER'),
    /** The version of the legal documents the user last accepted. */
    acceptedTermsVersion: integer('accepted_terms_version'),
    /** When set, sign-in with a password needs no emailed code (skipMultiFactorAuthentication). */
    skipMultiFactorAuthentication: boolean('skip_mfa').notNull().default(false),
    /** Start of the 90-day recovery window; the purge job deletes the account when it ends. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** ISO 3166-1 alpha-2, upper case (set with the address). */
    countryCode: text('country_code'),
    /** Postal address (docs/decisions/021-profile-data.md); shown to the user and admins only. */
    address: jsonb('address').$type<UserAddress>(),
    /** Subscription name → subscribed; a missing name has its default (EMAIL_SUBSCRIPTION_DEFAULTS). */
    emailSubscriptions: jsonb('email_subscriptions').$type<Partial<Record<string, boolean>>>(),
    /** Names of the walkthrough steps the user has completed. */
    walkthrough: jsonb('walkthrough').$type<string[]>(),
    /** Set while the user has deactivated the account: hidden from other users, sign-in still works. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Invites the user can still send (docs/decisions/022-user-invites.md). */
    invitesRemaining: integer('invites_remaining').notNull().default(USER_INVITES_DEFAULT),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per verified address; an unverified claim blocks nobody (docs/decisions/106).
    uniqueIndex('users_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    index('users_deleted_at_idx').on(t.deletedAt),
  ],
);

/**
 * Social media accounts shown on a profile (domain §4): one handle or https URL per provider. Profile data, owned
 * here; not the sign-in links to social providers (`social_accounts`, in social/social.tables.ts).
 */
export const userSocialAccounts = pgTable(
  'user_social_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of SOCIAL_PROVIDERS (instagram, facebook, … amazonmusic). */
    provider: text('provider').notNull(),
    /** A handle or an https URL. */
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);
