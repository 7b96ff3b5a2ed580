import type { Db } from '../../../platform/db/client';
import type { ModuleContext } from '../../../platform/module';
import type { ProviderConfirmations } from '../../bookings/bookings.module';
import type { TicketAdmissionListener } from '../../checkin/checkin.module';
import { type ClubsService, clubReads } from '../../clubs/clubs.module';
import { eventReads } from '../../events/events.module';
import type { LedgerService } from '../../ledger/ledger.module';
import type { MessagingService } from '../../messaging/messaging.module';
import type { NotificationsService } from '../../notifications/notifications.module';
import type { PaymentGateway, TransactionsService } from '../../payments/payments.module';
import type { Port } from '../../../platform/port';
import type { UsersRepository } from '../../users/users.module';
import { earningService } from '../earning/earning.service';
import './purchases.graphql';
import { purchasesRepository } from './purchases.repository';
import { purchasesService } from './purchases.service';
import { reconcilePointsPurchasesJob } from './reconcile-points-purchases.job';

/** What the points purchases and earning need of the modules before points. */
export type PointsPurchasesNeeds = {
  ledger: LedgerService;
  clubs: Pick<ClubsService, 'club'> & {
    isMember: (ex: Db, clubId: string, userId: string) => Promise<boolean>;
    hasPermission: (ex: Db, clubId: string, userId: string, permission: 'MANAGE_POINTS') => Promise<boolean>;
  };
  gateway: PaymentGateway | null;
  transactions: TransactionsService;
  notifications: NotificationsService;
  messaging: Pick<MessagingService, 'sendEmail'>;
  usersRepo: Pick<UsersRepository, 'byId'>;
  checkinPorts: { admissions: Port<TicketAdmissionListener> };
  bookingPorts: { otherPayments: Port<ProviderConfirmations> };
};

/**
 * The points module's buying and earning part (docs/decisions/100, 101), created by points.module.ts: the
 * purchases service (packages, buyPoints, confirmPointsPurchase, reconciliation), bound to bookings' port for
 * provider notices, and the earning listener, bound to check-in's admissions port.
 */
export function pointsPurchasesPart(ctx: ModuleContext, needs: PointsPurchasesNeeds) {
  const { db, config, clock, log, faults } = ctx;
  const { ledger, clubs } = needs;
  const pointsPurchases = purchasesService({
    repo: purchasesRepository(db),
    ledger,
    gateway: needs.gateway,
    ...(faults ? { faults } : {}),
    transactions: needs.transactions,
    clubs: {
      async clubFor(viewer, clubId) {
        if (viewer) return (await clubs.club(viewer, clubId))?.row;
        return clubReads.row(db, clubId);
      },
      isMember: (userId, clubId) => clubs.isMember(db, clubId, userId),
      mayManagePoints: (viewer, clubId) => clubs.hasPermission(db, clubId, viewer.userId, 'MANAGE_POINTS'),
    },
    notifications: needs.notifications,
    userContact: async (userId) => {
      const user = await needs.usersRepo.byId(userId);
      return user && { email: user.email, name: user.name };
    },
    sendEmail: (email) => needs.messaging.sendEmail(email),
    clock,
    publicUrl: config.publicUrl,
    log,
  });
  needs.bookingPorts.otherPayments.bind(pointsPurchases);
  needs.checkinPorts.admissions.bind(
    earningService({
      ledger,
      clubsOfEvent: eventReads.clubsOfEvent,
      ticketTypeOf: eventReads.ticketTypeForEarning,
      notifications: needs.notifications,
      log,
    }),
  );
  return { pointsPurchases };
}

/** The part's jobs: reconciliation of interrupted and expired purchases. */
export const pointsPurchasesJobs = (
  services: { pointsPurchases: ReturnType<typeof purchasesService> },
  log: { info: (details: object, message: string) => void },
) => [reconcilePointsPurchasesJob(services.pointsPurchases, log)];
