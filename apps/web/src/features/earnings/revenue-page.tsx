import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { DEFAULT_DISPLAY_NAME, EARNINGS_MESSAGES, ROUTES, formatCents, routes } from '@repclub/shared';
import { IconCash, IconTicket, IconUsers } from '@tabler/icons-react';
import { formatEventDate } from '@/lib/format';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';
import { useRequestPayoutMutation } from './api/mutations';
import {
  type EventEarnings,
  type PayoutInfo,
  type PromoterSalesRow,
  type RevenueEvent,
  useEventEarnings,
  usePayoutInfo,
  usePromoterSales,
  useRevenueEvent,
} from './api/queries';

export const REVENUE_TEXT = {
  title: 'Revenue',
  subtitle: (name: string) =>
    `What ${name} earned from completed bookings. Refunded bookings are not counted.`,
  loading: 'Loading revenue',
  backToEvent: 'Event overview',
  notFoundTitle: 'Event not found',
  notFoundText: 'This event does not exist, or you are not in its team.',
  forbidden: 'You do not have permission to see the revenue of this event.',
  gross: 'Gross sales',
  grossHint: 'What buyers paid',
  fees: 'Fees',
  feesHint: 'Service and processing fees',
  net: 'Net earnings',
  netHint: 'Tickets, gratuity and taxes',
  sold: 'Tickets sold',
  soldHint: (orders: number) => `${orders} booking${orders === 1 ? '' : 's'}`,
  breakdown: 'Sales by ticket type',
  ticketType: 'Ticket type',
  unitPrice: 'Unit price',
  quantity: 'Sold',
  total: 'Total',
  noSalesTitle: 'No tickets sold yet',
  noSalesText: 'Completed bookings appear here with their ticket type and price.',
  promoters: 'Promoter sales',
  myPromoterSales: 'Your sales',
  onlyMine: 'You see the bookings your referral link brought.',
  promoter: 'Promoter',
  tickets: 'Tickets',
  amount: 'Amount',
  noPromoterSales: 'No bookings came through a promoter’s referral link yet.',
  payout: 'Payout',
  balance: 'Balance',
  balanceHint: 'Left to pay out',
  paidOut: 'Paid out',
  paidOutHint: 'Sent or on the way',
  lastRequested: 'Last requested',
  never: 'Never',
  requestPayout: 'Request payout',
  confirmTitle: 'Request payout',
  confirmText: (amount: string) =>
    `Request a payout of ${amount} to your payout account? It is sent to the payout provider at once.`,
  confirm: 'Request payout',
  cancel: 'Cancel',
  connectAccount: 'Set up payouts',
  history: 'Payouts',
  status: { PENDING: 'Pending', COMPLETED: 'Sent', FAILED: 'Failed' } as Record<string, string>,
} as const;

type Person = { name?: string | null; userName?: string | null } | null | undefined;
const nameOf = (person: Person) => person?.name?.trim() || person?.userName || DEFAULT_DISPLAY_NAME;

function Stat({
  label,
  value,
  hint,
  small = false,
}: {
  label: string;
  value: string;
  hint?: string;
  /** A longer value (a date and time): body size, so it stays on a line or two at 390 px. */
  small?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz={small ? 'md' : 'xl'} data-testid={`stat-${label}`}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function Totals({ earnings }: { earnings: EventEarnings }) {
  const money = (cents: number) => formatCents(cents, earnings.currency);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Stat label={REVENUE_TEXT.gross} value={money(earnings.totalPrice)} hint={REVENUE_TEXT.grossHint} />
      <Stat label={REVENUE_TEXT.fees} value={money(earnings.totalFees)} hint={REVENUE_TEXT.feesHint} />
      <Stat label={REVENUE_TEXT.net} value={money(earnings.netEarnings)} hint={REVENUE_TEXT.netHint} />
      <Stat
        label={REVENUE_TEXT.sold}
        value={String(earnings.totalQuantity)}
        hint={REVENUE_TEXT.soldHint(earnings.totalOrders)}
      />
    </SimpleGrid>
  );
}

function Breakdown({ earnings }: { earnings: EventEarnings }) {
  if (earnings.ticketBreakdown.length === 0)
    return (
      <EmptyState
        icon={<IconTicket size={28} stroke={1.6} />}
        title={REVENUE_TEXT.noSalesTitle}
        text={REVENUE_TEXT.noSalesText}
      />
    );
  const money = (cents: number) => formatCents(cents, earnings.currency);
  return (
    <Table.ScrollContainer
      minWidth={290}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={REVENUE_TEXT.breakdown}
    >
      <Table verticalSpacing="xs" horizontalSpacing={6} fz="sm" aria-label={REVENUE_TEXT.breakdown}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{REVENUE_TEXT.ticketType}</Table.Th>
            <Table.Th ta="right">{REVENUE_TEXT.unitPrice}</Table.Th>
            <Table.Th ta="right">{REVENUE_TEXT.quantity}</Table.Th>
            <Table.Th ta="right">{REVENUE_TEXT.total}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {earnings.ticketBreakdown.map((line) => (
            <Table.Tr key={`${line.eventTicketId}-${line.unitPrice}`}>
              <Table.Td>{line.ticketType}</Table.Td>
              <Table.Td ta="right">{money(line.unitPrice)}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{money(line.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PromoterTable({ rows, currency }: { rows: PromoterSalesRow[]; currency: string }) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {REVENUE_TEXT.noPromoterSales}
      </Text>
    );
  return (
    <Table.ScrollContainer
      minWidth={260}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={REVENUE_TEXT.promoters}
    >
      <Table verticalSpacing="xs" horizontalSpacing={6} fz="sm" aria-label={REVENUE_TEXT.promoters}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{REVENUE_TEXT.promoter}</Table.Th>
            <Table.Th ta="right">{REVENUE_TEXT.tickets}</Table.Th>
            <Table.Th ta="right">{REVENUE_TEXT.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.promoterId}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Avatar
                    src={row.promoter?.avatarUrl ?? null}
                    alt=""
                    size="sm"
                    radius="xl"
                    name={nameOf(row.promoter)}
                    color="initials"
                  />
                  <Text size="sm">{nameOf(row.promoter)}</Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{row.ticketsSold}</Table.Td>
              <Table.Td ta="right">{formatCents(row.amount, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PromoterSection({
  eventId,
  currency,
  onlyMine,
}: {
  eventId: string;
  currency: string;
  onlyMine: boolean;
}) {
  const sales = usePromoterSales(eventId);
  let body;
  if (sales.isPending) body = <Skeleton height={60} radius="md" />;
  else if (sales.isError) {
    body =
      sales.error instanceof GraphQLRequestError && sales.error.code === 'AUTH_NOT_AUTHORIZED' ? (
        <AppAlert type="danger">{REVENUE_TEXT.forbidden}</AppAlert>
      ) : (
        <LoadError error={sales.error} onRetry={() => void sales.refetch()} />
      );
  } else body = <PromoterTable rows={sales.data} currency={currency} />;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group gap="xs">
          <IconUsers size={18} aria-hidden />
          <Title order={2} size="h4">
            {onlyMine ? REVENUE_TEXT.myPromoterSales : REVENUE_TEXT.promoters}
          </Title>
        </Group>
        {onlyMine ? <Text size="sm">{REVENUE_TEXT.onlyMine}</Text> : null}
        {body}
      </Stack>
    </Card>
  );
}

function PayoutSection({ event, info }: { event: RevenueEvent; info: PayoutInfo }) {
  const money = (cents: number) => formatCents(cents, info.currency);
  const setUp = usePathLinkProps(`${ROUTES.profile.index}?tab=payouts`);
  const request = useRequestPayoutMutation(event.eventId, {
    onSuccess: (payout) =>
      notifySuccess(
        payout.status === 'COMPLETED' ? EARNINGS_MESSAGES.requested : EARNINGS_MESSAGES.providerPending,
      ),
    onError: (error) => notifyError(error),
  });
  const confirm = () =>
    modals.openConfirmModal({
      title: REVENUE_TEXT.confirmTitle,
      children: <Text size="sm">{REVENUE_TEXT.confirmText(money(info.totalBalance))}</Text>,
      labels: { confirm: REVENUE_TEXT.confirm, cancel: REVENUE_TEXT.cancel },
      onConfirm: () => request.mutate(null),
    });
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCash size={18} aria-hidden />
          <Title order={2} size="h4">
            {REVENUE_TEXT.payout}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Stat
            label={REVENUE_TEXT.balance}
            value={money(info.totalBalance)}
            hint={REVENUE_TEXT.balanceHint}
          />
          <Stat
            label={REVENUE_TEXT.paidOut}
            value={money(info.totalPaidOut)}
            hint={REVENUE_TEXT.paidOutHint}
          />
          <Stat
            label={REVENUE_TEXT.lastRequested}
            small
            value={
              info.lastRequestedTime
                ? formatEventDate(info.lastRequestedTime, event.timeZone, { withZone: false })
                : REVENUE_TEXT.never
            }
          />
        </SimpleGrid>
        {info.blockedReason ? (
          <AppAlert type="info" title={null}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{info.blockedReason}</Text>
              {info.viewerIsCreator && !info.payoutAccountReady ? (
                <Button size="xs" variant="light" {...setUp}>
                  {REVENUE_TEXT.connectAccount}
                </Button>
              ) : null}
            </Stack>
          </AppAlert>
        ) : null}
        {info.viewerIsCreator ? (
          <Group>
            <Button disabled={!info.canRequestPayout} loading={request.isPending} onClick={confirm}>
              {REVENUE_TEXT.requestPayout}
            </Button>
          </Group>
        ) : null}
        {info.payouts.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {REVENUE_TEXT.history}
            </Text>
            {info.payouts.map((payout) => (
              <Group key={payout.payoutId} justify="space-between" wrap="nowrap" data-testid="payout-row">
                <Text size="sm">
                  {formatEventDate(payout.requestedAt, event.timeZone, { withZone: false })}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Badge
                    variant="light"
                    color={
                      payout.status === 'COMPLETED' ? 'green' : payout.status === 'FAILED' ? 'red' : 'gray'
                    }
                  >
                    {REVENUE_TEXT.status[payout.status] ?? payout.status}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {formatCents(payout.amount, payout.currency)}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Earnings, ticket breakdown and payout: for the creator and co-hosts (CanViewEarnings). */
function HostRevenue({ event }: { event: RevenueEvent }) {
  const earnings = useEventEarnings(event.eventId);
  const payout = usePayoutInfo(event.eventId);
  const loading = (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={REVENUE_TEXT.loading}>
      <Skeleton height={80} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
  if (earnings.isPending) return loading;
  if (earnings.isError) return <LoadError error={earnings.error} onRetry={() => void earnings.refetch()} />;
  return (
    <Stack gap="lg">
      <Totals earnings={earnings.data} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {REVENUE_TEXT.breakdown}
          </Title>
          <Breakdown earnings={earnings.data} />
        </Stack>
      </Card>
      {payout.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : payout.isError ? (
        <LoadError error={payout.error} onRetry={() => void payout.refetch()} />
      ) : (
        <PayoutSection event={event} info={payout.data} />
      )}
      <PromoterSection eventId={event.eventId} currency={earnings.data.currency} onlyMine={false} />
    </Stack>
  );
}

/**
 * /rep-club/events/{id}/revenue (accounts §2.1; domain §3 "Earnings and payout"; decision 075): the event's
 * totals, sales by ticket type, the payout balance with Request payout (the creator), and sales per promoter.
 * A promoter without CanViewEarnings sees their own sales only.
 */
export function RevenuePage({ slugOrId }: { slugOrId: string }) {
  const event = useRevenueEvent(slugOrId);
  useBreadcrumbLabel(slugOrId, event.data?.displayName);
  const overview = usePathLinkProps(routes.repClubEvent(event.data?.eventId ?? slugOrId));
  useDocumentTitle(`${REVENUE_TEXT.title} | RepClub`);

  if (event.isPending)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={REVENUE_TEXT.loading}>
        <Skeleton height={40} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  if (event.isError) {
    if (event.error instanceof GraphQLRequestError && event.error.code === 'NOT_FOUND')
      return <NotFoundState title={REVENUE_TEXT.notFoundTitle} text={REVENUE_TEXT.notFoundText} />;
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  const canViewEarnings = event.data.viewerPermissions.includes('CanViewEarnings');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{REVENUE_TEXT.title}</Title>
          <Text c="gray.7">{REVENUE_TEXT.subtitle(event.data.displayName)}</Text>
        </Stack>
        <Button {...overview} variant="default">
          {REVENUE_TEXT.backToEvent}
        </Button>
      </Group>
      {canViewEarnings ? (
        <HostRevenue event={event.data} />
      ) : (
        // Promoters see their own row; anyone else is told plainly (the server refuses them).
        <PromoterSection eventId={event.data.eventId} currency="USD" onlyMine />
      )}
    </Stack>
  );
}
