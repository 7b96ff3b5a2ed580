/** Points limits (docs/decisions/097). */
export const POINTS_LIMITS = {
  /** The most points one send, grant or trade leg may move. */
  maxPointsPerMovement: 1_000_000,
  /**
   * The most points a club may have issued and not taken back (docs/decisions/117): grants and purchases stop
   * there. Every balance of the club is at most this; 10^12 stays exact in a JavaScript number with room for
   * sums (2^53 ≈ 9 × 10^15).
   */
  maxPointsIssued: 1_000_000_000_000,
  memoMax: 200,
  idempotencyKeyMax: 100,
  /** A trade request left unanswered expires after this many days. */
  TRADE_REQUEST_TTL_DAYS: 7,
} as const;

export const TRADE_REQUEST_TTL_DAYS = POINTS_LIMITS.TRADE_REQUEST_TTL_DAYS;

/** What a points movement is, as a user's history shows it (GraphQL TradingTransactionType). */
export const TRADING_TRANSACTION_TYPES = [
  'BUY_POINTS',
  'EARN_TICKET',
  'GRANT',
  'SEND',
  'RECEIVE',
  'TRADE',
  'SPEND_TICKET',
  'REFUND_TICKET',
] as const;
export type TradingTransactionType = (typeof TRADING_TRANSACTION_TYPES)[number];

export const TRADE_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const;
export type TradeRequestStatus = (typeof TRADE_REQUEST_STATUSES)[number];
