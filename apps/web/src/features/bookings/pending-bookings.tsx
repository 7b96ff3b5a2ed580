import { BOOKING_MESSAGES } from '@repclub/shared';
import { Button, Stack, Text } from '@mantine/core';
import { formatEventDate } from '@/lib/format';
import { useCancelCheckoutMutation, usePayWaitingListOfferMutation } from '@/features/bookings/api/mutations';
import type { EventDetail } from '@/features/bookings/api/queries';
import { CHECKOUT_TEXT } from '@/features/bookings/checkout-text';
import { AppAlert } from '@/ui/app-alert';
import { notifyError, notifySuccess } from '@/ui/toast';

/**
 * Offers, open checkouts and paid requests of the viewer (waiting-list offers are PENDING bookings too; a request
 * whose payment is reserved is AUTHORIZED until the host answers, docs/decisions/114).
 */
export function PendingBookings({ event, eventKey }: { event: EventDetail; eventKey: readonly unknown[] }) {
  // The hooks read the event again after these callbacks (not when leaving for the payment page).
  const pay = usePayWaitingListOfferMutation(eventKey, {
    onSuccess: (checkout) => {
      if (checkout.paymentUrl) window.location.assign(checkout.paymentUrl);
      else notifySuccess(CHECKOUT_TEXT.booked);
    },
    onError: (error) => notifyError(error),
  });
  const cancel = useCancelCheckoutMutation(eventKey, {
    onSuccess: () => notifySuccess(CHECKOUT_TEXT.checkoutCancelled),
    onError: (error) => notifyError(error),
  });
  return (
    <>
      {event.viewerPendingBookings.map((booking) => {
        const until = booking.expiresAt ? formatEventDate(booking.expiresAt, event.timeZone) : '';
        if (booking.status === 'AUTHORIZED')
          return (
            <AppAlert key={booking.transactionId} type="info" title={null}>
              <Stack gap={4}>
                <Text size="sm">{BOOKING_MESSAGES.requestSent}</Text>
                {until ? <Text size="sm">{CHECKOUT_TEXT.requestLapses(until)}</Text> : null}
              </Stack>
            </AppAlert>
          );
        return booking.isWaitingListOffer ? (
          <AppAlert key={booking.transactionId} type="success" title={CHECKOUT_TEXT.offerTitle}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{CHECKOUT_TEXT.offerText(booking.quantity, until)}</Text>
              <Button size="sm" onClick={() => pay.mutate(booking.transactionId)} loading={pay.isPending}>
                {CHECKOUT_TEXT.claimOffer}
              </Button>
            </Stack>
          </AppAlert>
        ) : (
          <AppAlert key={booking.transactionId} type="warning" title={CHECKOUT_TEXT.openCheckoutTitle}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{CHECKOUT_TEXT.openCheckoutText(until)}</Text>
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => cancel.mutate(booking.transactionId)}
                loading={cancel.isPending}
              >
                {CHECKOUT_TEXT.cancelCheckout}
              </Button>
            </Stack>
          </AppAlert>
        );
      })}
    </>
  );
}
