import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatCents, MAX_PER_TICKET_TYPE, REFERRAL_MESSAGES } from '@repclub/shared';
import { useMemo, useState } from 'react';
import { PdfViewer } from '@/ui/pdf-viewer';
import { formatEventDate, formatPrice } from '@/lib/format';
import {
  useCancelCheckoutMutation,
  useJoinWaitingListMutation,
  useLeaveWaitingListMutation,
  usePayWaitingListOfferMutation,
  usePurchaseTicketsMutation,
  useRsvpEventMutation,
} from '@/features/bookings/api/mutations';
import { type EventDetail, type EventTicketType, useTicketCost } from '@/features/bookings/api/queries';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifyError, notifySuccess } from '@/ui/toast';

export const CHECKOUT_TEXT = {
  title: 'Tickets',
  rsvpTitle: 'RSVP',
  quantity: (type: string) => `Quantity of ${type}`,
  left: (count: number) => `${count} left`,
  soldOut: 'Sold out',
  requiresApproval: 'Requires approval',
  allIn: 'Prices include all fees.',
  joinWaitingList: 'Join waiting list',
  leaveWaitingList: 'Leave waiting list',
  onWaitingList: "You're on the waiting list. We'll notify you when a ticket comes back.",
  joinedWaitingList: "You're on the waiting list. We'll notify you when a ticket comes back.",
  leftWaitingList: 'You left the waiting list.',
  referralCode: 'Referral code',
  referralFix: 'Correct or clear the referral code to see the total.',
  gift: 'Send these tickets as a gift',
  giftEmail: "Your friend's email",
  giftHelp: 'They need a RepClub account with this email. The tickets go to them; you pay.',
  gifted: 'Your gift is on its way: the tickets are in your friend’s account.',
  questions: 'Questions from the host',
  acceptWaiver: (title: string) => `I have read and accept the ${title}`,
  readWaiver: (title: string) => `Read the ${title}`,
  subtotal: 'Subtotal',
  gratuity: 'Gratuity',
  taxes: 'Taxes',
  serviceFee: 'Service fee',
  processingFee: 'Processing fee',
  total: 'Total',
  feesIncluded: 'All fees included',
  calculating: 'Calculating…',
  chooseTickets: 'Choose tickets to see the total.',
  checkout: 'Checkout',
  getTickets: 'Get tickets',
  rsvp: 'RSVP',
  rsvpGoing: 'Going',
  rsvpRequested: 'Requested',
  rsvpGoingHelp: 'You have RSVPed: your ticket is below.',
  rsvpRequestedHelp: 'You asked to attend: the host has not decided yet.',
  chooseFreeTicket: 'Ticket',
  booked: 'You are going! Your tickets are below.',
  requested: "Request sent. The host will review it; your tickets become valid once you're approved.",
  signInToBook: 'Sign in to get tickets',
  visitorHelp: 'Sign in or create an account to book tickets for this event.',
  noTickets: 'No tickets are on sale for this event yet.',
  ended: 'This event has ended.',
  cancelled: 'This event was cancelled.',
  draft: 'This event is a draft: only its team can see it, and tickets go on sale once it is published.',
  offerTitle: 'A ticket is waiting for you',
  offerText: (quantity: number, until: string) =>
    `${quantity} ticket${quantity === 1 ? ' came' : 's came'} back and ${quantity === 1 ? 'is' : 'are'} held for you until ${until}.`,
  claimOffer: 'Claim your ticket',
  openCheckoutTitle: 'Checkout in progress',
  openCheckoutText: (until: string) =>
    `Your tickets are held until ${until}. Pay for them, or cancel to choose again.`,
  cancelCheckout: 'Cancel checkout',
  checkoutCancelled: 'Checkout cancelled. The tickets you held are available again.',
} as const;

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
 * The server's message when it is about the referral code (it goes under the field): placed by the error's
 * `field`. An error without a field (e.g. from a test double) falls back to the referral message itself.
 */
const referralMessageOf = (error: unknown) => {
  if (!error) return null;
  if (error instanceof GraphQLRequestError && error.field !== undefined) {
    return error.field === 'referralCode' ? getErrorMessage(error) : null;
  }
  const message = getErrorMessage(error);
  return message === REFERRAL_MESSAGES.codeInvalid ? message : null;
};

function TicketRow({
  ticket,
  event,
  quantity,
  onQuantity,
  isVisitor,
  waiting,
  eventKey,
}: {
  ticket: EventTicketType;
  event: EventDetail;
  quantity: number;
  onQuantity?: (value: number) => void;
  isVisitor: boolean;
  waiting: boolean;
  eventKey: readonly unknown[];
}) {
  // The hooks read the event again after these callbacks.
  const join = useJoinWaitingListMutation(eventKey, ticket.eventTicketId, {
    onSuccess: () => notifySuccess(CHECKOUT_TEXT.joinedWaitingList),
    onError: (error) => notifyError(error),
  });
  const leave = useLeaveWaitingListMutation(eventKey, ticket.eventTicketId, {
    onSuccess: () => notifySuccess(CHECKOUT_TEXT.leftWaitingList),
    onError: (error) => notifyError(error),
  });
  const open = event.status === 'PUBLISHED' && !event.isExpired;
  return (
    <Paper withBorder radius="md" p="sm" style={{ borderLeft: `4px solid ${ticket.color}` }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{ticket.ticketType}</Text>
          <Text size="sm" fw={600} c="brand.8">
            {formatPrice(ticket.price, ticket.currency)}
          </Text>
          <Group gap={6}>
            {ticket.isFull ? (
              <Badge color="dark" variant="filled" size="sm">
                {CHECKOUT_TEXT.soldOut}
              </Badge>
            ) : ticket.balance ? (
              <Text size="xs" c="gray.7">
                {CHECKOUT_TEXT.left(ticket.balance.availableAmount)}
              </Text>
            ) : null}
            {ticket.isRequiredApproval ? (
              <Badge color="orange" variant="light" size="sm">
                {CHECKOUT_TEXT.requiresApproval}
              </Badge>
            ) : null}
          </Group>
          {ticket.note ? (
            <Text size="xs" c="gray.7">
              {ticket.note}
            </Text>
          ) : null}
        </Stack>
        {open && !isVisitor && !ticket.isFull && onQuantity ? (
          <NumberInput
            aria-label={CHECKOUT_TEXT.quantity(ticket.ticketType)}
            value={quantity}
            onChange={(value) => onQuantity(typeof value === 'number' ? value : Number(value) || 0)}
            min={0}
            max={MAX_PER_TICKET_TYPE}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            w={84}
          />
        ) : null}
      </Group>
      {open && !isVisitor && ticket.isFull ? (
        waiting ? (
          <Stack gap={6} mt="xs">
            <Text size="sm" c="gray.8">
              {CHECKOUT_TEXT.onWaitingList}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => leave.mutate()}
              loading={leave.isPending}
              w="fit-content"
            >
              {CHECKOUT_TEXT.leaveWaitingList}
            </Button>
          </Stack>
        ) : (
          <Button size="xs" variant="light" mt="xs" onClick={() => join.mutate()} loading={join.isPending}>
            {CHECKOUT_TEXT.joinWaitingList}
          </Button>
        )
      ) : null}
    </Paper>
  );
}

function CostLine({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {formatCents(cents)}
      </Text>
    </Group>
  );
}

/** Offers and open checkouts of the viewer (waiting-list offers are PENDING bookings too). */
function PendingBookings({ event, eventKey }: { event: EventDetail; eventKey: readonly unknown[] }) {
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
  const [waiverOpen, setWaiverOpen] = useState(false);
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

  const waitingFor = new Set(
    event.viewerWaitingList
      .filter((entry) => entry.status === 'WAITING' || entry.status === 'OFFERED')
      .map((entry) => entry.eventTicketId),
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
        {activeTickets.length === 0 ? (
          <Text size="sm" c="gray.7">
            {CHECKOUT_TEXT.noTickets}
          </Text>
        ) : isFreeEvent && canBook && freeAvailable.length > 1 ? (
          <Radio.Group
            label={CHECKOUT_TEXT.chooseFreeTicket}
            value={rsvpTicket ?? freeAvailable[0]?.eventTicketId ?? null}
            onChange={setRsvpTicket}
          >
            <Stack gap="xs" mt="xs">
              {freeAvailable.map((ticket) => (
                <Radio key={ticket.eventTicketId} value={ticket.eventTicketId} label={ticket.ticketType} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Stack gap="xs">
            {activeTickets.map((ticket) => (
              <TicketRow
                key={ticket.eventTicketId}
                ticket={ticket}
                event={event}
                isVisitor={isVisitor}
                quantity={quantities[ticket.eventTicketId] ?? 0}
                onQuantity={
                  isFreeEvent
                    ? undefined
                    : (value) => setQuantities((previous) => ({ ...previous, [ticket.eventTicketId]: value }))
                }
                waiting={waitingFor.has(ticket.eventTicketId)}
                eventKey={eventKey}
              />
            ))}
          </Stack>
        )}
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
            {showsReferral ? (
              <TextInput
                label={CHECKOUT_TEXT.referralCode}
                value={referralCode}
                onChange={(e) => {
                  setReferralCode(e.currentTarget.value);
                  if (referralMessageOf(error)) setError(null);
                }}
                error={referralError}
                autoComplete="off"
              />
            ) : null}
            {!isFreeEvent ? (
              <Stack gap={6}>
                <Checkbox
                  label={CHECKOUT_TEXT.gift}
                  checked={isGift}
                  onChange={(e) => setIsGift(e.currentTarget.checked)}
                />
                {isGift ? (
                  <TextInput
                    label={CHECKOUT_TEXT.giftEmail}
                    description={CHECKOUT_TEXT.giftHelp}
                    type="email"
                    value={giftEmail}
                    onChange={(e) => setGiftEmail(e.currentTarget.value)}
                    autoComplete="off"
                    required
                  />
                ) : null}
              </Stack>
            ) : null}
            {event.questions.length > 0 ? (
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  {CHECKOUT_TEXT.questions}
                </Text>
                {event.questions.map((question) => (
                  <TextInput
                    key={question.questionId}
                    label={question.question}
                    withAsterisk={question.isRequired}
                    required={question.isRequired}
                    value={answers[question.questionId] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setAnswers((previous) => ({ ...previous, [question.questionId]: value }));
                    }}
                  />
                ))}
              </Stack>
            ) : null}
            {waiver ? (
              <Stack gap={6}>
                <Checkbox
                  label={CHECKOUT_TEXT.acceptWaiver(waiver.title)}
                  checked={acceptWaiver}
                  onChange={(e) => setAcceptWaiver(e.currentTarget.checked)}
                />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setWaiverOpen(true)}
                  ta="left"
                >
                  {CHECKOUT_TEXT.readWaiver(waiver.title)}
                </Anchor>
                <Modal
                  opened={waiverOpen}
                  onClose={() => setWaiverOpen(false)}
                  title={waiver.title}
                  size="xl"
                  radius="lg"
                >
                  <PdfViewer file={waiver.fileUrl} title={waiver.title} height="70vh" />
                </Modal>
              </Stack>
            ) : null}
            {!isFreeEvent ? (
              <Stack gap={6} aria-live="polite">
                <Divider />
                {items.length === 0 ? (
                  <Text size="sm" c="gray.7">
                    {CHECKOUT_TEXT.chooseTickets}
                  </Text>
                ) : cost.isError && referralMessageOf(cost.error) ? (
                  <Text size="sm" c="gray.7">
                    {CHECKOUT_TEXT.referralFix}
                  </Text>
                ) : cost.isError ? (
                  <AppAlert type="danger">{getErrorMessage(cost.error)}</AppAlert>
                ) : !cost.data ? (
                  <Text size="sm" c="gray.7">
                    {CHECKOUT_TEXT.calculating}
                  </Text>
                ) : cost.data.isAllInPricing ? (
                  <>
                    <CostLine label={CHECKOUT_TEXT.total} cents={cost.data.total} strong />
                    <Text size="xs" c="gray.7">
                      {CHECKOUT_TEXT.feesIncluded}
                    </Text>
                  </>
                ) : (
                  <>
                    <CostLine label={CHECKOUT_TEXT.subtotal} cents={cost.data.subTotal} />
                    {cost.data.totalGratuity > 0 ? (
                      <CostLine label={CHECKOUT_TEXT.gratuity} cents={cost.data.totalGratuity} />
                    ) : null}
                    {cost.data.totalTaxes > 0 ? (
                      <CostLine label={CHECKOUT_TEXT.taxes} cents={cost.data.totalTaxes} />
                    ) : null}
                    <CostLine label={CHECKOUT_TEXT.serviceFee} cents={cost.data.serviceFee} />
                    <CostLine label={CHECKOUT_TEXT.processingFee} cents={cost.data.processingFee} />
                    <CostLine label={CHECKOUT_TEXT.total} cents={cost.data.total} strong />
                  </>
                )}
              </Stack>
            ) : null}
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
