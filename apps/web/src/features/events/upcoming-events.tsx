import { Avatar, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { routes } from '@repclub/shared';
import type { ReactNode } from 'react';
import { cityLabel, formatEventDate } from '@/lib/format';
import { type EventCardData, useUpcomingEvents } from '@/features/events/api/queries';
import { LoadError } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

export const UPCOMING_EVENTS_TEXT = {
  loading: 'Loading your upcoming events',
  hosting: 'You host this event',
} as const;

function UpcomingRow({ event }: { event: EventCardData }) {
  const link = usePathLinkProps(routes.event(event.slug));
  const tickets = event.viewerTickets?.length ?? 0;
  return (
    <UnstyledButton {...link} p={6} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={event.avatarUrl} alt="" radius="md" size={48} color="brand" />
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" truncate>
            {event.displayName}
          </Text>
          <Text size="xs" c="gray.7">
            {formatEventDate(event.startDate, event.timeZone)} · {cityLabel(event.city)}
          </Text>
          {tickets > 0 ? (
            <Text size="xs" c="brand.7" fw={600}>
              {tickets} ticket{tickets === 1 ? '' : 's'}
            </Text>
          ) : null}
          {event.viewerPermissions?.length ? (
            <Text size="xs" c="brand.7" fw={600}>
              {UPCOMING_EVENTS_TEXT.hosting}
            </Text>
          ) : null}
        </div>
      </Group>
    </UnstyledButton>
  );
}

/** /home: the viewer's next events (myEvents UPCOMING, RECENT_EVENTS_LIMIT), or `empty` without any. */
export function UpcomingEvents({ empty }: { empty: ReactNode }) {
  const upcoming = useUpcomingEvents();
  if (upcoming.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={UPCOMING_EVENTS_TEXT.loading}>
        {[0, 1, 2].map((index) => (
          <Group key={index} gap="sm" wrap="nowrap">
            <Skeleton height={48} width={48} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="70%" />
              <Skeleton height={10} width="50%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  if (upcoming.isError) return <LoadError error={upcoming.error} onRetry={() => void upcoming.refetch()} />;
  const events = upcoming.events;
  if (events.length === 0) return <>{empty}</>;
  return (
    <Stack gap={4}>
      {events.map((event) => (
        <UpcomingRow key={event.eventId} event={event} />
      ))}
    </Stack>
  );
}
