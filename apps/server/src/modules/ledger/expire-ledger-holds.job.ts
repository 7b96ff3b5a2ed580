import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../platform/jobs/scheduler';
import type { LedgerService } from './ledger.service';

export const EXPIRE_LEDGER_HOLDS_INTERVAL_MS = 60 * 1000;

/**
 * At start and every minute: closes the ledger's holds whose expiry has passed (docs/decisions/122), giving what
 * they kept back to the accounts' available balances. Each hold closes by inserting its one resolution row,
 * so several processes (and a post or void racing it) cannot both close it.
 */
export function expireLedgerHoldsJob(
  ledger: Pick<LedgerService, 'expireHolds'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Job {
  return {
    name: 'expire-ledger-holds',
    intervalMs: EXPIRE_LEDGER_HOLDS_INTERVAL_MS,
    async run() {
      const expired = await ledger.expireHolds();
      if (expired > 0) log.info({ expired }, 'expired ledger holds');
    },
  };
}
