import {
  attendeeStateFilterSchema,
  joinWaitingListInputSchema,
  purchaseTicketsInputSchema,
  rsvpInputSchema,
} from '@repclub/shared';
import { type GraphQLContext, builder } from '../../platform/graphql/builder';
import { parseInput } from '../../platform/http/parse';
import type { Services } from '../../services';
import { EventRef } from '../events/events.graphql';
import { UserRef } from '../users/users.graphql';
import type { AttendeeRow, OrderItemRow, OrderRow, TicketRow, WaitingListRow } from './bookings.repository';

const BookingItemRef = builder.objectRef<OrderItemRow>('BookingItem').implement({
  description: 'A ticket type and quantity of a booking, at the price it had at checkout.',
  fields: (t) => ({
    eventTicketId: t.exposeID('eventTicketId'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.exposeInt('unitPrice', { description: 'Cents.' }),
    gratuityPercentage: t.exposeInt('gratuityPercentage'),
  }),
});

export const TicketRef = builder.objectRef<TicketRow>('Ticket').implement({
  description: 'One admission (domain §3 Ticket).',
  fields: (t) => ({
    ticketId: t.exposeID('id'),
    eventId: t.exposeID('eventId'),
    eventTicketId: t.exposeID('eventTicketId'),
    transactionId: t.exposeID('orderId'),
    associatedUserId: t.exposeID('userId'),
    status: t.exposeString('status', {
      description: 'ACTIVE, TRANSFERRED (shared and claimed), CANCELLED or REFUNDED.',
    }),
    shareState: t.exposeString('shareState', { description: 'DEFAULT, SHARING, SHARED or REVOKED.' }),
    count: t.int({ description: 'Admissions this ticket is good for.', resolve: () => 1 }),
    isShareable: t.loadable({
      type: 'Boolean',
      description: "Active, not already claimed, and not waiting for the host's approval.",
      // One statement for a page of tickets (whose holders wait for approval).
      load: async (ticketRows: TicketRow[], ctx) => {
        const waiting = await ctx.services.bookings.awaitApproval(ticketRows);
        return ticketRows.map(
          (ticket, i) => ticket.status === 'ACTIVE' && ticket.shareState !== 'SHARED' && !waiting[i],
        );
      },
      resolve: (ticket) => ticket,
    }),
    qrCode: t.loadable({
      type: 'String',
      nullable: true,
      description:
        "What the QR code encodes; only the holder sees it, only while the ticket is active and not waiting for the host's approval.",
      load: async (ticketRows: TicketRow[], ctx) => {
        const shown = ticketRows.filter(
          (ticket) => ctx.viewer?.userId === ticket.userId && ticket.status === 'ACTIVE',
        );
        const waiting = await ctx.services.bookings.awaitApproval(shown);
        return ticketRows.map((ticket) => {
          const i = shown.indexOf(ticket);
          return i >= 0 && !waiting[i] ? `repclub:ticket:${ticket.id}:${ticket.qrSecret}` : null;
        });
      },
      resolve: (ticket) => ticket,
    }),
    originalTicketId: t.exposeID('originalTicketId', { nullable: true }),
    parentTicketId: t.exposeID('parentTicketId', { nullable: true }),
    firstSeen: t.string({ nullable: true, resolve: (ticket) => ticket.firstSeenAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (ticket) => ticket.createdAt.toISOString() }),
    ticketType: t.loadable({
      type: 'String',
      description: "The ticket type's name.",
      load: async (ids: string[], ctx) => {
        const types = await ctx.services.bookings.ticketTypesByIds(ids);
        return ids.map((id) => types.find((type) => type.id === id)?.ticketType ?? 'Ticket');
      },
      resolve: (ticket) => ticket.eventTicketId,
    }),
    event: t.loadable({
      type: EventRef,
      nullable: true,
      description: 'The event, as the viewer may see it.',
      load: (eventIds: string[], ctx) => ctx.services.events.visibleEventsByIds(ctx.viewer, eventIds),
      resolve: (ticket) => ticket.eventId,
    }),
  }),
});

export const BookingRef = builder.objectRef<OrderRow>('Booking').implement({
  description: 'A booking (domain §3): one checkout of tickets at one event.',
  fields: (t) => ({
    transactionId: t.exposeID('id'),
    eventId: t.exposeID('eventId'),
    type: t.exposeString('type', { description: 'BUY_EVENT_TICKET, GIFT_EVENT_TICKET or RSVP.' }),
    status: t.exposeString('status'),
    transactionStatus: t.exposeString('status', { description: 'TRANSACTION_STATUSES.' }),
    quantity: t.exposeInt('quantity'),
    currency: t.exposeString('currency'),
    totalPrice: t.int({ description: 'Cents, what the buyer pays.', resolve: (o) => o.cost.total }),
    subTotal: t.int({ resolve: (o) => o.cost.subTotal }),
    serviceFee: t.int({ resolve: (o) => o.cost.serviceFee }),
    processingFee: t.int({ resolve: (o) => o.cost.processingFee }),
    totalTaxes: t.int({ resolve: (o) => o.cost.totalTaxes }),
    totalGratuity: t.int({ resolve: (o) => o.cost.totalGratuity }),
    isAllInPricing: t.boolean({ resolve: (o) => o.cost.isAllInPricing }),
    paymentMethod: t.exposeString('paymentProvider', { description: 'SANDBOX, PAYPAL or FREE.' }),
    captureOrderId: t.exposeString('providerOrderId', { nullable: true }),
    giftSenderId: t.id({ nullable: true, resolve: (o) => (o.recipientUserId ? o.userId : null) }),
    isWaitingListOffer: t.boolean({ resolve: (o) => o.holdKind === 'WAITLIST_OFFER' }),
    expiresAt: t.string({
      nullable: true,
      description: 'While PENDING: when the held tickets go back.',
      resolve: (o) => (o.status === 'PENDING' ? (o.expiresAt?.toISOString() ?? null) : null),
    }),
    paidDateUtc: t.string({ nullable: true, resolve: (o) => o.paidAt?.toISOString() ?? null }),
    createdAtUtc: t.string({ resolve: (o) => o.createdAt.toISOString() }),
    items: t.loadableGroup({
      type: BookingItemRef,
      load: (orderIds: string[], ctx) => ctx.services.bookings.itemsOfOrders(orderIds),
      group: (item) => item.orderId,
      resolve: (o) => o.id,
    }),
    tickets: t.loadableGroup({
      type: TicketRef,
      load: (orderIds: string[], ctx) => ctx.services.bookings.ticketsOfOrders(orderIds),
      group: (ticket) => ticket.orderId,
      resolve: (o) => o.id,
    }),
    event: t.loadable({
      type: EventRef,
      nullable: true,
      load: (eventIds: string[], ctx) => ctx.services.events.visibleEventsByIds(ctx.viewer, eventIds),
      resolve: (o) => o.eventId,
    }),
  }),
});

const CheckoutRef = builder.objectRef<{ order: OrderRow; paymentUrl: string | null }>('Checkout').implement({
  description: 'A started checkout: the booking, and where the buyer pays (null when nothing is to be paid).',
  fields: (t) => ({
    booking: t.field({ type: BookingRef, resolve: (c) => c.order }),
    paymentUrl: t.string({ nullable: true, resolve: (c) => c.paymentUrl }),
  }),
});

const WaitingListEntryRef = builder.objectRef<WaitingListRow>('WaitingListEntry').implement({
  description: 'A place on the waiting list of a sold-out ticket type.',
  fields: (t) => ({
    waitingListEntryId: t.exposeID('id'),
    eventId: t.exposeID('eventId'),
    eventTicketId: t.exposeID('eventTicketId'),
    quantity: t.exposeInt('quantity'),
    status: t.exposeString('status', { description: 'WAITING, OFFERED, CLAIMED, EXPIRED or CANCELLED.' }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    offer: t.loadable({
      type: BookingRef,
      nullable: true,
      description: 'The booking that holds the offered tickets.',
      load: async (orderIds: string[], ctx) => {
        const orders = await ctx.services.bookings.ordersByIds(orderIds);
        return orderIds.map((id) => orders.find((order) => order.id === id) ?? null);
      },
      resolve: (e) => e.offerOrderId,
    }),
  }),
});

const TicketQuantityInput = builder.inputType('TicketQuantityInput', {
  fields: (t) => ({
    eventTicketId: t.id({ required: true }),
    quantity: t.int({ required: true }),
  }),
});

const QuestionAnswerInput = builder.inputType('QuestionAnswerInput', {
  fields: (t) => ({
    questionId: t.id({ required: true }),
    answer: t.string({ required: true }),
  }),
});

const PurchaseTicketsInput = builder.inputType('PurchaseTicketsInput', {
  fields: (t) => ({
    eventId: t.id({ required: true }),
    items: t.field({ type: [TicketQuantityInput], required: true }),
    referralCode: t.string({
      description:
        "Someone's referral code (the event link's ?ref=): the booking is attributed to them. One nobody " +
        "has is refused; the buyer's own is ignored.",
    }),
    answers: t.field({ type: [QuestionAnswerInput] }),
    acceptWaiver: t.boolean({ description: 'Required when the event has a waiver or privacy policy.' }),
    giftRecipientEmail: t.string({
      description: 'Send the tickets as a gift (GIFT_EVENT_TICKET) to the account with this email.',
    }),
  }),
});

builder.queryField('booking', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BookingRef,
    nullable: true,
    description: "One of the viewer's bookings.",
    args: { transactionId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const order = await ctx.services.bookings.orderById(String(args.transactionId));
      return order && (order.userId === ctx.viewer.userId || order.recipientUserId === ctx.viewer.userId)
        ? order
        : null;
    },
  }),
);

builder.mutationField('purchaseTickets', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CheckoutRef,
    description:
      'Starts a checkout: the tickets are held for 15 minutes while the buyer pays at paymentUrl. A free ' +
      'basket is booked at once (paymentUrl null).',
    args: { input: t.arg({ type: PurchaseTicketsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.bookings.checkout(
        ctx.viewer,
        parseInput(purchaseTicketsInputSchema, {
          ...input,
          eventId: String(input.eventId),
          items: input.items.map((i) => ({ eventTicketId: String(i.eventTicketId), quantity: i.quantity })),
          answers: input.answers?.map((a) => ({ questionId: String(a.questionId), answer: a.answer })),
        }),
      ),
  }),
);

builder.mutationField('confirmCheckout', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BookingRef,
    description: 'Back from the payment page: captures the payment and issues the tickets (safe to repeat).',
    args: { transactionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.bookings.confirm(String(args.transactionId), ctx.viewer),
  }),
);

builder.mutationField('cancelCheckout', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BookingRef,
    description: 'Gives up an open checkout or a waiting-list offer; the held tickets go back at once.',
    args: { transactionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.bookings.cancel(ctx.viewer, String(args.transactionId)),
  }),
);

builder.mutationField('payWaitingListOffer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CheckoutRef,
    description: 'Starts paying for tickets the waiting list offered (a free offer is claimed at once).',
    args: { transactionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.bookings.payOffer(ctx.viewer, String(args.transactionId)),
  }),
);

builder.mutationField('joinWaitingList', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: WaitingListEntryRef,
    description: 'Joins the waiting list of a sold-out ticket type.',
    args: { eventTicketId: t.arg.id({ required: true }), quantity: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      const input = parseInput(joinWaitingListInputSchema, {
        eventTicketId: String(args.eventTicketId),
        quantity: args.quantity,
      });
      return ctx.services.bookings.joinWaitingList(ctx.viewer, input.eventTicketId, input.quantity);
    },
  }),
);

builder.mutationField('leaveWaitingList', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: WaitingListEntryRef,
    args: { eventTicketId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.leaveWaitingList(ctx.viewer, String(args.eventTicketId)),
  }),
);

const RsvpInput = builder.inputType('RsvpInput', {
  fields: (t) => ({
    eventId: t.id({ required: true }),
    eventTicketId: t.id({ description: "A free ticket type; the event's first free one when left out." }),
    answers: t.field({ type: [QuestionAnswerInput] }),
    acceptWaiver: t.boolean(),
    referralCode: t.string({ description: 'As in PurchaseTicketsInput.' }),
  }),
});

builder.mutationField('rsvpEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BookingRef,
    description: 'RSVP to an event with one free ticket (RSVP booking, COMPLETED at once).',
    args: { input: t.arg({ type: RsvpInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.bookings.rsvp(
        ctx.viewer,
        parseInput(rsvpInputSchema, {
          ...input,
          eventId: String(input.eventId),
          eventTicketId: input.eventTicketId ? String(input.eventTicketId) : null,
          answers: input.answers?.map((a) => ({ questionId: String(a.questionId), answer: a.answer })),
        }),
      ),
  }),
);

builder.queryField('myReferralCode', (t) =>
  t.withAuth({ signedIn: true }).string({
    description:
      "The viewer's referral code (made on the first call, then always the same): event links carrying it as " +
      '?ref= attribute bookings to the viewer.',
    resolve: (_root, _args, ctx) => ctx.services.referrals.myCode(ctx.viewer),
  }),
);

const TicketTimeRef = builder.enumType('TicketTime', { values: ['UPCOMING', 'PAST'] as const });

builder.queryField('myTickets', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: TicketRef,
      description: "The viewer's active tickets: upcoming (soonest first) or past (latest first), 10 a page.",
      args: { when: t.arg({ type: TicketTimeRef, required: true }) },
      resolve: (_root, args, ctx) => ctx.services.bookings.myTickets(ctx.viewer, args.when, args),
    },
    {
      name: 'TicketConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [TicketRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
      }),
    },
  ),
);

const TicketShareRef = builder.objectRef<{ ticket: TicketRow; url: string }>('TicketShare').implement({
  description: 'A link that hands a ticket to whoever claims it first.',
  fields: (t) => ({
    ticket: t.field({ type: TicketRef, resolve: (s) => s.ticket }),
    url: t.string({ resolve: (s) => s.url }),
  }),
});

builder.mutationField('shareTicket', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TicketShareRef,
    description: 'Shares one of your tickets: DEFAULT or REVOKED → SHARING, with a link to claim it.',
    args: { ticketId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.bookings.shareTicket(ctx.viewer, String(args.ticketId)),
  }),
);

builder.mutationField('claimSharedTicket', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TicketRef,
    description: "Claims a shared ticket with its link's token; the sharer's ticket becomes SHARED.",
    args: { ticketId: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.claimSharedTicket(ctx.viewer, String(args.ticketId), args.token),
  }),
);

builder.mutationField('revokeTicketShare', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TicketRef,
    description:
      'Takes a share back (→ REVOKED): an unclaimed link stops working, a claimed unused ticket returns.',
    args: { ticketId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.bookings.revokeTicketShare(ctx.viewer, String(args.ticketId)),
  }),
);

builder.mutationField('refundBooking', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BookingRef,
    description:
      'Refunds a completed booking in full and returns its tickets (the waiting list first): the buyer until ' +
      'the event starts, or the event team with CanApproveAttendee.',
    args: { transactionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.refundBooking(ctx.viewer, String(args.transactionId)),
  }),
);

const QuestionAnswerRef = builder
  .objectRef<{ questionId: string; question: string; answer: string }>('QuestionAnswer')
  .implement({
    fields: (t) => ({
      questionId: t.exposeID('questionId'),
      question: t.exposeString('question'),
      answer: t.exposeString('answer'),
    }),
  });

const EventAttendeeRef = builder.objectRef<AttendeeRow>('EventAttendee').implement({
  description: "A person's place at an event (attendeeInfo).",
  fields: (t) => ({
    eventId: t.exposeID('eventId'),
    userId: t.exposeID('userId'),
    attendeeState: t.exposeString('state', { description: 'PENDING, APPROVED, DECLINED or CHECKED_IN.' }),
    privacyPolicyState: t.exposeString('privacyPolicyState', { nullable: true }),
    approvalAt: t.string({ nullable: true, resolve: (a) => a.approvalAt?.toISOString() ?? null }),
    questionRequirementAnswers: t.field({ type: [QuestionAnswerRef], resolve: (a) => a.answers }),
    user: t.loadable({
      type: UserRef,
      nullable: true,
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (a) => a.userId,
    }),
    referredBy: t.loadable({
      type: UserRef,
      nullable: true,
      description: 'Whose referral code brought them (the first booking that carried one).',
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (a) => a.referredByUserId,
    }),
  }),
});

builder.queryField('eventAttendees', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: EventAttendeeRef,
      description:
        "An event's attendees, oldest first: all of them for its team with CanViewAttendees or " +
        'CanApproveAttendee, only those the viewer referred with CanApproveMyAttendee alone; `state` filters, ' +
        'e.g. PENDING for the approval page.',
      args: {
        eventId: t.arg.id({ required: true }),
        state: t.arg.string(),
        referredByMe: t.arg.boolean({ description: 'Only the attendees the viewer referred.' }),
      },
      resolve: (_root, args, ctx) =>
        ctx.services.bookings.attendees(
          ctx.viewer,
          String(args.eventId),
          parseInput(attendeeStateFilterSchema, args.state),
          args,
        ),
    },
    {
      name: 'EventAttendeeConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [EventAttendeeRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
      }),
    },
  ),
);

type Holdings = Awaited<ReturnType<Services['bookings']['viewerHoldingsAt']>>;
/** The viewer's holdings per event, read once per request for the three fields below. */
const holdingsOfRequest = new WeakMap<object, Map<string, Promise<Holdings>>>();
function holdingsAt(ctx: GraphQLContext, eventId: string): Promise<Holdings> | Holdings {
  if (!ctx.viewer) return { tickets: [], pending: [], waiting: [] };
  let byEvent = holdingsOfRequest.get(ctx);
  if (!byEvent) holdingsOfRequest.set(ctx, (byEvent = new Map()));
  let holdings = byEvent.get(eventId);
  if (!holdings)
    byEvent.set(eventId, (holdings = ctx.services.bookings.viewerHoldingsAt(ctx.viewer, eventId)));
  return holdings;
}

/**
 * One kind of the viewer's holdings for a batch of events: on an event page (one event) the three fields share
 * one probe (holdingsAt); on a list of events each field costs one statement for the whole page.
 */
function holdingsOfEvents<K extends keyof Holdings>(
  kind: K,
  readMany: (
    ctx: GraphQLContext,
    viewer: NonNullable<GraphQLContext['viewer']>,
    eventIds: string[],
  ) => Promise<Holdings[K]>,
) {
  return async (eventIds: string[], ctx: GraphQLContext): Promise<Holdings[K]> => {
    if (!ctx.viewer) return [];
    if (eventIds.length === 1) return (await holdingsAt(ctx, eventIds[0]!))[kind];
    return readMany(ctx, ctx.viewer, eventIds);
  };
}

builder.objectFields(EventRef, (t) => ({
  viewerTickets: t.loadableGroup({
    type: TicketRef,
    description: "The viewer's active tickets for this event (none for visitors).",
    load: holdingsOfEvents('tickets', (ctx, viewer, ids) =>
      ctx.services.bookings.viewerTicketsAt(viewer, ids),
    ),
    group: (ticket) => ticket.eventId,
    resolve: (v) => v.row.id,
  }),
  viewerPendingBookings: t.loadableGroup({
    type: BookingRef,
    description: "The viewer's open checkouts and waiting-list offers for this event.",
    load: holdingsOfEvents('pending', (ctx, viewer, ids) =>
      ctx.services.bookings.viewerPendingBookingsAt(viewer, ids),
    ),
    group: (order) => order.eventId,
    resolve: (v) => v.row.id,
  }),
  viewerWaitingList: t.loadableGroup({
    type: WaitingListEntryRef,
    description: "The viewer's places on this event's waiting lists.",
    load: holdingsOfEvents('waiting', (ctx, viewer, ids) =>
      ctx.services.bookings.viewerWaitingListAt(viewer, ids),
    ),
    group: (entry) => entry.eventId,
    resolve: (v) => v.row.id,
  }),
}));

builder.mutationField('approveAttendee', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventAttendeeRef,
    description:
      'Approves a person waiting for approval (CanApproveAttendee, or CanApproveMyAttendee for people the ' +
      'viewer referred); they are notified.',
    args: { eventId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.approveAttendee(ctx.viewer, String(args.eventId), String(args.userId)),
  }),
);

builder.mutationField('declineAttendee', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventAttendeeRef,
    description:
      'Declines a person waiting for approval (CanDeclineAttendee, or CanDeclineMyAttendee for people the ' +
      'viewer referred): their bookings are refunded.',
    args: { eventId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.declineAttendee(ctx.viewer, String(args.eventId), String(args.userId)),
  }),
);
