import { Button, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ROUTES } from '@repclub/shared';
import { IconBuildingStore } from '@tabler/icons-react';
import {
  useClubPointsAdmin,
  useClubTradingTransactions,
  useManagedClubs,
} from '@/features/points/api/queries';
import { GrantPointsForm } from '@/features/points/grant-points-form';
import { PackagesEditor } from '@/features/points/packages-editor';
import { ClubAvatar } from '@/entities/club/club-chip';
import { POINTS_TEXT } from '@/features/points/points-text';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { TransactionsTable } from '@/features/points/transactions-table';
import { AppAlert } from '@/ui/app-alert';
import { CounterCard } from '@/ui/counter-card';
import { EmptyState, LoadError, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

function Loading() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={POINTS_TEXT.loadingClub}>
      <SimpleGrid cols={2} spacing="sm">
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </SimpleGrid>
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}

/**
 * A club's rep-points tab (brand admin, accounts §2.2): points issued, granting points to a member, the points
 * packages on sale and the club's ledger. For the club's points managers (MANAGE_POINTS).
 */
export function ClubPointsPage({ clubId }: { clubId: string }) {
  const club = useClubPointsAdmin(clubId);
  const canManage = club.data?.myPermissions.includes('MANAGE_POINTS') ?? false;
  // The route may carry the slug; the ledger is read by the club's id.
  const ledger = useClubTradingTransactions(club.data?.id ?? '', canManage);
  useBreadcrumbLabel(clubId, club.data?.displayName);
  useDocumentTitle(`${POINTS_TEXT.adminTitle}${club.data ? ` | ${club.data.displayName}` : ''} | RepClub`);

  if (club.isPending) return <Loading />;
  if (club.isError) return <LoadError error={club.error} onRetry={() => void club.refetch()} />;
  if (!club.data)
    return <NotFoundState title={POINTS_TEXT.clubNotFoundTitle} text={POINTS_TEXT.clubNotFoundText} />;
  if (!canManage) return <AppAlert type="warning">{POINTS_TEXT.noPermission}</AppAlert>;
  const data = club.data;

  return (
    <Stack gap="lg" w="100%" maw={1100}>
      {/* Inside the brand admin (or under the selected club's header) the club's name is the page's h1. */}
      <Title order={2} size="h3">
        {POINTS_TEXT.adminTitle}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <CounterCard
          label={POINTS_TEXT.pointsIssued}
          value={(data.pointsIssued ?? 0).toLocaleString('en-US')}
        />
        <CounterCard label={POINTS_TEXT.packagesCount} value={data.pointsPackages.length} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <GrantPointsForm clubId={data.id} />
      </Card>
      <Card withBorder radius="md" padding="md">
        <PackagesEditor
          key={data.pointsPackages.map((pack) => pack.id).join()}
          clubId={data.id}
          packages={data.pointsPackages}
        />
      </Card>
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="club-ledger-title">
        <Title order={2} size="h4" id="club-ledger-title">
          {POINTS_TEXT.ledgerTitle}
        </Title>
        <TransactionsTable query={ledger} label={POINTS_TEXT.ledgerTitle} showClub={false} clubSide />
      </Stack>
    </Stack>
  );
}

/** /rep-club/rep-points: the rep-points tab of the selected club (the first the viewer manages). */
export function SelectedClubPointsPage() {
  const managed = useManagedClubs();
  const createLink = usePathLinkProps(ROUTES.myRepClubs.create);
  if (managed.isPending) return <Loading />;
  if (managed.isError) return <LoadError error={managed.error} onRetry={() => void managed.refetch()} />;
  const selected = managed.data[0];
  if (!selected)
    return (
      <EmptyState
        icon={<IconBuildingStore size={26} aria-hidden />}
        title={POINTS_TEXT.noManagedTitle}
        text={POINTS_TEXT.noManagedText}
        action={<Button {...createLink}>{POINTS_TEXT.createClub}</Button>}
      />
    );
  return (
    <Stack gap="lg" w="100%">
      <Group gap="sm" wrap="nowrap">
        <ClubAvatar club={selected} size={40} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="gray.7">
            {POINTS_TEXT.managing}
          </Text>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {selected.displayName}
          </Title>
        </Stack>
      </Group>
      <ClubPointsPage key={selected.id} clubId={selected.id} />
    </Stack>
  );
}
