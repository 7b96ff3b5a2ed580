import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  EVENT_MESSAGE_BODY_MAX_LENGTH,
  EVENT_MESSAGE_SUBJECT_MAX_LENGTH,
  type EventMessageState,
  eventGroupMessageSchema,
} from '@repclub/shared';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { formatEventDate } from '@/lib/format';
import { getErrorMessage } from '@/lib/error-message';
import { notifySuccess } from '@/ui/toast';
import { AppAlert } from '@/ui/app-alert';
import { useSendGroupMessageMutation } from './api/mutations';
import { useRecipientCount, useSentEventMessages } from './api/queries';
import { type MessageDraft, clearDraft, readDraft, writeDraft } from './draft';

export const MESSAGE_DIALOG_TEXT = {
  open: 'Message attendees',
  title: 'Message attendees',
  audience: 'Who gets it',
  states: { APPROVED: 'Approved', CHECKED_IN: 'Checked in', PENDING: 'Waiting for approval' } as Record<
    EventMessageState,
    string
  >,
  tickets: 'Ticket types',
  ticketsPlaceholder: 'All ticket types',
  ticketsHint: 'Leave empty to reach every ticket type.',
  subject: 'Subject',
  body: 'Message',
  recipients: (n: number) =>
    n === 1 ? 'Goes to 1 person, in the app and by email.' : `Goes to ${n} people, in the app and by email.`,
  counting: 'Counting recipients…',
  nobody: 'Nobody matches this audience yet.',
  send: 'Send',
  cancel: 'Cancel',
  sent: (n: number) => `Message sent to ${n} ${n === 1 ? 'person' : 'people'}.`,
  draftKept: 'Your draft is kept on this device until you send it.',
  history: 'Messages sent to attendees',
  noHistory: 'No messages sent yet.',
  sentTo: (n: number) => `${n} ${n === 1 ? 'recipient' : 'recipients'}`,
} as const;

const STATE_ORDER: EventMessageState[] = ['APPROVED', 'CHECKED_IN', 'PENDING'];

type Ticket = { eventTicketId: string; ticketType: string };
type Errors = Partial<Record<'subject' | 'body' | 'attendeeStates' | 'form', string>>;

const newMessageId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (Math.floor(Math.random() * 256) & (15 >> (Number(c) / 4)))).toString(16),
      );

/**
 * The dialog that writes a group message (decision 085): the audience (attendee states, ticket types) with a
 * recipient count, a subject and a text. The draft is kept in local storage (sendEventMessage_<eventId>) and
 * cleared on send; one message id per draft makes a double click send once.
 */
export function MessageAttendeesDialog({
  eventId,
  tickets,
  opened,
  onClose,
}: {
  eventId: string;
  tickets: readonly Ticket[];
  opened: boolean;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<MessageDraft>(() => readDraft(eventId));
  const [messageId, setMessageId] = useState(newMessageId);
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendGroupMessageMutation(eventId);
  const [audience] = useDebouncedValue({ states: draft.attendeeStates, tickets: draft.eventTicketIds }, 300);
  const count = useRecipientCount(eventId, audience.states, audience.tickets, opened);

  const update = (changes: Partial<MessageDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    writeDraft(eventId, next);
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = eventGroupMessageSchema.safeParse({ messageId, ...draft });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (message) => {
        clearDraft(eventId);
        setDraft(readDraft(eventId));
        setMessageId(newMessageId());
        notifySuccess(MESSAGE_DIALOG_TEXT.sent(message.recipientCount));
        onClose();
      },
      onError: (err) => setErrors({ form: getErrorMessage(err) }),
    });
  };

  const recipients =
    draft.attendeeStates.length === 0
      ? null
      : count.isFetching && count.data === undefined
        ? MESSAGE_DIALOG_TEXT.counting
        : count.data === undefined
          ? null
          : count.data === 0
            ? MESSAGE_DIALOG_TEXT.nobody
            : MESSAGE_DIALOG_TEXT.recipients(count.data);

  return (
    <Modal opened={opened} onClose={onClose} title={MESSAGE_DIALOG_TEXT.title} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {errors.form ? <AppAlert type="danger">{errors.form}</AppAlert> : null}
          <Checkbox.Group
            label={MESSAGE_DIALOG_TEXT.audience}
            value={draft.attendeeStates}
            onChange={(value) => update({ attendeeStates: value as EventMessageState[] })}
            error={errors.attendeeStates}
          >
            <Group gap="md" mt={6}>
              {STATE_ORDER.map((state) => (
                <Checkbox key={state} value={state} label={MESSAGE_DIALOG_TEXT.states[state]} />
              ))}
            </Group>
          </Checkbox.Group>
          {tickets.length > 1 ? (
            <MultiSelect
              label={MESSAGE_DIALOG_TEXT.tickets}
              description={MESSAGE_DIALOG_TEXT.ticketsHint}
              placeholder={
                draft.eventTicketIds.length === 0 ? MESSAGE_DIALOG_TEXT.ticketsPlaceholder : undefined
              }
              data={tickets.map((t) => ({ value: t.eventTicketId, label: t.ticketType }))}
              value={draft.eventTicketIds}
              onChange={(value) => update({ eventTicketIds: value })}
              clearable
            />
          ) : null}
          {recipients ? (
            <Text size="sm" c="gray.8" role="status" aria-live="polite">
              {recipients}
            </Text>
          ) : null}
          <TextInput
            label={MESSAGE_DIALOG_TEXT.subject}
            required
            maxLength={EVENT_MESSAGE_SUBJECT_MAX_LENGTH}
            value={draft.subject}
            error={errors.subject}
            onChange={(e) => update({ subject: e.currentTarget.value })}
          />
          <Textarea
            label={MESSAGE_DIALOG_TEXT.body}
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={EVENT_MESSAGE_BODY_MAX_LENGTH}
            value={draft.body}
            error={errors.body}
            description={MESSAGE_DIALOG_TEXT.draftKept}
            onChange={(e) => update({ body: e.currentTarget.value })}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {MESSAGE_DIALOG_TEXT.cancel}
            </Button>
            <Button type="submit" loading={send.isPending} leftSection={<IconMail size={16} aria-hidden />}>
              {MESSAGE_DIALOG_TEXT.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The host page's "Message attendees" button and dialog, for the team holding CanMessageAttendees. */
export function MessageAttendeesButton({
  eventId,
  permissions,
  tickets,
}: {
  eventId: string;
  permissions: readonly string[];
  tickets: readonly Ticket[];
}) {
  const [opened, setOpened] = useState(false);
  if (!permissions.includes('CanMessageAttendees')) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {MESSAGE_DIALOG_TEXT.open}
      </Button>
      {opened ? (
        <MessageAttendeesDialog eventId={eventId} tickets={tickets} opened onClose={() => setOpened(false)} />
      ) : null}
    </>
  );
}

/** What the team sent to attendees (host page), newest first. */
export function SentMessages({ eventId, permissions }: { eventId: string; permissions: readonly string[] }) {
  const allowed = permissions.includes('CanMessageAttendees');
  const query = useSentEventMessages(eventId, allowed);
  if (!allowed || !query.data || query.data.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {MESSAGE_DIALOG_TEXT.history}
      </Title>
      {query.data.map((message) => (
        <Paper key={message.messageId} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {message.subject}
            </Text>
            <Text size="xs" c="gray.7">
              {formatEventDate(message.createdAt)} · {MESSAGE_DIALOG_TEXT.sentTo(message.recipientCount)}
            </Text>
          </Group>
          <Text size="sm" c="gray.8" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
