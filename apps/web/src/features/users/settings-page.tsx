import { Box, Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { EMAIL_SUBSCRIPTION_LABELS, EMAIL_SUBSCRIPTIONS } from '@repclub/shared';
import { ChangePasswordSection } from '@/features/users/change-password-section';
import { DeleteAccountSection } from '@/features/users/delete-account-dialog';
import { errorText } from '@/lib/error-message';
import { PasskeysSection } from '@/features/users/passkeys-section';
import { useRecordWalkthrough } from '@/lib/walkthrough';
import { ProfilePage, ProfileSection } from '@/ui/profile-page';
import { ProfileLoadError, StatusBadge } from '@/ui/profile-user';
import {
  useSetProfileVisibilityMutation,
  useUpdateEmailSubscriptionsMutation,
} from '@/features/users/api/mutations';
import { useProfileSettings } from '@/features/users/api/queries';
import type { ProfileSettingsQuery } from '@/gql/graphql';
import { notifyError, notifySuccess } from '@/ui/toast';
import classes from '@/features/users/settings.module.css';

type Settings = ProfileSettingsQuery['me'];
type Subscriptions = NonNullable<Settings['emailSubscriptions']>;
type SubscriptionName = keyof Omit<Subscriptions, '__typename'>;

export const SETTINGS_TEXT = {
  title: 'Settings',
  description: 'Sign-in methods, emails you receive, and your account.',
  subscriptions: 'Email subscriptions',
  subscriptionsHelp:
    'Choose which emails you receive. Emails about your account, security, tickets and payments (codes, password changes, receipts, approvals) are always sent.',
  subscriptionsSaved: 'Your email subscriptions were saved.',
  guide: 'Getting started guide',
  guideHelp: 'The checklist on your home page. Bring it back if you hid it or want to go through it again.',
  guideRestart: 'Show the guide again',
  guideRestarted: 'The getting started guide is back on your home page.',
  visibility: 'Profile visibility',
  visible: 'Visible',
  hidden: 'Hidden',
  visibleHelp:
    'Your profile is visible: other members can find you in search and open your profile. Deactivating hides it from them until you activate it again. You can still sign in and use RepClub; nothing is deleted.',
  hiddenHelp:
    'Your profile is deactivated: other members cannot find you in search or open your profile. Activate it to show it again.',
  deactivate: 'Deactivate profile',
  activate: 'Activate profile',
  deactivateTitle: 'Deactivate your profile?',
  deactivateText:
    'Other members will no longer find you in search or see your profile. You stay signed in and can activate it again at any time.',
  cancel: 'Cancel',
  deactivated: 'Your profile is hidden from other members.',
  activated: 'Your profile is visible again.',
} as const;

/** The four subscriptions of docs/decisions/021 with what each one sends (their words are shared: 078). */
export const SUBSCRIPTIONS: readonly { name: SubscriptionName; label: string; description: string }[] =
  EMAIL_SUBSCRIPTIONS.map((name) => ({ name, ...EMAIL_SUBSCRIPTION_LABELS[name] }));

/** Toggles, each saved at once with updateEmailSubscriptions; a failure puts the switch back. */
function EmailSubscriptionsSection() {
  const settings = useProfileSettings();
  const update = useUpdateEmailSubscriptionsMutation({
    onError: (err) => notifyError(errorText(err)),
    onSuccess: () => notifySuccess(SETTINGS_TEXT.subscriptionsSaved),
  });

  return (
    <ProfileSection title={SETTINGS_TEXT.subscriptions} description={SETTINGS_TEXT.subscriptionsHelp}>
      {settings.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading email subscriptions">
          {SUBSCRIPTIONS.map((item) => (
            <Skeleton key={item.name} height={40} />
          ))}
        </Stack>
      ) : settings.isError ? (
        <ProfileLoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <ul className={classes.list} aria-label={SETTINGS_TEXT.subscriptions}>
          {SUBSCRIPTIONS.map((item) => (
            <li key={item.name} className={classes.row}>
              <Switch
                label={item.label}
                description={item.description}
                checked={settings.data.emailSubscriptions?.[item.name] ?? false}
                disabled={update.isPending}
                onChange={(event) => update.mutate({ [item.name]: event.currentTarget.checked })}
                size="md"
                labelPosition="left"
                classNames={{ body: classes.switchBody, labelWrapper: classes.switchLabel }}
              />
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

/** Deactivate (hide the profile from others) or activate it again (docs/decisions/021). */
function VisibilitySection() {
  const settings = useProfileSettings();
  const change = useSetProfileVisibilityMutation({
    onSuccess: (user) =>
      notifySuccess(user.isDeactivated ? SETTINGS_TEXT.deactivated : SETTINGS_TEXT.activated),
    onError: (err) => notifyError(errorText(err)),
  });

  const confirmDeactivate = () =>
    modals.openConfirmModal({
      title: SETTINGS_TEXT.deactivateTitle,
      children: <Text size="sm">{SETTINGS_TEXT.deactivateText}</Text>,
      labels: { confirm: SETTINGS_TEXT.deactivate, cancel: SETTINGS_TEXT.cancel },
      confirmProps: { color: 'orange' },
      centered: true,
      onConfirm: () => change.mutate(true),
    });

  const deactivated = settings.data?.isDeactivated ?? false;
  return (
    <ProfileSection
      title={SETTINGS_TEXT.visibility}
      actions={
        settings.data ? (
          <StatusBadge tone={deactivated ? 'warn' : 'ok'} size="lg">
            {deactivated ? SETTINGS_TEXT.hidden : SETTINGS_TEXT.visible}
          </StatusBadge>
        ) : null
      }
    >
      {settings.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading profile visibility">
          <Skeleton height={16} />
          <Skeleton height={36} width={180} />
        </Stack>
      ) : settings.isError ? (
        <ProfileLoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="md" align="flex-start">
          <Text size="sm">{deactivated ? SETTINGS_TEXT.hiddenHelp : SETTINGS_TEXT.visibleHelp}</Text>
          <Box>
            {deactivated ? (
              <Button loading={change.isPending} onClick={() => change.mutate(false)}>
                {SETTINGS_TEXT.activate}
              </Button>
            ) : (
              <Button variant="default" loading={change.isPending} onClick={confirmDeactivate}>
                {SETTINGS_TEXT.deactivate}
              </Button>
            )}
          </Box>
        </Stack>
      )}
    </ProfileSection>
  );
}

/** Starts the getting-started guide of /home over (an empty walkthrough, decision 034). */
function GettingStartedSection() {
  const record = useRecordWalkthrough();
  return (
    <ProfileSection title={SETTINGS_TEXT.guide} description={SETTINGS_TEXT.guideHelp}>
      <Group>
        <Button
          variant="default"
          loading={record.isPending}
          onClick={() => record.mutate([], { onSuccess: () => notifySuccess(SETTINGS_TEXT.guideRestarted) })}
        >
          {SETTINGS_TEXT.guideRestart}
        </Button>
      </Group>
    </ProfileSection>
  );
}

/**
 * /profile/settings (accounts §2.1, §2.4): passkeys, password, email subscriptions, the getting-started guide,
 * deactivating the profile and deleting the account.
 */
export function SettingsPage() {
  return (
    <ProfilePage title={SETTINGS_TEXT.title} description={SETTINGS_TEXT.description}>
      <PasskeysSection />
      <ChangePasswordSection />
      <EmailSubscriptionsSection />
      <GettingStartedSection />
      <VisibilitySection />
      <DeleteAccountSection />
    </ProfilePage>
  );
}
