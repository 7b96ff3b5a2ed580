import { Badge, Button, Card, Divider, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CLUB_COLLABORATOR_ROLES, CLUB_ROLE_DISPLAY_NAMES, type ClubRole } from '@repclub/shared';
import { IconUserPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  type ClubInviteItem,
  type ClubTeam,
  type ClubTeamMemberItem,
  useClubTeam,
} from '@/features/clubs/api/queries';
import {
  useChangeClubRoleMutation,
  useRemoveClubTeamMemberMutation,
  useRequestOwnershipTransferMutation,
  useRevokeClubInviteMutation,
} from '@/features/clubs/api/mutations';
import { ADMIN_TEXT, AdminSectionTitle, NoAccessState, PersonLine } from '@/features/clubs/club-admin-shared';
import { invitableRoles, InviteDialog } from '@/features/clubs/invite-dialog';
import { OwnershipTransferCard } from '@/features/clubs/ownership-transfer-card';
import { getErrorMessage } from '@/lib/error-message';
import { useViewerId } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, LoadingState, NotFoundState } from '@/ui/load-state';
import { notifySuccess } from '@/ui/toast';

export const TEAM_TEXT = {
  loading: 'Loading the team',
  title: 'Team',
  intro: 'The people who help run your club, and the partners you work with.',
  invite: 'Invite',
  owner: 'Owner',
  you: 'you',
  members: 'Team members',
  collaborators: 'Collaborators',
  collaborator: 'Collaborator',
  noMembers: 'No team members yet.',
  noCollaborators: 'No collaborators yet.',
  roleOf: (name: string) => `Role of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove from the team?',
  removeText: (name: string) =>
    `${name} will lose their role and its access to this club. They will be told.`,
  removeConfirm: 'Remove',
  cancel: 'Cancel',
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  removed: (name: string) => `${name} was removed from the team.`,
  since: (date: string) => `Since ${dayjs(date).format('MMM D, YYYY')}`,
  invites: 'Pending invites',
  noInvites: 'No pending invites.',
  inviteLink: 'Invite link',
  membership: 'Club member',
  uses: (uses: number, of: number) => `${uses} of ${of} used`,
  expires: (date: string) => `Expires ${dayjs(date).format('MMM D, YYYY')}`,
  revoke: (who: string) => `Revoke invite for ${who}`,
  revokeLabel: 'Revoke',
  revoked: 'Invite revoked.',
  transfer: 'Transfer ownership',
  transferTitle: 'Transfer ownership',
  transferText:
    'The new owner holds every permission and may transfer the club again. You stay on the team as Admin once they accept.',
  transferTo: 'New owner',
  transferSend: 'Ask to take over',
  transferSent: (name: string) => `${name} has been asked to take over the club.`,
  transferNoCandidates: 'Add a team member first: ownership goes to someone on the team.',
  viewOnly: 'You can see the team; changing it needs the Manage team permission.',
};

const STATUS_LABELS: Record<string, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  USED_UP: { label: 'Used up', color: 'gray' },
  EXPIRED: { label: 'Expired', color: 'gray' },
  REVOKED: { label: 'Revoked', color: 'red' },
};

function roleLabel(role: ClubRole | null | undefined) {
  return role ? CLUB_ROLE_DISPLAY_NAMES[role] : TEAM_TEXT.membership;
}

function MemberRow({
  team,
  member,
  viewerId,
  canManage,
}: {
  team: ClubTeam;
  member: ClubTeamMemberItem;
  viewerId: string | null;
  canManage: boolean;
}) {
  const change = useChangeClubRoleMutation(team.id);
  const remove = useRemoveClubTeamMemberMutation(team.id);
  const name = ADMIN_TEXT.personName(member.person);
  const isMe = member.userId === viewerId;
  // Only the owner changes or removes an admin (contract: admins may not change other admins).
  const editable = canManage && !isMe && (member.role !== 'ADMIN' || team.isOwner);
  const roles: ClubRole[] =
    member.kind === 'COLLABORATOR' ? [...CLUB_COLLABORATOR_ROLES] : invitableRoles('MEMBER', team.isOwner);
  const options = roles.includes(member.role) ? roles : [member.role, ...roles];
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: TEAM_TEXT.removeTitle,
      children: <Text size="sm">{TEAM_TEXT.removeText(name)}</Text>,
      labels: { confirm: TEAM_TEXT.removeConfirm, cancel: TEAM_TEXT.cancel },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        remove.mutate(member.userId, { onSuccess: () => notifySuccess(TEAM_TEXT.removed(name)) }),
    });
  const error = change.error ?? remove.error;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <PersonLine
          person={{ ...member.person, name: isMe ? `${name} (${TEAM_TEXT.you})` : name }}
          extra={null}
        />
        <Group gap="xs" wrap="nowrap">
          {editable ? (
            <Select
              aria-label={TEAM_TEXT.roleOf(name)}
              data={options.map((value) => ({ value, label: CLUB_ROLE_DISPLAY_NAMES[value] }))}
              value={member.role}
              onChange={(value) =>
                value &&
                value !== member.role &&
                change.mutate(
                  { userId: member.userId, role: value as ClubRole },
                  {
                    onSuccess: () =>
                      notifySuccess(TEAM_TEXT.roleChanged(name, CLUB_ROLE_DISPLAY_NAMES[value as ClubRole])),
                  },
                )
              }
              allowDeselect={false}
              disabled={change.isPending || remove.isPending}
              w={170}
              size="xs"
            />
          ) : (
            <Badge variant="light">{member.roleDisplayName || roleLabel(member.role)}</Badge>
          )}
          {editable ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={confirmRemove}
              disabled={remove.isPending}
              aria-label={TEAM_TEXT.remove(name)}
            >
              {TEAM_TEXT.removeConfirm}
            </Button>
          ) : null}
        </Group>
      </Group>
      {error ? <AppAlert type="danger">{getErrorMessage(error)}</AppAlert> : null}
    </Stack>
  );
}

function InviteRow({ invite }: { invite: ClubInviteItem }) {
  const revoke = useRevokeClubInviteMutation();
  const who = invite.invitee ? ADMIN_TEXT.personName(invite.invitee) : (invite.email ?? TEAM_TEXT.inviteLink);
  const status = STATUS_LABELS[invite.status] ?? { label: invite.status, color: 'gray' };
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          <Group gap={6}>
            <Badge size="sm" variant="light">
              {roleLabel(invite.role)}
            </Badge>
            {invite.kind === 'COLLABORATOR' ? (
              <Badge size="sm" variant="outline" color="gray">
                {TEAM_TEXT.collaborator}
              </Badge>
            ) : null}
            <Badge size="sm" variant="light" color={status.color}>
              {status.label}
            </Badge>
          </Group>
          <Text size="xs" c="gray.7">
            {TEAM_TEXT.uses(invite.uses, invite.usesPerInvite)}
            {invite.expiresAt ? ` · ${TEAM_TEXT.expires(invite.expiresAt as string)}` : ''}
          </Text>
          {invite.memo ? (
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              “{invite.memo}”
            </Text>
          ) : null}
        </Stack>
        {invite.status === 'ACTIVE' ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={TEAM_TEXT.revoke(who)}
            loading={revoke.isPending}
            onClick={() => revoke.mutate(invite.id, { onSuccess: () => notifySuccess(TEAM_TEXT.revoked) })}
          >
            {TEAM_TEXT.revokeLabel}
          </Button>
        ) : null}
      </Group>
      {revoke.isError ? <AppAlert type="danger">{getErrorMessage(revoke.error)}</AppAlert> : null}
    </Stack>
  );
}

function TransferDialog({ team, opened, onClose }: { team: ClubTeam; opened: boolean; onClose: () => void }) {
  const [userId, setUserId] = useState<string | null>(null);
  const request = useRequestOwnershipTransferMutation(team.id);
  const candidates = team.teamMembers.filter((member) => member.kind === 'MEMBER');
  const handleClose = () => {
    setUserId(null);
    request.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={handleClose} title={TEAM_TEXT.transferTitle} centered>
      <Stack gap="sm">
        <Text size="sm">{TEAM_TEXT.transferText}</Text>
        {candidates.length === 0 ? (
          <AppAlert type="info">{TEAM_TEXT.transferNoCandidates}</AppAlert>
        ) : (
          <Select
            label={TEAM_TEXT.transferTo}
            data={candidates.map((member) => ({
              value: member.userId,
              label: ADMIN_TEXT.personName(member.person),
            }))}
            value={userId}
            onChange={setUserId}
          />
        )}
        {request.isError ? <AppAlert type="danger">{getErrorMessage(request.error)}</AppAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose}>
            {TEAM_TEXT.cancel}
          </Button>
          <Button
            disabled={!userId}
            loading={request.isPending}
            onClick={() => {
              const target = candidates.find((member) => member.userId === userId);
              if (!target) return;
              request.mutate(target.userId, {
                onSuccess: () => {
                  notifySuccess(TEAM_TEXT.transferSent(ADMIN_TEXT.personName(target.person)));
                  handleClose();
                },
              });
            }}
          >
            {TEAM_TEXT.transferSend}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function TeamList({
  title,
  empty,
  members,
  team,
  viewerId,
  canManage,
}: {
  title: string;
  empty: string;
  members: ClubTeamMemberItem[];
  team: ClubTeam;
  viewerId: string | null;
  canManage: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="md" role="region" aria-label={title}>
      <Stack gap="sm">
        <Text fw={700}>{title}</Text>
        {members.length === 0 ? (
          <Text size="sm" c="gray.7">
            {empty}
          </Text>
        ) : (
          members.map((member, index) => (
            <Stack key={member.userId} gap="sm">
              {index > 0 ? <Divider /> : null}
              <MemberRow team={team} member={member} viewerId={viewerId} canManage={canManage} />
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}

function TeamView({ team }: { team: ClubTeam }) {
  const viewerId = useViewerId();
  const [inviting, setInviting] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const canManage = team.myPermissions.includes('MANAGE_TEAM');
  const canTransfer = team.isOwner || team.myPermissions.includes('TRANSFER_OWNERSHIP');
  const ownerName = ADMIN_TEXT.personName(team.owner);
  const active = team.invites.filter((invite) => invite.status === 'ACTIVE');
  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <AdminSectionTitle text={TEAM_TEXT.intro}>{TEAM_TEXT.title}</AdminSectionTitle>
        {canManage ? (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {TEAM_TEXT.invite}
          </Button>
        ) : null}
      </Group>
      {!canManage ? <AppAlert type="info">{TEAM_TEXT.viewOnly}</AppAlert> : null}
      {team.pendingOwnershipTransfer ? (
        <OwnershipTransferCard
          transfer={team.pendingOwnershipTransfer}
          clubName={team.displayName}
          isOwner={team.isOwner}
        />
      ) : null}
      <Card withBorder radius="md" padding="md" role="region" aria-label={TEAM_TEXT.owner}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <PersonLine
            person={{
              ...team.owner,
              name: team.owner.userId === viewerId ? `${ownerName} (${TEAM_TEXT.you})` : ownerName,
            }}
          />
          <Group gap="xs">
            <Badge color="brand">{TEAM_TEXT.owner}</Badge>
            {canTransfer && !team.pendingOwnershipTransfer ? (
              <Button size="xs" variant="default" onClick={() => setTransferring(true)}>
                {TEAM_TEXT.transfer}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Card>
      <TeamList
        title={TEAM_TEXT.members}
        empty={TEAM_TEXT.noMembers}
        members={team.teamMembers}
        team={team}
        viewerId={viewerId}
        canManage={canManage}
      />
      <TeamList
        title={TEAM_TEXT.collaborators}
        empty={TEAM_TEXT.noCollaborators}
        members={team.teamCollaborators}
        team={team}
        viewerId={viewerId}
        canManage={canManage}
      />
      {canManage ? (
        <Card withBorder radius="md" padding="md" role="region" aria-label={TEAM_TEXT.invites}>
          <Stack gap="sm">
            <Text fw={700}>{TEAM_TEXT.invites}</Text>
            {active.length === 0 ? (
              <Text size="sm" c="gray.7">
                {TEAM_TEXT.noInvites}
              </Text>
            ) : (
              active.map((invite, index) => (
                <Stack key={invite.id} gap="sm">
                  {index > 0 ? <Divider /> : null}
                  <InviteRow invite={invite} />
                </Stack>
              ))
            )}
          </Stack>
        </Card>
      ) : null}
      {canManage ? (
        <InviteDialog
          opened={inviting}
          onClose={() => setInviting(false)}
          clubId={team.id}
          isOwner={team.isOwner}
        />
      ) : null}
      {canTransfer ? (
        <TransferDialog team={team} opened={transferring} onClose={() => setTransferring(false)} />
      ) : null}
    </Stack>
  );
}

/** /my/rep-clubs/{clubId}/team and /rep-club/team: owner, team members, collaborators, invites, transfers. */
export function ClubTeamPage({ clubId }: { clubId: string }) {
  const query = useClubTeam(clubId);
  if (query.isPending) return <LoadingState label={TEAM_TEXT.loading} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const team = query.data;
  if (!team) return <NotFoundState title={ADMIN_TEXT.notFoundTitle} text={ADMIN_TEXT.notFoundText} />;
  if (
    !team.myPermissions.includes('VIEW_MEMBERS') &&
    !team.myPermissions.includes('MANAGE_TEAM') &&
    !team.isOwner
  )
    return team.pendingOwnershipTransfer ? (
      <OwnershipTransferCard
        transfer={team.pendingOwnershipTransfer}
        clubName={team.displayName}
        isOwner={false}
      />
    ) : (
      <NoAccessState />
    );
  return <TeamView team={team} />;
}
