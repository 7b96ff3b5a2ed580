import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EventCard } from '@/features/events/event-card';
import type { EventCardData } from '@/features/events/api/queries';
import { EmptyState, LoadError, LoadMoreButton } from '@/ui/load-state';

export const EVENT_LIST_TEXT = {
  loading: 'Loading events',
  loadingMore: 'Loading more events',
} as const;

type EventListProps = {
  events: readonly EventCardData[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  empty: { title: string; text: string; action?: ReactNode };
  unit?: string;
  footer?: (event: EventCardData) => ReactNode;
  /** Columns at the widest size. */
  columns?: number;
};

function LoadingCards({ columns }: { columns: number }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: columns }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label={EVENT_LIST_TEXT.loading}
    >
      {Array.from({ length: columns }, (_, index) => (
        <Card key={index} withBorder radius="lg" padding={0}>
          <Skeleton height={160} radius={0} />
          <Stack gap="xs" p="md">
            <Skeleton height={18} width="80%" />
            <Skeleton height={12} width="60%" />
            <Skeleton height={12} width="40%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Event cards with loading, error and empty states, and "Load more" for the next page. */
export function EventList({
  events,
  isPending,
  isError,
  error,
  refetch,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  empty,
  unit,
  footer,
  columns = 3,
}: EventListProps) {
  if (isPending) return <LoadingCards columns={columns} />;
  if (isError && events.length === 0) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (events.length === 0) {
    return (
      <EmptyState
        icon={<IconCalendarOff size={28} stroke={1.6} />}
        title={empty.title}
        text={empty.text}
        action={empty.action}
      />
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: columns }} spacing="lg">
        {events.map((event) => (
          <EventCard key={event.eventId} event={event} unit={unit} footer={footer?.(event)} />
        ))}
      </SimpleGrid>
      {isError ? <LoadError error={error} onRetry={() => void fetchNextPage()} /> : null}
      <LoadMoreButton
        query={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
        loadingLabel={EVENT_LIST_TEXT.loadingMore}
      />
    </Stack>
  );
}
