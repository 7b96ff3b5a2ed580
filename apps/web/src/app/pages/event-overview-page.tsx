import { Button, Group, Image, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MESSAGES, ROUTES, routes } from '@repclub/shared';
import { IconEdit, IconExternalLink } from '@tabler/icons-react';
import { cityLabel, COVER_FALLBACK, formatEventRange, formatPrice } from '@/lib/format';
import classes from '@/features/events/host/host.module.css';
import { approvalScopeOf } from '@/features/bookings/approval-scope';
import { useEditorEvent } from '@/features/events/api/host-queries';
import { usePendingAttendees } from '@/features/bookings/api/queries';
import { StatusBadge } from '@/features/events/host/status-badge';
import { RevenueButton } from '@/features/earnings/revenue-button';
import { EventTeamSection } from '@/features/events/team/event-team-section';
import { CheckInSection } from '@/features/checkin/check-in-section';
import { GuestListLink } from '@/features/guests/guest-list-link';
import { InviteGuestsLink } from '@/features/contacts/invite-guests-link';
import { MessageAttendeesButton, SentMessages } from '@/features/conversations/messages/message-attendees';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { LoadError, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { CounterCard } from '@/ui/counter-card';

export const OVERVIEW_TEXT = {
  loading: 'Loading the event',
  notFoundTitle: 'Event not found',
  notFoundText: 'This event does not exist, or you are not in its team.',
  myEvents: 'My events',
  edit: 'Edit event',
  publicPage: 'Public page',
  sold: 'Tickets sold',
  available: 'Available',
  held: 'Held in checkouts',
  pending: 'Waiting for approval',
  ticketTypes: 'Ticket types',
  ticket: 'Ticket type',
  price: 'Price',
  limit: 'Limit',
  noTickets: MESSAGES.noDataFound,
  attendees: 'Attendees',
  approvedAttendees: 'Approved',
  totalAttendees: 'Total attendees',
  approvedTickets: 'Approved tickets',
  scannedTickets: 'Checked in',
  waitingTickets: 'On the waiting list',
  invitedAttendees: 'Invited',
} as const;

/** /rep-club/events/{id}: the host's overview of one event (counters, ticket balances, links, the team). */
export function EventOverviewPage({ slugOrId }: { slugOrId: string }) {
  const query = useEditorEvent(slugOrId);
  useBreadcrumbLabel(slugOrId, query.data?.displayName);
  const event = query.data;
  // The pending count covers whom the viewer may approve (a promoter: the people they referred).
  const { scope } = approvalScopeOf(event?.viewerPermissions ?? []);
  const mayApprove = scope !== null;
  const pending = usePendingAttendees(mayApprove ? event?.eventId : undefined, scope === 'MINE');
  const edit = usePathLinkProps(routes.eventEdit(event?.eventId ?? slugOrId));
  const publicPage = usePathLinkProps(routes.event(event?.slug ?? slugOrId));
  const myEvents = usePathLinkProps(ROUTES.repClub.events);
  useDocumentTitle(`${event?.displayName ?? 'Event'} | RepClub`);

  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={OVERVIEW_TEXT.loading}>
        <Skeleton height={36} width="50%" />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={72} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof GraphQLRequestError && query.error.code === 'NOT_FOUND') {
      return (
        <NotFoundState
          title={OVERVIEW_TEXT.notFoundTitle}
          text={OVERVIEW_TEXT.notFoundText}
          action={<Button {...myEvents}>{OVERVIEW_TEXT.myEvents}</Button>}
        />
      );
    }
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  const totals = data.tickets.reduce(
    (sum, ticket) => ({
      // Requests waiting for approval are not sold (docs/decisions/053).
      released: sum.released + (ticket.balance?.soldAmount ?? 0),
      locked: sum.locked + (ticket.balance?.lockedAmount ?? 0),
    }),
    { released: 0, locked: 0 },
  );
  const pendingCount = pending.attendees.length;
  const canEdit = data.viewerPermissions.includes('CanEditEvent');

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Image src={data.avatarUrl} alt="" className={classes.thumb} fallbackSrc={COVER_FALLBACK} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {data.displayName}
            </Title>
            <StatusBadge status={data.status} isExpired={data.isExpired} />
          </Group>
          <Text size="sm" c="gray.7">
            {formatEventRange(data.startDate, data.endDate, data.timeZone)} · {cityLabel(data.city)}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs">
        {canEdit ? (
          <Button {...edit} leftSection={<IconEdit size={16} aria-hidden />}>
            {OVERVIEW_TEXT.edit}
          </Button>
        ) : null}
        <Button {...publicPage} variant="default" leftSection={<IconExternalLink size={16} aria-hidden />}>
          {OVERVIEW_TEXT.publicPage}
        </Button>
        <RevenueButton event={data} />
        <GuestListLink eventId={data.eventId} permissions={data.viewerPermissions} />
        <InviteGuestsLink eventId={data.eventId} permissions={data.viewerPermissions} />
        <MessageAttendeesButton
          eventId={data.eventId}
          permissions={data.viewerPermissions}
          tickets={data.tickets}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <CounterCard label={OVERVIEW_TEXT.sold} value={totals.released} />
        <CounterCard label={OVERVIEW_TEXT.available} value={data.totalAvailableTickets} />
        <CounterCard label={OVERVIEW_TEXT.held} value={totals.locked} />
        {mayApprove ? (
          <CounterCard
            label={OVERVIEW_TEXT.pending}
            value={pending.isPending ? '…' : `${pendingCount}${pending.hasNextPage ? '+' : ''}`}
          />
        ) : null}
      </SimpleGrid>
      {data.hostCounters ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {OVERVIEW_TEXT.attendees}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            <CounterCard label={OVERVIEW_TEXT.approvedAttendees} value={data.hostCounters.approved} />
            <CounterCard label={OVERVIEW_TEXT.totalAttendees} value={data.hostCounters.totalAttendees} />
            <CounterCard label={OVERVIEW_TEXT.approvedTickets} value={data.hostCounters.approvedTickets} />
            <CounterCard label={OVERVIEW_TEXT.scannedTickets} value={data.hostCounters.scannedTickets} />
            <CounterCard label={OVERVIEW_TEXT.waitingTickets} value={data.hostCounters.waitingTickets} />
            <CounterCard label={OVERVIEW_TEXT.invitedAttendees} value={data.hostCounters.invitedAttendees} />
          </SimpleGrid>
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {OVERVIEW_TEXT.ticketTypes}
        </Title>
        {/* Focusable so keyboard users can scroll it sideways on a phone (WCAG 2.1.1). */}
        <Table.ScrollContainer
          minWidth={480}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={OVERVIEW_TEXT.ticketTypes}
        >
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{OVERVIEW_TEXT.ticket}</Table.Th>
                <Table.Th ta="right">{OVERVIEW_TEXT.price}</Table.Th>
                <Table.Th ta="right">{OVERVIEW_TEXT.sold}</Table.Th>
                <Table.Th ta="right">{OVERVIEW_TEXT.held}</Table.Th>
                <Table.Th ta="right">{OVERVIEW_TEXT.available}</Table.Th>
                <Table.Th ta="right">{OVERVIEW_TEXT.limit}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.tickets.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6} ta="center" c="gray.7">
                    {OVERVIEW_TEXT.noTickets}
                  </Table.Td>
                </Table.Tr>
              ) : (
                data.tickets.map((ticket) => (
                  <Table.Tr key={ticket.eventTicketId}>
                    <Table.Td>{ticket.ticketType}</Table.Td>
                    <Table.Td ta="right">{formatPrice(ticket.price, ticket.currency)}</Table.Td>
                    <Table.Td ta="right">{ticket.balance?.soldAmount ?? '–'}</Table.Td>
                    <Table.Td ta="right">{ticket.balance?.lockedAmount ?? '–'}</Table.Td>
                    <Table.Td ta="right">{ticket.balance?.availableAmount ?? '–'}</Table.Td>
                    <Table.Td ta="right">{ticket.balance?.limitedAmount ?? '–'}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <CheckInSection eventId={data.eventId} permissions={data.viewerPermissions} />
      <SentMessages eventId={data.eventId} permissions={data.viewerPermissions} />
      <EventTeamSection slugOrId={data.eventId} />
    </Stack>
  );
}
