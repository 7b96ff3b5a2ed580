import { Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { routes } from '@repclub/shared';
import { useState } from 'react';
import { openAuthModal } from '@/features/auth/auth-modal';
import { CheckoutPanel } from '@/features/bookings/checkout-panel';
import {
  CheckoutReturnAlert,
  ClaimSignInPrompt,
  useCheckoutReturn,
} from '@/features/bookings/checkout-return';
import { ReferralLink } from '@/features/bookings/referral-link';
import { ViewerTickets } from '@/features/bookings/viewer-tickets';
import { EventComments } from '@/features/conversations/comments/event-comments';
import { HostMessages } from '@/features/conversations/messages/host-messages';
import { AttendeeOptIns } from '@/features/bookings/opt-ins/attendee-opt-ins';
import { GuestList } from '@/features/bookings/opt-ins/guest-list';
import { MusicEmbed } from '@/features/bookings/opt-ins/music-embed';
import { OPT_INS_TEXT } from '@/features/bookings/opt-ins/opt-ins-text';
import { PreviewTeaser } from '@/features/bookings/opt-ins/preview-teaser';
import { SocialReach } from '@/features/bookings/opt-ins/social-reach';
import { type EventDetail, eventQueryKey, useEventPage } from '@/features/events/api/queries';
import { EventDetails, EventFacts, EventHeader, PrivateDetails } from '@/features/events/event-details';
import classes from '@/features/events/events.module.css';
import type { EventPageSearch } from '@/features/events/search-params';
import { useBreadcrumbLabel } from '@/lib/breadcrumb-labels';
import { priceFrom } from '@/lib/format';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { useSession, useViewerId } from '@/lib/session';
import { formatShortStart } from '@/lib/short-date';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, NotFoundState } from '@/ui/load-state';
import { MobileActionBar } from '@/ui/mobile-action-bar';
import { usePathLinkProps } from '@/ui/path-link';

export const EVENT_PAGE_TEXT = {
  loading: 'Loading event',
  notFoundTitle: 'Event not found',
  notFoundText: 'This event does not exist, or it is not open to you.',
  explore: 'Explore events',
  pending:
    "Your booking is waiting for the host's approval. Your tickets become valid once the host approves you.",
  declined: 'The host declined your booking for this event.',
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
  const { notice, dismiss } = useCheckoutReturn(search, onClearSearch, eventKey);
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
      <CheckoutReturnAlert notice={notice} onDismiss={dismiss} />
      {claimWaiting ? <ClaimSignInPrompt onSignIn={signIn} /> : null}
      <EventHeader event={event} goingText={OPT_INS_TEXT.going} />
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
              <EventDetails
                event={event}
                music={event.optIns.musicEmbed?.url ? <MusicEmbed url={event.optIns.musicEmbed.url} /> : null}
              />
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
