import {
  ActionIcon,
  Button,
  ColorInput,
  FileButton,
  Group,
  Image,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CLUB_LIMITS,
  CLUB_MESSAGES,
  clubSlugSchema,
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
} from '@repclub/shared';
import { IconCheck, IconPhoto, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useClubSlugAvailable } from '@/features/clubs/api/queries';
import { uploadClubImage } from '@/features/clubs/club-image-upload';
import classes from '@/features/clubs/clubs.module.css';
import { errorText } from '@/lib/error-message';
import { IMAGE_ACCEPT } from '@/lib/media-upload';

export const FIELDS_TEXT = {
  slug: 'Club link',
  slugHelp: (slug: string) =>
    `${typeof window === 'undefined' ? '' : window.location.host}/rep-clubs/${slug || '…'}`,
  checking: 'Checking the link…',
  available: 'This link is free.',
  primary: 'Primary colour',
  secondary: 'Secondary colour',
  eyeDropper: (what: string) => `Pick the ${what.toLowerCase()} from the screen`,
  imageHelp: 'JPEG, PNG, WEBP or GIF. Resized to at most 1000 × 1000 pixels before upload.',
  upload: (what: string) => `Upload ${what}`,
  change: (what: string) => `Change ${what}`,
  remove: (what: string) => `Remove ${what}`,
  provider: 'Network',
  handle: 'Account name',
  addAccount: 'Add account',
  removeAccount: (provider: string) => `Remove ${provider} account`,
  noAccounts: 'No social accounts yet.',
  bio: 'Bio',
  access: 'Who can join',
  public: 'Anyone',
  private: 'By invite only',
  avatar: 'Club avatar',
  avatarWhat: 'avatar',
  cover: 'Cover image',
  coverWhat: 'cover',
};

/** A club link made from a name: lower case letters, numbers and single hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CLUB_LIMITS.slugMax)
    .replace(/-+$/g, '');
}

export type SlugState = 'idle' | 'checking' | 'available' | 'taken';

/**
 * The live availability of a link (debounced 400 ms; only valid links are asked about). `current` is the
 * club's own link, always free for it.
 */
export function useSlugAvailability(slug: string, clubId: string | null, current?: string): SlugState {
  const normalized = slug.trim().toLowerCase();
  const [debounced] = useDebouncedValue(normalized, 400);
  const ask = clubSlugSchema.safeParse(debounced).success && debounced !== current;
  const query = useClubSlugAvailable(ask ? debounced : '', clubId);
  if (normalized === current || !clubSlugSchema.safeParse(normalized).success) return 'idle';
  if (normalized !== debounced || query.isPending || query.isFetching) return 'checking';
  if (query.isError) return 'idle';
  return query.data ? 'available' : 'taken';
}

/** The link field: the public address under it, then whether it is free. */
export function SlugField({
  value,
  onChange,
  onBlur,
  error,
  state,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  state: SlugState;
}) {
  const valid = clubSlugSchema.safeParse(value).success;
  const stateError = state === 'taken' ? CLUB_MESSAGES.slugTaken : undefined;
  return (
    <Stack gap={4}>
      <TextInput
        label={FIELDS_TEXT.slug}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        description={FIELDS_TEXT.slugHelp(value)}
        error={error ?? stateError}
        maxLength={CLUB_LIMITS.slugMax}
        withAsterisk
        rightSection={
          state === 'checking' && valid ? (
            <Loader size={14} role="img" aria-label={FIELDS_TEXT.checking} />
          ) : state === 'available' ? (
            <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
          ) : state === 'taken' ? (
            <IconX size={16} color="var(--mantine-color-red-7)" aria-hidden />
          ) : null
        }
      />
      {state === 'available' && !error ? (
        <Text size="xs" c="green.8" role="status">
          {FIELDS_TEXT.available}
        </Text>
      ) : null}
    </Stack>
  );
}

export type ColorsValue = { primary: string; secondary: string };

/** The two colours of a club or a tier. */
export function ColorsFields({
  value,
  onChange,
  errors,
  labels = { primary: FIELDS_TEXT.primary, secondary: FIELDS_TEXT.secondary },
}: {
  value: ColorsValue;
  onChange: (value: ColorsValue) => void;
  errors?: { primary?: string; secondary?: string };
  labels?: { primary: string; secondary: string };
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <ColorInput
        label={labels.primary}
        value={value.primary}
        onChange={(primary) => onChange({ ...value, primary })}
        format="hex"
        eyeDropperButtonProps={{ 'aria-label': FIELDS_TEXT.eyeDropper(labels.primary) }}
        error={errors?.primary}
      />
      <ColorInput
        label={labels.secondary}
        value={value.secondary}
        onChange={(secondary) => onChange({ ...value, secondary })}
        format="hex"
        eyeDropperButtonProps={{ 'aria-label': FIELDS_TEXT.eyeDropper(labels.secondary) }}
        error={errors?.secondary}
      />
    </SimpleGrid>
  );
}

/**
 * An image of a club (avatar, cover, tier image): what is there, and a button that resizes and uploads a
 * picked file to POST /api/media/club-image and hands back its URL.
 */
export function ClubImageField({
  label,
  what,
  value,
  onChange,
  shape,
  onUploadingChange,
}: {
  label: string;
  what: string;
  value: string | null;
  onChange: (url: string | null) => void;
  shape: 'cover' | 'avatar' | 'tier';
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleFile = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    onUploadingChange?.(true);
    setError(null);
    try {
      const { url } = await uploadClubImage(file);
      onChange(url);
    } catch (uploadError) {
      setError(errorText(uploadError));
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  };
  const frame =
    shape === 'cover' ? classes.coverFrame : shape === 'avatar' ? classes.avatarFrame : classes.tierImage;
  return (
    <Stack gap={6}>
      {shape === 'tier' ? null : (
        <Text fw={500} size="sm">
          {label}
        </Text>
      )}
      <Group gap="sm" align="center" wrap={shape === 'cover' ? 'wrap' : 'nowrap'}>
        <div className={frame} style={shape === 'cover' ? undefined : { flex: 'none' }}>
          {value ? (
            <Image src={value} alt={label} className={classes.cover} />
          ) : (
            <div className={classes.imageEmpty}>
              <IconPhoto size={shape === 'cover' ? 40 : 24} aria-hidden />
            </div>
          )}
        </div>
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={(file) => void handleFile(file)} accept={IMAGE_ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  size={shape === 'tier' ? 'xs' : 'sm'}
                  variant="light"
                  loading={uploading}
                  aria-label={value ? FIELDS_TEXT.change(what) : FIELDS_TEXT.upload(what)}
                  leftSection={<IconPhoto size={16} aria-hidden />}
                >
                  {value ? FIELDS_TEXT.change(what) : FIELDS_TEXT.upload(what)}
                </Button>
              )}
            </FileButton>
            {value ? (
              <Button
                size={shape === 'tier' ? 'xs' : 'sm'}
                variant="subtle"
                color="red"
                onClick={() => onChange(null)}
              >
                {FIELDS_TEXT.remove(what)}
              </Button>
            ) : null}
          </Group>
          {shape === 'tier' ? null : (
            <Text size="xs" c="gray.7">
              {FIELDS_TEXT.imageHelp}
            </Text>
          )}
        </Stack>
      </Group>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export type SocialAccountValue = { provider: string; handle: string };

const providerLabel = (provider: string) => SOCIAL_PROVIDER_LABELS[provider] ?? provider;

/** The club's social accounts: a network (each once) and an account name per row. */
export function SocialAccountsEditor({
  value,
  onChange,
  error,
}: {
  value: SocialAccountValue[];
  onChange: (value: SocialAccountValue[]) => void;
  error?: string;
}) {
  const used = new Set(value.map((account) => account.provider));
  const free = SOCIAL_PROVIDERS.filter((provider) => !used.has(provider));
  const update = (index: number, change: Partial<SocialAccountValue>) =>
    onChange(value.map((account, i) => (i === index ? { ...account, ...change } : account)));
  return (
    <Stack gap="sm">
      {value.length === 0 ? (
        <Text size="sm" c="gray.7">
          {FIELDS_TEXT.noAccounts}
        </Text>
      ) : null}
      {value.map((account, index) => (
        <Group key={account.provider || index} gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={FIELDS_TEXT.provider}
            data={SOCIAL_PROVIDERS.filter((p) => p === account.provider || !used.has(p)).map((p) => ({
              value: p,
              label: providerLabel(p),
            }))}
            value={account.provider || null}
            onChange={(provider) => update(index, { provider: provider ?? '' })}
            allowDeselect={false}
            w={150}
            style={{ flex: 'none' }}
          />
          <TextInput
            label={FIELDS_TEXT.handle}
            value={account.handle}
            onChange={(event) => update(index, { handle: event.currentTarget.value.replace(/^@+/, '') })}
            placeholder="@"
            maxLength={CLUB_LIMITS.socialHandleMax}
            style={{ flex: 1, minWidth: 0 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={FIELDS_TEXT.removeAccount(providerLabel(account.provider))}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      {free.length > 0 && value.length < CLUB_LIMITS.socialAccountsMax ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...value, { provider: free[0]!, handle: '' }])}
          style={{ alignSelf: 'flex-start' }}
        >
          {FIELDS_TEXT.addAccount}
        </Button>
      ) : null}
    </Stack>
  );
}

export { providerLabel };

/** What the look and images sections edit: the create wizard's form and the Details tab's both hold these. */
export type ClubLookValues = {
  bio: string;
  colors: ColorsValue;
  access: 'PUBLIC' | 'PRIVATE';
  avatarUrl: string | null;
  coverUrl: string | null;
};

/**
 * Bio, the two colours and who can join, as the create wizard and the Details tab ask for them. Renders inside a
 * react-hook-form `FormProvider` whose values include ClubLookValues.
 */
export function ClubLookFields({ bioHelp }: { bioHelp?: string }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ClubLookValues>();
  const accessLabel = useId();
  return (
    <>
      <Textarea
        label={FIELDS_TEXT.bio}
        description={bioHelp}
        autosize
        minRows={3}
        maxLength={CLUB_LIMITS.bioMax}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <Controller
        control={control}
        name="colors"
        render={({ field }) => (
          <ColorsFields
            value={field.value}
            onChange={field.onChange}
            errors={{
              primary: errors.colors?.primary?.message,
              secondary: errors.colors?.secondary?.message,
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="access"
        render={({ field }) => (
          <Stack gap={4}>
            <Text fw={500} size="sm" id={accessLabel}>
              {FIELDS_TEXT.access}
            </Text>
            <SegmentedControl
              aria-labelledby={accessLabel}
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'PUBLIC', label: FIELDS_TEXT.public },
                { value: 'PRIVATE', label: FIELDS_TEXT.private },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
        )}
      />
    </>
  );
}

const CLUB_IMAGES = [
  { name: 'avatarUrl', label: FIELDS_TEXT.avatar, what: FIELDS_TEXT.avatarWhat, shape: 'avatar' },
  { name: 'coverUrl', label: FIELDS_TEXT.cover, what: FIELDS_TEXT.coverWhat, shape: 'cover' },
] as const;

/**
 * The club's avatar and cover image (inside the same `FormProvider`); `onUploadingChange` tells the form when an
 * upload starts and ends, so it can hold its submit meanwhile.
 */
export function ClubImagesFields({ onUploadingChange }: { onUploadingChange: (uploading: boolean) => void }) {
  const { control } = useFormContext<ClubLookValues>();
  return (
    <>
      {CLUB_IMAGES.map((image) => (
        <Controller
          key={image.name}
          control={control}
          name={image.name}
          render={({ field }) => (
            <ClubImageField
              label={image.label}
              what={image.what}
              shape={image.shape}
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={onUploadingChange}
            />
          )}
        />
      ))}
    </>
  );
}
