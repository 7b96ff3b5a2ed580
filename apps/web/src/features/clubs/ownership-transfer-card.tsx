import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ClubTransfer } from '@/features/clubs/api/queries';
import { useAnswerOwnershipTransferMutation } from '@/features/clubs/api/mutations';
import { ADMIN_TEXT } from '@/features/clubs/club-admin-shared';
import { getErrorMessage } from '@/lib/error-message';
import { useViewerId } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

export const TRANSFER_TEXT = {
  title: 'Ownership transfer',
  toYou: (from: string, club: string) =>
    `${from} wants to hand ${club} over to you. As owner you hold every permission.`,
  fromYou: (to: string) => `Waiting for ${to} to accept ownership of this club.`,
  between: (from: string, to: string) => `${from} has asked ${to} to take over this club.`,
  accept: 'Accept ownership',
  decline: 'Decline',
  cancel: 'Cancel transfer',
  accepted: 'You now own this club.',
  declined: 'You declined the ownership transfer.',
  cancelled: 'The ownership transfer was cancelled.',
};

/** A pending ownership transfer: the target accepts or declines, the owner may cancel it. */
export function OwnershipTransferCard({
  transfer,
  clubName,
  isOwner,
}: {
  transfer: ClubTransfer;
  clubName: string;
  isOwner: boolean;
}) {
  const viewerId = useViewerId();
  const answer = useAnswerOwnershipTransferMutation();
  const isTarget = transfer.to.userId === viewerId;
  const from = ADMIN_TEXT.personName(transfer.from);
  const to = ADMIN_TEXT.personName(transfer.to);
  const handle = (kind: 'accept' | 'decline' | 'cancel') =>
    answer.mutate(
      { transferId: transfer.id, answer: kind },
      {
        onSuccess: () =>
          notifySuccess(
            kind === 'accept'
              ? TRANSFER_TEXT.accepted
              : kind === 'decline'
                ? TRANSFER_TEXT.declined
                : TRANSFER_TEXT.cancelled,
          ),
      },
    );
  return (
    <Card withBorder radius="md" padding="md" role="region" aria-label={TRANSFER_TEXT.title}>
      <Stack gap="sm">
        <Text fw={700}>{TRANSFER_TEXT.title}</Text>
        <Text size="sm">
          {isTarget
            ? TRANSFER_TEXT.toYou(from, clubName)
            : isOwner
              ? TRANSFER_TEXT.fromYou(to)
              : TRANSFER_TEXT.between(from, to)}
        </Text>
        {answer.isError ? <AppAlert type="danger">{getErrorMessage(answer.error)}</AppAlert> : null}
        {isTarget ? (
          <Group gap="sm">
            <Button
              onClick={() => handle('accept')}
              loading={answer.isPending && answer.variables?.answer === 'accept'}
              disabled={answer.isPending}
            >
              {TRANSFER_TEXT.accept}
            </Button>
            <Button variant="default" onClick={() => handle('decline')} disabled={answer.isPending}>
              {TRANSFER_TEXT.decline}
            </Button>
          </Group>
        ) : isOwner ? (
          <Button
            variant="default"
            color="red"
            onClick={() => handle('cancel')}
            loading={answer.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {TRANSFER_TEXT.cancel}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
