import { Badge, Button, Group, NumberInput, Paper, Radio, Stack, Text } from '@mantine/core';
import { MAX_PER_TICKET_TYPE } from '@repclub/shared';
import { formatPrice, shownPrice } from '@/lib/format';
import {
  useJoinWaitingListMutation,
  useLeaveWaitingListMutation,
  useTicketWishListMutation,
} from '@/features/bookings/api/mutations';
import type { EventDetail, EventTicketType } from '@/features/bookings/api/queries';
import { CHECKOUT_TEXT } from '@/features/bookings/checkout-text';
import { notifyError, notifySuccess } from '@/ui/toast';

/**
 * A ticket type: its price everything included (what one ticket costs at checkout, with the host's price and
 * what is added under it; decision 115), availability, approval, its quantity (when on sale) or the waiting
 * list (when sold out).
 */
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
  const wish = useTicketWishListMutation(eventKey, ticket.eventTicketId, {
    onSuccess: (_changed, join) =>
      notifySuccess(join ? CHECKOUT_TEXT.joinedWishList : CHECKOUT_TEXT.leftWishList),
    onError: (error) => notifyError(error),
  });
  const open = event.status === 'PUBLISHED' && !event.isExpired;
  const allInPrice = shownPrice(ticket);
  return (
    <Paper withBorder radius="md" p="sm" style={{ borderLeft: `4px solid ${ticket.color}` }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{ticket.ticketType}</Text>
          <Text size="sm" fw={600} c="brand.8">
            {formatPrice(allInPrice, ticket.currency)}
          </Text>
          {allInPrice > ticket.price ? (
            <Text size="xs" c="gray.7">
              {CHECKOUT_TEXT.priceBreakdown(
                formatPrice(ticket.price, ticket.currency),
                formatPrice(allInPrice - ticket.price, ticket.currency),
                ticket.gratuityPercentage > 0,
              )}
            </Text>
          ) : null}
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
            {ticket.additionalGuests > 0 ? (
              <Badge color="gray" variant="light" size="sm">
                {CHECKOUT_TEXT.admits(1 + ticket.additionalGuests)}
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
      {open && !isVisitor && ticket.isFull && ticket.isEnabledWishList ? (
        ticket.viewerOnWishList ? (
          <Stack gap={6} mt="xs">
            <Text size="sm" c="gray.8">
              {CHECKOUT_TEXT.onWishList}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => wish.mutate(false)}
              loading={wish.isPending}
              w="fit-content"
            >
              {CHECKOUT_TEXT.leaveWishList}
            </Button>
          </Stack>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            mt={4}
            px={4}
            h="auto"
            py={4}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            onClick={() => wish.mutate(true)}
            loading={wish.isPending}
            w="fit-content"
          >
            {CHECKOUT_TEXT.joinWishList}
          </Button>
        )
      ) : null}
    </Paper>
  );
}

type TicketChoiceProps = {
  event: EventDetail;
  isVisitor: boolean;
  eventKey: readonly unknown[];
  /** The event's tickets on sale or sold out (not deactivated). */
  activeTickets: readonly EventTicketType[];
  isFreeEvent: boolean;
  canBook: boolean;
  /** A free event's ticket types that are not full: the RSVP chooses one of them when there are several. */
  freeAvailable: readonly EventTicketType[];
  rsvpTicket: string | null;
  onRsvpTicket: (eventTicketId: string | null) => void;
  quantities: Record<string, number>;
  onQuantity: (eventTicketId: string, quantity: number) => void;
};

/** The ticket types: none on sale, a free event's choice of ticket, or each type with its quantity. */
export function TicketChoice({
  event,
  isVisitor,
  eventKey,
  activeTickets,
  isFreeEvent,
  canBook,
  freeAvailable,
  rsvpTicket,
  onRsvpTicket,
  quantities,
  onQuantity,
}: TicketChoiceProps) {
  const waitingFor = new Set(
    event.viewerWaitingList
      .filter((entry) => entry.status === 'WAITING' || entry.status === 'OFFERED')
      .map((entry) => entry.eventTicketId),
  );
  return activeTickets.length === 0 ? (
    <Text size="sm" c="gray.7">
      {CHECKOUT_TEXT.noTickets}
    </Text>
  ) : isFreeEvent && canBook && freeAvailable.length > 1 ? (
    <Radio.Group
      label={CHECKOUT_TEXT.chooseFreeTicket}
      value={rsvpTicket ?? freeAvailable[0]?.eventTicketId ?? null}
      onChange={onRsvpTicket}
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
          onQuantity={isFreeEvent ? undefined : (value) => onQuantity(ticket.eventTicketId, value)}
          waiting={waitingFor.has(ticket.eventTicketId)}
          eventKey={eventKey}
        />
      ))}
    </Stack>
  );
}
