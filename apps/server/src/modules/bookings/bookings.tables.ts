import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { CostResult } from '../events/events.module';

export type QuestionAnswer = { questionId: string; question: string; answer: string };

/**
 * A booking (domain §3 Booking): one checkout of one buyer at one event (docs/decisions/031). PENDING holds
 * its tickets until `expiresAt`; COMPLETED issued them; CANCELLED / FAILED returned them; REFUNDED gave them
 * back after completion. A paid request for tickets that need the host's approval (`requiresApproval`) is
 * AUTHORIZED once the buyer's money is reserved: its tickets are issued (waiting for approval) until the host
 * approves (captured: COMPLETED), declines or the request runs out at `expiresAt` (voided: CANCELLED or
 * FAILED) (docs/decisions/114).
 */
export const bookingOrders = pgTable(
  'booking_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Who pays (and, unless it is a gift, who attends). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** BUY_EVENT_TICKET, GIFT_EVENT_TICKET or RSVP. */
    type: text('type').notNull(),
    /**
     * PENDING, AUTHORIZED (a request's money reserved, decision 114), COMPLETED, CANCELLED, FAILED,
     * REFUND_PENDING, REFUNDED. The ledger row (payments' transactions) stays PENDING while AUTHORIZED.
     */
    status: text('status').notNull().default('PENDING'),
    /** Why a hold exists: CHECKOUT (a buyer paying) or WAITLIST_OFFER (held for the first in line). */
    holdKind: text('hold_kind').notNull().default('CHECKOUT'),
    quantity: integer('quantity').notNull(),
    /** The cost the buyer was shown and pays, as computed at checkout. */
    cost: jsonb('cost').$type<CostResult>().notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The referral code given at checkout (normalised), when it was valid. */
    referralCode: text('referral_code'),
    /** The code's owner: who the sale is attributed to (not the buyer themselves; docs/decisions/035). */
    referredByUserId: uuid('referred_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<QuestionAnswer[]>().notNull().default([]),
    waiverAcceptedAt: timestamp('waiver_accepted_at', { withTimezone: true }),
    /** For a gift: who receives the tickets (the buyer is the gift's sender). */
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SANDBOX, PAYPAL, FREE when nothing is charged, or POINTS when paid with a club's points. */
    paymentProvider: text('payment_provider').notNull(),
    /** Paid with points (docs/decisions/101): how many, of which club (burned to its issuer; a refund re-issues). */
    pointsTotal: integer('points_total'),
    pointsClubId: uuid('points_club_id'),
    /** The provider's order id (captureOrderId). */
    providerOrderId: text('provider_order_id'),
    providerCaptureId: text('provider_capture_id'),
    /** A request's tickets need the host's approval: the payment is authorized, captured on approval (114). */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** The provider's authorization of an AUTHORIZED order (captured or voided later). */
    providerAuthorizationId: text('provider_authorization_id'),
    /**
     * An AUTHORIZED request the host declined or the buyer withdrew while its capture (or void) was under way
     * (decision 114): the money that capture took is refunded, never kept.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * Set just before a capture or a refund is asked of the provider, cleared once its outcome is written
     * (docs/decisions/045): while set, the order may have money at the provider that the database does not
     * show yet, and the reconciliation job asks the provider about it.
     */
    providerCallAt: timestamp('provider_call_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_orders_user_idx').on(t.userId, t.createdAt),
    index('booking_orders_event_idx').on(t.eventId, t.status),
    uniqueIndex('booking_orders_provider_order_key').on(t.paymentProvider, t.providerOrderId),
    index('booking_orders_provider_call_idx')
      .on(t.providerCallAt)
      .where(sql`${t.providerCallAt} is not null`),
    index('booking_orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'PENDING'`),
    // Requests waiting for the host, by when their reserved payment is released (decision 114).
    index('booking_orders_request_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'AUTHORIZED'`),
    check('booking_orders_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The ticket types and quantities of an order, priced at checkout. */
export const bookingOrderItems = pgTable(
  'booking_order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    eventTicketId: uuid('event_ticket_id')
      .notNull()
      .references(() => eventTicketTypes.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Cents, the host's price at checkout. */
    unitPrice: integer('unit_price').notNull(),
    gratuityPercentage: integer('gratuity_percentage').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.eventTicketId] }),
    check('booking_order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** One admission (domain §3 Ticket). */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventTicketId: uuid('event_ticket_id')
      .notNull()
      .references(() => eventTicketTypes.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    /** The holder (associatedUserId). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ACTIVE, CANCELLED or REFUNDED. */
    status: text('status').notNull().default('ACTIVE'),
    /** DEFAULT, SHARING, SHARED or REVOKED (TICKET_SHARE_STATES). */
    shareState: text('share_state').notNull().default('DEFAULT'),
    /** The secret a share link carries while SHARING; hashed. */
    shareTokenHash: text('share_token_hash'),
    /** The QR code's secret (random, 32 bytes base64url). */
    qrSecret: text('qr_secret').notNull(),
    originalTicketId: uuid('original_ticket_id'),
    parentTicketId: uuid('parent_ticket_id'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }),
    /** When the door scanned it in; null until then (check-in writes it; docs/decisions/072). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.eventId),
    index('tickets_order_idx').on(t.orderId),
    index('tickets_event_type_idx').on(t.eventTicketId, t.status),
  ],
);

/** A person's place at an event (domain §3 "Event attendee record", attendeeInfo). */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING, APPROVED, DECLINED or CHECKED_IN (ATTENDEE_STATES). */
    state: text('state').notNull(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvalAt: timestamp('approval_at', { withTimezone: true }),
    answers: jsonb('answers').$type<QuestionAnswer[]>().notNull().default([]),
    /** ACCEPTED once the attendee accepted the event's waiver or privacy policy. */
    privacyPolicyState: text('privacy_policy_state'),
    /** The event team's note on the attendee (setAttendeeNote). */
    note: text('note'),
    /** Admissions scanned for the attendee; 0 until the door checks them in (docs/decisions/072). */
    checkedInCount: integer('checked_in_count').notNull().default(0),
    /**
     * Whose referral code brought the attendee (docs/decisions/035): set by the first booking that carried a
     * valid code, never changed by a later one.
     */
    referredByUserId: uuid('referred_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_attendees_user_idx').on(t.userId),
    index('event_attendees_referrer_idx').on(t.referredByUserId, t.eventId),
    index('event_attendees_event_state_idx').on(t.eventId, t.state, t.createdAt),
  ],
);

/**
 * A person's referral code (docs/decisions/035): one per user, made the first time they ask for it, never
 * changed. A booking that carries it attributes the attendee to them.
 */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** REFERRAL_CODE_LENGTH characters of REFERRAL_CODE_ALPHABET (packages/shared). */
  code: text('code').notNull().unique('referral_codes_code_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The waiting list of a sold-out ticket type, first come first served. WAITING → OFFERED (tickets held for
 * the person by an order with holdKind WAITLIST_OFFER) → CLAIMED (paid) or EXPIRED; CANCELLED when they
 * leave. One open entry per person and ticket type.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Strict first-come order, even for two people who joined in the same microsecond. */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventTicketId: uuid('event_ticket_id')
      .notNull()
      .references(() => eventTicketTypes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull().default('WAITING'),
    /** The order holding the offered tickets. */
    offerOrderId: uuid('offer_order_id').references(() => bookingOrders.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waiting_list_queue_idx')
      .on(t.eventTicketId, t.position)
      .where(sql`${t.status} = 'WAITING'`),
    uniqueIndex('waiting_list_open_key')
      .on(t.eventTicketId, t.userId)
      .where(sql`${t.status} in ('WAITING', 'OFFERED')`),
    check('waiting_list_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * The wish list of a sold-out ticket type (domain §3 EventTicket.isEnabledWishList; docs/decisions/089): people
 * who want to hear when tickets of the type are on sale again. Unlike the waiting list it holds nothing and
 * keeps no order: when tickets come back (a raised limit, a refund the waiting list did not take), everyone on
 * it is told in the app and by e-mail, and the wish is used up (the row is deleted as it is told).
 */
export const ticketWishList = pgTable(
  'ticket_wish_list',
  {
    eventTicketId: uuid('event_ticket_id')
      .notNull()
      .references(() => eventTicketTypes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventTicketId, t.userId] }),
    index('ticket_wish_list_user_idx').on(t.userId, t.eventId),
  ],
);
