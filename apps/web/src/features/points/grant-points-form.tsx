import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { grantPointsSchema } from '@repclub/shared';
import { type FormEvent, useState } from 'react';
import { AmountMemoFields } from '@/entities/movement/amount-memo-fields';
import type { UserOption } from '@/entities/user/api/queries';
import { personName } from '@/entities/user/person-name';
import { UserPicker } from '@/entities/user/user-picker';
import { useGrantPointsMutation } from '@/features/points/api/mutations';
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

/**
 * Grant points of the club to a member (grantPoints). One idempotency key per grant: kept across retries of the
 * same grant, replaced once it went through.
 */
export function GrantPointsForm({ clubId }: { clubId: string }) {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [recipient, setRecipient] = useState<UserOption | null>(null);
  const [amount, setAmount] = useState<string | number>('');
  const [memo, setMemo] = useState('');
  const [granted, setGranted] = useState<string | null>(null);
  const grant = useGrantPointsMutation();
  const viewerId = useViewerId();

  const { errors, submit } = useMovementSubmit(grantPointsSchema, (input, { onSettled }) =>
    grant.mutate(input, {
      onSettled,
      onSuccess: () => {
        setGranted(POINTS_TEXT.granted(input.amount, personName(recipient)));
        setRecipient(null);
        setAmount('');
        setMemo('');
        setIdempotencyKey(newIdempotencyKey());
      },
    }),
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setGranted(null);
    submit({
      clubId,
      toUserId: recipient?.userId ?? '',
      amount: numberOf(amount),
      memo,
      idempotencyKey,
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="grant-points-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="grant-points-title">
            {POINTS_TEXT.grantTitle}
          </Title>
          <Text size="sm" c="gray.7">
            {POINTS_TEXT.grantHelp}
          </Text>
        </div>
        <UserPicker
          label={POINTS_TEXT.recipient}
          {...POINTS_PICKER_TEXTS}
          excludeUserId={viewerId}
          value={recipient}
          onChange={(user) => {
            setRecipient(user);
            setGranted(null);
          }}
          error={errors.toUserId}
          disabled={grant.isPending}
        />
        <AmountMemoFields
          {...POINTS_MOVEMENT_FIELDS}
          amount={amount}
          onAmountChange={setAmount}
          memo={memo}
          onMemoChange={setMemo}
          errors={errors}
          disabled={grant.isPending}
        />
        {grant.isError ? <AppAlert type="danger">{getErrorMessage(grant.error)}</AppAlert> : null}
        {granted ? <AppAlert type="success">{granted}</AppAlert> : null}
        <Group>
          <Button type="submit" loading={grant.isPending}>
            {POINTS_TEXT.grantSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
