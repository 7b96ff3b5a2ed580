import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { POINTS_LIMITS, sendPointsSchema } from '@repclub/shared';
import { type FormEvent, useState } from 'react';
import type { PointsClub, PointsUserOption } from '@/features/points/api/queries';
import { useSendPointsMutation } from '@/features/points/api/mutations';
import { newIdempotencyKey, numberOf, useMovementSubmit } from '@/features/points/points-fields';
import { personName } from '@/features/points/points-parts';
import { POINTS_TEXT } from '@/features/points/points-text';
import { UserPicker } from '@/features/points/user-picker';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

type SendPointsDialogProps = {
  club: PointsClub | null;
  available: number;
  onClose: () => void;
};

/** Send points of one club to another member (sendPoints): recipient, amount, memo. Open while `club` is set. */
export function SendPointsDialog({ club, available, onClose }: SendPointsDialogProps) {
  return (
    <Modal
      opened={club !== null}
      onClose={onClose}
      title={club ? POINTS_TEXT.sendTitle(club.displayName) : ''}
      centered
      radius="lg"
    >
      {club ? <SendPointsForm key={club.id} club={club} available={available} onDone={onClose} /> : null}
    </Modal>
  );
}

function SendPointsForm({
  club,
  available,
  onDone,
}: {
  club: PointsClub;
  available: number;
  onDone: () => void;
}) {
  // One key for this opening of the dialog: a double click or a retry after a lost answer sends once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [recipient, setRecipient] = useState<PointsUserOption | null>(null);
  const [amount, setAmount] = useState<string | number>('');
  const [memo, setMemo] = useState('');
  const send = useSendPointsMutation();

  const { errors, submit } = useMovementSubmit(sendPointsSchema, (input, { onSettled }) =>
    send.mutate(input, {
      onSettled,
      onSuccess: () => {
        notifySuccess(POINTS_TEXT.sent(input.amount, personName(recipient)));
        onDone();
      },
    }),
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({
      clubId: club.id,
      toUserId: recipient?.userId ?? '',
      amount: numberOf(amount),
      memo,
      idempotencyKey,
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <UserPicker
          label={POINTS_TEXT.recipient}
          value={recipient}
          onChange={setRecipient}
          error={errors.toUserId}
          disabled={send.isPending}
        />
        <NumberInput
          label={POINTS_TEXT.amount}
          value={amount}
          onChange={setAmount}
          min={1}
          max={POINTS_LIMITS.maxPointsPerMovement}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          description={POINTS_TEXT.available(available)}
          error={errors.amount}
          disabled={send.isPending}
        />
        <Textarea
          label={POINTS_TEXT.memo}
          placeholder={POINTS_TEXT.memoPlaceholder}
          value={memo}
          onChange={(event) => setMemo(event.currentTarget.value)}
          maxLength={POINTS_LIMITS.memoMax}
          rows={2}
          error={errors.memo}
          disabled={send.isPending}
        />
        {send.isError ? <AppAlert type="danger">{getErrorMessage(send.error)}</AppAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            {POINTS_TEXT.cancel}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {POINTS_TEXT.sendSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
