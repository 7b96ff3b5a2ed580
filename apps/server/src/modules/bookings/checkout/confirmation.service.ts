import { DomainError, notFound } from '../../../platform/errors';
import type { OrderRow } from '../bookings.repository';
import { type BookingContext, conflict } from '../bookings.context';
import { BOOKING_MESSAGES } from '@repclub/shared';
import { isUuid } from '../../../platform/ids';
import type { RefundsService } from '../refunds/refunds.service';
import type { Fulfilment } from './fulfilment';
import type { Holds } from './holds';
import type { RequestsService } from './requests.service';
import type { Viewer } from '../../../platform/viewer';

/** How long a provider call may take before reconciliation treats it as interrupted. */
export const RECONCILE_GRACE_MS = 60_000;

/**
 * The payment's outcome: confirmation after the payment page or the provider's notice, the end of holds that
 * ran out, and the reconciliation of provider calls a crash interrupted (docs/decisions/045).
 */
export function confirmationService(
  ctx: BookingContext,
  parts: {
    fulfilment: Fulfilment;
    holds: Holds;
    refunds: Pick<RefundsService, 'finishRefund'>;
    requests: Pick<
      RequestsService,
      'authorize' | 'completeAuthorized' | 'settleAuthorized' | 'expireRequests'
    >;
  },
) {
  const { requests } = parts;
  const { repo, clock, gateway, transactions, payments, fault, inTx, emit } = ctx;
  const { issue } = parts.fulfilment;
  const { releasePending } = parts.holds;
  const { finishRefund } = parts.refunds;

  /**
   * Gives back a capture whose order cannot keep it (the hold ended first), idempotently per order, and clears
   * the order's provider-call mark.
   */
  async function refundLate(order: OrderRow, captureId: string) {
    await payments().refundPayment(captureId, order.cost.total, order.currency, `late-${order.id}`);
    await fault('refund', order.id);
    if (order.providerCallAt) await repo.swapProviderCall(order.id, order.providerCallAt, null);
  }

  /**
   * Settles an order that is no longer PENDING but may have money at the provider: a CANCELLED or FAILED
   * order's capture is refunded; a COMPLETED order's capture other than its own is refunded. Answers whether
   * money was (or had been) given back.
   */
  async function settleClosed(order: OrderRow): Promise<boolean> {
    if (!order.providerOrderId || order.cost.total === 0 || !gateway) return false;
    const state = await gateway.lookupPayment(order.providerOrderId);
    let refunded = state.status === 'REFUNDED' && !['COMPLETED', 'REFUND_PENDING'].includes(order.status);
    if (state.status === 'AUTHORIZED' && (order.status === 'CANCELLED' || order.status === 'FAILED')) {
      // A request's money reserved after its hold ended (decision 114): nothing may stay reserved.
      await gateway.voidAuthorization(state.authorizationId, order.id);
      refunded = true;
    }
    if (state.status === 'CAPTURED') {
      if (order.status === 'CANCELLED' || order.status === 'FAILED') {
        await refundLate(order, state.captureId);
        refunded = true;
      } else if (order.status === 'COMPLETED' && order.providerCaptureId !== state.captureId) {
        await gateway.refundPayment(
          state.captureId,
          order.cost.total,
          order.currency,
          `extra-${state.captureId}`,
        );
      }
    }
    if (order.providerCallAt && order.status !== 'REFUND_PENDING')
      await repo.swapProviderCall(order.id, order.providerCallAt, null);
    return refunded;
  }

  /**
   * Completes a PENDING order after its payment was captured. A second call for the same order changes
   * nothing. When the hold had already ended (and its tickets went back), the capture is refunded.
   */
  async function completePaid(orderId: string, captureId: string): Promise<OrderRow> {
    const now = clock.now();
    const completed = await repo.transaction(async (tx) => {
      const order = await repo.closePending(tx, orderId, 'COMPLETED', now, {
        providerCaptureId: captureId,
        paidAt: now,
      });
      if (!order) return undefined;
      const items = await repo.itemsOf(orderId, tx);
      if (!(await issue(tx, order, items, 'locked', now)).ok)
        throw new Error(`order ${orderId}: held tickets missing`);
      await transactions.complete(orderId, { paidAt: now, providerReference: captureId }, inTx(tx));
      return order;
    });
    if (completed) {
      await emit({ kind: 'completed', order: completed });
      return completed;
    }
    const order = (await repo.orderById(orderId))!;
    if (order.status === 'COMPLETED' || order.status === 'REFUNDED' || order.status === 'REFUND_PENDING') {
      // Paid already: a second capture (another payment of the same order) goes back at once.
      if (order.providerCaptureId && order.providerCaptureId !== captureId)
        await payments().refundPayment(captureId, order.cost.total, order.currency, `extra-${captureId}`);
      return order;
    }
    // CANCELLED or FAILED: the hold ended first, the tickets are gone. Give the money back.
    await refundLate(order, captureId);
    throw conflict(BOOKING_MESSAGES.expiredAndRefunded);
  }

  /**
   * Brings a PENDING order with a provider payment in line with the provider: captured → completed (its
   * tickets are still held) or, if the hold ended meanwhile, refunded; otherwise, when `expired`, cancelled.
   */
  async function settlePending(
    order: OrderRow,
    expired: boolean,
  ): Promise<'completed' | 'cancelled' | 'open'> {
    const state =
      order.providerOrderId && gateway ? await gateway.lookupPayment(order.providerOrderId) : null;
    if (state?.status === 'CAPTURED') {
      try {
        await completePaid(order.id, state.captureId);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
      return 'completed';
    }
    if (state?.status === 'AUTHORIZED') {
      // A request whose money was reserved (decision 114): it goes to the host (or, the hold ended, is voided).
      try {
        await requests.completeAuthorized(order.id, state.authorizationId);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
      return 'completed';
    }
    if (expired || state?.status === 'VOID' || state?.status === 'REFUNDED') {
      // A capture started between the look-up and this cancel keeps its mark: reconciliation refunds it.
      await releasePending(order.id, state?.status === 'VOID' ? 'FAILED' : 'CANCELLED');
      return 'cancelled';
    }
    if (order.providerCallAt) await repo.swapProviderCall(order.id, order.providerCallAt, null);
    return 'open';
  }

  /**
   * The buyer is back from the payment page (or the provider told us it was approved): capture and
   * complete. Safe to call any number of times.
   */
  async function confirm(orderId: string, viewer: Viewer | null): Promise<OrderRow> {
    const order = isUuid(orderId) ? await repo.orderById(orderId) : undefined;
    if (!order || (viewer && order.userId !== viewer.userId && !viewer.isAdmin))
      throw notFound(BOOKING_MESSAGES.orderNotFound);
    if (order.status === 'CANCELLED' || order.status === 'FAILED') {
      // Paid after the hold ended (or a crash came between): the money goes back, never kept.
      if (await settleClosed(order)) throw conflict(BOOKING_MESSAGES.expiredAndRefunded);
      return order;
    }
    if (order.status !== 'PENDING') return order;
    if (order.cost.total === 0) {
      // A free waiting-list offer: claiming it is the confirmation.
      const now = clock.now();
      const claimed = await repo.transaction(async (tx) => {
        const closed = await repo.closePending(tx, orderId, 'COMPLETED', now);
        if (!closed) return undefined;
        if (!(await issue(tx, closed, await repo.itemsOf(orderId, tx), 'locked', now)).ok)
          throw new Error(`order ${orderId}: held tickets missing`);
        await transactions.transition(orderId, ['PENDING'], 'COMPLETED', inTx(tx));
        return closed;
      });
      if (claimed) await emit({ kind: 'completed', order: claimed });
      return claimed ?? (await repo.orderById(orderId))!;
    }
    if (!order.providerOrderId) throw conflict(BOOKING_MESSAGES.notApproved);
    if (order.requiresApproval) {
      // A request: the money is reserved now and taken when the host approves (decision 114).
      return (await requests.authorize(order)) ?? confirm(orderId, viewer);
    }
    // The intent first: from here on, reconciliation asks the provider about this order until its outcome
    // is written (docs/decisions/045).
    const marked = await repo.markCapture(order.id, clock.now());
    if (!marked) return confirm(orderId, viewer);
    const captured = await payments().capturePayment(order.providerOrderId, order.id);
    if (captured.status === 'COMPLETED') await fault('capture', order.id);
    if (captured.status === 'NOT_APPROVED') {
      await repo.swapProviderCall(order.id, marked.providerCallAt!, null);
      throw conflict(BOOKING_MESSAGES.notApproved);
    }
    if (captured.status === 'DECLINED') {
      await releasePending(order.id, 'FAILED');
      await repo.swapProviderCall(order.id, marked.providerCallAt!, null);
      throw conflict(BOOKING_MESSAGES.paymentDeclined);
    }
    return completePaid(order.id, captured.captureId);
  }

  return {
    confirmCheckout: confirm,

    /** A provider notification that an order was approved or captured (webhook, sandbox page). */
    async confirmByProvider(providerOrderId: string): Promise<OrderRow | undefined> {
      if (!gateway) return undefined;
      const order = await repo.orderByProviderOrder(gateway.id, providerOrderId);
      if (!order) return undefined;
      return confirm(order.id, null);
    },

    /**
     * Returns the tickets of every hold that ran out, and voids the requests the host did not decide in time
     * (decision 114). Answers how many orders it closed.
     */
    async expireHolds(limit = 100): Promise<number> {
      let closed = await requests.expireRequests(limit);
      for (const order of await repo.expiredHolds(clock.now(), limit)) {
        // The provider is asked first: a captured payment completes the order (its tickets are still held).
        if ((await settlePending(order, true)) === 'cancelled') closed += 1;
      }
      return closed;
    },

    /**
     * Finishes what a crash interrupted (docs/decisions/045): every order whose provider call started more than
     * RECONCILE_GRACE_MS ago without its outcome written. Each order is claimed with a compare-and-set on its
     * mark, so of several servers one handles it. Answers how many orders it settled.
     */
    async reconcilePayments(limit = 100): Promise<number> {
      const now = clock.now();
      let settled = 0;
      for (const seen of await repo.ordersToReconcile(new Date(now.getTime() - RECONCILE_GRACE_MS), limit)) {
        const order = await repo.swapProviderCall(seen.id, seen.providerCallAt!, now);
        if (!order) continue;
        if (order.status === 'REFUND_PENDING') await finishRefund(order);
        else if (order.status === 'AUTHORIZED') await requests.settleAuthorized(order);
        else if (order.status === 'PENDING')
          await settlePending(order, order.expiresAt !== null && order.expiresAt.getTime() <= now.getTime());
        else await settleClosed(order);
        settled += 1;
      }
      return settled;
    },
  };
}

export type ConfirmationService = ReturnType<typeof confirmationService>;
