import { formatShortStart } from '@/lib/short-date';
import { Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useViewerId } from '@/lib/session';
import { LoadError, LoadingState } from '@/ui/load-state';
import { myScannerEventsQuery } from './api';
import classes from './scanner.module.css';
import { ScannerBar } from './scanner-layout';
import { isNetworkFailure } from './session';
import { ScannerStore, type StoredManifest } from './store';
import { formatScanTime } from './verifier';

type ListedEvent = {
  eventId: string;
  displayName: string;
  startDate: string;
  timeZone: string;
  readyAt?: string;
};

/** The events kept on this device (for the list without a network). */
function useStoredEvents(): StoredManifest[] {
  const [stored, setStored] = useState<StoredManifest[]>([]);
  useEffect(() => {
    let cancelled = false;
    void ScannerStore.open()
      .then(async (store) => {
        const list = await store.listManifests();
        store.close();
        if (!cancelled) setStored(list);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return stored;
}

function EventList({ events }: { events: ListedEvent[] }) {
  return (
    <nav aria-label="Events to scan" className={classes.events}>
      {events.map((event) => (
        <Link
          key={event.eventId}
          to="/scanner/$eventId"
          params={{ eventId: event.eventId }}
          className={classes.eventCard}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <div className={classes.eventName}>{event.displayName}</div>
            <div className={classes.eventWhen}>
              {formatShortStart(event.startDate, event.timeZone)}
              {event.readyAt
                ? ` · Ready offline, updated ${formatScanTime(event.readyAt, event.timeZone)}`
                : ''}
            </div>
          </div>
          <IconChevronRight size={24} aria-hidden />
        </Link>
      ))}
    </nav>
  );
}

/** /scanner: the events where the viewer may scan tickets, soonest first; offline, those kept on the device. */
export function ScannerEventsPage() {
  const viewerId = useViewerId();
  const events = useQuery(myScannerEventsQuery(viewerId));
  const stored = useStoredEvents();
  const readyAt = new Map(stored.map((entry) => [entry.eventId, entry.fetchedAt]));
  const offline = events.isError && isNetworkFailure(events.error);

  let body;
  if (events.isPending) {
    body = <LoadingState label="Loading events" />;
  } else if (offline) {
    body = (
      <Stack gap="sm">
        <Text>You are offline. Events prepared on this device:</Text>
        {stored.length > 0 ? (
          <EventList
            events={stored.map((entry) => ({
              eventId: entry.eventId,
              displayName: entry.manifest.displayName,
              startDate: entry.manifest.startDate,
              timeZone: entry.manifest.timeZone,
              readyAt: entry.fetchedAt,
            }))}
          />
        ) : (
          <Text c="dimmed">None yet. Open an event here once with a network to scan it offline.</Text>
        )}
      </Stack>
    );
  } else if (events.isError) {
    body = <LoadError error={events.error} onRetry={() => void events.refetch()} />;
  } else if (events.data.length === 0) {
    body = (
      <Text>No events to scan. When a host adds you to an event&apos;s door team, the event shows here.</Text>
    );
  } else {
    body = (
      <EventList
        events={events.data.map((event) => ({
          eventId: event.eventId,
          displayName: event.displayName,
          startDate: event.startDate,
          timeZone: event.timeZone,
          readyAt: readyAt.get(event.eventId),
        }))}
      />
    );
  }

  return (
    <>
      <ScannerBar title="Scanner" backTo="/home" />
      <main className={classes.main}>
        <Title order={2} size="h3">
          Events to scan
        </Title>
        {body}
      </main>
    </>
  );
}
