import { builder } from '../../platform/graphql/builder';
import type { TransactionItem } from './payments.tables';
import type { PayoutAccountRow } from './payouts.repository';
import type { PayoutLink } from './payouts.service';
import type { TransactionPageRow } from './transactions.repository';
import { documentUrl } from '../documents/documents.module';
import { UserRef } from '../users/users.module';

export const PayoutAccountRef = builder.objectRef<PayoutAccountRow>('PayoutAccount').implement({
  description:
    'A connected account at a payout provider (docs/decisions/024-payment-providers-and-payouts.md); its status ' +
    'as the provider last answered.',
  fields: (t) => ({
    payoutAccountId: t.id({ resolve: (a) => a.id }),
    provider: t.exposeString('provider', { description: 'SANDBOX or STRIPE.' }),
    externalAccountId: t.exposeString('externalAccountId', { description: 'The provider’s account id.' }),
    status: t.exposeString('status', {
      description: 'PENDING (setup not finished), RESTRICTED (payouts off at the provider) or ACTIVE.',
    }),
    displayName: t.exposeString('displayName', { nullable: true }),
    payoutsEnabled: t.exposeBoolean('payoutsEnabled'),
    detailsSubmitted: t.exposeBoolean('detailsSubmitted'),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (a) => a.updatedAt.toISOString() }),
  }),
});

const PayoutLinkRef = builder.objectRef<PayoutLink>('PayoutLink').implement({
  description: 'A page of the payout provider to send the browser to; single use.',
  fields: (t) => ({
    url: t.exposeString('url'),
    expiresAt: t.string({ resolve: (link) => link.expiresAt.toISOString() }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  payoutAccounts: t.field({
    type: [PayoutAccountRef],
    nullable: true,
    description: 'The user’s payout accounts, oldest first; shown to the user only.',
    resolve: (u, _args, ctx) => (u.isSelf ? ctx.services.payouts.list(u.row.id) : null),
  }),
  stripeAccount: t.field({
    type: PayoutAccountRef,
    nullable: true,
    description:
      'The user’s account at the configured card payout provider (Stripe Connect, or the sandbox standing in ' +
      'for it); null when not connected or for anyone but the user.',
    resolve: async (u, _args, ctx) =>
      u.isSelf ? ((await ctx.services.payouts.current(u.row.id)) ?? null) : null,
  }),
}));

builder.queryField('payoutProvider', (t) =>
  t.withAuth({ signedIn: true }).string({
    description: 'The card payout provider payout accounts are connected at: SANDBOX or STRIPE.',
    resolve: (_root, _args, ctx) => ctx.services.payouts.providerId,
  }),
);

builder.mutationField('startPayoutOnboarding', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PayoutLinkRef,
    description:
      'Creates the user’s payout account at the provider the first time and answers its hosted onboarding page; ' +
      'the provider sends the browser back to /payout/process?state=….',
    resolve: (_root, _args, ctx) => ctx.services.payouts.startPayoutOnboarding(ctx.viewer, ctx.request.log),
  }),
);

builder.mutationField('completePayoutOnboarding', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PayoutAccountRef,
    description:
      'The return from the provider’s page: uses the state once (its user only, within 2 hours) and answers the ' +
      'account with its status read from the provider.',
    args: { state: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.payouts.completePayoutOnboarding(ctx.viewer, args.state, ctx.request.log),
  }),
);

builder.mutationField('createPayoutManagementSession', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PayoutLinkRef,
    description:
      'A session on the provider’s page where the user manages a payout account that finished setup.',
    resolve: (_root, _args, ctx) =>
      ctx.services.payouts.createPayoutManagementSession(ctx.viewer, ctx.request.log),
  }),
);

const TransactionItemRef = builder.objectRef<TransactionItem>('TransactionItem').implement({
  description: 'One line of a transaction, as its receipt shows it.',
  fields: (t) => ({
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.int({ description: 'Cents.', resolve: (item) => item.unitAmount }),
    amount: t.int({ description: 'Cents.', resolve: (item) => item.amount }),
  }),
});

export const TransactionRef = builder.objectRef<TransactionPageRow>('Transaction').implement({
  description: 'Money the user paid or was paid (domain §3 Booking, §4; docs/decisions/025).',
  fields: (t) => ({
    transactionId: t.id({ resolve: (tr) => tr.id }),
    type: t.exposeString('type', { description: 'TRANSACTION_TYPES (BUY_EVENT_TICKET, …, PAYOUT, RSVP).' }),
    status: t.exposeString('status', { description: 'TRANSACTION_STATUSES.' }),
    transactionStatus: t.exposeString('status', { description: 'The same as status (the spec names both).' }),
    description: t.exposeString('description'),
    totalPrice: t.int({ description: 'Cents.', resolve: (tr) => tr.totalAmount }),
    currency: t.exposeString('currency'),
    quantity: t.exposeInt('quantity'),
    items: t.field({ type: [TransactionItemRef], resolve: (tr) => tr.items }),
    paymentMethod: t.exposeString('paymentMethod', { nullable: true }),
    captureOrderId: t.exposeString('providerReference', { nullable: true }),
    giftSenderId: t.exposeID('giftSenderId', { nullable: true }),
    paidDateUtc: t.string({ nullable: true, resolve: (tr) => tr.paidAt?.toISOString() ?? null }),
    createdAtUtc: t.string({ resolve: (tr) => tr.createdAt.toISOString() }),
    receiptUrl: t.string({
      nullable: true,
      description: 'The receipt PDF (GET with the bearer token), for a paid transaction.',
      resolve: (tr) => (tr.receiptId ? documentUrl({ id: tr.receiptId, fileUrl: null }) : null),
    }),
  }),
});

builder.queryField('myTransactions', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: TransactionRef,
      description:
        'The signed-in user’s transactions, newest first; 10 a page unless `first` says otherwise (≤ 100).',
      resolve: (_root, args, ctx) =>
        ctx.services.transactions.myTransactions(ctx.viewer, {
          first: args.first ?? null,
          after: args.after ?? null,
        }),
    },
    {
      name: 'TransactionConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [TransactionRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
      }),
    },
  ),
);
