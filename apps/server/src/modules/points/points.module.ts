import { bookingsModule } from '../bookings/bookings.module';
import { checkinModule } from '../checkin/checkin.module';
import { clubsModule } from '../clubs/clubs.module';
import { eventsModule } from '../events/events.module';
import { ledgerModule } from '../ledger/ledger.module';
import { messagingModule } from '../messaging/messaging.module';
import { notificationsModule } from '../notifications/notifications.module';
import { paymentsModule } from '../payments/payments.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { pointsPurchasesJobs, pointsPurchasesPart } from './purchases/purchases.part';

/**
 * Rep points (issue 15): buying points with money and earning them at check-in (docs/decisions/100, 101), on the
 * platform ledger. (Wallets, sends, grants, trades and history are helper S1's part of this module.)
 */
export const pointsModule = defineModule({
  name: 'points',
  needs: [
    ledgerModule,
    clubsModule,
    eventsModule,
    bookingsModule,
    checkinModule,
    paymentsModule,
    notificationsModule,
    messagingModule,
    usersModule,
  ],
  create: (ctx, services) => ({ ...pointsPurchasesPart(ctx, services) }),
  jobs: (services, log) => [...pointsPurchasesJobs(services, log)],
});

export type { PurchasesService } from './purchases/purchases.service';
