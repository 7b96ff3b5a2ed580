import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';
import {
  type NotificationHistoryPage,
  type NotificationNode,
  type NotificationsPage,
  notificationKeys,
} from '@/features/notifications/api/queries';

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
  const queryKey = notificationKeys.latest();
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
        queryKey: notificationKeys.histories(),
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

export function useMarkNotificationReadMutation() {
  return useOptimisticRead(
    (id: string) => execute(MarkNotificationReadDocument, { id }),
    (id) => id,
  );
}

export function useMarkAllNotificationsReadMutation() {
  return useOptimisticRead(
    (_: void) => execute(MarkAllNotificationsReadDocument),
    () => 'all',
  );
}
