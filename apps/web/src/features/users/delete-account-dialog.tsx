import { Button, type ButtonProps, Group, List, Modal, Stack, Text } from '@mantine/core';
import { ACCOUNT_REACTIVATION_WINDOW_DAYS, MESSAGES, ROUTES } from '@repclub/shared';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ProfileSection } from '@/ui/profile-page';
import { useDeleteAccountMutation } from '@/features/users/api/mutations';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifyError } from '@/ui/toast';

export const DELETE_ACCOUNT_TEXT = {
  button: 'Delete account',
  title: 'Delete your account?',
  intro: 'Your profile disappears from RepClub and you are signed out everywhere else.',
  window: `You have ${ACCOUNT_REACTIVATION_WINDOW_DAYS} days to change your mind: sign in again and recover the account with everything in it.`,
  purge: `After ${ACCOUNT_REACTIVATION_WINDOW_DAYS} days, your account and its data are permanently deleted and cannot be recovered.`,
  confirm: 'Delete my account',
  cancel: 'Cancel',
  sectionHelp: `Deleting your account hides it at once; you can recover it within ${ACCOUNT_REACTIVATION_WINDOW_DAYS} days, after which it is gone for good.`,
} as const;

type DeleteAccountDialogProps = { opened: boolean; onClose: () => void };

/**
 * Confirms deleting the signed-in user's account (accounts §2.4, §4.4): it explains the 90-day window, calls
 * `deleteAccount`, and on success marks the stored session deleted and goes to /auth/recover, where the user
 * can recover the account or log out (this session stays; the server signs out the others). A failure shows
 * the toast 'Delete account failure!' (accounts §8) and the server's reason in the dialog.
 */
export function DeleteAccountDialog({ opened, onClose }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccountMutation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleClose = () => {
    if (pending) return;
    setError(null);
    onClose();
  };

  const handleDelete = async () => {
    setPending(true);
    setError(null);
    try {
      await deleteAccount.mutateAsync();
      // Straight to the recover page, leaving the shell: its queries (notifications…) need an account that
      // is not deleted, and a refused query would sign the user out (accounts §8).
      await navigate({ href: ROUTES.auth.recover, replace: true });
    } catch (err) {
      notifyError(MESSAGES.deleteAccountFailure);
      setError(getErrorMessage(err));
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={DELETE_ACCOUNT_TEXT.title} centered radius="lg">
      <Stack gap="md">
        <Text size="sm">{DELETE_ACCOUNT_TEXT.intro}</Text>
        <List size="sm" spacing="xs">
          <List.Item>{DELETE_ACCOUNT_TEXT.window}</List.Item>
          <List.Item>{DELETE_ACCOUNT_TEXT.purge}</List.Item>
        </List>
        {error ? <AppAlert type="danger">{error}</AppAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={pending}>
            {DELETE_ACCOUNT_TEXT.cancel}
          </Button>
          <Button color="red" loading={pending} onClick={() => void handleDelete()}>
            {DELETE_ACCOUNT_TEXT.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A 'Delete account' button that opens the confirmation dialog. */
export function DeleteAccountButton(buttonProps: Omit<ButtonProps, 'onClick'>) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden />}
        {...buttonProps}
        onClick={() => setOpened(true)}
      >
        {DELETE_ACCOUNT_TEXT.button}
      </Button>
      <DeleteAccountDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** The 'Delete account' card at the end of the information, personal and settings pages. */
export function DeleteAccountSection() {
  return (
    <ProfileSection title={DELETE_ACCOUNT_TEXT.button} description={DELETE_ACCOUNT_TEXT.sectionHelp}>
      <DeleteAccountButton />
    </ProfileSection>
  );
}
