// The guest list page's dialogs: add or edit a guest, save the list as, load a saved list.
import { Button, Group, Modal, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { savedGuestListNameSchema } from '@repclub/shared';
import { useState } from 'react';
import { AppAlert } from '@/ui/app-alert';
import { LoadError } from '@/ui/load-state';
import { notifyError, notifySuccess } from '@/ui/toast';
import {
  useLoadSavedGuestListMutation,
  useSaveGuestListMutation,
  useSaveGuestMutation,
} from './api/mutations';
import { type GuestEvent, type GuestItem, useSavedGuestListNames } from './api/queries';
import { GuestForm } from './guest-form';
import { CLOSE, GUEST_TEXT } from './guest-text';

/** The add or edit dialog. */
export function GuestDialog({
  event,
  guest,
  opened,
  onClose,
}: {
  event: GuestEvent;
  guest: GuestItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveGuestMutation(event.eventId, guest?.guestId ?? null, {
    onSuccess: (data) => {
      const name = (data as { fullName?: string }).fullName ?? '';
      notifySuccess(guest ? GUEST_TEXT.saved(name) : GUEST_TEXT.added(name));
      onClose();
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={guest ? GUEST_TEXT.editTitle(guest.fullName) : GUEST_TEXT.addTitle}
      size="lg"
      closeButtonProps={CLOSE}
    >
      {opened ? (
        <GuestForm
          key={guest?.guestId ?? 'new'}
          event={event}
          guest={guest}
          submitting={save.isPending}
          onSubmit={(input) => save.mutate(input)}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}

export function SaveAsDialog({
  eventId,
  opened,
  onClose,
}: {
  eventId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveGuestListMutation(eventId, {
    onSuccess: (list) => {
      notifySuccess(GUEST_TEXT.savedList(list.name));
      setName('');
      onClose();
    },
    onError: (err) => notifyError(err),
  });
  const handleSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = savedGuestListNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate({ name: parsed.data });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={GUEST_TEXT.saveAsTitle} closeButtonProps={CLOSE}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            {GUEST_TEXT.saveAsHelp}
          </Text>
          <TextInput
            label={GUEST_TEXT.listName}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            errorProps={{ role: 'alert' }}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {GUEST_TEXT.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {GUEST_TEXT.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function LoadDialog({
  eventId,
  opened,
  onClose,
}: {
  eventId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const names = useSavedGuestListNames(opened);
  const [name, setName] = useState<string | null>(null);
  const load = useLoadSavedGuestListMutation(eventId, {
    onSuccess: (result) => notifySuccess(GUEST_TEXT.loaded(result.added)),
    onError: (err) => notifyError(err),
  });
  const handleClose = () => {
    load.reset();
    setName(null);
    onClose();
  };
  const result = load.data;
  return (
    <Modal opened={opened} onClose={handleClose} title={GUEST_TEXT.loadTitle} closeButtonProps={CLOSE}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {GUEST_TEXT.loadHelp}
        </Text>
        {names.isPending ? (
          <Skeleton height={36} />
        ) : names.isError ? (
          <LoadError error={names.error} onRetry={() => void names.refetch()} />
        ) : names.data.length === 0 ? (
          <Text size="sm">{GUEST_TEXT.noSavedLists}</Text>
        ) : (
          <Select
            label={GUEST_TEXT.savedLists}
            data={names.data}
            value={name}
            onChange={setName}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        {result ? (
          <AppAlert type="success">
            <Stack gap={4}>
              <Text size="sm">{GUEST_TEXT.loaded(result.added)}</Text>
              {result.skipped.length > 0 ? (
                <>
                  <Text size="sm">{GUEST_TEXT.skipped(result.skipped.length)}</Text>
                  <ul style={{ margin: 0, paddingLeft: 20 }}>
                    {result.skipped.map((g, i) => (
                      <li key={i}>
                        <Text size="sm">
                          {[g.fullName, g.email, g.phoneNumber].filter(Boolean).join(' · ')}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Stack>
          </AppAlert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={handleClose}>
            {result ? GUEST_TEXT.close : GUEST_TEXT.cancel}
          </Button>
          {!result ? (
            <Button disabled={!name} loading={load.isPending} onClick={() => name && load.mutate(name)}>
              {GUEST_TEXT.load}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
