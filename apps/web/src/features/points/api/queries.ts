import { TABLE_PAGE_SIZE_DEFAULT } from '@repclub/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type {
  ClubPointsAdminQuery,
  ManagedClubsForPointsQuery,
  TradeClubsQuery,
  TradeRequestsQuery,
  TradingTransactionsQuery,
  WalletBalancesQuery,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/**
 * The points feature's reads (mirrors the server's points module): the viewer's wallet, their transactions and
 * trade requests, and a club's points as its managers see them (people to send points to: entities/user).
 */
/** Transactions and trade requests read per page (domain §9 "Table page size default"). */
export const POINTS_PAGE_SIZE = TABLE_PAGE_SIZE_DEFAULT;

export const pointsKeys = {
  all: ['points'] as const,
  wallet: (userId: string | null) => [...pointsKeys.all, 'wallet', userId] as const,
  transactions: (userId: string | null, clubId: string | null) =>
    [...pointsKeys.all, 'transactions', userId, clubId] as const,
  tradeRequests: (userId: string | null) => [...pointsKeys.all, 'trade-requests', userId] as const,
  managedClubs: (userId: string | null) => [...pointsKeys.all, 'managed-clubs', userId] as const,
  club: (clubId: string, userId: string | null) => [...pointsKeys.all, 'club', clubId, userId] as const,
  clubTransactions: (clubId: string) => [...pointsKeys.all, 'club-transactions', clubId] as const,
  tradeClubs: (userId: string | null, withUserId: string | null) =>
    [...pointsKeys.all, 'trade-clubs', userId, withUserId] as const,
};

export const TradingTransactionFieldsFragment = graphql(`
  fragment TradingTransactionFields on TradingTransaction {
    id
    type
    amount
    club {
      ...ClubSummaryFields
    }
    counterparty {
      ...ClubPersonFields
    }
    from {
      ...ClubPersonFields
    }
    to {
      ...ClubPersonFields
    }
    memo
    status
    createdAt
    price
    currency
  }
`);

export const WalletBalancesDocument = graphql(`
  query WalletBalances {
    walletBalances {
      points
      isMember
      club {
        ...ClubSummaryFields
        pointsPackages {
          id
        }
      }
      tier {
        ...ClubTierFields
      }
    }
  }
`);

export type WalletBalance = WalletBalancesQuery['walletBalances'][number];
export type PointsClub = WalletBalance['club'];

/** The viewer's points in every club they hold points in or belong to. */
export function useWalletBalances() {
  const userId = useViewerId();
  return useQuery({
    queryKey: pointsKeys.wallet(userId),
    queryFn: async () => (await execute(WalletBalancesDocument)).walletBalances,
  });
}

export const TradingTransactionsDocument = graphql(`
  query TradingTransactions($clubId: ID, $first: Int, $after: String) {
    tradingTransactions(clubId: $clubId, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...TradingTransactionFields
      }
    }
  }
`);

export type TradingTransaction = TradingTransactionsQuery['tradingTransactions']['nodes'][number];

/** The viewer's points movements, newest first, optionally of one club; paged by cursor. */
export function useTradingTransactions(clubId: string | null, pageSize = POINTS_PAGE_SIZE) {
  const userId = useViewerId();
  const query = useInfiniteQuery({
    queryKey: [...pointsKeys.transactions(userId, clubId), pageSize],
    queryFn: async ({ pageParam }) =>
      (await execute(TradingTransactionsDocument, { clubId, first: pageSize, after: pageParam }))
        .tradingTransactions,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    placeholderData: keepPreviousData,
  });
  return { ...query, transactions: query.data?.pages.flatMap((page) => page.nodes) ?? [] };
}

export const TradeRequestsDocument = graphql(`
  query TradeRequests($open: Boolean, $first: Int, $after: String) {
    tradeRequests(open: $open, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        status
        isIncoming
        from {
          ...ClubPersonFields
        }
        to {
          ...ClubPersonFields
        }
        giveClub {
          ...ClubSummaryFields
        }
        giveAmount
        askClub {
          ...ClubSummaryFields
        }
        askAmount
        memo
        expiresAt
        createdAt
        respondedAt
      }
    }
  }
`);

export type TradeRequest = TradeRequestsQuery['tradeRequests']['nodes'][number];

/** The viewer's trade requests, incoming and outgoing, newest first; paged by cursor. */
export function useTradeRequests() {
  const userId = useViewerId();
  const query = useInfiniteQuery({
    queryKey: pointsKeys.tradeRequests(userId),
    queryFn: async ({ pageParam }) =>
      (await execute(TradeRequestsDocument, { first: POINTS_PAGE_SIZE, after: pageParam })).tradeRequests,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
  });
  return { ...query, requests: query.data?.pages.flatMap((page) => page.nodes) ?? [] };
}

export const ManagedClubsForPointsDocument = graphql(`
  query ManagedClubsForPoints {
    managedClubs {
      ...ClubSummaryFields
    }
  }
`);

export type ManagedClub = ManagedClubsForPointsQuery['managedClubs'][number];

/** The clubs the viewer owns or helps run, oldest first (the first is the "selected club"). */
export function useManagedClubs() {
  const userId = useViewerId();
  return useQuery({
    queryKey: pointsKeys.managedClubs(userId),
    queryFn: async () => (await execute(ManagedClubsForPointsDocument)).managedClubs,
  });
}

export const ClubPointsAdminDocument = graphql(`
  query ClubPointsAdmin($idOrSlug: String!) {
    club(idOrSlug: $idOrSlug) {
      ...ClubSummaryFields
      status
      myPermissions
      pointsIssued
      pointsPackages {
        id
        pointsAmount
        repPointsMultiplier
        totalPoints
        price
        originalPrice
        currency
      }
    }
  }
`);

export type ClubPointsAdmin = NonNullable<ClubPointsAdminQuery['club']>;
export type PointsPackage = ClubPointsAdmin['pointsPackages'][number];

/** A club as its points tab needs it: what the viewer may do, points issued, the packages on sale. */
export function useClubPointsAdmin(clubId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: pointsKeys.club(clubId, userId),
    queryFn: async () => (await execute(ClubPointsAdminDocument, { idOrSlug: clubId })).club,
    enabled: clubId.length > 0,
  });
}

export const ClubTradingTransactionsDocument = graphql(`
  query ClubTradingTransactions($clubId: ID!, $first: Int, $after: String) {
    clubTradingTransactions(clubId: $clubId, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...TradingTransactionFields
      }
    }
  }
`);

/** A club's points ledger (amounts from the club's side), newest first; paged by cursor. */
export function useClubTradingTransactions(clubId: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: pointsKeys.clubTransactions(clubId),
    queryFn: async ({ pageParam }) =>
      (
        await execute(ClubTradingTransactionsDocument, {
          clubId,
          first: POINTS_PAGE_SIZE,
          after: pageParam,
        })
      ).clubTradingTransactions,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    enabled,
  });
  return { ...query, transactions: query.data?.pages.flatMap((page) => page.nodes) ?? [] };
}

export const TradeClubsDocument = graphql(`
  query TradeClubs($withUserId: ID!) {
    walletBalances(withUserId: $withUserId) {
      points
      club {
        ...ClubSummaryFields
      }
    }
  }
`);

export type TradeClub = TradeClubsQuery['walletBalances'][number];

/**
 * The clubs whose points the viewer may trade with this person (both members, points that can move), with the
 * viewer's points in each; nothing runs before a person is chosen.
 */
export function useTradeClubs(withUserId: string | null) {
  const userId = useViewerId();
  return useQuery({
    queryKey: pointsKeys.tradeClubs(userId, withUserId),
    queryFn: async () => (await execute(TradeClubsDocument, { withUserId: withUserId ?? '' })).walletBalances,
    enabled: withUserId !== null,
  });
}
