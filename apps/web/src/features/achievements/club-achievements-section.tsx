import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { achievementRoutes } from '@repclub/shared';
import { type Achievement, useClubAchievements } from '@/features/achievements/api/queries';
import { AchievementImage } from '@/features/achievements/achievement-badge';
import { ACHIEVEMENTS_TEXT as T } from '@/features/achievements/achievements-text';
import { LoadMoreButton } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

function ClubBadge({ achievement }: { achievement: Achievement }) {
  const link = usePathLinkProps(achievementRoutes.repClubAchievement(achievement.club.id, achievement.id));
  return (
    <Anchor {...link} underline="never" c="inherit">
      <Card withBorder radius="md" padding="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <AchievementImage achievement={achievement} size={44} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {achievement.displayName}
            </Text>
            <Group gap={6}>
              <Text size="xs" c="gray.7">
                {achievement.categoryLabel}
              </Text>
              {achievement.viewerHolds ? (
                <Badge size="xs" variant="light" color="green">
                  {T.earned}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Card>
    </Anchor>
  );
}

/** A club page's achievements (not hidden ones, except for its team); nothing while loading or failing. */
export function ClubAchievementsSection({ idOrSlug }: { idOrSlug: string }) {
  const list = useClubAchievements(idOrSlug);
  if (!list.isSuccess) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="club-achievements">
      <Stack gap="sm">
        <Title order={2} size="h4" id="club-achievements">
          {T.clubBadges}
        </Title>
        {list.achievements.length === 0 ? (
          <Text size="sm" c="gray.7">
            {T.clubBadgesEmpty}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {list.achievements.map((a) => (
              <ClubBadge key={a.id} achievement={a} />
            ))}
          </SimpleGrid>
        )}
        <LoadMoreButton query={list} />
      </Stack>
    </Paper>
  );
}
