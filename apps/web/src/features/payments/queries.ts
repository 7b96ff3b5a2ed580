import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { MyTransactionsQuery, PayoutAccountsQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

/** Transactions shown per page of the Payments tab. */
export const TRANSACTIONS_PAGE_SIZE = 10;

export const MyTransactionsDocument = graphql(`
  query MyTransactions($first: Int!, $after: String) {
    myTransactions(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        transactionId
        type
        status
        description
        totalPrice
        currency
        quantity
        paymentMethod
        paidDateUtc
        createdAtUtc
        receiptUrl
      }
    }
  }
`);

export const PayoutAccountsDocument = graphql(`
  query PayoutAccounts {
    payoutProvider
    me {
      userId
      payoutAccounts {
        payoutAccountId
        provider
        externalAccountId
        status
        displayName
        payoutsEnabled
        detailsSubmitted
        createdAt
        updatedAt
      }
      stripeAccount {
        payoutAccountId
      }
    }
  }
`);

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

export type TransactionNode = MyTransactionsQuery['myTransactions']['nodes'][number];
export type PayoutAccount = NonNullable<PayoutAccountsQuery['me']['payoutAccounts']>[number];

/** Under one key, so a sign-out's cache clear reaches it. */
const PAYMENTS_KEY = ['payments'] as const;

export const myTransactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...PAYMENTS_KEY, 'transactions'] as const,
    queryFn: async ({ pageParam }) =>
      (await execute(MyTransactionsDocument, { first: TRANSACTIONS_PAGE_SIZE, after: pageParam }))
        .myTransactions,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null),
  });

/** The signed-in user's transactions, newest first, 10 a page ("Load more"). */
export function useMyTransactions() {
  const { isSignedIn } = useSession();
  return useInfiniteQuery({ ...myTransactionsQueryOptions(), enabled: isSignedIn });
}

export const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'payout-accounts'] as const,
    queryFn: async () => {
      const data = await execute(PayoutAccountsDocument);
      const accounts = data.me.payoutAccounts ?? [];
      const currentId = data.me.stripeAccount?.payoutAccountId ?? null;
      return {
        provider: data.payoutProvider,
        accounts,
        /** The account at the configured card payout provider, if connected. */
        current: accounts.find((account) => account.payoutAccountId === currentId) ?? null,
      };
    },
  });

/** The user's payout accounts and the one at the configured provider. */
export function usePayoutAccounts() {
  const { isSignedIn } = useSession();
  return useQuery({ ...payoutAccountsQueryOptions(), enabled: isSignedIn });
}

/** Sends the browser to a provider page (a full navigation: the provider's site, or the sandbox's page). */
export const providerNavigation = {
  go: (url: string) => window.location.assign(url),
};

/** Starts (or continues) onboarding and goes to the provider's hosted page. */
export function useStartPayoutOnboarding() {
  return useMutation({
    mutationFn: async () => (await execute(StartPayoutOnboardingDocument)).startPayoutOnboarding,
    onSuccess: (link) => providerNavigation.go(link.url),
  });
}

/** Opens the provider's management page for an account that finished setup. */
export function useCreatePayoutManagementSession() {
  return useMutation({
    mutationFn: async () =>
      (await execute(CreatePayoutManagementSessionDocument)).createPayoutManagementSession,
    onSuccess: (link) => providerNavigation.go(link.url),
  });
}

/** The return from the provider (/payout/process): finishes the trip once and refreshes the lists. */
export function useCompletePayoutOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (state: string) =>
      (await execute(CompletePayoutOnboardingDocument, { state })).completePayoutOnboarding,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
  });
}
