/**
 * Transaction statuses and types (domain §4).
 */

export const TRANSACTION_STATUSES = [
  'PENDING',
  'COMPLETED',
  'CANCELLED',
  'FAILED',
  'CRASHED',
  'REFUNDED',
  'REFUND_PENDING',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Only the transaction types the spec names ("and others (full list not shown)"). */
export const TRANSACTION_TYPES = [
  'BUY_EVENT_TICKET',
  'GIFT_EVENT_TICKET',
  'BUY_PIE',
  'SELL_PIE',
  'CREATE_PIE',
  'UPGRADE_PIE',
  'PAYOUT',
  'RSVP',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
