import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPrice } from '@/lib/format';
import classes from '@/features/events/host/host.module.css';
import {
  useDeleteEventTicketMutation,
  useSetTicketTypesDisplayMutation,
} from '@/features/events/api/host-mutations';
import { type EditorTicket } from '@/features/events/host/ticket-form';
import { notifyError, notifySuccess } from '@/ui/toast';
import { type EventData, TicketModal } from './ticket-modal';
import { TICKETS_TEXT } from './tickets-text';

export { TICKETS_TEXT } from './tickets-text';

function TicketCard({
  ticket,
  clubName,
  onEdit,
  onDelete,
  onMove,
}: {
  ticket: EditorTicket;
  /** The rep club whose points pay for this ticket type, when it has a points price. */
  clubName: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
  /** Moves the type one place earlier (-1) or later (1); undefined at that end. */
  onMove: { up?: () => void; down?: () => void };
}) {
  const balance = ticket.balance;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.ticketCard}
      style={{ '--ticket-color': ticket.color } as React.CSSProperties}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{ticket.ticketType}</Text>
            {ticket.isRequiredApproval ? <Badge variant="light">{TICKETS_TEXT.approval}</Badge> : null}
            {ticket.isPrivate ? <Badge variant="outline">{TICKETS_TEXT.private}</Badge> : null}
            {ticket.isSpecialGuest ? (
              <Badge variant="light" color="yellow" c="dark.9">
                {TICKETS_TEXT.specialGuest}
              </Badge>
            ) : null}
            {!ticket.isActive ? <Badge color="gray.7">{TICKETS_TEXT.inactive}</Badge> : null}
            {ticket.isFull ? <Badge color="red">{TICKETS_TEXT.full}</Badge> : null}
          </Group>
          <Text size="sm">
            {formatPrice(ticket.price, ticket.currency)}
            {ticket.pointsPrice && clubName
              ? ` · ${TICKETS_TEXT.pointsPriceLine(ticket.pointsPrice, clubName)}`
              : ''}
            {ticket.repPoints ? ` · ${ticket.repPoints} rep points` : ''}
            {ticket.gratuityPercentage ? ` · ${ticket.gratuityPercentage}% gratuity` : ''}
          </Text>
          {balance ? (
            <Text size="xs" c="gray.7">
              {TICKETS_TEXT.sold(balance.releasedAmount, balance.limitedAmount)} ·{' '}
              {TICKETS_TEXT.available(balance.availableAmount)}
              {balance.lockedAmount ? ` · ${TICKETS_TEXT.held(balance.lockedAmount)}` : ''}
            </Text>
          ) : null}
          {ticket.additionalGuests > 0 || (ticket.isEnabledWishList && ticket.wishListCount) ? (
            <Text size="xs" c="gray.7">
              {[
                ticket.additionalGuests > 0 ? TICKETS_TEXT.admits(1 + ticket.additionalGuests) : null,
                ticket.isEnabledWishList && ticket.wishListCount
                  ? TICKETS_TEXT.wishList(ticket.wishListCount)
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={TICKETS_TEXT.moveUp(ticket.ticketType)}
            onClick={onMove.up}
            disabled={!onMove.up}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={TICKETS_TEXT.moveDown(ticket.ticketType)}
            onClick={onMove.down}
            disabled={!onMove.down}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={TICKETS_TEXT.edit(ticket.ticketType)} onClick={onEdit}>
            <IconEdit size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={TICKETS_TEXT.remove(ticket.ticketType)}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** The Tickets tab (editor tab `guest`): ticket types with add, edit and delete. */
export function TicketsTab({ event, onChanged }: { event: EventData; onChanged: () => Promise<void> }) {
  const [editing, setEditing] = useState<EditorTicket | 'new' | null>(null);
  // The hook reads the host's event lists again after this `onSuccess`.
  const remove = useDeleteEventTicketMutation({
    onSuccess: async () => {
      notifySuccess(TICKETS_TEXT.deleted);
      await onChanged();
    },
    onError: (error) => notifyError(error),
  });
  const handleDelete = (ticket: EditorTicket) =>
    modals.openConfirmModal({
      title: TICKETS_TEXT.deleteTitle,
      children: <Text size="sm">{TICKETS_TEXT.deleteText(ticket.ticketType)}</Text>,
      labels: { confirm: TICKETS_TEXT.delete, cancel: TICKETS_TEXT.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(ticket.eventTicketId),
    });
  const display = useSetTicketTypesDisplayMutation(event.eventId, {
    onSuccess: () => void onChanged(),
    onError: (error) => notifyError(error),
  });
  const ids = event.tickets.map((t) => t.eventTicketId);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    display.mutate(order);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {TICKETS_TEXT.title}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {TICKETS_TEXT.add}
        </Button>
      </Group>
      {event.tickets.length === 0 ? (
        <Stack align="center" ta="center" py="lg" gap="xs">
          <IconTicket size={40} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text fw={600}>{TICKETS_TEXT.emptyTitle}</Text>
          <Text size="sm" c="gray.7" maw={420}>
            {TICKETS_TEXT.emptyText}
          </Text>
        </Stack>
      ) : (
        <>
          {event.tickets.length > 1 ? (
            <Text size="sm" c="gray.7">
              {TICKETS_TEXT.orderHelp}
            </Text>
          ) : null}
          {event.tickets.map((ticket, index) => (
            <TicketCard
              key={ticket.eventTicketId}
              ticket={ticket}
              clubName={event.clubs.find((club) => club.id === ticket.pointsClubId)?.displayName}
              onEdit={() => setEditing(ticket)}
              onDelete={() => handleDelete(ticket)}
              onMove={{
                up: index > 0 && !display.isPending ? () => move(index, -1) : undefined,
                down: index < ids.length - 1 && !display.isPending ? () => move(index, 1) : undefined,
              }}
            />
          ))}
        </>
      )}
      {editing ? (
        <TicketModal
          event={event}
          ticket={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={onChanged}
        />
      ) : null}
    </Stack>
  );
}
