import { notFound } from '../../../platform/errors';
import { PAYMENT_MESSAGES, LEDGER_OPERATIONS } from '@repclub/shared';
import type { OrderRow } from '../bookings.repository';
import { type BookingContext, conflict, forbidden } from '../bookings.context';
import { BOOKING_MESSAGES } from '@repclub/shared';
import { isUuid } from '../../../platform/ids';
import { pointsAsset } from '../../ledger/ledger.module';
import type { Tx } from '../inventory';
import type { WaitingListService } from '../waiting-list/waiting-list.service';
import type { RequestsService } from '../checkout/requests.service';
import type { Viewer } from '../../../platform/viewer';

/**
 * The two steps of a refund (docs/decisions/048), shared by refunds and by paid requests (decision 114): the
 * intent written in the caller's transaction (`startRefund`), then the provider and REFUNDED (`finishRefund`).
 */
export function refundSteps(
  ctx: BookingContext,
  waitingList: Pick<WaitingListService, 'offerToWaiting' | 'announceOffers'>,
) {
  const { repo, clock, transactions, faults, payments, fault, inTx, emit, ledger } = ctx;
  const { offerToWaiting } = waitingList;

  /**
   * Finishes a refund whose intent is written (REFUND_PENDING, tickets already void): the provider gives the
   * money back (idempotent by order id), then the order and its ledger row become REFUNDED. With `patient`, a
   * provider that fails for now leaves the order REFUND_PENDING (reconciliation asks again) instead of failing.
   */
  async function finishRefund(order: OrderRow, patient = false): Promise<OrderRow> {
    if (order.providerCaptureId && order.cost.total > 0) {
      try {
        if (faults?.beforeProviderRefund) await faults.beforeProviderRefund(order.id);
        await payments().refundPayment(order.providerCaptureId, order.cost.total, order.currency, order.id);
      } catch (error) {
        if (!patient) throw error;
        return (await repo.orderById(order.id))!;
      }
    }
    await fault('refund', order.id);
    const now = clock.now();
    const done = await repo.transaction(async (tx) => {
      const refunded = await repo.markRefunded(tx, order.id, now);
      if (!refunded) return undefined;
      await transactions.transition(order.id, ['REFUND_PENDING'], 'REFUNDED', inTx(tx));
      return refunded;
    });
    // Told once: only the call that moved the order to REFUNDED mails the buyer.
    if (done) await emit({ kind: 'refunded', order: done });
    return done ?? (await repo.orderById(order.id))!;
  }

  /**
   * The intent of a refund, in the caller's transaction: COMPLETED → REFUND_PENDING (one winner), points given
   * back, the tickets void and their seats offered to the waiting list first. Holders left without a ticket are
   * no longer attendees (with `keepDeclined`, a host's decline stays on record). Undefined when the order was
   * not COMPLETED; the caller announces the offers and then calls `finishRefund`.
   */
  async function startRefund(tx: Tx, orderId: string, now: Date, keepDeclined = false) {
    const pending = await repo.markRefundPending(tx, orderId, now);
    if (!pending) return undefined;
    await transactions.transition(orderId, ['COMPLETED'], 'REFUND_PENDING', inTx(tx));
    // Paid with points (docs/decisions/101): the club's issuer gives them back in the same transaction.
    if (pending.pointsTotal && pending.pointsClubId)
      await ledger.transfer(inTx(tx), {
        asset: pointsAsset(pending.pointsClubId),
        from: { kind: 'issuer', ownerId: pending.pointsClubId },
        to: { kind: 'user', userId: pending.userId },
        amount: pending.pointsTotal,
        reason: LEDGER_OPERATIONS.refundTicket,
        idempotencyKey: `refund-order:${pending.id}`,
        operation: { type: LEDGER_OPERATIONS.refundTicket, id: pending.id },
      });
    const items = await repo.itemsOf(orderId, tx);
    const back = await repo.moveTickets(tx, items, 'released', 'available', now);
    if (!back.ok) throw new Error(`order ${orderId}: released tickets missing`);
    const holders = await repo.holdersOf(tx, orderId);
    await repo.setTicketsStatus(tx, orderId, 'REFUNDED');
    for (const holder of holders) {
      if (await repo.hasActiveTickets(tx, pending.eventId, holder)) continue;
      if (keepDeclined && (await repo.attendee(pending.eventId, holder, tx))?.state === 'DECLINED') continue;
      await repo.removeAttendee(tx, pending.eventId, holder);
    }
    const offers = await offerToWaiting(
      tx,
      items.map((i) => i.eventTicketId),
      now,
    );
    return { pending, offers };
  }

  return { startRefund, finishRefund };
}

export type RefundSteps = ReturnType<typeof refundSteps>;

/** Refunds (docs/decisions/048): the intent written first, then the provider, then REFUNDED. */
export function refundsService(
  ctx: BookingContext,
  steps: RefundSteps,
  waitingList: Pick<WaitingListService, 'announceOffers'>,
  requests: Pick<RequestsService, 'voidRequest'>,
) {
  const { repo, clock, hasPermission } = ctx;
  const { announceOffers } = waitingList;
  const { startRefund, finishRefund } = steps;

  /**
   * Refunds a completed booking in full: the money back through the provider first (idempotent by order id),
   * then the tickets back to the pool (the waiting list first). `mayRefund` is the caller's permission check.
   */
  async function refund(
    orderId: string,
    mayRefund: (order: OrderRow) => Promise<boolean>,
  ): Promise<OrderRow> {
    const order = isUuid(orderId) ? await repo.orderById(orderId) : undefined;
    if (!order) throw notFound(BOOKING_MESSAGES.orderNotFound);
    if (!(await mayRefund(order))) throw forbidden();
    if (order.status === 'REFUNDED') return order;
    if (order.status === 'REFUND_PENDING') return finishRefund(order, true);
    if (order.status === 'AUTHORIZED') {
      // A request not charged yet (decision 114): withdrawn, its reserved payment is released, not refunded. When
      // the host's approval is capturing it right now, the withdrawal is recorded and what was taken goes back.
      await requests.voidRequest(order, 'withdrawn');
      const current = (await repo.orderById(orderId))!;
      // The approval's capture was written first: the booking is paid, and the withdrawal refunds it.
      if (current.status !== 'COMPLETED') return current;
    } else if (order.status !== 'COMPLETED') throw conflict(BOOKING_MESSAGES.notRefundable);
    // The refund is written before it is sent: the order becomes REFUND_PENDING, its tickets void and back in
    // the pool, in one transaction; then the provider; then REFUNDED (reconciliation finishes it after a crash).
    const result = await repo.transaction((tx) => startRefund(tx, orderId, clock.now()));
    if (!result) {
      const current = (await repo.orderById(orderId))!;
      return current.status === 'REFUND_PENDING' ? finishRefund(current, true) : current;
    }
    await announceOffers(result.offers);
    return finishRefund(result.pending, true);
  }

  return {
    finishRefund,
    refund,

    /**
     * Refunds a booking (docs/decisions/048): the people who answer for the event's money — its creator, its
     * co-hosts (CanViewEarnings) and admins — any booking; its buyer their own until the event starts, while no
     * ticket of it is held by someone who claimed a share. Coordinators and promoters do not refund.
     */
    async refundBooking(viewer: Viewer, orderId: string): Promise<OrderRow> {
      return refund(orderId, async (order) => {
        const event = (await repo.eventById(order.eventId))!;
        if (await hasPermission(viewer, event, 'CanViewEarnings')) return true;
        if (order.userId !== viewer.userId) return false;
        if (event.startDate.getTime() <= clock.now().getTime()) return false;
        if ((await repo.ticketsHeldByOthers(order.id, order.recipientUserId ?? order.userId)).length > 0)
          throw conflict(PAYMENT_MESSAGES.refundClaimedTicket);
        return true;
      });
    },
  };
}

export type RefundsService = ReturnType<typeof refundsService>;
