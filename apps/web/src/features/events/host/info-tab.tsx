import {
  ActionIcon,
  Anchor,
  Button,
  FileButton,
  Group,
  Image,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { EVENT_LIMITS, EVENT_TYPES } from '@repclub/shared';
import { IconExternalLink, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { uploadEventCover } from '@/features/events/host/cover-upload';
import {
  applyStartRule,
  type EventFormValues,
  keepWallClock,
  slugify,
} from '@/features/events/host/event-form';
import { useVenueTimeZone } from '@/features/events/api/host-queries';
import { ZonedDateTimeField } from '@/features/events/host/zoned-date-time';
import { COVER_FALLBACK, mapSearchUrl } from '@/lib/format';
import { IMAGE_ACCEPT } from '@/lib/media-upload';
import { errorText } from '@/lib/error-message';
import { errorOf, SwitchField } from '@/features/events/host/form-fields';
import classes from '@/features/events/host/host.module.css';

export const INFO_TEXT = {
  basics: 'Basics',
  eventType: 'Event type',
  name: 'Event name',
  slug: 'Event link',
  slugHelp: (slug: string) =>
    `${typeof window === 'undefined' ? '' : window.location.host}/events/${slug || '…'}`,
  description: 'Description',
  note: 'Note',
  noteHelp: 'Practical details for guests: dress code, what to bring, parking.',
  terms: 'Terms',
  cover: 'Cover image',
  coverHelp: 'JPEG, PNG, WEBP or GIF. Resized to at most 1000 × 1000 pixels before upload.',
  uploadCover: 'Upload cover',
  changeCover: 'Change cover',
  uploading: 'Uploading…',
  coverAlt: 'Event cover',
  when: 'Date and time',
  start: 'Starts',
  end: 'Ends',
  timeZone: 'Time zone',
  timeZoneFromVenue: "Set by the venue's location. Dates and times are the venue's local time.",
  startRule:
    'Start times step by 15 minutes; a start that is not in the future moves to the next quarter hour.',
  where: 'Location',
  address: 'Address',
  city: 'City',
  latitude: 'Latitude',
  longitude: 'Longitude',
  openMap: 'Check on the map',
  approvedOnly: 'Show the address to approved attendees only',
  radius: 'Location radius',
  radiusActive: 'Limit check-in and offers to a radius around the location',
  radiusValue: 'Radius',
  unit: 'Unit',
  faqs: 'FAQs',
  faqQuestion: (n: number) => `Question ${n}`,
  faqAnswer: (n: number) => `Answer ${n}`,
  addFaq: 'Add FAQ',
  removeFaq: (n: number) => `Remove FAQ ${n}`,
} as const;

export const eventTypeLabel = (type: string) =>
  type
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const EVENT_TYPE_OPTIONS = EVENT_TYPES.filter((type) => type !== 'NONE').map((type) => ({
  value: type,
  label: eventTypeLabel(type),
}));

function timeZoneOptions(current: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(current) || !current ? zones : [current, ...zones];
}

function CoverField() {
  const { control, setValue, formState } = useFormContext<EventFormValues>();
  const avatarUrl = useWatch({ control, name: 'avatarUrl' });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const handleFile = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const { url } = await uploadEventCover(file);
      setValue('avatarUrl', url, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    } catch (error) {
      setUploadError(errorText(error));
    } finally {
      setUploading(false);
    }
  };
  const error = uploadError ?? errorOf(formState.errors.avatarUrl?.message);
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {INFO_TEXT.cover}
      </Text>
      <div className={classes.coverFrame}>
        {avatarUrl ? (
          <Image
            src={avatarUrl}
            alt={INFO_TEXT.coverAlt}
            className={classes.cover}
            fallbackSrc={COVER_FALLBACK}
          />
        ) : (
          <div className={classes.coverEmpty}>
            <IconPhoto size={40} aria-hidden />
          </div>
        )}
      </div>
      <Group gap="sm">
        <FileButton onChange={(file) => void handleFile(file)} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={uploading}
              leftSection={<IconPhoto size={16} aria-hidden />}
            >
              {avatarUrl ? INFO_TEXT.changeCover : INFO_TEXT.uploadCover}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7">
          {INFO_TEXT.coverHelp}
        </Text>
      </Group>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function FaqFields() {
  const { control, register, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'faqs' });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {INFO_TEXT.faqs}
      </Title>
      {fields.map((field, index) => (
        <div key={field.id} className={classes.row}>
          <Stack gap="xs" style={{ flex: 1 }}>
            <TextInput
              label={INFO_TEXT.faqQuestion(index + 1)}
              maxLength={EVENT_LIMITS.faqQuestionMax}
              error={errorOf(formState.errors.faqs?.[index]?.question?.message)}
              {...register(`faqs.${index}.question`)}
            />
            <Textarea
              label={INFO_TEXT.faqAnswer(index + 1)}
              autosize
              minRows={2}
              maxLength={EVENT_LIMITS.faqAnswerMax}
              error={errorOf(formState.errors.faqs?.[index]?.answer?.message)}
              {...register(`faqs.${index}.answer`)}
            />
          </Stack>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={INFO_TEXT.removeFaq(index + 1)}
            onClick={() => remove(index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </div>
      ))}
      {errorOf(formState.errors.faqs?.message) ? (
        <Text size="sm" c="red.8">
          {errorOf(formState.errors.faqs?.message)}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append({ question: '', answer: '' })}
        disabled={fields.length >= EVENT_LIMITS.faqsMax}
        className={classes.alignStart}
      >
        {INFO_TEXT.addFaq}
      </Button>
    </Stack>
  );
}

/** The info tab: type, name, link, texts, cover, dates, location and radius, FAQs. */
export function InfoFields({ slugEdited, onSlugEdited }: { slugEdited: boolean; onSlugEdited: () => void }) {
  const { control, register, setValue, getValues, formState } = useFormContext<EventFormValues>();
  const errors = formState.errors;
  const [slug, timeZone, address, latitude, longitude, radiusActive] = useWatch({
    control,
    name: ['slug', 'timeZone', 'address', 'latitude', 'longitude', 'radiusActive'],
  });
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);
  const venueZone = useVenueTimeZone(latitude, longitude);
  /** Another zone, by the venue or by hand, keeps the wall-clock times typed so far (decision 111). */
  const changeTimeZone = useCallback(
    (to: string) => {
      const moved = keepWallClock(
        { startDate: getValues('startDate'), endDate: getValues('endDate') },
        getValues('timeZone'),
        to,
      );
      setValue('startDate', moved.startDate, { shouldDirty: true });
      setValue('endDate', moved.endDate, { shouldDirty: true });
      setValue('timeZone', to, { shouldDirty: true });
    },
    [getValues, setValue],
  );
  // The venue decides the zone (docs/decisions/052).
  useEffect(() => {
    if (!venueZone || venueZone === getValues('timeZone')) return;
    changeTimeZone(venueZone);
  }, [venueZone, getValues, changeTimeZone]);
  const validate = formState.isSubmitted;
  const nameField = register('displayName', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited)
        setValue('slug', slugify(event.target.value), { shouldDirty: true, shouldValidate: validate });
    },
  });
  const slugField = register('slug', { onChange: () => onSlugEdited() });
  const mapUrl =
    address.trim() || (latitude !== '' && longitude !== '')
      ? mapSearchUrl({
          address,
          latitude: latitude === '' ? null : latitude,
          longitude: longitude === '' ? null : longitude,
        })
      : null;

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {INFO_TEXT.basics}
        </Title>
        <Controller
          control={control}
          name="eventType"
          render={({ field }) => (
            <Select
              label={INFO_TEXT.eventType}
              data={EVENT_TYPE_OPTIONS}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'OTHER')}
              allowDeselect={false}
              error={errorOf(errors.eventType?.message)}
            />
          )}
        />
        <TextInput
          label={INFO_TEXT.name}
          withAsterisk
          maxLength={EVENT_LIMITS.displayNameMax}
          error={errorOf(errors.displayName?.message)}
          {...nameField}
        />
        <TextInput
          label={INFO_TEXT.slug}
          withAsterisk
          description={INFO_TEXT.slugHelp(slug)}
          maxLength={EVENT_LIMITS.slugMax}
          error={errorOf(errors.slug?.message)}
          {...slugField}
        />
        <Textarea
          label={INFO_TEXT.description}
          withAsterisk
          autosize
          minRows={4}
          maxLength={EVENT_LIMITS.descriptionMax}
          error={errorOf(errors.description?.message)}
          {...register('description')}
        />
        <Textarea
          label={INFO_TEXT.note}
          withAsterisk
          description={INFO_TEXT.noteHelp}
          autosize
          minRows={2}
          maxLength={EVENT_LIMITS.noteMax}
          error={errorOf(errors.note?.message)}
          {...register('note')}
        />
        <Textarea
          label={INFO_TEXT.terms}
          autosize
          minRows={2}
          maxLength={EVENT_LIMITS.termsMax}
          error={errorOf(errors.terms?.message)}
          {...register('terms')}
        />
      </Stack>
      <CoverField />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {INFO_TEXT.when}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <ZonedDateTimeField
                label={INFO_TEXT.start}
                value={field.value}
                timeZone={timeZone}
                error={errorOf(errors.startDate?.message)}
                onChange={(iso) => {
                  const next = applyStartRule(iso, {
                    startDate: field.value,
                    endDate: getValues('endDate'),
                  });
                  field.onChange(next.startDate);
                  setValue('endDate', next.endDate, { shouldDirty: true, shouldValidate: validate });
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <ZonedDateTimeField
                label={INFO_TEXT.end}
                value={field.value}
                timeZone={timeZone}
                error={errorOf(errors.endDate?.message)}
                onChange={field.onChange}
              />
            )}
          />
        </SimpleGrid>
        <Text size="xs" c="gray.7">
          {INFO_TEXT.startRule}
        </Text>
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <Select
              label={INFO_TEXT.timeZone}
              data={zones}
              value={field.value}
              searchable
              allowDeselect={false}
              limit={50}
              onChange={(value) => {
                if (value && value !== field.value) changeTimeZone(value);
              }}
              readOnly={venueZone !== null}
              description={venueZone ? INFO_TEXT.timeZoneFromVenue : undefined}
              error={errorOf(errors.timeZone?.message)}
            />
          )}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {INFO_TEXT.where}
        </Title>
        <TextInput
          label={INFO_TEXT.address}
          maxLength={EVENT_LIMITS.addressMax}
          error={errorOf(errors.address?.message)}
          {...register('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={INFO_TEXT.city}
            maxLength={EVENT_LIMITS.cityMax}
            error={errorOf(errors.city?.message)}
            {...register('city')}
          />
          <Controller
            control={control}
            name="latitude"
            render={({ field }) => (
              <NumberInput
                label={INFO_TEXT.latitude}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                decimalScale={6}
                min={-90}
                max={90}
                hideControls
                error={errorOf(errors.latitude?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="longitude"
            render={({ field }) => (
              <NumberInput
                label={INFO_TEXT.longitude}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                decimalScale={6}
                min={-180}
                max={180}
                hideControls
                error={errorOf(errors.longitude?.message)}
              />
            )}
          />
        </SimpleGrid>
        {mapUrl ? (
          <Anchor href={mapUrl} target="_blank" rel="noreferrer" size="sm" className={classes.alignStart}>
            <Group gap={4} component="span">
              {INFO_TEXT.openMap}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
        <SwitchField
          control={control}
          name="isOnlyVisibleToApprovedAttendees"
          label={INFO_TEXT.approvedOnly}
        />
        <SwitchField control={control} name="radiusActive" label={INFO_TEXT.radiusActive} />
        {radiusActive ? (
          <Group gap="sm" align="flex-start">
            <Controller
              control={control}
              name="radius"
              render={({ field }) => (
                <NumberInput
                  label={INFO_TEXT.radiusValue}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                  decimalScale={2}
                  hideControls
                  w={160}
                  error={errorOf(errors.radius?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="unitLengthType"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="radius-unit-label">
                    {INFO_TEXT.unit}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="radius-unit-label"
                    data={[
                      { value: 'mi', label: 'mi' },
                      { value: 'km', label: 'km' },
                    ]}
                    value={field.value}
                    onChange={(value) => field.onChange(value === 'km' ? 'km' : 'mi')}
                  />
                </Stack>
              )}
            />
          </Group>
        ) : null}
      </Stack>
      <FaqFields />
    </Stack>
  );
}
