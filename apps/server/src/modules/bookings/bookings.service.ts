import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { type Connection, paginate } from '../../platform/graphql/pagination';
import { DomainError, badInput, notFound } from '../../platform/errors';
import { type EventPermission, REFERRAL_MESSAGES } from '@repclub/shared';
import type { Db } from '../../platform/db/client';
import type { DocumentsService } from '../documents/documents.service';
import type { TransactionsService } from '../payments/transactions.service';
import type { TransactionItem } from '../payments/payments.tables';
import type { Viewer } from '../auth/sessions.service';
import { type FeeRates, calculateCost } from '../events/pricing';
import type {
  BookingsRepository,
  EventRow,
  OrderItemRow,
  OrderRow,
  AttendeeRow,
  QuestionRow,
  TicketRow,
  TicketTypeRow,
} from './bookings.repository';
import { newQrSecret } from './bookings.repository';
import type { QuestionAnswer } from './bookings.tables';
import type { PaymentGateway } from './gateway';
import { PAYMENT_MESSAGES } from '@repclub/shared';
import type { ItemQuantity, Tx } from './inventory';
import type { ReferralsService } from './referrals.service';
import { isUuid } from '../../platform/ids';

/** Messages of checkout, RSVP and the waiting list (the spec gives none; docs/decisions/031). */
export const BOOKING_MESSAGES = {
  eventNotFound: 'Event not found.',
  notOnSale: 'Tickets for this event are not on sale.',
  eventEnded: 'This event has ended.',
  noItems: 'Please choose at least one ticket.',
  tooMany: (max: number) => `You can book at most ${max} tickets at a time.`,
  quantity: 'Please choose a quantity from 1 to 10 for each ticket.',
  ticketNotOnSale: (name: string) => `${name} tickets are not on sale.`,
  soldOut: (name: string) => `Sorry, ${name} is sold out. You can join the waiting list.`,
  answerRequired: (question: string) => `Please answer: ${question}`,
  answerTooLong: 'Answers must be at most 1,000 characters.',
  waiverRequired: (title: string) => `Please accept the ${title} to continue.`,
  ageLimit: (age: number) => `You must be at least ${age} years old to attend this event.`,
  dateOfBirthNeeded: 'Please add your date of birth to your profile: this event has an age limit.',
  declined: 'The host declined your request to attend this event.',
  orderNotFound: 'Booking not found.',
  notPending: 'This checkout is no longer open.',
  expiredAndRefunded:
    'Your checkout expired before the payment arrived, and the tickets went to someone else. The payment was refunded.',
  paymentDeclined: 'The payment was declined. Please try again with another card or payment method.',
  notApproved: 'The payment has not been approved yet.',
  notAnOffer: 'Only a waiting-list offer is paid this way: open your checkout to pay for it.',
  notFree: 'This ticket is not free: please check out to buy it.',
  notSoldOut: 'Tickets are still available: you can book them now.',
  alreadyWaiting: 'You are already on the waiting list for this ticket.',
  notWaiting: 'You are not on the waiting list for this ticket.',
  notRefundable: 'Only completed bookings can be refunded.',
  forbidden: 'You do not have permission to do this.',
  ticketNotFound: 'Ticket not found.',
  notShareable: 'This ticket cannot be shared.',
  awaitingApproval:
    "This ticket is waiting for the host's approval. You can share it once the host approves you.",
  shareLinkInvalid: 'This ticket link is no longer valid. Ask for a new one.',
  ownTicket: 'This ticket is already yours.',
  notRevocable: 'This ticket is not shared.',
  alreadyUsed: 'This ticket has been used and cannot be taken back.',
  noFreeTicket: 'This event has no free ticket to RSVP with.',
  notPendingAttendee: 'This person is not waiting for approval.',
  attendeeStateInvalid: 'Choose one of PENDING, APPROVED, DECLINED or CHECKED_IN.',
  giftEmailInvalid: 'Your email address is invalid. Please try again.',
  giftNoAccount: 'We could not find an account with this email address. Invite them to RepClub first.',
  giftToSelf: 'A gift goes to someone else: buy the tickets for yourself instead.',
  giftAgeUnknown:
    'This event has an age limit, and the person you are gifting to has no date of birth on their profile.',
  referralCodeInvalid: REFERRAL_MESSAGES.codeInvalid,
} as const;

/** Largest quantity of one ticket type, and of one order, a buyer can take. */
export const MAX_PER_TICKET_TYPE = 10;
export const MAX_PER_ORDER = 20;
/** How long an unpaid checkout holds its tickets, and a waiting-list offer its tickets. */
export const CHECKOUT_HOLD_MINUTES = 15;
export const WAITLIST_OFFER_HOURS = 24;
const ANSWER_MAX_LENGTH = 1000;

export type CheckoutInput = {
  eventId: string;
  items: ItemQuantity[];
  referralCode?: string | null;
  answers?: { questionId: string; answer: string }[] | null;
  acceptWaiver?: boolean | null;
  /** A gift (GIFT_EVENT_TICKET): the tickets go to the account with this email; the buyer pays. */
  giftRecipientEmail?: string | null;
};

export type CheckoutResult = { order: OrderRow; paymentUrl: string | null };

/**
 * Test-only crash points (never set in production): called right after the provider answered and before the
 * database records it, so a test can stop the work there and check what reconciliation makes of it.
 */
export type BookingFaults = {
  afterProviderCall?: (step: 'capture' | 'refund', orderId: string) => void | Promise<void>;
  /** Called just before the provider is asked for a refund: throwing stands for a provider that fails. */
  beforeProviderRefund?: (orderId: string) => void | Promise<void>;
};

/** How long a provider call may take before reconciliation treats it as interrupted. */
export const RECONCILE_GRACE_MS = 60_000;

type Deps = {
  repo: BookingsRepository;
  /** Null when no payment provider is configured: paid checkouts are refused (docs/decisions/049). */
  gateway: PaymentGateway | null;
  faults?: BookingFaults;
  rates: FeeRates;
  publicUrl: string;
  clock: Clock;
  /** Called after an order completed or an offer was made, outside the transaction. */
  onEvent?: (event: BookingEvent) => Promise<void>;
  /** The money ledger (modules/payments): one transaction per order, sharing its id. */
  transactions: Pick<TransactionsService, 'record' | 'complete' | 'transition'>;
  /** Signed waivers (modules/documents). */
  documents: Pick<DocumentsService, 'recordSigned'>;
  /**
   * The ticket types the viewer may see at an event (the events module's visibility rules: drafts and private
   * events); undefined when the viewer may not see the event at all.
   */
  visibleTicketIds: (viewer: Viewer, eventId: string) => Promise<Set<string> | undefined>;
  /** The event permissions the viewer holds (the events module's rules). */
  permissionsOf: (viewer: Viewer, event: EventRow) => Promise<readonly EventPermission[]>;
  /** Referral codes: who a code given at checkout attributes the attendee to (docs/decisions/035). */
  referrals: Pick<ReferralsService, 'referrerOf'>;
};

export type BookingEvent =
  | { kind: 'completed'; order: OrderRow }
  | { kind: 'attendeeDecided'; eventRow: EventRow; userId: string; approved: boolean }
  | { kind: 'offered'; order: OrderRow; event: EventRow; ticketType: TicketTypeRow }
  | { kind: 'refunded'; order: OrderRow }
  /** `ticket` is the claimer's (or, taken back, the claimer's cancelled) ticket; `sharerId` who shared it. */
  | { kind: 'claimed' | 'shareTakenBack'; ticket: TicketRow; sharerId: string };

const conflict = (message: string) => new DomainError('CONFLICT', message);
const forbidden = () => new DomainError('AUTH_NOT_AUTHORIZED', BOOKING_MESSAGES.forbidden);

/** Whole years between a yyyy-MM-dd birthday and `now` (UTC). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * Checkout, RSVP, completion, expiry, refunds and the waiting list (docs/decisions/031). Tickets move only
 * inside the order's transaction, through `moveTickets`.
 */
export function bookingsService(deps: Deps) {
  const {
    repo,
    gateway,
    rates,
    publicUrl,
    clock,
    onEvent,
    permissionsOf,
    transactions,
    documents,
    visibleTicketIds,
    referrals,
    faults,
  } = deps;
  /** The configured gateway, or a clear refusal when there is none. */
  const payments = (): PaymentGateway => {
    if (!gateway) throw conflict(PAYMENT_MESSAGES.paymentsUnavailable);
    return gateway;
  };
  const fault = async (step: 'capture' | 'refund', orderId: string) => {
    if (faults?.afterProviderCall) await faults.afterProviderCall(step, orderId);
  };
  /** The ledger and documents take a database handle; an open transaction is one. */
  const inTx = (tx: Tx) => tx as unknown as Db;
  const emit = async (event: BookingEvent) => {
    if (onEvent) await onEvent(event);
  };
  const hasPermission = async (viewer: Viewer, event: EventRow, permission: EventPermission) =>
    (await permissionsOf(viewer, event)).includes(permission);

  /**
   * Whom of an event's attendees the viewer may act on: everyone with the `all` permission; with only the
   * `mine` one, the attendees their referral code brought (docs/decisions/035); nobody otherwise.
   */
  async function attendeeScope(
    viewer: Viewer,
    event: EventRow,
    all: EventPermission[],
    mine: EventPermission,
  ): Promise<'ALL' | 'REFERRED' | null> {
    const held = await permissionsOf(viewer, event);
    if (all.some((p) => held.includes(p))) return 'ALL';
    return held.includes(mine) ? 'REFERRED' : null;
  }

  /**
   * The check of approve and decline: answers whose referrals the write must still be limited to (the viewer's
   * id with only the "my" permission, undefined with the "all" one), or refuses.
   */
  async function mayDecide(
    viewer: Viewer,
    event: EventRow,
    userId: string,
    all: EventPermission,
    mine: EventPermission,
  ): Promise<string | undefined> {
    const scope = await attendeeScope(viewer, event, [all], mine);
    if (!scope) throw forbidden();
    if (scope === 'ALL') return undefined;
    const attendee = isUuid(userId) ? await repo.attendee(event.id, userId) : undefined;
    if (!attendee || attendee.referredByUserId !== viewer.userId) throw forbidden();
    return viewer.userId;
  }

  function assertOnSale(event: EventRow | undefined, now: Date): asserts event is EventRow {
    if (!event || event.status === 'DRAFT') throw notFound(BOOKING_MESSAGES.eventNotFound);
    if (event.status !== 'PUBLISHED') throw conflict(BOOKING_MESSAGES.notOnSale);
    if (event.endDate.getTime() <= now.getTime()) throw conflict(BOOKING_MESSAGES.eventEnded);
  }

  function ticketOnSale(type: TicketTypeRow, now: Date): boolean {
    if (!type.isActive || type.isPrivate) return false;
    if (type.visibleStartAt && type.visibleStartAt.getTime() > now.getTime()) return false;
    if (type.visibleEndAt && type.visibleEndAt.getTime() < now.getTime()) return false;
    return true;
  }

  /** Checks the basket against the event's ticket types; answers the priced lines. */
  function pricedItems(items: ItemQuantity[], types: TicketTypeRow[], now: Date) {
    if (items.length === 0) throw badInput(BOOKING_MESSAGES.noItems, { field: 'items' });
    const merged = new Map<string, number>();
    for (const item of items) {
      if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_PER_TICKET_TYPE)
        throw badInput(BOOKING_MESSAGES.quantity, { field: 'items' });
      merged.set(item.eventTicketId, (merged.get(item.eventTicketId) ?? 0) + item.quantity);
    }
    let total = 0;
    const lines = [...merged].map(([eventTicketId, quantity]) => {
      const type = types.find((t) => t.id === eventTicketId);
      if (!type) throw badInput(BOOKING_MESSAGES.ticketNotOnSale('These'), { field: 'items' });
      if (!ticketOnSale(type, now)) throw conflict(BOOKING_MESSAGES.ticketNotOnSale(type.ticketType));
      if (quantity > MAX_PER_TICKET_TYPE) throw badInput(BOOKING_MESSAGES.quantity, { field: 'items' });
      total += quantity;
      return { type, quantity };
    });
    if (total > MAX_PER_ORDER) throw badInput(BOOKING_MESSAGES.tooMany(MAX_PER_ORDER), { field: 'items' });
    return lines;
  }

  function checkAnswers(
    event: EventRow,
    questions: QuestionRow[],
    answers: CheckoutInput['answers'],
  ): QuestionAnswer[] {
    const given = new Map((answers ?? []).map((a) => [a.questionId, a.answer.trim()]));
    const out: QuestionAnswer[] = [];
    for (const q of questions) {
      const answer = given.get(q.id) ?? '';
      if (answer.length > ANSWER_MAX_LENGTH)
        throw badInput(BOOKING_MESSAGES.answerTooLong, { field: 'answers' });
      if (!answer && q.isRequired && event.optIns.questionRequirements)
        throw badInput(BOOKING_MESSAGES.answerRequired(q.question), { field: 'answers', questionId: q.id });
      if (answer) out.push({ questionId: q.id, question: q.question, answer });
    }
    return out;
  }

  function checkAttendeeRules(
    holder: { dateOfBirth: string | null },
    isGift: boolean,
    event: EventRow,
    acceptWaiver: boolean,
    now: Date,
  ) {
    const policy = event.optIns.privacyPolicy;
    if (policy && !acceptWaiver)
      throw badInput(BOOKING_MESSAGES.waiverRequired(policy.title), { field: 'acceptWaiver' });
    if (event.optIns.ageLimit && event.ageLimit) {
      const dob = holder.dateOfBirth;
      if (!dob) throw badInput(isGift ? BOOKING_MESSAGES.giftAgeUnknown : BOOKING_MESSAGES.dateOfBirthNeeded);
      if (ageOn(dob, now) < event.ageLimit)
        throw new DomainError('AUTH_NOT_AUTHORIZED', BOOKING_MESSAGES.ageLimit(event.ageLimit));
    }
  }

  const itemRows = (lines: { type: TicketTypeRow; quantity: number }[]): OrderItemRow[] =>
    lines.map(({ type, quantity }) => ({
      orderId: '',
      eventTicketId: type.id,
      quantity,
      unitPrice: type.price,
      gratuityPercentage: type.gratuityPercentage,
    }));

  const costOf = (event: EventRow, items: OrderItemRow[]) =>
    calculateCost(
      items.map((i) => ({
        eventTicketId: i.eventTicketId,
        unitPrice: i.unitPrice,
        quantity: i.quantity,
        gratuityPercentage: i.gratuityPercentage,
      })),
      { isAllInPricing: event.isAllInPricing, rates },
    );

  /** The receipt lines of an order: tickets at the price shown, then each fee that applies. */
  function receiptItems(order: OrderRow, names: Map<string, string>): TransactionItem[] {
    const lines: TransactionItem[] = order.cost.items.map((line) => ({
      description: `${names.get(line.eventTicketId) ?? 'Ticket'} ticket`,
      quantity: line.quantity,
      unitAmount: line.price,
      amount: line.price * line.quantity,
    }));
    if (!order.cost.isAllInPricing) {
      const fees: [string, number][] = [
        ['Gratuity', order.cost.totalGratuity],
        ['Taxes', order.cost.totalTaxes],
        ['Service fee', order.cost.serviceFee],
        ['Processing fee', order.cost.processingFee],
      ];
      for (const [description, amount] of fees)
        if (amount > 0) lines.push({ description, quantity: 1, unitAmount: amount, amount });
    }
    return lines;
  }

  /** Writes the order's transaction (same id) in the order's database transaction. */
  async function recordTransaction(tx: Tx, order: OrderRow, event: EventRow, names: Map<string, string>) {
    await transactions.record(
      {
        id: order.id,
        userId: order.userId,
        type: order.type,
        status: order.status === 'COMPLETED' ? 'COMPLETED' : 'PENDING',
        description: `${event.displayName} — ${order.quantity} ticket${order.quantity === 1 ? '' : 's'}`,
        totalAmount: order.cost.total,
        currency: order.currency,
        quantity: order.quantity,
        items: receiptItems(order, names),
        paymentMethod: order.paymentProvider,
        giftSenderId: order.recipientUserId ? order.userId : null,
      },
      inTx(tx),
    );
  }

  /** The waiver the holder accepted, kept among their documents. */
  async function recordWaiver(tx: Tx, order: OrderRow, event: EventRow, now: Date) {
    const policy = event.optIns.privacyPolicy;
    if (!policy || !order.waiverAcceptedAt) return;
    await documents.recordSigned(
      {
        userId: order.recipientUserId ?? order.userId,
        kind: 'WAIVER',
        title: `${policy.title} — ${event.displayName}`,
        fileUrl: policy.fileUrl,
        signedAt: order.waiverAcceptedAt ?? now,
      },
      inTx(tx),
    );
  }

  /**
   * Issues the tickets of an order whose status just became COMPLETED: moves them `from` locked (a held
   * checkout) or available (a free booking) to released, writes one ticket per admission and the attendee.
   * Answers which ticket type fell short when the tickets are not there (the caller rolls back).
   */
  async function issue(
    tx: Tx,
    order: OrderRow,
    items: OrderItemRow[],
    from: 'locked' | 'available',
    now: Date,
  ) {
    const moved = await repo.moveTickets(tx, items, from, 'released', now);
    if (!moved.ok) return moved;
    const holder = order.recipientUserId ?? order.userId;
    await repo.insertTickets(
      tx,
      items.flatMap((item) =>
        Array.from({ length: item.quantity }, () => ({
          eventId: order.eventId,
          eventTicketId: item.eventTicketId,
          orderId: order.id,
          userId: holder,
          qrSecret: newQrSecret(),
          createdAt: now,
        })),
      ),
    );
    const types = await Promise.all(items.map((i) => repo.ticketTypeById(i.eventTicketId, tx)));
    const needsApproval = types.some((t) => t?.isRequiredApproval);
    await repo.upsertAttendee(
      tx,
      {
        eventId: order.eventId,
        userId: holder,
        state: needsApproval ? 'PENDING' : 'APPROVED',
        answers: order.answers,
        referredByUserId: order.referredByUserId,
      },
      order.waiverAcceptedAt !== null,
      now,
    );
    if (order.holdKind === 'WAITLIST_OFFER') {
      const entry = await repo.waitingEntryOfOffer(tx, order.id);
      if (entry) await repo.setWaitingEntry(tx, entry.id, { status: 'CLAIMED' });
    }
    const event = await repo.eventById(order.eventId, tx);
    if (event) await recordWaiver(tx, order, event, now);
    return moved;
  }

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

  /**
   * Closes a PENDING order without payment and returns its tickets (to the waiting list first), inside the
   * caller's transaction. A capture that was under way keeps its mark (providerCallAt), so reconciliation
   * refunds it if it went through.
   */
  async function releaseInTx(tx: Tx, orderId: string, status: 'CANCELLED' | 'FAILED', now: Date) {
    const closed = await repo.closePending(tx, orderId, status, now);
    if (!closed) return undefined;
    await transactions.transition(orderId, ['PENDING'], status, inTx(tx));
    const items = await repo.itemsOf(orderId, tx);
    const back = await repo.moveTickets(tx, items, 'locked', 'available', now);
    if (!back.ok) throw new Error(`order ${orderId}: held tickets missing`);
    if (closed.holdKind === 'WAITLIST_OFFER') {
      const entry = await repo.waitingEntryOfOffer(tx, closed.id);
      if (entry) await repo.setWaitingEntry(tx, entry.id, { status: 'EXPIRED' });
    }
    const offers = await offerToWaiting(
      tx,
      items.map((i) => i.eventTicketId),
      now,
    );
    return { closed, offers };
  }

  /** Closes a PENDING order without payment and returns its tickets (to the waiting list first). */
  async function releasePending(
    orderId: string,
    status: 'CANCELLED' | 'FAILED',
  ): Promise<OrderRow | undefined> {
    const now = clock.now();
    const result = await repo.transaction((tx) => releaseInTx(tx, orderId, status, now));
    if (!result) return undefined;
    await announceOffers(result.offers);
    return result.closed;
  }

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
    if (expired || state?.status === 'VOID' || state?.status === 'REFUNDED') {
      // A capture started between the look-up and this cancel keeps its mark: reconciliation refunds it.
      await releasePending(order.id, state?.status === 'VOID' ? 'FAILED' : 'CANCELLED');
      return 'cancelled';
    }
    if (order.providerCallAt) await repo.swapProviderCall(order.id, order.providerCallAt, null);
    return 'open';
  }

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

  /** The account a gift goes to: an active account other than the buyer's. */
  async function giftRecipient(viewer: Viewer, email: string) {
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
      throw badInput(BOOKING_MESSAGES.giftEmailInvalid, { field: 'giftRecipientEmail' });
    const user = await repo.activeUserByEmail(address);
    if (!user) throw badInput(BOOKING_MESSAGES.giftNoAccount, { field: 'giftRecipientEmail' });
    if (user.id === viewer.userId)
      throw badInput(BOOKING_MESSAGES.giftToSelf, { field: 'giftRecipientEmail' });
    return user;
  }

  const returnUrl = (event: EventRow, order: OrderRow, cancelled = false) =>
    `${publicUrl}/events/${encodeURIComponent(event.slug)}?checkout=${order.id}${cancelled ? '&cancelled=1' : ''}`;

  return {
    /**
     * Starts a checkout: prices the basket, holds the tickets for 15 minutes and creates the payment. A free
     * basket is booked at once. A previous open checkout of the same buyer at the same event is cancelled.
     */
    async checkout(
      viewer: Viewer,
      input: CheckoutInput,
      options: { rsvp?: boolean } = {},
    ): Promise<CheckoutResult> {
      const now = clock.now();
      const visible = isUuid(input.eventId) ? await visibleTicketIds(viewer, input.eventId) : undefined;
      const event = visible ? await repo.eventById(input.eventId) : undefined;
      assertOnSale(event, now);
      const recipient = input.giftRecipientEmail
        ? await giftRecipient(viewer, input.giftRecipientEmail)
        : null;
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
      checkAttendeeRules(
        recipient ?? viewer.user,
        Boolean(recipient),
        event,
        input.acceptWaiver === true,
        now,
      );
      // Last of the checks, so that a bad code changes nothing; the holder's own code attributes nothing.
      const referral = await referrals.referrerOf(input.referralCode, viewer.userId);
      const referrerId = referral?.userId === holderId ? null : (referral?.userId ?? null);
      const items = itemRows(lines);
      const cost = costOf(event, items);
      const free = cost.total === 0;
      if (!free) payments();

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
            type: recipient ? 'GIFT_EVENT_TICKET' : free ? 'RSVP' : 'BUY_EVENT_TICKET',
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
            paymentProvider: free ? 'FREE' : payments().id,
            expiresAt: free ? null : new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000),
            completedAt: free ? now : null,
            createdAt: now,
          },
          items,
        );
        await recordTransaction(
          tx,
          created,
          event,
          new Map(lines.map((l) => [l.type.id, l.type.ticketType])),
        );
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
        });
        const linked = await repo.setProviderOrder(order.id, payments().id, payment.providerOrderId);
        // Replaced meanwhile by a newer checkout of the same buyer.
        if (!linked) throw conflict(BOOKING_MESSAGES.notPending);
        return { order: linked, paymentUrl: payment.approvalUrl };
      } catch (error) {
        await releasePending(order.id, 'FAILED');
        throw error;
      }
    },

    /**
     * The buyer is back from the payment page (or the provider told us it was approved): capture and
     * complete. Safe to call any number of times.
     */
    async confirm(orderId: string, viewer: Viewer | null): Promise<OrderRow> {
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
      // The intent first: from here on, reconciliation asks the provider about this order until its outcome
      // is written (docs/decisions/045).
      const marked = await repo.markCapture(order.id, clock.now());
      if (!marked) return this.confirm(orderId, viewer);
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
    },

    /** A provider notification that an order was approved or captured (webhook, sandbox page). */
    async confirmByProvider(providerOrderId: string): Promise<OrderRow | undefined> {
      if (!gateway) return undefined;
      const order = await repo.orderByProviderOrder(gateway.id, providerOrderId);
      if (!order) return undefined;
      return this.confirm(order.id, null);
    },

    /** Starts paying for a waiting-list offer: creates the payment for the held order. */
    async payOffer(viewer: Viewer, orderId: string): Promise<CheckoutResult> {
      const order = isUuid(orderId) ? await repo.orderById(orderId) : undefined;
      if (!order || order.userId !== viewer.userId) throw notFound(BOOKING_MESSAGES.orderNotFound);
      if (order.holdKind !== 'WAITLIST_OFFER') throw conflict(BOOKING_MESSAGES.notAnOffer);
      if (order.status !== 'PENDING') throw conflict(BOOKING_MESSAGES.notPending);
      if (order.cost.total === 0) return { order: await this.confirm(orderId, viewer), paymentUrl: null };
      const event = (await repo.eventById(order.eventId))!;
      // Idempotent at the provider by order id: every call answers the order's one payment.
      const payment = await payments().createPayment({
        orderId: order.id,
        amount: order.cost.total,
        currency: order.currency,
        description: `${event.displayName} — ${order.quantity} ticket${order.quantity === 1 ? '' : 's'}`,
        returnUrl: returnUrl(event, order),
        cancelUrl: returnUrl(event, order, true),
      });
      const linked = await repo.setProviderOrder(order.id, payments().id, payment.providerOrderId);
      if (!linked) throw conflict(BOOKING_MESSAGES.notPending);
      return { order: linked, paymentUrl: payment.approvalUrl };
    },

    /** The buyer gives up an open checkout or declines an offer; its tickets go back at once. */
    async cancel(viewer: Viewer, orderId: string): Promise<OrderRow> {
      const order = await repo.orderById(orderId);
      if (!order || order.userId !== viewer.userId) throw notFound(BOOKING_MESSAGES.orderNotFound);
      if (order.status !== 'PENDING') throw conflict(BOOKING_MESSAGES.notPending);
      return (await releasePending(orderId, 'CANCELLED')) ?? (await repo.orderById(orderId))!;
    },

    /** Returns the tickets of every hold that ran out. Answers how many orders it closed. */
    async expireHolds(limit = 100): Promise<number> {
      let closed = 0;
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
        else if (order.status === 'PENDING')
          await settlePending(order, order.expiresAt !== null && order.expiresAt.getTime() <= now.getTime());
        else await settleClosed(order);
        settled += 1;
      }
      return settled;
    },

    /**
     * Refunds a completed booking in full: the money back through the provider first (idempotent by order id),
     * then the tickets back to the pool (the waiting list first). `mayRefund` is the caller's permission check.
     */
    async refund(orderId: string, mayRefund: (order: OrderRow) => Promise<boolean>): Promise<OrderRow> {
      const order = isUuid(orderId) ? await repo.orderById(orderId) : undefined;
      if (!order) throw notFound(BOOKING_MESSAGES.orderNotFound);
      if (!(await mayRefund(order))) throw forbidden();
      if (order.status === 'REFUNDED') return order;
      if (order.status === 'REFUND_PENDING') return finishRefund(order, true);
      if (order.status !== 'COMPLETED') throw conflict(BOOKING_MESSAGES.notRefundable);
      // The refund is written before it is sent: the order becomes REFUND_PENDING, its tickets void and back in
      // the pool, in one transaction; then the provider; then REFUNDED (reconciliation finishes it after a crash).
      const now = clock.now();
      const result = await repo.transaction(async (tx) => {
        const pending = await repo.markRefundPending(tx, orderId, now);
        if (!pending) return undefined;
        await transactions.transition(orderId, ['COMPLETED'], 'REFUND_PENDING', inTx(tx));
        const items = await repo.itemsOf(orderId, tx);
        const back = await repo.moveTickets(tx, items, 'released', 'available', now);
        if (!back.ok) throw new Error(`order ${orderId}: released tickets missing`);
        const holders = await repo.holdersOf(tx, orderId);
        await repo.setTicketsStatus(tx, orderId, 'REFUNDED');
        for (const holder of holders)
          if (!(await repo.hasActiveTickets(tx, pending.eventId, holder)))
            await repo.removeAttendee(tx, pending.eventId, holder);
        const offers = await offerToWaiting(
          tx,
          items.map((i) => i.eventTicketId),
          now,
        );
        return { pending, offers };
      });
      if (!result) {
        const current = (await repo.orderById(orderId))!;
        return current.status === 'REFUND_PENDING' ? finishRefund(current, true) : current;
      }
      await announceOffers(result.offers);
      return finishRefund(result.pending, true);
    },

    /** Joins the waiting list of a sold-out ticket type. */
    async joinWaitingList(viewer: Viewer, eventTicketId: string, quantity: number) {
      const now = clock.now();
      const type = await repo.ticketTypeById(eventTicketId);
      if (!type) throw notFound(BOOKING_MESSAGES.ticketNotOnSale('These'));
      const event = await repo.eventById(type.eventId);
      assertOnSale(event, now);
      if (!ticketOnSale(type, now)) throw conflict(BOOKING_MESSAGES.ticketNotOnSale(type.ticketType));
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_PER_TICKET_TYPE)
        throw badInput(BOOKING_MESSAGES.quantity, { field: 'quantity' });
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

    /** RSVP (domain §7): one free ticket — the given type, or the event's first free one on sale. */
    async rsvp(
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
      const { order } = await this.checkout(
        viewer,
        { ...input, giftRecipientEmail: null, items: [{ eventTicketId: type.id, quantity: 1 }] },
        { rsvp: true },
      );
      return order;
    },

    /** The viewer's active tickets, upcoming (soonest first) or past (latest first). */
    async myTickets(
      viewer: Viewer,
      when: 'UPCOMING' | 'PAST',
      args: { first?: number | null; after?: string | null },
    ): Promise<Connection<TicketRowWithStart>> {
      const now = clock.now();
      return paginate<TicketRowWithStart, [string, string]>(args, {
        fetch: (limit, after) => repo.ticketsOfUser(viewer.userId, when, now, limit, after),
        keyOf: (row) => [row.startDate.toISOString(), row.id] as [string, string],
        isKey: (value): value is [string, string] =>
          Array.isArray(value) &&
          value.length === 2 &&
          typeof value[0] === 'string' &&
          !Number.isNaN(Date.parse(value[0])) &&
          typeof value[1] === 'string' &&
          /^[0-9a-f-]{36}$/.test(value[1]),
      });
    },

    /**
     * Shares a ticket: a link anyone signed in can claim it with (DEFAULT or REVOKED → SHARING). Sharing again
     * replaces the link.
     */
    /** A ticket whose holder waits for the host's approval is a request: no QR code, no sharing (decision 053). */
    async awaitsApproval(ticket: TicketRow): Promise<boolean> {
      return (await repo.attendee(ticket.eventId, ticket.userId))?.state === 'PENDING';
    },

    async shareTicket(viewer: Viewer, ticketId: string): Promise<{ ticket: TicketRow; url: string }> {
      const ticket = await repo.ticketById(ticketId);
      if (!ticket || ticket.userId !== viewer.userId) throw notFound(BOOKING_MESSAGES.ticketNotFound);
      if (await this.awaitsApproval(ticket)) throw conflict(BOOKING_MESSAGES.awaitingApproval);
      const event = (await repo.eventById(ticket.eventId))!;
      if (event.endDate.getTime() <= clock.now().getTime()) throw conflict(BOOKING_MESSAGES.notShareable);
      const token = randomBytes(24).toString('base64url');
      const shared = await repo.updateTicketIf(
        repo.db,
        ticketId,
        { status: 'ACTIVE', shareState: ['DEFAULT', 'REVOKED', 'SHARING'], userId: viewer.userId },
        { shareState: 'SHARING', shareTokenHash: hashToken(token) },
      );
      if (!shared) throw conflict(BOOKING_MESSAGES.notShareable);
      return {
        ticket: shared,
        url: `${publicUrl}/events/${encodeURIComponent(event.slug)}?ticket=${shared.id}&token=${token}`,
      };
    },

    /** Claims a shared ticket: the claimer gets a ticket of their own; the sharer's becomes SHARED. */
    async claimSharedTicket(viewer: Viewer, ticketId: string, token: string): Promise<TicketRow> {
      const ticket = await repo.ticketById(ticketId);
      if (!ticket) throw notFound(BOOKING_MESSAGES.ticketNotFound);
      if (ticket.userId === viewer.userId) throw conflict(BOOKING_MESSAGES.ownTicket);
      const now = clock.now();
      const claimed = await repo.transaction(async (tx) => {
        // Only the link's own token, and only while that link is live: a re-shared ticket has a new token.
        const original = await repo.updateTicketIf(
          tx,
          ticketId,
          { status: 'ACTIVE', shareState: ['SHARING'], shareTokenHash: hashToken(token) },
          { shareState: 'SHARED', status: 'TRANSFERRED', shareTokenHash: null },
        );
        if (!original) return undefined;
        const [child] = await repo.insertTickets(tx, [
          {
            eventId: original.eventId,
            eventTicketId: original.eventTicketId,
            orderId: original.orderId,
            userId: viewer.userId,
            qrSecret: newQrSecret(),
            parentTicketId: original.id,
            originalTicketId: original.originalTicketId ?? original.id,
            createdAt: now,
          },
        ]);
        const type = await repo.ticketTypeById(original.eventTicketId, tx);
        await repo.upsertAttendee(
          tx,
          {
            eventId: original.eventId,
            userId: viewer.userId,
            state: type?.isRequiredApproval ? 'PENDING' : 'APPROVED',
            answers: [],
          },
          false,
          now,
        );
        if (!(await repo.hasActiveTickets(tx, original.eventId, original.userId)))
          await repo.removeAttendee(tx, original.eventId, original.userId);
        return child!;
      });
      if (!claimed) throw conflict(BOOKING_MESSAGES.shareLinkInvalid);
      await emit({ kind: 'claimed', ticket: claimed, sharerId: ticket.userId });
      return claimed;
    },

    /**
     * Takes a share back: an unclaimed link stops working; a claimed ticket returns to the sharer unless it
     * was already used. Either way the sharer's ticket is REVOKED (and can be shared again).
     */
    async revokeTicketShare(viewer: Viewer, ticketId: string): Promise<TicketRow> {
      const ticket = await repo.ticketById(ticketId);
      if (!ticket || ticket.userId !== viewer.userId) throw notFound(BOOKING_MESSAGES.ticketNotFound);
      const now = clock.now();
      let takenBack: TicketRow | undefined;
      const result = await repo.transaction(async (tx) => {
        if (ticket.shareState === 'SHARING') {
          const revoked = await repo.updateTicketIf(
            tx,
            ticketId,
            { shareState: ['SHARING'], userId: viewer.userId },
            { shareState: 'REVOKED', shareTokenHash: null },
          );
          if (revoked) return revoked;
        }
        if (ticket.shareState !== 'SHARED') throw conflict(BOOKING_MESSAGES.notRevocable);
        const child = await repo.childOf(tx, ticketId);
        if (!child || child.firstSeenAt) throw conflict(BOOKING_MESSAGES.alreadyUsed);
        const taken = await repo.updateTicketIf(
          tx,
          child.id,
          { status: 'ACTIVE', shareState: ['DEFAULT', 'REVOKED'] },
          { status: 'CANCELLED' },
        );
        if (!taken) throw conflict(BOOKING_MESSAGES.alreadyUsed);
        const back = await repo.updateTicketIf(
          tx,
          ticketId,
          { shareState: ['SHARED'], userId: viewer.userId },
          { status: 'ACTIVE', shareState: 'REVOKED', qrSecret: newQrSecret() },
        );
        if (!back) throw conflict(BOOKING_MESSAGES.notRevocable);
        const type = await repo.ticketTypeById(back.eventTicketId, tx);
        await repo.upsertAttendee(
          tx,
          {
            eventId: back.eventId,
            userId: viewer.userId,
            state: type?.isRequiredApproval ? 'PENDING' : 'APPROVED',
            answers: [],
          },
          false,
          now,
        );
        if (!(await repo.hasActiveTickets(tx, child.eventId, child.userId)))
          await repo.removeAttendee(tx, child.eventId, child.userId);
        takenBack = taken;
        return back;
      });
      if (takenBack) await emit({ kind: 'shareTakenBack', ticket: takenBack, sharerId: viewer.userId });
      return result;
    },

    /**
     * Refunds a booking (docs/decisions/048): the people who answer for the event's money — its creator, its
     * co-hosts (CanViewEarnings) and admins — any booking; its buyer their own until the event starts, while no
     * ticket of it is held by someone who claimed a share. Coordinators and promoters do not refund.
     */
    async refundBooking(viewer: Viewer, orderId: string): Promise<OrderRow> {
      return this.refund(orderId, async (order) => {
        const event = (await repo.eventById(order.eventId))!;
        if (await hasPermission(viewer, event, 'CanViewEarnings')) return true;
        if (order.userId !== viewer.userId) return false;
        if (event.startDate.getTime() <= clock.now().getTime()) return false;
        if ((await repo.ticketsHeldByOthers(order.id, order.recipientUserId ?? order.userId)).length > 0)
          throw conflict(PAYMENT_MESSAGES.refundClaimedTicket);
        return true;
      });
    },

    /**
     * A host approves a PENDING (or DECLINED) attendee: CanApproveAttendee, or CanApproveMyAttendee for an
     * attendee the viewer referred.
     */
    async approveAttendee(viewer: Viewer, eventId: string, userId: string) {
      const event = isUuid(eventId) ? await repo.eventById(eventId) : undefined;
      if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
      const referredBy = await mayDecide(viewer, event, userId, 'CanApproveAttendee', 'CanApproveMyAttendee');
      const now = clock.now();
      const row = await repo.transaction((tx) =>
        repo.setAttendeeState(tx, eventId, userId, ['PENDING', 'DECLINED'], 'APPROVED', viewer.userId, now, {
          referredBy,
        }),
      );
      if (!row) throw conflict(BOOKING_MESSAGES.notPendingAttendee);
      await emit({ kind: 'attendeeDecided', eventRow: event, userId, approved: true });
      return row;
    },

    /**
     * A host declines a PENDING attendee (CanDeclineAttendee, or CanDeclineMyAttendee for an attendee the
     * viewer referred): their bookings are refunded and the tickets return.
     */
    async declineAttendee(viewer: Viewer, eventId: string, userId: string) {
      const event = isUuid(eventId) ? await repo.eventById(eventId) : undefined;
      if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
      const referredBy = await mayDecide(viewer, event, userId, 'CanDeclineAttendee', 'CanDeclineMyAttendee');
      const now = clock.now();
      const row = await repo.transaction((tx) =>
        repo.setAttendeeState(tx, eventId, userId, ['PENDING'], 'DECLINED', viewer.userId, now, {
          referredBy,
        }),
      );
      if (!row) throw conflict(BOOKING_MESSAGES.notPendingAttendee);
      for (const order of await repo.completedOrdersOf(eventId, userId))
        await this.refund(order.id, async () => true);
      // The refund removed the attendee row with the last ticket; keep the decision (and the referral) on record.
      await repo.transaction((tx) =>
        repo.upsertDecided(
          tx,
          {
            eventId,
            userId,
            state: 'DECLINED',
            approvedBy: viewer.userId,
            referredByUserId: row.referredByUserId,
          },
          now,
        ),
      );
      await emit({ kind: 'attendeeDecided', eventRow: event, userId, approved: false });
      return (await repo.attendee(eventId, userId))!;
    },

    /** What the viewer has at an event: active tickets, open checkouts or offers, waiting-list places. */
    viewerHoldingsAt: (viewer: Viewer, eventId: string) => repo.holdingsAt(eventId, viewer.userId),

    /**
     * The attendees of an event, oldest first: all of them for its team with CanViewAttendees or
     * CanApproveAttendee; with only CanApproveMyAttendee (a promoter), or when asked (`referredByMe`), those
     * the viewer referred.
     */
    async attendees(
      viewer: Viewer,
      eventId: string,
      state: string | null,
      args: { first?: number | null; after?: string | null; referredByMe?: boolean | null },
    ) {
      const event = isUuid(eventId) ? await repo.eventById(eventId) : undefined;
      if (!event) throw notFound(BOOKING_MESSAGES.eventNotFound);
      const scope = await attendeeScope(
        viewer,
        event,
        ['CanViewAttendees', 'CanApproveAttendee'],
        'CanApproveMyAttendee',
      );
      if (!scope) throw forbidden();
      const referredBy = scope === 'REFERRED' || args.referredByMe ? viewer.userId : null;
      if (state && !['PENDING', 'APPROVED', 'DECLINED', 'CHECKED_IN'].includes(state))
        throw badInput(BOOKING_MESSAGES.attendeeStateInvalid, { field: 'state' });
      return paginate<AttendeeRow & { cursorTime: string }, [string, string]>(args, {
        fetch: (limit, after) => repo.attendeesOf(eventId, state, limit, after, referredBy),
        keyOf: (row) => [row.cursorTime, row.userId],
        isKey: (value): value is [string, string] =>
          Array.isArray(value) &&
          value.length === 2 &&
          typeof value[0] === 'string' &&
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value[0]) &&
          typeof value[1] === 'string' &&
          /^[0-9a-f-]{36}$/.test(value[1]),
      });
    },

    ticketById: (ticketId: string) => repo.ticketById(ticketId),
    ticketTypeById: (eventTicketId: string) => repo.ticketTypeById(eventTicketId),
    orderById: (orderId: string) => repo.orderById(orderId),
    ticketsOfOrder: (orderId: string) => repo.ticketsOfOrder(orderId),
    itemsOf: (orderId: string) => repo.itemsOf(orderId),
  };

  function soldOutError(lines: { type: TicketTypeRow }[], eventTicketId: string) {
    const name = lines.find((l) => l.type.id === eventTicketId)?.type.ticketType ?? 'this ticket';
    return conflict(BOOKING_MESSAGES.soldOut(name));
  }
}

export type BookingsService = ReturnType<typeof bookingsService>;
type Offer = { order: OrderRow; ticketTypeId: string };
export type TicketRowWithStart = TicketRow & { startDate: Date };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
