import { clubsModule } from '../clubs/clubs.module';
import { ledgerModule } from '../ledger/ledger.module';
import { notificationsModule } from '../notifications/notifications.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { port } from '../../platform/port';
import { pointsClubs } from './points.clubs';
import './points.graphql';
import { pointsRepository } from './points.repository';
import { type PointsPurchaseDetails, pointsService } from './points.service';

/**
 * Rep points (docs/decisions/097): wallets, sends, grants, trade requests and histories over the platform ledger
 * (decision 096). Owns trade_requests; balances and movements are the ledger's. Answers the clubs module's
 * `points` port (members' balances for tiers). The purchases part binds `pointsPorts.purchases` for the money
 * side of BUY_POINTS movements.
 */
export const pointsModule = defineModule({
  name: 'points',
  needs: [usersModule, ledgerModule, clubsModule, notificationsModule],
  create: ({ db, clock, log }, { ledger, clubs, clubPorts, notifications }) => {
    const adapter = pointsClubs(db, clubs);
    const purchases = port<PointsPurchaseDetails>('points.purchases');
    const points = pointsService({
      repo: pointsRepository(db),
      ledger,
      clubs: adapter.port,
      notifications,
      clock,
      log,
      purchases: () => (purchases.bound ? purchases.use : null),
    });
    clubPorts.points.bind({ balances: (pairs) => points.balances(pairs) });
    return { points, pointsClubs: adapter, pointsPorts: { purchases } };
  },
});

// What other modules use of this one.
export type {
  PointsMoney,
  PointsPurchaseDetails,
  PointsService,
  TradingTransactionView,
} from './points.service';
export type { ClubsPort } from './points.ports';
export { tradeRequests } from './points.tables';
