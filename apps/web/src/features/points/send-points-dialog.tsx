import { Button, Group, Modal, Stack } from '@mantine/core';
import { sendPointsSchema } from '@repclub/shared';
import { type FormEvent, useState } from 'react';
import { AmountMemoFields } from '@/entities/movement/amount-memo-fields';
import type { UserOption } from '@/entities/user/api/queries';
import { personName } from '@/entities/user/person-name';
import { UserPicker } from '@/entities/user/user-picker';
import type { PointsClub } from '@/features/points/api/queries';
import { useSendPointsMutation } from '@/features/points/api/mutations';
import {
  newIdempotencyKey,
  numberOf,
  POINTS_MOVEMENT_FIELDS,
  POINTS_PICKER_TEXTS,
  useMovementSubmit,
} from '@/features/points/points-fields';
import { POINTS_TEXT } from '@/features/points/points-text';
import { getErrorMessage } from '@/lib/error-message';
import { useViewerId } from '@/lib/session';
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
  const [recipient, setRecipient] = useState<UserOption | null>(null);
  const [amount, setAmount] = useState<string | number>('');
  const [memo, setMemo] = useState('');
  const send = useSendPointsMutation();
  const viewerId = useViewerId();

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
          {...POINTS_PICKER_TEXTS}
          excludeUserId={viewerId}
          value={recipient}
          onChange={setRecipient}
          error={errors.toUserId}
          disabled={send.isPending}
        />
        <AmountMemoFields
          {...POINTS_MOVEMENT_FIELDS}
          amount={amount}
          onAmountChange={setAmount}
          amountDescription={POINTS_TEXT.available(available)}
          memo={memo}
          onMemoChange={setMemo}
          errors={errors}
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
