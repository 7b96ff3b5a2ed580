import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { achievementRoutes, clubRoutes } from '@repclub/shared';
import { IconAward, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { ClubLabel } from '@/entities/club/club-chip';
import { type AchievementDetail, useAchievement } from '@/features/achievements/api/queries';
import { AchievementImage, achievementState } from '@/features/achievements/achievement-badge';
import { formatDay, formatWhen } from '@/features/achievements/achievement-dates';
import { ACHIEVEMENTS_TEXT as T } from '@/features/achievements/achievements-text';
import { AwardDialog } from '@/features/achievements/award-dialog';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { CounterCard } from '@/ui/counter-card';
import { LoadError, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

/** The active window in words: always, from, until or between. */
export function windowText(a: Pick<AchievementDetail, 'activeFromUtc' | 'activeToUtc'>): string {
  const { activeFromUtc: from, activeToUtc: to } = a;
  if (from && to) return T.between(formatWhen(from), formatWhen(to));
  if (from) return T.from(formatWhen(from));
  if (to) return T.until(formatWhen(to));
  return T.always;
}

function Statistics({ statistics }: { statistics: NonNullable<AchievementDetail['statistics']> }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="achievement-statistics">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="achievement-statistics">
            {T.statistics}
          </Title>
          <Text size="xs" c="gray.7">
            {T.statisticsHelp}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Table aria-label={T.ageRange} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.ageRange}</Table.Th>
                <Table.Th ta="right">{T.count}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statistics.ageRanges.map((row) => (
                <Table.Tr key={row.range}>
                  <Table.Td>{T.ageLabels[row.range] ?? row.range}</Table.Td>
                  <Table.Td ta="right">{row.count}</Table.Td>
                </Table.Tr>
              ))}
              {statistics.underEighteen > 0 ? (
                <Table.Tr>
                  <Table.Td>{T.underEighteen}</Table.Td>
                  <Table.Td ta="right">{statistics.underEighteen}</Table.Td>
                </Table.Tr>
              ) : null}
              <Table.Tr>
                <Table.Td>{T.ageUnknown}</Table.Td>
                <Table.Td ta="right">{statistics.ageUnknown}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Table aria-label={T.gender} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.gender}</Table.Th>
                <Table.Th ta="right">{T.count}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statistics.genders.map((row) => (
                <Table.Tr key={row.gender}>
                  <Table.Td>{row.gender}</Table.Td>
                  <Table.Td ta="right">{row.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The badge with its description, type, window and supply: the page's head and the profile's dialog. */
export function AchievementDetails({ achievement }: { achievement: AchievementDetail }) {
  const state = achievementState(achievement);
  const club = usePathLinkProps(clubRoutes.repClubs(achievement.club.slug));
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="center">
        <AchievementImage achievement={achievement} size={88} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {achievement.displayName}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{achievement.categoryLabel}</Badge>
            {achievement.viewerCanManage || achievement.status === 'ARCHIVED' ? (
              <Badge variant="light" color={state.color}>
                {state.label}
              </Badge>
            ) : null}
            {achievement.isHidden ? (
              <Badge variant="light" color="gray">
                {T.hidden}
              </Badge>
            ) : null}
          </Group>
          <Anchor {...club} underline="never" c="inherit">
            <ClubLabel club={achievement.club} size={24} />
          </Anchor>
        </Stack>
      </Group>
      {achievement.viewerAwardedAt ? (
        <Text size="sm" fw={600} c="green.8">
          {T.youHold(formatDay(achievement.viewerAwardedAt))}
        </Text>
      ) : null}
      {achievement.bio ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {achievement.bio}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <CounterCard label={T.holders} value={achievement.awardedCount.toLocaleString('en-US')} />
        <CounterCard
          label={T.supply}
          value={achievement.maxSupply === null ? T.unlimited : achievement.maxSupply.toLocaleString('en-US')}
        />
        <CounterCard
          label={T.remaining}
          value={
            achievement.remainingSupply === null
              ? T.unlimited
              : achievement.remainingSupply.toLocaleString('en-US')
          }
        />
      </SimpleGrid>
      <Text size="sm">
        <Text span c="gray.7">
          {T.window}:{' '}
        </Text>
        {windowText(achievement)}
      </Text>
    </Stack>
  );
}

/** /rep-club/{id}/achievement/{achievementId}: the achievement; its team sees statistics and may award or edit. */
export function AchievementPage({ clubId, achievementId }: { clubId: string; achievementId: string }) {
  const query = useAchievement(achievementId);
  const [awarding, setAwarding] = useState(false);
  useBreadcrumbLabel(achievementId, query.data?.displayName);
  useBreadcrumbLabel(clubId, query.data?.club.displayName);
  useDocumentTitle(`${query.data?.displayName ?? T.adminTitle} | RepClub`);
  const edit = usePathLinkProps(
    achievementRoutes.repClubAchievementEdit(query.data?.club.id ?? clubId, achievementId),
  );
  if (query.isPending)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={T.loadingOne}>
        <Skeleton height={88} width={88} circle />
        <Skeleton height={28} width={240} />
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const achievement = query.data;
  if (!achievement || (achievement.club.id !== clubId && achievement.club.slug !== clubId))
    return <NotFoundState title={T.notFoundTitle} text={T.notFoundText} />;
  const manage = achievement.viewerCanManage && achievement.status === 'ACTIVE';
  return (
    <Stack gap="lg" w="100%" maw={860}>
      <AchievementDetails achievement={achievement} />
      {manage ? (
        <Group gap="sm">
          <Button
            leftSection={<IconAward size={18} aria-hidden />}
            onClick={() => setAwarding(true)}
            disabled={!achievement.isActive}
          >
            {T.award}
          </Button>
          <Button variant="light" leftSection={<IconEdit size={18} aria-hidden />} {...edit}>
            {T.edit}
          </Button>
        </Group>
      ) : null}
      {achievement.statistics ? <Statistics statistics={achievement.statistics} /> : null}
      <AwardDialog achievement={awarding ? achievement : null} onClose={() => setAwarding(false)} />
    </Stack>
  );
}
