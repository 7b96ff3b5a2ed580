import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ROUTES, routes } from '@repclub/shared';
import { IconArrowsExchange, IconCoins, IconSend, IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  useTradingTransactions,
  useWalletBalances,
  type PointsClub,
  type WalletBalance,
} from '@/features/points/api/queries';
import { ClubLabel, TierBadge } from '@/entities/club/club-chip';
import { POINTS_TEXT } from '@/features/points/points-text';
import { RepPointsLayout } from '@/features/points/rep-points-layout';
import { SendPointsDialog } from '@/features/points/send-points-dialog';
import { TradeRequestDialog } from '@/features/points/trade-request-dialog';
import { TransactionsTable } from '@/features/points/transactions-table';
import { EmptyState, LoadError } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

const RECENT_COUNT = 5;

function BuyButton({ club }: { club: PointsClub }) {
  const link = usePathLinkProps(routes.repClubsBuyPoints(club.id));
  return (
    <Button
      {...link}
      size="xs"
      variant="light"
      leftSection={<IconShoppingCart size={14} aria-hidden />}
      aria-label={POINTS_TEXT.buyLabel(club.displayName)}
    >
      {POINTS_TEXT.buy}
    </Button>
  );
}

function BalanceRow({
  balance,
  onSend,
  onTrade,
}: {
  balance: WalletBalance;
  onSend: () => void;
  onTrade: () => void;
}) {
  const { club } = balance;
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <ClubLabel club={club} size={40} />
          <Group gap={6} pl={52}>
            <Text fw={700} size="lg">
              {POINTS_TEXT.points(balance.points)}
            </Text>
            <TierBadge tier={balance.tier} noTier={POINTS_TEXT.noTier} />
            <Badge size="sm" variant="light" color={balance.isMember ? 'green' : 'gray'}>
              {balance.isMember ? POINTS_TEXT.member : POINTS_TEXT.notMember}
            </Badge>
          </Group>
        </Stack>
        <Group gap={6} wrap="nowrap">
          {club.pointsPackages.length > 0 ? <BuyButton club={club} /> : null}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            onClick={onSend}
            disabled={!balance.isMember || balance.points <= 0}
            aria-label={POINTS_TEXT.sendLabel(club.displayName)}
          >
            {POINTS_TEXT.send}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowsExchange size={14} aria-hidden />}
            onClick={onTrade}
            disabled={balance.points <= 0}
            aria-label={POINTS_TEXT.tradeLabel(club.displayName)}
          >
            {POINTS_TEXT.trade}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** /rep-points/my-points (tab your-rep-points): the viewer's points per club, Buy / Send / Trade, recent moves. */
export function MyPointsPage() {
  const wallet = useWalletBalances();
  const recent = useTradingTransactions(null, RECENT_COUNT);
  const [sendFrom, setSendFrom] = useState<WalletBalance | null>(null);
  const [tradeFrom, setTradeFrom] = useState<string | null | undefined>(undefined);
  const balances = wallet.data ?? [];

  return (
    <RepPointsLayout tab="your-rep-points">
      <Stack gap="sm" component="section" aria-labelledby="points-balances-title">
        <Title order={2} size="h4" id="points-balances-title">
          {POINTS_TEXT.balancesTitle}
        </Title>
        {wallet.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={POINTS_TEXT.loadingWallet}>
            <Skeleton height={84} radius="md" />
            <Skeleton height={84} radius="md" />
          </Stack>
        ) : wallet.isError ? (
          <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />
        ) : balances.length === 0 ? (
          <EmptyState
            icon={<IconCoins size={26} aria-hidden />}
            title={POINTS_TEXT.noBalancesTitle}
            text={POINTS_TEXT.noBalancesText}
          />
        ) : (
          balances.map((balance) => (
            <BalanceRow
              key={balance.club.id}
              balance={balance}
              onSend={() => setSendFrom(balance)}
              onTrade={() => setTradeFrom(balance.club.id)}
            />
          ))
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="points-recent-title">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="points-recent-title">
            {POINTS_TEXT.recentTitle}
          </Title>
          <Anchor component={Link} to={ROUTES.repPoints.tradeHistory} size="sm">
            {POINTS_TEXT.seeAll}
          </Anchor>
        </Group>
        <TransactionsTable query={{ ...recent, hasNextPage: false }} label={POINTS_TEXT.recentTitle} />
      </Stack>
      <SendPointsDialog
        club={sendFrom?.club ?? null}
        available={sendFrom?.points ?? 0}
        onClose={() => setSendFrom(null)}
      />
      <TradeRequestDialog
        opened={tradeFrom !== undefined}
        giveClubId={tradeFrom ?? null}
        balances={balances}
        onClose={() => setTradeFrom(undefined)}
      />
    </RepPointsLayout>
  );
}
