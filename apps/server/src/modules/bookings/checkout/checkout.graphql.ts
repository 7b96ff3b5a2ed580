import { purchaseTicketsInputSchema, rsvpInputSchema } from '@repclub/shared';
import { builder } from '../../../platform/graphql/builder';
import { parseInput } from '../../../platform/http/parse';
import type { OrderRow } from '../bookings.repository';
import { BookingRef } from '../bookings.types.graphql';

// Checkout: purchase, RSVP, confirming or giving up a checkout, paying for a waiting-list offer.

const CheckoutRef = builder.objectRef<{ order: OrderRow; paymentUrl: string | null }>('Checkout').implement({
  description: 'A started checkout: the booking, and where the buyer pays (null when nothing is to be paid).',
  fields: (t) => ({
    booking: t.field({ type: BookingRef, resolve: (c) => c.order }),
    paymentUrl: t.string({ nullable: true, resolve: (c) => c.paymentUrl }),
  }),
});

const TicketQuantityInput = builder.inputType('TicketQuantityInput', {
  fields: (t) => ({
    eventTicketId: t.id({ required: true }),
    quantity: t.int({ required: true }),
  }),
});

const QuestionAnswerInput = builder.inputType('QuestionAnswerInput', {
  fields: (t) => ({
    questionId: t.id({ required: true }),
    answer: t.string({ required: true }),
  }),
});

const PurchaseTicketsInput = builder.inputType('PurchaseTicketsInput', {
  fields: (t) => ({
    eventId: t.id({ required: true }),
    items: t.field({ type: [TicketQuantityInput], required: true }),
    gratuityPercentage: t.int({
      description:
        "The buyer's gratuity in whole percent (0–100), instead of the preset of each ticket type that asks " +
        'for one (docs/decisions/115); left out, the presets apply.',
    }),
    referralCode: t.string({
      description:
        "Someone's referral code (the event link's ?ref=): the booking is attributed to them. One nobody " +
        "has is refused; the buyer's own is ignored.",
    }),
    answers: t.field({ type: [QuestionAnswerInput] }),
    acceptWaiver: t.boolean({ description: 'Required when the event has a waiver or privacy policy.' }),
    giftRecipientEmail: t.string({
      description: 'Send the tickets as a gift (GIFT_EVENT_TICKET) to the account with this email.',
    }),
    payWithPoints: t.boolean({
      description:
        "Pay with points: every ticket's pointsPrice, in its pointsClubId's points (one club per order), taken " +
        "from the buyer in the order's transaction; the tickets are booked at once. A refund gives them back.",
    }),
  }),
});

builder.mutationField('purchaseTickets', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CheckoutRef,
    description:
      'Starts a checkout: the tickets are held for 15 minutes while the buyer pays at paymentUrl. A free ' +
      'basket is booked at once (paymentUrl null).',
    args: { input: t.arg({ type: PurchaseTicketsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.bookings.purchaseTickets(
        ctx.viewer,
        parseInput(purchaseTicketsInputSchema, {
          ...input,
          eventId: String(input.eventId),
          items: input.items.map((i) => ({ eventTicketId: String(i.eventTicketId), quantity: i.quantity })),
          answers: input.answers?.map((a) => ({ questionId: String(a.questionId), answer: a.answer })),
        }),
      ),
  }),
);

builder.mutationField('confirmCheckout', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BookingRef,
    description: 'Back from the payment page: captures the payment and issues the tickets (safe to repeat).',
    args: { transactionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.confirmCheckout(String(args.transactionId), ctx.viewer),
  }),
);

builder.mutationField('cancelCheckout', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BookingRef,
    description: 'Gives up an open checkout or a waiting-list offer; the held tickets go back at once.',
    args: { transactionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.cancelCheckout(ctx.viewer, String(args.transactionId)),
  }),
);

builder.mutationField('payWaitingListOffer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CheckoutRef,
    description: 'Starts paying for tickets the waiting list offered (a free offer is claimed at once).',
    args: { transactionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.bookings.payWaitingListOffer(ctx.viewer, String(args.transactionId)),
  }),
);

const RsvpInput = builder.inputType('RsvpInput', {
  fields: (t) => ({
    eventId: t.id({ required: true }),
    eventTicketId: t.id({ description: "A free ticket type; the event's first free one when left out." }),
    answers: t.field({ type: [QuestionAnswerInput] }),
    acceptWaiver: t.boolean(),
    referralCode: t.string({ description: 'As in PurchaseTicketsInput.' }),
  }),
});

builder.mutationField('rsvpEvent', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BookingRef,
    description: 'RSVP to an event with one free ticket (RSVP booking, COMPLETED at once).',
    args: { input: t.arg({ type: RsvpInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.bookings.rsvpEvent(
        ctx.viewer,
        parseInput(rsvpInputSchema, {
          ...input,
          eventId: String(input.eventId),
          eventTicketId: input.eventTicketId ? String(input.eventTicketId) : null,
          answers: input.answers?.map((a) => ({ questionId: String(a.questionId), answer: a.answer })),
        }),
      ),
  }),
);
