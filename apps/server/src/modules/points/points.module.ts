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
import { port } from '../../platform/port';
import { pointsClubs } from './points.clubs';
import './points.graphql';
import { seedDemoPoints } from './points.seed';
import { type PointsPurchaseDetails, pointsService } from './points.service';
import { pointsPurchasesJobs, pointsPurchasesPart } from './purchases/purchases.part';
import { LEDGER_OPERATIONS } from '@repclub/shared';

/**
 * Rep points over the platform ledger (decision 096): wallets, sends, grants and histories (docs/decisions/097);
 * buying points with money and earning them at check-in, spending them on tickets (100, 101). Owns
 * points_packages and points_purchases; balances and movements are the ledger's; trade requests are the trades
 * module's (123), which uses `pointsClubs` from here.
 * Answers the clubs module's `points` port (members' balances for tiers), check-in's admissions port (points
 * earned) and bookings' port for provider notices about points purchases.
 */
export const pointsModule = defineModule({
  name: 'points',
  needs: [
    usersModule,
    ledgerModule,
    clubsModule,
    eventsModule,
    bookingsModule,
    checkinModule,
    paymentsModule,
    notificationsModule,
    messagingModule,
  ],
  create: (ctx, services) => {
    const { db, log } = ctx;
    const { ledger, clubs, clubPorts, notifications } = services;
    const adapter = pointsClubs(db, clubs);
    const purchases = port<PointsPurchaseDetails>('points.purchases');
    const points = pointsService({
      db,
      ledger,
      clubs: adapter.port,
      notifications,
      log,
      purchases: () => (purchases.bound ? purchases.use : null),
    });
    clubPorts.points.bind({ balances: (pairs) => points.balances(pairs) });
    const part = pointsPurchasesPart(ctx, services);
    // The money side of a BUY_POINTS movement: the purchase its ledger operation names.
    purchases.bind({
      async moneyOf(transfer) {
        if (transfer.operation.type !== LEDGER_OPERATIONS.buyPoints) return null;
        const [purchase] = await part.pointsPurchases.purchasesByIds([transfer.operation.id]);
        return purchase
          ? { price: purchase.price, currency: purchase.currency, paymentMethod: purchase.paymentProvider }
          : null;
      },
    });
    return { points, pointsClubs: adapter, pointsPorts: { purchases }, ...part };
  },
  jobs: (services, log) => [...pointsPurchasesJobs(services, log)],
  demoSeed: ({ clubsRepo, clubMemberships, points, pointsPurchases, usersRepo }) =>
    seedDemoPoints({
      clubsRepo,
      memberships: clubMemberships,
      points,
      purchases: pointsPurchases,
      users: usersRepo,
    }),
});

// What other modules use of this one.
export type {
  PointsMoney,
  PointsPurchaseDetails,
  PointsService,
  TradingTransactionView,
} from './points.service';
export type { ClubsPort, PointsClub } from './points.ports';
export { FROZEN_CLUB_STATUSES } from './points.ports';
export type { PointsClubs } from './points.clubs';
export type { PurchasesService } from './purchases/purchases.service';
export { pointsPurchaseReads } from './purchases/purchases.reads';
