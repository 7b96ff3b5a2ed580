import { builder } from '../../../platform/graphql/builder';
import { BookingRef } from '../bookings.types.graphql';

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
