import { builder } from '../../../platform/graphql/builder';
import { BookingRef } from '../bookings.types.graphql';

// Host-granted tickets (domain §7 "grant tickets"; docs/decisions/076).

const GrantTicketsInput = builder.inputType('GrantTicketsInput', {
  fields: (t) => ({
    eventId: t.id({ required: true }),
    eventTicketId: t.id({ required: true }),
    userId: t.id({ required: true, description: 'Who receives the tickets.' }),
    quantity: t.int({ required: true }),
  }),
});

builder.mutationField('grantTickets', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BookingRef,
    description:
      'The event team (CanAddExtraTicket) gives tickets of a type to a user at no charge (a GRANT_EVENT_TICKET ' +
      'booking); the recipient is told in-app and by e-mail. Never more than remain.',
    args: { input: t.arg({ type: GrantTicketsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.bookings.grantTickets(ctx.viewer, {
        eventId: String(input.eventId),
        eventTicketId: String(input.eventTicketId),
        userId: String(input.userId),
        quantity: input.quantity,
      }),
  }),
);
