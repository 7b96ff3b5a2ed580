import { TABLE_PAGE_SIZE_DEFAULT, USER_SEARCH_PAGE_SIZE } from '@repclub/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type {
  ClubPointsAdminQuery,
  ManagedClubsForPointsQuery,
  PointsUserSearchQuery,
  TradeClubsQuery,
  TradeRequestsQuery,
  TradingTransactionsQuery,
  WalletBalancesQuery,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/**
 * The points feature's reads (mirrors the server's points module): the viewer's wallet, their transactions and
 * trade requests, a club's points as its managers see them, and people to send points to.
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
  users: (keyword: string) => [...pointsKeys.all, 'users', keyword] as const,
  tradeClubs: (userId: string | null, withUserId: string | null) =>
    [...pointsKeys.all, 'trade-clubs', userId, withUserId] as const,
};

export const PointsClubFieldsFragment = graphql(`
  fragment PointsClubFields on Club {
    id
    slug
    displayName
    colors {
      primary
      secondary
    }
    images {
      avatarUrl
    }
  }
`);

export const PointsTierFieldsFragment = graphql(`
  fragment PointsTierFields on ClubTier {
    id
    level
    name
    colors {
      primary
      secondary
    }
  }
`);

export const PointsPersonFieldsFragment = graphql(`
  fragment PointsPersonFields on ClubPerson {
    userId
    name
    userName
    avatarUrl
  }
`);

export const TradingTransactionFieldsFragment = graphql(`
  fragment TradingTransactionFields on TradingTransaction {
    id
    type
    amount
    club {
      ...PointsClubFields
    }
    counterparty {
      ...PointsPersonFields
    }
    from {
      ...PointsPersonFields
    }
    to {
      ...PointsPersonFields
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
        ...PointsClubFields
        pointsPackages {
          id
        }
      }
      tier {
        ...PointsTierFields
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
          ...PointsPersonFields
        }
        to {
          ...PointsPersonFields
        }
        giveClub {
          ...PointsClubFields
        }
        giveAmount
        askClub {
          ...PointsClubFields
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
      ...PointsClubFields
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
      ...PointsClubFields
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

export const PointsUserSearchDocument = graphql(`
  query PointsUserSearch($keyword: String!, $limit: Int!) {
    searchUsers(keyword: $keyword, offset: 0, limit: $limit) {
      nodes {
        userId
        name
        userName
        avatarUrl
      }
    }
  }
`);

export type PointsUserOption = PointsUserSearchQuery['searchUsers']['nodes'][number];

/** People to send points to, for a trimmed, debounced keyword; nothing runs for an empty one. */
export function usePointsUserSearch(keyword: string) {
  return useQuery({
    queryKey: pointsKeys.users(keyword),
    queryFn: async () =>
      (await execute(PointsUserSearchDocument, { keyword, limit: USER_SEARCH_PAGE_SIZE })).searchUsers.nodes,
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}

export const TradeClubsDocument = graphql(`
  query TradeClubs($withUserId: ID!) {
    walletBalances(withUserId: $withUserId) {
      points
      club {
        ...PointsClubFields
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
