// The tickets tab's dialog: add or edit a ticket type, with the buyer-pays preview.
import {
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
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EVENT_LIMITS, formatCents } from '@repclub/shared';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorOf, SwitchField, WholeNumberField } from '@/features/events/host/form-fields';
import { useUpsertEventTicketMutation } from '@/features/events/api/host-mutations';
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
import { notifySuccess } from '@/ui/toast';
import { TICKETS_TEXT } from './tickets-text';

export type EventData = NonNullable<EditorEvent>;

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
export function TicketModal({ event, ticket, onClose, onSaved }: TicketModalProps) {
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
