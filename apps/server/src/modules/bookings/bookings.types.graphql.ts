import { builder } from '../../platform/graphql/builder';
import type { OrderItemRow, OrderRow, TicketRow } from './bookings.repository';
import { EventRef } from '../events/events.module';

// The object types every part of bookings answers: a booking, its lines and its tickets.

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
    count: t.loadable({
      type: 'Int',
      description: "People this ticket admits: its holder and the ticket type's additional guests.",
      load: async (ids: string[], ctx) => {
        const types = await ctx.services.bookings.ticketTypesByIds(ids);
        return ids.map((id) => 1 + (types.find((type) => type.id === id)?.additionalGuests ?? 0));
      },
      resolve: (ticket) => ticket.eventTicketId,
    }),
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
    status: t.exposeString('status', {
      description:
        'TRANSACTION_STATUSES, or AUTHORIZED: a request whose payment is reserved, charged only if the host ' +
        'approves (docs/decisions/114).',
    }),
    transactionStatus: t.string({
      description: 'TRANSACTION_STATUSES (an AUTHORIZED request is PENDING: nothing was charged yet).',
      resolve: (o) => (o.status === 'AUTHORIZED' ? 'PENDING' : o.status),
    }),
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
      description:
        'While PENDING: when the held tickets go back. While AUTHORIZED (a paid request, decision 114): when the request lapses if the host has not answered, and the reserved payment is released.',
      resolve: (o) =>
        o.status === 'PENDING' || o.status === 'AUTHORIZED' ? (o.expiresAt?.toISOString() ?? null) : null,
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
