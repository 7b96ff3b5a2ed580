import { ledgerModule } from '../ledger/ledger.module';
import { notificationsModule } from '../notifications/notifications.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { port } from '../../platform/port';
import type { ClubsPort } from './points.ports';
import { pointsRepository } from './points.repository';
import { pointsService } from './points.service';

/**
 * Rep points (docs/decisions/097): wallets, sends, grants, trade requests and histories over the platform ledger.
 */
export const pointsModule = defineModule({
  name: 'points',
  needs: [usersModule, ledgerModule, notificationsModule],
  create: ({ db, clock, log }, { ledger, notifications }) => {
    const clubs = port<ClubsPort>('points.clubs');
    return {
      points: pointsService({ repo: pointsRepository(db), ledger, clubs: clubs.use, notifications, clock, log }),
      pointsPorts: { clubs },
    };
  },
});

export type { PointsService, TradingTransactionView } from './points.service';
export type { ClubsPort } from './points.ports';
