import { ledgerModule } from '../ledger/ledger.module';
import { notificationsModule } from '../notifications/notifications.module';
import { pointsModule } from '../points/points.module';
import { defineModule } from '../../platform/module';
import './trades.graphql';
import { tradesRepository } from './trades.repository';
import { tradesService } from './trades.service';

/**
 * Trade requests (docs/decisions/097, 123): one member offers an amount of one asset for an amount of another;
 * the offer is held in the ledger (a hold, 122) until it is accepted (the hold posted and the other leg moved in
 * one ledger call), declined, cancelled or expires (the ledger's job releases it). Owns trade_requests. Clubs,
 * people and memberships come through the points module's `pointsClubs` (today's assets are club points).
 */
export const tradesModule = defineModule({
  name: 'trades',
  needs: [ledgerModule, pointsModule, notificationsModule],
  create: ({ db, clock, log }, { ledger, pointsClubs, notifications }) => ({
    trades: tradesService({
      repo: tradesRepository(db),
      ledger,
      clubs: pointsClubs.port,
      notifications,
      clock,
      log,
    }),
  }),
});

// What other modules use of this one.
export type { TradeRequestView, TradesService } from './trades.service';
