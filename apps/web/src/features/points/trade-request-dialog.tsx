import { Button, Fieldset, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { POINTS_LIMITS, SEARCH_DEBOUNCE_MS, tradeRequestSchema } from '@repclub/shared';
import { type FormEvent, useMemo, useState } from 'react';
import {
  type PointsUserOption,
  usePointsClubSearch,
  type WalletBalance,
} from '@/features/points/api/queries';
import { useCreateTradeRequestMutation } from '@/features/points/api/mutations';
import { newIdempotencyKey, numberOf, useMovementSubmit } from '@/features/points/points-fields';
import { personName } from '@/features/points/points-parts';
import { POINTS_TEXT } from '@/features/points/points-text';
import { UserPicker } from '@/features/points/user-picker';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';

type TradeRequestDialogProps = {
  opened: boolean;
  /** The club preselected as the one to give (the row the dialog was opened from). */
  giveClubId: string | null;
  balances: readonly WalletBalance[];
  onClose: () => void;
};

/** Propose a trade (createTradeRequest): to whom, points of one of my clubs for points of another club, a memo. */
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
  const [recipient, setRecipient] = useState<PointsUserOption | null>(null);
  const [giveClubId, setGiveClubId] = useState<string | null>(initialGiveClubId);
  const [giveAmount, setGiveAmount] = useState<string | number>('');
  const [askClubId, setAskClubId] = useState<string | null>(null);
  const [askSearch, setAskSearch] = useState('');
  const [askAmount, setAskAmount] = useState<string | number>('');
  const [memo, setMemo] = useState('');
  const [keyword] = useDebouncedValue(askSearch.trim(), SEARCH_DEBOUNCE_MS);
  const clubSearch = usePointsClubSearch(keyword);
  const create = useCreateTradeRequestMutation();

  const giveOptions = balances
    .filter((balance) => balance.points > 0)
    .map((balance) => ({
      value: balance.club.id,
      label: `${balance.club.displayName} (${POINTS_TEXT.points(balance.points)})`,
    }));
  const available = balances.find((balance) => balance.club.id === giveClubId)?.points ?? 0;
  // The clubs the viewer knows, then those found by the search; one entry per club.
  const askOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const balance of balances) seen.set(balance.club.id, balance.club.displayName);
    for (const club of clubSearch.data ?? []) if (!seen.has(club.id)) seen.set(club.id, club.displayName);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [balances, clubSearch.data]);

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
      giveClubId: giveClubId ?? '',
      giveAmount: numberOf(giveAmount),
      askClubId: askClubId ?? '',
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
          value={recipient}
          onChange={setRecipient}
          error={errors.toUserId}
          disabled={busy}
        />
        <Fieldset legend={POINTS_TEXT.give} variant="filled" radius="md" disabled={busy}>
          <Stack gap="xs">
            <Select
              label={POINTS_TEXT.giveClub}
              data={giveOptions}
              value={giveClubId}
              onChange={setGiveClubId}
              allowDeselect={false}
              error={errors.giveClubId}
            />
            <NumberInput
              label={POINTS_TEXT.giveAmount}
              value={giveAmount}
              onChange={setGiveAmount}
              min={1}
              max={POINTS_LIMITS.maxPointsPerMovement}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              description={giveClubId ? POINTS_TEXT.available(available) : undefined}
              error={errors.giveAmount}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={POINTS_TEXT.ask} variant="filled" radius="md" disabled={busy}>
          <Stack gap="xs">
            <Select
              label={POINTS_TEXT.askClub}
              placeholder={POINTS_TEXT.askClubPlaceholder}
              data={askOptions}
              value={askClubId}
              onChange={setAskClubId}
              searchable
              searchValue={askSearch}
              onSearchChange={setAskSearch}
              nothingFoundMessage={POINTS_TEXT.noMatches}
              error={errors.askClubId}
            />
            <NumberInput
              label={POINTS_TEXT.askAmount}
              value={askAmount}
              onChange={setAskAmount}
              min={1}
              max={POINTS_LIMITS.maxPointsPerMovement}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              error={errors.askAmount}
            />
          </Stack>
        </Fieldset>
        <Textarea
          label={POINTS_TEXT.memo}
          placeholder={POINTS_TEXT.memoPlaceholder}
          value={memo}
          onChange={(event) => setMemo(event.currentTarget.value)}
          maxLength={POINTS_LIMITS.memoMax}
          rows={2}
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
