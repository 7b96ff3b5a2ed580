import { Button, Group, Menu, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  EVENT_LIMITS,
  RECURRENCE_FREQUENCIES,
  type RecurrenceFrequency,
  recurrenceSchema,
  ROUTES,
  routes,
} from '@repclub/shared';
import {
  IconCalendarRepeat,
  IconChevronDown,
  IconCopy,
  IconExternalLink,
  IconTrash,
  IconUserCheck,
  IconX,
} from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type EventAction,
  useCreateRecurringEventsMutation,
  useEventActionMutation,
} from '@/features/events/api/host-mutations';
import { type EditorEvent } from '@/features/events/api/host-queries';
import { getErrorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/ui/toast';

export const ACTIONS_TEXT = {
  publish: 'Publish',
  unpublish: 'Unpublish',
  more: 'More actions',
  viewPage: 'View event page',
  approvals: 'Manage attendees',
  duplicate: 'Duplicate',
  recurring: 'Create recurring',
  cancelEvent: 'Cancel event',
  deleteEvent: 'Delete event',
  published: 'The event is published.',
  unpublished: 'The event is back to draft.',
  duplicated: 'A draft copy was created.',
  recurringCreated: (n: number) => `${n} ${n === 1 ? 'event was' : 'events were'} added to the series.`,
  cancelled: 'The event was cancelled.',
  deleted: 'The event was deleted.',
  cancelTitle: 'Cancel event',
  cancelText:
    'Cancel this event? Ticket sales stop and it leaves explore and search. Attendees still see it as cancelled.',
  cancelConfirm: 'Cancel event',
  deleteTitle: 'Delete event',
  deleteText: 'Delete this event and its ticket types for good? This cannot be undone.',
  deleteConfirm: 'Delete',
  keep: 'Keep it',
  recurringTitle: 'Create recurring events',
  recurringText: 'Copies of this event, with its ticket types and questions, at the same local time.',
  frequency: 'Repeat',
  count: 'Number of copies',
  create: 'Create',
  close: 'Close',
  frequencyLabels: { DAILY: 'Every day', WEEKLY: 'Every week', MONTHLY: 'Every month' } as Record<
    RecurrenceFrequency,
    string
  >,
} as const;

type EventData = NonNullable<EditorEvent>;

function RecurringModal({
  event,
  onClose,
  onDone,
}: {
  event: EventData;
  onClose: () => void;
  onDone: () => void;
}) {
  const [frequency, setFrequency] = useState<RecurrenceFrequency>('WEEKLY');
  const [count, setCount] = useState<number | ''>(4);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateRecurringEventsMutation(event.eventId, {
    onSuccess: (data) => {
      notifySuccess(ACTIONS_TEXT.recurringCreated(data.createRecurringEvents.length));
      onDone();
      onClose();
    },
    onError: (failure) => setError(getErrorMessage(failure)),
  });
  const handleCreate = () => {
    const parsed = recurrenceSchema.safeParse({ frequency, count: count === '' ? Number.NaN : count });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    create.mutate(parsed.data);
  };
  return (
    <Modal opened onClose={onClose} title={ACTIONS_TEXT.recurringTitle}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {ACTIONS_TEXT.recurringText}
        </Text>
        <Select
          label={ACTIONS_TEXT.frequency}
          data={RECURRENCE_FREQUENCIES.map((value) => ({
            value,
            label: ACTIONS_TEXT.frequencyLabels[value],
          }))}
          value={frequency}
          allowDeselect={false}
          onChange={(value) => setFrequency((value as RecurrenceFrequency | null) ?? 'WEEKLY')}
        />
        <NumberInput
          label={ACTIONS_TEXT.count}
          value={count}
          min={EVENT_LIMITS.recurrenceCountMin}
          max={EVENT_LIMITS.recurrenceCountMax}
          allowDecimal={false}
          allowNegative={false}
          onChange={(value) => setCount(typeof value === 'number' ? value : '')}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {ACTIONS_TEXT.close}
          </Button>
          <Button onClick={handleCreate} loading={create.isPending}>
            {ACTIONS_TEXT.create}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The toast and the next page after an action. */
function actionOutcome(
  action: EventAction,
  duplicateId: string | undefined,
): { message: string; goTo?: string } {
  switch (action) {
    case 'publish':
      return { message: ACTIONS_TEXT.published };
    case 'unpublish':
      return { message: ACTIONS_TEXT.unpublished };
    case 'cancel':
      return { message: ACTIONS_TEXT.cancelled };
    case 'duplicate':
      return { message: ACTIONS_TEXT.duplicated, goTo: routes.eventEdit(duplicateId ?? '') };
    case 'delete':
      return { message: ACTIONS_TEXT.deleted, goTo: ROUTES.repClub.events };
  }
}

/** Publish / Unpublish and the More menu of a saved event; server messages (CONFLICT …) shown as they are. */
export function EventActions({ event, onChanged }: { event: EventData; onChanged: () => Promise<void> }) {
  const router = useRouter();
  const [recurringOpen, setRecurringOpen] = useState(false);
  const eventId = event.eventId;
  const run = useEventActionMutation(eventId, {
    onSuccess: async ({ action, duplicateId }) => {
      const { message, goTo } = actionOutcome(action, duplicateId);
      notifySuccess(message);
      if (goTo) await router.navigate({ href: goTo });
      await onChanged();
    },
    onError: (error) => notifyError(error),
  });
  const confirm = (kind: 'cancel' | 'delete') =>
    modals.openConfirmModal({
      title: kind === 'cancel' ? ACTIONS_TEXT.cancelTitle : ACTIONS_TEXT.deleteTitle,
      children: (
        <Text size="sm">{kind === 'cancel' ? ACTIONS_TEXT.cancelText : ACTIONS_TEXT.deleteText}</Text>
      ),
      labels: {
        confirm: kind === 'cancel' ? ACTIONS_TEXT.cancelConfirm : ACTIONS_TEXT.deleteConfirm,
        cancel: ACTIONS_TEXT.keep,
      },
      confirmProps: { color: 'red' },
      onConfirm: () => run.mutate(kind),
    });
  const canEdit = event.viewerPermissions.includes('CanEditEvent');
  const canDuplicate = event.viewerPermissions.includes('CanDuplicateEvent');
  const isCreatorLevel = event.viewerPermissions.includes('CanAddCoHostAttendee');
  const busy = run.isPending;

  return (
    <Group gap="xs">
      {event.status === 'DRAFT' && canEdit ? (
        <Button onClick={() => run.mutate('publish')} loading={busy && run.variables === 'publish'}>
          {ACTIONS_TEXT.publish}
        </Button>
      ) : null}
      {event.status === 'PUBLISHED' && canEdit ? (
        <Button
          variant="default"
          onClick={() => run.mutate('unpublish')}
          loading={busy && run.variables === 'unpublish'}
        >
          {ACTIONS_TEXT.unpublish}
        </Button>
      ) : null}
      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />} loading={busy}>
            {ACTIONS_TEXT.more}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconExternalLink size={16} aria-hidden />}
            onClick={() => void router.navigate({ href: routes.event(event.slug) })}
          >
            {ACTIONS_TEXT.viewPage}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => void router.navigate({ href: routes.repClubEventApproval(event.eventId) })}
          >
            {ACTIONS_TEXT.approvals}
          </Menu.Item>
          {canDuplicate ? (
            <>
              <Menu.Item
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={() => run.mutate('duplicate')}
              >
                {ACTIONS_TEXT.duplicate}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCalendarRepeat size={16} aria-hidden />}
                onClick={() => setRecurringOpen(true)}
              >
                {ACTIONS_TEXT.recurring}
              </Menu.Item>
            </>
          ) : null}
          {isCreatorLevel ? (
            <>
              <Menu.Divider />
              {event.status !== 'CANCELLED' ? (
                <Menu.Item
                  color="red"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => confirm('cancel')}
                >
                  {ACTIONS_TEXT.cancelEvent}
                </Menu.Item>
              ) : null}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => confirm('delete')}
              >
                {ACTIONS_TEXT.deleteEvent}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {recurringOpen ? (
        <RecurringModal
          event={event}
          onClose={() => setRecurringOpen(false)}
          onDone={() => void onChanged()}
        />
      ) : null}
    </Group>
  );
}
