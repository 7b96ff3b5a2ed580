/**
 * Ticket sharing states (domain §4).
 */

export const TICKET_SHARE_STATES = ['DEFAULT', 'SHARING', 'SHARED', 'REVOKED'] as const;
export type TicketShareState = (typeof TICKET_SHARE_STATES)[number];
