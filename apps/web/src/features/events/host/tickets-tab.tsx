import {
  ActionIcon,
  Badge,
  Button,
  Card,
  ColorInput,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { EVENT_LIMITS, formatCents } from '@repclub/shared';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatPrice } from '@/lib/format';
import { errorOf, SwitchField, WholeNumberField } from '@/features/events/host/form-fields';
import classes from '@/features/events/host/host.module.css';
import {
  useDeleteEventTicketMutation,
  useSetTicketTypesDisplayMutation,
  useUpsertEventTicketMutation,
} from '@/features/events/api/host-mutations';
import { type EditorEvent, useSimulatedCost } from '@/features/events/api/host-queries';
import {
  dollarsToCents,
  type EditorTicket,
  emptyTicketForm,
  ticketFormResolver,
  type TicketFormValues,
  ticketToForm,
  toTicketInput,
} from '@/features/events/host/ticket-form';
import { ZonedDateTimeField } from '@/features/events/host/zoned-date-time';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifyError, notifySuccess } from '@/ui/toast';

export const TICKETS_TEXT = {
  title: 'Ticket types',
  orderHelp: 'The event page lists ticket types in this order.',
  moveUp: (name: string) => `Show ${name} earlier`,
  moveDown: (name: string) => `Show ${name} later`,
  wishList: (count: number) => `${count} on the wish list`,
  admits: (people: number) => `Admits ${people}`,
  add: 'Add ticket type',
  emptyTitle: 'No ticket types yet',
  emptyText: 'Add at least one ticket type before publishing. A price of 0 makes a free RSVP ticket.',
  newTitle: 'New ticket type',
  editTitle: (name: string) => `Edit ${name}`,
  name: 'Ticket name',
  price: 'Price (USD)',
  priceHelp: 'In dollars; 0 for a free ticket.',
  repPoints: 'Rep points earned at check-in',
  pointsPrice: 'Points price',
  pointsPriceHelp: 'Optional: the ticket can also be bought with rep points.',
  pointsClub: 'Paid with points of',
  pointsClubPlaceholder: 'Choose a rep club',
  pointsClubHelp: "One of the event's rep clubs; buyers spend its points.",
  noClubs: 'Add the event to a rep club (Rep clubs tab) to sell this ticket for points.',
  pointsPriceLine: (points: number, club: string) => `${points} points of ${club}`,
  color: 'Colour',
  limitedAmount: 'Limited amount',
  limitedAmountHelp: 'How many of this ticket type exist.',
  additionalGuests: 'Additional guests per ticket',
  gratuity: 'Gratuity %',
  note: 'Note',
  isActive: 'On sale',
  isPrivate: 'Private (hidden from the public page)',
  isSpecialGuest: 'Special guest',
  isEnabledWishList: 'Wish list',
  isRequiredApproval: 'Requires approval',
  optInShowTicketAmount: 'Show how many are left',
  windowEnabled: 'Limit when it is visible',
  visibleStartAt: 'Visible from',
  visibleEndAt: 'Visible until',
  buyerPays: 'Buyer pays',
  youReceive: 'You receive',
  allIn: 'All-in pricing: fees are included in the price.',
  serviceFee: 'Service fee',
  processingFee: 'Processing fee',
  taxes: 'Taxes',
  gratuityLine: 'Gratuity',
  costUnavailable: 'Enter a valid price to see what a buyer pays.',
  save: 'Save ticket type',
  cancel: 'Cancel',
  saved: 'The ticket type was saved.',
  deleted: 'The ticket type was deleted.',
  deleteTitle: 'Delete ticket type',
  deleteText: (name: string) => `Delete ${name}? This cannot be undone.`,
  delete: 'Delete',
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  sold: (released: number, limit: number) => `${released} sold of ${limit}`,
  available: (n: number) => `${n} available`,
  held: (n: number) => `${n} held`,
  approval: 'Approval',
  private: 'Private',
  inactive: 'Not on sale',
  full: 'Sold out',
  specialGuest: 'Special guest',
} as const;

type EventData = NonNullable<EditorEvent>;

function CostPreview({
  price,
  gratuity,
  isAllInPricing,
}: {
  price: string;
  gratuity: number | '';
  isAllInPricing: boolean;
}) {
  const cents = dollarsToCents(price);
  const [item] = useDebouncedValue(
    cents === null ? null : { price: cents, quantity: 1, gratuityPercentage: gratuity === '' ? 0 : gratuity },
    300,
  );
  const cost = useSimulatedCost(item, isAllInPricing);
  if (cents === null) {
    return (
      <Text size="sm" c="gray.7">
        {TICKETS_TEXT.costUnavailable}
      </Text>
    );
  }
  if (cost.isError) return <AppAlert type="danger">{getErrorMessage(cost.error)}</AppAlert>;
  const data = cost.data;
  const rows: [string, number | undefined][] = [
    [TICKETS_TEXT.serviceFee, data?.serviceFee],
    [TICKETS_TEXT.processingFee, data?.processingFee],
    [TICKETS_TEXT.taxes, data?.totalTaxes],
    [TICKETS_TEXT.gratuityLine, data?.totalGratuity],
  ];
  return (
    <Card withBorder radius="md" padding="sm" aria-live="polite" aria-busy={cost.isFetching}>
      <Group justify="space-between">
        <Text fw={600}>{TICKETS_TEXT.buyerPays}</Text>
        <Text fw={700} size="lg" data-testid="buyer-pays">
          {data ? formatCents(data.total) : '…'}
        </Text>
      </Group>
      {isAllInPricing ? (
        <Text size="xs" c="gray.7">
          {TICKETS_TEXT.allIn}
        </Text>
      ) : null}
      <Table mt={4} fz="sm" withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td c="gray.7">{label}</Table.Td>
              <Table.Td ta="right">{value === undefined ? '…' : formatCents(value)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={600}>{TICKETS_TEXT.youReceive}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {data ? formatCents(data.hostBalance) : '…'}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}

type TicketModalProps = {
  event: EventData;
  ticket: EditorTicket | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
};

/** Add or edit one ticket type, with the buyer-pays preview. */
function TicketModal({ event, ticket, onClose, onSaved }: TicketModalProps) {
  const clubs = event.clubs;
  const form = useForm<TicketFormValues>({
    defaultValues: ticket
      ? ticketToForm(
          ticket,
          clubs.map((club) => club.id),
        )
      : emptyTicketForm(),
    resolver: ticketFormResolver,
  });
  const { control, register, handleSubmit, formState, setValue } = form;
  const errors = formState.errors;
  const [price, gratuity, windowEnabled] = useWatch({
    control,
    name: ['price', 'gratuityPercentage', 'windowEnabled'],
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useUpsertEventTicketMutation<TicketFormValues>(
    event.eventId,
    ticket?.eventTicketId ?? null,
    toTicketInput,
    {
      onSuccess: async () => {
        notifySuccess(TICKETS_TEXT.saved);
        await onSaved();
        onClose();
      },
      onError: (error) => setServerError(getErrorMessage(error)),
    },
  );
  const handleSave = handleSubmit((values) => {
    setServerError(null);
    save.mutate(values);
  });
  const handleWindow = (checked: boolean) => {
    setValue('windowEnabled', checked);
    if (checked && !form.getValues('visibleStartAt')) {
      setValue('visibleStartAt', new Date(Math.ceil(Date.now() / 900_000) * 900_000).toISOString());
      setValue('visibleEndAt', event.startDate);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={ticket ? TICKETS_TEXT.editTitle(ticket.ticketType) : TICKETS_TEXT.newTitle}
      size="lg"
    >
      <form onSubmit={(e) => void handleSave(e)} noValidate>
        <Stack gap="sm">
          {serverError ? <AppAlert type="danger">{serverError}</AppAlert> : null}
          <TextInput
            label={TICKETS_TEXT.name}
            withAsterisk
            maxLength={EVENT_LIMITS.ticketTypeMax}
            error={errorOf(errors.ticketType?.message)}
            data-autofocus
            {...register('ticketType')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={TICKETS_TEXT.price}
              withAsterisk
              inputMode="decimal"
              leftSection="$"
              description={TICKETS_TEXT.priceHelp}
              error={errorOf(errors.price?.message)}
              {...register('price')}
            />
            <WholeNumberField
              control={control}
              name="limitedAmount"
              label={TICKETS_TEXT.limitedAmount}
              description={TICKETS_TEXT.limitedAmountHelp}
              max={EVENT_LIMITS.limitedAmountMax}
              error={errorOf(errors.limitedAmount?.message)}
            />
            <WholeNumberField
              control={control}
              name="repPoints"
              label={TICKETS_TEXT.repPoints}
              max={EVENT_LIMITS.repPointsMax}
              error={errorOf(errors.repPoints?.message)}
            />
            <WholeNumberField
              control={control}
              name="gratuityPercentage"
              label={TICKETS_TEXT.gratuity}
              max={100}
              error={errorOf(errors.gratuityPercentage?.message)}
            />
            <WholeNumberField
              control={control}
              name="pointsPrice"
              label={TICKETS_TEXT.pointsPrice}
              description={TICKETS_TEXT.pointsPriceHelp}
              min={1}
              max={EVENT_LIMITS.repPointsMax}
              disabled={clubs.length === 0}
              error={errorOf(errors.pointsPrice?.message)}
            />
            <Controller
              control={control}
              name="pointsClubId"
              render={({ field }) => (
                <Select
                  label={TICKETS_TEXT.pointsClub}
                  placeholder={clubs.length > 0 ? TICKETS_TEXT.pointsClubPlaceholder : undefined}
                  description={clubs.length > 0 ? TICKETS_TEXT.pointsClubHelp : TICKETS_TEXT.noClubs}
                  data={clubs.map((club) => ({ value: club.id, label: club.displayName }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  clearable
                  allowDeselect
                  disabled={clubs.length === 0}
                  error={errorOf(errors.pointsClubId?.message)}
                />
              )}
            />
            <WholeNumberField
              control={control}
              name="additionalGuests"
              label={TICKETS_TEXT.additionalGuests}
              max={EVENT_LIMITS.additionalGuestsMax}
              error={errorOf(errors.additionalGuests?.message)}
            />
            <Controller
              control={control}
              name="color"
              render={({ field }) => (
                <ColorInput
                  label={TICKETS_TEXT.color}
                  value={field.value}
                  onChange={field.onChange}
                  format="hex"
                  error={errorOf(errors.color?.message)}
                />
              )}
            />
          </SimpleGrid>
          <CostPreview price={price} gratuity={gratuity} isAllInPricing={event.isAllInPricing} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <SwitchField control={control} name="isActive" label={TICKETS_TEXT.isActive} />
            <SwitchField
              control={control}
              name="isRequiredApproval"
              label={TICKETS_TEXT.isRequiredApproval}
            />
            <SwitchField control={control} name="isPrivate" label={TICKETS_TEXT.isPrivate} />
            <SwitchField control={control} name="isSpecialGuest" label={TICKETS_TEXT.isSpecialGuest} />
            <SwitchField control={control} name="isEnabledWishList" label={TICKETS_TEXT.isEnabledWishList} />
            <SwitchField
              control={control}
              name="optInShowTicketAmount"
              label={TICKETS_TEXT.optInShowTicketAmount}
            />
          </SimpleGrid>
          <Switch
            label={TICKETS_TEXT.windowEnabled}
            checked={windowEnabled}
            onChange={(e) => handleWindow(e.currentTarget.checked)}
          />
          {windowEnabled ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="visibleStartAt"
                render={({ field }) => (
                  <ZonedDateTimeField
                    label={TICKETS_TEXT.visibleStartAt}
                    value={field.value}
                    timeZone={event.timeZone}
                    onChange={field.onChange}
                    error={errorOf(errors.visibleStartAt?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="visibleEndAt"
                render={({ field }) => (
                  <ZonedDateTimeField
                    label={TICKETS_TEXT.visibleEndAt}
                    value={field.value}
                    timeZone={event.timeZone}
                    onChange={field.onChange}
                    error={errorOf(errors.visibleEndAt?.message)}
                  />
                )}
              />
            </SimpleGrid>
          ) : null}
          <Textarea
            label={TICKETS_TEXT.note}
            autosize
            minRows={2}
            maxLength={EVENT_LIMITS.ticketNoteMax}
            error={errorOf(errors.note?.message)}
            {...register('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {TICKETS_TEXT.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {TICKETS_TEXT.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

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
