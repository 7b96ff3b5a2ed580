// The event invite page's contacts: search, pick, add, edit, import and invite by email.
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconTrash, IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/error-message';
import { LOAD_MORE, LoadError, LoadingState } from '@/ui/load-state';
import { notifyError, notifySuccess } from '@/ui/toast';
import {
  useCreateContactGroupMutation,
  useDeleteContactGroupMutation,
  useRenameContactGroupMutation,
  useDeleteContactMutation,
} from './api/mutations';
import { type Contact, useContactGroups, useContacts } from './api/queries';
import { ContactFormModal } from './contact-form-modal';
import { ImportContactsModal } from './import-contacts-modal';
import { InviteeBadge } from './invitee-badge';
import { INVITE_PAGE_TEXT } from './invite-page-text';

export function ContactsSection({
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
