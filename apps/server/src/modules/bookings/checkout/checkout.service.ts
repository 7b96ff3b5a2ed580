import { DomainError, badInput, notFound } from '../../../platform/errors';
import { CHECKOUT_HOLD_MINUTES, LEDGER_OPERATIONS } from '@repclub/shared';
import type { EventRow, OrderRow } from '../bookings.repository';
import { type BookingContext, conflict } from '../bookings.context';
import { BOOKING_MESSAGES, OPT_IN_MESSAGES, POINTS_PURCHASE_MESSAGES as PM } from '@repclub/shared';
import { isLedgerError, pointsAsset } from '../../ledger/ledger.module';
import type { Tx } from '../inventory';
import { isUuid } from '../../../platform/ids';
import type { Offer, WaitingListService } from '../waiting-list/waiting-list.service';
import {
  type CheckoutInput,
  assertOnSale,
  checkAnswers,
  checkAttendeeRules,
  itemRows,
  pricedItems,
  soldOutError,
  ticketOnSale,
} from './checkout.rules';
import type { ConfirmationService } from './confirmation.service';
import type { Fulfilment } from './fulfilment';
import type { Holds } from './holds';
import type { Viewer } from '../../../platform/viewer';

export type CheckoutResult = { order: OrderRow; paymentUrl: string | null };

/**
 * Checkout and RSVP: prices the basket, holds the tickets while the buyer pays (a free basket is booked at
 * once); paying for a waiting-list offer; giving up an open checkout. Tickets move only inside the order's
 * transaction (docs/decisions/031).
 */
export function checkoutService(
  ctx: BookingContext,
  parts: {
    fulfilment: Fulfilment;
    holds: Holds;
    waitingList: Pick<WaitingListService, 'announceOffers'>;
    confirmation: Pick<ConfirmationService, 'confirmCheckout'>;
  },
) {
  const {
    repo,
    clock,
    publicUrl,
    visibleTicketIds,
    referrals,
    payments,
    emit,
    missingSocialAccounts,
    repScoreOf,
    ledger,
    pointsClubOf,
  } = ctx;
  const { costOf, recordTransaction, issue } = parts.fulfilment;
  const { releaseInTx, releasePending } = parts.holds;
  const { announceOffers } = parts.waitingList;
  const { confirmCheckout: confirm } = parts.confirmation;

  /** The account a gift goes to: an active account other than the buyer's. */
  async function giftRecipient(viewer: Viewer, address: string) {
    const user = await repo.activeUserByEmail(address);
    if (!user) throw badInput(BOOKING_MESSAGES.giftNoAccount, { field: 'giftRecipientEmail' });
    if (user.id === viewer.userId)
      throw badInput(BOOKING_MESSAGES.giftToSelf, { field: 'giftRecipientEmail' });
    return user;
  }

  /** A basket paid with points (docs/decisions/101): every ticket priced in the points of one club. */
  function pointsBasket(lines: ReturnType<typeof pricedItems>, isGift: boolean) {
    if (isGift) throw badInput(PM.noPointsForGift, { field: 'payWithPoints' });
    const clubs = new Set(lines.map((l) => l.type.pointsClubId));
    if (lines.some((l) => l.type.pointsPrice === null || l.type.pointsClubId === null))
      throw badInput(PM.pointsOnly, { field: 'payWithPoints' });
    if (clubs.size !== 1) throw badInput(PM.oneClubPerOrder, { field: 'payWithPoints' });
    const total = lines.reduce((sum, l) => sum + l.type.pointsPrice! * l.quantity, 0);
    return { clubId: [...clubs][0]!, total };
  }

  /**
   * Takes the order's points from the buyer in the order's transaction: burned to the club's issuer account,
   * one transfer per order (key `spend-order:{order}`). The ledger's guarded update refuses an overdraft, so
   * parallel orders cannot spend the same points twice.
   */
  async function spendPoints(run: Tx, order: OrderRow, points: { clubId: string; total: number }) {
    const tx = ctx.inTx(run);
    const club = await pointsClubOf(tx, order.eventId, points.clubId);
    if (!club) throw conflict(PM.pointsClubGone);
    if (club.status !== 'OPEN' && club.status !== 'CLOSED') throw conflict(PM.pointsFrozen);
    const asset = pointsAsset(club.id);
    const buyer = { kind: 'user' as const, userId: order.userId };
    const refuse = (balance: number) =>
      badInput(PM.notEnoughPoints(club.displayName, points.total, balance), { field: 'payWithPoints' });
    const balance = await ledger.balance(tx, asset, buyer);
    if (balance < points.total) throw refuse(balance);
    try {
      await ledger.transfer(tx, {
        asset,
        from: buyer,
        to: { kind: 'issuer', ownerId: club.id },
        amount: points.total,
        reason: LEDGER_OPERATIONS.spendTicket,
        idempotencyKey: `spend-order:${order.id}`,
        operation: { type: LEDGER_OPERATIONS.spendTicket, id: order.id },
        actorUserId: order.userId,
      });
    } catch (err) {
      // Spent meanwhile by a parallel order: the balance read before the guarded update is stale.
      if (isLedgerError(err, 'INSUFFICIENT_FUNDS')) throw refuse(await ledger.balance(tx, asset, buyer));
      throw err;
    }
  }

  const returnUrl = (event: EventRow, order: OrderRow, cancelled = false) =>
    `${publicUrl}/events/${encodeURIComponent(event.slug)}?checkout=${order.id}${cancelled ? '&cancelled=1' : ''}`;

  /**
   * Starts a checkout: prices the basket, holds the tickets for 15 minutes and creates the payment. A free
   * basket is booked at once. A previous open checkout of the same buyer at the same event is cancelled.
   */
  async function checkout(
    viewer: Viewer,
    input: CheckoutInput,
    options: { rsvp?: boolean } = {},
  ): Promise<CheckoutResult> {
    const now = clock.now();
    const visible = isUuid(input.eventId) ? await visibleTicketIds(viewer, input.eventId) : undefined;
    const event = visible ? await repo.eventById(input.eventId) : undefined;
    assertOnSale(event, now);
    const recipient = input.giftRecipientEmail ? await giftRecipient(viewer, input.giftRecipientEmail) : null;
    const holderId = recipient?.id ?? viewer.userId;
    const attendee = await repo.attendee(event.id, holderId);
    if (attendee?.state === 'DECLINED')
      throw new DomainError('AUTH_NOT_AUTHORIZED', BOOKING_MESSAGES.declined);
    const types = await repo.ticketTypesOf(event.id);
    const lines = pricedItems(
      input.items,
      types.filter((t) => visible!.has(t.id)),
      now,
    );
    const answers = checkAnswers(event, await repo.questionsOf(event.id), input.answers);
    checkAttendeeRules(recipient ?? viewer.user, Boolean(recipient), event, input.acceptWaiver === true, now);
    // Social account requirements (docs/decisions/087): the holder connects them on their profile first.
    const missing = await missingSocialAccounts(event, holderId);
    if (missing.length > 0)
      throw badInput(
        recipient
          ? OPT_IN_MESSAGES.giftSocialAccountsMissing(missing)
          : OPT_IN_MESSAGES.socialAccountsMissing(missing),
        { field: 'socialAccounts', providers: missing },
      );
    // The event's minimum rep score (docs/decisions/102), the holder's: checkout and RSVP alike.
    const minimum = event.minimumRepScore ?? 0;
    if (minimum > 0) {
      const score = await repScoreOf(holderId);
      if (score < minimum)
        throw new DomainError(
          'AUTH_NOT_AUTHORIZED',
          recipient
            ? BOOKING_MESSAGES.giftRepScoreTooLow(minimum, score)
            : BOOKING_MESSAGES.repScoreTooLow(minimum, score),
          { field: 'minimumRepScore', minimumRepScore: minimum, repScore: score },
        );
    }
    // Last of the checks, so that a bad code changes nothing; the holder's own code attributes nothing.
    const referral = await referrals.referrerOf(input.referralCode, viewer.userId);
    const referrerId = referral?.userId === holderId ? null : (referral?.userId ?? null);
    const points = input.payWithPoints ? pointsBasket(lines, Boolean(recipient)) : null;
    // Paid with points, no money changes hands: the order's money cost is nothing.
    const items = points
      ? itemRows(lines).map((i) => ({ ...i, unitPrice: 0, gratuityPercentage: 0 }))
      : itemRows(lines, input.gratuityPercentage);
    const cost = costOf(event, items);
    const free = cost.total === 0;
    if (!free) payments();
    // Paid tickets that need the host's approval: the money is reserved now, taken on approval (decision 114).
    const requiresApproval = !free && !points && lines.some((l) => l.type.isRequiredApproval);

    const outcome = await repo.transaction(async (tx) => {
      // One buyer's bookings at one event run one at a time: the checks below cannot be raced.
      await repo.lockBuyerAtEvent(tx, viewer.userId, event.id);
      if (options.rsvp) {
        const existing = await repo.completedRsvpOf(tx, viewer.userId, event.id);
        if (existing) return { order: existing, existing: true, offers: [] as Offer[] };
      }
      // A new checkout replaces the buyer's open one at this event (gifts stand apart).
      const offers: Offer[] = [];
      if (!recipient)
        for (const previous of await repo.pendingCheckoutsOf(viewer.userId, event.id, tx)) {
          const released = await releaseInTx(tx, previous.id, 'CANCELLED', now);
          if (released) offers.push(...released.offers);
        }
      const created = await repo.insertOrder(
        tx,
        {
          eventId: event.id,
          userId: viewer.userId,
          type: recipient ? 'GIFT_EVENT_TICKET' : free && !points ? 'RSVP' : 'BUY_EVENT_TICKET',
          status: free ? 'COMPLETED' : 'PENDING',
          holdKind: 'CHECKOUT',
          recipientUserId: recipient?.id ?? null,
          quantity: items.reduce((n, i) => n + i.quantity, 0),
          cost,
          currency: lines[0]!.type.currency,
          referralCode: referral?.code ?? null,
          referredByUserId: referrerId,
          answers,
          waiverAcceptedAt: input.acceptWaiver && event.optIns.privacyPolicy ? now : null,
          paymentProvider: points ? 'POINTS' : free ? 'FREE' : payments().id,
          pointsTotal: points?.total ?? null,
          pointsClubId: points?.clubId ?? null,
          requiresApproval,
          expiresAt: free ? null : new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000),
          completedAt: free ? now : null,
          createdAt: now,
        },
        items,
      );
      if (points) await spendPoints(tx, created, points);
      await recordTransaction(tx, created, event, new Map(lines.map((l) => [l.type.id, l.type.ticketType])));
      if (free) {
        const issued = await issue(tx, created, items, 'available', now);
        if (!issued.ok) throw soldOutError(lines, issued.eventTicketId);
      } else {
        const held = await repo.moveTickets(tx, items, 'available', 'locked', now);
        if (!held.ok) throw soldOutError(lines, held.eventTicketId);
      }
      return { order: created, existing: false, offers };
    });
    await announceOffers(outcome.offers);
    const order = outcome.order;
    if (outcome.existing) return { order, paymentUrl: null };
    if (free) {
      await emit({ kind: 'completed', order });
      return { order, paymentUrl: null };
    }

    try {
      const payment = await payments().createPayment({
        orderId: order.id,
        amount: cost.total,
        currency: order.currency,
        description: `${event.displayName} — ${order.quantity} ticket${order.quantity === 1 ? '' : 's'}`,
        returnUrl: returnUrl(event, order),
        cancelUrl: returnUrl(event, order, true),
        intent: requiresApproval ? 'AUTHORIZE' : 'CAPTURE',
      });
      const linked = await repo.setProviderOrder(order.id, payments().id, payment.providerOrderId);
      // Replaced meanwhile by a newer checkout of the same buyer.
      if (!linked) throw conflict(BOOKING_MESSAGES.notPending);
      return { order: linked, paymentUrl: payment.approvalUrl };
    } catch (error) {
      await releasePending(order.id, 'FAILED');
      throw error;
    }
  }

  return {
    purchaseTickets: checkout,

    /** Starts paying for a waiting-list offer: creates the payment for the held order. */
    async payWaitingListOffer(viewer: Viewer, orderId: string): Promise<CheckoutResult> {
      const order = isUuid(orderId) ? await repo.orderById(orderId) : undefined;
      if (!order || order.userId !== viewer.userId) throw notFound(BOOKING_MESSAGES.orderNotFound);
      if (order.holdKind !== 'WAITLIST_OFFER') throw conflict(BOOKING_MESSAGES.notAnOffer);
      if (order.status !== 'PENDING') throw conflict(BOOKING_MESSAGES.notPending);
      if (order.cost.total === 0) return { order: await confirm(orderId, viewer), paymentUrl: null };
      const event = (await repo.eventById(order.eventId))!;
      // Idempotent at the provider by order id: every call answers the order's one payment.
      const payment = await payments().createPayment({
        orderId: order.id,
        amount: order.cost.total,
        currency: order.currency,
        description: `${event.displayName} — ${order.quantity} ticket${order.quantity === 1 ? '' : 's'}`,
        returnUrl: returnUrl(event, order),
        cancelUrl: returnUrl(event, order, true),
        intent: order.requiresApproval ? 'AUTHORIZE' : 'CAPTURE',
      });
      const linked = await repo.setProviderOrder(order.id, payments().id, payment.providerOrderId);
      if (!linked) throw conflict(BOOKING_MESSAGES.notPending);
      return { order: linked, paymentUrl: payment.approvalUrl };
    },

    /** The buyer gives up an open checkout or declines an offer; its tickets go back at once. */
    async cancelCheckout(viewer: Viewer, orderId: string): Promise<OrderRow> {
      const order = await repo.orderById(orderId);
      if (!order || order.userId !== viewer.userId) throw notFound(BOOKING_MESSAGES.orderNotFound);
      if (order.status !== 'PENDING') throw conflict(BOOKING_MESSAGES.notPending);
      return (await releasePending(orderId, 'CANCELLED')) ?? (await repo.orderById(orderId))!;
    },

    /** RSVP (domain §7): one free ticket — the given type, or the event's first free one on sale. */
    async rsvpEvent(
      viewer: Viewer,
      input: Omit<CheckoutInput, 'items'> & { eventTicketId?: string | null },
    ): Promise<OrderRow> {
      const now = clock.now();
      const types = await repo.ticketTypesOf(input.eventId);
      const type = input.eventTicketId
        ? types.find((t) => t.id === input.eventTicketId)
        : types.find((t) => t.price === 0 && ticketOnSale(t, now));
      if (!type) throw conflict(BOOKING_MESSAGES.noFreeTicket);
      if (type.price !== 0) throw conflict(BOOKING_MESSAGES.notFree);
      // One RSVP per person and event: a repeated RSVP answers the booking already made.
      const { order } = await checkout(
        viewer,
        { ...input, giftRecipientEmail: null, items: [{ eventTicketId: type.id, quantity: 1 }] },
        { rsvp: true },
      );
      return order;
    },
  };
}
