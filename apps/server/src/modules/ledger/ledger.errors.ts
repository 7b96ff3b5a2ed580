import { DomainError } from '../../platform/errors';

/** Why the ledger refused a transfer. */
export type LedgerErrorCode =
  | 'INSUFFICIENT_FUNDS'
  | 'CONFLICT'
  | 'INVALID_TRANSFER'
  | 'LIMIT_EXCEEDED'
  /** No hold has this id (NOT_FOUND). */
  | 'HOLD_NOT_FOUND'
  /** The hold was already posted, voided or expired, and this call asked for something else (CONFLICT). */
  | 'HOLD_CLOSED'
  /** The hold's expiry has passed: it can no longer be posted (BAD_USER_INPUT). */
  | 'HOLD_EXPIRED';

const DOMAIN_CODES = {
  CONFLICT: 'CONFLICT',
  HOLD_CLOSED: 'CONFLICT',
  HOLD_NOT_FOUND: 'NOT_FOUND',
} as const;

/**
 * A transfer or hold the ledger refused (docs/decisions/096, 122). INSUFFICIENT_FUNDS, INVALID_TRANSFER and LIMIT_EXCEEDED (a
 * balance past MAX_ACCOUNT_BALANCE) are bad input (BAD_USER_INPUT); CONFLICT is an idempotency key reused for another movement. The module that asked maps the
 * code to its own user-facing message; nothing moved either way.
 */
export class LedgerError extends DomainError {
  override name = 'LedgerError';
  readonly ledgerCode: LedgerErrorCode;

  constructor(ledgerCode: LedgerErrorCode, message: string, details?: Record<string, unknown>) {
    super(
      ledgerCode in DOMAIN_CODES ? DOMAIN_CODES[ledgerCode as keyof typeof DOMAIN_CODES] : 'BAD_USER_INPUT',
      message,
      details,
    );
    this.ledgerCode = ledgerCode;
  }
}

export const isLedgerError = (err: unknown, code?: LedgerErrorCode): err is LedgerError =>
  err instanceof LedgerError && (code === undefined || err.ledgerCode === code);
