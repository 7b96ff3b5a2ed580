import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { ROUTES, routes } from '@repclub/shared';
import { IconCalendarEvent, IconCoins, IconExternalLink, IconTicket, IconUsers } from '@tabler/icons-react';
import { Navigate } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { useMembershipMutation } from '@/features/clubs/pages/api/mutations';
import {
  type ClubEventItem,
  type ClubPageClub,
  type ClubTierItem,
  useClubPage,
} from '@/features/clubs/pages/api/queries';
import { formatMembers, formatPoints, socialUrl } from '@/features/clubs/pages/club-format';
import classes from '@/features/clubs/pages/club-pages.module.css';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { cityLabel, COVER_FALLBACK, formatEventRange } from '@/lib/format';
import { useRouteExists } from '@/lib/route-exists';
import { EmptyState, LoadError } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';

export const CLUB_PAGE_TEXT = {
  loading: 'Loading the club',
  join: 'Join club',
  leave: 'Leave club',
  leaveTitle: 'Leave this club?',
  leaveConfirm: (name: string) =>
    `You will stop being a member of ${name}. Your points stay yours, but perks for members stop until you join again.`,
  cancel: 'Cancel',
  joined: (name: string) => `Welcome to ${name}!`,
  left: (name: string) => `You left ${name}.`,
  member: 'Member',
  closed: 'Not taking new members',
  archived: 'Archived',
  privateClub: 'Private club',
  buyPoints: 'Buy points',
  offers: 'Offers',
  manage: 'Manage club',
  about: 'About',
  tiers: 'Loyalty tiers',
  noTiers: 'This club has no tiers yet.',
  yourTier: 'Your tier',
  yourPoints: 'Your points',
  noTierYet: 'No tier yet',
  pointsToNext: (points: number, tier: string) => `${formatPoints(points)} points to ${tier}`,
  topTier: 'You are in the top tier.',
  fromPoints: (points: number) => `From ${formatPoints(points)} points`,
  current: 'Your tier',
  events: 'Events',
  noEvents: 'No events yet',
  noEventsHelp: 'Events this club runs will appear here.',
  moreEvents: 'More events are on the way: check back soon.',
} as const;

export function tierStyle(tier: Pick<ClubTierItem, 'colors'>): CSSProperties {
  return { '--tier-color': tier.colors.primary } as CSSProperties;
}

function ClubLoading() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={CLUB_PAGE_TEXT.loading}>
      <Skeleton height={180} radius="lg" />
      <Skeleton height={32} width="50%" />
      <Skeleton height={16} width="70%" />
      <Skeleton height={120} radius="lg" />
    </Stack>
  );
}

function StatusBadges({ club }: { club: ClubPageClub }) {
  return (
    <Group gap={6}>
      <Badge variant="light" leftSection={<IconUsers size={12} aria-hidden />}>
        {formatMembers(club.memberCount)}
      </Badge>
      {club.isMember ? <Badge color="teal">{CLUB_PAGE_TEXT.member}</Badge> : null}
      {club.status === 'CLOSED' ? <Badge color="gray.7">{CLUB_PAGE_TEXT.closed}</Badge> : null}
      {club.status === 'STATIC' ? <Badge color="gray.7">{CLUB_PAGE_TEXT.archived}</Badge> : null}
      {club.access === 'PRIVATE' ? <Badge color="dark">{CLUB_PAGE_TEXT.privateClub}</Badge> : null}
    </Group>
  );
}

function MembershipActions({ club }: { club: ClubPageClub }) {
  const membership = useMembershipMutation();
  const exists = useRouteExists();
  const buyPointsPath = routes.repClubsBuyPoints(club.slug);
  const buyPoints = usePathLinkProps(buyPointsPath);
  const offersPath = routes.repClubsOffers(club.slug);
  const offers = usePathLinkProps(offersPath);
  const managePath = routes.myRepClub(club.slug);
  const manage = usePathLinkProps(managePath);
  const hasOffer = (club.defaultBuyPointsOffer?.packages.length ?? 0) > 0;

  const handleJoin = () =>
    membership.mutate(
      { clubId: club.id, join: true },
      {
        onSuccess: () => notifySuccess(CLUB_PAGE_TEXT.joined(club.displayName)),
        onError: (error) => notifyError(error),
      },
    );
  const handleLeave = () =>
    modals.openConfirmModal({
      title: CLUB_PAGE_TEXT.leaveTitle,
      children: <Text size="sm">{CLUB_PAGE_TEXT.leaveConfirm(club.displayName)}</Text>,
      labels: { confirm: CLUB_PAGE_TEXT.leave, cancel: CLUB_PAGE_TEXT.cancel },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        membership.mutate(
          { clubId: club.id, join: false },
          {
            onSuccess: () => notifySuccess(CLUB_PAGE_TEXT.left(club.displayName)),
            onError: (error) => notifyError(error),
          },
        ),
    });

  return (
    <Stack gap="xs">
      <Group gap="xs">
        {club.isMember ? (
          <Button variant="default" onClick={handleLeave} loading={membership.isPending}>
            {CLUB_PAGE_TEXT.leave}
          </Button>
        ) : club.canJoin ? (
          <Button onClick={handleJoin} loading={membership.isPending}>
            {CLUB_PAGE_TEXT.join}
          </Button>
        ) : null}
        {hasOffer && exists(buyPointsPath) ? (
          <Button {...buyPoints} variant="light" leftSection={<IconCoins size={18} aria-hidden />}>
            {CLUB_PAGE_TEXT.buyPoints}
          </Button>
        ) : null}
        {exists(offersPath) ? (
          <Button {...offers} variant="light" leftSection={<IconTicket size={18} aria-hidden />}>
            {CLUB_PAGE_TEXT.offers}
          </Button>
        ) : null}
        {club.myPermissions.length > 0 && exists(managePath) ? (
          <Button {...manage} variant="subtle">
            {CLUB_PAGE_TEXT.manage}
          </Button>
        ) : null}
      </Group>
      {!club.isMember && !club.canJoin && club.joinRefusal ? (
        <Text size="sm" c="gray.7">
          {club.joinRefusal}
        </Text>
      ) : null}
    </Stack>
  );
}

function MyTier({ club }: { club: ClubPageClub }) {
  const membership = club.myMembership;
  if (!membership) return null;
  const { tier, nextTier, pointsToNextTier, points } = membership;
  const from = tier?.minimumPoints ?? 0;
  const progress =
    nextTier && nextTier.minimumPoints > from
      ? Math.min(100, Math.max(0, ((points - from) / (nextTier.minimumPoints - from)) * 100))
      : 100;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="club-my-tier">
      <Stack gap="xs">
        <Title order={2} size="h4" id="club-my-tier">
          {CLUB_PAGE_TEXT.yourTier}
        </Title>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {tier?.imageUrl ? <Avatar src={tier.imageUrl} alt="" size={32} /> : null}
            <Text fw={700} size="lg">
              {tier?.name ?? CLUB_PAGE_TEXT.noTierYet}
            </Text>
          </Group>
          <Text fw={700} aria-label={`${CLUB_PAGE_TEXT.yourPoints}: ${formatPoints(points)}`}>
            {formatPoints(points)} pts
          </Text>
        </Group>
        <Progress value={progress} aria-label={CLUB_PAGE_TEXT.yourTier} color={tier?.colors.primary} />
        <Text size="sm" c="gray.7">
          {nextTier && pointsToNextTier !== null && pointsToNextTier !== undefined
            ? CLUB_PAGE_TEXT.pointsToNext(pointsToNextTier, nextTier.name)
            : CLUB_PAGE_TEXT.topTier}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The club's tiers from the lowest up, the viewer's own marked. */
export function TierLadder({
  tiers,
  currentId,
}: {
  tiers: readonly ClubTierItem[];
  currentId?: string | null;
}) {
  const sorted = [...tiers].sort((a, b) => a.level - b.level);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="club-tiers">
      <Title order={2} size="h4" id="club-tiers" mb="sm">
        {CLUB_PAGE_TEXT.tiers}
      </Title>
      {sorted.length === 0 ? (
        <Text size="sm" c="gray.7">
          {CLUB_PAGE_TEXT.noTiers}
        </Text>
      ) : (
        <ol className={classes.ladder} aria-label={CLUB_PAGE_TEXT.tiers}>
          {sorted.map((tier) => {
            const current = tier.id === currentId;
            return (
              <li key={tier.id}>
                <Paper
                  withBorder
                  radius="md"
                  p="sm"
                  className={classes.tier}
                  style={tierStyle(tier)}
                  data-current={current || undefined}
                  aria-current={current ? 'true' : undefined}
                >
                  <Group justify="space-between" gap="xs">
                    <Group gap="xs" style={{ minWidth: 0 }}>
                      {tier.imageUrl ? <Avatar src={tier.imageUrl} alt="" size={28} /> : null}
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                        {tier.level}. {tier.name}
                      </Text>
                      {current ? <Badge size="sm">{CLUB_PAGE_TEXT.current}</Badge> : null}
                    </Group>
                    <Text size="sm" c="gray.7" style={{ flexShrink: 0 }}>
                      {CLUB_PAGE_TEXT.fromPoints(tier.minimumPoints)}
                    </Text>
                  </Group>
                </Paper>
              </li>
            );
          })}
        </ol>
      )}
    </Paper>
  );
}

function EventRow({ event }: { event: ClubEventItem }) {
  const link = usePathLinkProps(routes.event(event.slug));
  return (
    <li>
      <Group gap="sm" wrap="nowrap" className={classes.eventRow}>
        <Image src={event.avatarUrl} alt="" className={classes.eventThumb} fallbackSrc={COVER_FALLBACK} />
        <div className={classes.eventText}>
          <Anchor {...link} fw={700} lineClamp={1}>
            {event.displayName}
          </Anchor>
          <Text size="sm" c="gray.7">
            {formatEventRange(event.startDate, event.endDate, event.timeZone)}
          </Text>
          <Text size="xs" c="gray.7">
            {cityLabel(event.city)}
          </Text>
        </div>
      </Group>
    </li>
  );
}

function ClubEvents({ club }: { club: ClubPageClub }) {
  const events = club.events.edges.map((edge) => edge.node);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="club-events">
      <Title order={2} size="h4" id="club-events" mb="sm">
        {CLUB_PAGE_TEXT.events}
      </Title>
      {events.length === 0 ? (
        <EmptyState
          icon={<IconCalendarEvent size={26} stroke={1.6} />}
          title={CLUB_PAGE_TEXT.noEvents}
          text={CLUB_PAGE_TEXT.noEventsHelp}
        />
      ) : (
        <Stack component="ul" gap="sm" className={classes.ladder}>
          {events.map((event) => (
            <EventRow key={event.eventId} event={event} />
          ))}
        </Stack>
      )}
      {club.events.pageInfo.hasNextPage ? (
        <Text size="sm" c="gray.7" mt="sm">
          {CLUB_PAGE_TEXT.moreEvents}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The club's cover (its image, else its colours), avatar, name and badges. */
export function ClubHeader({
  club,
}: {
  club: Pick<ClubPageClub, 'displayName' | 'colors' | 'images'> & Partial<ClubPageClub>;
}) {
  const cover = club.images.coverUrl;
  const background = cover
    ? { backgroundImage: `url("${cover}")` }
    : {
        backgroundImage: `linear-gradient(135deg, ${club.colors.primary}, ${club.colors.secondary})`,
      };
  return (
    <div>
      <div className={classes.cover} style={background} role="presentation" />
      <Group gap="md" wrap="nowrap" className={classes.identity}>
        <Avatar
          src={club.images.avatarUrl}
          alt=""
          size={96}
          radius="xl"
          className={classes.avatar}
          name={club.displayName}
          variant="filled"
          autoContrast
          color={club.colors.primary}
        />
        <Title order={1} size="h2" className={classes.name}>
          {club.displayName}
        </Title>
      </Group>
    </div>
  );
}

function SocialAccounts({ club }: { club: ClubPageClub }) {
  if (club.socialAccounts.length === 0) return null;
  return (
    <Group gap="xs" component="ul" className={classes.ladder} style={{ flexDirection: 'row' }}>
      {club.socialAccounts.map((account) => {
        const url = socialUrl(account.provider, account.handle);
        const label = `${account.provider}: @${account.handle.replace(/^@/, '')}`;
        return (
          <li key={`${account.provider}:${account.handle}`}>
            {url ? (
              <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} component="span">
                  {label}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            ) : (
              <Text size="sm">{label}</Text>
            )}
          </li>
        );
      })}
    </Group>
  );
}

/**
 * /rep-clubs/{id} (accounts §2.1; domain §2 club detail): the club's cover, avatar and colours, bio, social
 * accounts, member count, Join or Leave, the viewer's tier and the points to the next one, the tiers, the
 * club's events and, when it sells points, Buy points. A club the viewer may not see is the not-found page.
 */
export function ClubPage({ idOrSlug, achievements }: { idOrSlug: string; achievements?: ReactNode }) {
  const query = useClubPage(idOrSlug);
  useBreadcrumbLabel(idOrSlug, query.data?.displayName);
  useDocumentTitle(`${query.data?.displayName ?? 'Rep club'} | RepClub`);
  if (query.isPending) return <ClubLoading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const club = query.data;
  if (!club) return <Navigate to={ROUTES.notFound} replace />;

  return (
    <Stack gap="lg">
      <ClubHeader club={club} />
      <Stack gap="sm">
        <StatusBadges club={club} />
        <MembershipActions club={club} />
      </Stack>
      {club.bio || club.socialAccounts.length > 0 ? (
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="club-about">
          <Stack gap="xs">
            <Title order={2} size="h4" id="club-about">
              {CLUB_PAGE_TEXT.about}
            </Title>
            {club.bio ? (
              <Text size="sm" className={classes.bio}>
                {club.bio}
              </Text>
            ) : null}
            <SocialAccounts club={club} />
          </Stack>
        </Paper>
      ) : null}
      <MyTier club={club} />
      <TierLadder tiers={club.tiers} currentId={club.myMembership?.tier?.id} />
      {achievements}
      <ClubEvents club={club} />
    </Stack>
  );
}
