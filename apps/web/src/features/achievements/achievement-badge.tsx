import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import type { Achievement } from '@/features/achievements/api/queries';
import { ACHIEVEMENTS_TEXT as T } from '@/features/achievements/achievements-text';
import { readableOn, safeColor } from '@/entities/club/club-colors';

type BadgeLike = Pick<Achievement, 'displayName' | 'avatarUrl'> & {
  club: Pick<Achievement['club'], 'colors'>;
};

/** The badge's picture, or an award ribbon on the club's colour. */
export function AchievementImage({ achievement, size = 48 }: { achievement: BadgeLike; size?: number }) {
  const background = safeColor(achievement.club.colors.primary);
  return achievement.avatarUrl ? (
    <Avatar src={achievement.avatarUrl} alt="" size={size} radius="xl" />
  ) : (
    <Avatar
      size={size}
      radius="xl"
      variant="filled"
      color={background}
      styles={{ placeholder: { color: readableOn(background) } }}
    >
      <IconAward size={Math.round(size * 0.55)} aria-hidden />
    </Avatar>
  );
}

/** What state an achievement is in for its team: archived, scheduled, ended, all awarded or active. */
export function achievementState(
  a: Pick<Achievement, 'status' | 'activeFromUtc' | 'activeToUtc' | 'remainingSupply'>,
  now = Date.now(),
) {
  if (a.status === 'ARCHIVED') return { label: T.statusArchived, color: 'gray' };
  if (a.activeFromUtc && Date.parse(a.activeFromUtc) > now)
    return { label: T.statusScheduled, color: 'blue' };
  if (a.activeToUtc && Date.parse(a.activeToUtc) <= now) return { label: T.statusEnded, color: 'gray' };
  if (a.remainingSupply === 0) return { label: T.statusSoldOut, color: 'orange' };
  return { label: T.statusActive, color: 'green' };
}

/** A badge as a compact row: picture, name, badge type (domain §4) and, for hidden ones, a tag. */
export function AchievementSummary({ achievement, size = 48 }: { achievement: Achievement; size?: number }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <AchievementImage achievement={achievement} size={size} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {achievement.displayName}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="gray.7">
            {achievement.categoryLabel}
          </Text>
          {achievement.isHidden ? (
            <Badge size="xs" variant="light" color="gray">
              {T.hidden}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}
