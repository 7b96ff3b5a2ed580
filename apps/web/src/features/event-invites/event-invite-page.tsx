import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import {
  EVENT_INVITE_MAX_TICKETS,
  EVENT_INVITE_MESSAGE_MAX_LENGTH,
  EVENT_INVITE_MESSAGES,
  type EventInviteTicketKind,
  sendInviteMessageKey,
} from '@repclub/shared';
import { IconCopy, IconPencil, IconTrash, IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { getErrorMessage } from '@/lib/error-message';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { useSession } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';
import { type ExcludedEmail, InviteByEmailDialog } from '@/ui/invite-by-email-dialog';
import { LOAD_MORE, LoadError, LoadingState } from '@/ui/load-state';
import { notifyError, notifySuccess } from '@/ui/toast';
import {
  useCreateContactGroupMutation,
  useCreateEventInviteLinkMutation,
  useDecideEventInvitationMutation,
  useDeleteContactGroupMutation,
  useRenameContactGroupMutation,
  useDeleteContactMutation,
  useInviteToEventMutation,
} from './api/mutations';
import {
  type Contact,
  type InviteEvent,
  useContactGroups,
  useContacts,
  useEventInvitations,
  useInviteEvent,
} from './api/queries';
import { ContactFormModal } from './contact-form-modal';
import { ImportContactsModal } from './import-contacts-modal';
import { InviteeBadge } from './invitee-badge';

/** Texts of /rep-club/events/{id}/invite the spec does not give (docs/decisions/076). */
export const INVITE_PAGE_TEXT = {
  title: (name: string) => `Invite guests to ${name}`,
  loading: 'Loading the event',
  notAllowed: 'You are not allowed to invite guests to this event.',
  notFound: 'This event does not exist, or you are not in its team.',
  inviteeCount: (n: number) => `${n} ${n === 1 ? 'person' : 'people'} invited`,
  copyLink: 'Copy invite link',
  linkCopied: 'Invite link copied.',
  linkNotCopied: 'The link could not be copied.',
  inviteTitle: 'Invitation',
  message: 'Message',
  messageHint: 'Saved on this device as a draft until you send it.',
  ticketLabel: 'Tickets',
  ticketNone: 'No ticket',
  ticketGift: 'Gift ticket',
  ticketPrivate: 'Private ticket',
  ticketType: 'Ticket type',
  quantity: 'Quantity',
  inviteSelected: (n: number) => `Invite selected (${n})`,
  inviteByEmail: 'Invite by email',
  sent: (n: number) => `${n} invitation${n === 1 ? '' : 's'} sent.`,
  contactsTitle: 'Contacts',
  search: 'Search contacts',
  group: 'Group',
  allGroups: 'All contacts',
  addContact: 'Add contact',
  newGroup: 'New group',
  groupName: 'Group name',
  createGroup: 'Create',
  deleteGroup: 'Delete group',
  renameGroup: 'Rename group',
  newGroupName: 'New name of the group',
  saveGroupName: 'Save',
  cancel: 'Cancel',
  import: 'Import',
  noContacts: 'No contacts yet. Add one or import a list.',
  noMatches: 'No contacts match.',
  select: (name: string) => `Select ${name}`,
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  removed: 'Contact deleted.',
  inviteesTitle: 'Invitees',
  noInvitees: 'Nobody is invited yet.',
  approve: 'Approve',
  withdraw: 'Withdraw',
  viaLink: 'via link',
  contactsLoading: 'Loading contacts',
  inviteesLoading: 'Loading invitees',
} as const;

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

function InviteForm({
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

function ContactsSection({
  eventId,
  selected,
  onToggle,
}: {
  eventId: string;
  selected: Map<string, Contact>;
  onToggle: (contact: Contact) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Contact | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [groupName, setGroupName] = useState('');
  const [creatingGroup, setCreatingGroup] = useState(false);
  // The new name while the selected group is being renamed (null: not renaming).
  const [renaming, setRenaming] = useState<string | null>(null);
  const groups = useContactGroups();
  const contacts = useContacts(eventId, { groupId, search: debounced });
  const remove = useDeleteContactMutation();
  const createGroup = useCreateContactGroupMutation();
  const deleteGroup = useDeleteContactGroupMutation();
  const renameGroup = useRenameContactGroupMutation();
  const selectedGroup = groups.data?.find((g) => g.groupId === groupId);
  const rows = contacts.data?.pages.flatMap((p) => p.nodes) ?? [];
  const filtered = Boolean(groupId || debounced.trim());

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {INVITE_PAGE_TEXT.contactsTitle}
          </Title>
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconUserPlus size={14} aria-hidden />}
              onClick={() => setEditing(null)}
            >
              {INVITE_PAGE_TEXT.addContact}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              {INVITE_PAGE_TEXT.import}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setCreatingGroup((v) => !v)}>
              {INVITE_PAGE_TEXT.newGroup}
            </Button>
          </Group>
        </Group>
        {creatingGroup ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              createGroup
                .mutateAsync(groupName)
                .then(() => {
                  setGroupName('');
                  setCreatingGroup(false);
                })
                .catch(() => undefined);
            }}
          >
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={INVITE_PAGE_TEXT.groupName}
                value={groupName}
                error={createGroup.isError ? getErrorMessage(createGroup.error) : null}
                onChange={(e) => setGroupName(e.currentTarget.value)}
              />
              <Button type="submit" loading={createGroup.isPending}>
                {INVITE_PAGE_TEXT.createGroup}
              </Button>
            </Group>
          </form>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={INVITE_PAGE_TEXT.search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Select
            label={INVITE_PAGE_TEXT.group}
            placeholder={INVITE_PAGE_TEXT.allGroups}
            clearable
            data={(groups.data ?? []).map((g) => ({ value: g.groupId, label: g.groupName }))}
            value={groupId}
            onChange={(id) => {
              setGroupId(id);
              setRenaming(null);
              renameGroup.reset();
            }}
          />
        </SimpleGrid>
        {groupId && renaming !== null ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              renameGroup
                .mutateAsync({ groupId, groupName: renaming })
                .then(() => setRenaming(null))
                .catch(() => undefined);
            }}
          >
            <Group align="flex-end" gap="xs">
              <TextInput
                style={{ flex: '1 1 12rem' }}
                label={INVITE_PAGE_TEXT.newGroupName}
                value={renaming}
                error={renameGroup.isError ? getErrorMessage(renameGroup.error) : null}
                onChange={(e) => setRenaming(e.currentTarget.value)}
              />
              <Group gap="xs" wrap="nowrap">
                <Button type="submit" loading={renameGroup.isPending}>
                  {INVITE_PAGE_TEXT.saveGroupName}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setRenaming(null);
                    renameGroup.reset();
                  }}
                >
                  {INVITE_PAGE_TEXT.cancel}
                </Button>
              </Group>
            </Group>
          </form>
        ) : groupId ? (
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setRenaming(selectedGroup?.groupName ?? '')}
            >
              {INVITE_PAGE_TEXT.renameGroup}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => {
                void deleteGroup
                  .mutateAsync(groupId)
                  .then(() => setGroupId(null))
                  .catch((err: unknown) => notifyError(err));
              }}
            >
              {INVITE_PAGE_TEXT.deleteGroup}
            </Button>
          </Group>
        ) : null}
        {contacts.isPending ? (
          <LoadingState label={INVITE_PAGE_TEXT.contactsLoading} py="lg" />
        ) : contacts.isError ? (
          <LoadError error={contacts.error} onRetry={() => void contacts.refetch()} />
        ) : rows.length === 0 ? (
          <Text c="gray.7" size="sm">
            {filtered ? INVITE_PAGE_TEXT.noMatches : INVITE_PAGE_TEXT.noContacts}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={6}
            m={0}
            p={0}
            aria-label={INVITE_PAGE_TEXT.contactsTitle}
            style={{ listStyle: 'none' }}
          >
            {rows.map((contact) => (
              <Group component="li" key={contact.contactId} wrap="nowrap" gap="sm" justify="space-between">
                <Group wrap="nowrap" gap="sm" style={{ minWidth: 0, flex: 1 }}>
                  <Checkbox
                    aria-label={INVITE_PAGE_TEXT.select(contact.name)}
                    checked={selected.has(contact.contactId)}
                    disabled={Boolean(contact.invitationStatus) || !contact.emailAddress}
                    onChange={() => onToggle(contact)}
                  />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate="end">
                      {contact.name}
                    </Text>
                    <Text size="xs" c="gray.7" truncate="end">
                      {[contact.emailAddress, contact.phoneNumber].filter(Boolean).join(' · ')}
                    </Text>
                    {contact.group ? (
                      <Badge size="xs" variant="outline" w="fit-content">
                        {contact.group.groupName}
                      </Badge>
                    ) : null}
                  </Stack>
                </Group>
                {/* The status and actions keep their size; the name and address give way (390 px). */}
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {contact.invitationStatus ? (
                    <InviteeBadge status={contact.invitationStatus} size="small" />
                  ) : null}
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={INVITE_PAGE_TEXT.edit(contact.name)}
                    onClick={() => setEditing(contact)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={INVITE_PAGE_TEXT.remove(contact.name)}
                    onClick={() => {
                      void remove
                        .mutateAsync(contact.contactId)
                        .then(() => notifySuccess(INVITE_PAGE_TEXT.removed))
                        .catch((err: unknown) => notifyError(err));
                    }}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {contacts.hasNextPage ? (
          <Button
            variant="default"
            loading={contacts.isFetchingNextPage}
            onClick={() => void contacts.fetchNextPage()}
          >
            {LOAD_MORE}
          </Button>
        ) : null}
      </Stack>
      <ContactFormModal
        opened={editing !== undefined}
        contact={editing ?? null}
        groups={groups.data ?? []}
        onClose={() => setEditing(undefined)}
      />
      <ImportContactsModal opened={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}

function InviteesSection({
  eventId,
  query,
}: {
  eventId: string;
  query: ReturnType<typeof useEventInvitations>;
}) {
  const decide = useDecideEventInvitationMutation(eventId);
  const rows = query.data?.pages.flatMap((p) => p.eventInvitations.nodes) ?? [];
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {INVITE_PAGE_TEXT.inviteesTitle}
        </Title>
        {query.isPending ? (
          <LoadingState label={INVITE_PAGE_TEXT.inviteesLoading} py="lg" />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <Text size="sm" c="gray.7">
            {INVITE_PAGE_TEXT.noInvitees}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={8}
            m={0}
            p={0}
            aria-label={INVITE_PAGE_TEXT.inviteesTitle}
            style={{ listStyle: 'none' }}
          >
            {rows.map((invitation) => {
              const info = invitation.inviteInfo?.giftTicket ?? invitation.inviteInfo?.privateTicket;
              return (
                <Group
                  component="li"
                  key={invitation.invitationId}
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                >
                  {/* On a phone the badge and actions go under the name when they do not fit beside it. */}
                  <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                    <Text size="sm" fw={600} truncate="end">
                      {invitation.user?.name ?? invitation.emailAddress ?? invitation.user?.userName}
                    </Text>
                    <Text size="xs" c="gray.7" truncate="end">
                      {[
                        invitation.user ? invitation.emailAddress : null,
                        info ? `${info.quantity} × ${info.name}` : null,
                        invitation.source === 'LINK' ? INVITE_PAGE_TEXT.viaLink : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap" ml="auto">
                    <InviteeBadge status={invitation.status} />
                    {invitation.status === 'INVITEE_ACCEPTED' ? (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() =>
                          void decide
                            .mutateAsync({ invitationId: invitation.invitationId, approve: true })
                            .catch((err: unknown) => notifyError(err))
                        }
                      >
                        {INVITE_PAGE_TEXT.approve}
                      </Button>
                    ) : null}
                    {invitation.status === 'INVITED' || invitation.status === 'INVITEE_ACCEPTED' ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          void decide
                            .mutateAsync({ invitationId: invitation.invitationId, approve: false })
                            .catch((err: unknown) => notifyError(err))
                        }
                      >
                        {INVITE_PAGE_TEXT.withdraw}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
        {query.hasNextPage ? (
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {LOAD_MORE}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * /rep-club/events/{id}/invite: the host's contacts (with groups, add, edit, delete, import), inviting selected
 * contacts or e-mail addresses with an optional gift or private ticket and a message (its draft kept in local
 * storage), the invitees with their badges, the unique invitee count and the invite link (decision 076).
 */
export function EventInvitePage({ slugOrId }: { slugOrId: string }) {
  const event = useInviteEvent(slugOrId);
  const { authInfo } = useSession();
  useBreadcrumbLabel(slugOrId, event.data?.displayName);
  useDocumentTitle(`${event.data?.displayName ? `Invite · ${event.data.displayName}` : 'Invite'} | RepClub`);
  const permissions = event.data?.viewerPermissions ?? [];
  const mayInvite = permissions.includes('CanAddGuest') || permissions.includes('CanSharePrivateTicket');
  const invitations = useEventInvitations(event.data?.eventId, mayInvite);
  const link = useCreateEventInviteLinkMutation(event.data?.eventId ?? '');
  const [selected, setSelected] = useState<Map<string, Contact>>(new Map());
  const invitedEmails = useMemo(
    () =>
      (invitations.data?.pages.flatMap((p) => p.eventInvitations.nodes) ?? []).flatMap((i) =>
        i.emailAddress
          ? [{ email: i.emailAddress, message: EVENT_INVITE_MESSAGES.alreadyInvited(i.emailAddress) }]
          : [],
      ),
    [invitations.data],
  );

  if (event.isPending) return <LoadingState label={INVITE_PAGE_TEXT.loading} />;
  if (event.isError) {
    if (event.error instanceof GraphQLRequestError && event.error.code === 'NOT_FOUND')
      return <AppAlert type="warning">{INVITE_PAGE_TEXT.notFound}</AppAlert>;
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  if (!event.data) return <AppAlert type="warning">{INVITE_PAGE_TEXT.notFound}</AppAlert>;
  if (!mayInvite) return <AppAlert type="warning">{INVITE_PAGE_TEXT.notAllowed}</AppAlert>;
  const data = event.data;
  const count = invitations.data?.pages[0]?.uniqueInviteeCount;

  const copyLink = async () => {
    try {
      const url = await link.mutateAsync(false);
      const copied = await copyText(url);
      if (copied === 'copied') notifySuccess(INVITE_PAGE_TEXT.linkCopied);
      else notifyError(INVITE_PAGE_TEXT.linkNotCopied);
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {INVITE_PAGE_TEXT.title(data.displayName)}
        </Title>
        <Group gap="sm" justify="space-between">
          <Text c="gray.7" size="sm" aria-live="polite">
            {count === undefined ? '…' : INVITE_PAGE_TEXT.inviteeCount(count)}
          </Text>
          {permissions.includes('CanShareEventLink') ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCopy size={14} aria-hidden />}
              loading={link.isPending}
              onClick={() => void copyLink()}
            >
              {INVITE_PAGE_TEXT.copyLink}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <InviteForm
        event={data}
        selected={[...selected.values()]}
        excluded={[...(authInfo?.email ? [authInfo.email] : []), ...invitedEmails]}
        onSent={() => setSelected(new Map())}
      />
      <ContactsSection
        eventId={data.eventId}
        selected={selected}
        onToggle={(contact) =>
          setSelected((current) => {
            const next = new Map(current);
            if (next.has(contact.contactId)) next.delete(contact.contactId);
            else next.set(contact.contactId, contact);
            return next;
          })
        }
      />
      <InviteesSection eventId={data.eventId} query={invitations} />
    </Stack>
  );
}
