import { Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { ROUTES } from '@repclub/shared';
import { useEffect, useState } from 'react';
import { PayoutActions } from '@/features/payments/payout-account-card';
import { type CompletedPayoutAccount, useCompletePayoutOnboarding } from '@/features/payments/api/mutations';
import { ProfilePage, ProfileSection } from '@/ui/profile-page';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { usePathLinkProps } from '@/ui/path-link';

export const PAYOUT_PROCESS_TEXT = {
  title: 'Payout account',
  section: 'Connecting your payout account',
  working: 'Finishing your payout account setup…',
  connected: 'Your payout account is connected. Payouts will be sent to it.',
  paused:
    'Your payout account is connected, but the payment provider has paused payouts to it. Open it to see why.',
  unfinished: 'Your payout account setup is not finished. Continue where you left off.',
  missingState:
    'The payment provider did not send us back the information we need. Start again from your payouts.',
  backToPayouts: 'Back to payouts',
} as const;

type Account = CompletedPayoutAccount;
type Outcome = { kind: 'done'; account: Account } | { kind: 'failed'; message: string };

/**
 * /payout/process (accounts §2.1): where the payout provider sends the browser back. Finishes the trip with
 * the state it carries and says how it went, with the next step and a way back to the Payouts tab.
 */
export function PayoutProcessPage({ state }: { state: string | undefined }) {
  const complete = useCompletePayoutOnboarding();
  const [outcome, setOutcome] = useState<Outcome | null>(
    state ? null : { kind: 'failed', message: PAYOUT_PROCESS_TEXT.missingState },
  );
  const back = usePathLinkProps(`${ROUTES.profile.index}?tab=payouts`);

  useEffect(() => {
    if (!state) return;
    let live = true;
    complete(state).then(
      (account) => {
        if (live) setOutcome({ kind: 'done', account });
      },
      (error: unknown) => {
        if (live) setOutcome({ kind: 'failed', message: errorText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [state, complete]);

  let body;
  if (!outcome) {
    body = (
      <Center py="lg">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{PAYOUT_PROCESS_TEXT.working}</Text>
        </Group>
      </Center>
    );
  } else if (outcome.kind === 'failed') {
    body = <AppAlert type="danger">{outcome.message}</AppAlert>;
  } else if (outcome.account.payoutsEnabled) {
    body = <AppAlert type="success">{PAYOUT_PROCESS_TEXT.connected}</AppAlert>;
  } else if (outcome.account.detailsSubmitted) {
    body = (
      <Stack gap="md">
        <AppAlert type="warning">{PAYOUT_PROCESS_TEXT.paused}</AppAlert>
        <PayoutActions account={outcome.account} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <AppAlert type="warning">{PAYOUT_PROCESS_TEXT.unfinished}</AppAlert>
        <PayoutActions account={outcome.account} />
      </Stack>
    );
  }

  return (
    <ProfilePage title={PAYOUT_PROCESS_TEXT.title}>
      <ProfileSection title={PAYOUT_PROCESS_TEXT.section}>
        <Stack gap="md">
          {body}
          {outcome ? (
            <Anchor {...back} fw={600} w="fit-content">
              {PAYOUT_PROCESS_TEXT.backToPayouts}
            </Anchor>
          ) : null}
        </Stack>
      </ProfileSection>
    </ProfilePage>
  );
}
