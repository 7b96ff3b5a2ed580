import { Button, Group, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { grantPointsSchema, POINTS_LIMITS } from '@repclub/shared';
import { type FormEvent, useState } from 'react';
import type { PointsUserOption } from '@/features/points/api/queries';
import { useGrantPointsMutation } from '@/features/points/api/mutations';
import { newIdempotencyKey, numberOf, useMovementSubmit } from '@/features/points/points-fields';
import { personName } from '@/features/points/points-parts';
import { POINTS_TEXT } from '@/features/points/points-text';
import { UserPicker } from '@/features/points/user-picker';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

/**
 * Grant points of the club to a member (grantPoints). One idempotency key per grant: kept across retries of the
 * same grant, replaced once it went through.
 */
export function GrantPointsForm({ clubId }: { clubId: string }) {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [recipient, setRecipient] = useState<PointsUserOption | null>(null);
  const [amount, setAmount] = useState<string | number>('');
  const [memo, setMemo] = useState('');
  const [granted, setGranted] = useState<string | null>(null);
  const grant = useGrantPointsMutation();

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
          value={recipient}
          onChange={(user) => {
            setRecipient(user);
            setGranted(null);
          }}
          error={errors.toUserId}
          disabled={grant.isPending}
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
          error={errors.amount}
          disabled={grant.isPending}
        />
        <Textarea
          label={POINTS_TEXT.memo}
          placeholder={POINTS_TEXT.memoPlaceholder}
          value={memo}
          onChange={(event) => setMemo(event.currentTarget.value)}
          maxLength={POINTS_LIMITS.memoMax}
          rows={2}
          error={errors.memo}
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
