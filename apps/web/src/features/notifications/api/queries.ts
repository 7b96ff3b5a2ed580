import {
  type ActivityFeedFilter,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_POLL_INTERVAL_MS,
} from '@repclub/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { NotificationHistoryQuery, NotificationsQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

/** One notification as the bell, the home page and /profile/notifications show it. */
export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    notificationId
    isRead
    readAt
    createdAt
    content {
      defaultMessage
      defaultPayload {
        notificationType
      }
    }
    customProperties {
      key
      value
    }
  }
`);

export const NotificationsDocument = graphql(`
  query Notifications($first: Int!) {
    notifications(first: $first) {
      unreadCount
      nodes {
        ...NotificationFields
      }
    }
  }
`);

/** Every notification of the user, a page at a time (/profile/notifications). */
export const NotificationHistoryDocument = graphql(`
  query NotificationHistory($first: Int!, $after: String, $isRead: Boolean) {
    notifications(first: $first, after: $after, isRead: $isRead) {
      unreadCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...NotificationFields
      }
    }
  }
`);

/** The activity feed on /home (domain §2; docs/decisions/143): the notifications of one kind, a page at a time. */
export const ActivityFeedDocument = graphql(`
  query ActivityFeed($first: Int!, $after: String, $activity: String!) {
    notifications(first: $first, after: $after, activity: $activity) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...NotificationFields
      }
    }
  }
`);

export type NotificationsPage = NotificationsQuery['notifications'];
export type NotificationNode = NotificationsPage['nodes'][number];
export type NotificationHistoryFilter = 'all' | 'unread';
export type NotificationHistoryPage = NotificationHistoryQuery['notifications'];

/**
 * The notifications' query keys. The history lives under `all` too, so a sign-out's cache clear and the
 * read marks reach it.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationKeys.all, { first: NOTIFICATIONS_PAGE_SIZE }] as const,
  histories: () => [...notificationKeys.all, 'history'] as const,
  history: (filter: NotificationHistoryFilter) => [...notificationKeys.histories(), filter] as const,
  activity: (filter: ActivityFeedFilter) => [...notificationKeys.all, 'activity', filter] as const,
};

/** The latest notifications of the signed-in user (the server answers them newest first). */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: async () =>
      (await execute(NotificationsDocument, { first: NOTIFICATIONS_PAGE_SIZE })).notifications,
  });

/**
 * The notification list (accounts §4.3, §9): the first 10. With `poll` (the bell, always in the shell) it is
 * fetched again every 5 seconds while signed in; other readers share that one poll through the cache, since
 * every polling observer would run a timer of its own. TanStack Query pauses the interval while the tab is
 * hidden (`refetchIntervalInBackground` stays false) and refetches when it becomes visible again.
 */
export function useNotifications({ poll = false }: { poll?: boolean } = {}) {
  const { isSignedIn } = useSession();
  return useQuery({
    ...notificationsQueryOptions(),
    enabled: isSignedIn,
    refetchInterval: poll && isSignedIn ? NOTIFICATIONS_POLL_INTERVAL_MS : false,
    refetchIntervalInBackground: false,
  });
}

export const notificationHistoryQueryOptions = (filter: NotificationHistoryFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.history(filter),
    queryFn: async ({ pageParam }) =>
      (
        await execute(NotificationHistoryDocument, {
          first: NOTIFICATIONS_PAGE_SIZE,
          after: pageParam,
          isRead: filter === 'unread' ? false : null,
        })
      ).notifications,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null),
  });

/** Every notification of the signed-in user, newest first, 10 a page ("Load more"); not polled. */
export function useNotificationHistory(filter: NotificationHistoryFilter) {
  const { isSignedIn } = useSession();
  return useInfiniteQuery({ ...notificationHistoryQueryOptions(filter), enabled: isSignedIn });
}

export const activityFeedQueryOptions = (filter: ActivityFeedFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.activity(filter),
    queryFn: async ({ pageParam }) =>
      (
        await execute(ActivityFeedDocument, {
          first: NOTIFICATIONS_PAGE_SIZE,
          after: pageParam,
          activity: filter,
        })
      ).notifications,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null),
  });

/** What happened to the signed-in user, of one kind (or all), newest first, 10 a page ("Load more"). */
export function useActivityFeed(filter: ActivityFeedFilter) {
  const { isSignedIn } = useSession();
  return useInfiniteQuery({ ...activityFeedQueryOptions(filter), enabled: isSignedIn });
}
