import { Button, Stack, Text } from '@mantine/core';
import { BOOKING_MESSAGES } from '@repclub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  useCancelCheckoutMutation,
  useClaimSharedTicketMutation,
  useConfirmCheckoutMutation,
} from '@/features/bookings/api/mutations';
import type { EventDetail } from '@/features/bookings/api/queries';
import { getErrorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';

/** What the event page says when the viewer comes back from the payment page or opens a claim link. */
export const CHECKOUT_RETURN_TEXT = {
  confirming: 'Confirming your payment…',
  paid: 'Payment received. You are going! Your tickets are below.',
  paidPending: "Payment received. Your booking is waiting for the host's approval.",
  chooseAgain: 'Choose tickets again',
  checkoutCancelled: 'Checkout cancelled. The tickets you held are available again.',
  claimTitle: 'A ticket was shared with you',
  claimSignIn: 'Sign in to claim the ticket someone shared with you.',
  claimAction: 'Sign in to claim',
  claiming: 'Claiming the ticket…',
  claimed: 'The ticket is yours. It is listed under Your tickets.',
} as const;

/** The event page's query parameters of a checkout coming back (`checkout`, `cancelled`) and of a claim link. */
export type CheckoutReturnSearch = { checkout?: string; cancelled?: string; ticket?: string; token?: string };

export type CheckoutReturnNotice = {
  type: 'success' | 'danger' | 'info';
  text: string;
  retry?: boolean;
} | null;

/** Runs the return from the payment page, and a shared ticket's claim link, once each. */
export function useCheckoutReturn(
  search: CheckoutReturnSearch,
  onClearSearch: () => void,
  eventKey: readonly unknown[],
) {
  const { isSignedIn } = useSession();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<CheckoutReturnNotice>(null);
  const handled = useRef<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKey });

  const confirm = useConfirmCheckoutMutation();
  const cancel = useCancelCheckoutMutation(eventKey);
  const claim = useClaimSharedTicketMutation(eventKey);

  useEffect(() => {
    if (!isSignedIn) return;
    const { checkout, cancelled, ticket, token } = search;
    const key = checkout
      ? `checkout:${checkout}:${cancelled ?? ''}`
      : ticket && token
        ? `claim:${ticket}`
        : null;
    if (!key || handled.current === key) return;
    handled.current = key;
    const run = async () => {
      try {
        if (checkout && cancelled) {
          await cancel.mutateAsync(checkout);
          setNotice({ type: 'info', text: CHECKOUT_RETURN_TEXT.checkoutCancelled });
        } else if (checkout) {
          setNotice({ type: 'info', text: CHECKOUT_RETURN_TEXT.confirming });
          const booking = await confirm.mutateAsync(checkout);
          // A paid booking of a ticket that needs approval is still a request (docs/decisions/053).
          await refresh();
          const state = queryClient.getQueryData<EventDetail>(eventKey)?.viewerAttendeeState;
          setNotice({
            type: 'success',
            text:
              // A request's payment is only reserved until the host approves (docs/decisions/114).
              booking.status === 'AUTHORIZED'
                ? BOOKING_MESSAGES.requestSent
                : booking.status === 'COMPLETED' && state !== 'PENDING'
                  ? CHECKOUT_RETURN_TEXT.paid
                  : CHECKOUT_RETURN_TEXT.paidPending,
          });
        } else if (ticket && token) {
          setNotice({ type: 'info', text: CHECKOUT_RETURN_TEXT.claiming });
          await claim.mutateAsync({ ticketId: ticket, token });
          setNotice({ type: 'success', text: CHECKOUT_RETURN_TEXT.claimed });
        }
      } catch (error) {
        setNotice({ type: 'danger', text: getErrorMessage(error), retry: Boolean(checkout && !cancelled) });
      }
      await refresh();
      onClearSearch();
    };
    void run();
    // The search is handled once per checkout or claim; the mutations are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSignedIn, search.checkout, search.cancelled, search.ticket, search.token]);

  return { notice, dismiss: () => setNotice(null) };
}

/** The outcome of a checkout coming back or of a claim; a failed checkout offers to choose tickets again. */
export function CheckoutReturnAlert({
  notice,
  onDismiss,
}: {
  notice: CheckoutReturnNotice;
  onDismiss: () => void;
}) {
  if (!notice) return null;
  return (
    <AppAlert type={notice.type} withCloseButton onClose={onDismiss}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{notice.text}</Text>
        {notice.retry ? (
          <Button size="xs" variant="light" color="red" onClick={onDismiss}>
            {CHECKOUT_RETURN_TEXT.chooseAgain}
          </Button>
        ) : null}
      </Stack>
    </AppAlert>
  );
}

/** A visitor who opened a shared ticket's claim link signs in first; the claim then runs by itself. */
export function ClaimSignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  return (
    <AppAlert type="info" title={CHECKOUT_RETURN_TEXT.claimTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{CHECKOUT_RETURN_TEXT.claimSignIn}</Text>
        <Button size="xs" onClick={onSignIn}>
          {CHECKOUT_RETURN_TEXT.claimAction}
        </Button>
      </Stack>
    </AppAlert>
  );
}
