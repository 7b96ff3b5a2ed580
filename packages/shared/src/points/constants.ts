import { TABLE_PAGE_SIZE_DEFAULT } from '../common/constants';

/** Limits of moving rep points (docs/decisions/097, 100, 105), declared once for the server's checks and the forms. */
export const POINTS_LIMITS = {
  /** Most points one send, grant, trade leg or package may move. */
  maxPerMovement: 1_000_000,
  memoMax: 280,
  idempotencyKeyMin: 8,
  idempotencyKeyMax: 100,
  /** A package's multiplier: 1 (no bonus) up to 10×. */
  multiplierMin: 1,
  multiplierMax: 10,
  /** A package's price in cents: at least $0.50, at most $100,000. */
  priceMinCents: 50,
  priceMaxCents: 10_000_000,
  /** Packages a club may offer. */
  packagesMax: 10,
} as const;

/** Days before an unanswered trade request expires. */
export const TRADE_REQUEST_TTL_DAYS = 7;

/** Transactions read per page (domain §9 "Table page size default"). */
export const POINTS_TRANSACTIONS_PAGE_SIZE = TABLE_PAGE_SIZE_DEFAULT;
