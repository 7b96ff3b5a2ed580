// The event invite page's form: the message (its draft kept per event), the ticket offered, send.
import {
  Button,
  Card,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Select,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import {
  EVENT_INVITE_MAX_TICKETS,
  EVENT_INVITE_MESSAGE_MAX_LENGTH,
  type EventInviteTicketKind,
  sendInviteMessageKey,
} from '@repclub/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { type ExcludedEmail, InviteByEmailDialog } from '@/ui/invite-by-email-dialog';
import { notifySuccess } from '@/ui/toast';
import { useInviteToEventMutation } from './api/mutations';
import { type Contact, type InviteEvent } from './api/queries';
import { INVITE_PAGE_TEXT } from './invite-page-text';

/** The invite message draft of one event, kept in local storage (sendInviteMessage_{eventId}; cleared at sign-out). */
function useMessageDraft(eventId: string) {
  const key = sendInviteMessageKey(eventId);
  const [message, setMessage] = useState(() => {
    try {
      return window.localStorage.getItem(key) ?? '';
    } catch {
      // Storage blocked: no draft.
      return '';
    }
  });
  const update = (value: string) => {
    setMessage(value);
    try {
      if (value) window.localStorage.setItem(key, value);
      else window.localStorage.removeItem(key);
    } catch {
      // Storage blocked.
    }
  };
  return [message, update] as const;
}

type TicketChoice = { kind: EventInviteTicketKind | 'NONE'; eventTicketId: string | null; quantity: number };

export function InviteForm({
  event,
  selected,
  excluded,
  onSent,
}: {
  event: InviteEvent;
  selected: Contact[];
  excluded: readonly ExcludedEmail[];
  onSent: () => void;
}) {
  const permissions = event.viewerPermissions;
  const mayShareTickets = permissions.includes('CanSharePrivateTicket');
  const mayInvitePlain = permissions.includes('CanAddGuest');
  const [message, setMessage] = useMessageDraft(event.eventId);
  const [ticket, setTicket] = useState<TicketChoice>({
    kind: mayInvitePlain ? 'NONE' : 'GIFT',
    eventTicketId: null,
    quantity: 1,
  });
  const [emailDialog, setEmailDialog] = useState(false);
  const invite = useInviteToEventMutation(event.eventId);
  const tickets = event.tickets.filter((t) => t.isActive && (ticket.kind !== 'PRIVATE' || t.isPrivate));
  const ticketMissing = ticket.kind !== 'NONE' && !ticket.eventTicketId;

  const send = async (input: { contactIds?: string[]; emails?: string[] }) => {
    const sent = await invite.mutateAsync({
      ...input,
      message: message.trim() || null,
      ticket:
        ticket.kind === 'NONE' || !ticket.eventTicketId
          ? null
          : { kind: ticket.kind, eventTicketId: ticket.eventTicketId, quantity: ticket.quantity },
    });
    setMessage('');
    notifySuccess(INVITE_PAGE_TEXT.sent(sent.length));
    onSent();
  };

  const kinds = [
    ...(mayInvitePlain ? [{ value: 'NONE', label: INVITE_PAGE_TEXT.ticketNone }] : []),
    ...(mayShareTickets
      ? [
          { value: 'GIFT', label: INVITE_PAGE_TEXT.ticketGift },
          { value: 'PRIVATE', label: INVITE_PAGE_TEXT.ticketPrivate },
        ]
      : []),
  ];

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {INVITE_PAGE_TEXT.inviteTitle}
        </Title>
        <Textarea
          label={INVITE_PAGE_TEXT.message}
          description={INVITE_PAGE_TEXT.messageHint}
          rows={3}
          maxLength={EVENT_INVITE_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        {kinds.length > 1 ? (
          <Radio.Group
            label={INVITE_PAGE_TEXT.ticketLabel}
            value={ticket.kind}
            onChange={(kind) =>
              setTicket({ kind: kind as TicketChoice['kind'], eventTicketId: null, quantity: 1 })
            }
          >
            <Group gap="md" mt={6}>
              {kinds.map((kind) => (
                <Radio key={kind.value} value={kind.value} label={kind.label} />
              ))}
            </Group>
          </Radio.Group>
        ) : null}
        {ticket.kind !== 'NONE' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Select
              label={INVITE_PAGE_TEXT.ticketType}
              data={tickets.map((t) => ({ value: t.eventTicketId, label: t.ticketType }))}
              value={ticket.eventTicketId}
              onChange={(eventTicketId) => setTicket((t) => ({ ...t, eventTicketId }))}
            />
            <NumberInput
              label={INVITE_PAGE_TEXT.quantity}
              min={1}
              max={EVENT_INVITE_MAX_TICKETS}
              value={ticket.quantity}
              onChange={(value) => setTicket((t) => ({ ...t, quantity: Number(value) || 1 }))}
            />
          </SimpleGrid>
        ) : null}
        {invite.isError ? <AppAlert type="danger">{getErrorMessage(invite.error)}</AppAlert> : null}
        <Group gap="xs">
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            disabled={selected.length === 0 || ticketMissing}
            loading={invite.isPending}
            onClick={() => void send({ contactIds: selected.map((c) => c.contactId) }).catch(() => undefined)}
          >
            {INVITE_PAGE_TEXT.inviteSelected(selected.length)}
          </Button>
          <Button variant="light" disabled={ticketMissing} onClick={() => setEmailDialog(true)}>
            {INVITE_PAGE_TEXT.inviteByEmail}
          </Button>
        </Group>
      </Stack>
      <InviteByEmailDialog
        opened={emailDialog}
        onClose={() => setEmailDialog(false)}
        title={INVITE_PAGE_TEXT.inviteByEmail}
        excluded={excluded}
        onSubmit={(emails) => send({ emails })}
      />
    </Card>
  );
}
