import { ActionIcon, Avatar, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notificationPropertiesFromPairs, NOTIFICATION_AUTO_READ_HOVER_MS } from '@repclub/shared';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { notificationAvatar } from '@/features/notifications/notification-avatar';
import classes from '@/features/notifications/notifications.module.css';
import type { NotificationNode } from '@/features/notifications/api/queries';
import { relativeTimeOf } from '@/features/notifications/relative-time';

type NotificationItemProps = {
  notification: NotificationNode;
  onOpen: (notification: NotificationNode) => void;
  onMarkRead: (id: string) => void;
};

/**
 * One notification: the type's picture, the message and how long ago. An unread one shows a dot; it becomes
 * read when opened, when its dot is clicked, or after 2 seconds under the pointer (accounts §4.3).
 */
export function NotificationItem({ notification, onOpen, onMarkRead }: NotificationItemProps) {
  const { notificationId, isRead, createdAt, content, customProperties } = notification;
  const type = content.defaultPayload.notificationType;
  const avatar = notificationAvatar(type, notificationPropertiesFromPairs(customProperties));
  const time = relativeTimeOf(createdAt);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopHoverTimer = () => {
    if (hoverTimer.current !== null) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  useEffect(() => stopHoverTimer, []);
  useEffect(() => {
    if (isRead) stopHoverTimer();
  }, [isRead]);

  const handleMouseEnter = () => {
    if (isRead || hoverTimer.current !== null) return;
    hoverTimer.current = setTimeout(() => {
      hoverTimer.current = null;
      onMarkRead(notificationId);
    }, NOTIFICATION_AUTO_READ_HOVER_MS);
  };

  return (
    <li
      className={classes.item}
      data-unread={!isRead || undefined}
      data-testid="notification-item"
      onMouseEnter={handleMouseEnter}
      onMouseLeave={stopHoverTimer}
    >
      <UnstyledButton className={classes.itemButton} onClick={() => onOpen(notification)}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={avatar} alt="" radius="xl" size={40} color="brand">
            <IconBell size={20} stroke={1.75} aria-hidden />
          </Avatar>
          <div className={classes.itemText}>
            <Text size="sm" fw={isRead ? 400 : 600} className={classes.message}>
              {content.defaultMessage}
            </Text>
            <Text size="xs" c="gray.7" component="time" dateTime={createdAt} title={time.absolute}>
              {time.relative}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      {!isRead && (
        <Tooltip label="Mark as read" withArrow>
          <ActionIcon
            variant="subtle"
            size="md"
            radius="xl"
            className={classes.dotButton}
            aria-label={`Mark as read: ${content.defaultMessage}`}
            onClick={() => onMarkRead(notificationId)}
          >
            <span className={classes.dot} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </li>
  );
}
