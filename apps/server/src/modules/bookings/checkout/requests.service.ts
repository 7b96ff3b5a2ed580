import { BOOKING_MESSAGES } from '@repclub/shared';
import type { EventRow, OrderRow } from '../bookings.repository';
import { type BookingContext, conflict } from '../bookings.context';
import type { RefundSteps } from '../refunds/refunds.service';
import type { WaitingListService } from '../waiting-list/waiting-list.service';
import type { Fulfilment } from './fulfilment';
import type { Holds } from './holds';

/** How long a host has to decide a paid request before its reserved payment is released (decision 114). */
export const APPROVAL_REQUEST_DAYS = 7;

/**
 * The money of paid requests for tickets that need the host's approval (docs/decisions/114): the checkout only
 * reserves it (the provider's authorization); the host's approval captures it, a decline or the request running
 * out voids it. Every provider call is written first (`providerCallAt`) and finished by reconciliation after a
 * crash, as captures and refunds are (decision 045).
 */
export function requestsService(
  ctx: BookingContext,
  parts: {
    fulfilment: Fulfilment;
    holds: Holds;
    waitingList: Pick<WaitingListService, 'offerToWaiting' | 'announceOffers'>;
    refunds: RefundSteps;
  },
) {
  const { repo, clock, transactions, payments, fault, inTx, emit } = ctx;
  const { issue } = parts.fulfilment;
  const { releasePending } = parts.holds;
  const { offerToWaiting, announceOffers } = parts.waitingList;
  const { startRefund, finishRefund } = parts.refunds;

  /** A request waits for the host until the event starts, at most APPROVAL_REQUEST_DAYS. */
  const requestExpiry = (event: EventRow, now: Date) =>
    new Date(Math.min(now.getTime() + APPROVAL_REQUEST_DAYS * 86_400_000, event.startDate.getTime()));

  /** Whether the holder of the order is approved already (a later request of theirs needs no new decision). */
  async function holderApproved(order: OrderRow) {
    const attendee = await repo.attendee(order.eventId, order.recipientUserId ?? order.userId);
    return attendee?.state === 'APPROVED' || attendee?.state === 'CHECKED_IN';
  }

  /**
   * AUTHORIZED → COMPLETED once the provider took the money: the ledger row completes. The tickets were issued at
   * the authorization. A request no longer wanted — withdrawn or declined while its capture was under way
   * (`withdrawnAt`), or, for reconciliation (`reconcile`), its holder declined or the request ended — is refunded
   * instead, in the same transaction as its completion (the refund's intent, then the provider; the buyer is told
   * by the refund). With `reconcile` (finishing an approval a crash interrupted: a capture only happens because the
   * host approved) a holder still waiting for approval is approved in the same transaction. Answers the order
   * when this call completed it, whether this call approved its holder, and whether it refunded instead.
   */
  async function completeCaptured(
    orderId: string,
    captureId: string,
    reconcile?: { ended: boolean },
  ): Promise<{ order: OrderRow; approved: boolean; refunded: boolean } | undefined> {
    const now = clock.now();
    const done = await repo.transaction(async (tx) => {
      const order = await repo.closeAuthorized(tx, orderId, 'COMPLETED', now, {
        providerCaptureId: captureId,
        paidAt: now,
      });
      if (!order) return undefined;
      await transactions.complete(orderId, { paidAt: now, providerReference: captureId }, inTx(tx));
      const holder = order.recipientUserId ?? order.userId;
      const unwanted =
        order.withdrawnAt !== null ||
        (reconcile !== undefined &&
          (reconcile.ended || (await repo.attendee(order.eventId, holder, tx))?.state === 'DECLINED'));
      if (unwanted) {
        // Money taken for a request nobody wants any more is given back, never kept (house rule).
        const refund = await startRefund(tx, orderId, now, true);
        if (!refund) throw new Error(`order ${orderId}: completed order not refundable`);
        return { order, approved: false, refund };
      }
      // Who approved was not written before the crash; the compare-and-set from PENDING makes a racing
      // approval by the host and this one write (and tell) once.
      const approved = reconcile
        ? Boolean(await repo.setAttendeeState(tx, order.eventId, holder, ['PENDING'], 'APPROVED', null, now))
        : false;
      return { order, approved, refund: undefined };
    });
    if (!done) return undefined;
    if (done.refund) {
      await announceOffers(done.refund.offers);
      await finishRefund(done.refund.pending, true);
    }
    return { order: done.order, approved: done.approved, refunded: Boolean(done.refund) };
  }

  /**
   * AUTHORIZED → CANCELLED or FAILED after the authorization was voided (or can no longer be captured): the ledger
   * row follows, the tickets are void and their seats go back (the waiting list first), and holders left without
   * a ticket are no longer attendees.
   */
  async function releaseAuthorized(
    orderId: string,
    status: 'CANCELLED' | 'FAILED',
  ): Promise<OrderRow | undefined> {
    const now = clock.now();
    const result = await repo.transaction(async (tx) => {
      const closed = await repo.closeAuthorized(tx, orderId, status, now);
      if (!closed) return undefined;
      await transactions.transition(orderId, ['PENDING'], status, inTx(tx));
      const items = await repo.itemsOf(orderId, tx);
      const back = await repo.moveTickets(tx, items, 'released', 'available', now);
      if (!back.ok) throw new Error(`order ${orderId}: released tickets missing`);
      const holders = await repo.holdersOf(tx, orderId);
      await repo.setTicketsStatus(tx, orderId, 'CANCELLED');
      for (const holder of holders)
        if (!(await repo.hasActiveTickets(tx, closed.eventId, holder)))
          await repo.removeAttendee(tx, closed.eventId, holder);
      const offers = await offerToWaiting(
        tx,
        items.map((i) => i.eventTicketId),
        now,
      );
      return { closed, offers };
    });
    if (!result) return undefined;
    await announceOffers(result.offers);
    return result.closed;
  }

  /**
   * Voids a request's authorization and releases its seats; `why` tells the buyer (a decline is told by the
   * host's decision; a request the buyer withdrew, or the team cancelled as a refund, needs no mail). The intent is written first; an order already marked by this caller is passed `marked`.
   * Answers whether this call released it.
   */
  async function voidRequest(
    order: OrderRow,
    why: 'declined' | 'withdrawn' | 'expired' | 'paymentFailed',
    marked = false,
  ): Promise<boolean> {
    const byPerson = why === 'declined' || why === 'withdrawn';
    if (!marked && !(await repo.markAuthorizedCall(order.id, clock.now()))) {
      // A capture (or void) is under way: the decline or withdrawal is recorded, so that what the capture took
      // is refunded by its own record or by reconciliation, never kept.
      if (byPerson) await repo.markWithdrawn(order.id, clock.now());
      return false;
    }
    if (order.providerAuthorizationId)
      await payments().voidAuthorization(order.providerAuthorizationId, order.id);
    await fault('void', order.id);
    const closed = await releaseAuthorized(order.id, byPerson ? 'CANCELLED' : 'FAILED');
    if (closed && !byPerson) await emit({ kind: 'requestClosed', order: closed, why });
    return Boolean(closed);
  }

  /** What became of a request some other call settled: captured, refunded (withdrawn meanwhile), or released. */
  const outcomeOf = (status: OrderRow['status']) =>
    status === 'COMPLETED'
      ? ('captured' as const)
      : status === 'REFUND_PENDING' || status === 'REFUNDED'
        ? ('withdrawn' as const)
        : ('failed' as const);

  /**
   * Captures one AUTHORIZED request (the host approved): 'captured' (now or by an earlier call), 'withdrawn' (the
   * host declined or the buyer withdrew while it was capturing: what was taken is refunded), 'failed' (the
   * provider refused: the request is released and the buyer told), or 'busy' (another call holds it right now).
   * The compare-and-set on the intent makes one of several racing approvals call the provider.
   */
  async function captureRequest(order: OrderRow): Promise<'captured' | 'withdrawn' | 'failed' | 'busy'> {
    const marked = await repo.markAuthorizedCall(order.id, clock.now());
    if (!marked) {
      const current = (await repo.orderById(order.id))!;
      return current.status === 'AUTHORIZED' ? 'busy' : outcomeOf(current.status);
    }
    const captured = await payments().captureAuthorization(marked.providerAuthorizationId!, marked.id);
    if (captured.status === 'COMPLETED') {
      await fault('capture', marked.id);
      const done = await completeCaptured(marked.id, captured.captureId);
      if (done) return done.refunded ? 'withdrawn' : 'captured';
      const current = (await repo.orderById(marked.id))!;
      return current.status === 'AUTHORIZED' ? 'busy' : outcomeOf(current.status);
    }
    // Expired, voided or refused: nothing can be taken any more. Release what is left reserved.
    await voidRequest(marked, 'paymentFailed', true);
    return 'failed';
  }

  /**
   * PENDING → AUTHORIZED once the provider reserved the money: the tickets are issued (waiting for approval) and
   * the host is told. A holder the host approved before is charged at once. When the checkout's hold ended first,
   * the authorization is voided and the buyer told so.
   */
  async function completeAuthorized(orderId: string, authorizationId: string): Promise<OrderRow> {
    const now = clock.now();
    const done = await repo.transaction(async (tx) => {
      const pending = await repo.orderById(orderId, tx);
      const event = pending ? await repo.eventById(pending.eventId, tx) : undefined;
      if (!pending || !event) return undefined;
      const order = await repo.authorizePending(tx, orderId, authorizationId, requestExpiry(event, now));
      if (!order) return undefined;
      const items = await repo.itemsOf(orderId, tx);
      if (!(await issue(tx, order, items, 'locked', now)).ok)
        throw new Error(`order ${orderId}: held tickets missing`);
      return order;
    });
    if (done) {
      if (await holderApproved(done)) {
        await captureRequest(done);
        const charged = (await repo.orderById(orderId))!;
        if (charged.status === 'COMPLETED') await emit({ kind: 'completed', order: charged });
        return charged;
      }
      await emit({ kind: 'completed', order: done });
      return done;
    }
    const order = (await repo.orderById(orderId))!;
    if (order.status === 'CANCELLED' || order.status === 'FAILED') {
      // The hold ended first and its tickets went back: nothing may stay reserved.
      await payments().voidAuthorization(authorizationId, order.id);
      if (order.providerCallAt) await repo.swapProviderCall(order.id, order.providerCallAt, null);
      throw conflict(BOOKING_MESSAGES.expiredAndReleased);
    }
    return order;
  }

  return {
    completeAuthorized,
    captureRequest,
    voidRequest,

    /**
     * The buyer is back from the payment page of a request: the money is reserved, not taken (the intent
     * written first, as for a capture).
     */
    async authorize(order: OrderRow): Promise<OrderRow | undefined> {
      const marked = await repo.markCapture(order.id, clock.now());
      if (!marked) return undefined;
      const result = await payments().authorizePayment(order.providerOrderId!, order.id);
      if (result.status === 'AUTHORIZED') await fault('authorize', order.id);
      if (result.status === 'NOT_APPROVED') {
        await repo.swapProviderCall(order.id, marked.providerCallAt!, null);
        throw conflict(BOOKING_MESSAGES.notApproved);
      }
      if (result.status === 'DECLINED') {
        await releasePending(order.id, 'FAILED');
        await repo.swapProviderCall(order.id, marked.providerCallAt!, null);
        throw conflict(BOOKING_MESSAGES.paymentDeclined);
      }
      return completeAuthorized(order.id, result.authorizationId);
    },

    /**
     * The host approves a holder: every AUTHORIZED request of theirs at the event is captured first. Refuses
     * (CONFLICT) while another approval is capturing, and when a capture failed (its request is then released).
     * Answers what was charged for this approval (the requests found reserved, now captured), or null.
     */
    async captureRequestsOf(
      eventId: string,
      holderId: string,
    ): Promise<{ amount: number; currency: string; orderIds: string[] } | null> {
      const orders = await repo.authorizedOrdersOf(eventId, holderId);
      for (const order of orders) {
        const outcome = await captureRequest(order);
        if (outcome === 'busy') throw conflict(BOOKING_MESSAGES.approvalUnderWay);
        if (outcome === 'failed') throw conflict(BOOKING_MESSAGES.approvalPaymentFailed);
        // Declined or withdrawn while it was capturing: refunded, so nobody is approved for it.
        if (outcome === 'withdrawn') throw conflict(BOOKING_MESSAGES.notPendingAttendee);
      }
      if (orders.length === 0) return null;
      return {
        amount: orders.reduce((sum, o) => sum + o.cost.total, 0),
        currency: orders[0]!.currency,
        orderIds: orders.map((o) => o.id),
      };
    },

    /** The host declines a holder: every AUTHORIZED request of theirs is voided and its seats released. */
    async voidRequestsOf(eventId: string, holderId: string): Promise<void> {
      for (const order of await repo.authorizedOrdersOf(eventId, holderId))
        await voidRequest(order, 'declined');
    },

    /** Voids the requests the host did not decide in time. Answers how many it released. */
    async expireRequests(limit = 100): Promise<number> {
      let released = 0;
      for (const order of await repo.expiredRequests(clock.now(), limit))
        if (await voidRequest(order, 'expired')) released += 1;
      return released;
    },

    /**
     * Reconciliation of an AUTHORIZED order whose capture or void was interrupted (its mark claimed by the caller):
     * captured at the provider → COMPLETED and the holder still waiting is approved (the capture happened because
     * the host approved), or refunded when the request is no longer wanted (declined, withdrawn, ended); voided →
     * released; still reserved → the mark is cleared, or voided when it is no longer wanted.
     */
    async settleAuthorized(order: OrderRow): Promise<void> {
      const state =
        ctx.gateway && order.providerOrderId ? await ctx.gateway.lookupPayment(order.providerOrderId) : null;
      const ended = order.expiresAt !== null && order.expiresAt.getTime() <= clock.now().getTime();
      if (state?.status === 'CAPTURED') {
        // Captured only because the host approved: the approval is finished too (told once, by its writer).
        const done = await completeCaptured(order.id, state.captureId, { ended });
        const event = done?.approved ? await repo.eventById(order.eventId) : undefined;
        if (done && event)
          await emit({
            kind: 'attendeeDecided',
            eventRow: event,
            userId: order.recipientUserId ?? order.userId,
            approved: true,
            charged: { amount: done.order.cost.total, currency: done.order.currency },
          });
        return;
      }
      if (state?.status === 'VOID' || state?.status === 'REFUNDED') {
        if (await releaseAuthorized(order.id, 'FAILED')) {
          const closed = (await repo.orderById(order.id))!;
          await emit({ kind: 'requestClosed', order: closed, why: 'expired' });
        }
        return;
      }
      const attendee = await repo.attendee(order.eventId, order.recipientUserId ?? order.userId);
      if (order.withdrawnAt || attendee?.state === 'DECLINED' || ended) {
        const why = attendee?.state === 'DECLINED' ? 'declined' : order.withdrawnAt ? 'withdrawn' : 'expired';
        await voidRequest(order, why, true);
        return;
      }
      if (order.providerCallAt) await repo.swapProviderCall(order.id, order.providerCallAt, null);
    },
  };
}

export type RequestsService = ReturnType<typeof requestsService>;
