import type { FastifyBaseLogger } from 'fastify';
import type { BookingsService } from './bookings.service';
import type { Job } from '../../platform/jobs/scheduler';

export const RECONCILE_PAYMENTS_INTERVAL_MS = 60 * 1000;

/**
 * At start and every minute: asks the payment provider about every order whose capture or refund was started
 * and never written (a crash, a lost answer), and finishes it: captured → tickets or a refund, refund pending →
 * refunded (docs/decisions/045). Each order is claimed with a compare-and-set, so several processes can run it.
 */
export function reconcilePaymentsJob(
  bookings: Pick<BookingsService, 'reconcilePayments'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Job {
  return {
    name: 'reconcile-payments',
    intervalMs: RECONCILE_PAYMENTS_INTERVAL_MS,
    async run() {
      const settled = await bookings.reconcilePayments();
      if (settled > 0) log.info({ settled }, 'reconciled interrupted payments and refunds');
    },
  };
}
