import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

export type TransactionNode = MyTransactionsQuery['myTransactions']['nodes'][number];
export type PayoutAccount = NonNullable<PayoutAccountsQuery['me']['payoutAccounts']>[number];

/** The payments' query keys: all under one key, so a sign-out's cache clear reaches them. */
export const paymentKeys = {
  all: ['payments'] as const,
  transactions: () => [...paymentKeys.all, 'transactions'] as const,
  payoutAccounts: () => [...paymentKeys.all, 'payout-accounts'] as const,
};

export const myTransactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: paymentKeys.transactions(),
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
    queryKey: paymentKeys.payoutAccounts(),
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
