import { BOOKING_MESSAGES, EVENT_INVITE_MESSAGES, grantTicketsInputSchema } from '@repclub/shared';
import { DomainError, notFound } from '../../../platform/errors';
import { parseInput } from '../../../platform/http/parse';
import { isUuid } from '../../../platform/ids';
import type { Viewer } from '../../../platform/viewer';
import { type BookingContext, conflict } from '../bookings.context';
import type { EventRow, OrderItemRow, OrderRow, TicketTypeRow } from '../bookings.repository';
import type { Tx } from '../inventory';
import type { Fulfilment } from '../checkout/fulfilment';

/** The order type of host-granted tickets (docs/decisions/076): nothing is charged. */
export const GRANT_ORDER_TYPE = 'GRANT_EVENT_TICKET';

export type GrantInput = {
  event: EventRow;
  type: TicketTypeRow;
  recipientId: string;
  quantity: number;
  grantedBy: string;
  now: Date;
};

/**
 * Host-granted tickets (domain §7 "grant tickets"; docs/decisions/076): a zero-amount order of type
 * GRANT_EVENT_TICKET whose buyer is the granter and whose recipient holds the tickets, issued from the available
 * amount in the order's transaction as a free checkout is (the conditional UPDATE of moveTickets: parallel grants
 * never oversell). The recipient is told in-app and by e-mail as for a gift (the `completed` booking event).
 */
export function grantsService(ctx: BookingContext, fulfil: Fulfilment) {
  const { repo, clock, emit, hasPermission } = ctx;

  /**
   * Grants inside the caller's transaction (event invitations accepted with tickets); throws CONFLICT when the
   * tickets are not there, and the caller's transaction rolls back. The caller emits `completed` after commit.
   */
  async function grantInTx(tx: Tx, input: GrantInput): Promise<OrderRow> {
    const { event, type, recipientId, quantity, grantedBy, now } = input;
    if (event.status !== 'PUBLISHED') throw conflict(BOOKING_MESSAGES.notOnSale);
    if (event.endDate.getTime() <= now.getTime()) throw conflict(BOOKING_MESSAGES.eventEnded);
    const items: OrderItemRow[] = [
      { orderId: '', eventTicketId: type.id, quantity, unitPrice: 0, gratuityPercentage: 0 },
    ];
    const cost = fulfil.costOf(event, items);
    const order = await repo.insertOrder(
      tx,
      {
        eventId: event.id,
        userId: grantedBy,
        type: GRANT_ORDER_TYPE,
        status: 'COMPLETED',
        holdKind: 'CHECKOUT',
        recipientUserId: recipientId,
        quantity,
        cost,
        currency: type.currency,
        answers: [],
        paymentProvider: 'FREE',
        completedAt: now,
        createdAt: now,
      },
      items.map(({ eventTicketId, quantity: q, unitPrice, gratuityPercentage }) => ({
        orderId: '',
        eventTicketId,
        quantity: q,
        unitPrice,
        gratuityPercentage,
      })),
    );
    await fulfil.recordTransaction(tx, order, event, new Map([[type.id, type.ticketType]]));
    const issued = await fulfil.issue(tx, order, items, 'available', now);
    if (!issued.ok) throw conflict(BOOKING_MESSAGES.soldOut(type.ticketType));
    // The host gave them: the holder is approved whatever the ticket type asks.
    await repo.upsertAttendee(
      tx,
      { eventId: event.id, userId: recipientId, state: 'APPROVED', answers: [] },
      false,
      now,
    );
    return order;
  }

  /** The event and its ticket type for a grant, or NOT_FOUND. */
  async function ticketOf(eventId: string, eventTicketId: string) {
    const event = isUuid(eventId) ? await repo.eventById(eventId) : undefined;
    if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
    const type = isUuid(eventTicketId) ? await repo.ticketTypeById(eventTicketId) : undefined;
    if (!type || type.eventId !== event.id || !type.isActive)
      throw notFound(EVENT_INVITE_MESSAGES.ticketNotFound);
    return { event, type };
  }

  return {
    grantInTx,
    ticketOf,
    /** After the commit: the recipient's notification and e-mails. */
    announceGrant: (order: OrderRow) => emit({ kind: 'completed', order }),

    /** grantTickets: the team (CanAddExtraTicket) gives N tickets of a type to a user at no charge. */
    async grantTickets(viewer: Viewer, raw: unknown): Promise<OrderRow> {
      const input = parseInput(grantTicketsInputSchema, raw);
      const { event, type } = await ticketOf(input.eventId, input.eventTicketId);
      if (!(await hasPermission(viewer, event, 'CanAddExtraTicket')))
        throw new DomainError('AUTH_NOT_AUTHORIZED', EVENT_INVITE_MESSAGES.grantForbidden);
      const recipient = isUuid(input.userId) ? await repo.activeUserById(input.userId) : undefined;
      if (!recipient) throw notFound(EVENT_INVITE_MESSAGES.recipientNotFound);
      const now = clock.now();
      const order = await repo.transaction((tx) =>
        grantInTx(tx, {
          event,
          type,
          recipientId: recipient.id,
          quantity: input.quantity,
          grantedBy: viewer.userId,
          now,
        }),
      );
      await emit({ kind: 'completed', order });
      return order;
    },
  };
}

export type GrantsService = ReturnType<typeof grantsService>;
