import { Button, Fieldset, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { tradeRequestSchema } from '@repclub/shared';
import { type FormEvent, useState } from 'react';
import { AmountField, MemoField } from '@/entities/movement/amount-memo-fields';
import type { UserOption } from '@/entities/user/api/queries';
import { personName } from '@/entities/user/person-name';
import { UserPicker } from '@/entities/user/user-picker';
import { useTradeClubs, type WalletBalance } from '@/features/points/api/queries';
import { useCreateTradeRequestMutation } from '@/features/points/api/mutations';
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

type TradeRequestDialogProps = {
  opened: boolean;
  /** The club preselected as the one to give (the row the dialog was opened from). */
  giveClubId: string | null;
  balances: readonly WalletBalance[];
  onClose: () => void;
};

/**
 * The clubs are native selects: the phone's own picker, and nothing floating that could widen the dialog at 390 px
 * (a Mantine Select's list did). The first entry is an empty choice that names what to do.
 */
const withPlaceholder = (options: { value: string; label: string }[], placeholder: string) => [
  { value: '', label: placeholder, disabled: true },
  ...options,
];

/**
 * Propose a trade (createTradeRequest): to whom, points of one of our shared clubs for points of another shared
 * club, a memo. Only clubs both people belong to are offered (walletBalances(withUserId); docs/decisions/113).
 */
export function TradeRequestDialog({ opened, giveClubId, balances, onClose }: TradeRequestDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={POINTS_TEXT.tradeTitle} centered radius="lg" size="lg">
      {opened ? <TradeRequestForm giveClubId={giveClubId} balances={balances} onDone={onClose} /> : null}
    </Modal>
  );
}

function TradeRequestForm({
  giveClubId: initialGiveClubId,
  balances,
  onDone,
}: {
  giveClubId: string | null;
  balances: readonly WalletBalance[];
  onDone: () => void;
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [recipient, setRecipient] = useState<UserOption | null>(null);
  const [giveClubId, setGiveClubId] = useState<string | null>(initialGiveClubId);
  const [giveAmount, setGiveAmount] = useState<string | number>('');
  const [askClubId, setAskClubId] = useState<string | null>(null);
  const [askAmount, setAskAmount] = useState<string | number>('');
  const [memo, setMemo] = useState('');
  const create = useCreateTradeRequestMutation();
  const viewerId = useViewerId();
  const shared = useTradeClubs(recipient?.userId ?? null);

  // Before a person is chosen: my member clubs with points; then only the clubs we both belong to.
  const clubs = recipient
    ? (shared.data ?? [])
    : balances.filter((balance) => balance.isMember && balance.points > 0);
  const giveOptions = clubs
    .filter((balance) => balance.points > 0)
    .map((balance) => ({
      value: balance.club.id,
      label: `${balance.club.displayName} (${POINTS_TEXT.points(balance.points)})`,
    }));
  // A club chosen earlier that this person does not share is not kept.
  const giveValue = giveOptions.some((option) => option.value === giveClubId) ? giveClubId : null;
  const available = clubs.find((balance) => balance.club.id === giveValue)?.points ?? 0;
  // Never the club one gives: a trade is between two different clubs.
  const askOptions = recipient
    ? clubs
        .filter((balance) => balance.club.id !== giveValue)
        .map((balance) => ({ value: balance.club.id, label: balance.club.displayName }))
    : [];
  const askValue = askOptions.some((option) => option.value === askClubId) ? askClubId : null;
  const noSharedClubs = recipient !== null && shared.isSuccess && shared.data.length === 0;

  const { errors, submit } = useMovementSubmit(tradeRequestSchema, (input, { onSettled }) =>
    create.mutate(input, {
      onSettled,
      onSuccess: () => {
        notifySuccess(POINTS_TEXT.tradeSent(personName(recipient)));
        onDone();
      },
    }),
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({
      toUserId: recipient?.userId ?? '',
      giveClubId: giveValue ?? '',
      giveAmount: numberOf(giveAmount),
      askClubId: askValue ?? '',
      askAmount: numberOf(askAmount),
      memo,
      idempotencyKey,
    });
  };

  const busy = create.isPending;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <UserPicker
          label={POINTS_TEXT.tradeWith}
          {...POINTS_PICKER_TEXTS}
          excludeUserId={viewerId}
          value={recipient}
          onChange={setRecipient}
          error={errors.toUserId}
          disabled={busy}
        />
        {noSharedClubs ? (
          <Text size="sm" c="dimmed" role="status">
            {POINTS_TEXT.noSharedClubs(personName(recipient))}
          </Text>
        ) : null}
        {shared.isError ? <AppAlert type="danger">{getErrorMessage(shared.error)}</AppAlert> : null}
        <Fieldset legend={POINTS_TEXT.give} variant="filled" radius="md" disabled={busy}>
          <Stack gap="xs">
            <NativeSelect
              label={POINTS_TEXT.giveClub}
              data={withPlaceholder(giveOptions, POINTS_TEXT.giveClubPlaceholder)}
              value={giveValue ?? ''}
              onChange={(event) => setGiveClubId(event.currentTarget.value || null)}
              error={errors.giveClubId}
            />
            <AmountField
              label={POINTS_TEXT.giveAmount}
              value={giveAmount}
              onChange={setGiveAmount}
              max={POINTS_MOVEMENT_FIELDS.limits.maxAmount}
              description={giveValue ? POINTS_TEXT.available(available) : undefined}
              error={errors.giveAmount}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={POINTS_TEXT.ask} variant="filled" radius="md" disabled={busy}>
          <Stack gap="xs">
            <NativeSelect
              label={POINTS_TEXT.askClub}
              data={withPlaceholder(
                askOptions,
                !recipient
                  ? POINTS_TEXT.askClubFirst
                  : askOptions.length === 0
                    ? POINTS_TEXT.noOtherSharedClub
                    : POINTS_TEXT.askClubPlaceholder,
              )}
              value={askValue ?? ''}
              onChange={(event) => setAskClubId(event.currentTarget.value || null)}
              disabled={!recipient}
              error={errors.askClubId}
            />
            <AmountField
              label={POINTS_TEXT.askAmount}
              value={askAmount}
              onChange={setAskAmount}
              max={POINTS_MOVEMENT_FIELDS.limits.maxAmount}
              error={errors.askAmount}
            />
          </Stack>
        </Fieldset>
        <MemoField
          label={POINTS_MOVEMENT_FIELDS.texts.memo}
          placeholder={POINTS_MOVEMENT_FIELDS.texts.memoPlaceholder}
          value={memo}
          onChange={setMemo}
          maxLength={POINTS_MOVEMENT_FIELDS.limits.memoMax}
          error={errors.memo}
          disabled={busy}
        />
        {create.isError ? <AppAlert type="danger">{getErrorMessage(create.error)}</AppAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {POINTS_TEXT.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {POINTS_TEXT.tradeSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
