import { Anchor, Box, Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@repclub/shared';
import {
  IconBrandAmazon,
  IconBrandApple,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandSpotify,
  IconBrandTiktok,
  IconBrandTwitch,
  IconBrandX,
  IconBrandYoutube,
  IconExternalLink,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ProfilePage, ProfileSection } from '@/ui/profile-page';
import classes from '@/features/users/social-media-page.module.css';
import {
  SOCIAL_PROVIDER_LINKS,
  socialDisplayValue,
  socialProfileUrl,
} from '@/features/users/social-media-links';
import { useRemoveSocialMediaMutation, useSetSocialMediaMutation } from '@/features/users/api/mutations';
import { type SocialMedias, useMySocialMedias } from '@/features/users/api/queries';
import { getErrorMessage } from '@/lib/error-message';
import { LoadError, LoadingState } from '@/ui/load-state';
import { notifyError, notifySuccess } from '@/ui/toast';

/** Texts of this page the spec does not give (docs/decisions/027). */
export const SOCIAL_PAGE_TEXT = {
  title: 'Social media',
  description: 'Link your accounts so people can find you elsewhere.',
  section: 'Your accounts',
  sectionDescription: 'Enter a handle (like @repclub) or a link starting with https://.',
  notAdded: 'Not added',
  add: 'Add',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Remove',
  fieldLabel: (label: string) => `${label} handle or link`,
  preview: 'Link preview:',
  saved: (label: string) => `Your ${label} account has been saved.`,
  removed: (label: string) => `Your ${label} account has been removed.`,
} as const;

const PROVIDER_ICONS: Record<SocialProvider, Icon> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  youtube: IconBrandYoutube,
  tikTok: IconBrandTiktok,
  spotify: IconBrandSpotify,
  twitch: IconBrandTwitch,
  apple: IconBrandApple,
  linkedin: IconBrandLinkedin,
  amazonmusic: IconBrandAmazon,
};

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" className={classes.link}>
      {children}
      <IconExternalLink size={14} stroke={1.75} aria-hidden style={{ marginLeft: 4, verticalAlign: -2 }} />
    </Anchor>
  );
}

/** One provider: its icon and current account, with edit (handle or link, with a preview) and remove. */
function SocialMediaRow({ provider, value }: { provider: SocialProvider; value: string | null }) {
  const { label } = SOCIAL_PROVIDER_LINKS[provider];
  const ProviderIcon = PROVIDER_ICONS[provider];
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetSocialMediaMutation();
  const remove = useRemoveSocialMediaMutation();

  const startEditing = () => {
    setDraft(value ?? '');
    setError(null);
    setEditing(true);
  };

  const handleSave = () => {
    setError(null);
    save.mutate(
      { provider, value: draft },
      {
        onSuccess: () => {
          setEditing(false);
          notifySuccess(SOCIAL_PAGE_TEXT.saved(label));
        },
        onError: (err) => setError(getErrorMessage(err)),
      },
    );
  };

  const handleRemove = () =>
    remove.mutate(provider, {
      onSuccess: () => {
        setEditing(false);
        notifySuccess(SOCIAL_PAGE_TEXT.removed(label));
      },
      onError: (err) => notifyError(err),
    });

  const currentUrl = value ? socialProfileUrl(provider, value) : null;
  const previewUrl = socialProfileUrl(provider, draft);

  return (
    <li className={classes.row} data-testid={`social-${provider}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <ProviderIcon size={22} stroke={1.75} />
          </ThemeIcon>
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {label}
            </Text>
            {value === null ? (
              <Text size="sm" c="gray.7">
                {SOCIAL_PAGE_TEXT.notAdded}
              </Text>
            ) : currentUrl ? (
              <ExternalLink href={currentUrl}>{socialDisplayValue(value)}</ExternalLink>
            ) : (
              <Text size="sm">{value}</Text>
            )}
          </Box>
        </Group>
        {editing ? null : (
          <Group gap={4} wrap="nowrap">
            <Button
              variant="light"
              size="compact-sm"
              onClick={startEditing}
              aria-label={`${value === null ? SOCIAL_PAGE_TEXT.add : SOCIAL_PAGE_TEXT.edit} ${label}`}
            >
              {value === null ? SOCIAL_PAGE_TEXT.add : SOCIAL_PAGE_TEXT.edit}
            </Button>
            {value !== null ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                loading={remove.isPending}
                onClick={handleRemove}
                aria-label={`${SOCIAL_PAGE_TEXT.remove} ${label}`}
              >
                {SOCIAL_PAGE_TEXT.remove}
              </Button>
            ) : null}
          </Group>
        )}
      </Group>
      {editing ? (
        <form
          noValidate
          aria-label={`${SOCIAL_PAGE_TEXT.edit} ${label}`}
          onSubmit={(event) => {
            event.preventDefault();
            handleSave();
          }}
        >
          <Stack gap="xs" mt="sm">
            <TextInput
              label={SOCIAL_PAGE_TEXT.fieldLabel(label)}
              placeholder="@handle"
              value={draft}
              autoFocus
              autoComplete="off"
              maxLength={200}
              error={error}
              errorProps={{ role: 'alert' }}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setError(null);
              }}
            />
            {previewUrl ? (
              <Text size="sm" c="gray.7" aria-live="polite">
                {SOCIAL_PAGE_TEXT.preview} <ExternalLink href={previewUrl}>{previewUrl}</ExternalLink>
              </Text>
            ) : null}
            <Group gap="xs">
              <Button type="submit" size="sm" loading={save.isPending}>
                {SOCIAL_PAGE_TEXT.save}
              </Button>
              <Button variant="default" size="sm" onClick={() => setEditing(false)} disabled={save.isPending}>
                {SOCIAL_PAGE_TEXT.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </li>
  );
}

function valueOf(socialMedias: SocialMedias, provider: SocialProvider): string | null {
  return socialMedias.find((entry) => entry.provider === provider)?.value ?? null;
}

/** /profile/social: one row per provider of domain §4 (setSocialMedia, removeSocialMedia). */
export function SocialMediaPage() {
  const socialMedias = useMySocialMedias();

  let body;
  if (socialMedias.isPending) {
    body = <LoadingState label="Loading your social accounts" />;
  } else if (socialMedias.isError) {
    body = <LoadError error={socialMedias.error} onRetry={() => void socialMedias.refetch()} />;
  } else {
    body = (
      <ul className={classes.list} aria-label={SOCIAL_PAGE_TEXT.section}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <SocialMediaRow key={provider} provider={provider} value={valueOf(socialMedias.data, provider)} />
        ))}
      </ul>
    );
  }

  return (
    <ProfilePage title={SOCIAL_PAGE_TEXT.title} description={SOCIAL_PAGE_TEXT.description}>
      <ProfileSection title={SOCIAL_PAGE_TEXT.section} description={SOCIAL_PAGE_TEXT.sectionDescription}>
        {body}
      </ProfileSection>
    </ProfilePage>
  );
}
