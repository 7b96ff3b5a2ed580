import type { FastifyBaseLogger } from 'fastify';
import type { BookingsService } from './bookings.service';
import type { Job } from '../../platform/jobs/scheduler';

export const EXPIRE_HOLDS_INTERVAL_MS = 60 * 1000;

/**
 * Every minute: unpaid checkouts and unclaimed waiting-list offers whose hold ran out give their tickets back
 * (to the next in line first). Each order closes with one conditional UPDATE, so several processes can run it.
 */
export function expireBookingHoldsJob(
  bookings: Pick<BookingsService, 'expireHolds'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Job {
  return {
    name: 'expire-booking-holds',
    intervalMs: EXPIRE_HOLDS_INTERVAL_MS,
    async run() {
      const closed = await bookings.expireHolds();
      if (closed > 0) log.info({ closed }, 'returned the tickets of expired holds');
    },
  };
}
