import {
  Anchor,
  Button,
  FileButton,
  Group,
  Input,
  MultiSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  EVENT_LIMITS,
  isMediaUrl,
  OPT_IN_HELP,
  SOCIAL_PROVIDERS,
  SOCIAL_PROVIDER_LABELS,
} from '@repclub/shared';
import { IconExternalLink, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { EventFormValues } from '@/features/events/host/event-form';
import { errorOf, SwitchField, WholeNumberField } from '@/features/events/host/form-fields';
import { uploadEventWaiver, WAIVER_ACCEPT } from '@/features/events/host/waiver-upload';
import { errorText } from '@/lib/error-message';

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
  waiverHelp: `Buyers accept it at checkout. ${OPT_IN_HELP.privacyPolicy}`,
  waiverTitle: 'Waiver title',
  waiverFile: 'Waiver PDF',
  waiverFileHelp: 'A PDF file of at most 10 MB.',
  uploadWaiver: 'Upload PDF',
  replaceWaiver: 'Replace',
  removeWaiver: 'Remove',
  viewWaiver: 'View PDF',
  music: 'Music embed',
  musicEnabled: 'Embed a playlist on the event page',
  musicUrl: 'Playlist link',
  purchasePolicy: 'Ticket purchase policy',
} as const;

const SOCIAL_OPTIONS = SOCIAL_PROVIDERS.map((provider) => ({
  value: provider,
  label: SOCIAL_PROVIDER_LABELS[provider] ?? provider,
}));

type Flag =
  | 'guestList'
  | 'guestCount'
  | 'publicPreview'
  | 'displayRepScore'
  | 'qrPass'
  | 'guestsInvitingOthers'
  | 'ageLimitOptIn'
  | 'questionRequirements';

/** What each flag does, one line under its switch (docs/decisions/086–089). */
export const OPT_IN_FLAG_HELP: Record<Flag, string> = {
  guestList: OPT_IN_HELP.guestList,
  guestCount: OPT_IN_HELP.guestCount,
  publicPreview: OPT_IN_HELP.publicPreview,
  displayRepScore: OPT_IN_HELP.displayRepScore,
  qrPass: OPT_IN_HELP.qrPass,
  guestsInvitingOthers: OPT_IN_HELP.guestsInvitingOthers,
  ageLimitOptIn: OPT_IN_HELP.ageLimit,
  questionRequirements: OPT_IN_HELP.questionRequirements,
};

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

/** Only web addresses become links (the server accepts nothing else; this guards an odd stored value). */

/**
 * The waiver's PDF (issue 6): uploaded to `POST /api/media/event-waiver`, whose URL becomes the form's
 * `waiverUrl` (the event's `privacyPolicy.fileUrl`). Once there is a file: View PDF (a new tab), Replace and
 * Remove.
 */
function WaiverFileField() {
  const { control, setValue, formState } = useFormContext<EventFormValues>();
  const waiverUrl = useWatch({ control, name: 'waiverUrl' });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const setUrl = (url: string) =>
    setValue('waiverUrl', url, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const handleFile = async (file: File | null) => {
    // The same file may be picked again after a refusal.
    resetRef.current?.();
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const { url } = await uploadEventWaiver(file);
      setUrl(url);
    } catch (error) {
      setUploadError(errorText(error));
    } finally {
      setUploading(false);
    }
  };
  const handleRemove = () => {
    setUploadError(null);
    setUrl('');
  };
  const error = uploadError ?? errorOf(formState.errors.waiverUrl?.message);
  return (
    <Input.Wrapper
      label={SETTINGS_TEXT.waiverFile}
      labelElement="div"
      withAsterisk
      description={SETTINGS_TEXT.waiverFileHelp}
      error={error ? <span role="alert">{error}</span> : undefined}
    >
      <Group gap="sm" mt={4}>
        {waiverUrl ? (
          <Anchor
            href={isMediaUrl(waiverUrl) ? waiverUrl : undefined}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            fw={600}
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconFileTypePdf size={16} aria-hidden />
              {SETTINGS_TEXT.viewWaiver}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
        <FileButton onChange={(file) => void handleFile(file)} accept={WAIVER_ACCEPT} resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size={waiverUrl ? 'xs' : 'sm'}
              loading={uploading}
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
            >
              {waiverUrl ? SETTINGS_TEXT.replaceWaiver : SETTINGS_TEXT.uploadWaiver}
            </Button>
          )}
        </FileButton>
        {waiverUrl ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            disabled={uploading}
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={handleRemove}
          >
            {SETTINGS_TEXT.removeWaiver}
          </Button>
        ) : null}
      </Group>
    </Input.Wrapper>
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
          <WholeNumberField
            control={control}
            name="ageLimit"
            label={SETTINGS_TEXT.ageLimit}
            max={EVENT_LIMITS.ageLimitMax}
            error={errorOf(formState.errors.ageLimit?.message)}
          />
          <WholeNumberField
            control={control}
            name="minimumRepScore"
            label={SETTINGS_TEXT.minimumRepScore}
            max={EVENT_LIMITS.minimumRepScoreMax}
            error={errorOf(formState.errors.minimumRepScore?.message)}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {SETTINGS_TEXT.optIns}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {OPT_IN_FLAGS.map((flag) => (
            <SwitchField
              control={control}
              name={flag}
              key={flag}
              label={SETTINGS_TEXT[flag]}
              description={OPT_IN_FLAG_HELP[flag]}
            />
          ))}
        </SimpleGrid>
        <Controller
          control={control}
          name="socialAccountRequirements"
          render={({ field }) => (
            <MultiSelect
              label={SETTINGS_TEXT.socialAccountRequirements}
              description={OPT_IN_HELP.socialAccountRequirements}
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
            <WaiverFileField />
          </SimpleGrid>
        ) : null}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {SETTINGS_TEXT.music}
        </Title>
        <SwitchField
          control={control}
          name="musicEnabled"
          label={SETTINGS_TEXT.musicEnabled}
          description={OPT_IN_HELP.musicEmbed}
        />
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
