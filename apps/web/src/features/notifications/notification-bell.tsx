import { ActionIcon, Anchor, Button, Group, Indicator, Popover, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ROUTES } from '@repclub/shared';
import { IconBell } from '@tabler/icons-react';
import { NotificationList } from '@/features/notifications/notification-list';
import classes from '@/features/notifications/notifications.module.css';
import { useMarkAllNotificationsReadMutation } from '@/features/notifications/api/mutations';
import { useNotifications } from '@/features/notifications/api/queries';
import { useRouteExists } from '@/lib/route-exists';
import { usePathLinkProps } from '@/ui/path-link';

/** The header bell (accounts §2.4, §4.3): the unread count, and the latest notifications in a popover. */
export function NotificationBell() {
  const [opened, { close, toggle }] = useDisclosure(false);
  const notifications = useNotifications({ poll: true });
  const markAll = useMarkAllNotificationsReadMutation();
  const exists = useRouteExists();
  const viewAllLink = usePathLinkProps(ROUTES.profile.notifications);
  const unread = notifications.data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      position="bottom-end"
      width={380}
      shadow="md"
      withinPortal
      trapFocus={false}
    >
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        offset={6}
        color="red.9"
        disabled={unread === 0}
        data-testid="notification-badge"
        classNames={{ indicator: classes.badge }}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            radius="xl"
            aria-label={label}
            onClick={toggle}
          >
            <IconBell size={22} stroke={1.75} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} className={classes.dropdown} role="dialog" aria-label="Notifications">
        <Group justify="space-between" px="md" py="sm" className={classes.dropdownHeader}>
          <Text fw={700}>Notifications</Text>
          <Button variant="subtle" size="compact-sm" disabled={unread === 0} onClick={() => markAll.mutate()}>
            Mark all read
          </Button>
        </Group>
        <div className={classes.scroll}>
          <NotificationList onNavigate={close} />
        </div>
        {exists(ROUTES.profile.notifications) && (
          <Group justify="center" py="xs" className={classes.dropdownFooter}>
            <Anchor
              {...viewAllLink}
              size="sm"
              onClick={(event) => {
                close();
                viewAllLink.onClick(event);
              }}
            >
              View all notifications
            </Anchor>
          </Group>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
