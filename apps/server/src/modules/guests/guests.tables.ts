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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventTicketTypes, events } from '../events/events.tables';
import { users } from '../users/users.tables';

export type GuestCustomField = { key: string; label: string; value: string };
export type SavedGuestEntry = { fullName: string; phoneNumber?: string; email?: string; plus1: number };

/**
 * A person on an event's guest list (domain §3 Guest): added by the event team, with their plus-ones
 * (`quantity` people in all). E-mail and phone are personal data: only the event team holding CanSearchGuests
 * or CanAddGuest reads them (docs/decisions/074-guests-and-guest-lists.md).
 */
export const guests = pgTable(
  'guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** Lowercased. */
    email: text('email'),
    /** E.164. */
    phoneNumber: text('phone_number'),
    note: text('note'),
    customFields: jsonb('custom_fields').$type<GuestCustomField[]>().notNull().default([]),
    /** The guest and their plus-ones: one guest ticket each. */
    quantity: integer('quantity').notNull(),
    /** The ticket type whose inventory the guest tickets take (the host's "guest ticket"), if any. */
    eventTicketId: uuid('event_ticket_id').references(() => eventTicketTypes.id),
    /** Male, Female, Other or Not Disclosed, when the host knows; otherwise a matching user's. */
    gender: text('gender'),
    /** 18-24, 25-34, 35-44 or 45+, when the host knows; otherwise from a matching user's birth date. */
    ageRange: text('age_range'),
    /**
     * The guest's own pass page `/guest-pass/<passToken>` (docs/decisions/092): random (two random UUIDs' hex,
     * 244 bits), unrelated to the passes' scan secrets; gone with the guest.
     */
    passToken: text('pass_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** NOT_INVITED, INVITE_PENDING (being sent, or sending failed) or INVITED. */
    inviteStatus: text('invite_status').notNull().default('NOT_INVITED'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guests_event_name_idx').on(t.eventId, sql`lower(${t.fullName})`, t.id),
    uniqueIndex('guests_event_email_key').on(t.eventId, t.email),
    uniqueIndex('guests_event_phone_key').on(t.eventId, t.phoneNumber),
    uniqueIndex('guests_pass_token_key').on(t.passToken),
    index('guests_ticket_type_idx').on(t.eventTicketId),
    check('guests_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** One row per admitted person of a guest (ticket 1 is the guest, the others their plus-ones). */
export const guestTickets = pgTable(
  'guest_tickets',
  {
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    ticketNo: integer('ticket_no').notNull(),
    /** The pass's id (guestTicketId), in its QR code `repclub:guest:<id>:<secret>` (docs/decisions/080). */
    id: uuid('id').notNull().defaultRandom(),
    /** The pass's secret: random (two random UUIDs' hex, 244 bits), never derived from the id. */
    secret: text('secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Set by the check-in (issue 14). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.ticketNo] }), uniqueIndex('guest_tickets_id_key').on(t.id)],
);

/**
 * An event's guest list settings: the capacity (people, null for no limit). The row is also the lock every
 * add takes, so guests added in parallel never pass the capacity.
 */
export const guestLists = pgTable(
  'guest_lists',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    capacity: integer('capacity'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('guest_lists_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 0`)],
);

/** A host's saved guest list (domain §3): reusable in another event. Only its owner (and admins) read it. */
export const savedGuestLists = pgTable(
  'saved_guest_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    guests: jsonb('guests').$type<SavedGuestEntry[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_guest_lists_owner_name_key').on(t.ownerId, sql`lower(${t.name})`)],
);
