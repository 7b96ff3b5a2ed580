import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tickets } from '../bookings/bookings.tables';
import { events } from '../events/events.tables';
import { guests } from '../guests/guests.tables';
import { users } from '../users/users.tables';

/** What a scan answered the door (the GraphQL ScanVerdict), kept so that the same scanId answers the same. */
export type StoredVerdict = {
  outcome: 'ADMITTED' | 'REFUSED';
  refusal: string | null;
  message: string;
  holderName: string | null;
  avatarUrl: string | null;
  ticketType: string | null;
  ticketId: string | null;
  guestId: string | null;
  admitted: number;
  scansUsed: number;
  maxScans: number;
};

/**
 * Every scan at an event's doors (docs/decisions/080), admitted or refused. The id is the scanner's own scanId
 * (a UUID it makes per scan), so a scan sent twice — a retry, an offline scan synced again — is one row.
 * ADMITTED rows of a ticket in a zone (or with no zone) are what its scan limit counts.
 */
export const ticketScans = pgTable(
  'ticket_scans',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The scanning zone (no foreign key: a deleted zone's scans stay in the log); null: the event's default. */
    zoneId: uuid('zone_id'),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    /** The guest pass scanned, when a pass's QR code was. */
    guestTicketId: uuid('guest_ticket_id'),
    /** ADMITTED or REFUSED. */
    outcome: text('outcome').notNull(),
    /** One of SCAN_REFUSALS when refused. */
    refusal: text('refusal'),
    /** People this scan admitted. */
    admitted: integer('admitted').notNull().default(0),
    verdict: jsonb('verdict').$type<StoredVerdict>().notNull(),
    deviceId: text('device_id'),
    /** When the device scanned (its clock; the server's when it did not say). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    /** When the server recorded it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    scannedBy: uuid('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    /** LIVE (checkIn) or SYNC (syncScans). */
    source: text('source').notNull(),
  },
  (t) => [
    index('ticket_scans_ticket_idx')
      .on(t.ticketId, t.zoneId)
      .where(sql`${t.outcome} = 'ADMITTED'`),
    index('ticket_scans_guest_idx').on(t.guestId),
    index('ticket_scans_event_idx').on(t.eventId, t.recordedAt),
    check('ticket_scans_outcome_check', sql`${t.outcome} in ('ADMITTED', 'REFUSED')`),
    check('ticket_scans_admitted_check', sql`${t.admitted} >= 0`),
  ],
);

/**
 * An offline scan that admitted someone the server had already admitted to the limit (docs/decisions/080): the
 * first admission is kept, this one is recorded for the hosts to review.
 */
export const scanConflicts = pgTable(
  'scan_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => ticketScans.id, { onDelete: 'cascade' })
      .unique('scan_conflicts_scan_key'),
    ticketId: uuid('ticket_id'),
    guestId: uuid('guest_id'),
    holderName: text('holder_name').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    deviceId: text('device_id'),
    /** The device's name as hosts read it: the one it sent, else "<scanner's name>'s device" (decision 112). */
    deviceName: text('device_name'),
    /** When the admission that was kept happened. */
    keptScanAt: timestamp('kept_scan_at', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('scan_conflicts_event_idx').on(t.eventId, t.createdAt)],
);
