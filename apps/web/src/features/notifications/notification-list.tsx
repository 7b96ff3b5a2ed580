import { Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { NotificationItem } from '@/features/notifications/notification-item';
import classes from '@/features/notifications/notifications.module.css';
import type { NotificationNode } from '@/features/notifications/api/queries';
import { useMarkNotificationReadMutation } from '@/features/notifications/api/mutations';
import { useNotifications } from '@/features/notifications/api/queries';
import { useOpenNotification } from '@/features/notifications/use-open-notification';
import { LoadError, LoadingState } from '@/ui/load-state';

export const NO_NOTIFICATIONS_TEXT = 'No notifications yet';

type NotificationListProps = {
  /** Called before navigating to a notification's page (the bell closes its popover). */
  onNavigate?: () => void;
};

/** The latest notifications, newest first, with loading, error and empty states. */
export function NotificationList({ onNavigate }: NotificationListProps) {
  const notifications = useNotifications();
  const { mutate: markRead } = useMarkNotificationReadMutation();
  const openNotification = useOpenNotification(onNavigate);

  if (notifications.isPending) {
    return <LoadingState label="Loading notifications" py="lg" />;
  }
  if (notifications.isError && !notifications.data) {
    return <LoadError error={notifications.error} onRetry={() => void notifications.refetch()} m="sm" />;
  }
  const nodes: NotificationNode[] = [...(notifications.data?.nodes ?? [])].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  if (nodes.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" px="md">
        <IconBellOff size={28} stroke={1.5} aria-hidden className={classes.emptyIcon} />
        <Text size="sm" c="gray.7">
          {NO_NOTIFICATIONS_TEXT}
        </Text>
      </Stack>
    );
  }
  return (
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
  );
}
