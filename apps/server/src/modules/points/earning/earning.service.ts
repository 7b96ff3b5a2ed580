import { POINTS_PURCHASE_MESSAGES as M, LEDGER_OPERATIONS } from '@repclub/shared';
import type { Executor, Tx } from '../../../platform/db/executor';
import type { ModuleLog } from '../../../platform/module';
import type { TicketAdmissionListener } from '../../checkin/checkin.module';
import type { EventReads } from '../../events/events.module';
import { type LedgerService, pointsAsset } from '../../ledger/ledger.module';
import type { NotificationsService } from '../../notifications/notifications.module';
import { pointsMove } from '../purchases/purchases.service';

/** A rep club an event belongs to, as earning needs it. */
export type EventClub = { id: string; displayName: string; status: string };

export type EarningDeps = {
  ledger: Pick<LedgerService, 'transfer'>;
  /** The clubs the event belongs to (events' event_clubs), read in the caller's transaction. */
  clubsOfEvent: (ex: Executor, eventId: string) => Promise<EventClub[]>;
  /** The ticket type's rep points and its event's name and slug (events' read), in the caller's transaction. */
  ticketTypeOf: EventReads['ticketTypeForEarning'];
  notifications: Pick<NotificationsService, 'notify'>;
  log: ModuleLog;
};

/**
 * Earning points at events (docs/decisions/101): a ticket type's repPoints are credited to the ticket's holder at
 * the ticket's first check-in — not at purchase, so a ticket bought and refunded earns nothing — in every rep
 * club the event belongs to whose points move (OPEN or CLOSED). Written in the scan's transaction from the
 * club's issuer account, with the idempotency key `earn-ticket:{ticket}:{club}`; the holder is told after the
 * commit (PointsEarned).
 */
export function earningService(deps: EarningDeps): TicketAdmissionListener {
  const { ledger, clubsOfEvent, ticketTypeOf, notifications, log } = deps;

  return {
    async ticketAdmitted(tx: Tx, ticket) {
      const type = await ticketTypeOf(tx, ticket.eventTicketId);
      const amount = type?.repPoints ?? 0;
      if (!type || amount <= 0) return undefined;
      const credited: EventClub[] = [];
      for (const club of await clubsOfEvent(tx, ticket.eventId)) {
        if (!pointsMove(club.status)) continue;
        const result = await ledger.transfer(tx, {
          asset: pointsAsset(club.id),
          from: { kind: 'issuer', ownerId: club.id },
          to: { kind: 'user', userId: ticket.userId },
          amount,
          reason: LEDGER_OPERATIONS.earnTicket,
          idempotencyKey: `earn-ticket:${ticket.id}:${club.id}`,
          operation: { type: LEDGER_OPERATIONS.earnTicket, id: ticket.id },
        });
        if (!result.replayed) credited.push(club);
      }
      if (credited.length === 0) return undefined;
      return async () => {
        for (const club of credited) {
          try {
            await notifications.notify({
              userId: ticket.userId,
              type: 'PointsEarned',
              message: M.earned(amount, club.displayName, type.eventName),
              properties: { EventName: type.eventName, EventSlug: type.eventSlug },
            });
          } catch (err) {
            log.error({ err, ticketId: ticket.id, clubId: club.id }, 'points earned notification failed');
          }
        }
      };
    },
  };
}
