import { notFound } from '../../../platform/errors';
import type { OrderRow } from '../bookings.repository';
import { type BookingContext, conflict } from '../bookings.context';
import { BOOKING_MESSAGES, WAITLIST_OFFER_HOURS } from '@repclub/shared';
import { assertOnSale, itemRows, ticketOnSale } from '../checkout/checkout.rules';
import type { Fulfilment } from '../checkout/fulfilment';
import type { Tx } from '../inventory';
import type { Viewer } from '../../../platform/viewer';
import { calculateCost } from '../../events/events.module';

/** An offer made from the waiting list, to announce after the transaction that made it commits. */
export type Offer = { order: OrderRow; ticketTypeId: string };

/** The waiting list of sold-out ticket types: joining, leaving, and offering freed tickets in line order. */
export function waitingListService(
  ctx: BookingContext,
  { recordTransaction }: Pick<Fulfilment, 'recordTransaction'>,
) {
  const { repo, rates, gateway, clock, emit } = ctx;

  /**
   * Gives tickets that just became available to the people waiting for them, first come first served, in the
   * same transaction that freed them. Answers the offers made (to notify after commit).
   */
  async function offerToWaiting(tx: Tx, eventTicketIds: string[], now: Date) {
    const offers: { order: OrderRow; ticketTypeId: string }[] = [];
    for (const eventTicketId of eventTicketIds) {
      for (;;) {
        const entry = await repo.firstWaiting(tx, eventTicketId);
        if (!entry) break;
        const held = await repo.moveTickets(
          tx,
          [{ eventTicketId, quantity: entry.quantity }],
          'available',
          'locked',
          now,
        );
        if (!held.ok) break; // not enough for the first in line: they keep their place.
        const type = (await repo.ticketTypeById(eventTicketId, tx))!;
        const items = itemRows([{ type, quantity: entry.quantity }]);
        const event = (await repo.eventById(entry.eventId, tx))!;
        const order = await repo.insertOrder(
          tx,
          {
            eventId: entry.eventId,
            userId: entry.userId,
            type: type.price === 0 ? 'RSVP' : 'BUY_EVENT_TICKET',
            status: 'PENDING',
            holdKind: 'WAITLIST_OFFER',
            quantity: entry.quantity,
            cost: calculateCost(
              [
                {
                  eventTicketId,
                  unitPrice: type.price,
                  quantity: entry.quantity,
                  gratuityPercentage: type.gratuityPercentage,
                },
              ],
              { isAllInPricing: event.isAllInPricing, rates },
            ),
            currency: type.currency,
            paymentProvider: type.price === 0 ? 'FREE' : (gateway?.id ?? 'NONE'),
            // A paid ticket that needs the host's approval is only reserved when paid (decision 114).
            requiresApproval: type.price > 0 && type.isRequiredApproval,
            expiresAt: new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000),
            createdAt: now,
          },
          items,
        );
        await recordTransaction(tx, order, event, new Map([[type.id, type.ticketType]]));
        await repo.setWaitingEntry(tx, entry.id, {
          status: 'OFFERED',
          offerOrderId: order.id,
          offeredAt: now,
        });
        offers.push({ order, ticketTypeId: eventTicketId });
      }
    }
    return offers;
  }

  async function announceOffers(offers: { order: OrderRow; ticketTypeId: string }[]) {
    for (const offer of offers) {
      const event = await repo.eventById(offer.order.eventId);
      const type = await repo.ticketTypeById(offer.ticketTypeId);
      if (event && type) await emit({ kind: 'offered', order: offer.order, event, ticketType: type });
    }
  }

  return {
    offerToWaiting,
    announceOffers,

    /** Joins the waiting list of a sold-out ticket type. */
    async joinWaitingList(viewer: Viewer, eventTicketId: string, quantity: number) {
      const now = clock.now();
      const type = await repo.ticketTypeById(eventTicketId);
      if (!type) throw notFound(BOOKING_MESSAGES.ticketNotOnSale('These'));
      const event = await repo.eventById(type.eventId);
      assertOnSale(event, now);
      if (!ticketOnSale(type, now)) throw conflict(BOOKING_MESSAGES.ticketNotOnSale(type.ticketType));
      if (type.availableAmount >= quantity) throw conflict(BOOKING_MESSAGES.notSoldOut);
      const entry = await repo.insertWaitingEntry({
        eventId: event.id,
        eventTicketId,
        userId: viewer.userId,
        quantity,
        createdAt: now,
      });
      if (!entry) throw conflict(BOOKING_MESSAGES.alreadyWaiting);
      return entry;
    },

    async leaveWaitingList(viewer: Viewer, eventTicketId: string) {
      const entry = await repo.cancelWaitingEntry(eventTicketId, viewer.userId);
      if (!entry) throw notFound(BOOKING_MESSAGES.notWaiting);
      return entry;
    },
  };
}

export type WaitingListService = ReturnType<typeof waitingListService>;
