import {
  Avatar,
  Badge,
  Button,
  Card,
  Chip,
  Divider,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { ATTENDEE_NOTE_MAX_LENGTH, DEFAULT_DISPLAY_NAME, routes } from '@repclub/shared';
import { IconDownload, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { EventAttendeesFilterInput } from '@/gql/graphql';
import { formatEventDate, formatPrice } from '@/lib/format';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { useViewerId } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError, LoadMoreButton, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';
import { type AttendeeAccess, attendeeAccessOf, covers } from './approval-scope';
import {
  type AttendeeCounts,
  type AttendeeListItem,
  downloadAttendeesCsv,
  useAttendeeDetail,
  useAttendeeList,
  useAttendeeStatistics,
  useSetAttendeeNoteMutation,
  useTicketSummary,
} from './api/attendees';
import { type AttendeeDecision, useDecideAttendeeMutation } from './api/mutations';
import { useApprovalEvent } from './api/queries';

export const ATTENDEES_TEXT = {
  title: 'Attendees',
  subtitle: (name: string) => `Everyone attending ${name}, and the people waiting for your approval.`,
  loading: 'Loading attendees',
  tabs: {
    ALL: 'All',
    PENDING: 'Pending approvals',
    APPROVED: 'Approved',
    DECLINED: 'Declined',
    CHECKED_IN: 'Checked in',
  },
  states: {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    DECLINED: 'Declined',
    CHECKED_IN: 'Checked in',
  } as Record<string, string>,
  roles: {
    ATTENDEE: 'Attendee',
    CO_HOST: 'Manager',
    PROMOTER: 'Promoter',
    SPONSOR: 'Sponsor',
    COORDINATOR: 'Host',
    DOOR: 'Scanner',
    TALENT: 'Talent',
  } as Record<string, string>,
  search: 'Search by name or username',
  role: 'Role',
  anyRole: 'Any role',
  ticketType: 'Ticket type',
  anyTicket: 'Any ticket',
  referredByFilter: 'Referred by',
  anyone: 'Anyone',
  referredByMe: 'Me',
  columns: {
    attendee: 'Attendee',
    state: 'State',
    role: 'Role',
    referredBy: 'Referred by',
    actions: 'Actions',
  },
  emptyTitle: 'No attendees found',
  emptyText: 'When people book or RSVP, they appear here.',
  emptyPendingTitle: 'No one is waiting for approval',
  emptyPendingText: 'When someone books a ticket type that requires approval, they appear here.',
  approve: 'Approve',
  decline: 'Decline',
  undo: 'Undo',
  details: 'Details',
  approveName: (name: string) => `Approve ${name}`,
  declineName: (name: string) => `Decline ${name}`,
  undoName: (name: string) => `Undo the decision on ${name}`,
  detailsName: (name: string) => `Details of ${name}`,
  approved: (name: string) => `${name} is approved.`,
  declined: (name: string) => `${name} was declined. Nothing is charged, or what they paid is refunded.`,
  undone: (name: string) => `${name} is waiting for approval again.`,
  declineTitle: 'Decline attendee',
  declineText: (name: string) =>
    `Decline ${name}? Their request is cancelled: a payment only reserved is released (they are not charged), a paid booking is refunded in full, and they are told.`,
  /** Paid requests are charged on approval (docs/decisions/114). */
  pendingHelp:
    'Approving a paid request charges the payment the guest reserved at checkout; declining it, or leaving it undecided for 7 days (or until the event starts), releases it.',
  keep: 'Keep',
  undoTitle: 'Undo decision',
  undoText: (name: string) =>
    `Move ${name} back to pending? Their tickets wait for your approval again (no QR code until approved).`,
  onlyMine: 'You see the people who booked with your referral link.',
  notFoundTitle: 'Event not found',
  notFoundText: 'This event does not exist, or you are not in its team.',
  forbidden: 'You do not have permission to see the attendees of this event.',
  backToEvent: 'Event overview',
  exportCsv: 'Export CSV',
  /** The export button names what the file holds: the chosen tab, whether other filters narrow it, how many. */
  exportCsvOf: (tab: string, count: number | null, filtered: boolean) =>
    `Export CSV (${tab}${filtered ? ', filtered' : ''}${count === null ? '' : `, ${count}`})`,
  exported: 'The attendee list was downloaded.',
  statistics: 'Statistics',
  ticketSummary: 'Tickets by type',
  summaryColumns: { type: 'Ticket type', approved: 'Approved', pending: 'Pending', checkedIn: 'Checked in' },
  ages: 'Age',
  genders: 'Gender',
  underEighteen: 'Under 18',
  ageUnknown: 'Not given',
  statisticsOf: (total: number) => `${total} attendee${total === 1 ? '' : 's'} (not declined)`,
  detailTitle: 'Attendee',
  tickets: 'Tickets',
  noTickets: 'No tickets.',
  bookings: 'Bookings',
  noBookings: 'No bookings.',
  answers: 'Answers',
  noAnswers: 'No answers to questions.',
  decidedBy: (state: string, name: string, date: string) =>
    `${state === 'DECLINED' ? 'Declined' : 'Approved'} by ${name} on ${date}`,
  checkIns: (count: number) => `Checked in: ${count}`,
  repScore: (score: number) => `Rep score: ${score} (events checked in at)`,
  repBadge: (score: number) => `Rep ${score}`,
  policyDeclined: 'Declined the waiver',
  policyDeclinedHelp: 'They will be refused at the door until they accept it.',
  missingAnswers: (count: number) => `${count} required question${count === 1 ? '' : 's'} not answered yet.`,
  roleList: 'Team roles',
  referredBy: (name: string) => `Referred by ${name}`,
  note: 'Note for the team',
  notePlaceholder: 'Only your event team sees this note.',
  saveNote: 'Save note',
  noteSaved: 'Note saved.',
} as const;

type Person = { name?: string | null; userName?: string | null } | null | undefined;
const nameOf = (person: Person) => person?.name?.trim() || person?.userName || DEFAULT_DISPLAY_NAME;

const STATE_COLORS: Record<string, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  DECLINED: 'red',
  CHECKED_IN: 'blue',
};

function StateBadge({ state }: { state: string }) {
  return (
    <Badge
      color={STATE_COLORS[state] ?? 'gray'}
      variant="light"
      size="sm"
      // Never cut to "PENDI…" by a narrow table column.
      style={{ minWidth: 'max-content' }}
    >
      {ATTENDEES_TEXT.states[state] ?? state}
    </Badge>
  );
}

type Tab = keyof typeof ATTENDEES_TEXT.tabs;
const TABS: Tab[] = ['ALL', 'PENDING', 'APPROVED', 'DECLINED', 'CHECKED_IN'];
const countOf = (counts: AttendeeCounts | null, tab: Tab) => {
  if (!counts) return null;
  const key = {
    ALL: 'all',
    PENDING: 'pending',
    APPROVED: 'approved',
    DECLINED: 'declined',
    CHECKED_IN: 'checkedIn',
  }[tab] as keyof AttendeeCounts;
  return counts[key] as number;
};

/** Approve, decline and undo for one attendee, as the viewer's flags allow (all, or own referrals). */
function DecisionButtons({
  eventId,
  userId,
  name,
  state,
  referredByViewer,
  access,
}: {
  eventId: string;
  userId: string;
  name: string;
  state: string;
  referredByViewer: boolean;
  access: AttendeeAccess;
}) {
  const decide = useDecideAttendeeMutation(eventId, userId, {
    onSuccess: (decision) =>
      notifySuccess(
        decision === 'approve'
          ? ATTENDEES_TEXT.approved(name)
          : decision === 'decline'
            ? ATTENDEES_TEXT.declined(name)
            : ATTENDEES_TEXT.undone(name),
      ),
    onError: (error) => notifyError(error),
  });
  const confirm = (decision: AttendeeDecision) =>
    modals.openConfirmModal({
      title: decision === 'decline' ? ATTENDEES_TEXT.declineTitle : ATTENDEES_TEXT.undoTitle,
      children: (
        <Text size="sm">
          {decision === 'decline' ? ATTENDEES_TEXT.declineText(name) : ATTENDEES_TEXT.undoText(name)}
        </Text>
      ),
      labels: {
        confirm: decision === 'decline' ? ATTENDEES_TEXT.decline : ATTENDEES_TEXT.undo,
        cancel: ATTENDEES_TEXT.keep,
      },
      confirmProps: { color: decision === 'decline' ? 'red' : undefined },
      onConfirm: () => decide.mutate(decision),
    });
  const mayApprove =
    (state === 'PENDING' || state === 'DECLINED') && covers(access.approve, referredByViewer);
  const mayDecline = state === 'PENDING' && covers(access.decline, referredByViewer);
  const mayUndo = (state === 'APPROVED' || state === 'DECLINED') && covers(access.undo, referredByViewer);
  const busy = (decision: AttendeeDecision) => decide.isPending && decide.variables === decision;
  return (
    <>
      {mayDecline ? (
        <Button
          size="xs"
          variant="default"
          aria-label={ATTENDEES_TEXT.declineName(name)}
          loading={busy('decline')}
          disabled={decide.isPending}
          onClick={() => confirm('decline')}
        >
          {ATTENDEES_TEXT.decline}
        </Button>
      ) : null}
      {mayUndo ? (
        <Button
          size="xs"
          variant="default"
          aria-label={ATTENDEES_TEXT.undoName(name)}
          loading={busy('undo')}
          disabled={decide.isPending}
          onClick={() => confirm('undo')}
        >
          {ATTENDEES_TEXT.undo}
        </Button>
      ) : null}
      {mayApprove ? (
        <Button
          size="xs"
          aria-label={ATTENDEES_TEXT.approveName(name)}
          loading={busy('approve')}
          disabled={decide.isPending}
          onClick={() => decide.mutate('approve')}
        >
          {ATTENDEES_TEXT.approve}
        </Button>
      ) : null}
    </>
  );
}

function NoteEditor({ eventId, userId, note }: { eventId: string; userId: string; note: string | null }) {
  const [value, setValue] = useState(note ?? '');
  const save = useSetAttendeeNoteMutation(eventId, userId, {
    onSuccess: () => notifySuccess(ATTENDEES_TEXT.noteSaved),
    onError: (error) => notifyError(error),
  });
  return (
    <Stack gap="xs">
      <Textarea
        label={ATTENDEES_TEXT.note}
        placeholder={ATTENDEES_TEXT.notePlaceholder}
        value={value}
        maxLength={ATTENDEE_NOTE_MAX_LENGTH}
        autosize
        minRows={2}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          loading={save.isPending}
          disabled={value.trim() === (note ?? '')}
          onClick={() => save.mutate(value)}
        >
          {ATTENDEES_TEXT.saveNote}
        </Button>
      </Group>
    </Stack>
  );
}

/** One attendee's detail (tickets, bookings, answers, who decided, check-ins, the team's note). */
function AttendeeDrawer({
  eventId,
  userId,
  timeZone,
  access,
  viewerId,
  onClose,
}: {
  eventId: string;
  userId: string | null;
  timeZone: string;
  access: AttendeeAccess;
  viewerId: string | null;
  onClose: () => void;
}) {
  const detail = useAttendeeDetail(eventId, userId);
  const data = detail.data;
  let body;
  if (detail.isPending)
    body = <Skeleton height={200} radius="md" role="status" aria-label={ATTENDEES_TEXT.loading} />;
  else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (data) {
    const name = nameOf(data.user);
    body = (
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={data.user?.avatarUrl ?? null} alt="" radius="xl" name={name} color="initials" />
          <Stack gap={0}>
            <Text fw={600}>{name}</Text>
            {data.user?.userName ? (
              <Text size="xs" c="gray.7">
                @{data.user.userName}
              </Text>
            ) : null}
          </Stack>
          <StateBadge state={data.attendeeState} />
        </Group>
        {data.approvalAt && data.approvalUser ? (
          <Text size="sm">
            {ATTENDEES_TEXT.decidedBy(
              data.attendeeState,
              nameOf(data.approvalUser),
              formatEventDate(data.approvalAt, timeZone),
            )}
          </Text>
        ) : null}
        {data.referredBy ? <Text size="sm">{ATTENDEES_TEXT.referredBy(nameOf(data.referredBy))}</Text> : null}
        <Text size="sm">{ATTENDEES_TEXT.checkIns(data.checkedInCount)}</Text>
        <Text size="sm">{ATTENDEES_TEXT.repScore(data.repScore)}</Text>
        {data.privacyPolicyState === 'DECLINED' ? (
          <Text size="sm" c="red.8">
            {ATTENDEES_TEXT.policyDeclined}. {ATTENDEES_TEXT.policyDeclinedHelp}
          </Text>
        ) : null}
        {data.missingRequiredAnswers.length > 0 ? (
          <Text size="sm" c="orange.9">
            {ATTENDEES_TEXT.missingAnswers(data.missingRequiredAnswers.length)}
          </Text>
        ) : null}
        {data.attendeeRoles.length > 0 ? (
          <Group gap="xs">
            <Text size="sm">{ATTENDEES_TEXT.roleList}:</Text>
            {data.attendeeRoles.map((role) => (
              <Badge key={role} variant="outline" size="sm">
                {ATTENDEES_TEXT.roles[role] ?? role}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group gap="xs">
          <DecisionButtons
            eventId={eventId}
            userId={data.userId}
            name={name}
            state={data.attendeeState}
            referredByViewer={Boolean(viewerId) && data.referredBy?.userId === viewerId}
            access={access}
          />
        </Group>
        <Divider />
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {ATTENDEES_TEXT.tickets}
          </Text>
          {data.tickets.length === 0 ? <Text size="sm">{ATTENDEES_TEXT.noTickets}</Text> : null}
          {data.tickets.map((ticket) => (
            <Group key={ticket.ticketId} justify="space-between" gap="xs">
              <Text size="sm">{ticket.ticketType}</Text>
              <Text size="xs" c="gray.7">
                {ticket.status}
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {ATTENDEES_TEXT.bookings}
          </Text>
          {data.bookings.length === 0 ? <Text size="sm">{ATTENDEES_TEXT.noBookings}</Text> : null}
          {data.bookings.map((booking) => (
            <Group key={booking.transactionId} justify="space-between" gap="xs">
              <Text size="sm">
                {booking.quantity} × {formatPrice(booking.totalPrice, booking.currency)}
              </Text>
              <Text size="xs" c="gray.7">
                {booking.status} · {formatEventDate(booking.createdAtUtc, timeZone)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {ATTENDEES_TEXT.answers}
          </Text>
          {data.questionRequirementAnswers.length === 0 ? (
            <Text size="sm">{ATTENDEES_TEXT.noAnswers}</Text>
          ) : null}
          {data.questionRequirementAnswers.map((answer, index) => (
            <div key={index}>
              <Text size="sm" c="gray.7">
                {answer.question}
              </Text>
              <Text size="sm">{answer.answer}</Text>
            </div>
          ))}
        </Stack>
        <Divider />
        <NoteEditor key={data.userId} eventId={eventId} userId={data.userId} note={data.note ?? null} />
      </Stack>
    );
  }
  return (
    <Drawer
      opened={Boolean(userId)}
      onClose={onClose}
      position="right"
      size="md"
      title={<Text fw={700}>{ATTENDEES_TEXT.detailTitle}</Text>}
    >
      {body}
    </Drawer>
  );
}

function StatisticsPanel({ eventId }: { eventId: string }) {
  const statistics = useAttendeeStatistics(eventId, true);
  if (statistics.isPending) return <Skeleton height={120} radius="md" />;
  if (statistics.isError)
    return <LoadError error={statistics.error} onRetry={() => void statistics.refetch()} />;
  const s = statistics.data;
  const row = (label: string, count: number) => (
    <Group key={label} justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600}>
        {count}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="md" aria-label={ATTENDEES_TEXT.statistics} component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {ATTENDEES_TEXT.statistics}
          </Title>
          <Text size="xs" c="gray.7">
            {ATTENDEES_TEXT.statisticsOf(s.total)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {ATTENDEES_TEXT.ages}
            </Text>
            {s.ageRanges.map((range) => row(range.range, range.count))}
            {row(ATTENDEES_TEXT.underEighteen, s.underEighteen)}
            {row(ATTENDEES_TEXT.ageUnknown, s.ageUnknown)}
          </Stack>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {ATTENDEES_TEXT.genders}
            </Text>
            {s.genders.map((gender) => row(gender.gender, gender.count))}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The checked-in ticket summary (domain §2): per ticket type, approved, pending and checked-in tickets. */
function TicketSummaryPanel({ eventId }: { eventId: string }) {
  const summary = useTicketSummary(eventId, true);
  if (summary.isPending) return <Skeleton height={100} radius="md" />;
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  const c = ATTENDEES_TEXT.summaryColumns;
  return (
    <Card withBorder radius="md" padding="md" aria-label={ATTENDEES_TEXT.ticketSummary} component="section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {ATTENDEES_TEXT.ticketSummary}
        </Title>
        {/* Fixed columns and a smaller type on phones: the four columns fit 390 px without scrolling. */}
        <Table.ScrollContainer minWidth={0}>
          <Table horizontalSpacing={6} layout="fixed" fz={{ base: 'xs', sm: 'sm' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c.type}</Table.Th>
                <Table.Th ta="right">{c.approved}</Table.Th>
                <Table.Th ta="right">{c.pending}</Table.Th>
                <Table.Th ta="right">{c.checkedIn}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.data.map((row) => (
                <Table.Tr key={row.eventTicketId}>
                  <Table.Td>{row.ticketType}</Table.Td>
                  <Table.Td ta="right">{row.approvedTickets}</Table.Td>
                  <Table.Td ta="right">{row.pendingTickets}</Table.Td>
                  <Table.Td ta="right">{row.checkedInTickets}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

function AttendeeRow({
  attendee,
  eventId,
  access,
  viewerId,
  showsReferrer,
  onOpen,
}: {
  attendee: AttendeeListItem;
  eventId: string;
  access: AttendeeAccess;
  viewerId: string | null;
  showsReferrer: boolean;
  onOpen: (userId: string) => void;
}) {
  const name = nameOf(attendee.user);
  const role = ATTENDEES_TEXT.roles[attendee.attendeeRole] ?? attendee.attendeeRole;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={attendee.user?.avatarUrl ?? null}
            alt=""
            radius="xl"
            size="sm"
            name={name}
            color="initials"
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            {attendee.user?.userName ? (
              <Text size="xs" c="gray.7" truncate>
                @{attendee.user.userName}
              </Text>
            ) : null}
            <Group gap={4}>
              <Badge variant="light" size="xs" color="gray">
                {ATTENDEES_TEXT.repBadge(attendee.repScore)}
              </Badge>
              {attendee.privacyPolicyState === 'DECLINED' ? (
                <Badge variant="light" size="xs" color="red">
                  {ATTENDEES_TEXT.policyDeclined}
                </Badge>
              ) : null}
            </Group>
            {/* On phones the state and role sit under the name (their columns are hidden). */}
            <Group gap={4} hiddenFrom="sm" mt={4}>
              <StateBadge state={attendee.attendeeState} />
              {attendee.attendeeRole !== 'ATTENDEE' ? (
                <Badge variant="outline" size="sm">
                  {role}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <StateBadge state={attendee.attendeeState} />
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm">{role}</Text>
      </Table.Td>
      {showsReferrer ? (
        <Table.Td visibleFrom="md">
          <Text size="sm">{attendee.referredBy ? nameOf(attendee.referredBy) : '—'}</Text>
        </Table.Td>
      ) : null}
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <DecisionButtons
            eventId={eventId}
            userId={attendee.userId}
            name={name}
            state={attendee.attendeeState}
            referredByViewer={Boolean(viewerId) && attendee.referredBy?.userId === viewerId}
            access={access}
          />
          <Button
            size="xs"
            variant="subtle"
            aria-label={ATTENDEES_TEXT.detailsName(name)}
            onClick={() => onOpen(attendee.userId)}
          >
            {ATTENDEES_TEXT.details}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /rep-club/events/{id}/approval, the host's attendee page (domain §2; accounts §2.4 Manage Attendees;
 * decisions 072, 110): the attendees by state (opening on All), filters, a detail drawer, approve / decline /
 * undo as the viewer's flags allow, the CSV export (CanExportAttendees) and statistics (CanFilterStatistics).
 */
export function AttendeesPage({ slugOrId }: { slugOrId: string }) {
  const event = useApprovalEvent(slugOrId);
  useBreadcrumbLabel(slugOrId, event.data?.displayName);
  useDocumentTitle(`${ATTENDEES_TEXT.title} | RepClub`);
  const viewerId = useViewerId();
  const eventId = event.data?.eventId;
  const access = attendeeAccessOf(event.data?.viewerPermissions ?? []);
  const onlyMine = access.scope === 'MINE';
  const [tab, setTab] = useState<Tab>('ALL');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<string | null>(null);
  const [ticketType, setTicketType] = useState<string | null>(null);
  const [referredBy, setReferredBy] = useState<string | null>(null);
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const filter: EventAttendeesFilterInput = {
    state: tab === 'ALL' ? null : tab,
    attendeeRole: role,
    eventTicketId: ticketType,
    referredBy,
    search: debouncedSearch || null,
  };
  const list = useAttendeeList(access.scope ? eventId : undefined, filter);
  // The export holds what the list shows (decision 110): the button says so.
  const exportCount = countOf(list.counts, tab);
  const exportLabel = ATTENDEES_TEXT.exportCsvOf(
    ATTENDEES_TEXT.tabs[tab],
    exportCount,
    Boolean(role || ticketType || referredBy || debouncedSearch),
  );
  const overview = usePathLinkProps(routes.repClubEvent(eventId ?? slugOrId));

  const loading = (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={ATTENDEES_TEXT.loading}>
      {[0, 1].map((key) => (
        <Skeleton key={key} height={64} radius="md" />
      ))}
    </Stack>
  );
  if (event.isPending) return loading;
  if (event.isError) {
    if (event.error instanceof GraphQLRequestError && event.error.code === 'NOT_FOUND') {
      return <NotFoundState title={ATTENDEES_TEXT.notFoundTitle} text={ATTENDEES_TEXT.notFoundText} />;
    }
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  const handleExport = async () => {
    setExporting(true);
    try {
      await downloadAttendeesCsv(event.data.eventId, filter);
      notifySuccess(ATTENDEES_TEXT.exported);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  const header = (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Title order={1}>{ATTENDEES_TEXT.title}</Title>
        <Text c="gray.7">{ATTENDEES_TEXT.subtitle(event.data.displayName)}</Text>
        {onlyMine ? <Text size="sm">{ATTENDEES_TEXT.onlyMine}</Text> : null}
        {tab === 'PENDING' ? (
          <Text size="sm" c="gray.7">
            {ATTENDEES_TEXT.pendingHelp}
          </Text>
        ) : null}
      </Stack>
      <Group gap="xs">
        {access.mayExport ? (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            disabled={exportCount === 0}
            onClick={() => void handleExport()}
          >
            {exportLabel}
          </Button>
        ) : null}
        <Button {...overview} variant="default">
          {ATTENDEES_TEXT.backToEvent}
        </Button>
      </Group>
    </Group>
  );
  if (!access.scope) {
    return (
      <Stack gap="lg">
        {header}
        <AppAlert type="danger">{ATTENDEES_TEXT.forbidden}</AppAlert>
      </Stack>
    );
  }
  const filters = (
    <Stack gap="sm">
      <Chip.Group multiple={false} value={tab} onChange={(value) => setTab(value as Tab)}>
        <Group gap="xs" role="group" aria-label={ATTENDEES_TEXT.columns.state}>
          {TABS.map((key) => {
            const count = countOf(list.counts, key);
            return (
              <Chip key={key} value={key} size="sm">
                {ATTENDEES_TEXT.tabs[key]}
                {count === null ? '' : ` (${count})`}
              </Chip>
            );
          })}
        </Group>
      </Chip.Group>
      {/* Two a row until the content column is wide enough for four readable placeholders. */}
      <SimpleGrid cols={{ base: 1, xs: 2, xl: onlyMine ? 3 : 4 }} spacing="sm">
        <TextInput
          aria-label={ATTENDEES_TEXT.search}
          placeholder={ATTENDEES_TEXT.search}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Select
          aria-label={ATTENDEES_TEXT.role}
          placeholder={ATTENDEES_TEXT.anyRole}
          clearable
          value={role}
          onChange={setRole}
          data={Object.entries(ATTENDEES_TEXT.roles).map(([value, label]) => ({ value, label }))}
        />
        <Select
          aria-label={ATTENDEES_TEXT.ticketType}
          placeholder={ATTENDEES_TEXT.anyTicket}
          clearable
          value={ticketType}
          onChange={setTicketType}
          data={event.data.tickets.map((t) => ({ value: t.eventTicketId, label: t.ticketType }))}
        />
        {onlyMine ? null : (
          <Select
            aria-label={ATTENDEES_TEXT.referredByFilter}
            placeholder={`${ATTENDEES_TEXT.referredByFilter}: ${ATTENDEES_TEXT.anyone}`}
            clearable
            value={referredBy}
            onChange={setReferredBy}
            data={[
              { value: 'me', label: `${ATTENDEES_TEXT.referredByFilter}: ${ATTENDEES_TEXT.referredByMe}` },
            ]}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
  let body;
  if (list.isPending) body = loading;
  else if (list.isError && list.attendees.length === 0)
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.attendees.length === 0)
    body = (
      <EmptyState
        icon={<IconUsers size={28} stroke={1.6} />}
        title={tab === 'PENDING' ? ATTENDEES_TEXT.emptyPendingTitle : ATTENDEES_TEXT.emptyTitle}
        text={tab === 'PENDING' ? ATTENDEES_TEXT.emptyPendingText : ATTENDEES_TEXT.emptyText}
      />
    );
  else
    body = (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{ATTENDEES_TEXT.columns.attendee}</Table.Th>
                <Table.Th visibleFrom="sm">{ATTENDEES_TEXT.columns.state}</Table.Th>
                <Table.Th visibleFrom="md">{ATTENDEES_TEXT.columns.role}</Table.Th>
                {onlyMine ? null : <Table.Th visibleFrom="md">{ATTENDEES_TEXT.columns.referredBy}</Table.Th>}
                <Table.Th ta="right">{ATTENDEES_TEXT.columns.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.attendees.map((attendee) => (
                <AttendeeRow
                  key={attendee.userId}
                  attendee={attendee}
                  eventId={event.data.eventId}
                  access={access}
                  viewerId={viewerId}
                  showsReferrer={!onlyMine}
                  onOpen={setOpenUserId}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <LoadMoreButton query={list} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      {header}
      {filters}
      {body}
      {onlyMine ? null : <TicketSummaryPanel eventId={event.data.eventId} />}
      {access.mayStatistics ? <StatisticsPanel eventId={event.data.eventId} /> : null}
      <AttendeeDrawer
        eventId={event.data.eventId}
        userId={openUserId}
        timeZone={event.data.timeZone}
        access={access}
        viewerId={viewerId}
        onClose={() => setOpenUserId(null)}
      />
    </Stack>
  );
}
