import { defineModule } from '../../platform/module';
import { expireLedgerHoldsJob } from './expire-ledger-holds.job';
import { ledgerService } from './ledger.service';

/**
 * The platform's double-entry ledger (docs/decisions/096): accounts per asset and owner, append-only transfers,
 * balances moved only by transfers; holds (two-phase transfers, 122) keep an amount pending until they are posted,
 * voided or expire (the job). No domain knowledge and no GraphQL: points, trades and bookings call it inside
 * their own transactions.
 */
export const ledgerModule = defineModule({
  name: 'ledger',
  needs: [],
  create: ({ db, clock }) => ({ ledger: ledgerService({ db, clock }) }),
  jobs: ({ ledger }, log) => [expireLedgerHoldsJob(ledger, log)],
});

// What other modules use of this one (types and functions that take the caller's executor).
export type {
  HoldInput,
  HoldResult,
  HoldStatus,
  LedgerDrift,
  LedgerHold,
  LedgerParty,
  LedgerService,
  LedgerTransfer,
  PostResult,
  TransferInput,
  TransferResult,
} from './ledger.service';
export { MAX_ACCOUNT_BALANCE, MAX_TRANSFER_AMOUNT, POINTS_ASSET_PREFIX, pointsAsset } from './ledger.service';
export { LedgerError, type LedgerErrorCode, isLedgerError } from './ledger.errors';
