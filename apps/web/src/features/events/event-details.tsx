import { Accordion, Anchor, Avatar, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_DISPLAY_NAME } from '@repclub/shared';
import { IconCalendarEvent, IconDirections, IconMapPin, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { EventDetail } from '@/features/events/api/queries';
import classes from '@/features/events/events.module.css';
import { ShareActions } from '@/features/events/share-actions';
import { cityLabel, COVER_FALLBACK, directionsUrl, formatEventRange, mapSearchUrl } from '@/lib/format';
import { AppAlert } from '@/ui/app-alert';

/** The event page's facts and details, as the event itself gives them. */
export const EVENT_DETAILS_TEXT = {
  featured: 'Featured',
  cancelled: 'Cancelled',
  draft: 'Draft',
  private: 'Private',
  ageLimit: (age: number) => `${age}+ only`,
  hostedBy: 'Hosted by',
  when: 'When',
  where: 'Where',
  openMap: 'Open map',
  directions: 'Directions',
  addressHidden: 'The address is shown to approved attendees.',
  privateTitle: 'Private event',
  privateText: 'The host shares the details of this event with its guests.',
  about: 'About this event',
  note: 'Good to know',
  faqs: 'FAQs',
  terms: 'Terms',
  purchasePolicy: 'Ticket purchase policy',
} as const;

/**
 * The cover, the badges (featured, cancelled, draft, private, age limit), the title, the city with how many go
 * (`goingText` words the count), and the share actions.
 */
export function EventHeader({
  event,
  goingText,
}: {
  event: EventDetail;
  goingText: (count: number) => string;
}) {
  return (
    <>
      <div className={classes.hero}>
        <Image src={event.avatarUrl} alt="" className={classes.heroImage} fallbackSrc={COVER_FALLBACK} />
      </div>
      <Stack gap={6}>
        <Group gap="xs">
          {event.isFeatured ? (
            <Badge color="yellow" c="dark.9">
              {EVENT_DETAILS_TEXT.featured}
            </Badge>
          ) : null}
          {event.status === 'CANCELLED' ? <Badge color="red">{EVENT_DETAILS_TEXT.cancelled}</Badge> : null}
          {event.status === 'DRAFT' ? <Badge color="gray.7">{EVENT_DETAILS_TEXT.draft}</Badge> : null}
          {event.isPrivate ? <Badge variant="light">{EVENT_DETAILS_TEXT.private}</Badge> : null}
          {event.ageLimit ? (
            <Badge variant="outline">{EVENT_DETAILS_TEXT.ageLimit(event.ageLimit)}</Badge>
          ) : null}
        </Group>
        <Title order={1}>{event.displayName}</Title>
        <Group gap="sm">
          {event.city !== null || event.showsDetails ? <Text c="gray.7">{cityLabel(event.city)}</Text> : null}
          {event.goingCount !== null && event.goingCount !== undefined ? (
            <Group gap={4} c="gray.8">
              <IconUsers size={16} aria-hidden />
              <Text size="sm" fw={600}>
                {goingText(event.goingCount)}
              </Text>
            </Group>
          ) : null}
        </Group>
        <ShareActions event={event} />
      </Stack>
    </>
  );
}

/** What a private event's outsider sees instead of the details (docs/decisions/108). */
export function PrivateDetails() {
  return (
    <AppAlert type="info" title={EVENT_DETAILS_TEXT.privateTitle}>
      <Text size="sm">{EVENT_DETAILS_TEXT.privateText}</Text>
    </AppAlert>
  );
}

/** When, where (with map and directions links) and who hosts. */
export function EventFacts({ event }: { event: EventDetail }) {
  const location = event.location;
  // Without the details, the place is not given (a private event's city neither): no "Where" to show.
  const showsPlace = location !== null || event.city !== null || event.showsDetails;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={20} aria-hidden className={classes.icon} />
        <div>
          <Text size="xs" c="gray.7" fw={600} tt="uppercase">
            {EVENT_DETAILS_TEXT.when}
          </Text>
          <Text size="sm">{formatEventRange(event.startDate, event.endDate, event.timeZone)}</Text>
        </div>
      </Group>
      {showsPlace ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMapPin size={20} aria-hidden className={classes.icon} />
          <div>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              {EVENT_DETAILS_TEXT.where}
            </Text>
            {location ? (
              <>
                <Text size="sm">{location.address}</Text>
                <Group gap="md" mt={4}>
                  <Anchor href={mapSearchUrl(location)} target="_blank" rel="noopener noreferrer" size="sm">
                    {EVENT_DETAILS_TEXT.openMap}
                  </Anchor>
                  <Anchor href={directionsUrl(location)} target="_blank" rel="noopener noreferrer" size="sm">
                    <Group gap={4} component="span">
                      <IconDirections size={16} aria-hidden />
                      {EVENT_DETAILS_TEXT.directions}
                    </Group>
                  </Anchor>
                </Group>
              </>
            ) : (
              <>
                <Text size="sm">{cityLabel(event.city)}</Text>
                {event.showsDetails ? (
                  <Text size="xs" c="gray.7">
                    {EVENT_DETAILS_TEXT.addressHidden}
                  </Text>
                ) : null}
              </>
            )}
          </div>
        </Group>
      ) : null}
      {event.createdBy ? (
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={event.createdBy.avatarUrl}
            alt=""
            radius="xl"
            size={36}
            name={event.createdBy.name ?? DEFAULT_DISPLAY_NAME}
            color="brand"
          />
          <div>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              {EVENT_DETAILS_TEXT.hostedBy}
            </Text>
            <Text size="sm" fw={600}>
              {event.createdBy.name || DEFAULT_DISPLAY_NAME}
            </Text>
          </div>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * About, good to know, FAQs, terms and the purchase policy. `music` is the page's music embed (another
 * feature's), shown after the note when the event has one.
 */
export function EventDetails({ event, music }: { event: EventDetail; music?: ReactNode }) {
  return (
    <Stack gap="lg">
      <section aria-labelledby="event-about">
        <Title order={2} size="h3" id="event-about" mb="xs">
          {EVENT_DETAILS_TEXT.about}
        </Title>
        <Text className={classes.description}>{event.description}</Text>
      </section>
      {event.note ? (
        <section aria-labelledby="event-note">
          <Title order={2} size="h4" id="event-note" mb="xs">
            {EVENT_DETAILS_TEXT.note}
          </Title>
          <Text size="sm" className={classes.description}>
            {event.note}
          </Text>
        </section>
      ) : null}
      {music}
      {event.faqs.length > 0 ? (
        <section aria-labelledby="event-faqs">
          <Title order={2} size="h4" id="event-faqs" mb="xs">
            {EVENT_DETAILS_TEXT.faqs}
          </Title>
          <Accordion variant="separated" radius="md">
            {event.faqs.map((faq, index) => (
              <Accordion.Item key={index} value={String(index)}>
                <Accordion.Control>{faq.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" className={classes.description}>
                    {faq.answer}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ) : null}
      {event.terms ? (
        <section aria-labelledby="event-terms">
          <Title order={2} size="h4" id="event-terms" mb="xs">
            {EVENT_DETAILS_TEXT.terms}
          </Title>
          <Text size="sm" c="gray.8" className={classes.description}>
            {event.terms}
          </Text>
        </section>
      ) : null}
      {event.ticketTermsPurchasePolicy ? (
        <section aria-labelledby="event-policy">
          <Title order={2} size="h4" id="event-policy" mb="xs">
            {EVENT_DETAILS_TEXT.purchasePolicy}
          </Title>
          <Text size="sm" c="gray.8" className={classes.description}>
            {event.ticketTermsPurchasePolicy}
          </Text>
        </section>
      ) : null}
    </Stack>
  );
}
