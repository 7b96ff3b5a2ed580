import { Avatar, Box, Button, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DEFAULT_DISPLAY_NAME, ROUTES, routes, TEAM_ROLE_LABELS, type EventTeamRole } from '@repclub/shared';
import { IconCircleCheck, IconMailOff, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEventRoleInvitation, type RoleInvitation } from '@/features/events/team/api/queries';
import { useAnswerRoleInvitationMutation } from '@/features/events/team/api/mutations';
import { COVER_FALLBACK, formatEventDate } from '@/lib/format';
import { getErrorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';
import { LoadingState } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

/** Texts of /accept-invite/role-{id} (ours: docs/decisions/073-event-team-invitations.md). */
export const ROLE_INVITE_TEXT = {
  loading: 'Loading the invitation',
  unavailableTitle: 'This invitation is not available',
  unavailableText:
    'We could not find this invitation for your account. It may have been sent to another account or ' +
    'email address. Sign in with the account it was sent to, or ask the host to invite you again.',
  expiredTitle: 'This invitation has expired',
  expiredText: 'Invitations to an event team are open for 14 days. Ask the host to invite you again.',
  withdrawnTitle: 'This invitation was withdrawn',
  withdrawnText: 'The host no longer needs you in this role. Nothing has changed on your account.',
  title: (inviter: string, role: string, event: string) => `${inviter} invited you to be ${role} of ${event}`,
  explain:
    'Accepting gives you the role’s access to this event’s host tools and lists you in its team. ' +
    'You can leave the role at any time.',
  accept: 'Accept',
  decline: 'Decline',
  acceptedTitle: (role: string) => `You are now ${role}`,
  acceptedText: (event: string) => `You are part of the team of ${event}.`,
  openHostPage: 'Open the event’s host page',
  declinedTitle: 'Invitation declined',
  declinedText: 'The host will be told. Nothing has changed on your account.',
  home: 'Go to home',
  managerTitle: (invitee: string, role: string, event: string) =>
    `${invitee} is invited to be ${role} of ${event}`,
  managerText:
    'The invitation waits for their answer: only the person invited can accept or decline it. You can ' +
    'withdraw it in the Team section of the event’s host page.',
  verified: 'Verified',
} as const;

const roleLabel = (role: string) => TEAM_ROLE_LABELS[role as EventTeamRole] ?? role;

function Centered({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box maw={560} mx="auto" py={{ base: 'xl', sm: 64 }} px="md">
      <Stack align="center" ta="center" gap="md">
        {icon}
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Box>
  );
}

function Closed({ title, text }: { title: string; text: string }) {
  const home = usePathLinkProps(ROUTES.home);
  return (
    <Centered
      title={title}
      icon={
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailOff size={34} stroke={1.75} />
        </ThemeIcon>
      }
    >
      <Text c="gray.8">{text}</Text>
      <Button {...home} mt="sm">
        {ROLE_INVITE_TEXT.home}
      </Button>
    </Centered>
  );
}

function Accepted({ invitation }: { invitation: RoleInvitation }) {
  const hostPage = usePathLinkProps(routes.repClubEvent(invitation.eventId));
  return (
    <Centered
      title={ROLE_INVITE_TEXT.acceptedTitle(roleLabel(invitation.role))}
      icon={
        <ThemeIcon size={64} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={34} stroke={1.75} />
        </ThemeIcon>
      }
    >
      <Text c="gray.8">{ROLE_INVITE_TEXT.acceptedText(invitation.eventName)}</Text>
      <Button {...hostPage} mt="sm">
        {ROLE_INVITE_TEXT.openHostPage}
      </Button>
    </Centered>
  );
}

/** The open invitation as the team member who sent it (or another who manages the role) sees it. */
function SomeoneElses({ invitation }: { invitation: RoleInvitation }) {
  const hostPage = usePathLinkProps(routes.repClubEvent(invitation.eventId));
  const invitee =
    invitation.invitee?.name ??
    invitation.invitee?.userName ??
    invitation.emailAddress ??
    DEFAULT_DISPLAY_NAME;
  return (
    <Centered
      title={ROLE_INVITE_TEXT.managerTitle(invitee, roleLabel(invitation.role), invitation.eventName)}
      icon={
        <Image
          src={invitation.eventAvatarUrl}
          alt=""
          w={120}
          h={120}
          radius="md"
          fit="cover"
          fallbackSrc={COVER_FALLBACK}
        />
      }
    >
      <Text c="gray.7" size="sm">
        {formatEventDate(invitation.eventStartDate, invitation.eventTimeZone)}
      </Text>
      <Text c="gray.8">{ROLE_INVITE_TEXT.managerText}</Text>
      <Button {...hostPage} mt="sm">
        {ROLE_INVITE_TEXT.openHostPage}
      </Button>
    </Centered>
  );
}

/**
 * /accept-invite/role-{id} for a signed-in user: the event, the role and who invites, with Accept and Decline
 * (docs/decisions/073). Unknown, expired, withdrawn and answered invitations say so; a team member opening
 * someone else's open invitation sees whom it waits for, without Accept and Decline.
 */
export function AcceptRoleInviteView({ invitationId }: { invitationId: string }) {
  const { authInfo } = useSession();
  const query = useEventRoleInvitation(invitationId);
  const answer = useAnswerRoleInvitationMutation(invitationId);

  if (query.isPending) return <LoadingState label={ROLE_INVITE_TEXT.loading} />;
  if (query.isError) {
    return (
      <Box maw={560} mx="auto" py="xl">
        <AppAlert type="danger">{getErrorMessage(query.error)}</AppAlert>
      </Box>
    );
  }
  const invitation = query.data;
  if (!invitation) {
    return <Closed title={ROLE_INVITE_TEXT.unavailableTitle} text={ROLE_INVITE_TEXT.unavailableText} />;
  }
  const mine = invitation.invitee?.userId === authInfo?.userId;
  if (invitation.status === 'APPROVED' && mine) return <Accepted invitation={invitation} />;
  if (invitation.status === 'INVITEE_DECLINED' && mine) {
    return <Closed title={ROLE_INVITE_TEXT.declinedTitle} text={ROLE_INVITE_TEXT.declinedText} />;
  }
  if (invitation.isExpired) {
    return <Closed title={ROLE_INVITE_TEXT.expiredTitle} text={ROLE_INVITE_TEXT.expiredText} />;
  }
  if (invitation.status === 'DECLINED') {
    return <Closed title={ROLE_INVITE_TEXT.withdrawnTitle} text={ROLE_INVITE_TEXT.withdrawnText} />;
  }
  if (invitation.status !== 'INVITED') {
    return <Closed title={ROLE_INVITE_TEXT.unavailableTitle} text={ROLE_INVITE_TEXT.unavailableText} />;
  }

  // A team member who manages the role opens someone else's invitation: it is shown, never answered by them.
  const forSomeoneElse = invitation.invitee
    ? invitation.invitee.userId !== authInfo?.userId
    : invitation.emailAddress !== null && invitation.emailAddress !== undefined;
  if (forSomeoneElse) return <SomeoneElses invitation={invitation} />;

  const inviter = invitation.invitedBy;
  const inviterName = inviter?.name ?? inviter?.userName ?? DEFAULT_DISPLAY_NAME;
  return (
    <Centered
      title={ROLE_INVITE_TEXT.title(inviterName, roleLabel(invitation.role), invitation.eventName)}
      icon={
        <Image
          src={invitation.eventAvatarUrl}
          alt=""
          w={120}
          h={120}
          radius="md"
          fit="cover"
          fallbackSrc={COVER_FALLBACK}
        />
      }
    >
      <Text c="gray.7" size="sm">
        {formatEventDate(invitation.eventStartDate, invitation.eventTimeZone)}
      </Text>
      {inviter ? (
        <Group gap="xs" justify="center">
          <Avatar src={inviter.avatarUrl} alt="" size={28} radius="xl" name={inviterName} color="brand" />
          <Text size="sm" fw={600}>
            {inviterName}
          </Text>
          {inviter.isVerified ? (
            <IconRosetteDiscountCheckFilled size={16} aria-label={ROLE_INVITE_TEXT.verified} role="img" />
          ) : null}
        </Group>
      ) : null}
      <Text c="gray.8">{ROLE_INVITE_TEXT.explain}</Text>
      {answer.isError ? (
        <AppAlert type="danger" w="100%">
          {getErrorMessage(answer.error)}
        </AppAlert>
      ) : null}
      <Group mt="sm" gap="sm" justify="center">
        <Button
          variant="default"
          loading={answer.isPending && answer.variables === 'decline'}
          disabled={answer.isPending}
          onClick={() => answer.mutate('decline')}
        >
          {ROLE_INVITE_TEXT.decline}
        </Button>
        <Button
          loading={answer.isPending && answer.variables === 'accept'}
          disabled={answer.isPending}
          onClick={() => answer.mutate('accept')}
        >
          {ROLE_INVITE_TEXT.accept}
        </Button>
      </Group>
    </Centered>
  );
}
