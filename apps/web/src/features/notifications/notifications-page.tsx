import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { NotificationItem } from '@/features/notifications/notification-item';
import classes from '@/features/notifications/notifications.module.css';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '@/features/notifications/api/mutations';
import { type NotificationHistoryFilter, useNotificationHistory } from '@/features/notifications/api/queries';
import { useOpenNotification } from '@/features/notifications/use-open-notification';
import { ProfilePage, ProfileSection } from '@/ui/profile-page';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, LoadingState, LoadMoreButton } from '@/ui/load-state';
import { notifyError } from '@/ui/toast';

/** Texts of this page the spec does not give (docs/decisions/027). */
export const NOTIFICATIONS_PAGE_TEXT = {
  title: 'Notifications',
  description: 'Everything RepClub has told you, newest first.',
  filterLabel: 'Show notifications',
  all: 'All',
  unread: 'Unread',
  allSection: 'All notifications',
  unreadSection: 'Unread notifications',
  markAllRead: 'Mark all read',
  emptyAll: 'No notifications yet',
  emptyUnread: 'You have read all your notifications.',
  unreadCount: (count: number) => (count === 1 ? '1 unread' : `${count} unread`),
} as const;

const FILTERS: { value: NotificationHistoryFilter; label: string }[] = [
  { value: 'all', label: NOTIFICATIONS_PAGE_TEXT.all },
  { value: 'unread', label: NOTIFICATIONS_PAGE_TEXT.unread },
];

/**
 * /profile/notifications (accounts §4.3): every notification of the user, newest first, 10 at a time with
 * "Load more", all or only unread. A click marks it read and opens its target (use-open-notification);
 * notifications without a page of their own lead here.
 */
export function NotificationsPage() {
  const [filter, setFilter] = useState<NotificationHistoryFilter>('all');
  const history = useNotificationHistory(filter);
  const { mutate: markRead } = useMarkNotificationReadMutation();
  const markAll = useMarkAllNotificationsReadMutation();
  const openNotification = useOpenNotification();

  const pages = history.data?.pages ?? [];
  const nodes = pages.flatMap((page) => page.nodes);
  const unreadCount = pages[0]?.unreadCount ?? 0;

  const handleMarkAll = () => markAll.mutate(undefined, { onError: (error) => notifyError(error) });

  let body;
  if (history.isPending) {
    body = <LoadingState label="Loading notifications" />;
  } else if (history.isError && !history.data) {
    body = <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  } else if (nodes.length === 0) {
    body = (
      <Stack align="center" gap={4} py="xl" data-testid="notifications-empty">
        <IconBellOff size={32} stroke={1.5} aria-hidden className={classes.emptyIcon} />
        <Text size="sm" c="gray.7">
          {filter === 'unread' ? NOTIFICATIONS_PAGE_TEXT.emptyUnread : NOTIFICATIONS_PAGE_TEXT.emptyAll}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <ul className={classes.list} aria-label="Notifications">
          {nodes.map((node) => (
            <NotificationItem
              key={node.notificationId}
              notification={node}
              onOpen={openNotification}
              onMarkRead={markRead}
            />
          ))}
        </ul>
        {history.isFetchNextPageError ? (
          <AppAlert type="danger">{getErrorMessage(history.error)}</AppAlert>
        ) : null}
        <LoadMoreButton query={history} />
      </Stack>
    );
  }

  return (
    <ProfilePage
      title={NOTIFICATIONS_PAGE_TEXT.title}
      description={NOTIFICATIONS_PAGE_TEXT.description}
      actions={
        <SegmentedControl
          aria-label={NOTIFICATIONS_PAGE_TEXT.filterLabel}
          value={filter}
          onChange={(value) => setFilter(value as NotificationHistoryFilter)}
          data={FILTERS}
        />
      }
    >
      <ProfileSection
        title={
          filter === 'unread' ? NOTIFICATIONS_PAGE_TEXT.unreadSection : NOTIFICATIONS_PAGE_TEXT.allSection
        }
        description={history.data ? NOTIFICATIONS_PAGE_TEXT.unreadCount(unreadCount) : undefined}
        actions={
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={unreadCount === 0}
            loading={markAll.isPending}
            onClick={handleMarkAll}
          >
            {NOTIFICATIONS_PAGE_TEXT.markAllRead}
          </Button>
        }
      >
        {body}
      </ProfileSection>
    </ProfilePage>
  );
}
