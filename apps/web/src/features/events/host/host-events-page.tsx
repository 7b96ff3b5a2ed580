import { Anchor, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { routes } from '@repclub/shared';
import { IconCalendarPlus, IconEdit } from '@tabler/icons-react';
import { cityLabel, COVER_FALLBACK, formatEventDate } from '@/lib/format';
import classes from '@/features/events/host/host.module.css';
import { useMyCreatedEvents } from '@/features/events/api/host-queries';
import { StatusBadge } from '@/features/events/host/status-badge';
import { EmptyState, LoadError, LoadMoreButton } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';

export const HOST_EVENTS_TEXT = {
  title: 'My events',
  subtitle: 'Events you host or help run, drafts included.',
  create: 'Create event',
  loading: 'Loading your events',
  emptyTitle: 'You are not hosting any events yet',
  emptyText: 'Create an event, add its ticket types and publish it when it is ready.',
  edit: (name: string) => `Edit ${name}`,
  editLabel: 'Edit',
  manage: 'Overview',
  available: (n: number) => `${n} tickets available`,
} as const;

type HostEvent = ReturnType<typeof useMyCreatedEvents>['events'][number];

function EventRow({ event }: { event: HostEvent }) {
  const overview = usePathLinkProps(routes.repClubEvent(event.eventId));
  const edit = usePathLinkProps(routes.eventEdit(event.eventId));
  const canEdit = event.viewerPermissions.includes('CanEditEvent');
  return (
    <Card withBorder radius="md" padding="sm">
      <div className={classes.eventRow}>
        <Image src={event.avatarUrl} alt="" className={classes.thumb} fallbackSrc={COVER_FALLBACK} />
        <Stack gap={2} className={classes.eventRowText}>
          <Group gap={6} wrap="wrap">
            <Anchor {...overview} fw={600} lineClamp={2}>
              {event.displayName}
            </Anchor>
            <StatusBadge status={event.status} isExpired={event.isExpired} />
          </Group>
          <Text size="sm" c="gray.7">
            {formatEventDate(event.startDate, event.timeZone)} · {cityLabel(event.city)}
          </Text>
          <Text size="xs" c="gray.7">
            {HOST_EVENTS_TEXT.available(event.totalAvailableTickets)}
          </Text>
        </Stack>
        {canEdit ? (
          <Button
            {...edit}
            variant="light"
            size="xs"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={HOST_EVENTS_TEXT.edit(event.displayName)}
          >
            {HOST_EVENTS_TEXT.editLabel}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** /rep-club/events: the events the viewer created or is in the team of (myCreatedEvents). */
export function HostEventsPage() {
  useDocumentTitle(`${HOST_EVENTS_TEXT.title} | RepClub`);
  const query = useMyCreatedEvents();
  const create = usePathLinkProps(routes.repClubEventsCreate('info'));
  const createButton = (
    <Button {...create} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
      {HOST_EVENTS_TEXT.create}
    </Button>
  );
  let body;
  if (query.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={HOST_EVENTS_TEXT.loading}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={78} radius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError && query.events.length === 0) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.events.length === 0) {
    body = (
      <EmptyState
        icon={<IconCalendarPlus size={28} stroke={1.6} />}
        title={HOST_EVENTS_TEXT.emptyTitle}
        text={HOST_EVENTS_TEXT.emptyText}
        action={createButton}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        {query.events.map((event) => (
          <EventRow key={event.eventId} event={event} />
        ))}
        <LoadMoreButton query={query} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{HOST_EVENTS_TEXT.title}</Title>
          <Text c="gray.7">{HOST_EVENTS_TEXT.subtitle}</Text>
        </Stack>
        {query.events.length > 0 ? createButton : null}
      </Group>
      {body}
    </Stack>
  );
}
