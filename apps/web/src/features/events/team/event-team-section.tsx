import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  emailSchema,
  type EventTeamRole,
  INVITEE_BADGE_LABELS,
  invitableRoles,
  REMOVE_ROLE_PERMISSION,
  TEAM_ROLE_LABELS,
} from '@repclub/shared';
import { IconUserPlus, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { UserOption } from '@/entities/user/api/queries';
import { personName } from '@/entities/user/person-name';
import { UserPicker } from '@/entities/user/user-picker';
import {
  type PendingRoleInvitation,
  type TeamMember,
  useEventTeam,
} from '@/features/events/team/api/queries';
import {
  useCancelRoleInvitationMutation,
  useInviteTeamMemberMutation,
  useLeaveRoleMutation,
  useRemoveTeamMemberMutation,
} from '@/features/events/team/api/mutations';
import { getErrorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';
import { LoadError } from '@/ui/load-state';

/** Texts of the team section (ours: docs/decisions/073-event-team-invitations.md). */
export const TEAM_TEXT = {
  title: 'Team',
  loading: 'Loading the team',
  you: 'You',
  yourRole: (name: string) => `You are ${name} of this event`,
  pendingTitle: 'Pending invitations',
  noPending: 'No open invitations.',
  invited: 'Invited',
  withdraw: (who: string) => `Withdraw the invitation of ${who}`,
  remove: (who: string, role: string) => `Remove ${who} as ${role}`,
  leave: 'Leave role',
  inviteTitle: 'Invite to the team',
  role: 'Role',
  person: 'Person',
  personPlaceholder: 'Name, username or email',
  noMatches: 'Nobody found. Enter an email address to invite someone new.',
  inviteEmail: (email: string) => `Invite ${email} by email`,
  invite: 'Send invitation',
  chooseSomeone: 'Choose a person or enter an email address.',
  sent: (who: string) => `Invitation sent to ${who}. They join the team once they accept.`,
  creatorRole: 'Creator',
  removeTitle: 'Remove from the team?',
  removeText: (who: string, role: string) =>
    `${who} will no longer be ${role} of this event and loses the role's access. They will be told.`,
  removeConfirm: 'Remove',
  leaveTitle: 'Leave this role?',
  leaveText: (role: string) =>
    `You will no longer be ${role} of this event and lose the role's access. The host can invite you again.`,
  leaveConfirm: 'Leave role',
  cancel: 'Cancel',
} as const;

const roleLabel = (role: string) => TEAM_ROLE_LABELS[role as EventTeamRole] ?? TEAM_TEXT.creatorRole;

function MemberRow({
  member,
  isMe,
  canRemove,
  onRemove,
  onLeave,
  busy,
}: {
  member: TeamMember;
  isMe: boolean;
  canRemove: boolean;
  onRemove: () => void;
  onLeave: () => void;
  busy: boolean;
}) {
  const name = personName(member.user);
  const isCreator = member.role === 'CREATOR';
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={member.user.avatarUrl} alt="" radius="xl" size={36} name={name} color="brand" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {name}
            {isMe ? ` (${TEAM_TEXT.you})` : ''}
          </Text>
          <Group gap={6}>
            <Badge size="sm" variant="light" color="brand">
              {member.displayName ?? roleLabel(member.role)}
            </Badge>
            {isCreator ? null : (
              // Light, not outline: green and yellow outlines fail WCAG contrast on white.
              <Badge size="sm" variant="light" color="green">
                {INVITEE_BADGE_LABELS.Approved.small}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      {!isCreator && isMe ? (
        <Button size="xs" variant="subtle" color="red" onClick={onLeave} disabled={busy}>
          {TEAM_TEXT.leave}
        </Button>
      ) : !isCreator && canRemove ? (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          disabled={busy}
          aria-label={TEAM_TEXT.remove(name, roleLabel(member.role))}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

function PendingRow({
  invitation,
  onWithdraw,
  busy,
}: {
  invitation: PendingRoleInvitation;
  onWithdraw: () => void;
  busy: boolean;
}) {
  const who = invitation.invitee ? personName(invitation.invitee) : (invitation.emailAddress ?? '');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={invitation.invitee?.avatarUrl} alt="" radius="xl" size={36} name={who} color="gray" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {who}
          </Text>
          <Group gap={6}>
            <Badge size="sm" variant="light" color="brand">
              {roleLabel(invitation.role)}
            </Badge>
            <Badge size="sm" variant="light" color="yellow">
              {TEAM_TEXT.invited}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={onWithdraw}
        disabled={busy}
        aria-label={TEAM_TEXT.withdraw(who)}
      >
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function InviteForm({ eventId, roles }: { eventId: string; roles: EventTeamRole[] }) {
  const [role, setRole] = useState<string>(roles[0]!);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<UserOption | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const invite = useInviteTeamMemberMutation(eventId);
  const email = emailSchema.safeParse(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSentTo(null);
    const target = chosen
      ? { userId: chosen.userId, label: personName(chosen) }
      : email.success
        ? { email: email.data, label: email.data }
        : null;
    if (!target) {
      setFormError(TEAM_TEXT.chooseSomeone);
      return;
    }
    invite.mutate(
      { role, userId: target.userId ?? null, email: target.email ?? null },
      {
        onSuccess: () => {
          setSentTo(target.label);
          setText('');
          setChosen(null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {TEAM_TEXT.inviteTitle}
        </Title>
        <Select
          label={TEAM_TEXT.role}
          data={roles.map((value) => ({ value, label: roleLabel(value) }))}
          value={role}
          onChange={(value) => value && setRole(value)}
          allowDeselect={false}
        />
        <UserPicker
          label={TEAM_TEXT.person}
          placeholder={TEAM_TEXT.personPlaceholder}
          clearLabel={TEAM_TEXT.person}
          noMatches={email.success ? null : TEAM_TEXT.noMatches}
          value={chosen}
          onChange={(user) => {
            setChosen(user);
            if (user) setFormError(null);
          }}
          text={text}
          onTextChange={setText}
          error={formError}
        />
        {invite.isError ? <AppAlert type="danger">{getErrorMessage(invite.error)}</AppAlert> : null}
        {sentTo ? <AppAlert type="success">{TEAM_TEXT.sent(sentTo)}</AppAlert> : null}
        <Group>
          <Button
            type="submit"
            loading={invite.isPending}
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {!chosen && email.success ? TEAM_TEXT.inviteEmail(email.data) : TEAM_TEXT.invite}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The host's Team section of an event (docs/decisions/073): members by role with their display names, open
 * invitations, inviting to the roles the viewer may add, removing as allowed, leaving one's own role.
 */
export function EventTeamSection({ slugOrId }: { slugOrId: string }) {
  const { authInfo } = useSession();
  const query = useEventTeam(slugOrId);
  const eventId = query.data?.eventId ?? '';
  const remove = useRemoveTeamMemberMutation(eventId);
  const leave = useLeaveRoleMutation(eventId);
  const withdraw = useCancelRoleInvitationMutation();
  const busy = remove.isPending || leave.isPending || withdraw.isPending;

  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={TEAM_TEXT.loading}>
        <Skeleton height={24} width={120} />
        <Skeleton height={56} radius="md" />
      </Stack>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const team = query.data;
  if (!team) return null;
  const roles = invitableRoles(team.viewerPermissions);
  const actionError = remove.error ?? leave.error ?? withdraw.error;

  return (
    <Stack gap="md" component="section" aria-labelledby="event-team-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="event-team-title">
          {TEAM_TEXT.title}
        </Title>
        {team.viewerRoleName ? (
          <Text size="sm" c="gray.7">
            {TEAM_TEXT.yourRole(team.viewerRoleName)}
          </Text>
        ) : null}
      </Group>
      {actionError ? <AppAlert type="danger">{getErrorMessage(actionError)}</AppAlert> : null}
      <Card withBorder radius="md" padding="sm">
        <Stack gap="sm">
          {team.usersRoles.map((member) => (
            <MemberRow
              key={`${member.user.userId}-${member.role}`}
              member={member}
              isMe={member.user.userId === authInfo?.userId}
              canRemove={
                member.role !== 'CREATOR' &&
                team.viewerPermissions.includes(REMOVE_ROLE_PERMISSION[member.role as EventTeamRole])
              }
              busy={busy}
              onRemove={() =>
                modals.openConfirmModal({
                  title: TEAM_TEXT.removeTitle,
                  children: (
                    <Text size="sm">
                      {TEAM_TEXT.removeText(personName(member.user), roleLabel(member.role))}
                    </Text>
                  ),
                  labels: { confirm: TEAM_TEXT.removeConfirm, cancel: TEAM_TEXT.cancel },
                  confirmProps: { color: 'red' },
                  centered: true,
                  onConfirm: () => remove.mutate({ userId: member.user.userId, role: member.role }),
                })
              }
              onLeave={() =>
                modals.openConfirmModal({
                  title: TEAM_TEXT.leaveTitle,
                  children: <Text size="sm">{TEAM_TEXT.leaveText(roleLabel(member.role))}</Text>,
                  labels: { confirm: TEAM_TEXT.leaveConfirm, cancel: TEAM_TEXT.cancel },
                  confirmProps: { color: 'red' },
                  centered: true,
                  onConfirm: () => leave.mutate(member.role),
                })
              }
            />
          ))}
        </Stack>
      </Card>
      {team.roleInvitations ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {TEAM_TEXT.pendingTitle}
          </Title>
          {team.roleInvitations.length === 0 ? (
            <Text size="sm" c="gray.7">
              {TEAM_TEXT.noPending}
            </Text>
          ) : (
            <Card withBorder radius="md" padding="sm">
              <Stack gap="sm">
                {team.roleInvitations.map((invitation) => (
                  <PendingRow
                    key={invitation.invitationId}
                    invitation={invitation}
                    busy={busy}
                    onWithdraw={() => withdraw.mutate(invitation.invitationId)}
                  />
                ))}
              </Stack>
            </Card>
          )}
        </Stack>
      ) : null}
      {roles.length > 0 && eventId ? <InviteForm eventId={eventId} roles={roles} /> : null}
    </Stack>
  );
}
