import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CLUB_ROLE_DISPLAY_NAMES, type ClubStatus } from '@repclub/shared';
import dayjs from 'dayjs';
import { type ClubAdmin, useClubAdmin } from '@/features/clubs/api/queries';
import { usePublishClubMutation, useSetClubStatusMutation } from '@/features/clubs/api/mutations';
import { ADMIN_TEXT, ClubGate, STATUS_LABELS } from '@/features/clubs/club-admin-shared';
import { hasPermission } from '@/features/clubs/club-admin-layout';
import { OwnershipTransferCard } from '@/features/clubs/ownership-transfer-card';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

export const OVERVIEW_TEXT = {
  status: 'Status',
  members: 'Members',
  access: 'Who can join',
  public: 'Anyone',
  private: 'By invite only',
  yourRole: 'Your role',
  owner: 'Owner',
  noRole: 'None',
  created: 'Created',
  actions: 'Club status',
  publish: 'Publish club',
  publishHelp: 'Your club is a draft: only you and your team can see it. Publish it to open it to members.',
  published: 'Your club is published and open.',
  close: 'Close to new members',
  reopen: 'Reopen',
  archive: 'Archive club',
  archiveTitle: 'Archive this club?',
  archiveText:
    'An archived club is read-only: nobody can join and points no longer move (refunds aside). This cannot be undone.',
  cancel: 'Cancel',
  statusChanged: (status: string) => `The club is now ${status.toLowerCase()}.`,
  closedHelp: 'Closed: members stay and points still move, but nobody new can join.',
  archivedHelp: 'Archived: the club is read-only.',
  suspendedHelp: 'This club is suspended by the platform: it is hidden and nothing moves. Contact support.',
  notManager: 'You do not manage this club.',
};

function StatusActions({ club }: { club: ClubAdmin }) {
  const publish = usePublishClubMutation();
  const setStatus = useSetClubStatusMutation(club.id);
  const error = publish.error ?? setStatus.error;
  const busy = publish.isPending || setStatus.isPending;
  const change = (status: ClubStatus) =>
    setStatus.mutate(status, {
      onSuccess: () => notifySuccess(OVERVIEW_TEXT.statusChanged(STATUS_LABELS[status])),
    });
  const confirmArchive = () =>
    modals.openConfirmModal({
      title: OVERVIEW_TEXT.archiveTitle,
      children: <Text size="sm">{OVERVIEW_TEXT.archiveText}</Text>,
      labels: { confirm: OVERVIEW_TEXT.archive, cancel: OVERVIEW_TEXT.cancel },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => change('STATIC'),
    });

  let help: string | null = null;
  if (club.status === 'SUSPENDED') help = OVERVIEW_TEXT.suspendedHelp;
  else if (!club.published) help = OVERVIEW_TEXT.publishHelp;
  else if (club.status === 'CLOSED') help = OVERVIEW_TEXT.closedHelp;
  else if (club.status === 'STATIC') help = OVERVIEW_TEXT.archivedHelp;
  else if (club.status === 'OPEN') help = OVERVIEW_TEXT.published;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={700}>{OVERVIEW_TEXT.actions}</Text>
        {help ? <Text size="sm">{help}</Text> : null}
        {error ? <AppAlert type="danger">{getErrorMessage(error)}</AppAlert> : null}
        <Group gap="sm">
          {!club.published && club.status !== 'SUSPENDED' ? (
            <Button
              onClick={() =>
                publish.mutate(club.id, { onSuccess: () => notifySuccess(OVERVIEW_TEXT.published) })
              }
              loading={publish.isPending}
              disabled={busy}
            >
              {OVERVIEW_TEXT.publish}
            </Button>
          ) : null}
          {club.published && club.status === 'OPEN' ? (
            <Button variant="default" onClick={() => change('CLOSED')} disabled={busy}>
              {OVERVIEW_TEXT.close}
            </Button>
          ) : null}
          {club.published && club.status === 'CLOSED' ? (
            <Button variant="default" onClick={() => change('OPEN')} disabled={busy}>
              {OVERVIEW_TEXT.reopen}
            </Button>
          ) : null}
          {club.published && (club.status === 'OPEN' || club.status === 'CLOSED') ? (
            <Button variant="subtle" color="red" onClick={confirmArchive} disabled={busy}>
              {OVERVIEW_TEXT.archive}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Card>
  );
}

/** /my/rep-clubs/{clubId}: status, members, role; publish/close/reopen/archive by permission; a pending transfer. */
export function ClubOverviewPage({ clubId }: { clubId: string }) {
  const query = useClubAdmin(clubId);
  return (
    <ClubGate query={query}>
      {(club) => (
        <Stack gap="md">
          {club.pendingOwnershipTransfer ? (
            <OwnershipTransferCard
              transfer={club.pendingOwnershipTransfer}
              clubName={club.displayName}
              isOwner={club.isOwner}
            />
          ) : null}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label={OVERVIEW_TEXT.status} value={STATUS_LABELS[club.status]} />
            <Fact label={OVERVIEW_TEXT.members} value={club.memberCount.toLocaleString('en-US')} />
            <Fact
              label={OVERVIEW_TEXT.access}
              value={club.access === 'PRIVATE' ? OVERVIEW_TEXT.private : OVERVIEW_TEXT.public}
            />
            <Fact
              label={OVERVIEW_TEXT.yourRole}
              value={
                club.isOwner
                  ? OVERVIEW_TEXT.owner
                  : club.myRole
                    ? CLUB_ROLE_DISPLAY_NAMES[club.myRole]
                    : OVERVIEW_TEXT.noRole
              }
            />
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            {OVERVIEW_TEXT.owner}: {ADMIN_TEXT.personName(club.owner)} · {OVERVIEW_TEXT.created}{' '}
            {dayjs(club.createdAt as string).format('MMM D, YYYY')}
          </Text>
          {hasPermission(club, 'EDIT_CLUB') ? <StatusActions club={club} /> : null}
          {club.myPermissions.length === 0 && !club.isOwner && !club.pendingOwnershipTransfer ? (
            <AppAlert type="info">{OVERVIEW_TEXT.notManager}</AppAlert>
          ) : null}
        </Stack>
      )}
    </ClubGate>
  );
}
