import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
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
import { clubs } from '../clubs/clubs.tables';
import { users } from '../users/users.tables';

/** Where an event happens (domain §3 Event.location). */
export type EventLocation = {
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** The address is shown only to approved attendees (and the event's team). */
  isOnlyVisibleToApprovedAttendees: boolean;
};

/** The area check-in and location offers accept (domain §3 Event.locationRadius). */
export type EventLocationRadius = {
  address: string;
  isActive: boolean;
  latitude: number;
  longitude: number;
  radius: number;
  unitLengthType: 'mi' | 'km';
};

/** The opt-in flags of domain §3, each off unless the host turns it on. */
export type EventOptIns = {
  guestList: boolean;
  guestCount: boolean;
  publicPreview: boolean;
  displayRepScore: boolean;
  qrPass: boolean;
  guestsInvitingOthers: boolean;
  ageLimit: boolean;
  /** A privacy policy or waiver every attendee accepts: its title and the PDF. */
  privacyPolicy: { title: string; fileUrl: string } | null;
  /** Social providers (domain §4) an attendee must have connected. */
  socialAccountRequirements: string[];
  questionRequirements: boolean;
  musicEmbed: { url: string } | null;
};

export type EventFaq = { question: string; answer: string };

/**
 * An event (domain §3). `status`: DRAFT (only its team sees it), PUBLISHED, CANCELLED. Coordinates are
 * copied out of `location` into columns so that near-me can sort by distance with an index-friendly box.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case letters, digits and hyphens; unique. */
    slug: text('slug').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of EVENT_TYPES. */
    eventType: text('event_type').notNull().default('OTHER'),
    displayName: text('display_name').notNull(),
    description: text('description').notNull(),
    note: text('note').notNull(),
    terms: text('terms'),
    faqs: jsonb('faqs').$type<EventFaq[]>().notNull().default([]),
    avatarUrl: text('avatar_url').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** IANA time zone the event's times are shown in. */
    timeZone: text('time_zone').notNull(),
    /** DRAFT, PUBLISHED or CANCELLED. */
    status: text('status').notNull().default('DRAFT'),
    isPrivate: boolean('is_private').notNull().default(false),
    isListed: boolean('is_listed').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    isAllInPricing: boolean('is_all_in_pricing').notNull().default(false),
    minimumRepScore: integer('minimum_rep_score'),
    ageLimit: integer('age_limit'),
    location: jsonb('location').$type<EventLocation>(),
    /** The city of the location, for the cities list and the event card ('Unknown City' when null). */
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationRadius: jsonb('location_radius').$type<EventLocationRadius>(),
    optIns: jsonb('opt_ins').$type<EventOptIns>().notNull(),
    ticketTermsPurchasePolicy: text('ticket_terms_purchase_policy'),
    /** Events created together as a recurring series share it. */
    seriesId: uuid('series_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * When its attendees were told it started (EventStarted, decision 085): claimed by one conditional UPDATE in
     * the transaction that writes the notifications (events.starts.ts), so several servers notify once.
     */
    startedNotifiedAt: timestamp('started_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    index('events_created_by_idx').on(t.createdBy, t.startDate),
    index('events_discover_idx')
      .on(t.startDate, t.id)
      .where(sql`${t.status} = 'PUBLISHED' and ${t.isListed} and not ${t.isPrivate}`),
    index('events_series_idx').on(t.seriesId),
    index('events_start_unannounced_idx')
      .on(t.startDate)
      .where(sql`${t.status} = 'PUBLISHED' and ${t.startedNotifiedAt} is null`),
    index('events_coordinates_idx').on(t.latitude, t.longitude),
    check('events_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('events_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED', 'CANCELLED')`),
  ],
);

/** A question every attendee answers when booking (domain §3 "Event question"). */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
  },
  (t) => [index('event_questions_event_idx').on(t.eventId, t.position)],
);

/**
 * A ticket type of an event (domain §3 EventTicket) with its balance. Every ticket of the type is in exactly
 * one of three places: available for sale, locked (held by an unpaid checkout or a waiting-list offer) or
 * released (issued to a buyer). The CHECK keeps `limited = available + locked + released` and none negative,
 * so no code path, however it races, can oversell or lose a ticket: a conditional UPDATE that would break it
 * fails instead (docs/decisions/031-bookings-and-inventory.md).
 */
export const eventTicketTypes = pgTable(
  'event_ticket_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The ticket type's name, e.g. 'General Admission'. */
    ticketType: text('ticket_type').notNull(),
    /** Cents; 0 for a free ticket (RSVP). */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('USD'),
    /**
     * Rep points the holder earns at the ticket's first check-in, in every rep club of the event
     * (docs/decisions/101).
     */
    repPoints: integer('rep_points'),
    /** The price in points of `pointsClubId`, when the ticket can be paid with points (docs/decisions/101). */
    pointsPrice: integer('points_price'),
    /** One of the event's rep clubs (event_clubs): whose points pay `pointsPrice`. */
    pointsClubId: uuid('points_club_id').references(() => clubs.id),
    /** '#RRGGBB'. */
    color: text('color').notNull().default('#3D1277'),
    isActive: boolean('is_active').notNull().default(true),
    isPrivate: boolean('is_private').notNull().default(false),
    isSpecialGuest: boolean('is_special_guest').notNull().default(false),
    isEnabledWishList: boolean('is_enabled_wish_list').notNull().default(false),
    additionalGuests: integer('additional_guests').notNull().default(0),
    optInShowTicketAmount: boolean('opt_in_show_ticket_amount').notNull().default(false),
    visibleStartAt: timestamp('visible_start_at', { withTimezone: true }),
    visibleEndAt: timestamp('visible_end_at', { withTimezone: true }),
    /** Whole percent of the price added as gratuity. */
    gratuityPercentage: integer('gratuity_percentage').notNull().default(0),
    isRequiredApproval: boolean('is_required_approval').notNull().default(false),
    note: text('note'),
    position: integer('position').notNull().default(0),
    limitedAmount: integer('limited_amount').notNull(),
    availableAmount: integer('available_amount').notNull(),
    lockedAmount: integer('locked_amount').notNull().default(0),
    releasedAmount: integer('released_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_ticket_types_event_idx').on(t.eventId, t.position),
    check(
      'event_ticket_types_balance_check',
      sql`${t.availableAmount} >= 0 and ${t.lockedAmount} >= 0 and ${t.releasedAmount} >= 0 and ${t.limitedAmount} = ${t.availableAmount} + ${t.lockedAmount} + ${t.releasedAmount}`,
    ),
    check('event_ticket_types_price_check', sql`${t.price} >= 0`),
    check(
      'event_ticket_types_points_price_check',
      sql`(${t.pointsPrice} is null and ${t.pointsClubId} is null) or (${t.pointsPrice} > 0 and ${t.pointsClubId} is not null)`,
    ),
    check('event_ticket_types_gratuity_check', sql`${t.gratuityPercentage} between 0 and 100`),
  ],
);

/**
 * A person's role in an event's team (domain §6): CO_HOST, PROMOTER, COORDINATOR, DOOR, SPONSOR or TALENT, with
 * an EVENT_ROLE_STATUSES status. Only APPROVED rows make someone part of the team and give the role's
 * permissions; one person may hold several roles (docs/decisions/029-events-model-and-permissions.md).
 */
export const eventRoles = pgTable(
  'event_roles',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    status: text('status').notNull().default('APPROVED'),
    /** Who gave the role (the creator). */
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId, t.role] }),
    index('event_roles_user_idx').on(t.userId, t.status),
  ],
);

/**
 * An invitation to a team role (docs/decisions/073-event-team-invitations.md): to an account (`userId`) or to
 * an e-mail address of someone who may sign up first (`email`, `userId` set when they accept). INVITED until
 * the invitee accepts (APPROVED: the event_roles row is written in the same transaction) or declines
 * (INVITEE_DECLINED), or the team withdraws it (DECLINED). The id is a random UUID (the link cannot be guessed);
 * FormattedInviteId is `role-<id>`.
 */
export const eventRoleInvitations = pgTable(
  'event_role_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, lowercased (invitations by e-mail). */
    email: text('email'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('INVITED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('event_role_invitations_event_idx').on(t.eventId, t.status),
    index('event_role_invitations_user_idx').on(t.userId, t.status),
    // One open invitation per person (or address) and role, whatever two requests do at once.
    uniqueIndex('event_role_invitations_open_user_key')
      .on(t.eventId, t.role, t.userId)
      .where(sql`${t.status} = 'INVITED' and ${t.userId} is not null`),
    uniqueIndex('event_role_invitations_open_email_key')
      .on(t.eventId, t.role, t.email)
      .where(sql`${t.status} = 'INVITED' and ${t.email} is not null`),
    check('event_role_invitations_invitee_check', sql`${t.userId} is not null or ${t.email} is not null`),
  ],
);

/**
 * A scanning zone of an event (domain §3 Event.scanningZones; docs/decisions/080): an entrance that admits the
 * ticket types listed (all of them when the list is empty), each ticket at most `maxScans` times there.
 */
export const eventScanningZones = pgTable(
  'event_scanning_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    eventTicketIds: uuid('event_ticket_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    maxScans: integer('max_scans').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_scanning_zones_event_idx').on(t.eventId, t.createdAt),
    check('event_scanning_zones_max_scans_check', sql`${t.maxScans} >= 1`),
  ],
);

/**
 * The rep clubs an event belongs to (issue 15, docs/decisions/099): set by setEventClubs (CanEditEvent and
 * MANAGE_EVENTS in each club added or removed), copied with the event.
 */
export const eventClubs = pgTable(
  'event_clubs',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Order on the event's page. */
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.clubId] }), index('event_clubs_club_idx').on(t.clubId)],
);
