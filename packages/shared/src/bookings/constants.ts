import { TABLE_PAGE_SIZE_DEFAULT } from '../common/constants';

/**
 * Limits of checkout, RSVP and the waiting list (docs/decisions/031), declared once for the server's checks
 * and the web's form.
 */

/** Largest quantity of one ticket type, and of one order, a buyer can take. */
export const MAX_PER_TICKET_TYPE = 10;
export const MAX_PER_ORDER = 20;
/**
 * The gratuities a buyer can pick instead of the host's preset, in whole percent (docs/decisions/115); the
 * host's own percentage is always offered too, and is the default.
 */
export const GRATUITY_CHOICES = [0, 10, 15, 18, 20, 25] as const;
/** How long an unpaid checkout holds its tickets, and a waiting-list offer its tickets. */
export const CHECKOUT_HOLD_MINUTES = 15;
export const WAITLIST_OFFER_HOURS = 24;
/** Longest answer to a host's question. */
export const BOOKING_ANSWER_MAX_LENGTH = 1000;
/** The attendee states a host can filter the attendee list by (ATTENDEE_STATES without NONE). */
export const ATTENDEE_LIST_STATES = ['PENDING', 'APPROVED', 'DECLINED', 'CHECKED_IN'] as const;
/** The host's attendee list reads this many attendees a page (domain §9 "Table page size default"). */
export const ATTENDEE_LIST_PAGE_SIZE = TABLE_PAGE_SIZE_DEFAULT;
/** Longest host note on an attendee, and longest search text of the attendee list. */
export const ATTENDEE_NOTE_MAX_LENGTH = 1000;
export const ATTENDEE_SEARCH_MAX_LENGTH = 100;
/** The attendee export's REST path (GET, bearer token): `/api/events/{eventId}/attendees.csv`. */
export const attendeesCsvPath = (eventId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/attendees.csv`;
