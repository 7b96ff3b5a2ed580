import { builder } from '../../../platform/graphql/builder';
import type { TicketRow } from '../bookings.repository';
import { TicketRef } from '../bookings.types.graphql';

// The holder's tickets, and handing one to someone else with a link.

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
