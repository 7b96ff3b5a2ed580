import { builder } from '../../platform/graphql/builder';
import type { SalesLine } from '../bookings/bookings.module';
import { UserRef } from '../users/users.module';
import type { PayoutRow } from './earnings.repository';
import type { EventEarnings, PayoutInfo, PromoterSalesRow } from './earnings.service';

// Event earnings, promoter sales and payout requests (domain §3 "Earnings and payout", §7; decision 075).

const TicketEarningsRef = builder.objectRef<SalesLine>('EventTicketEarnings').implement({
  description: 'Tickets of one type sold at one price (completed bookings, refunds excluded).',
  fields: (t) => ({
    eventTicketId: t.id({ resolve: (l) => l.eventTicketId }),
    ticketType: t.exposeString('ticketType'),
    unitPrice: t.exposeInt('unitPrice', { description: 'Cents: the host’s price at checkout.' }),
    quantity: t.exposeInt('quantity'),
    total: t.int({ description: 'Cents: unitPrice × quantity.', resolve: (l) => l.unitPrice * l.quantity }),
  }),
});

const EventEarningsRef = builder.objectRef<EventEarnings>('EventEarnings').implement({
  description:
    'What an event earned from its completed bookings, refunds excluded; every amount in integer cents ' +
    '(docs/decisions/075).',
  fields: (t) => ({
    eventId: t.id({ resolve: (e) => e.event.id }),
    currency: t.string({ resolve: (e) => e.totals.currency ?? 'USD' }),
    totalPrice: t.int({
      description: 'What buyers paid in all: tickets, fees, taxes and gratuity.',
      resolve: (e) => e.totals.paid,
    }),
    totalFees: t.int({
      description: 'The service and processing fees buyers paid, kept by RepClub and the payment processor.',
      resolve: (e) => e.totals.serviceFee + e.totals.processingFee,
    }),
    serviceFees: t.int({ resolve: (e) => e.totals.serviceFee }),
    processingFees: t.int({ resolve: (e) => e.totals.processingFee }),
    ticketSales: t.int({ description: 'Σ the host’s ticket prices.', resolve: (e) => e.totals.subTotal }),
    totalTaxes: t.int({ resolve: (e) => e.totals.taxes }),
    totalGratuity: t.int({ resolve: (e) => e.totals.gratuity }),
    netEarnings: t.int({
      description:
        'What the host is owed: ticket sales, gratuity and the taxes the host remits (totalPrice − totalFees).',
      resolve: (e) => e.totals.hostBalance,
    }),
    totalQuantity: t.int({ description: 'Tickets sold.', resolve: (e) => e.totals.quantity }),
    totalOrders: t.int({ resolve: (e) => e.totals.orders }),
    ticketBreakdown: t.field({ type: [TicketEarningsRef], resolve: (e) => e.lines }),
  }),
});

const PromoterSalesRef = builder.objectRef<PromoterSalesRow>('PromoterSales').implement({
  description: 'The completed bookings a promoter’s referral code brought to an event.',
  fields: (t) => ({
    promoterId: t.id({ resolve: (r) => r.referrerId }),
    promoter: t.field({ type: UserRef, nullable: true, resolve: (r) => r.promoter }),
    orders: t.exposeInt('orders'),
    ticketsSold: t.exposeInt('quantity'),
    amount: t.exposeInt('amount', { description: 'Cents: the host’s ticket prices of those bookings.' }),
  }),
});

const EventPayoutRef = builder.objectRef<PayoutRow>('EventPayout').implement({
  description: 'A payout of an event’s earnings to its creator’s payout account.',
  fields: (t) => ({
    payoutId: t.id({ resolve: (p) => p.id }),
    transactionId: t.id({ description: 'Its PAYOUT row in the ledger.', resolve: (p) => p.id }),
    amount: t.exposeInt('amount', { description: 'Cents.' }),
    currency: t.exposeString('currency'),
    status: t.exposeString('status', {
      description: 'PENDING (sent to the provider, not confirmed yet), COMPLETED or FAILED.',
    }),
    requestedAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    completedAt: t.string({ nullable: true, resolve: (p) => p.completedAt?.toISOString() ?? null }),
  }),
});

const PayoutInfoRef = builder.objectRef<PayoutInfo>('RequestedPayoutInfo').implement({
  description: 'An event’s balance and payouts (domain §3 Payout info).',
  fields: (t) => ({
    eventId: t.id({ resolve: (i) => i.event.id }),
    currency: t.exposeString('currency'),
    canRequestPayout: t.boolean({
      description:
        'Whether the viewer may request a payout now (the creator, after the event, with a balance).',
      resolve: (i) => i.blockedReason === null,
    }),
    blockedReason: t.string({
      nullable: true,
      description: 'Why a payout cannot be requested now, in the words a request would be refused with.',
      resolve: (i) => i.blockedReason,
    }),
    lastRequestedTime: t.string({ nullable: true, resolve: (i) => i.lastRequestedAt?.toISOString() ?? null }),
    totalBalance: t.int({
      description: 'Cents left to pay out: earned − paid out.',
      resolve: (i) => i.balance,
    }),
    totalEarned: t.int({ description: 'Cents: the event’s net earnings.', resolve: (i) => i.earned }),
    totalPaidOut: t.int({ description: 'Cents paid out or on their way.', resolve: (i) => i.paidOut }),
    eventEnded: t.exposeBoolean('eventEnded'),
    viewerIsCreator: t.exposeBoolean('viewerIsCreator'),
    hasPayoutAccount: t.boolean({
      description: 'Whether the creator linked a payout account.',
      resolve: (i) => i.hasPayoutAccount,
    }),
    payoutAccountReady: t.boolean({
      description: 'Whether the creator’s payout account takes payouts.',
      resolve: (i) => i.payoutAccountReady,
    }),
    payoutInProgress: t.boolean({ resolve: (i) => i.pending }),
    payouts: t.field({ type: [EventPayoutRef], resolve: (i) => i.payouts }),
  }),
});

builder.queryField('eventEarnings', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventEarningsRef,
    description: 'An event’s earnings: its creator, co-hosts and admins (CanViewEarnings).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.earnings.eventEarnings(ctx.viewer, String(args.eventId)),
  }),
);

builder.queryField('promoterSales', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [PromoterSalesRef],
    description:
      'An event’s sales per promoter (the referral code the buyer gave), most tickets first: every promoter for ' +
      'CanViewEarnings holders, their own row for the event’s promoters.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.earnings.promoterSales(ctx.viewer, String(args.eventId)),
  }),
);

builder.queryField('requestedPayoutInfo', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PayoutInfoRef,
    description: 'An event’s balance, payouts and whether a payout may be requested (CanViewEarnings).',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.earnings.requestedPayoutInfo(ctx.viewer, String(args.eventId)),
  }),
);

const RequestPayoutInput = builder.inputType('RequestPayoutInput', {
  fields: (t) => ({
    eventId: t.id({ required: true }),
    amount: t.int({ description: 'Cents; all of the balance when left out.' }),
  }),
});

builder.mutationField('requestPayout', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventPayoutRef,
    description:
      'Pays the event’s balance (or `amount` cents of it) to the creator’s payout account: the creator only, ' +
      'after the event ended, with a payout account that takes payouts; one at a time, never beyond the balance.',
    args: { input: t.arg({ type: RequestPayoutInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.earnings.requestPayout(ctx.viewer, {
        eventId: String(args.input.eventId),
        amount: args.input.amount ?? null,
      }),
  }),
);
