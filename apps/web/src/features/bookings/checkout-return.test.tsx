import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BOOKING_MESSAGES } from '@repclub/shared';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import {
  CHECKOUT_RETURN_TEXT,
  CheckoutReturnAlert,
  type CheckoutReturnSearch,
  ClaimSignInPrompt,
  useCheckoutReturn,
} from './checkout-return';

const EVENT_KEY = ['event', 'event-1'] as const;

/** The event page's use of the return: the hook and its alert. */
function Return({ search, onClear }: { search: CheckoutReturnSearch; onClear: () => void }) {
  const { notice, dismiss } = useCheckoutReturn(search, onClear, EVENT_KEY);
  return <CheckoutReturnAlert notice={notice} onDismiss={dismiss} />;
}

describe('the checkout return', () => {
  it('confirms a returning checkout and shows the server message when it failed', async () => {
    signInForTest();
    const onClear = vi.fn();
    mockGraphQL({
      ConfirmCheckout: () => {
        throw new Error('The payment was declined. Please try again with another card or payment method.');
      },
    });
    renderWithRouter(<Return search={{ checkout: 'tx' }} onClear={onClear} />);
    expect(await screen.findByText(/The payment was declined/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHECKOUT_RETURN_TEXT.chooseAgain })).toBeInTheDocument();
    await waitFor(() => expect(onClear).toHaveBeenCalled());
    // "Choose tickets again" closes the message.
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_RETURN_TEXT.chooseAgain }));
    expect(screen.queryByText(/The payment was declined/)).not.toBeInTheDocument();
  });

  it('says a paid request waits for the host, a cancelled checkout frees the tickets, once each', async () => {
    signInForTest();
    const api = mockGraphQL({
      ConfirmCheckout: () => ({
        confirmCheckout: { transactionId: 'tx', status: 'AUTHORIZED', quantity: 1, tickets: [] },
      }),
      CancelCheckout: () => ({ cancelCheckout: { transactionId: 'tx2', status: 'CANCELLED' } }),
    });
    const view = renderWithRouter(<Return search={{ checkout: 'tx' }} onClear={() => undefined} />);
    expect(await screen.findByText(BOOKING_MESSAGES.requestSent)).toBeInTheDocument();
    view.unmount();
    renderWithRouter(<Return search={{ checkout: 'tx2', cancelled: '1' }} onClear={() => undefined} />);
    expect(await screen.findByText(CHECKOUT_RETURN_TEXT.checkoutCancelled)).toBeInTheDocument();
    expect(api.named('ConfirmCheckout')).toHaveLength(1);
    expect(api.named('CancelCheckout').map((operation) => operation.variables)).toEqual([
      { transactionId: 'tx2' },
    ]);
  });

  it("claims a shared ticket with the link's token, and waits for a visitor to sign in", async () => {
    const onSignIn = vi.fn();
    const api = mockGraphQL({
      ClaimSharedTicket: () => ({ claimSharedTicket: { ticketId: 'tk', status: 'ACTIVE' } }),
    });
    const visitor = renderWithRouter(
      <>
        <Return search={{ ticket: 'tk', token: 'secret' }} onClear={() => undefined} />
        <ClaimSignInPrompt onSignIn={onSignIn} />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_RETURN_TEXT.claimAction }));
    expect(onSignIn).toHaveBeenCalled();
    expect(api.named('ClaimSharedTicket')).toHaveLength(0);
    visitor.unmount();
    signInForTest();
    renderWithRouter(<Return search={{ ticket: 'tk', token: 'secret' }} onClear={() => undefined} />);
    expect(await screen.findByText(CHECKOUT_RETURN_TEXT.claimed)).toBeInTheDocument();
    expect(api.named('ClaimSharedTicket')[0]?.variables).toEqual({ ticketId: 'tk', token: 'secret' });
  });
});
