import {
  Button,
  Chip,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { routes } from '@repclub/shared';
import { IconDownload, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { EventAttendeesFilterInput } from '@/gql/graphql';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { useViewerId } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError, LoadMoreButton, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';
import { attendeeAccessOf } from './approval-scope';
import { type AttendeeCounts, downloadAttendeesCsv, useAttendeeList } from './api/attendees';
import { useApprovalEvent } from './api/queries';
import { AttendeeDrawer } from './attendee-drawer';
import { StatisticsPanel, TicketSummaryPanel } from './attendee-panels';
import { AttendeeRow } from './attendee-row';
import { ATTENDEES_TEXT } from './attendees-text';

export { ATTENDEES_TEXT } from './attendees-text';

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
