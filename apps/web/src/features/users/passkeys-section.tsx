import { ActionIcon, Button, Group, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DISPLAY_DATE_TIME_FORMAT, MESSAGES } from '@repclub/shared';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { IconKey, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useAddPasskey } from '@/lib/passkeys';
import { errorText } from '@/lib/error-message';
import { ProfileSection } from '@/ui/profile-page';
import { ProfileLoadError } from '@/ui/profile-user';
import { useDeletePasskeyMutation, useInvalidatePasskeys } from '@/features/users/api/mutations';
import { usePasskeyList } from '@/features/users/api/queries';
import type { PasskeyListQuery } from '@/gql/graphql';
import { AppAlert } from '@/ui/app-alert';
import { notifyError, notifySuccess } from '@/ui/toast';
import classes from '@/features/users/settings.module.css';

type Passkey = PasskeyListQuery['passkeyCredentials'][number];

export const PASSKEYS_TEXT = {
  title: 'Passkeys',
  description:
    'Sign in with your fingerprint, face or screen lock instead of a password and code. Add one on each device you use.',
  add: 'Add a passkey',
  none: 'No passkeys yet.',
  added: 'Your passkey was added.',
  deleted: 'The passkey was deleted.',
  deleteTitle: 'Delete this passkey?',
  deleteText: (name: string) =>
    `"${name}" will no longer sign you in. You can still sign in with your password or another passkey.`,
  deleteConfirm: 'Delete passkey',
  cancel: 'Cancel',
  neverUsed: 'Never used',
  synced: 'Synced',
} as const;

const formatDate = (value: string) => dayjs(value).format(DISPLAY_DATE_TIME_FORMAT);

function PasskeyRow({ passkey, onDelete }: { passkey: Passkey; onDelete: (passkey: Passkey) => void }) {
  return (
    <li className={classes.row}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
          <IconKey size={20} />
        </ThemeIcon>
        <div className={classes.rowText}>
          <Group gap="xs">
            <Text fw={700} className={classes.wrap}>
              {passkey.name}
            </Text>
            {passkey.backedUp ? (
              <Text span size="xs" c="gray.7">
                · {PASSKEYS_TEXT.synced}
              </Text>
            ) : null}
          </Group>
          <Text size="sm" c="gray.7">
            Added {formatDate(passkey.createdAt)}
          </Text>
          <Text size="sm" c="gray.7">
            {passkey.lastUsedAt ? `Last used ${formatDate(passkey.lastUsedAt)}` : PASSKEYS_TEXT.neverUsed}
          </Text>
        </div>
        <Tooltip label={PASSKEYS_TEXT.deleteConfirm} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Delete passkey ${passkey.name}`}
            onClick={() => onDelete(passkey)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </li>
  );
}

/**
 * The signed-in user's passkeys (accounts §5, §8; docs/decisions/013-passkeys.md): listed with their name,
 * creation and last use; added with the browser's passkey dialog; deleted after a confirmation.
 */
export function PasskeysSection() {
  const [supported] = useState(() => browserSupportsWebAuthn());
  const list = usePasskeyList();
  const refresh = useInvalidatePasskeys();
  const {
    addPasskey,
    isPending: adding,
    error: addError,
  } = useAddPasskey(() => {
    notifySuccess(PASSKEYS_TEXT.added);
    void refresh();
  });
  const remove = useDeletePasskeyMutation({
    onSuccess: () => notifySuccess(PASSKEYS_TEXT.deleted),
    onError: (err) => notifyError(errorText(err)),
  });

  const confirmDelete = (passkey: Passkey) =>
    modals.openConfirmModal({
      title: PASSKEYS_TEXT.deleteTitle,
      children: <Text size="sm">{PASSKEYS_TEXT.deleteText(passkey.name)}</Text>,
      labels: { confirm: PASSKEYS_TEXT.deleteConfirm, cancel: PASSKEYS_TEXT.cancel },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => remove.mutate(passkey.id),
    });

  return (
    <ProfileSection
      title={PASSKEYS_TEXT.title}
      description={PASSKEYS_TEXT.description}
      actions={
        supported ? (
          <Button
            leftSection={<IconKey size={18} aria-hidden />}
            loading={adding}
            onClick={() => void addPasskey()}
            variant="light"
          >
            {PASSKEYS_TEXT.add}
          </Button>
        ) : null
      }
    >
      <Stack gap="sm">
        {supported ? null : <AppAlert type="warning">{MESSAGES.passkeysNotSupported}</AppAlert>}
        {addError ? <AppAlert type="danger">{addError}</AppAlert> : null}
        {list.isPending ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading passkeys">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : list.isError ? (
          <ProfileLoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <Text size="sm" c="gray.7">
            {PASSKEYS_TEXT.none}
          </Text>
        ) : (
          <ul className={classes.list} aria-label="Your passkeys">
            {list.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onDelete={confirmDelete} />
            ))}
          </ul>
        )}
      </Stack>
    </ProfileSection>
  );
}
