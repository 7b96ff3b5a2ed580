import { Anchor, Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { CLUB_PATHS, type ClubStatus } from '@repclub/shared';
import { IconBuildingCommunity, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ClubAdmin } from '@/features/clubs/api/queries';
import { EmptyState, LoadError, LoadingState, NotFoundState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

export const ADMIN_TEXT = {
  loading: 'Loading the club',
  notFoundTitle: 'Club not found',
  notFoundText: 'This club does not exist, or you cannot see it.',
  backToClubs: 'My rep clubs',
  noAccessTitle: 'Not for your role',
  noAccessText: 'Your role in this club does not include this page. Ask the club’s owner or an admin.',
  noClubTitle: 'You don’t run a rep club yet',
  noClubText: 'Create a rep club to manage its team, loyalty tiers, points and events here.',
  createClub: 'Create a rep club',
  draft: 'Draft',
  personName: (person: { name?: string | null; userName?: string | null }) =>
    person.name || (person.userName ? `@${person.userName}` : 'Unknown'),
};

export const STATUS_LABELS: Record<ClubStatus, string> = {
  OPEN: 'Open',
  CLOSED: 'Closed',
  PENDING: 'Pending',
  STATIC: 'Archived',
  SUSPENDED: 'Suspended',
};

const STATUS_COLORS: Record<ClubStatus, string> = {
  OPEN: 'green',
  CLOSED: 'orange',
  PENDING: 'gray',
  STATIC: 'blue',
  SUSPENDED: 'red',
};

export function ClubStatusBadge({ status, published }: { status: ClubStatus; published: boolean }) {
  return (
    <Group gap={6}>
      <Badge color={STATUS_COLORS[status]} variant="light">
        {STATUS_LABELS[status]}
      </Badge>
      {published ? null : (
        <Badge color="gray" variant="outline">
          {ADMIN_TEXT.draft}
        </Badge>
      )}
    </Group>
  );
}

/**
 * A club's initials the way Mantine's Avatar `name` makes them (the public club page and home use that): the
 * first letters of the first two words, or a one-word name's first two letters.
 */
export function clubInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

/** A small person line: avatar, name, @username. */
export function PersonLine({
  person,
  extra,
}: {
  person: { name?: string | null; userName?: string | null; avatarUrl?: string | null };
  extra?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={person.avatarUrl ?? null} alt="" size={36} radius={36}>
        {ADMIN_TEXT.personName(person).slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {ADMIN_TEXT.personName(person)}
        </Text>
        {person.userName ? (
          <Text size="xs" c="gray.7" truncate>
            @{person.userName}
          </Text>
        ) : null}
      </Stack>
      {extra}
    </Group>
  );
}

/** A tab the viewer's role does not cover (the server refuses it too). */
export function NoAccessState() {
  return (
    <EmptyState
      icon={<IconLock size={26} aria-hidden />}
      title={ADMIN_TEXT.noAccessTitle}
      text={ADMIN_TEXT.noAccessText}
    />
  );
}

function BackToClubs() {
  const link = usePathLinkProps(CLUB_PATHS.myRepClubs.index);
  return <Anchor {...link}>{ADMIN_TEXT.backToClubs}</Anchor>;
}

/**
 * Loading, failed and missing states of a club page; renders `children` with the club once it is there.
 */
export function ClubGate({
  query,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: ClubAdmin | null | undefined;
    refetch: () => unknown;
  };
  children: (club: ClubAdmin) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={ADMIN_TEXT.loading} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <NotFoundState
        title={ADMIN_TEXT.notFoundTitle}
        text={ADMIN_TEXT.notFoundText}
        action={<BackToClubs />}
      />
    );
  return <>{children(query.data)}</>;
}

/** The /rep-club/* pages without a managed club: what to do instead. */
export function NoManagedClubState() {
  const link = usePathLinkProps(CLUB_PATHS.myRepClubs.create);
  return (
    <EmptyState
      icon={<IconBuildingCommunity size={26} aria-hidden />}
      title={ADMIN_TEXT.noClubTitle}
      text={ADMIN_TEXT.noClubText}
      action={
        <Anchor {...link} fw={600}>
          {ADMIN_TEXT.createClub}
        </Anchor>
      }
    />
  );
}

/** A page heading inside the brand admin. */
export function AdminSectionTitle({ children, text }: { children: ReactNode; text?: string }) {
  return (
    <Stack gap={2}>
      <Title order={2} size="h3">
        {children}
      </Title>
      {text ? (
        <Text size="sm" c="gray.7">
          {text}
        </Text>
      ) : null}
    </Stack>
  );
}
