import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql } from '@/gql/gql';
import type { CompletePayoutOnboardingMutation } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { paymentKeys } from '@/features/payments/api/queries';

export const StartPayoutOnboardingDocument = graphql(`
  mutation StartPayoutOnboarding {
    startPayoutOnboarding {
      url
      expiresAt
    }
  }
`);

export const CompletePayoutOnboardingDocument = graphql(`
  mutation CompletePayoutOnboarding($state: String!) {
    completePayoutOnboarding(state: $state) {
      payoutAccountId
      provider
      status
      displayName
      payoutsEnabled
      detailsSubmitted
    }
  }
`);

export const CreatePayoutManagementSessionDocument = graphql(`
  mutation CreatePayoutManagementSession {
    createPayoutManagementSession {
      url
      expiresAt
    }
  }
`);

/** Sends the browser to a provider page (a full navigation: the provider's site, or the sandbox's page). */
export const providerNavigation = {
  go: (url: string) => window.location.assign(url),
};

/** Starts (or continues) onboarding and goes to the provider's hosted page. */
export function useStartPayoutOnboardingMutation() {
  return useMutation({
    mutationFn: async () => (await execute(StartPayoutOnboardingDocument)).startPayoutOnboarding,
    onSuccess: (link) => providerNavigation.go(link.url),
  });
}

/** Opens the provider's management page for an account that finished setup. */
export function useCreatePayoutManagementSessionMutation() {
  return useMutation({
    mutationFn: async () =>
      (await execute(CreatePayoutManagementSessionDocument)).createPayoutManagementSession,
    onSuccess: (link) => providerNavigation.go(link.url),
  });
}

export type CompletedPayoutAccount = CompletePayoutOnboardingMutation['completePayoutOnboarding'];

/**
 * The state is single use: one call per state, shared by every mount (React's development double effects and
 * a remount must not spend it twice).
 */
const completions = new Map<string, Promise<CompletedPayoutAccount>>();
const completeOnce = (state: string) => {
  let call = completions.get(state);
  if (!call) {
    call = execute(CompletePayoutOnboardingDocument, { state }).then((data) => data.completePayoutOnboarding);
    completions.set(state, call);
  }
  return call;
};

/**
 * The return from the provider (/payout/process): finishes the trip once per state and, when it went
 * through, reads the payment lists again. Answers a stable function for effects.
 */
export function useCompletePayoutOnboarding() {
  const queryClient = useQueryClient();
  return useCallback(
    (state: string) =>
      completeOnce(state).then((account) => {
        void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
        return account;
      }),
    [queryClient],
  );
}
