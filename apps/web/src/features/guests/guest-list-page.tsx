import {
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Menu,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  AGE_RANGES,
  GENDERS,
  GUEST_INVITE_FILTER_LABELS,
  GUEST_INVITE_FILTERS,
  type GuestInviteFilter,
  type GuestInviteStatus,
  routes,
  savedGuestListNameSchema,
} from '@repclub/shared';
import {
  IconCheck,
  IconCopy,
  IconDeviceFloppy,
  IconDots,
  IconMail,
  IconPencil,
  IconPlaylistAdd,
  IconQrcode,
  IconSearch,
  IconTrash,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError, LoadMoreButton, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';
import {
  useLoadSavedGuestListMutation,
  useRemoveGuestMutation,
  useSaveGuestListMutation,
  useSaveGuestMutation,
  useSendGuestInviteMutation,
} from './api/mutations';
import {
  type GuestEvent,
  type GuestItem,
  type GuestSearchState,
  useEventGuests,
  useGuestEvent,
  useSavedGuestListNames,
} from './api/queries';
import { GuestForm } from './guest-form';
import { CounterCard } from '@/ui/counter-card';

const PassQr = lazy(() => import('@/ui/pass-qr'));

export const GUEST_TEXT = {
  title: 'Guest list',
  subtitle: (name: string) => `The people on the guest list of ${name}.`,
  loading: 'Loading the guest list',
  notFoundTitle: 'Event not found',
  notFoundText: 'This event does not exist, or you are not in its team.',
  forbidden: 'You do not have permission to see the guests of this event.',
  onlyMine: 'You see the guests you added.',
  backToEvent: 'Event overview',
  search: 'Search guests',
  searchPlaceholder: 'Name, email or phone',
  inviteStatus: 'Invite status',
  gender: 'Gender',
  ageRange: 'Age range',
  anyGender: 'Any gender',
  anyAge: 'Any age',
  add: 'Add guest',
  addTitle: 'Add a guest',
  editTitle: (name: string) => `Edit ${name}`,
  actions: (name: string) => `Actions for ${name}`,
  edit: 'Edit',
  remove: 'Remove',
  sendInvite: 'Send invite',
  resendInvite: 'Resend invite',
  showPasses: 'Show passes',
  passesTitle: (name: string) => `Passes of ${name}`,
  passesHelp: 'Each QR code admits one person once. Share the pass link with the guest only.',
  copyPassLink: 'Copy pass link',
  passLinkCopied: 'Pass link copied',
  passOf: (no: number, of: number) => `Pass ${no} of ${of}`,
  passQrLabel: (name: string, no: number, of: number) => `QR code of ${name}'s pass ${no} of ${of}`,
  passCheckedIn: 'Checked in',
  loadingQr: 'Loading the QR code',
  removeTitle: 'Remove guest',
  removeText: (name: string) => `Remove ${name} from the guest list? Their guest tickets are given back.`,
  keep: 'Keep',
  added: (name: string) => `${name} is on the guest list.`,
  saved: (name: string) => `${name} was updated.`,
  removed: (name: string) => `${name} was removed from the guest list.`,
  invited: (name: string) => `The invitation was sent to ${name}.`,
  emptyTitle: 'No guests yet',
  emptyText: 'Add the people you invite, or load a saved guest list.',
  noMatchTitle: 'No guests match',
  noMatchText: 'Try another search or other filters.',
  guests: 'Guests',
  people: 'People',
  checkedIn: 'Checked in',
  capacity: 'Capacity',
  noLimit: 'No limit',
  plusOnes: (n: number) => (n === 1 ? '+1 guest' : `+${n} guests`),
  checkedInOf: (checked: number, total: number) => `${checked}/${total} checked in`,
  saveAs: 'Save list as',
  saveAsTitle: 'Save this guest list',
  saveAsHelp: 'Keep these guests under a name to add them to another event later.',
  listName: 'List name',
  save: 'Save',
  savedList: (name: string) => `The guest list was saved as ${name}.`,
  loadFrom: 'Load saved list',
  loadTitle: 'Load a saved guest list',
  loadHelp: 'Adds the guests of a saved list. Guests already on this list (same email or phone) are skipped.',
  savedLists: 'Saved list',
  noSavedLists: 'You have no saved guest lists yet.',
  load: 'Load',
  loaded: (added: number) => (added === 1 ? '1 guest was added.' : `${added} guests were added.`),
  skipped: (n: number) =>
    n === 1 ? '1 guest was already on the list:' : `${n} guests were already on the list:`,
  close: 'Close',
  cancel: 'Cancel',
} as const;

/** The dialogs' close button (Mantine's has no name of its own). */
const CLOSE = { 'aria-label': GUEST_TEXT.close };

const INVITE_BADGE: Record<GuestInviteStatus, { label: string; color: string }> = {
  NOT_INVITED: { label: GUEST_INVITE_FILTER_LABELS.NOT_INVITED, color: 'gray' },
  INVITE_PENDING: { label: GUEST_INVITE_FILTER_LABELS.INVITE_PENDING, color: 'yellow' },
  INVITED: { label: GUEST_INVITE_FILTER_LABELS.INVITED, color: 'green' },
};

function GuestCard({
  guest,
  mayChange,
  onEdit,
}: {
  guest: GuestItem;
  mayChange: boolean;
  onEdit: (guest: GuestItem) => void;
}) {
  const name = guest.fullName;
  const [passesOpen, setPassesOpen] = useState(false);
  const remove = useRemoveGuestMutation({
    onSuccess: () => notifySuccess(GUEST_TEXT.removed(name)),
    onError: (error) => notifyError(error),
  });
  const invite = useSendGuestInviteMutation({
    onSuccess: () => notifySuccess(GUEST_TEXT.invited(name)),
    onError: (error) => notifyError(error),
  });
  const handleRemove = () =>
    modals.openConfirmModal({
      title: GUEST_TEXT.removeTitle,
      children: <Text size="sm">{GUEST_TEXT.removeText(name)}</Text>,
      labels: { confirm: GUEST_TEXT.remove, cancel: GUEST_TEXT.keep },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(guest.guestId),
    });
  const badge = INVITE_BADGE[guest.inviteStatus as GuestInviteStatus] ?? INVITE_BADGE.NOT_INVITED;
  const details = [guest.gender, guest.ageRange].filter(Boolean).join(' · ');
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {guest.quantity > 1 ? (
              <Badge variant="light" size="sm">
                {GUEST_TEXT.plusOnes(guest.quantity - 1)}
              </Badge>
            ) : null}
            <Badge variant="dot" color={badge.color} size="sm">
              {badge.label}
            </Badge>
          </Group>
          {guest.emailAddress ? (
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {guest.emailAddress}
            </Text>
          ) : null}
          {guest.phoneNumber ? (
            <Text size="sm" c="gray.7">
              {guest.phoneNumber}
            </Text>
          ) : null}
          {details ? (
            <Text size="xs" c="gray.7">
              {details}
            </Text>
          ) : null}
          <Text size="xs" c="gray.7">
            {GUEST_TEXT.checkedInOf(guest.checkedInQuantity, guest.quantity)}
          </Text>
          {guest.note ? <Text size="sm">{guest.note}</Text> : null}
          {guest.passLink ? (
            <Group gap="xs" mt={4}>
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconQrcode size={14} aria-hidden />}
                onClick={() => setPassesOpen(true)}
              >
                {GUEST_TEXT.showPasses}
              </Button>
              <CopyPassLink link={guest.passLink} />
              <PassesDialog guest={guest} opened={passesOpen} onClose={() => setPassesOpen(false)} />
            </Group>
          ) : null}
          {guest.customFields.map((field) => (
            <Text size="xs" key={field.key}>
              <Text span fw={600} size="xs">
                {field.label}:
              </Text>{' '}
              {field.value}
            </Text>
          ))}
        </Stack>
        {mayChange ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={GUEST_TEXT.actions(name)}
                loading={remove.isPending || invite.isPending}
              >
                <IconDots size={18} aria-hidden />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(guest)}>
                {GUEST_TEXT.edit}
              </Menu.Item>
              {guest.emailAddress ? (
                <Menu.Item
                  leftSection={<IconMail size={14} aria-hidden />}
                  onClick={() => invite.mutate(guest.guestId)}
                >
                  {guest.inviteStatus === 'INVITED' ? GUEST_TEXT.resendInvite : GUEST_TEXT.sendInvite}
                </Menu.Item>
              ) : null}
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={handleRemove}>
                {GUEST_TEXT.remove}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Card>
  );
}

/** The guest's pass link, to copy and send the guest (QR pass opt-in on). */
function CopyPassLink({ link }: { link: string }) {
  return (
    <CopyButton value={link}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          size="compact-sm"
          color={copied ? 'green' : undefined}
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          onClick={copy}
        >
          {copied ? GUEST_TEXT.passLinkCopied : GUEST_TEXT.copyPassLink}
        </Button>
      )}
    </CopyButton>
  );
}

/** The guest's QR passes, one per person, as the guest's own pass page shows them. */
function PassesDialog({
  guest,
  opened,
  onClose,
}: {
  guest: GuestItem;
  opened: boolean;
  onClose: () => void;
}) {
  const passes = guest.tickets.filter((t) => t.passCode);
  const of = guest.tickets.length;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={GUEST_TEXT.passesTitle(guest.fullName)}
      closeButtonProps={CLOSE}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{GUEST_TEXT.passesHelp}</Text>
        {guest.passLink ? (
          <Group>
            <CopyPassLink link={guest.passLink} />
          </Group>
        ) : null}
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {passes.map((pass) => (
            <Card key={pass.ticketNo} withBorder radius="md" padding="sm" component="li" bg="white">
              <Stack gap="xs" align="center">
                <Group justify="space-between" w="100%" gap="xs" wrap="nowrap">
                  <Text fw={700} size="sm">
                    {GUEST_TEXT.passOf(pass.ticketNo, of)}
                  </Text>
                  {pass.checkedInAt ? (
                    <Badge color="green.9" variant="filled" size="sm">
                      {GUEST_TEXT.passCheckedIn}
                    </Badge>
                  ) : null}
                </Group>
                <Suspense fallback={<Loader size="sm" role="img" aria-label={GUEST_TEXT.loadingQr} />}>
                  <PassQr
                    value={pass.passCode!}
                    label={GUEST_TEXT.passQrLabel(guest.fullName, pass.ticketNo, of)}
                    size={180}
                  />
                </Suspense>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}

/** The add or edit dialog. */
function GuestDialog({
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

function SaveAsDialog({
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

function LoadDialog({ eventId, opened, onClose }: { eventId: string; opened: boolean; onClose: () => void }) {
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
