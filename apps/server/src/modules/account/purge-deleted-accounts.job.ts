import type { FastifyBaseLogger } from 'fastify';
import type { AccountService } from './account.service';
import type { Job } from '../../platform/jobs/scheduler';

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Hourly: permanently deletes the accounts deleted more than 90 days ago (accounts §4.4). One
 * conditional DELETE per batch, so it is idempotent and several server processes can run it at once.
 */
export function purgeDeletedAccountsJob(
  account: Pick<AccountService, 'purgeExpiredAccounts'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Job {
  return {
    name: 'purge-deleted-accounts',
    intervalMs: PURGE_INTERVAL_MS,
    async run() {
      const { purged } = await account.purgeExpiredAccounts();
      if (purged > 0) log.info({ purged }, 'purged deleted accounts');
    },
  };
}
