import { Anchor, Card, Modal, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { achievementRoutes } from '@repclub/shared';
import { type Achievement, useAchievement, useUserAchievements } from '@/features/achievements/api/queries';
import { AchievementImage } from '@/features/achievements/achievement-badge';
import { formatDay } from '@/features/achievements/achievement-dates';
import { AchievementDetails } from '@/features/achievements/achievement-page';
import { ACHIEVEMENTS_TEXT as T } from '@/features/achievements/achievements-text';
import { LoadError, LoadMoreButton } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

type Held = Achievement & { holderAwardedAt?: string | null };

function BadgeTile({ achievement, onOpen }: { achievement: Held; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} aria-label={achievement.displayName} style={{ borderRadius: 12 }}>
      <Card withBorder radius="md" padding="sm" h="100%">
        <Stack gap={6} align="center" ta="center">
          <AchievementImage achievement={achievement} size={56} />
          <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {achievement.displayName}
          </Text>
          <Text size="xs" c="gray.7">
            {achievement.categoryLabel}
          </Text>
          {achievement.holderAwardedAt ? (
            <Text size="xs" c="gray.7">
              {T.earnedOn(formatDay(achievement.holderAwardedAt))}
            </Text>
          ) : null}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/** The achievement of `?achievement=` in a dialog (the ReceiveAchievement notification opens it). */
function BadgeDialog({ achievementId, onClose }: { achievementId: string | undefined; onClose: () => void }) {
  const query = useAchievement(achievementId);
  const achievement = query.data;
  const details = usePathLinkProps(
    achievement ? achievementRoutes.repClubAchievement(achievement.club.id, achievement.id) : '',
  );
  return (
    <Modal opened={Boolean(achievementId)} onClose={onClose} title={T.badgeDialogLabel} centered size="lg">
      {query.isPending ? <Skeleton height={120} radius="md" role="status" aria-label={T.loadingOne} /> : null}
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && !achievement ? <Text size="sm">{T.notFoundText}</Text> : null}
      {achievement ? (
        <Stack gap="md">
          <AchievementDetails achievement={achievement} />
          <Text size="sm">
            <Anchor {...details}>{T.openDetails}</Anchor>
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * A member's badges on their profile, latest first; `openId` (from `/profile?achievement={id}`) opens that one in a
 * dialog, `onOpen` changes it (null closes).
 */
export function ProfileBadges({
  userId,
  openId,
  onOpen,
}: {
  userId: string | null;
  openId: string | undefined;
  onOpen: (achievementId: string | null) => void;
}) {
  const list = useUserAchievements(userId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-badges">
      <Title order={2} size="h4" id="profile-badges">
        {T.myBadges}
      </Title>
      {list.isPending && userId ? <Skeleton height={120} radius="md" /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && list.achievements.length === 0 ? (
        <Text size="sm" c="gray.7">
          {T.myBadgesEmpty}
        </Text>
      ) : null}
      {list.achievements.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
          {list.achievements.map((a) => (
            <BadgeTile key={a.id} achievement={a} onOpen={() => onOpen(a.id)} />
          ))}
        </SimpleGrid>
      ) : null}
      <LoadMoreButton query={list} />
      <BadgeDialog achievementId={openId} onClose={() => onOpen(null)} />
    </Stack>
  );
}
