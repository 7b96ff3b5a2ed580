import { Anchor, Button, Group, Image, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ROUTES, routes } from '@repclub/shared';
import { IconCalendarEvent, IconCalendarPlus, IconLink, IconUnlink } from '@tabler/icons-react';
import { Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSetEventClubsMutation } from '@/features/clubs/pages/api/mutations';
import {
  type ClubAdminEvent,
  type ClubEventsAdminClub,
  useClubEventsAdmin,
  useEditableEvents,
} from '@/features/clubs/pages/api/queries';
import classes from '@/features/clubs/pages/club-pages.module.css';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { cityLabel, COVER_FALLBACK, formatEventRange } from '@/lib/format';
import { AppAlert } from '@/ui/app-alert';
import { EmptyState, LoadError, LoadMoreButton } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifyError, notifySuccess } from '@/ui/toast';

export const CLUB_EVENTS_TEXT = {
  loading: 'Loading the club’s events',
  title: (club: string) => `${club} events`,
  help: 'Events linked to this club show on its page. Link the events you run, or create a new one.',
  createEvent: 'Create event',
  linkLabel: 'Link one of your events',
  linkPlaceholder: 'Choose an event',
  link: 'Link',
  linked: (event: string) => `${event} now belongs to this club.`,
  unlink: 'Unlink',
  unlinked: (event: string) => `${event} no longer belongs to this club.`,
  nothingToLink: 'All the events you can edit already belong to this club.',
  overview: 'Overview',
  revenue: 'Revenue',
  approval: 'Attendees',
  invite: 'Invite',
  noEvents: 'No events yet',
  noEventsHelp: 'Create an event, or link one you already run, and it will show here.',
  forbidden: 'You do not manage this club’s events.',
} as const;

function EventLinks({ clubId, event }: { clubId: string; event: ClubAdminEvent }) {
  const overview = usePathLinkProps(routes.myRepClubEvent(clubId, event.eventId));
  const revenue = usePathLinkProps(routes.myRepClubEventRevenue(clubId, event.eventId));
  const approval = usePathLinkProps(routes.myRepClubEventApproval(clubId, event.eventId));
  const invite = usePathLinkProps(routes.myRepClubEventInvite(clubId, event.eventId));
  return (
    <Group gap="xs">
      <Button {...overview} size="compact-sm" variant="light">
        {CLUB_EVENTS_TEXT.overview}
      </Button>
      <Button {...revenue} size="compact-sm" variant="subtle">
        {CLUB_EVENTS_TEXT.revenue}
      </Button>
      <Button {...approval} size="compact-sm" variant="subtle">
        {CLUB_EVENTS_TEXT.approval}
      </Button>
      <Button {...invite} size="compact-sm" variant="subtle">
        {CLUB_EVENTS_TEXT.invite}
      </Button>
    </Group>
  );
}

function EventItem({
  club,
  clubPath,
  event,
}: {
  club: ClubEventsAdminClub;
  clubPath: string;
  event: ClubAdminEvent;
}) {
  const setClubs = useSetEventClubsMutation();
  const title = usePathLinkProps(routes.myRepClubEvent(clubPath, event.eventId));
  const canUnlink = event.viewerPermissions.includes('CanEditEvent');
  const handleUnlink = () =>
    setClubs.mutate(
      { eventId: event.eventId, clubIds: event.clubs.map((c) => c.id).filter((id) => id !== club.id) },
      {
        onSuccess: () => notifySuccess(CLUB_EVENTS_TEXT.unlinked(event.displayName)),
        onError: (error) => notifyError(error),
      },
    );
  return (
    <li>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Image src={event.avatarUrl} alt="" className={classes.eventThumb} fallbackSrc={COVER_FALLBACK} />
            <div className={classes.eventText}>
              <Anchor {...title} fw={700} lineClamp={2}>
                {event.displayName}
              </Anchor>
              <Text size="sm" c="gray.7">
                {formatEventRange(event.startDate, event.endDate, event.timeZone)}
              </Text>
              <Text size="xs" c="gray.7">
                {cityLabel(event.city)}
              </Text>
            </div>
            {canUnlink ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconUnlink size={14} aria-hidden />}
                onClick={handleUnlink}
                loading={setClubs.isPending}
                aria-label={`${CLUB_EVENTS_TEXT.unlink} ${event.displayName}`}
              >
                {CLUB_EVENTS_TEXT.unlink}
              </Button>
            ) : null}
          </Group>
          <EventLinks clubId={clubPath} event={event} />
        </Stack>
      </Paper>
    </li>
  );
}

function LinkEvent({ club, linkedIds }: { club: ClubEventsAdminClub; linkedIds: ReadonlySet<string> }) {
  const editable = useEditableEvents(true);
  const setClubs = useSetEventClubsMutation();
  const [eventId, setEventId] = useState<string | null>(null);
  const candidates = (editable.data ?? []).filter(
    (event) => !linkedIds.has(event.eventId) && !event.clubs.some((c) => c.id === club.id),
  );
  if (editable.isPending) return <Skeleton height={36} maw={420} />;
  if (editable.isError) return <LoadError error={editable.error} onRetry={() => void editable.refetch()} />;
  if (candidates.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {CLUB_EVENTS_TEXT.nothingToLink}
      </Text>
    );
  }
  const chosen = candidates.find((event) => event.eventId === eventId) ?? null;
  const handleLink = () => {
    if (!chosen) return;
    setClubs.mutate(
      { eventId: chosen.eventId, clubIds: [...chosen.clubs.map((c) => c.id), club.id] },
      {
        onSuccess: () => {
          setEventId(null);
          notifySuccess(CLUB_EVENTS_TEXT.linked(chosen.displayName));
        },
        onError: (error) => notifyError(error),
      },
    );
  };
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={CLUB_EVENTS_TEXT.linkLabel}
        placeholder={CLUB_EVENTS_TEXT.linkPlaceholder}
        data={candidates.map((event) => ({ value: event.eventId, label: event.displayName }))}
        value={eventId}
        onChange={setEventId}
        searchable
        style={{ flex: '1 1 220px', maxWidth: 420 }}
      />
      <Button
        leftSection={<IconLink size={16} aria-hidden />}
        onClick={handleLink}
        disabled={!chosen}
        loading={setClubs.isPending}
      >
        {CLUB_EVENTS_TEXT.link}
      </Button>
    </Group>
  );
}

/**
 * /my/rep-clubs/{club_id}/events (accounts §2.1; brand admin "events" tab): the club's events for whoever holds
 * MANAGE_EVENTS, each with its host pages (overview, revenue, attendees, invite) under the club's address; link
 * an event the viewer edits, unlink one, or create a new one.
 */
export function ClubEventsPage({ clubId }: { clubId: string }) {
  const query = useClubEventsAdmin(clubId);
  const club = query.data?.pages[0] ?? null;
  useBreadcrumbLabel(clubId, club?.displayName);
  useDocumentTitle(`${club ? CLUB_EVENTS_TEXT.title(club.displayName) : 'Club events'} | RepClub`);
  const create = usePathLinkProps(routes.repClubEventsCreate('info'));

  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={CLUB_EVENTS_TEXT.loading}>
        <Skeleton height={32} width="50%" />
        <Skeleton height={96} radius="lg" />
        <Skeleton height={96} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!club) return <Navigate to={ROUTES.notFound} replace />;
  if (!club.myPermissions.includes('MANAGE_EVENTS')) {
    return <AppAlert type="danger">{CLUB_EVENTS_TEXT.forbidden}</AppAlert>;
  }
  const events = query.data.pages.flatMap((page) => page?.events.edges.map((edge) => edge.node) ?? []);
  const linkedIds = new Set(events.map((event) => event.eventId));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Title order={1} size="h2">
            {CLUB_EVENTS_TEXT.title(club.displayName)}
          </Title>
          <Text size="sm" c="gray.7">
            {CLUB_EVENTS_TEXT.help}
          </Text>
        </Stack>
        <Button {...create} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
          {CLUB_EVENTS_TEXT.createEvent}
        </Button>
      </Group>
      <LinkEvent club={club} linkedIds={linkedIds} />
      {events.length === 0 ? (
        <EmptyState
          icon={<IconCalendarEvent size={26} stroke={1.6} />}
          title={CLUB_EVENTS_TEXT.noEvents}
          text={CLUB_EVENTS_TEXT.noEventsHelp}
        />
      ) : (
        <Stack component="ul" gap="sm" className={classes.ladder}>
          {events.map((event) => (
            <EventItem key={event.eventId} club={club} clubPath={clubId} event={event} />
          ))}
        </Stack>
      )}
      <LoadMoreButton query={query} />
    </Stack>
  );
}
