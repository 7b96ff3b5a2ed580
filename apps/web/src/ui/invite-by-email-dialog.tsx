import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema, makeInviteEmailSchema, MESSAGES, USER_INVITE_MESSAGES } from '@repclub/shared';
import { IconPencil, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

/** Texts of the dialog the spec does not give (docs/decisions/022-user-invites.md). */
export const INVITE_DIALOG_TEXT = {
  title: 'Invite by email',
  emailLabel: 'Email address',
  emailPlaceholder: 'friend@example.com',
  add: 'Add',
  update: 'Update',
  cancelEdit: 'Cancel editing',
  selected: 'Selected',
  nothingSelected: 'Add one or more email addresses.',
  send: 'Send invites',
  cancel: 'Cancel',
  close: 'Close',
  edit: (email: string) => `Edit ${email}`,
  remove: (email: string) => `Remove ${email}`,
} as const;

/** An address that may not be chosen, with its own message (else the dialog's excludedMessage). */
export type ExcludedEmail = string | { email: string; message?: string };

export type InviteByEmailDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Sends the selection; a rejection shows its message in the dialog, success resets and closes it. */
  onSubmit: (emails: string[]) => Promise<unknown> | void;
  title?: string;
  description?: ReactNode;
  submitLabel?: string;
  /** Addresses that cannot be used (accounts §5): each with a custom message or the default one. */
  excluded?: readonly ExcludedEmail[];
  /** The message for excluded addresses without their own ('This email address cannot be used.'). */
  excludedMessage?: string;
  /** Single-select mode: adding an address replaces the selection. */
  singleSelect?: boolean;
  /** The most addresses that may be selected (e.g. the invites left). */
  maxEmails?: number;
};

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * The invite-by-email dialog of accounts §5: addresses follow the email rules, an address already in the
 * selection answers 'This email address is already selected.', excluded addresses show their custom message
 * or 'This email address cannot be used.', single-select mode replaces the selection, and editing an
 * entry replaces it. Used by /profile/invites and /rep-club/events/{id}/invite (features/contacts).
 */
export function InviteByEmailDialog({
  opened,
  onClose,
  onSubmit,
  title = INVITE_DIALOG_TEXT.title,
  description,
  submitLabel = INVITE_DIALOG_TEXT.send,
  excluded = [],
  excludedMessage,
  singleSelect = false,
  maxEmails,
}: InviteByEmailDialogProps) {
  const [selection, setSelection] = useState<string[]>([]);
  const [value, setValue] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const listId = useId();

  const reset = () => {
    setSelection([]);
    setValue('');
    setEditing(null);
    setFieldError(null);
    setSubmitError(null);
  };

  const close = () => {
    if (submitting) return;
    reset();
    onClose();
  };

  /** Checks the typed address against the rules; answers the address or null (showing the message). */
  const check = (raw: string): string | null => {
    const format = emailSchema.safeParse(raw);
    if (!format.success) {
      setFieldError(format.error.issues[0]?.message ?? MESSAGES.emailInvalid);
      return null;
    }
    const email = format.data;
    const own = excluded.find(
      (entry) => typeof entry !== 'string' && normalise(entry.email) === email && entry.message,
    );
    if (own && typeof own !== 'string' && own.message) {
      setFieldError(own.message);
      return null;
    }
    // In single-select mode the selection is replaced, so nothing counts as already selected.
    const others = singleSelect ? [] : selection.filter((_, index) => index !== editing);
    const plain = excluded.map((entry) => (typeof entry === 'string' ? entry : entry.email));
    const result = makeInviteEmailSchema({ selected: others, excluded: plain, excludedMessage }).safeParse(
      raw,
    );
    if (!result.success) {
      setFieldError(result.error.issues[0]?.message ?? MESSAGES.emailInvalid);
      return null;
    }
    if (!singleSelect && editing === null && maxEmails !== undefined && selection.length >= maxEmails) {
      setFieldError(USER_INVITE_MESSAGES.notEnough(maxEmails));
      return null;
    }
    return result.data;
  };

  /** Adds (or, while editing, replaces) the typed address; answers the new selection or null. */
  const commit = (): string[] | null => {
    const email = check(value);
    if (!email) return null;
    let next: string[];
    if (singleSelect) next = [email];
    else if (editing !== null) next = selection.map((entry, index) => (index === editing ? email : entry));
    else next = [...selection, email];
    setSelection(next);
    setValue('');
    setEditing(null);
    setFieldError(null);
    return next;
  };

  const send = async () => {
    setSubmitError(null);
    // A typed address not added yet is added first (and must pass the same rules).
    const emails = value.trim() ? commit() : selection;
    if (!emails || emails.length === 0) {
      if (emails) setFieldError(INVITE_DIALOG_TEXT.nothingSelected);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(emails);
      reset();
      onClose();
    } catch (err) {
      setSubmitError(getErrorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      radius="lg"
      size="md"
      closeButtonProps={{ 'aria-label': INVITE_DIALOG_TEXT.close }}
    >
      <Stack gap="md">
        {description ? (
          <Text size="sm" c="gray.7">
            {description}
          </Text>
        ) : null}
        <form
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            commit();
          }}
        >
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              type="email"
              label={INVITE_DIALOG_TEXT.emailLabel}
              placeholder={INVITE_DIALOG_TEXT.emailPlaceholder}
              autoComplete="off"
              data-autofocus
              value={value}
              error={fieldError}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setFieldError(null);
              }}
            />
            <Button type="submit" variant="light" mt={25}>
              {editing === null ? INVITE_DIALOG_TEXT.add : INVITE_DIALOG_TEXT.update}
            </Button>
          </Group>
          {editing !== null ? (
            <Button
              variant="subtle"
              size="compact-sm"
              mt={6}
              onClick={() => {
                setEditing(null);
                setValue('');
                setFieldError(null);
              }}
            >
              {INVITE_DIALOG_TEXT.cancelEdit}
            </Button>
          ) : null}
        </form>

        {selection.length > 0 ? (
          <Stack gap={6}>
            <Text size="sm" fw={600} id={listId}>
              {INVITE_DIALOG_TEXT.selected} ({selection.length})
            </Text>
            <Stack component="ul" gap={6} m={0} p={0} aria-labelledby={listId} style={{ listStyle: 'none' }}>
              {selection.map((email, index) => (
                <Group
                  component="li"
                  key={email}
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  px="sm"
                  py={6}
                  style={{
                    borderRadius: 8,
                    background:
                      index === editing ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-0)',
                  }}
                >
                  <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                    {email}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={INVITE_DIALOG_TEXT.edit(email)}
                      onClick={() => {
                        setEditing(index);
                        setValue(email);
                        setFieldError(null);
                      }}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={INVITE_DIALOG_TEXT.remove(email)}
                      onClick={() => {
                        setSelection((current) => current.filter((_, i) => i !== index));
                        if (editing === index) {
                          setEditing(null);
                          setValue('');
                        }
                      }}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          </Stack>
        ) : null}

        {submitError ? <AppAlert type="danger">{submitError}</AppAlert> : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={submitting}>
            {INVITE_DIALOG_TEXT.cancel}
          </Button>
          <Button
            onClick={() => void send()}
            loading={submitting}
            disabled={selection.length === 0 && !value.trim()}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
