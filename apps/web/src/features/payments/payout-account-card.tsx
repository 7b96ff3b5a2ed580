import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DISPLAY_DATE_TIME_FORMAT } from '@repclub/shared';
import { IconBuildingBank, IconExternalLink } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  useCreatePayoutManagementSessionMutation,
  useStartPayoutOnboardingMutation,
} from '@/features/payments/api/mutations';
import { type PayoutAccount } from '@/features/payments/api/queries';
import { PAYOUT_STATUS, PROVIDER_LABELS } from '@/features/payments/transaction-labels';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

export const PAYOUT_TEXT = {
  connect: 'Connect payout account',
  finishSetup: 'Finish setup',
  manage: 'Manage',
  payoutsOn: 'Payouts are sent to this account.',
  payoutsOff: 'Payouts are not sent to this account yet: finish its setup.',
  payoutsPaused: 'Payouts to this account are paused by the payment provider. Open Manage to see why.',
  connectedOn: (date: string) => `Connected ${date}`,
} as const;

/**
 * Connect (no account), Finish setup (details not submitted) or Manage, with the provider call's error under
 * the buttons.
 */
export function PayoutActions({ account }: { account: Pick<PayoutAccount, 'detailsSubmitted'> | null }) {
  const start = useStartPayoutOnboardingMutation();
  const manage = useCreatePayoutManagementSessionMutation();
  const error = start.error ?? manage.error;
  // After success the browser leaves for the provider's page; keep the button busy until it does.
  const busy = start.isPending || start.isSuccess || manage.isPending || manage.isSuccess;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {!account || !account.detailsSubmitted ? (
          <Button
            leftSection={<IconBuildingBank size={18} aria-hidden />}
            loading={start.isPending || start.isSuccess}
            disabled={busy && !start.isPending && !start.isSuccess}
            onClick={() => {
              manage.reset();
              start.mutate();
            }}
          >
            {account ? PAYOUT_TEXT.finishSetup : PAYOUT_TEXT.connect}
          </Button>
        ) : (
          <Button
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            loading={manage.isPending || manage.isSuccess}
            disabled={busy && !manage.isPending && !manage.isSuccess}
            onClick={() => {
              start.reset();
              manage.mutate();
            }}
          >
            {PAYOUT_TEXT.manage}
          </Button>
        )}
      </Group>
      {error ? <AppAlert type="danger">{errorText(error)}</AppAlert> : null}
    </Stack>
  );
}

/** One payout account: provider, name, provider's id, status, and (for the configured provider) its actions. */
export function PayoutAccountCard({ account, isCurrent }: { account: PayoutAccount; isCurrent: boolean }) {
  const status = PAYOUT_STATUS[account.status] ?? { label: account.status, color: 'gray' };
  return (
    <Paper withBorder radius="md" p="md" data-testid="payout-account">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>
              {account.displayName ?? PROVIDER_LABELS[account.provider] ?? account.provider}
            </Text>
            <Text size="sm" c="gray.7">
              {PROVIDER_LABELS[account.provider] ?? account.provider} · {account.externalAccountId}
            </Text>
          </div>
          <Badge variant="light" color={status.color}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm">
          {account.payoutsEnabled
            ? PAYOUT_TEXT.payoutsOn
            : account.detailsSubmitted
              ? PAYOUT_TEXT.payoutsPaused
              : PAYOUT_TEXT.payoutsOff}
        </Text>
        <Text size="xs" c="gray.7">
          {PAYOUT_TEXT.connectedOn(dayjs(account.createdAt).format(DISPLAY_DATE_TIME_FORMAT))}
        </Text>
        {isCurrent ? <PayoutActions account={account} /> : null}
      </Stack>
    </Paper>
  );
}
