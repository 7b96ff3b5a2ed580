import { DomainError } from '../../platform/errors';

/** Why the ledger refused a transfer. */
export type LedgerErrorCode = 'INSUFFICIENT_FUNDS' | 'CONFLICT' | 'INVALID_TRANSFER' | 'LIMIT_EXCEEDED';

/**
 * A transfer the ledger refused (docs/decisions/096). INSUFFICIENT_FUNDS, INVALID_TRANSFER and LIMIT_EXCEEDED (a
 * balance past MAX_ACCOUNT_BALANCE) are bad input (BAD_USER_INPUT); CONFLICT is an idempotency key reused for another movement. The module that asked maps the
 * code to its own user-facing message; nothing moved either way.
 */
export class LedgerError extends DomainError {
  override name = 'LedgerError';
  readonly ledgerCode: LedgerErrorCode;

  constructor(ledgerCode: LedgerErrorCode, message: string, details?: Record<string, unknown>) {
    super(ledgerCode === 'CONFLICT' ? 'CONFLICT' : 'BAD_USER_INPUT', message, details);
    this.ledgerCode = ledgerCode;
  }
}

export const isLedgerError = (err: unknown, code?: LedgerErrorCode): err is LedgerError =>
  err instanceof LedgerError && (code === undefined || err.ledgerCode === code);
