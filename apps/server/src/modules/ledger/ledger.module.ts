import { defineModule } from '../../platform/module';
import { ledgerService } from './ledger.service';

/**
 * The platform's double-entry ledger (docs/decisions/096): accounts per asset and owner, append-only transfers,
 * balances moved only by transfers. No domain knowledge and no GraphQL: the points module (and bookings, when
 * points pay for tickets) call it inside their own transactions.
 */
export const ledgerModule = defineModule({
  name: 'ledger',
  needs: [],
  create: ({ db, clock }) => ({ ledger: ledgerService({ db, clock }) }),
});

// What other modules use of this one (types and functions that take the caller's executor).
export type {
  LedgerDrift,
  LedgerParty,
  LedgerService,
  LedgerTransfer,
  TransferInput,
  TransferResult,
} from './ledger.service';
export { MAX_ACCOUNT_BALANCE, MAX_TRANSFER_AMOUNT, POINTS_ASSET_PREFIX, pointsAsset } from './ledger.service';
export { LedgerError, type LedgerErrorCode, isLedgerError } from './ledger.errors';
