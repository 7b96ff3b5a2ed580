import { Chip, Group, Stack, Text } from '@mantine/core';
import { ACTIVITY_FEED_FILTER_LABELS, ACTIVITY_FEED_FILTERS, type ActivityFeedFilter } from '@repclub/shared';
import { IconActivity } from '@tabler/icons-react';
import { useState } from 'react';
import { NotificationItem } from '@/features/notifications/notification-item';
import classes from '@/features/notifications/notifications.module.css';
import { useMarkNotificationReadMutation } from '@/features/notifications/api/mutations';
import { useActivityFeed } from '@/features/notifications/api/queries';
import { useOpenNotification } from '@/features/notifications/use-open-notification';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, LoadingState, LoadMoreButton } from '@/ui/load-state';

/** Texts of the feed the spec does not give (docs/decisions/143). */
export const ACTIVITY_FEED_TEXT = {
  filterLabel: 'Show activity',
  list: 'Activity',
  empty: {
    all: 'Nothing has happened yet. Book an event or join a rep club to see your activity here.',
    requests: 'No requests: invitations, ownership transfers and trade requests show here.',
    offers: 'No offer activity yet: offers and rewards you take part in show here.',
    achievements: 'No achievements yet: badges clubs award you show here.',
    events: 'No event activity yet: approvals, check-ins and event messages show here.',
  } satisfies Record<ActivityFeedFilter, string>,
} as const;

const FILTERS = ACTIVITY_FEED_FILTERS.map((value) => ({ value, label: ACTIVITY_FEED_FILTER_LABELS[value] }));

/**
 * The activity feed on /home (domain §2): what happened to the member, with the filters all, requests, offers,
 * achievements and events; 10 at a time with "Load more". A click marks the item read and opens its page.
 */
export function ActivityFeed() {
  const [filter, setFilter] = useState<ActivityFeedFilter>('all');
  const feed = useActivityFeed(filter);
  const { mutate: markRead } = useMarkNotificationReadMutation();
  const openNotification = useOpenNotification();
  const nodes = (feed.data?.pages ?? []).flatMap((page) => page.nodes);

  let body;
  if (feed.isPending) {
    body = <LoadingState label="Loading activity" py="lg" />;
  } else if (feed.isError && !feed.data) {
    body = <LoadError error={feed.error} onRetry={() => void feed.refetch()} />;
  } else if (nodes.length === 0) {
    body = (
      <Stack align="center" gap={4} py="lg" px="md" data-testid="activity-empty">
        <IconActivity size={28} stroke={1.5} aria-hidden className={classes.emptyIcon} />
        <Text size="sm" c="gray.7" ta="center" maw={420}>
          {ACTIVITY_FEED_TEXT.empty[filter]}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <ul className={classes.list} aria-label={ACTIVITY_FEED_TEXT.list}>
          {nodes.map((node) => (
            <NotificationItem
              key={node.notificationId}
              notification={node}
              onOpen={openNotification}
              onMarkRead={markRead}
            />
          ))}
        </ul>
        {feed.isFetchNextPageError ? <AppAlert type="danger">{getErrorMessage(feed.error)}</AppAlert> : null}
        <LoadMoreButton query={feed} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Chip.Group
        multiple={false}
        value={filter}
        onChange={(value) => setFilter(value as ActivityFeedFilter)}
      >
        <Group gap="xs" role="group" aria-label={ACTIVITY_FEED_TEXT.filterLabel}>
          {FILTERS.map((item) => (
            <Chip key={item.value} value={item.value} size="sm" variant="light">
              {item.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {body}
    </Stack>
  );
}
