import { BOOKING_MESSAGES, REFERRAL_MESSAGES } from '@repclub/shared';
import { describe, expect, it, vi } from 'vitest';
import { type CheckoutForm, placeServerError } from '@/features/bookings/checkout-form';
import { GraphQLRequestError } from '@/lib/graphql-client';

const INPUT = {
  eventId: '1',
  items: [{ eventTicketId: 't1', quantity: 1 }],
  answers: [{ questionId: 'q2', answer: 'Yes' }],
};

const placed = (error: unknown) => {
  const setError = vi.fn();
  placeServerError({ setError } as unknown as CheckoutForm, error, INPUT);
  return setError.mock.calls[0];
};

const refusal = (serverMessage: string, field?: string) =>
  new GraphQLRequestError({ code: 'BAD_USER_INPUT', field, serverMessage, status: 200 });

describe('placeServerError', () => {
  it('puts a refusal under the form field its input field names, else above the button', () => {
    const tooLong = BOOKING_MESSAGES.answerTooLong;
    expect(placed(refusal(tooLong, 'answers.0.answer'))).toEqual(['answers.q2', { message: tooLong }]);
    expect(placed(refusal(BOOKING_MESSAGES.giftToSelf, 'giftRecipientEmail'))?.[0]).toBe('giftEmail');
    expect(placed(refusal(REFERRAL_MESSAGES.codeInvalid, 'referralCode'))?.[0]).toBe('referralCode');
    expect(placed(refusal(BOOKING_MESSAGES.ticketNotOnSale('These'), 'items'))?.[0]).toBe('root.server');
    expect(placed(refusal(BOOKING_MESSAGES.answerRequired('Size?'), 'answers'))?.[0]).toBe('root.server');
    // Without a field (a test double): the referral message still goes under the referral code.
    expect(placed(new Error(REFERRAL_MESSAGES.codeInvalid))?.[0]).toBe('root.server');
    expect(placed(refusal(REFERRAL_MESSAGES.codeInvalid))?.[0]).toBe('referralCode');
  });
});
