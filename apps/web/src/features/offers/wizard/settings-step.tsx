import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { OFFER_LIMITS, SOCIAL_PROVIDERS } from '@repclub/shared';
import { IconCurrentLocation, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { OFFER_TEXT } from '@/features/offers/offer-text';
import { NumberField, useWizard } from '@/features/offers/wizard/wizard-context';

export type Option = { value: string; label: string };

const SOCIAL_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  tikTok: 'TikTok',
  spotify: 'Spotify',
  twitch: 'Twitch',
  apple: 'Apple',
  linkedin: 'LinkedIn',
  amazonmusic: 'Amazon Music',
};

function LocationFields() {
  const { form, errorOf } = useWizard();
  const { control, setValue } = form;
  const location = useWatch({ control, name: 'settings.location' });
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const value = location ?? { latitude: Number.NaN, longitude: Number.NaN, radius: 100, unit: 'km' as const };
  const set = (patch: Partial<typeof value>) =>
    setValue('settings.location', { ...value, ...patch } as NonNullable<typeof location>);
  const num = (n: number) => (Number.isFinite(n) ? n : '');
  const useHere = () => {
    if (!('geolocation' in navigator)) {
      setLocateError('Your browser cannot share its position; enter the coordinates.');
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        set({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocateError('Your position could not be read; enter the coordinates.');
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Where members must be
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label="Latitude"
          decimalScale={6}
          min={-90}
          max={90}
          value={num(value.latitude)}
          onChange={(n) => set({ latitude: typeof n === 'number' ? n : Number.NaN })}
        />
        <NumberInput
          label="Longitude"
          decimalScale={6}
          min={-180}
          max={180}
          value={num(value.longitude)}
          onChange={(n) => set({ longitude: typeof n === 'number' ? n : Number.NaN })}
        />
        <NumberInput
          label="Radius"
          description="More than 0, at most 1000."
          min={0}
          max={1000}
          value={num(value.radius)}
          onChange={(n) => set({ radius: typeof n === 'number' ? n : Number.NaN })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Unit
          </Text>
          <SegmentedControl
            value={value.unit}
            onChange={(unit) => set({ unit: unit as 'mi' | 'km' })}
            data={[
              { value: 'km', label: 'km' },
              { value: 'mi', label: 'mi' },
            ]}
          />
        </Stack>
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
          loading={locating}
          onClick={useHere}
        >
          Use my current position
        </Button>
      </Group>
      {(locateError ?? errorOf('settings.location')) ? (
        <Text size="sm" c="red.8" role="alert">
          {locateError ?? errorOf('settings.location')}
        </Text>
      ) : null}
    </Stack>
  );
}

function SurveyFields() {
  const { form, errorOf } = useWizard();
  const { control, register } = form;
  const questions = useFieldArray({ control, name: 'settings.surveyQuestions' });
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Questions
      </Title>
      {questions.fields.map((field, index) => (
        <Group key={field.id} align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            label={`Question ${index + 1}`}
            maxLength={OFFER_LIMITS.surveyQuestionMax}
            error={errorOf(`settings.surveyQuestions.${index}`)}
            {...register(`settings.surveyQuestions.${index}.question`)}
          />
          <Controller
            control={control}
            name={`settings.surveyQuestions.${index}.isRequired`}
            render={({ field: f }) => (
              <Checkbox
                mb={8}
                label="Required"
                checked={f.value}
                onChange={(event) => f.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <ActionIcon
            mb={4}
            variant="subtle"
            color="red"
            aria-label={`Remove question ${index + 1}`}
            onClick={() => questions.remove(index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {errorOf('settings.surveyQuestions') && questions.fields.length === 0 ? (
        <Text size="sm" c="red.8" role="alert">
          {errorOf('settings.surveyQuestions')}
        </Text>
      ) : null}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        disabled={questions.fields.length >= OFFER_LIMITS.surveyQuestionsMax}
        onClick={() => questions.append({ question: '', isRequired: true })}
      >
        Add question
      </Button>
    </Stack>
  );
}

function DiscountBuckets() {
  const { form, errorOf } = useWizard();
  const { control } = form;
  const buckets = useFieldArray({ control, name: 'settings.discountBuckets' });
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Discounts
      </Title>
      <Text size="xs" c="gray.7">
        Members buying at least the minimum of points get the percent off.
      </Text>
      {buckets.fields.map((field, index) => (
        <Group key={field.id} align="flex-end" wrap="nowrap" gap="xs">
          <NumberField
            control={control}
            name={`settings.discountBuckets.${index}.minimumPoints`}
            label="Minimum points"
            min={1}
            allowDecimal={false}
            style={{ flex: 1 }}
          />
          <NumberField
            control={control}
            name={`settings.discountBuckets.${index}.percentOff`}
            label="Percent off"
            min={1}
            max={100}
            allowDecimal={false}
            style={{ flex: 1 }}
          />
          <ActionIcon
            mb={4}
            variant="subtle"
            color="red"
            aria-label={`Remove discount ${index + 1}`}
            onClick={() => buckets.remove(index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {errorOf('settings.discountBuckets') ? (
        <Text size="sm" c="red.8" role="alert">
          {errorOf('settings.discountBuckets')}
        </Text>
      ) : null}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        disabled={buckets.fields.length >= OFFER_LIMITS.discountBucketsMax}
        onClick={() => buckets.append({ minimumPoints: 100, percentOff: 10 })}
      >
        Add discount
      </Button>
    </Stack>
  );
}

/**
 * Step 4 (settings): limits, what the offer's type needs to be completed and verified, and what completing it
 * gives (points for earn points, a loyalty tier for earn status).
 */
export function SettingsStep({ ticketTypes, tiers }: { ticketTypes: Option[]; tiers: Option[] }) {
  const { form, errorOf } = useWizard();
  const { control, register } = form;
  const [programType, subType, category] = useWatch({
    control,
    name: ['details.programType', 'details.subType', 'details.category'],
  });
  const earn = programType === 'earn-points' || programType === 'earn-status';
  const buy = programType === 'buy-points';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField
          control={control}
          name="settings.maxParticipants"
          label={OFFER_TEXT.maxParticipants}
          description="Leave empty for no limit."
          min={1}
          allowDecimal={false}
          error={errorOf('settings.maxParticipants')}
        />
        {category === 'Draw' ? (
          <NumberField
            control={control}
            name="settings.maxWinners"
            label={OFFER_TEXT.maxWinners}
            withAsterisk
            min={1}
            allowDecimal={false}
            error={errorOf('settings.maxWinners')}
          />
        ) : null}
        {earn && subType === 'streak' ? (
          <NumberField
            control={control}
            name="settings.streakDays"
            label="Days in a row"
            withAsterisk
            min={2}
            allowDecimal={false}
            error={errorOf('settings.streakDays')}
          />
        ) : null}
        {subType === 'action-amount' || (buy && subType === 'streak') ? (
          <NumberField
            control={control}
            name="settings.requiredCount"
            label={subType === 'action-amount' ? 'Check-ins needed' : 'Purchases in a row'}
            withAsterisk
            min={1}
            allowDecimal={false}
            error={errorOf('settings.requiredCount')}
          />
        ) : null}
        {buy && (subType === 'bonus-buys' || subType === 'streak') ? (
          <NumberField
            control={control}
            name="settings.bonusPercent"
            label="Bonus percent"
            withAsterisk
            min={1}
            allowDecimal={false}
            error={errorOf('settings.bonusPercent')}
          />
        ) : null}
        {subType === 'download' || subType === 'interact' ? (
          <TextInput
            label={subType === 'download' ? 'Download link' : 'Page link'}
            description="Members open it through RepClub, which records the visit."
            withAsterisk
            placeholder="https://"
            error={errorOf('settings.linkUrl')}
            {...register('settings.linkUrl', { setValueAs: (v: string) => (v ? v : null) })}
          />
        ) : null}
        {subType === 'social-action' ? (
          <Controller
            control={control}
            name="settings.socialProvider"
            render={({ field }) => (
              <Select
                label="Social network"
                withAsterisk
                data={SOCIAL_PROVIDERS.map((p) => ({ value: p, label: SOCIAL_LABELS[p] ?? p }))}
                value={field.value}
                onChange={field.onChange}
                error={errorOf('settings.socialProvider')}
              />
            )}
          />
        ) : null}
        {subType === 'promo' ? (
          <TextInput
            label="Promo code"
            description="Members type this code in to complete the offer."
            withAsterisk
            maxLength={OFFER_LIMITS.promoCodeMax}
            error={errorOf('settings.promoCode')}
            {...register('settings.promoCode', { setValueAs: (v: string) => (v ? v : null) })}
          />
        ) : null}
        {subType === 'buy-product' ? (
          <Controller
            control={control}
            name="settings.ticketTypeId"
            render={({ field }) => (
              <Select
                label="Ticket members buy"
                withAsterisk
                searchable
                placeholder={
                  ticketTypes.length ? 'Choose a ticket' : 'Your club’s events have no tickets yet'
                }
                data={ticketTypes}
                value={field.value}
                onChange={field.onChange}
                error={errorOf('settings.ticketTypeId')}
              />
            )}
          />
        ) : null}
      </SimpleGrid>
      {subType === 'location' ? <LocationFields /> : null}
      {subType === 'survey' ? <SurveyFields /> : null}
      {buy && (subType === 'points-bundle' || subType === 'time-span') ? <DiscountBuckets /> : null}

      <Stack gap="sm">
        <Title order={3} size="h5">
          What members get
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {programType === 'earn-points' || programType === 'reward-members' || buy ? (
            <NumberField
              control={control}
              name="reward.points"
              label={buy ? 'Bonus points' : OFFER_TEXT.rewardPoints}
              withAsterisk={programType === 'earn-points'}
              min={1}
              allowDecimal={false}
              thousandSeparator=","
              error={errorOf('reward.points')}
            />
          ) : null}
          {programType === 'earn-status' ? (
            <Controller
              control={control}
              name="reward.tierLevel"
              render={({ field }) => (
                <Select
                  label="Loyalty tier reached"
                  withAsterisk
                  placeholder={tiers.length ? 'Choose a tier' : 'Your club has no loyalty tiers yet'}
                  data={tiers}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(next) => field.onChange(next === null ? null : Number(next))}
                  error={errorOf('reward.tierLevel')}
                />
              )}
            />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
