import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { CLUB_PATHS, CLUB_ROLE_DISPLAY_NAMES, clubRoutes } from '@repclub/shared';
import { IconBuildingCommunity, IconMail } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import {
  type ClubSummary,
  type LinkedClubInvite,
  type MyClubInvite,
  useClubInvite,
  useManagedClubs,
  useMyClubInvites,
} from '@/features/clubs/api/queries';
import { useAnswerClubInviteMutation } from '@/features/clubs/api/mutations';
import { ClubAvatar } from '@/entities/club/club-chip';
import { ADMIN_TEXT, ClubStatusBadge } from '@/features/clubs/club-admin-shared';
import classes from '@/features/clubs/clubs.module.css';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError, LoadingState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifySuccess } from '@/ui/toast';

export const MY_CLUBS_TEXT = {
  title: 'Rep Clubs',
  whatTitle: 'What is a rep club?',
  what: 'A rep club is your community’s home: members join, earn and buy your club’s points, climb its loyalty tiers and get into your events. You run it with a team.',
  stepsTitle: 'How to create one',
  steps: [
    'Details: name your club, pick its link and colours, and say what it is about.',
    'Image: add an avatar and a cover image.',
    'Accounts: link the social accounts your fans already follow.',
    'Preview: check the page, then create it and publish it when you are ready.',
  ],
  create: 'Create a rep club',
  mine: 'Clubs you manage',
  noneTitle: 'No clubs yet',
  noneText: 'Clubs you create, or join the team of, show here.',
  loadingClubs: 'Loading your clubs',
  loadingInvites: 'Loading your invites',
  invites: 'Invites',
  members: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'}`,
  owner: 'Owner',
  manage: 'Manage',
  inviteTo: (club: string) => `Invite to ${club}`,
  asRole: (role: string) => `As ${role}`,
  asMember: 'As a member',
  from: (name: string) => `From ${name}`,
  accept: 'Accept',
  decline: 'Decline',
  accepted: (club: string) => `Welcome to ${club}.`,
  declined: 'Invite declined.',
  inviteGone: 'This invite is no longer available: it was used, revoked or has expired.',
  collaborator: 'Collaborator',
};

function ClubCard({ club }: { club: ClubSummary }) {
  const link = usePathLinkProps(clubRoutes.myRepClub(club.id));
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ClubAvatar club={club} size={44} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor {...link} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {club.displayName}
            </Anchor>
            <Group gap={6}>
              <ClubStatusBadge status={club.status} published={club.published} />
              <Badge variant="outline" color="gray" size="sm">
                {club.isOwner ? MY_CLUBS_TEXT.owner : club.myRole ? CLUB_ROLE_DISPLAY_NAMES[club.myRole] : ''}
              </Badge>
            </Group>
            <Text size="xs" c="gray.7">
              {MY_CLUBS_TEXT.members(club.memberCount)}
            </Text>
          </Stack>
        </Group>
        <Button {...link} variant="light" size="xs" style={{ flex: 'none' }}>
          {MY_CLUBS_TEXT.manage}
        </Button>
      </Group>
    </Card>
  );
}

function InviteCard({
  invite,
  highlighted,
}: {
  invite: MyClubInvite | LinkedClubInvite;
  highlighted: boolean;
}) {
  const answer = useAnswerClubInviteMutation();
  const router = useRouter();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const role = invite.role
    ? MY_CLUBS_TEXT.asRole(CLUB_ROLE_DISPLAY_NAMES[invite.role])
    : MY_CLUBS_TEXT.asMember;
  const usable = invite.status === 'ACTIVE';
  const handle = (kind: 'accept' | 'decline') =>
    answer.mutate(
      { inviteId: invite.id, answer: kind },
      {
        onSuccess: (result) => {
          if (!result.accepted) {
            notifySuccess(MY_CLUBS_TEXT.declined);
            return;
          }
          notifySuccess(MY_CLUBS_TEXT.accepted(invite.club.displayName));
          // A team role leads to the club's management; a membership to its public page.
          void router.navigate({
            href: invite.role ? clubRoutes.myRepClub(result.club.id) : clubRoutes.repClubs(result.club.slug),
          });
        },
      },
    );
  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      padding="md"
      className={highlighted ? classes.highlight : undefined}
      role="region"
      aria-label={MY_CLUBS_TEXT.inviteTo(invite.club.displayName)}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ClubAvatar club={invite.club} size={40} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {invite.club.displayName}
            </Text>
            <Group gap={6}>
              <Badge size="sm" variant="light">
                {role}
              </Badge>
              {invite.kind === 'COLLABORATOR' ? (
                <Badge size="sm" variant="outline" color="gray">
                  {MY_CLUBS_TEXT.collaborator}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="gray.7">
              {MY_CLUBS_TEXT.from(ADMIN_TEXT.personName(invite.invitedBy))}
            </Text>
          </Stack>
        </Group>
        {invite.memo ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            “{invite.memo}”
          </Text>
        ) : null}
        {answer.isError ? <AppAlert type="danger">{getErrorMessage(answer.error)}</AppAlert> : null}
        {usable ? (
          <Group gap="sm">
            <Button
              onClick={() => handle('accept')}
              loading={answer.isPending && answer.variables?.answer === 'accept'}
              disabled={answer.isPending}
            >
              {MY_CLUBS_TEXT.accept}
            </Button>
            <Button variant="default" onClick={() => handle('decline')} disabled={answer.isPending}>
              {MY_CLUBS_TEXT.decline}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            {MY_CLUBS_TEXT.inviteGone}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function InvitesSection({ highlight }: { highlight: string | null }) {
  const invites = useMyClubInvites();
  const own = invites.data ?? [];
  const inList = highlight ? own.some((invite) => invite.id === highlight) : true;
  // A link invite (no e-mail) is not among the viewer's own: read it by id.
  const linked = useClubInvite(invites.isSuccess && !inList ? highlight : null);
  if (invites.isPending) return <LoadingState label={MY_CLUBS_TEXT.loadingInvites} py="lg" />;
  if (invites.isError) return <LoadError error={invites.error} onRetry={() => void invites.refetch()} />;
  const extra = !inList && linked.data ? [linked.data] : [];
  const all = [...extra, ...own];
  const missing = Boolean(highlight) && !inList && linked.isSuccess && !linked.data;
  if (all.length === 0 && !missing) return null;
  return (
    <Stack gap="sm" role="region" aria-label={MY_CLUBS_TEXT.invites}>
      <Title order={2} size="h4">
        {MY_CLUBS_TEXT.invites}
      </Title>
      {missing ? <AppAlert type="warning">{MY_CLUBS_TEXT.inviteGone}</AppAlert> : null}
      {all.map((invite) => (
        <InviteCard key={invite.id} invite={invite} highlighted={invite.id === highlight} />
      ))}
    </Stack>
  );
}

function HowTo() {
  const create = usePathLinkProps(CLUB_PATHS.myRepClubs.create);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconBuildingCommunity size={24} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            {MY_CLUBS_TEXT.whatTitle}
          </Title>
        </Group>
        <Text size="sm">{MY_CLUBS_TEXT.what}</Text>
        <Text fw={700} size="sm">
          {MY_CLUBS_TEXT.stepsTitle}
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          {MY_CLUBS_TEXT.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Button {...create} style={{ alignSelf: 'flex-start' }}>
          {MY_CLUBS_TEXT.create}
        </Button>
      </Stack>
    </Card>
  );
}

/** /my/rep-clubs: how to create a club, the clubs I manage, my pending invites (`?invite=` highlights one). */
export function MyClubsPage({ invite }: { invite?: string | null }) {
  const clubs = useManagedClubs();
  const hasClubs = Boolean(clubs.data?.length);
  return (
    <Stack gap="lg" maw={960} w="100%">
      <Title order={1} size="h2">
        {MY_CLUBS_TEXT.title}
      </Title>
      <InvitesSection highlight={invite ?? null} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        {/* With clubs, they come first (on a phone the how-to would push them below the fold). */}
        {hasClubs ? null : <HowTo />}
        <Stack gap="sm" role="region" aria-label={MY_CLUBS_TEXT.mine}>
          <Title order={2} size="h4">
            {MY_CLUBS_TEXT.mine}
          </Title>
          {clubs.isPending ? (
            <LoadingState label={MY_CLUBS_TEXT.loadingClubs} py="lg" />
          ) : clubs.isError ? (
            <LoadError error={clubs.error} onRetry={() => void clubs.refetch()} />
          ) : clubs.data.length === 0 ? (
            <EmptyState
              icon={<IconMail size={26} aria-hidden />}
              title={MY_CLUBS_TEXT.noneTitle}
              text={MY_CLUBS_TEXT.noneText}
            />
          ) : (
            clubs.data.map((club) => <ClubCard key={club.id} club={club} />)
          )}
        </Stack>
        {hasClubs ? <HowTo /> : null}
      </SimpleGrid>
    </Stack>
  );
}
