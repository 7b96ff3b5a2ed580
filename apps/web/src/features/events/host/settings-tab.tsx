import { MultiSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { EVENT_LIMITS, SOCIAL_PROVIDERS } from '@repclub/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { EventFormValues } from '@/features/events/host/event-form';
import { SwitchField } from '@/features/events/host/switch-field';

export const SETTINGS_TEXT = {
  visibility: 'Visibility and pricing',
  isPrivate: 'Private event',
  isPrivateHelp: 'Reachable by link only; ticket types show to the team, invited people and attendees.',
  isListed: 'Listed in explore and search',
  isAllInPricing: 'All-in pricing',
  isAllInPricingHelp: 'Ticket prices include the fees: buyers pay the price you set.',
  requirements: 'Requirements',
  ageLimit: 'Age limit',
  minimumRepScore: 'Minimum rep score',
  optIns: 'Opt-ins',
  guestList: 'Guest list',
  guestCount: 'Show the guest count',
  publicPreview: 'Public preview',
  displayRepScore: 'Display rep score',
  qrPass: 'QR pass',
  guestsInvitingOthers: 'Guests may invite others',
  ageLimitOptIn: 'Check the age limit',
  questionRequirements: 'Ask the questions at checkout',
  socialAccountRequirements: 'Social accounts guests must connect',
  waiver: 'Waiver (privacy policy)',
  waiverEnabled: 'Ask buyers to accept a waiver',
  waiverHelp: 'Buyers accept it at checkout.',
  waiverTitle: 'Waiver title',
  waiverUrl: 'Waiver PDF link',
  waiverUrlHelp: 'A link to the PDF (https://…).',
  music: 'Music embed',
  musicEnabled: 'Embed a playlist on the event page',
  musicUrl: 'Playlist link',
  purchasePolicy: 'Ticket purchase policy',
} as const;

const socialLabel = (provider: string) =>
  ({
    tikTok: 'TikTok',
    youtube: 'YouTube',
    linkedin: 'LinkedIn',
    amazonmusic: 'Amazon Music',
  })[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);

const SOCIAL_OPTIONS = SOCIAL_PROVIDERS.map((provider) => ({
  value: provider,
  label: socialLabel(provider),
}));

const errorOf = (message: unknown) => (typeof message === 'string' ? message : undefined);

type Flag =
  | 'guestList'
  | 'guestCount'
  | 'publicPreview'
  | 'displayRepScore'
  | 'qrPass'
  | 'guestsInvitingOthers'
  | 'ageLimitOptIn'
  | 'questionRequirements';

const OPT_IN_FLAGS: readonly Flag[] = [
  'guestList',
  'guestCount',
  'publicPreview',
  'displayRepScore',
  'qrPass',
  'guestsInvitingOthers',
  'ageLimitOptIn',
  'questionRequirements',
];

function WholeNumberField({
  name,
  label,
  max,
}: {
  name: 'ageLimit' | 'minimumRepScore';
  label: string;
  max: number;
}) {
  const { control, formState } = useFormContext<EventFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          allowDecimal={false}
          allowNegative={false}
          min={0}
          max={max}
          error={errorOf(formState.errors[name]?.message)}
        />
      )}
    />
  );
}

/** The settings tab: visibility, all-in pricing, requirements, every opt-in, waiver, music. */
export function SettingsFields() {
  const { control, register, formState } = useFormContext<EventFormValues>();
  const errors = formState.errors;
  const [waiverEnabled, musicEnabled] = useWatch({ control, name: ['waiverEnabled', 'musicEnabled'] });
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {SETTINGS_TEXT.visibility}
        </Title>
        <SwitchField
          control={control}
          name="isPrivate"
          label={SETTINGS_TEXT.isPrivate}
          description={SETTINGS_TEXT.isPrivateHelp}
        />
        <SwitchField control={control} name="isListed" label={SETTINGS_TEXT.isListed} />
        <SwitchField
          control={control}
          name="isAllInPricing"
          label={SETTINGS_TEXT.isAllInPricing}
          description={SETTINGS_TEXT.isAllInPricingHelp}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {SETTINGS_TEXT.requirements}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <WholeNumberField name="ageLimit" label={SETTINGS_TEXT.ageLimit} max={EVENT_LIMITS.ageLimitMax} />
          <WholeNumberField
            name="minimumRepScore"
            label={SETTINGS_TEXT.minimumRepScore}
            max={EVENT_LIMITS.minimumRepScoreMax}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {SETTINGS_TEXT.optIns}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {OPT_IN_FLAGS.map((flag) => (
            <SwitchField control={control} name={flag} key={flag} label={SETTINGS_TEXT[flag]} />
          ))}
        </SimpleGrid>
        <Controller
          control={control}
          name="socialAccountRequirements"
          render={({ field }) => (
            <MultiSelect
              label={SETTINGS_TEXT.socialAccountRequirements}
              data={SOCIAL_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              clearable
              error={errorOf(errors.socialAccountRequirements?.message)}
            />
          )}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {SETTINGS_TEXT.waiver}
        </Title>
        <SwitchField
          control={control}
          name="waiverEnabled"
          label={SETTINGS_TEXT.waiverEnabled}
          description={SETTINGS_TEXT.waiverHelp}
        />
        {waiverEnabled ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={SETTINGS_TEXT.waiverTitle}
              withAsterisk
              maxLength={EVENT_LIMITS.titleMax}
              error={errorOf(errors.waiverTitle?.message)}
              {...register('waiverTitle')}
            />
            <TextInput
              label={SETTINGS_TEXT.waiverUrl}
              withAsterisk
              type="url"
              description={SETTINGS_TEXT.waiverUrlHelp}
              error={errorOf(errors.waiverUrl?.message)}
              {...register('waiverUrl')}
            />
          </SimpleGrid>
        ) : null}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {SETTINGS_TEXT.music}
        </Title>
        <SwitchField control={control} name="musicEnabled" label={SETTINGS_TEXT.musicEnabled} />
        {musicEnabled ? (
          <TextInput
            label={SETTINGS_TEXT.musicUrl}
            type="url"
            error={errorOf(errors.musicUrl?.message)}
            {...register('musicUrl')}
          />
        ) : null}
        <Textarea
          label={SETTINGS_TEXT.purchasePolicy}
          autosize
          minRows={2}
          maxLength={EVENT_LIMITS.termsMax}
          error={errorOf(errors.ticketTermsPurchasePolicy?.message)}
          {...register('ticketTermsPurchasePolicy')}
        />
      </Stack>
    </Stack>
  );
}
