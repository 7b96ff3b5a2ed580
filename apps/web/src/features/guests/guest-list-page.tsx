import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import {
  AGE_RANGES,
  GENDERS,
  GUEST_INVITE_FILTER_LABELS,
  GUEST_INVITE_FILTERS,
  type GuestInviteFilter,
  routes,
} from '@repclub/shared';
import { IconDeviceFloppy, IconPlaylistAdd, IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError, LoadMoreButton, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { type GuestItem, type GuestSearchState, useEventGuests, useGuestEvent } from './api/queries';
import { CounterCard } from '@/ui/counter-card';
import { GuestCard } from './guest-card';
import { GuestDialog, LoadDialog, SaveAsDialog } from './guest-dialogs';
import { GUEST_TEXT } from './guest-text';

export { GUEST_TEXT } from './guest-text';

const INVITE_OPTIONS = GUEST_INVITE_FILTERS.map((value) => ({
  value,
  label: GUEST_INVITE_FILTER_LABELS[value],
}));

/**
 * /rep-club/events/{id}/guest: the event's guest list with its search and filters (invite status, gender, age
 * range), add, edit, remove, send invite, and saved lists (docs/decisions/074). With CanSearchGuests the whole
 * list; with CanAddGuest alone (a promoter), the guests the viewer added.
 */
export function GuestListPage({ slugOrId }: { slugOrId: string }) {
  const event = useGuestEvent(slugOrId);
  useBreadcrumbLabel(slugOrId, event.data?.displayName);
  useDocumentTitle(`${GUEST_TEXT.title} | RepClub`);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const [inviteStatus, setInviteStatus] = useState<GuestInviteFilter>('ALL');
  const [gender, setGender] = useState<string | null>(null);
  const [ageRange, setAgeRange] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ guest: GuestItem | null } | null>(null);
  const [dialog, setDialog] = useState<'save' | 'load' | null>(null);
  const permissions = event.data?.viewerPermissions ?? [];
  const maySearch = permissions.includes('CanSearchGuests');
  const mayAdd = permissions.includes('CanAddGuest');
  const mayList = maySearch || mayAdd;
  const search: GuestSearchState = { query: debounced, inviteStatus, gender, ageRange };
  const guests = useEventGuests(mayList ? event.data?.eventId : undefined, search);
  const overview = usePathLinkProps(routes.repClubEvent(event.data?.eventId ?? slugOrId));

  const loading = (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={GUEST_TEXT.loading}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={84} radius="md" />
      ))}
    </Stack>
  );
  if (event.isPending) return loading;
  if (event.isError) {
    if (event.error instanceof GraphQLRequestError && event.error.code === 'NOT_FOUND') {
      return <NotFoundState title={GUEST_TEXT.notFoundTitle} text={GUEST_TEXT.notFoundText} />;
    }
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  const data = event.data;
  const header = (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1}>{GUEST_TEXT.title}</Title>
        <Text c="gray.7">{GUEST_TEXT.subtitle(data.displayName)}</Text>
        {!maySearch && mayAdd ? <Text size="sm">{GUEST_TEXT.onlyMine}</Text> : null}
      </Stack>
      <Button {...overview} variant="default">
        {GUEST_TEXT.backToEvent}
      </Button>
    </Group>
  );
  if (!mayList) {
    return (
      <Stack gap="lg">
        {header}
        <AppAlert type="danger">{GUEST_TEXT.forbidden}</AppAlert>
      </Stack>
    );
  }
  const counters = data.guestCounters;
  const filtered = debounced.trim() !== '' || inviteStatus !== 'ALL' || gender !== null || ageRange !== null;

  let body;
  if (guests.isPending) body = loading;
  else if (guests.isError && guests.guests.length === 0)
    body = <LoadError error={guests.error} onRetry={() => void guests.refetch()} />;
  else if (guests.guests.length === 0)
    body = filtered ? (
      <EmptyState
        icon={<IconSearch size={28} stroke={1.6} />}
        title={GUEST_TEXT.noMatchTitle}
        text={GUEST_TEXT.noMatchText}
      />
    ) : (
      <EmptyState
        icon={<IconUsers size={28} stroke={1.6} />}
        title={GUEST_TEXT.emptyTitle}
        text={GUEST_TEXT.emptyText}
        action={
          mayAdd ? (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setEditing({ guest: null })}
            >
              {GUEST_TEXT.add}
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <Stack gap="sm">
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={GUEST_TEXT.title}
        >
          {guests.guests.map((guest) => (
            <GuestCard
              key={guest.guestId}
              guest={guest}
              mayChange={mayAdd}
              onEdit={(g) => setEditing({ guest: g })}
            />
          ))}
        </Stack>
        <LoadMoreButton query={guests} />
      </Stack>
    );

  return (
    <Stack gap="lg">
      {header}
      {counters ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <CounterCard label={GUEST_TEXT.guests} value={counters.guests} />
          <CounterCard label={GUEST_TEXT.people} value={counters.guestTickets} />
          <CounterCard label={GUEST_TEXT.checkedIn} value={counters.checkedInGuestTickets} />
          <CounterCard label={GUEST_TEXT.capacity} value={counters.capacity ?? GUEST_TEXT.noLimit} />
        </SimpleGrid>
      ) : null}
      <Group gap="xs">
        {mayAdd ? (
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setEditing({ guest: null })}
          >
            {GUEST_TEXT.add}
          </Button>
        ) : null}
        {maySearch ? (
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => setDialog('save')}
          >
            {GUEST_TEXT.saveAs}
          </Button>
        ) : null}
        {mayAdd ? (
          <Button
            variant="default"
            leftSection={<IconPlaylistAdd size={16} aria-hidden />}
            onClick={() => setDialog('load')}
          >
            {GUEST_TEXT.loadFrom}
          </Button>
        ) : null}
      </Group>
      <Stack gap="xs" role="search">
        <TextInput
          label={GUEST_TEXT.search}
          placeholder={GUEST_TEXT.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          type="search"
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Select
            label={GUEST_TEXT.inviteStatus}
            data={INVITE_OPTIONS}
            value={inviteStatus}
            onChange={(value) => setInviteStatus((value as GuestInviteFilter | null) ?? 'ALL')}
            allowDeselect={false}
          />
          <Select
            label={GUEST_TEXT.gender}
            placeholder={GUEST_TEXT.anyGender}
            data={[...GENDERS]}
            value={gender}
            onChange={setGender}
            clearable
          />
          <Select
            label={GUEST_TEXT.ageRange}
            placeholder={GUEST_TEXT.anyAge}
            data={[...AGE_RANGES]}
            value={ageRange}
            onChange={setAgeRange}
            clearable
          />
        </SimpleGrid>
      </Stack>
      {body}
      <GuestDialog
        event={data}
        guest={editing?.guest ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <SaveAsDialog eventId={data.eventId} opened={dialog === 'save'} onClose={() => setDialog(null)} />
      <LoadDialog eventId={data.eventId} opened={dialog === 'load'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
