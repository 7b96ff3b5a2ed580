import { SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Input } from '@mantine/core';
import {
  OFFER_KIND_LABELS,
  OFFER_KINDS,
  OFFER_LIMITS,
  offerKindOfSubType,
  type OfferProgramType,
} from '@repclub/shared';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { OFFER_PROGRAMS, programOf } from '@/features/offers/offer-catalogue';
import { OFFER_TEXT } from '@/features/offers/offer-text';
import { useWizard } from '@/features/offers/wizard/wizard-context';
import { slugify } from '@/features/offers/wizard/wizard-form';

/** Step 1 (details): program and type, category, who sees it, name, link and description. */
export function DetailsStep({ locked }: { locked: boolean }) {
  const { form, errorOf } = useWizard();
  const { control, register, setValue } = form;
  const programType = useWatch({ control, name: 'details.programType' });
  const [slugTouched, setSlugTouched] = useState(Boolean(form.getValues('details.slug')));
  const program = programOf(programType);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={control}
          name="details.programType"
          render={({ field }) => (
            <Select
              label={OFFER_TEXT.program}
              data={OFFER_PROGRAMS.map((p) => ({ value: p.type, label: p.label }))}
              value={field.value}
              allowDeselect={false}
              disabled={locked}
              error={errorOf('details.programType')}
              onChange={(next) => {
                if (!next) return;
                field.onChange(next as OfferProgramType);
                const first = programOf(next)?.subTypes[0]?.value ?? '';
                setValue('details.subType', first);
                setValue('details.kind', next === 'reward-members' ? offerKindOfSubType(first) : null);
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="details.subType"
          render={({ field }) => (
            <Select
              label={OFFER_TEXT.subType}
              data={(program?.subTypes ?? []).map((s) => ({ value: s.value, label: s.label }))}
              value={field.value}
              allowDeselect={false}
              disabled={locked}
              description={program?.subTypes.find((s) => s.value === field.value)?.description}
              error={errorOf('details.subType')}
              onChange={(next) => {
                if (!next) return;
                field.onChange(next);
                if (programType === 'reward-members') setValue('details.kind', offerKindOfSubType(next));
              }}
            />
          )}
        />
      </SimpleGrid>
      {programType !== 'reward-members' ? (
        <Controller
          control={control}
          name="details.kind"
          render={({ field }) => (
            <Select
              label="Kind"
              data={OFFER_KINDS.map((kind) => ({ value: kind, label: OFFER_KIND_LABELS[kind] }))}
              value={field.value ?? 'OTHER'}
              allowDeselect={false}
              onChange={(next) => field.onChange(next)}
              error={errorOf('details.kind')}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="details.category"
        render={({ field }) => (
          <Input.Wrapper
            label={OFFER_TEXT.category}
            description={OFFER_TEXT.categoryHelp}
            error={errorOf('details.category')}
          >
            <SegmentedControl
              mt={4}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                if (next === 'Promotion') setValue('settings.maxWinners', null);
              }}
              data={[
                { value: 'Promotion', label: 'Promotion' },
                { value: 'Draw', label: 'Draw' },
              ]}
            />
          </Input.Wrapper>
        )}
      />
      <TextInput
        label={OFFER_TEXT.name}
        withAsterisk
        maxLength={OFFER_LIMITS.displayNameMax}
        error={errorOf('details.displayName')}
        {...register('details.displayName', {
          onChange: (event: { target: { value: string } }) => {
            if (!slugTouched) setValue('details.slug', slugify(event.target.value));
          },
        })}
      />
      <TextInput
        label="Offer link"
        description="Lower case letters, numbers and hyphens."
        withAsterisk
        maxLength={OFFER_LIMITS.slugMax}
        error={errorOf('details.slug')}
        {...register('details.slug', { onChange: () => setSlugTouched(true) })}
      />
      <Textarea
        label={OFFER_TEXT.description}
        autosize
        minRows={3}
        maxLength={OFFER_LIMITS.descriptionMax}
        error={errorOf('details.description')}
        {...register('details.description')}
      />
      <Controller
        control={control}
        name="details.access"
        render={({ field }) => (
          <Input.Wrapper label={OFFER_TEXT.access} error={errorOf('details.access')}>
            <SegmentedControl
              mt={4}
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'PUBLIC', label: 'Everyone' },
                { value: 'MEMBERS', label: 'Members only' },
              ]}
            />
          </Input.Wrapper>
        )}
      />
      {locked ? (
        <Text size="xs" c="gray.7">
          Members have taken part: the program and type can no longer change.
        </Text>
      ) : null}
    </Stack>
  );
}
