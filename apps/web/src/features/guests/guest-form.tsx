import {
  ActionIcon,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { AGE_RANGES, GENDERS, GUEST_LIMITS, type GuestFields, guestFieldsSchema } from '@repclub/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import type { GuestInput } from '@/gql/graphql';
import type { GuestEvent, GuestItem } from './api/queries';

export const GUEST_FORM_TEXT = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  quantity: 'Guests (with plus-ones)',
  quantityHelp: 'The guest and the people they bring.',
  quantityOnlyOne: 'You can add a guest without plus-ones.',
  ticket: 'Guest ticket',
  noTicket: 'Guest list only (no ticket)',
  gender: 'Gender',
  ageRange: 'Age range',
  unknown: 'Not known',
  note: 'Note',
  customFields: 'Custom fields',
  fieldLabel: 'Label',
  fieldValue: 'Value',
  addField: 'Add field',
  removeField: (n: number) => `Remove custom field ${n}`,
  add: 'Add guest',
  save: 'Save changes',
  cancel: 'Cancel',
} as const;

type FormValues = {
  fullName: string;
  emailAddress: string;
  phoneNumber: string;
  note: string;
  quantity: number | string;
  eventTicketId: string | null;
  gender: string | null;
  ageRange: string | null;
  customFields: { key?: string; label: string; value: string }[];
};

const resolver = zodResolver(guestFieldsSchema) as unknown as Resolver<FormValues, unknown, GuestFields>;

function defaultsOf(guest: GuestItem | null): FormValues {
  return {
    fullName: guest?.fullName ?? '',
    emailAddress: guest?.emailAddress ?? '',
    phoneNumber: guest?.phoneNumber ?? '',
    note: guest?.note ?? '',
    quantity: guest?.quantity ?? 1,
    eventTicketId: guest?.eventTicketId ?? null,
    gender: guest?.recordedGender ?? null,
    ageRange: guest?.recordedAgeRange ?? null,
    customFields: guest?.customFields.map(({ key, label, value }) => ({ key, label, value })) ?? [],
  };
}

/** What the server takes: the schema's output, with "none" as null. */
export function toGuestInput(values: GuestFields): GuestInput {
  return {
    fullName: values.fullName,
    emailAddress: values.emailAddress ?? null,
    phoneNumber: values.phoneNumber ?? null,
    note: values.note || null,
    customFields: values.customFields,
    quantity: values.quantity,
    eventTicketId: values.eventTicketId ?? null,
    gender: values.gender ?? null,
    ageRange: values.ageRange ?? null,
  };
}

/** The add and edit form of a guest (react-hook-form with the shared schema). */
export function GuestForm({
  event,
  guest,
  submitting,
  onSubmit,
  onCancel,
}: {
  event: GuestEvent;
  guest: GuestItem | null;
  submitting: boolean;
  onSubmit: (input: GuestInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<FormValues, unknown, GuestFields>({ resolver, defaultValues: defaultsOf(guest) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'customFields' });
  const errors = form.formState.errors;
  const mayAddExtra = event.viewerPermissions.includes('CanAddExtraTicket');
  const mayAddVip = event.viewerPermissions.includes('CanAddVip');
  const tickets = event.tickets
    .filter((t) => mayAddVip || !t.isSpecialGuest || t.eventTicketId === guest?.eventTicketId)
    .map((t) => ({
      value: t.eventTicketId,
      label:
        t.balance?.availableAmount !== undefined
          ? `${t.ticketType} (${t.balance.availableAmount} left)`
          : t.ticketType,
    }));
  const handleSubmit = form.handleSubmit((values) => onSubmit(toGuestInput(values)));
  const alertProps = { role: 'alert' };

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      aria-label={guest ? GUEST_FORM_TEXT.save : GUEST_FORM_TEXT.add}
    >
      <Stack gap="sm">
        <TextInput
          label={GUEST_FORM_TEXT.fullName}
          required
          autoComplete="off"
          {...form.register('fullName')}
          error={errors.fullName?.message}
          errorProps={alertProps}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={GUEST_FORM_TEXT.email}
            type="email"
            autoComplete="off"
            {...form.register('emailAddress')}
            error={errors.emailAddress?.message}
            errorProps={alertProps}
          />
          <TextInput
            label={GUEST_FORM_TEXT.phone}
            type="tel"
            autoComplete="off"
            {...form.register('phoneNumber')}
            error={errors.phoneNumber?.message}
            errorProps={alertProps}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={GUEST_FORM_TEXT.quantity}
            type="number"
            min={1}
            max={mayAddExtra ? GUEST_LIMITS.quantityMax : Math.max(1, guest?.quantity ?? 1)}
            description={mayAddExtra ? GUEST_FORM_TEXT.quantityHelp : GUEST_FORM_TEXT.quantityOnlyOne}
            {...form.register('quantity')}
            error={errors.quantity?.message}
            errorProps={alertProps}
          />
          <Controller
            control={form.control}
            name="eventTicketId"
            render={({ field }) => (
              <Select
                label={GUEST_FORM_TEXT.ticket}
                placeholder={GUEST_FORM_TEXT.noTicket}
                data={tickets}
                clearable
                value={field.value}
                onChange={field.onChange}
                error={errors.eventTicketId?.message}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2 }}>
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <Select
                label={GUEST_FORM_TEXT.gender}
                placeholder={GUEST_FORM_TEXT.unknown}
                data={[...GENDERS]}
                clearable
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="ageRange"
            render={({ field }) => (
              <Select
                label={GUEST_FORM_TEXT.ageRange}
                placeholder={GUEST_FORM_TEXT.unknown}
                data={[...AGE_RANGES]}
                clearable
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          label={GUEST_FORM_TEXT.note}
          autosize
          minRows={2}
          {...form.register('note')}
          error={errors.note?.message}
          errorProps={alertProps}
        />
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            {GUEST_FORM_TEXT.customFields}
          </Text>
          {fields.map((field, index) => (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                aria-label={`${GUEST_FORM_TEXT.fieldLabel} ${index + 1}`}
                placeholder={GUEST_FORM_TEXT.fieldLabel}
                {...form.register(`customFields.${index}.label`)}
                error={errors.customFields?.[index]?.label?.message}
                errorProps={alertProps}
              />
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                aria-label={`${GUEST_FORM_TEXT.fieldValue} ${index + 1}`}
                placeholder={GUEST_FORM_TEXT.fieldValue}
                {...form.register(`customFields.${index}.value`)}
                error={errors.customFields?.[index]?.value?.message}
                errorProps={alertProps}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={GUEST_FORM_TEXT.removeField(index + 1)}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {fields.length < GUEST_LIMITS.customFieldsMax ? (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => append({ label: '', value: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              {GUEST_FORM_TEXT.addField}
            </Button>
          ) : null}
        </Stack>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {GUEST_FORM_TEXT.cancel}
          </Button>
          <Button type="submit" loading={submitting}>
            {guest ? GUEST_FORM_TEXT.save : GUEST_FORM_TEXT.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
