import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DEFAULT_MAP_CENTER, DISTANCE_UNITS, type DistanceUnit } from '@repclub/shared';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { EventList } from '@/features/events/event-list';
import { useEventSearch } from '@/features/events/api/queries';
import { AppAlert } from '@/ui/app-alert';

export const NEAR_ME_TEXT = {
  prompt: 'See events near you',
  promptHelp:
    'Allow RepClub to use your location once to list events nearby, nearest first. Your location is not stored.',
  useLocation: 'Use my location',
  locating: 'Finding your location…',
  denied:
    'Location access is blocked, so these are events near Los Angeles. Allow location for this site in your browser settings and try again.',
  unavailable: 'Your location could not be found, so these are events near Los Angeles.',
  unsupported: 'This browser cannot share a location, so these are events near Los Angeles.',
  tryAgain: 'Try again',
  nearYou: 'Events near you, nearest first.',
  radius: 'Within',
  unit: 'Distance unit',
  emptyTitle: 'No events nearby',
  emptyText: 'No upcoming events within this distance. Try a larger distance.',
} as const;

export const RADIUS_CHOICES = [10, 25, 50, 100, 250] as const;
export const DEFAULT_RADIUS = 50;

type Status = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable' | 'unsupported';
type Point = { latitude: number; longitude: number };

const LOS_ANGELES: Point = { latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng };

/**
 * The near-me tab: asks for the browser's location on a click (never on load), lists events within the
 * chosen distance nearest first; when the location is refused or unknown it falls back to the default map
 * centre near Los Angeles (domain §9) and says so (docs/decisions/033).
 */
export function NearMeTab() {
  const [status, setStatus] = useState<Status>('idle');
  const [point, setPoint] = useState<Point | null>(null);
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS);
  const [unit, setUnit] = useState<DistanceUnit>('mi');

  const locate = useCallback(() => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setStatus('unsupported');
      setPoint(LOS_ANGELES);
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setPoint({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setStatus('located');
      },
      (error) => {
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
        setPoint(LOS_ANGELES);
      },
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  }, []);

  // A browser that already granted the permission needs no extra click.
  useEffect(() => {
    let cancelled = false;
    void navigator.permissions
      ?.query({ name: 'geolocation' as PermissionName })
      .then((state) => {
        if (!cancelled && state.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [locate]);

  const search = useEventSearch(
    { near: point ? { ...point, radius, unit } : undefined },
    { enabled: point !== null },
  );

  if (status === 'idle' || status === 'locating') {
    return (
      <Stack align="center" ta="center" gap="xs" py="xl">
        <IconCurrentLocation size={40} stroke={1.5} aria-hidden color="var(--mantine-color-brand-6)" />
        <Text fw={700}>{NEAR_ME_TEXT.prompt}</Text>
        <Text size="sm" c="gray.7" maw={380}>
          {NEAR_ME_TEXT.promptHelp}
        </Text>
        <Button
          onClick={locate}
          loading={status === 'locating'}
          leftSection={<IconCurrentLocation size={18} />}
        >
          {NEAR_ME_TEXT.useLocation}
        </Button>
        {status === 'locating' ? (
          <Text size="sm" c="gray.7" role="status">
            {NEAR_ME_TEXT.locating}
          </Text>
        ) : null}
      </Stack>
    );
  }

  const fallback = status === 'located' ? null : NEAR_ME_TEXT[status];
  return (
    <Stack gap="md">
      {fallback ? (
        <AppAlert type="warning">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{fallback}</Text>
            <Button size="xs" variant="light" color="orange" onClick={locate}>
              {NEAR_ME_TEXT.tryAgain}
            </Button>
          </Stack>
        </AppAlert>
      ) : (
        <Text size="sm" c="gray.7">
          {NEAR_ME_TEXT.nearYou}
        </Text>
      )}
      <Group gap="sm" align="flex-end">
        <Select
          label={NEAR_ME_TEXT.radius}
          data={RADIUS_CHOICES.map((value) => ({ value: String(value), label: `${value} ${unit}` }))}
          value={String(radius)}
          onChange={(value) => value && setRadius(Number(value))}
          allowDeselect={false}
          w={130}
        />
        <SegmentedControl
          aria-label={NEAR_ME_TEXT.unit}
          data={DISTANCE_UNITS.map((value) => ({ value, label: value }))}
          value={unit}
          onChange={(value) => setUnit(value as DistanceUnit)}
        />
      </Group>
      <EventList
        {...search}
        hasNextPage={search.hasNextPage}
        unit={unit}
        empty={{ title: NEAR_ME_TEXT.emptyTitle, text: NEAR_ME_TEXT.emptyText }}
      />
    </Stack>
  );
}
