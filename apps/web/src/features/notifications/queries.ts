import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_POLL_INTERVAL_MS } from '@repclub/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session';
import { graphql } from '@/gql/gql';
import type { NotificationsQuery } from '@/gql/graphql';
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

function markRead(page: NotificationsPage, ids: 'all' | string, readAt: string): NotificationsPage {
  let changed = 0;
  const nodes = page.nodes.map((node) => {
    if (node.isRead || (ids !== 'all' && node.notificationId !== ids)) return node;
    changed += 1;
    return { ...node, isRead: true, readAt };
  });
  const unreadCount = ids === 'all' ? 0 : Math.max(0, page.unreadCount - changed);
  return { ...page, nodes, unreadCount };
}

/** Marks notifications read at once in the cached list, and puts it back if the server refuses. */
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
      const previous = queryClient.getQueryData<NotificationsPage>(queryKey);
      if (previous) {
        queryClient.setQueryData(queryKey, markRead(previous, target(variables), new Date().toISOString()));
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
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
