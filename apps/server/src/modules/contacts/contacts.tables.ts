import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventTicketTypes, events } from '../events/events.tables';
import { users } from '../users/users.tables';

export type ContactCustomField = { key: string; label: string; value: string };

/** A host's contact groups (domain §3 Contact group). Owned by one user. */
export const contactGroups = pgTable(
  'contact_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_groups_owner_name_key').on(t.ownerId, sql`lower(${t.name})`)],
);

/**
 * A host's contact book (domain §3 Contact): personal data of the owner's acquaintances, readable by the owner
 * only. One contact per e-mail (case-insensitive) and per phone (E.164) in a book.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lowercased. */
    email: text('email'),
    /** E.164. */
    phone: text('phone'),
    /** The account with this e-mail when the contact was saved (userId). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => contactGroups.id, { onDelete: 'set null' }),
    customFields: jsonb('custom_fields').$type<ContactCustomField[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_owner_idx').on(t.ownerId, t.name, t.id),
    uniqueIndex('contacts_owner_email_key')
      .on(t.ownerId, t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('contacts_owner_phone_key')
      .on(t.ownerId, t.phone)
      .where(sql`${t.phone} is not null`),
    check('contacts_email_or_phone', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

/**
 * An invitation to an event (domain §3 Contact invitationStatus / inviteInfo; docs/decisions/076), by e-mail
 * and/or to an account, optionally with tickets (a gift or a private ticket) granted on acceptance. Its link is
 * /accept-invite/ei_<id>.
 */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lowercased; null for a request through the invite link by an account without one. */
    email: text('email'),
    /** The invitee's account, when known (at invitation, or the account that accepted). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** EVENT_INVITATION_STATUSES. */
    status: text('status').notNull().default('INVITED'),
    /** GIFT, PRIVATE or null (a plain invitation). */
    ticketKind: text('ticket_kind'),
    eventTicketId: uuid('event_ticket_id').references(() => eventTicketTypes.id, { onDelete: 'set null' }),
    ticketQuantity: integer('ticket_quantity'),
    message: text('message'),
    /** The booking order of the granted tickets. */
    grantOrderId: uuid('grant_order_id'),
    /** LINK when the invitee asked through the event's invite link, else DIRECT. */
    source: text('source').notNull().default('DIRECT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('event_invitations_event_idx').on(t.eventId, t.createdAt, t.id),
    index('event_invitations_user_idx').on(t.userId),
    uniqueIndex('event_invitations_event_email_key')
      .on(t.eventId, t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('event_invitations_event_user_key')
      .on(t.eventId, t.userId)
      .where(sql`${t.userId} is not null`),
    check('event_invitations_quantity_check', sql`${t.ticketQuantity} is null or ${t.ticketQuantity} > 0`),
  ],
);

/** The shareable invite link of an event (one per event; /accept-invite/el_<token>). */
export const eventInviteLinks = pgTable('event_invite_links', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** 32 random bytes, base64url; shown to the event team, so kept as is (decision 076). */
  token: text('token').notNull().unique('event_invite_links_token_key'),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
