import { Button, Checkbox, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BOOKING_MESSAGES, GRATUITY_CHOICES } from '@repclub/shared';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { usePurchaseTicketsMutation, useRsvpEventMutation } from '@/features/bookings/api/mutations';
import { type EventDetail, useTicketCost } from '@/features/bookings/api/queries';
import { CheckoutExtras } from '@/features/bookings/checkout-extras';
import {
  type CheckoutFormValues,
  checkoutDefaults,
  itemsOf,
  placeServerError,
  pointsPriceOf,
  rsvpTicketOf,
  toPurchaseInput,
  toRsvpInput,
  validateInput,
} from '@/features/bookings/checkout-form';
import { CHECKOUT_TEXT, referralMessageOf } from '@/features/bookings/checkout-text';
import { CostSummary } from '@/features/bookings/cost-summary';
import { PendingBookings } from '@/features/bookings/pending-bookings';
import { TicketChoice } from '@/features/bookings/ticket-quantities';
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

/**
 * The buyer's gratuity (decision 115): the host's suggestion (the default) or one of the usual percentages. It
 * replaces the suggestion on the chosen ticket types that ask for a gratuity; the server checks and prices it.
 */
function GratuityChoice({
  presets,
  value,
  onChange,
}: {
  presets: readonly number[];
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const suggested = presets.length === 1 ? presets[0]! : null;
  const data = [
    { value: 'suggested', label: CHECKOUT_TEXT.gratuitySuggested(suggested) },
    ...GRATUITY_CHOICES.filter((percent) => percent !== suggested).map((percent) => ({
      value: String(percent),
      label: percent === 0 ? CHECKOUT_TEXT.gratuityNone : CHECKOUT_TEXT.gratuityPercent(percent),
    })),
  ];
  return (
    <Select
      label={CHECKOUT_TEXT.gratuityLabel}
      description={CHECKOUT_TEXT.gratuityHelp}
      data={data}
      value={value === null ? 'suggested' : String(value)}
      onChange={(next) => onChange(next === null || next === 'suggested' ? null : Number(next))}
      allowDeselect={false}
      checkIconPosition="right"
    />
  );
}

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
  const form = useForm<CheckoutFormValues>({ defaultValues: checkoutDefaults(linkCode) });
  const { control, clearErrors, formState, getValues, setValue } = form;
  const quantities = useWatch({ control, name: 'quantities' });
  const referralCode = useWatch({ control, name: 'referralCode' });
  const rsvpTicket = useWatch({ control, name: 'rsvpTicket' });
  const isGift = useWatch({ control, name: 'isGift' });
  const payWithPoints = useWatch({ control, name: 'payWithPoints' });
  const gratuity = useWatch({ control, name: 'gratuity' });

  const activeTickets = event.tickets.filter((ticket) => ticket.isActive);
  const isFreeEvent = activeTickets.length > 0 && activeTickets.every((ticket) => ticket.price === 0);
  const freeAvailable = activeTickets.filter((ticket) => !ticket.isFull);
  const items = useMemo(() => itemsOf(quantities), [quantities]);
  // Tickets priced in a rep club's points may be paid with them (docs/decisions/101); not a gift.
  const pointsPrice = isGift ? null : pointsPriceOf(event, quantities);
  const paysPoints = payWithPoints && pointsPrice !== null;
  // A ticket type that needs the host's approval makes a request, not a booking (docs/decisions/053).
  const needsApproval = (chosen: readonly { eventTicketId: string | number }[]) =>
    chosen.some(
      (item) => event.tickets.find((t) => t.eventTicketId === item.eventTicketId)?.isRequiredApproval,
    );
  const trimmedCode = referralCode.trim();
  const [costCode] = useDebouncedValue(trimmedCode, REFERRAL_DEBOUNCE_MS);
  // The host's suggested gratuities of the chosen ticket types that ask for one (decision 115).
  const gratuityPresets = [
    ...new Set(
      items
        .map(
          (item) =>
            event.tickets.find((t) => t.eventTicketId === item.eventTicketId)?.gratuityPercentage ?? 0,
        )
        .filter((percent) => percent > 0),
    ),
  ];
  const chosenGratuity = gratuityPresets.length > 0 && !paysPoints ? gratuity : null;
  const cost = useTicketCost(event.eventId, isVisitor || isFreeEvent ? [] : items, costCode, chosenGratuity);

  // The hooks read the event again after these callbacks (not when leaving for the payment page).
  const purchase = usePurchaseTicketsMutation(eventKey, () => toPurchaseInput(event, getValues()), {
    onSuccess: (checkout) => {
      if (checkout.paymentUrl) {
        window.location.assign(checkout.paymentUrl);
        return;
      }
      const values = getValues();
      setValue('quantities', {});
      notifySuccess(
        values.isGift
          ? CHECKOUT_TEXT.gifted
          : needsApproval(itemsOf(values.quantities))
            ? CHECKOUT_TEXT.requested
            : CHECKOUT_TEXT.booked,
      );
    },
    onError: (err) => placeServerError(form, err, toPurchaseInput(event, getValues())),
  });
  const rsvp = useRsvpEventMutation(eventKey, () => toRsvpInput(event, getValues()), {
    onSuccess: () => {
      const chosen = rsvpTicketOf(event, getValues());
      notifySuccess(
        chosen && needsApproval([{ eventTicketId: chosen }]) ? CHECKOUT_TEXT.requested : CHECKOUT_TEXT.booked,
      );
    },
    onError: (err) => placeServerError(form, err, toRsvpInput(event, getValues())),
  });
  /** Checks what would be sent with the shared schema, then sends it. */
  const send = (kind: 'purchase' | 'rsvp') => {
    clearErrors();
    const values = getValues();
    const input = kind === 'purchase' ? toPurchaseInput(event, values) : toRsvpInput(event, values);
    if (!validateInput(form, kind, input)) return;
    if (kind === 'purchase') purchase.mutate();
    else rsvp.mutate();
  };

  const closedNotice =
    event.status === 'CANCELLED'
      ? CHECKOUT_TEXT.cancelled
      : event.status === 'DRAFT'
        ? CHECKOUT_TEXT.draft
        : event.isExpired
          ? CHECKOUT_TEXT.ended
          : null;
  // The event's minimum rep score (docs/decisions/102): shown before trying; a viewer below it is told so here.
  const minimumRepScore = event.minimumRepScore ?? 0;
  const viewerRepScore = event.viewerRepScore ?? null;
  const belowMinimum = minimumRepScore > 0 && viewerRepScore !== null && viewerRepScore < minimumRepScore;
  const canBook = !isVisitor && closedNotice === null && activeTickets.length > 0 && !belowMinimum;
  // One RSVP per person and event: once booked, the button shows where the viewer stands instead.
  const rsvpState =
    isFreeEvent && event.viewerTickets.length > 0
      ? event.viewerAttendeeState === 'PENDING'
        ? 'requested'
        : 'going'
      : null;
  // A bad code: the cost query (for the code it was asked with) or the last booking attempt said so.
  const costReferralError = costCode === trimmedCode ? referralMessageOf(cost.error) : null;
  const referralError = costReferralError ?? formState.errors.referralCode?.message ?? null;
  const formError = formState.errors.root?.server?.message;
  // Free events take a code only when the link brought one (RSVPs are attributed too).
  const showsReferral = !isFreeEvent || Boolean(linkCode);

  return (
    <FormProvider {...form}>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="checkout-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="checkout-title">
            {isFreeEvent ? CHECKOUT_TEXT.rsvpTitle : CHECKOUT_TEXT.title}
          </Title>
          {!isVisitor ? <PendingBookings event={event} eventKey={eventKey} /> : null}
          {closedNotice ? (
            <AppAlert type={event.status === 'DRAFT' ? 'info' : 'warning'}>{closedNotice}</AppAlert>
          ) : null}
          {minimumRepScore > 0 && closedNotice === null ? (
            belowMinimum ? (
              <AppAlert type="warning">
                {BOOKING_MESSAGES.repScoreTooLow(minimumRepScore, viewerRepScore ?? 0)}
              </AppAlert>
            ) : (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {BOOKING_MESSAGES.repScoreRequirement(minimumRepScore)}
                </Text>
                {viewerRepScore !== null ? (
                  <Text size="xs" c="gray.7">
                    {BOOKING_MESSAGES.repScoreYours(viewerRepScore)}
                  </Text>
                ) : null}
              </Stack>
            )
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
            onRsvpTicket={(eventTicketId) => setValue('rsvpTicket', eventTicketId)}
            quantities={quantities}
            onQuantity={(eventTicketId, value) =>
              setValue('quantities', { ...getValues('quantities'), [eventTicketId]: value })
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
                referralError={referralError}
              />
              {!isFreeEvent && pointsPrice !== null ? (
                <Checkbox
                  label={CHECKOUT_TEXT.payWithPoints(pointsPrice)}
                  checked={payWithPoints}
                  onChange={(e) => setValue('payWithPoints', e.currentTarget.checked)}
                />
              ) : null}
              {!isFreeEvent && !paysPoints && gratuityPresets.length > 0 ? (
                <GratuityChoice
                  presets={gratuityPresets}
                  value={gratuity}
                  onChange={(value) => setValue('gratuity', value)}
                />
              ) : null}
              {paysPoints && pointsPrice !== null ? (
                <Text size="sm">{CHECKOUT_TEXT.pointsTaken(pointsPrice)}</Text>
              ) : !isFreeEvent ? (
                <CostSummary itemCount={items.length} cost={cost} />
              ) : null}
              {!isFreeEvent && !paysPoints && needsApproval(items) ? (
                <Text size="sm" c="gray.7">
                  {CHECKOUT_TEXT.chargedOnApproval}
                </Text>
              ) : null}
              {formError ? <AppAlert type="danger">{formError}</AppAlert> : null}
              {isFreeEvent && rsvpState ? (
                <>
                  <Button size="md" disabled>
                    {rsvpState === 'requested' ? CHECKOUT_TEXT.rsvpRequested : CHECKOUT_TEXT.rsvpGoing}
                  </Button>
                  <Text size="sm" c="gray.7">
                    {rsvpState === 'requested'
                      ? CHECKOUT_TEXT.rsvpRequestedHelp
                      : CHECKOUT_TEXT.rsvpGoingHelp}
                  </Text>
                </>
              ) : isFreeEvent ? (
                <Button
                  size="md"
                  onClick={() => send('rsvp')}
                  loading={rsvp.isPending}
                  disabled={freeAvailable.length === 0}
                >
                  {CHECKOUT_TEXT.rsvp}
                </Button>
              ) : (
                <Button
                  size="md"
                  onClick={() => send('purchase')}
                  loading={purchase.isPending}
                  disabled={items.length === 0}
                >
                  {paysPoints
                    ? CHECKOUT_TEXT.payPoints
                    : cost.data && items.length > 0 && cost.data.total > 0
                      ? needsApproval(items)
                        ? CHECKOUT_TEXT.requestToJoin
                        : CHECKOUT_TEXT.checkout
                      : CHECKOUT_TEXT.getTickets}
                </Button>
              )}
            </>
          ) : null}
        </Stack>
      </Paper>
    </FormProvider>
  );
}
