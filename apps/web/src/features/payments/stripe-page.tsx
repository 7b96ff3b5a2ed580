import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { PayoutAccountCard, PayoutActions } from '@/features/payments/payout-account-card';
import { usePayoutAccounts } from '@/features/payments/api/queries';
import { PROVIDER_LABELS } from '@/features/payments/transaction-labels';
import { ProfilePage, ProfileSection } from '@/ui/profile-page';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

export const STRIPE_PAGE_TEXT = {
  title: 'Payout account',
  description: 'Your account at the card payment provider. Your payouts are sent to it.',
  section: 'Card payment provider',
  provider: (name: string) => `Provider: ${name}`,
  notConnected: 'You have not connected a payout account yet.',
  loading: 'Loading payout account',
  retry: 'Try again',
} as const;

/** /profile/stripe (accounts §1, §2.1): the card payment provider account — status, connect or manage. */
export function StripePage() {
  const payouts = usePayoutAccounts();
  return (
    <ProfilePage title={STRIPE_PAGE_TEXT.title} description={STRIPE_PAGE_TEXT.description}>
      <ProfileSection
        title={STRIPE_PAGE_TEXT.section}
        description={
          payouts.data
            ? STRIPE_PAGE_TEXT.provider(PROVIDER_LABELS[payouts.data.provider] ?? payouts.data.provider)
            : undefined
        }
      >
        {payouts.isPending ? (
          <Center py="lg">
            <Loader size="sm" role="img" aria-label={STRIPE_PAGE_TEXT.loading} />
          </Center>
        ) : payouts.isError ? (
          <AppAlert type="danger">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(payouts.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void payouts.refetch()}>
                {STRIPE_PAGE_TEXT.retry}
              </Button>
            </Stack>
          </AppAlert>
        ) : payouts.data.current ? (
          <PayoutAccountCard account={payouts.data.current} isCurrent />
        ) : (
          <Stack gap="md">
            <Text>{STRIPE_PAGE_TEXT.notConnected}</Text>
            <PayoutActions account={null} />
          </Stack>
        )}
      </ProfileSection>
    </ProfilePage>
  );
}
