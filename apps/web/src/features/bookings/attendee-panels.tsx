// The attendee page's side panels: statistics (CanFilterStatistics) and the checked-in ticket summary.
import { Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { LoadError } from '@/ui/load-state';
import { useAttendeeStatistics, useTicketSummary } from './api/attendees';
import { ATTENDEES_TEXT } from './attendees-text';

export function StatisticsPanel({ eventId }: { eventId: string }) {
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
export function TicketSummaryPanel({ eventId }: { eventId: string }) {
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
