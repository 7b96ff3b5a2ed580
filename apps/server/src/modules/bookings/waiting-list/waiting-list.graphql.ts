import { joinWaitingListInputSchema } from '@repclub/shared';
import { builder } from '../../../platform/graphql/builder';
import { parseInput } from '../../../platform/http/parse';
import type { WaitingListRow } from '../bookings.repository';
import { BookingRef } from '../bookings.types.graphql';

// The waiting list of sold-out ticket types (paying for an offer is checkout's payWaitingListOffer).

export const WaitingListEntryRef = builder.objectRef<WaitingListRow>('WaitingListEntry').implement({
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
