import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_POLL_INTERVAL_MS } from '@repclub/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { NotificationHistoryQuery, NotificationsQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

export const NotificationsDocument = graphql(`
  query Notifications($first: Int!) {
    notifications(first: $first) {
      unreadCount
      nodes {
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
    }
  }
`);

export const MarkNotificationReadDocument = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      notificationId
      isRead
      readAt
    }
  }
`);

export const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export type NotificationsPage = NotificationsQuery['notifications'];
export type NotificationNode = NotificationsPage['nodes'][number];

/** The latest notifications of the signed-in user (the server answers them newest first). */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', { first: NOTIFICATIONS_PAGE_SIZE }] as const,
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

export type NotificationHistoryFilter = 'all' | 'unread';
export type NotificationHistoryPage = NotificationHistoryQuery['notifications'];

/** Under the `notifications` key, so a sign-out's cache clear and the read marks reach it too. */
const NOTIFICATION_HISTORY_KEY = ['notifications', 'history'] as const;

export const notificationHistoryQueryOptions = (filter: NotificationHistoryFilter) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATION_HISTORY_KEY, filter] as const,
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

function markRead<TPage extends NotificationsPage>(page: TPage, ids: 'all' | string, readAt: string): TPage {
  let changed = 0;
  const nodes = page.nodes.map((node) => {
    if (node.isRead || (ids !== 'all' && node.notificationId !== ids)) return node;
    changed += 1;
    return { ...node, isRead: true, readAt };
  });
  const unreadCount = ids === 'all' ? 0 : Math.max(0, page.unreadCount - changed);
  return { ...page, nodes, unreadCount };
}

function markReadInHistory(
  data: InfiniteData<NotificationHistoryPage, string | null>,
  ids: 'all' | string,
  readAt: string,
): InfiniteData<NotificationHistoryPage, string | null> {
  const isTarget = (node: NotificationNode) => !node.isRead && (ids === 'all' || node.notificationId === ids);
  const changed = data.pages.reduce((sum, page) => sum + page.nodes.filter(isTarget).length, 0);
  const before = data.pages[0]?.unreadCount ?? 0;
  const unreadCount = ids === 'all' ? 0 : Math.max(0, before - changed);
  const pages = data.pages.map((page) => ({ ...markRead(page, ids, readAt), unreadCount }));
  return { ...data, pages };
}

/**
 * Marks notifications read at once in the cached lists (the bell's and the /profile/notifications pages),
 * and puts them back if the server refuses. Only the bell's list is fetched again afterwards: reloading
 * the page's list would drop a just-read notification from the Unread filter under the reader's eyes.
 */
function useOptimisticRead<TVariables>(
  mutationFn: (variables: TVariables) => Promise<unknown>,
  target: (variables: TVariables) => 'all' | string,
) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn,
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey });
      const readAt = new Date().toISOString();
      const previous = queryClient.getQueryData<NotificationsPage>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, markRead(previous, target(variables), readAt));
      const previousHistory = queryClient.getQueriesData<
        InfiniteData<NotificationHistoryPage, string | null>
      >({
        queryKey: NOTIFICATION_HISTORY_KEY,
      });
      for (const [key, data] of previousHistory) {
        if (data) queryClient.setQueryData(key, markReadInHistory(data, target(variables), readAt));
      }
      return { previous, previousHistory };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      for (const [key, data] of context?.previousHistory ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useMarkNotificationRead() {
  return useOptimisticRead(
    (id: string) => execute(MarkNotificationReadDocument, { id }),
    (id) => id,
  );
}

export function useMarkAllNotificationsRead() {
  return useOptimisticRead(
    (_: void) => execute(MarkAllNotificationsReadDocument),
    () => 'all',
  );
}
