import { Avatar, Badge, Group, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { ROUTES, routes } from '@repclub/shared';
import { IconUsersGroup } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { type HomeMembership, useMyClubMemberships } from '@/features/clubs/pages/api/queries';
import { formatPoints } from '@/features/clubs/pages/club-format';
import classes from '@/features/clubs/pages/club-pages.module.css';
import { CtaButton } from '@/ui/cta-button';
import { LoadError } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

export const YOUR_CLUBS_TEXT = {
  loading: 'Loading your rep clubs',
  noClubs: 'No rep clubs yet',
  noClubsHelp: 'Rep clubs you run or belong to will appear here, with your points and tier.',
  createClub: 'Create a rep club',
  myPoints: 'My points',
  points: (points: number) => `${formatPoints(points)} pts`,
  noTier: 'No tier yet',
  toNext: (points: number, tier: string) => `${formatPoints(points)} to ${tier}`,
} as const;

function MembershipRow({ membership }: { membership: HomeMembership }) {
  const { club, tier, nextTier, pointsToNextTier, points } = membership;
  const link = usePathLinkProps(routes.repClubs(club.slug));
  return (
    <li>
      <UnstyledButton {...link} className={classes.clubRow}>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={club.images.avatarUrl}
            alt=""
            radius="xl"
            size={40}
            name={club.displayName}
            variant="filled"
            autoContrast
            color={club.colors.primary}
          />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} truncate>
              {club.displayName}
            </Text>
            <Group gap={6}>
              <Badge
                size="sm"
                variant="light"
                color="gray"
                c="dark"
                leftSection={
                  tier ? (
                    <span
                      className={classes.tierDot}
                      style={{ '--tier-color': tier.colors.primary } as CSSProperties}
                      aria-hidden
                    />
                  ) : null
                }
              >
                {tier?.name ?? YOUR_CLUBS_TEXT.noTier}
              </Badge>
              {nextTier && pointsToNextTier ? (
                <Text size="xs" c="gray.7">
                  {YOUR_CLUBS_TEXT.toNext(pointsToNextTier, nextTier.name)}
                </Text>
              ) : null}
            </Group>
          </div>
          <Text fw={700} style={{ flexShrink: 0 }}>
            {YOUR_CLUBS_TEXT.points(points)}
          </Text>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The "Create a rep club" / "My points" call to action under the card. */
export function YourRepClubsAction({ hasClubs }: { hasClubs: boolean }) {
  return hasClubs ? (
    <CtaButton to={ROUTES.repPoints.myPoints} size="compact-sm" variant="subtle">
      {YOUR_CLUBS_TEXT.myPoints}
    </CtaButton>
  ) : null;
}

/**
 * Home's "Your rep clubs": the clubs the viewer belongs to, each with their points and tier (and how far the
 * next tier is), linking to the club's page; with none, the way to start one.
 */
export function YourRepClubs() {
  const query = useMyClubMemberships();
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={YOUR_CLUBS_TEXT.loading}>
        <Skeleton height={48} radius="md" />
        <Skeleton height={48} radius="md" />
      </Stack>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <Stack align="center" ta="center" gap="xs" py="md">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconUsersGroup size={26} stroke={1.6} />
        </ThemeIcon>
        <Text fw={700}>{YOUR_CLUBS_TEXT.noClubs}</Text>
        <Text size="sm" c="gray.7" maw={360}>
          {YOUR_CLUBS_TEXT.noClubsHelp}
        </Text>
        <CtaButton to={ROUTES.myRepClubs.index} size="sm" mt={4}>
          {YOUR_CLUBS_TEXT.createClub}
        </CtaButton>
      </Stack>
    );
  }
  return (
    <Stack component="ul" gap={4} className={classes.clubList}>
      {query.data.map((membership) => (
        <MembershipRow key={membership.club.id} membership={membership} />
      ))}
    </Stack>
  );
}
