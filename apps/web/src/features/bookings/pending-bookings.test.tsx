import { BOOKING_MESSAGES } from '@repclub/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@/features/bookings/api/queries';
import { CHECKOUT_TEXT } from '@/features/bookings/checkout-text';
import { PendingBookings } from '@/features/bookings/pending-bookings';
import { signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const booking = (changes: Record<string, unknown>) => ({
  transactionId: 'o1',
  status: 'PENDING',
  isWaitingListOffer: false,
  expiresAt: '2026-06-08T18:00:00.000Z',
  totalPrice: 5000,
  currency: 'USD',
  quantity: 2,
  items: [{ eventTicketId: 't1', quantity: 2 }],
  ...changes,
});

const event = (pending: ReturnType<typeof booking>[]) =>
  ({
    eventId: '1',
    timeZone: 'America/Los_Angeles',
    viewerPendingBookings: pending,
  }) as unknown as EventDetail;

describe('PendingBookings', () => {
  it("shows a paid request waiting for the host: charged only on approval, and when it lapses in the event's zone", async () => {
    signInForTest();
    renderWithRouter(
      <PendingBookings event={event([booking({ status: 'AUTHORIZED' })])} eventKey={['event-test']} />,
    );
    expect(await screen.findByText(BOOKING_MESSAGES.requestSent)).toBeInTheDocument();
    // 18:00 UTC is 11:00 in Los Angeles (PDT in June).
    expect(screen.getByText(CHECKOUT_TEXT.requestLapses('Jun 8, 2026 11:00 AM PDT'))).toBeInTheDocument();
    // A request is not an open checkout: nothing to pay or cancel here (withdrawing is the booking's cancel).
    expect(screen.queryByText(CHECKOUT_TEXT.openCheckoutTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXT.cancelCheckout })).not.toBeInTheDocument();
  });

  it('an open checkout still shows until when its tickets are held', async () => {
    signInForTest();
    renderWithRouter(<PendingBookings event={event([booking({})])} eventKey={['event-test']} />);
    expect(await screen.findByText(CHECKOUT_TEXT.openCheckoutTitle)).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.requestSent)).not.toBeInTheDocument();
  });
});
