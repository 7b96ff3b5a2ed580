import type { Job } from '../../../platform/jobs/scheduler';
import type { PurchasesService } from './purchases.service';

export const RECONCILE_POINTS_PURCHASES_INTERVAL_MS = 60 * 1000;

/**
 * At start and every minute: finishes points purchases whose capture a crash interrupted (captured → points
 * credited, or refunded when the purchase had closed) and closes purchases left unpaid past their expiry,
 * asking the provider first (docs/decisions/100, as 045 for tickets). Purchases are claimed with a
 * compare-and-set, so several processes can run it.
 */
export function reconcilePointsPurchasesJob(
  purchases: Pick<PurchasesService, 'reconcilePurchases'>,
  log: { info: (details: object, message: string) => void },
): Job {
  return {
    name: 'reconcile-points-purchases',
    intervalMs: RECONCILE_POINTS_PURCHASES_INTERVAL_MS,
    async run() {
      const settled = await purchases.reconcilePurchases();
      if (settled > 0) log.info({ settled }, 'reconciled points purchases');
    },
  };
}
