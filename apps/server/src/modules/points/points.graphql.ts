import { TRADING_TRANSACTION_TYPES } from '@repclub/shared';
import { builder, viewerOf } from '../../platform/graphql/builder';
import type { GraphQLContext } from '../../platform/graphql/builder';
import { ClubPersonRef, ClubRef, ClubTierRef } from '../clubs/clubs.module';
import type { TradingTransactionView, WalletBalanceView } from './points.service';

// Rep points (domain §7 wallet balances and trading transactions; docs/decisions/097).

const TradingTransactionTypeEnum = builder.enumType('TradingTransactionType', {
  values: TRADING_TRANSACTION_TYPES,
});

/** Clubs by id for the viewer; a club that is gone is an error of that field alone. */
const loadClubs = async (ids: readonly string[], ctx: GraphQLContext) =>
  (await ctx.services.pointsClubs.views(ctx.viewer, ids)).map((view) => view ?? new Error('Club not found'));
const loadPersons = async (ids: readonly string[], ctx: GraphQLContext) => {
  const persons = await ctx.services.pointsClubs.persons(ids);
  return ids.map((id) => persons.get(id) ?? null);
};

const WalletBalanceRef = builder.objectRef<WalletBalanceView>('WalletBalance').implement({
  description: "The viewer's points in one club, and their tier there.",
  fields: (t) => ({
    club: t.loadable({ type: ClubRef, load: loadClubs, resolve: (w) => w.clubId }),
    points: t.expose('points', { type: 'SafeInt' }),
    tier: t.loadable({
      type: ClubTierRef,
      nullable: true,
      description:
        'The highest tier whose minimum the balance reaches (decision 095), or the one the club granted (137).',
      load: (pairs: { clubId: string; points: number; userId: string | null }[], ctx) =>
        ctx.services.pointsClubs.tiers(pairs),
      resolve: (w, _args, ctx) => ({
        clubId: w.clubId,
        points: w.points,
        userId: ctx.viewer?.userId ?? null,
      }),
    }),
    isMember: t.exposeBoolean('isMember'),
  }),
});

const TradingTransactionRef = builder.objectRef<TradingTransactionView>('TradingTransaction').implement({
  description: 'A movement of points, as the history it is read in sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: TradingTransactionTypeEnum, resolve: (x) => x.type }),
    amount: t.expose('amount', {
      type: 'SafeInt',
      description: "Signed from the reader's side: the viewer's (tradingTransactions) or the club's.",
    }),
    club: t.loadable({ type: ClubRef, load: loadClubs, resolve: (x) => x.clubId }),
    counterparty: t.loadable({
      type: ClubPersonRef,
      nullable: true,
      description: 'The other person of the movement; null when it is the club (a grant, a purchase).',
      load: loadPersons,
      resolve: (x) => x.counterpartyUserId,
    }),
    from: t.loadable({
      type: ClubPersonRef,
      nullable: true,
      description: 'Whose points moved; null when the club issued them (a grant, a purchase, points earned).',
      load: loadPersons,
      resolve: (x) => (x.transfer.from.kind === 'user' ? x.transfer.from.userId : null),
    }),
    to: t.loadable({
      type: ClubPersonRef,
      nullable: true,
      description:
        'Who received the points; null when they went back to the club (a ticket paid with points).',
      load: loadPersons,
      resolve: (x) => (x.transfer.to.kind === 'user' ? x.transfer.to.userId : null),
    }),
    memo: t.string({ nullable: true, resolve: (x) => x.memo }),
    status: t.exposeString('status', { description: 'COMPLETED (ledger movements are final).' }),
    createdAt: t.field({ type: 'String', resolve: (x) => x.createdAt.toISOString() }),
    price: t.int({
      nullable: true,
      description: 'BUY_POINTS: what the points cost (minor units).',
      resolve: async (x, _args, ctx) => (await ctx.services.points.moneyOf(x))?.price ?? null,
    }),
    currency: t.string({
      nullable: true,
      resolve: async (x, _args, ctx) => (await ctx.services.points.moneyOf(x))?.currency ?? null,
    }),
    paymentMethod: t.string({
      nullable: true,
      resolve: async (x, _args, ctx) => (await ctx.services.points.moneyOf(x))?.paymentMethod ?? null,
    }),
  }),
});

const TradingTransactionConnectionRef = builder.connectionObject({
  type: TradingTransactionRef,
  name: 'TradingTransactionConnection',
  fields: (tc) => ({
    nodes: tc.field({
      type: [TradingTransactionRef],
      resolve: (connection) =>
        (connection.edges as ({ node: TradingTransactionView } | null)[]).flatMap((edge) =>
          edge ? [edge.node] : [],
        ),
    }),
  }),
});

const SendPointsInput = builder.inputType('SendPointsInput', {
  fields: (t) => ({
    clubId: t.id({ required: true }),
    toUserId: t.id({ required: true }),
    amount: t.int({ required: true }),
    memo: t.string(),
    idempotencyKey: t.string({ required: true }),
  }),
});

const GrantPointsInput = builder.inputType('GrantPointsInput', {
  fields: (t) => ({
    clubId: t.id({ required: true }),
    toUserId: t.id({ required: true }),
    amount: t.int({ required: true }),
    memo: t.string(),
    idempotencyKey: t.string({ required: true }),
  }),
});

const ids = <T extends Record<string, unknown>>(input: T, keys: (keyof T)[]) => {
  const out: Record<string, unknown> = { ...input };
  for (const k of keys) out[k as string] = String(input[k]);
  return out;
};

// The club's side ----------------------------------------------------------------------------------------------

builder.objectField(ClubRef, 'pointsIssued', (t) =>
  t.field({
    type: 'SafeInt',
    nullable: true,
    description: 'Points the club has issued and not taken back (MANAGE_POINTS; null otherwise).',
    resolve: async (club, _args, ctx) => {
      if (!ctx.viewer || !(await ctx.services.points.canManage(ctx.viewer, club.row.id))) return null;
      return ctx.services.points.issued(club.row.id);
    },
  }),
);

// Queries ------------------------------------------------------------------------------------------------------

builder.queryField('walletBalances', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [WalletBalanceRef],
    description:
      "The viewer's points in every club they belong to or hold points of; with withUserId, only the clubs whose points the viewer and that person may trade (both members, points that can move).",
    args: { withUserId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      ctx.services.points.walletBalances(ctx.viewer, args.withUserId ? String(args.withUserId) : null),
  }),
);

builder.queryField('tradingTransactions', (t) =>
  t.connection(
    {
      type: TradingTransactionRef,
      authScopes: { signedIn: true },
      description: "The viewer's points movements, newest first (of one club, or of all).",
      args: { clubId: t.arg.id() },
      resolve: (_root, args, ctx) =>
        ctx.services.points.tradingTransactions(viewerOf(ctx), {
          first: args.first ?? null,
          after: args.after ?? null,
          clubId: args.clubId ? String(args.clubId) : null,
        }),
    },
    TradingTransactionConnectionRef,
  ),
);

builder.queryField('clubTradingTransactions', (t) =>
  t.connection(
    {
      type: TradingTransactionRef,
      authScopes: { signedIn: true },
      description: "Every movement of a club's points, newest first, from the club's side (MANAGE_POINTS).",
      args: { clubId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        ctx.services.points.clubTradingTransactions(viewerOf(ctx), String(args.clubId), {
          first: args.first ?? null,
          after: args.after ?? null,
        }),
    },
    TradingTransactionConnectionRef,
  ),
);

// Mutations ----------------------------------------------------------------------------------------------------

builder.mutationField('sendPoints', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TradingTransactionRef,
    description: 'Sends some of your points of a club to another member (both members; not yourself).',
    args: { input: t.arg({ type: SendPointsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.points.sendPoints(ctx.viewer, ids(input, ['clubId', 'toUserId'])),
  }),
);

builder.mutationField('grantPoints', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TradingTransactionRef,
    description: "Issues new points of the club to a member (MANAGE_POINTS); amount from the club's side.",
    args: { input: t.arg({ type: GrantPointsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.points.grantPoints(ctx.viewer, ids(input, ['clubId', 'toUserId'])),
  }),
);
