import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { routes } from '@repclub/shared';
import { IconCalendarEvent, IconMapPin, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from '@/features/events/events.module.css';
import { cityLabel, COVER_FALLBACK, formatDistance, formatEventDate, priceFrom } from '@/lib/format';
import type { EventCardData } from '@/features/events/api/queries';
import { usePathLinkProps } from '@/ui/path-link';

export const EVENT_CARD_TEXT = {
  featured: 'Featured',
  cancelled: 'Cancelled',
  soldOut: 'Sold out',
  away: (distance: string) => `${distance} away`,
  tickets: (count: number) => `${count} ticket${count === 1 ? '' : 's'}`,
  viewTickets: 'View your tickets',
} as const;

type EventCardProps = {
  event: EventCardData;
  /** mi or km, for near-me results. */
  unit?: string;
  /** Extra content under the details (my-events: the viewer's tickets). */
  footer?: ReactNode;
};

/** An event in a list: cover, name, date in the event's zone, city, price from, featured badge. */
export function EventCard({ event, unit, footer }: EventCardProps) {
  const { href, onClick } = usePathLinkProps(routes.event(event.slug));
  const price = priceFrom(event.tickets);
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card}>
      <a href={href} onClick={onClick} className={classes.cardLink} tabIndex={-1} aria-hidden>
        <div className={classes.cover}>
          <Image src={event.avatarUrl} alt="" className={classes.coverImage} fallbackSrc={COVER_FALLBACK} />
          <Group gap={6} className={classes.badges}>
            {event.isFeatured ? (
              <Badge color="yellow" c="dark.9" variant="filled">
                {EVENT_CARD_TEXT.featured}
              </Badge>
            ) : null}
            {event.status === 'CANCELLED' ? (
              <Badge color="red" variant="filled">
                {EVENT_CARD_TEXT.cancelled}
              </Badge>
            ) : event.isListFull ? (
              <Badge color="dark" variant="filled">
                {EVENT_CARD_TEXT.soldOut}
              </Badge>
            ) : null}
          </Group>
        </div>
      </a>
      <Stack gap={6} p="md" className={classes.cardBody}>
        <Text fw={700} lineClamp={2} className={classes.cardTitle}>
          <a href={href} onClick={onClick} className={classes.titleLink}>
            {event.displayName}
          </a>
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden className={classes.icon} />
          <Text size="sm" c="gray.8">
            {formatEventDate(event.startDate, event.timeZone)}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden className={classes.icon} />
          <Text size="sm" c="gray.8" truncate>
            {cityLabel(event.city)}
            {event.distance != null && unit
              ? ` · ${EVENT_CARD_TEXT.away(formatDistance(event.distance, unit))}`
              : ''}
          </Text>
        </Group>
        {price ? (
          <Group gap={6} wrap="nowrap">
            <IconTicket size={16} aria-hidden className={classes.icon} />
            <Text size="sm" fw={600} c="brand.8">
              {price}
            </Text>
          </Group>
        ) : null}
        {footer}
      </Stack>
    </Card>
  );
}
