/**
 * Limits of checkout, RSVP and the waiting list (docs/decisions/031), declared once for the server's checks
 * and the web's form.
 */

/** Largest quantity of one ticket type, and of one order, a buyer can take. */
export const MAX_PER_TICKET_TYPE = 10;
export const MAX_PER_ORDER = 20;
/** How long an unpaid checkout holds its tickets, and a waiting-list offer its tickets. */
export const CHECKOUT_HOLD_MINUTES = 15;
export const WAITLIST_OFFER_HOURS = 24;
/** Longest answer to a host's question. */
export const BOOKING_ANSWER_MAX_LENGTH = 1000;
/** The attendee states a host can filter the attendee list by (ATTENDEE_STATES without NONE). */
export const ATTENDEE_LIST_STATES = ['PENDING', 'APPROVED', 'DECLINED', 'CHECKED_IN'] as const;
