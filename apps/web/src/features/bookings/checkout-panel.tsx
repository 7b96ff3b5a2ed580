import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { usePurchaseTicketsMutation, useRsvpEventMutation } from '@/features/bookings/api/mutations';
import { type EventDetail, useTicketCost } from '@/features/bookings/api/queries';
import { CheckoutExtras } from '@/features/bookings/checkout-extras';
import { CHECKOUT_TEXT, referralMessageOf } from '@/features/bookings/checkout-text';
import { CostSummary } from '@/features/bookings/cost-summary';
import { PendingBookings } from '@/features/bookings/pending-bookings';
import { TicketChoice } from '@/features/bookings/ticket-quantities';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

export { CHECKOUT_TEXT } from '@/features/bookings/checkout-text';

type CheckoutPanelProps = {
  event: EventDetail;
  isVisitor: boolean;
  onSignIn: () => void;
  eventKey: readonly unknown[];
  /** A referral code from the link (`?ref=`): prefills the field, and goes with an RSVP too. */
  referralCode?: string;
};

/** How long the cost waits for the referral code to stop changing before asking the server again. */
const REFERRAL_DEBOUNCE_MS = 400;

/**
 * The checkout panel of the event page: ticket types with price and availability, quantities (at most 10
 * of a type), referral code, the host's questions, the waiver, the server's cost breakdown, then the
 * payment page (or, for a free basket, the tickets at once). Free events RSVP instead. Sold-out types offer
 * the waiting list. Visitors see the tickets and a sign-in button.
 */
export function CheckoutPanel({
  event,
  isVisitor,
  onSignIn,
  eventKey,
  referralCode: linkCode,
}: CheckoutPanelProps) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [referralCode, setReferralCode] = useState(linkCode ?? '');
  const [isGift, setIsGift] = useState(false);
  const [giftEmail, setGiftEmail] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [acceptWaiver, setAcceptWaiver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rsvpTicket, setRsvpTicket] = useState<string | null>(null);

  const activeTickets = event.tickets.filter((ticket) => ticket.isActive);
  const isFreeEvent = activeTickets.length > 0 && activeTickets.every((ticket) => ticket.price === 0);
  const freeAvailable = activeTickets.filter((ticket) => !ticket.isFull);
  const items = useMemo(
    () =>
      Object.entries(quantities)
        .filter(([, quantity]) => quantity > 0)
        .map(([eventTicketId, quantity]) => ({ eventTicketId, quantity })),
    [quantities],
  );
  // A ticket type that needs the host's approval makes a request, not a booking (docs/decisions/053).
  const needsApproval = (chosen: readonly { eventTicketId: string }[]) =>
    chosen.some(
      (item) => event.tickets.find((t) => t.eventTicketId === item.eventTicketId)?.isRequiredApproval,
    );
  const trimmedCode = referralCode.trim();
  const [costCode] = useDebouncedValue(trimmedCode, REFERRAL_DEBOUNCE_MS);
  const cost = useTicketCost(event.eventId, isVisitor || isFreeEvent ? [] : items, costCode);
  const waiver = event.optIns.privacyPolicy;
  const answerList = event.questions
    .map((question) => ({
      questionId: question.questionId,
      answer: (answers[question.questionId] ?? '').trim(),
    }))
    .filter((answer) => answer.answer.length > 0);

  // The hooks read the event again after these callbacks (not when leaving for the payment page).
  const purchase = usePurchaseTicketsMutation(
    eventKey,
    () => ({
      eventId: event.eventId,
      items,
      referralCode: trimmedCode || null,
      answers: answerList,
      acceptWaiver: waiver ? acceptWaiver : null,
      giftRecipientEmail: isGift ? giftEmail.trim() : null,
    }),
    {
      onMutate: () => setError(null),
      onSuccess: (checkout) => {
        if (checkout.paymentUrl) {
          window.location.assign(checkout.paymentUrl);
          return;
        }
        setQuantities({});
        notifySuccess(
          isGift
            ? CHECKOUT_TEXT.gifted
            : needsApproval(items)
              ? CHECKOUT_TEXT.requested
              : CHECKOUT_TEXT.booked,
        );
      },
      onError: (err) => setError(getErrorMessage(err)),
    },
  );
  const rsvp = useRsvpEventMutation(
    eventKey,
    () => ({
      eventId: event.eventId,
      eventTicketId: rsvpTicket ?? freeAvailable[0]?.eventTicketId ?? null,
      answers: answerList,
      acceptWaiver: waiver ? acceptWaiver : null,
      referralCode: trimmedCode || null,
    }),
    {
      onMutate: () => setError(null),
      onSuccess: () => {
        const chosen = rsvpTicket ?? freeAvailable[0]?.eventTicketId;
        notifySuccess(
          chosen && needsApproval([{ eventTicketId: chosen }])
            ? CHECKOUT_TEXT.requested
            : CHECKOUT_TEXT.booked,
        );
      },
      onError: (err) => setError(getErrorMessage(err)),
    },
  );

  const closedNotice =
    event.status === 'CANCELLED'
      ? CHECKOUT_TEXT.cancelled
      : event.status === 'DRAFT'
        ? CHECKOUT_TEXT.draft
        : event.isExpired
          ? CHECKOUT_TEXT.ended
          : null;
  const canBook = !isVisitor && closedNotice === null && activeTickets.length > 0;
  // One RSVP per person and event: once booked, the button shows where the viewer stands instead.
  const rsvpState =
    isFreeEvent && event.viewerTickets.length > 0
      ? event.viewerAttendeeState === 'PENDING'
        ? 'requested'
        : 'going'
      : null;
  // A bad code: the cost query (for the code it was asked with) or the last booking attempt said so.
  const costReferralError = costCode === trimmedCode ? referralMessageOf(cost.error) : null;
  const referralError = costReferralError ?? referralMessageOf(error);
  // Free events take a code only when the link brought one (RSVPs are attributed too).
  const showsReferral = !isFreeEvent || Boolean(linkCode);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="checkout-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="checkout-title">
          {isFreeEvent ? CHECKOUT_TEXT.rsvpTitle : CHECKOUT_TEXT.title}
        </Title>
        {!isVisitor ? <PendingBookings event={event} eventKey={eventKey} /> : null}
        {closedNotice ? (
          <AppAlert type={event.status === 'DRAFT' ? 'info' : 'warning'}>{closedNotice}</AppAlert>
        ) : null}
        {event.isAllInPricing && !isFreeEvent ? (
          <Text size="xs" c="gray.7">
            {CHECKOUT_TEXT.allIn}
          </Text>
        ) : null}
        <TicketChoice
          event={event}
          isVisitor={isVisitor}
          eventKey={eventKey}
          activeTickets={activeTickets}
          isFreeEvent={isFreeEvent}
          canBook={canBook}
          freeAvailable={freeAvailable}
          rsvpTicket={rsvpTicket}
          onRsvpTicket={setRsvpTicket}
          quantities={quantities}
          onQuantity={(eventTicketId, value) =>
            setQuantities((previous) => ({ ...previous, [eventTicketId]: value }))
          }
        />
        {isVisitor ? (
          <Stack gap="xs">
            <Text size="sm" c="gray.7">
              {CHECKOUT_TEXT.visitorHelp}
            </Text>
            <Button onClick={onSignIn}>{CHECKOUT_TEXT.signInToBook}</Button>
          </Stack>
        ) : null}
        {canBook ? (
          <>
            <CheckoutExtras
              event={event}
              isFreeEvent={isFreeEvent}
              showsReferral={showsReferral}
              referralCode={referralCode}
              onReferralCode={(code) => {
                setReferralCode(code);
                if (referralMessageOf(error)) setError(null);
              }}
              referralError={referralError}
              isGift={isGift}
              onGift={setIsGift}
              giftEmail={giftEmail}
              onGiftEmail={setGiftEmail}
              answers={answers}
              onAnswer={(questionId, value) =>
                setAnswers((previous) => ({ ...previous, [questionId]: value }))
              }
              acceptWaiver={acceptWaiver}
              onAcceptWaiver={setAcceptWaiver}
            />
            {!isFreeEvent ? <CostSummary itemCount={items.length} cost={cost} /> : null}
            {error && !referralMessageOf(error) ? <AppAlert type="danger">{error}</AppAlert> : null}
            {isFreeEvent && rsvpState ? (
              <>
                <Button size="md" disabled>
                  {rsvpState === 'requested' ? CHECKOUT_TEXT.rsvpRequested : CHECKOUT_TEXT.rsvpGoing}
                </Button>
                <Text size="sm" c="gray.7">
                  {rsvpState === 'requested' ? CHECKOUT_TEXT.rsvpRequestedHelp : CHECKOUT_TEXT.rsvpGoingHelp}
                </Text>
              </>
            ) : isFreeEvent ? (
              <Button
                size="md"
                onClick={() => rsvp.mutate()}
                loading={rsvp.isPending}
                disabled={freeAvailable.length === 0}
              >
                {CHECKOUT_TEXT.rsvp}
              </Button>
            ) : (
              <Button
                size="md"
                onClick={() => purchase.mutate()}
                loading={purchase.isPending}
                disabled={items.length === 0}
              >
                {cost.data && items.length > 0 && cost.data.total > 0
                  ? CHECKOUT_TEXT.checkout
                  : CHECKOUT_TEXT.getTickets}
              </Button>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
