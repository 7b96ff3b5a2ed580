import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES, ROUTES } from '@repclub/shared';
import { PayoutAccountCard, PayoutActions } from '@/features/payments/payout-account-card';
import { usePayoutAccounts } from '@/features/payments/api/queries';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { usePathLinkProps } from '@/ui/path-link';

export const PAYOUTS_TAB_TEXT = {
  intro:
    'Payouts go to the account you connect at our card payment provider. Connecting opens the provider’s page; you come back here when you are done.',
  loading: 'Loading payout accounts',
  retry: 'Try again',
  details: 'Payout account details',
} as const;

/** The profile's Payouts tab (accounts §1, §2.2): the payout accounts, Connect / Finish setup / Manage. */
export function PayoutsTab() {
  const payouts = usePayoutAccounts();
  const detailsLink = usePathLinkProps(ROUTES.profile.stripe);

  if (payouts.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="img" aria-label={PAYOUTS_TAB_TEXT.loading} />
      </Center>
    );
  }
  if (payouts.isError) {
    return (
      <AppAlert type="danger">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(payouts.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void payouts.refetch()}>
            {PAYOUTS_TAB_TEXT.retry}
          </Button>
        </Stack>
      </AppAlert>
    );
  }
  const { accounts, current } = payouts.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {PAYOUTS_TAB_TEXT.intro}
      </Text>
      {accounts.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {MESSAGES.noDataFound}
        </Text>
      ) : (
        accounts.map((account) => (
          <PayoutAccountCard
            key={account.payoutAccountId}
            account={account}
            isCurrent={account.payoutAccountId === current?.payoutAccountId}
          />
        ))
      )}
      {current ? null : <PayoutActions account={null} />}
      <Anchor {...detailsLink} size="sm" fw={600} w="fit-content">
        {PAYOUTS_TAB_TEXT.details}
      </Anchor>
    </Stack>
  );
}
