import { Badge, Group, SegmentedControl, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { EVENTS_LIST_TAB_LABELS, EVENTS_LIST_TABS, type EventsListTab, routes } from '@repclub/shared';
import { IconTicket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EventList } from '@/features/events/event-list';
import { EVENT_CARD_TEXT } from '@/features/events/event-card';
import { currentWeekBounds } from '@/lib/format';
import { NearMeTab } from '@/features/events/near-me';
import { type EventCardData, useEventSearch, useMyEvents } from '@/features/events/api/queries';
import type { MyEventsWhen } from '@/gql/graphql';
import { CtaButton } from '@/ui/cta-button';
import { usePathLinkProps } from '@/ui/path-link';

export const EVENTS_PAGE_TEXT = {
  title: 'Events',
  subtitle: 'Find something to do, and keep your tickets in one place.',
  featuredOnly: 'Featured only',
  exploreEmptyTitle: 'No upcoming events yet',
  exploreEmptyText: 'Published events will appear here as soon as hosts list them.',
  featuredEmptyText: 'No featured events right now. Turn off "Featured only" to see every event.',
  weekEmptyTitle: 'Nothing on this week',
  weekEmptyText: 'No listed events start this week. Explore what is coming up later.',
  upcoming: 'Upcoming',
  past: 'Past',
  when: 'Show',
  myEmptyTitle: 'No events yet',
  myUpcomingEmptyText: 'Events you book, RSVP to, are invited to or host will appear here with your tickets.',
  hosting: 'Hosting',
  manage: 'Manage event',
  myPastEmptyText: 'Events you attended will appear here.',
  exploreEvents: 'Explore events',
} as const;

function ExploreTab() {
  const [onlyFeatured, setOnlyFeatured] = useState(false);
  const search = useEventSearch(onlyFeatured ? { onlyFeatured: true } : {});
  return (
    <Stack gap="md">
      <Switch
        label={EVENTS_PAGE_TEXT.featuredOnly}
        checked={onlyFeatured}
        onChange={(event) => setOnlyFeatured(event.currentTarget.checked)}
      />
      <EventList
        {...search}
        empty={{
          title: EVENTS_PAGE_TEXT.exploreEmptyTitle,
          text: onlyFeatured ? EVENTS_PAGE_TEXT.featuredEmptyText : EVENTS_PAGE_TEXT.exploreEmptyText,
        }}
      />
    </Stack>
  );
}

function ThisWeekTab() {
  // The week is computed once per visit to the tab; the server knows nothing of the viewer's calendar.
  const bounds = useMemo(() => currentWeekBounds(), []);
  const search = useEventSearch(bounds);
  return (
    <EventList
      {...search}
      empty={{
        title: EVENTS_PAGE_TEXT.weekEmptyTitle,
        text: EVENTS_PAGE_TEXT.weekEmptyText,
        action: (
          <CtaButton to={routes.events('explore')} size="sm" variant="default">
            {EVENTS_PAGE_TEXT.exploreEvents}
          </CtaButton>
        ),
      }}
    />
  );
}

function TicketsFooter({ event }: { event: EventCardData }) {
  const link = usePathLinkProps(`${routes.event(event.slug)}#your-tickets`);
  const manage = usePathLinkProps(routes.repClubEvent(event.eventId));
  const count = event.viewerTickets?.length ?? 0;
  if (count === 0 && event.viewerPermissions?.length) {
    return (
      <Group justify="space-between" mt="xs" gap="xs">
        <Badge variant="light">{EVENTS_PAGE_TEXT.hosting}</Badge>
        <Text size="sm" fw={600} c="brand.7" {...manage}>
          {EVENTS_PAGE_TEXT.manage}
        </Text>
      </Group>
    );
  }
  return (
    <Group justify="space-between" mt="xs" gap="xs">
      {count > 0 ? (
        <Badge variant="light" leftSection={<IconTicket size={12} />}>
          {EVENT_CARD_TEXT.tickets(count)}
        </Badge>
      ) : event.viewerAttendeeState === 'PENDING' ? (
        <Badge variant="light" color="orange">
          Awaiting approval
        </Badge>
      ) : (
        <span />
      )}
      {count > 0 ? (
        <Text size="sm" fw={600} c="brand.7" {...link}>
          {EVENT_CARD_TEXT.viewTickets}
        </Text>
      ) : null}
    </Group>
  );
}

function MyEventsTab() {
  const [when, setWhen] = useState<MyEventsWhen>('UPCOMING');
  const mine = useMyEvents(when);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={EVENTS_PAGE_TEXT.when}
        data={[
          { value: 'UPCOMING', label: EVENTS_PAGE_TEXT.upcoming },
          { value: 'PAST', label: EVENTS_PAGE_TEXT.past },
        ]}
        value={when}
        onChange={(value) => setWhen(value as MyEventsWhen)}
        w="fit-content"
      />
      <EventList
        {...mine}
        footer={(event) => <TicketsFooter event={event} />}
        empty={{
          title: EVENTS_PAGE_TEXT.myEmptyTitle,
          text: when === 'UPCOMING' ? EVENTS_PAGE_TEXT.myUpcomingEmptyText : EVENTS_PAGE_TEXT.myPastEmptyText,
          action:
            when === 'UPCOMING' ? (
              <CtaButton to={routes.events('explore')} size="sm">
                {EVENTS_PAGE_TEXT.exploreEvents}
              </CtaButton>
            ) : undefined,
        }}
      />
    </Stack>
  );
}

type EventsPageProps = { tab: EventsListTab; onTabChange: (tab: EventsListTab) => void };

/** /events (domain §2): explore, my-events, near-me and this-week. */
export function EventsPage({ tab, onTabChange }: EventsPageProps) {
  useDocumentTitle(`${EVENTS_LIST_TAB_LABELS[tab]} | Events | RepClub`);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{EVENTS_PAGE_TEXT.title}</Title>
        <Text c="gray.7" mt={4}>
          {EVENTS_PAGE_TEXT.subtitle}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => value && onTabChange(value as EventsListTab)}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {EVENTS_LIST_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {EVENTS_LIST_TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="explore">
          <ExploreTab />
        </Tabs.Panel>
        <Tabs.Panel value="my-events">
          <MyEventsTab />
        </Tabs.Panel>
        <Tabs.Panel value="near-me">
          <NearMeTab />
        </Tabs.Panel>
        <Tabs.Panel value="this-week">
          <ThisWeekTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
