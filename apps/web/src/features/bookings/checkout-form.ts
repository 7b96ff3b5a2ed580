import { BOOKING_MESSAGES, purchaseTicketsInputSchema, rsvpInputSchema } from '@repclub/shared';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { EventDetail } from '@/features/bookings/api/queries';
import { referralMessageOf } from '@/features/bookings/checkout-text';
import type { PurchaseTicketsInput, RsvpInput } from '@/gql/graphql';
import { getErrorMessage } from '@/lib/error-message';
import { GraphQLRequestError } from '@/lib/graphql-client';

/**
 * The checkout form of the event page (react-hook-form): what the viewer chose, as typed. What is sent is
 * mapped from it (`toPurchaseInput`, `toRsvpInput`) and checked with the shared schema before it goes; the
 * schema's and the server's field errors go under their fields, the others in `root.server` (shown above
 * the button).
 */
export type CheckoutFormValues = {
  /** Quantities by ticket type id (0 or missing: none). */
  quantities: Record<string, number>;
  /** A free event's chosen ticket type (null: the first free one). */
  rsvpTicket: string | null;
  referralCode: string;
  isGift: boolean;
  giftEmail: string;
  /** Answers by question id, as typed. */
  answers: Record<string, string>;
  acceptWaiver: boolean;
  /** Pay with the tickets' rep club points instead of money (docs/decisions/101). */
  payWithPoints: boolean;
  /** The buyer's gratuity in whole percent; null: the host's suggestion (docs/decisions/115). */
  gratuity: number | null;
};

export type CheckoutForm = UseFormReturn<CheckoutFormValues>;

export const checkoutDefaults = (linkCode: string | undefined): CheckoutFormValues => ({
  quantities: {},
  rsvpTicket: null,
  referralCode: linkCode ?? '',
  isGift: false,
  giftEmail: '',
  answers: {},
  acceptWaiver: false,
  payWithPoints: false,
  gratuity: null,
});

/**
 * The basket's price in points, when every chosen ticket type has one in the same rep club (paying with points
 * takes one club's points per order); null otherwise.
 */
export function pointsPriceOf(event: EventDetail, quantities: Record<string, number>): number | null {
  const items = itemsOf(quantities);
  if (items.length === 0) return null;
  const chosen = items.map((item) => ({
    item,
    ticket: event.tickets.find((t) => t.eventTicketId === item.eventTicketId),
  }));
  if (chosen.some(({ ticket }) => ticket?.pointsPrice == null || !ticket.pointsClubId)) return null;
  if (new Set(chosen.map(({ ticket }) => ticket!.pointsClubId)).size !== 1) return null;
  return chosen.reduce((sum, { item, ticket }) => sum + item.quantity * ticket!.pointsPrice!, 0);
}

/** The basket: the ticket types with a quantity. */
export const itemsOf = (quantities: Record<string, number>) =>
  Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([eventTicketId, quantity]) => ({ eventTicketId, quantity }));

/** The answered questions, trimmed, in the event's order. */
const answersOf = (event: EventDetail, answers: Record<string, string>) =>
  event.questions
    .map((question) => ({
      questionId: question.questionId,
      answer: (answers[question.questionId] ?? '').trim(),
    }))
    .filter((answer) => answer.answer.length > 0);

export function toPurchaseInput(event: EventDetail, values: CheckoutFormValues): PurchaseTicketsInput {
  return {
    eventId: event.eventId,
    items: itemsOf(values.quantities),
    referralCode: values.referralCode.trim() || null,
    answers: answersOf(event, values.answers),
    acceptWaiver: event.optIns.privacyPolicy ? values.acceptWaiver : null,
    giftRecipientEmail: values.isGift ? values.giftEmail.trim() : null,
    // Sent only when the buyer changed the host's suggested gratuity (decision 115).
    ...(values.gratuity !== null ? { gratuityPercentage: values.gratuity } : {}),
    // Sent only when paying with points (a money checkout's input stays as it was).
    ...(!values.isGift && values.payWithPoints && pointsPriceOf(event, values.quantities) !== null
      ? { payWithPoints: true }
      : {}),
  };
}

/** The free ticket type an RSVP books: the chosen one, else the first that is not full. */
export const rsvpTicketOf = (event: EventDetail, values: Pick<CheckoutFormValues, 'rsvpTicket'>) =>
  values.rsvpTicket ??
  event.tickets.find((ticket) => ticket.isActive && !ticket.isFull)?.eventTicketId ??
  null;

export function toRsvpInput(event: EventDetail, values: CheckoutFormValues): RsvpInput {
  return {
    eventId: event.eventId,
    eventTicketId: rsvpTicketOf(event, values),
    answers: answersOf(event, values.answers),
    acceptWaiver: event.optIns.privacyPolicy ? values.acceptWaiver : null,
    referralCode: values.referralCode.trim() || null,
  };
}

/** The form field an input field's message goes under (answers: the question's field), if the form has one. */
function formFieldOf(
  path: readonly PropertyKey[],
  input: PurchaseTicketsInput | RsvpInput,
): FieldPath<CheckoutFormValues> | null {
  const [field, index] = path;
  if (field === 'referralCode') return 'referralCode';
  if (field === 'giftRecipientEmail') return 'giftEmail';
  if (field === 'acceptWaiver') return 'acceptWaiver';
  if (field === 'answers' && typeof index === 'number') {
    const questionId = input.answers?.[index]?.questionId;
    return questionId === undefined ? null : `answers.${String(questionId)}`;
  }
  return null;
}

/**
 * Checks what is about to be sent with the shared schema (purchaseTicketsInputSchema or rsvpInputSchema):
 * false, with the messages placed, when it does not pass.
 */
export function validateInput(
  form: CheckoutForm,
  kind: 'purchase' | 'rsvp',
  input: PurchaseTicketsInput | RsvpInput,
): boolean {
  // "Send as a gift" with no address: the schema reads an empty address as no gift, so the tickets would go
  // to the buyer while the page says they were gifted.
  if (kind === 'purchase' && 'giftRecipientEmail' in input && input.giftRecipientEmail === '') {
    form.setError('giftEmail', { message: BOOKING_MESSAGES.giftEmailInvalid });
    return false;
  }
  const result = (kind === 'purchase' ? purchaseTicketsInputSchema : rsvpInputSchema).safeParse(input);
  if (result.success) return true;
  let placedRoot = false;
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path, input);
    if (field) form.setError(field, { message: issue.message });
    else if (!placedRoot) {
      // One message above the button: the first of those without a field.
      form.setError('root.server', { message: issue.message });
      placedRoot = true;
    }
  }
  return false;
}

/**
 * Places the server's refusal of a booking: under its field when the error names one the form has (the
 * referral code also when a test double sends its message without a field), else above the button.
 */
export function placeServerError(
  form: CheckoutForm,
  error: unknown,
  input: PurchaseTicketsInput | RsvpInput,
) {
  const message = getErrorMessage(error);
  const field =
    error instanceof GraphQLRequestError && error.field !== undefined
      ? formFieldOf(
          // The server names a schema issue by its path (`answers.0.answer`).
          error.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          input,
        )
      : referralMessageOf(error)
        ? 'referralCode'
        : null;
  if (field) form.setError(field, { message });
  else form.setError('root.server', { message });
}
