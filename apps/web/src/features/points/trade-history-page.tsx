import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTradingTransactions, useWalletBalances } from '@/features/points/api/queries';
import { POINTS_TEXT } from '@/features/points/points-text';
import { RepPointsLayout } from '@/features/points/rep-points-layout';
import { TransactionsTable } from '@/features/points/transactions-table';

const ALL = 'all';

/** /rep-points/trade-history: every points movement of the viewer as a paged table, filtered by club. */
export function TradeHistoryPage() {
  const [clubId, setClubId] = useState<string>(ALL);
  const wallet = useWalletBalances();
  const history = useTradingTransactions(clubId === ALL ? null : clubId);
  const clubOptions = [
    { value: ALL, label: POINTS_TEXT.allClubs },
    ...(wallet.data ?? []).map((balance) => ({ value: balance.club.id, label: balance.club.displayName })),
  ];
  return (
    <RepPointsLayout tab="trade-history">
      <Group>
        <Select
          label={POINTS_TEXT.filterClub}
          data={clubOptions}
          value={clubId}
          onChange={(value) => setClubId(value ?? ALL)}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <TransactionsTable query={history} label={POINTS_TEXT.historyTitle} />
    </RepPointsLayout>
  );
}
