import { formatShortStart } from '@/lib/short-date';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Grid,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
  Accordion,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BOOKING_MESSAGES, DEFAULT_DISPLAY_NAME, routes } from '@repclub/shared';
import { IconCalendarEvent, IconDirections, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openAuthModal } from '@/features/auth/auth-modal';
import { useSession } from '@/lib/session';
import { CheckoutPanel } from '@/features/bookings/checkout-panel';
import classes from '@/features/events/events.module.css';
import {
  cityLabel,
  COVER_FALLBACK,
  directionsUrl,
  formatEventRange,
  mapSearchUrl,
  priceFrom,
} from '@/lib/format';
import {
  useCancelCheckoutMutation,
  useClaimSharedTicketMutation,
  useConfirmCheckoutMutation,
} from '@/features/bookings/api/mutations';
import { type EventDetail, eventQueryKey, useEventPage } from '@/features/events/api/queries';
import { useViewerId } from '@/lib/session';
import { ReferralLink } from '@/features/bookings/referral-link';
import type { EventPageSearch } from '@/features/events/search-params';
import { ViewerTickets } from '@/features/bookings/viewer-tickets';
import { ShareActions } from '@/features/events/share-actions';
import { MobileActionBar } from '@/ui/mobile-action-bar';
import { EventComments } from '@/features/event-comments/event-comments';
import { HostMessages } from '@/features/event-messages/host-messages';
import { getErrorMessage } from '@/lib/error-message';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, NotFoundState } from '@/ui/load-state';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { usePathLinkProps } from '@/ui/path-link';
import { AttendeeOptIns } from '@/features/event-opt-ins/attendee-opt-ins';
import { GuestList } from '@/features/event-opt-ins/guest-list';
import { MusicEmbed } from '@/features/event-opt-ins/music-embed';
import { OPT_INS_TEXT } from '@/features/event-opt-ins/opt-ins-text';
import { PreviewTeaser } from '@/features/event-opt-ins/preview-teaser';
import { SocialReach } from '@/features/event-opt-ins/social-reach';

export const EVENT_PAGE_TEXT = {
  loading: 'Loading event',
  notFoundTitle: 'Event not found',
  notFoundText: 'This event does not exist, or it is not open to you.',
  explore: 'Explore events',
  featured: 'Featured',
  cancelled: 'Cancelled',
  draft: 'Draft',
  private: 'Private',
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
  ageLimit: (age: number) => `${age}+ only`,
  pending:
    "Your booking is waiting for the host's approval. Your tickets become valid once the host approves you.",
  declined: 'The host declined your booking for this event.',
  confirming: 'Confirming your payment…',
  paid: 'Payment received. You are going! Your tickets are below.',
  paidPending: "Payment received. Your booking is waiting for the host's approval.",
  chooseAgain: 'Choose tickets again',
  checkoutCancelled: 'Checkout cancelled. The tickets you held are available again.',
  claimTitle: 'A ticket was shared with you',
  claimSignIn: 'Sign in to claim the ticket someone shared with you.',
  claimAction: 'Sign in to claim',
  claiming: 'Claiming the ticket…',
  claimed: 'The ticket is yours. It is listed under Your tickets.',
  ticketBar: 'Book this event',
  chooseTickets: 'Choose tickets',
  reserveSpot: 'Reserve a spot',
} as const;

/** Where the ticket bar takes the viewer: the checkout panel. */
const CHECKOUT_ANCHOR = 'event-checkout';

/** Scrolls the checkout panel into view and moves the focus there (for keyboards and screen readers). */
function goToCheckout() {
  const panel = document.getElementById(CHECKOUT_ANCHOR);
  if (!panel) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  panel.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  panel.focus({ preventScroll: true });
}

/**
 * On phones and tablets, the price and the ticket button stay at the bottom of the screen while the details
 * scroll by (docs/decisions/090); only while the event sells or takes RSVPs.
 */
function TicketBar({ event, aboveBottomNav }: { event: EventDetail; aboveBottomNav: boolean }) {
  const price = priceFrom(event.tickets);
  if (event.status !== 'PUBLISHED' || event.isExpired || price === null) return null;
  const isFree = event.tickets.filter((ticket) => ticket.isActive).every((ticket) => ticket.price === 0);
  return (
    <MobileActionBar label={EVENT_PAGE_TEXT.ticketBar} aboveBottomNav={aboveBottomNav}>
      <div style={{ minWidth: 0 }}>
        {/* The all-in price may wrap ("From $71.00 incl. fees"): cut, it would hide that fees are included. */}
        <Text fw={700} size="sm" lineClamp={2}>
          {price}
        </Text>
        <Text size="xs" c="gray.7" truncate>
          {formatShortStart(event.startDate, event.timeZone)}
        </Text>
      </div>
      <Button size="md" onClick={goToCheckout} style={{ flex: 'none' }}>
        {isFree ? EVENT_PAGE_TEXT.reserveSpot : EVENT_PAGE_TEXT.chooseTickets}
      </Button>
    </MobileActionBar>
  );
}

type Notice = { type: 'success' | 'danger' | 'info'; text: string; retry?: boolean } | null;

function EventLoading() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={EVENT_PAGE_TEXT.loading}>
      <Skeleton className={classes.hero} />
      <Skeleton height={32} width="60%" />
      <Skeleton height={16} width="40%" />
      <Skeleton height={120} />
    </Stack>
  );
}

function NotFound() {
  const link = usePathLinkProps(routes.events('explore'));
  return (
    <NotFoundState
      title={EVENT_PAGE_TEXT.notFoundTitle}
      text={EVENT_PAGE_TEXT.notFoundText}
      action={<Button {...link}>{EVENT_PAGE_TEXT.explore}</Button>}
    />
  );
}

/** What a private event's outsider sees instead of the details (docs/decisions/108). */
function PrivateDetails() {
  return (
    <AppAlert type="info" title={EVENT_PAGE_TEXT.privateTitle}>
      <Text size="sm">{EVENT_PAGE_TEXT.privateText}</Text>
    </AppAlert>
  );
}

function EventFacts({ event }: { event: EventDetail }) {
  const location = event.location;
  // Without the details, the place is not given (a private event's city neither): no "Where" to show.
  const showsPlace = location !== null || event.city !== null || event.showsDetails;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={20} aria-hidden className={classes.icon} />
        <div>
          <Text size="xs" c="gray.7" fw={600} tt="uppercase">
            {EVENT_PAGE_TEXT.when}
          </Text>
          <Text size="sm">{formatEventRange(event.startDate, event.endDate, event.timeZone)}</Text>
        </div>
      </Group>
      {showsPlace ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMapPin size={20} aria-hidden className={classes.icon} />
          <div>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              {EVENT_PAGE_TEXT.where}
            </Text>
            {location ? (
              <>
                <Text size="sm">{location.address}</Text>
                <Group gap="md" mt={4}>
                  <Anchor href={mapSearchUrl(location)} target="_blank" rel="noopener noreferrer" size="sm">
                    {EVENT_PAGE_TEXT.openMap}
                  </Anchor>
                  <Anchor href={directionsUrl(location)} target="_blank" rel="noopener noreferrer" size="sm">
                    <Group gap={4} component="span">
                      <IconDirections size={16} aria-hidden />
                      {EVENT_PAGE_TEXT.directions}
                    </Group>
                  </Anchor>
                </Group>
              </>
            ) : (
              <>
                <Text size="sm">{cityLabel(event.city)}</Text>
                {event.showsDetails ? (
                  <Text size="xs" c="gray.7">
                    {EVENT_PAGE_TEXT.addressHidden}
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
              {EVENT_PAGE_TEXT.hostedBy}
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

function EventDetails({ event }: { event: EventDetail }) {
  const music = event.optIns.musicEmbed?.url;
  return (
    <Stack gap="lg">
      <section aria-labelledby="event-about">
        <Title order={2} size="h3" id="event-about" mb="xs">
          {EVENT_PAGE_TEXT.about}
        </Title>
        <Text className={classes.description}>{event.description}</Text>
      </section>
      {event.note ? (
        <section aria-labelledby="event-note">
          <Title order={2} size="h4" id="event-note" mb="xs">
            {EVENT_PAGE_TEXT.note}
          </Title>
          <Text size="sm" className={classes.description}>
            {event.note}
          </Text>
        </section>
      ) : null}
      {music ? <MusicEmbed url={music} /> : null}
      {event.faqs.length > 0 ? (
        <section aria-labelledby="event-faqs">
          <Title order={2} size="h4" id="event-faqs" mb="xs">
            {EVENT_PAGE_TEXT.faqs}
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
            {EVENT_PAGE_TEXT.terms}
          </Title>
          <Text size="sm" c="gray.8" className={classes.description}>
            {event.terms}
          </Text>
        </section>
      ) : null}
      {event.ticketTermsPurchasePolicy ? (
        <section aria-labelledby="event-policy">
          <Title order={2} size="h4" id="event-policy" mb="xs">
            {EVENT_PAGE_TEXT.purchasePolicy}
          </Title>
          <Text size="sm" c="gray.8" className={classes.description}>
            {event.ticketTermsPurchasePolicy}
          </Text>
        </section>
      ) : null}
    </Stack>
  );
}

/** Runs the return from the payment page, and a shared ticket's claim link, once each. */
function useReturnActions(search: EventPageSearch, onClearSearch: () => void, eventKey: readonly unknown[]) {
  const { isSignedIn } = useSession();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const handled = useRef<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKey });

  const confirm = useConfirmCheckoutMutation();
  const cancel = useCancelCheckoutMutation(eventKey);
  const claim = useClaimSharedTicketMutation(eventKey);

  useEffect(() => {
    if (!isSignedIn) return;
    const { checkout, cancelled, ticket, token } = search;
    const key = checkout
      ? `checkout:${checkout}:${cancelled ?? ''}`
      : ticket && token
        ? `claim:${ticket}`
        : null;
    if (!key || handled.current === key) return;
    handled.current = key;
    const run = async () => {
      try {
        if (checkout && cancelled) {
          await cancel.mutateAsync(checkout);
          setNotice({ type: 'info', text: EVENT_PAGE_TEXT.checkoutCancelled });
        } else if (checkout) {
          setNotice({ type: 'info', text: EVENT_PAGE_TEXT.confirming });
          const booking = await confirm.mutateAsync(checkout);
          // A paid booking of a ticket that needs approval is still a request (docs/decisions/053).
          await refresh();
          const state = queryClient.getQueryData<EventDetail>(eventKey)?.viewerAttendeeState;
          setNotice({
            type: 'success',
            text:
              // A request's payment is only reserved until the host approves (docs/decisions/114).
              booking.status === 'AUTHORIZED'
                ? BOOKING_MESSAGES.requestSent
                : booking.status === 'COMPLETED' && state !== 'PENDING'
                  ? EVENT_PAGE_TEXT.paid
                  : EVENT_PAGE_TEXT.paidPending,
          });
        } else if (ticket && token) {
          setNotice({ type: 'info', text: EVENT_PAGE_TEXT.claiming });
          await claim.mutateAsync({ ticketId: ticket, token });
          setNotice({ type: 'success', text: EVENT_PAGE_TEXT.claimed });
        }
      } catch (error) {
        setNotice({ type: 'danger', text: getErrorMessage(error), retry: Boolean(checkout && !cancelled) });
      }
      await refresh();
      onClearSearch();
    };
    void run();
    // The search is handled once per checkout or claim; the mutations are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSignedIn, search.checkout, search.cancelled, search.ticket, search.token]);

  return { notice, dismiss: () => setNotice(null) };
}

type EventPageProps = {
  slugOrId: string;
  /** `ref` prefills the checkout's referral code. */
  search: EventPageSearch;
  /** Drops checkout / claim parameters from the address once handled (a referral code stays). */
  onClearSearch: () => void;
};

/**
 * /events/{slug} and /events/{id}: the event for a signed-in user (tickets, checkout, waiting list, RSVP,
 * the viewer's tickets with QR codes), or the public page for a visitor, who signs in in the auth modal to
 * book and then continues on the same page.
 */
export function EventPage({ slugOrId, search, onClearSearch }: EventPageProps) {
  // When the page opened: a booking can be cancelled until the event starts.
  const [openedAt] = useState(() => Date.now());
  const { isSignedIn } = useSession();
  const userId = useViewerId();
  const eventKey = eventQueryKey(slugOrId, userId);
  const query = useEventPage(slugOrId);
  useBreadcrumbLabel(slugOrId, query.data?.displayName);
  const { notice, dismiss } = useReturnActions(search, onClearSearch, eventKey);
  useDocumentTitle(query.data ? `${query.data.displayName} | RepClub` : 'Event | RepClub');
  const signIn = () => openAuthModal({ mode: 'login' });

  if (query.isPending) return <EventLoading />;
  if (query.isError) {
    if (query.error instanceof GraphQLRequestError && query.error.code === 'NOT_FOUND') return <NotFound />;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const event = query.data;
  const claimWaiting = !isSignedIn && search.ticket && search.token;
  // Team members who may share the event get a link carrying their referral code (decision 035).
  const sharesLink = isSignedIn && event.viewerPermissions.includes('CanShareEventLink');
  // "Who's going": the team always; approved attendees when the host turns the guest list on (decision 086).
  const going = event.viewerAttendeeState === 'APPROVED' || event.viewerAttendeeState === 'CHECKED_IN';
  const showsGuestList =
    isSignedIn && (event.viewerPermissions.length > 0 || (event.optIns.guestList && going));

  return (
    <Stack gap="lg">
      {notice ? (
        <AppAlert type={notice.type} withCloseButton onClose={dismiss}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{notice.text}</Text>
            {notice.retry ? (
              <Button size="xs" variant="light" color="red" onClick={dismiss}>
                {EVENT_PAGE_TEXT.chooseAgain}
              </Button>
            ) : null}
          </Stack>
        </AppAlert>
      ) : null}
      {claimWaiting ? (
        <AppAlert type="info" title={EVENT_PAGE_TEXT.claimTitle}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{EVENT_PAGE_TEXT.claimSignIn}</Text>
            <Button size="xs" onClick={signIn}>
              {EVENT_PAGE_TEXT.claimAction}
            </Button>
          </Stack>
        </AppAlert>
      ) : null}
      <div className={classes.hero}>
        <Image src={event.avatarUrl} alt="" className={classes.heroImage} fallbackSrc={COVER_FALLBACK} />
      </div>
      <Stack gap={6}>
        <Group gap="xs">
          {event.isFeatured ? (
            <Badge color="yellow" c="dark.9">
              {EVENT_PAGE_TEXT.featured}
            </Badge>
          ) : null}
          {event.status === 'CANCELLED' ? <Badge color="red">{EVENT_PAGE_TEXT.cancelled}</Badge> : null}
          {event.status === 'DRAFT' ? <Badge color="gray.7">{EVENT_PAGE_TEXT.draft}</Badge> : null}
          {event.isPrivate ? <Badge variant="light">{EVENT_PAGE_TEXT.private}</Badge> : null}
          {event.ageLimit ? (
            <Badge variant="outline">{EVENT_PAGE_TEXT.ageLimit(event.ageLimit)}</Badge>
          ) : null}
        </Group>
        <Title order={1}>{event.displayName}</Title>
        <Group gap="sm">
          {event.city !== null || event.showsDetails ? <Text c="gray.7">{cityLabel(event.city)}</Text> : null}
          {event.goingCount !== null && event.goingCount !== undefined ? (
            <Group gap={4} c="gray.8">
              <IconUsers size={16} aria-hidden />
              <Text size="sm" fw={600}>
                {OPT_INS_TEXT.going(event.goingCount)}
              </Text>
            </Group>
          ) : null}
        </Group>
        <ShareActions event={event} />
      </Stack>
      {event.viewerAttendeeState === 'PENDING' ? (
        <AppAlert type="warning">{EVENT_PAGE_TEXT.pending}</AppAlert>
      ) : null}
      {event.viewerAttendeeState === 'DECLINED' ? (
        <AppAlert type="danger">{EVENT_PAGE_TEXT.declined}</AppAlert>
      ) : null}
      {isSignedIn ? <AttendeeOptIns event={event} eventKey={eventKey} /> : null}
      <ViewerTickets
        tickets={event.viewerTickets}
        eventKey={eventKey}
        canCancel={new Date(event.startDate).getTime() > openedAt}
        awaitingApproval={event.viewerAttendeeState === 'PENDING'}
      />
      <HostMessages eventId={event.eventId} isSignedIn={isSignedIn} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            <EventFacts event={event} />
            {event.showsDetails ? (
              <EventDetails event={event} />
            ) : event.previewOnly ? null : (
              <PrivateDetails />
            )}
            {showsGuestList ? <GuestList eventId={event.eventId} /> : null}
            {event.showsDetails ? (
              <EventComments eventId={event.eventId} isSignedIn={isSignedIn} onSignIn={signIn} />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md" className={classes.sidePanel}>
            {sharesLink ? <ReferralLink slug={event.slug} /> : null}
            {isSignedIn && event.viewerPermissions.includes('CanViewAttendees') ? (
              <SocialReach eventId={event.eventId} />
            ) : null}
            <div id={CHECKOUT_ANCHOR} tabIndex={-1} className={classes.checkoutAnchor}>
              {event.previewOnly ? (
                <PreviewTeaser onSignIn={signIn} />
              ) : (
                <CheckoutPanel
                  event={event}
                  isVisitor={!isSignedIn}
                  onSignIn={signIn}
                  eventKey={eventKey}
                  referralCode={search.ref}
                />
              )}
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
      <TicketBar event={event} aboveBottomNav={isSignedIn} />
    </Stack>
  );
}
