import { TRADE_REQUEST_STATUSES } from '@repclub/shared';
import { builder, viewerOf } from '../../platform/graphql/builder';
import type { GraphQLContext } from '../../platform/graphql/builder';
import { ClubPersonRef, ClubRef } from '../clubs/clubs.module';
import type { TradeRequestView } from './trades.service';

// Trade requests (docs/decisions/097, 123): the same operations and shapes the points module served before.

const TradeRequestStatusEnum = builder.enumType('TradeRequestStatus', { values: TRADE_REQUEST_STATUSES });

/** Clubs by id for the viewer; a club that is gone is an error of that field alone. */
const loadClubs = async (ids: readonly string[], ctx: GraphQLContext) =>
  (await ctx.services.pointsClubs.views(ctx.viewer, ids)).map((view) => view ?? new Error('Club not found'));
const loadPersonsRequired = async (ids: readonly string[], ctx: GraphQLContext) => {
  const persons = await ctx.services.pointsClubs.persons(ids);
  return ids.map((id) => persons.get(id) ?? new Error('Person not found'));
};

const ids = <T extends Record<string, unknown>>(input: T, keys: (keyof T)[]) => {
  const out: Record<string, unknown> = { ...input };
  for (const k of keys) out[k as string] = String(input[k]);
  return out;
};

const TradeRequestRef = builder.objectRef<TradeRequestView>('TradeRequest').implement({
  description: "An offer of one club's points for another's (expires after TRADE_REQUEST_TTL_DAYS).",
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({
      type: TradeRequestStatusEnum,
      description:
        'EXPIRED: PENDING past expiresAt (computed on read; the offered points are released then).',
      resolve: (r) => r.effectiveStatus,
    }),
    from: t.loadable({ type: ClubPersonRef, load: loadPersonsRequired, resolve: (r) => r.fromUserId }),
    to: t.loadable({ type: ClubPersonRef, load: loadPersonsRequired, resolve: (r) => r.toUserId }),
    isIncoming: t.boolean({ resolve: (r) => r.toUserId === r.viewerId }),
    giveClub: t.loadable({ type: ClubRef, load: loadClubs, resolve: (r) => r.giveClubId }),
    giveAmount: t.exposeInt('giveAmount'),
    askClub: t.loadable({ type: ClubRef, load: loadClubs, resolve: (r) => r.askClubId }),
    askAmount: t.exposeInt('askAmount'),
    memo: t.string({ nullable: true, resolve: (r) => r.memo }),
    expiresAt: t.field({ type: 'String', resolve: (r) => r.expiresAt.toISOString() }),
    createdAt: t.field({ type: 'String', resolve: (r) => r.createdAt.toISOString() }),
    respondedAt: t.string({ nullable: true, resolve: (r) => r.respondedAt?.toISOString() ?? null }),
  }),
});

const CreateTradeRequestInput = builder.inputType('CreateTradeRequestInput', {
  fields: (t) => ({
    toUserId: t.id({ required: true }),
    giveClubId: t.id({ required: true }),
    giveAmount: t.int({ required: true }),
    askClubId: t.id({ required: true }),
    askAmount: t.int({ required: true }),
    memo: t.string(),
    idempotencyKey: t.string({ required: true }),
  }),
});

// Queries ------------------------------------------------------------------------------------------------------

builder.queryField('tradeRequests', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: TradeRequestRef,
      description:
        "The viewer's incoming and outgoing trade requests, newest first; open: only PENDING ones.",
      args: { open: t.arg.boolean() },
      resolve: (_root, args, ctx) =>
        ctx.services.trades.tradeRequests(ctx.viewer, {
          first: args.first ?? null,
          after: args.after ?? null,
          open: args.open ?? null,
        }),
    },
    {
      name: 'TradeRequestConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [TradeRequestRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
      }),
    },
  ),
);

// Mutations ----------------------------------------------------------------------------------------------------

builder.mutationField('createTradeRequest', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TradeRequestRef,
    description: "Offers your points of one club for another member's points of another club.",
    args: { input: t.arg({ type: CreateTradeRequestInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.trades.createTradeRequest(ctx.viewer, ids(input, ['toUserId', 'giveClubId', 'askClubId'])),
  }),
);

builder.mutationField('acceptTradeRequest', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TradeRequestRef,
    description: 'The recipient accepts: both legs move at once, or nothing does.',
    args: { tradeRequestId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.trades.acceptTradeRequest(viewerOf(ctx), String(args.tradeRequestId)),
  }),
);

builder.mutationField('declineTradeRequest', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TradeRequestRef,
    description: 'The recipient declines.',
    args: { tradeRequestId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.trades.declineTradeRequest(viewerOf(ctx), String(args.tradeRequestId)),
  }),
);

builder.mutationField('cancelTradeRequest', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TradeRequestRef,
    description: 'The sender cancels.',
    args: { tradeRequestId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.trades.cancelTradeRequest(viewerOf(ctx), String(args.tradeRequestId)),
  }),
);
