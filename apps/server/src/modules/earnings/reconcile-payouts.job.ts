import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../platform/jobs/scheduler';
import type { EarningsService } from './earnings.service';

export const RECONCILE_PAYOUTS_INTERVAL_MS = 60 * 1000;

/**
 * At start and every minute: asks the payout provider again, with the same idempotency key, about every payout
 * whose provider call was started and never written (a crash, a lost answer, a provider that was down), and
 * writes the outcome (docs/decisions/075). Each payout is claimed with a compare-and-set, so several processes
 * can run it.
 */
export function reconcilePayoutsJob(
  earnings: Pick<EarningsService, 'reconcilePayouts'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Job {
  return {
    name: 'reconcile-payouts',
    intervalMs: RECONCILE_PAYOUTS_INTERVAL_MS,
    async run() {
      const settled = await earnings.reconcilePayouts();
      if (settled > 0) log.info({ settled }, 'reconciled interrupted payouts');
    },
  };
}
