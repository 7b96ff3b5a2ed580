import { bookingsModule } from '../bookings/bookings.module';
import { eventsModule } from '../events/events.module';
import { messagingModule } from '../messaging/messaging.module';
import { notificationsModule } from '../notifications/notifications.module';
import { paymentsModule } from '../payments/payments.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import './earnings.graphql';
import { payoutNotices } from './earnings.notifications';
import { earningsRepository } from './earnings.repository';
import { seedDemoPayout } from './earnings.seed';
import { earningsService } from './earnings.service';
import { reconcilePayoutsJob } from './reconcile-payouts.job';

/**
 * Earnings: what an event earned (read from bookings' completed orders), sales per promoter, and payouts of the
 * balance to the creator's payout account through payments' payout provider, with a PAYOUT row in the ledger
 * (docs/decisions/075).
 */
export const earningsModule = defineModule({
  name: 'earnings',
  needs: [eventsModule, bookingsModule, paymentsModule, notificationsModule, messagingModule, usersModule],
  create: (
    { db, config, clock, log, faults },
    { events, sales, payouts, transactions, notifications, messaging, usersRepo },
  ) => ({
    earnings: earningsService({
      repo: earningsRepository(db),
      sales,
      events,
      payouts,
      transactions,
      clock,
      ...(faults ? { faults } : {}),
      log,
      onPaid: payoutNotices({ notifications, messaging, users: usersRepo, publicUrl: config.publicUrl }),
    }),
  }),
  jobs: ({ earnings }, log) => [reconcilePayoutsJob(earnings, log)],
  // A completed sandbox payout of the past demo event (README "Demo accounts").
  demoSeed: ({ earnings, payouts, sandboxPayouts, usersRepo }, { db }) =>
    seedDemoPayout(db, { earnings, payouts, sandboxPayouts, users: usersRepo }),
});
