import { builder } from '../../platform/graphql/builder';
import { BookingRef } from './bookings.types.graphql';
// Each part of bookings registers its GraphQL fields when imported (the services are split the same way).
import './attendees/attendees.graphql';
import './checkout/checkout.graphql';
import './grants/grants.graphql';
import './refunds/refunds.graphql';
import './ticket-sharing/ticket-sharing.graphql';
import './waiting-list/waiting-list.graphql';
import './opt-ins/opt-ins.graphql';

export { BookingRef, TicketRef } from './bookings.types.graphql';

builder.queryField('booking', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BookingRef,
    nullable: true,
    description: "One of the viewer's bookings.",
    args: { transactionId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const order = await ctx.services.bookings.booking(String(args.transactionId));
      return order && (order.userId === ctx.viewer.userId || order.recipientUserId === ctx.viewer.userId)
        ? order
        : null;
    },
  }),
);

builder.queryField('myReferralCode', (t) =>
  t.withAuth({ signedIn: true }).string({
    description:
      "The viewer's referral code (made on the first call, then always the same): event links carrying it as " +
      '?ref= attribute bookings to the viewer.',
    resolve: (_root, _args, ctx) => ctx.services.referrals.myReferralCode(ctx.viewer),
  }),
);
