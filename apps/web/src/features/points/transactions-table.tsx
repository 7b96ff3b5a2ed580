import { Box, Stack, Table, Text } from '@mantine/core';
import { DISPLAY_DATE_TIME_FORMAT } from '@repclub/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { TradingTransaction } from '@/features/points/api/queries';
import { ClubLabel } from '@/entities/club/club-chip';
import { personName } from '@/entities/user/person-name';
import { signedPoints } from '@/features/points/points-fields';
import { POINTS_TEXT, TRANSACTION_TYPE_LABELS } from '@/features/points/points-text';
import { EmptyState, LoadError, LoadingState, LoadMoreButton } from '@/ui/load-state';

type TransactionsQuery = {
  transactions: TradingTransaction[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** Dark enough for small text on white (WCAG AA): Mantine's green 9 is 4.4:1, this is 6.1:1; red 9 is 5.5:1. */
const POINTS_IN_COLOR = '#237032';

const CLUB_CELL_WIDTH = 160;

/** The date and the time, each kept whole: the time goes under the date when the column is narrow. */
function DateTimeCell({ iso }: { iso: string }) {
  const [date, time] = dayjs(iso)
    .format(DISPLAY_DATE_TIME_FORMAT)
    .split(/ (?=\d{1,2}:)/);
  return (
    <Text size="sm" component="span">
      <span style={{ whiteSpace: 'nowrap' }}>{date}</span>
      {time ? (
        <>
          {' '}
          <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
        </>
      ) : null}
    </Text>
  );
}

/** Points in, green; points out, red; from the reader's side (the viewer's, or the club's on its ledger). */
function AmountCell({ amount }: { amount: number }) {
  const color = amount > 0 ? POINTS_IN_COLOR : amount < 0 ? 'red.9' : undefined;
  return (
    <Text size="sm" fw={600} c={color} style={{ whiteSpace: 'nowrap' }}>
      {signedPoints(amount)}
    </Text>
  );
}

/**
 * Points movements as a table (type, club, signed amount, counterparty, memo, date), paged by cursor with Load
 * more; an empty list reads 'No data found' (accounts §8) with a line on what shows here.
 */
export function TransactionsTable({
  query,
  label,
  showClub = true,
  clubSide = false,
  emptyText = POINTS_TEXT.noHistoryText,
}: {
  query: TransactionsQuery;
  label: string;
  showClub?: boolean;
  /** The club's ledger: a movement between two members neither adds nor takes from the club, so it reads neutral. */
  clubSide?: boolean;
  emptyText?: string;
}) {
  if (query.isPending) return <LoadingState label={POINTS_TEXT.loadingTransactions} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.transactions.length === 0)
    return (
      <EmptyState
        icon={<IconArrowsExchange size={26} aria-hidden />}
        title={POINTS_TEXT.noData}
        text={emptyText}
      />
    );
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label={label}>
        <Table verticalSpacing="xs" horizontalSpacing={8} fz="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{POINTS_TEXT.columns.type}</Table.Th>
              {showClub ? <Table.Th>{POINTS_TEXT.columns.club}</Table.Th> : null}
              <Table.Th ta="right">{POINTS_TEXT.columns.amount}</Table.Th>
              <Table.Th>{POINTS_TEXT.columns.counterparty}</Table.Th>
              <Table.Th>{POINTS_TEXT.columns.memo}</Table.Th>
              <Table.Th>{POINTS_TEXT.columns.date}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.transactions.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {TRANSACTION_TYPE_LABELS[row.type] ?? row.type}
                </Table.Td>
                {showClub ? (
                  <Table.Td>
                    {/* Long club names are cut, long names wrap, so the date stays in view beside the desktop's side column. */}
                    <Box maw={CLUB_CELL_WIDTH}>
                      <ClubLabel club={row.club} size={24} />
                    </Box>
                  </Table.Td>
                ) : null}
                <Table.Td ta="right">
                  {clubSide && row.from && row.to ? (
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {row.amount.toLocaleString('en-US')}
                    </Text>
                  ) : (
                    <AmountCell amount={row.amount} />
                  )}
                </Table.Td>
                <Table.Td miw={90}>
                  {clubSide && row.from && row.to
                    ? POINTS_TEXT.between(personName(row.from), personName(row.to))
                    : row.counterparty
                      ? personName(row.counterparty)
                      : '—'}
                </Table.Td>
                <Table.Td miw={120}>
                  <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                    {row.memo || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DateTimeCell iso={row.createdAt} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMoreButton query={query} loadingLabel={POINTS_TEXT.loadingTransactions} />
    </Stack>
  );
}
