import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEXT } from '@/features/bookings/checkout-panel';
import { REFERRAL_LINK_TEXT } from '@/features/bookings/referral-link';
import { SHARE_TEXT } from '@/features/events/share-actions';
import { EventPage, EVENT_PAGE_TEXT } from '@/app/pages/event-page';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const ticket = (changes: Record<string, unknown> = {}) => ({
  eventTicketId: 't1',
  ticketType: 'General',
  price: 2500,
  currency: 'USD',
  color: '#3D1277',
  note: null,
  isActive: true,
  isFull: false,
  isRequiredApproval: false,
  isEnabledWishList: false,
  gratuityPercentage: 0,
  balance: null,
  ...changes,
});

const detail = (changes: Record<string, unknown> = {}) => ({
  eventId: '1',
  slug: 'rooftop-party',
  displayName: 'Rooftop Party',
  avatarUrl: '/cover.webp',
  startDate: '2026-12-13T05:00:00.000Z',
  endDate: '2026-12-13T09:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  city: 'Los Angeles',
  status: 'PUBLISHED',
  isFeatured: false,
  isListFull: false,
  distance: null,
  eventType: 'PARTY',
  description: 'A night out.',
  note: '',
  terms: null,
  ticketTermsPurchasePolicy: null,
  faqs: [],
  isPrivate: false,
  isAllInPricing: false,
  isExpired: false,
  ageLimit: null,
  minimumRepScore: null,
  location: null,
  previewOnly: false,
  showsDetails: true,
  goingCount: null,
  optIns: {
    privacyPolicy: null,
    musicEmbed: null,
    questionRequirements: false,
    guestList: false,
    guestCount: false,
    displayRepScore: false,
    qrPass: false,
    guestsInvitingOthers: false,
    socialAccountRequirements: [],
  },
  questions: [],
  createdBy: null,
  tickets: [ticket(), ticket({ eventTicketId: 't2', ticketType: 'VIP', price: 6000 })],
  viewerPermissions: [],
  viewerAttendeeState: 'NONE',
  viewerTickets: [],
  viewerPendingBookings: [],
  viewerWaitingList: [],
  ...changes,
});

const renderPage = () =>
  renderWithRouter(<EventPage slugOrId="rooftop-party" search={{}} onClearSearch={() => undefined} />);

describe('EventPage sharing', () => {
  it('offers a visitor Add to calendar and Share, and keeps the ticket button in a bar', async () => {
    mockGraphQL({ EventPage: () => ({ event: detail() }) });
    renderPage();
    expect(await screen.findByRole('button', { name: SHARE_TEXT.addToCalendar })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHARE_TEXT.share })).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: EVENT_PAGE_TEXT.ticketBar });
    expect(within(bar).getByText('From $25.00')).toBeInTheDocument();
    expect(within(bar).getByText('Sat, Dec 12, 9:00 PM')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: EVENT_PAGE_TEXT.chooseTickets }));
    // The checkout panel takes the focus (and is scrolled to).
    expect(document.activeElement?.id).toBe('event-checkout');
    expect(document.activeElement).toContainElement(
      screen.getByRole('heading', { name: CHECKOUT_TEXT.title }),
    );
  });

  it('says RSVP in the bar of a free event, and shows no bar once the event is over or cancelled', async () => {
    mockGraphQL({ EventPage: () => ({ event: detail({ tickets: [ticket({ price: 0 })] }) }) });
    const free = renderPage();
    const bar = await screen.findByRole('region', { name: EVENT_PAGE_TEXT.ticketBar });
    expect(within(bar).getByText('Free')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: EVENT_PAGE_TEXT.reserveSpot })).toBeInTheDocument();
    free.unmount();

    for (const changes of [{ isExpired: true }, { status: 'CANCELLED' }, { tickets: [] }]) {
      mockGraphQL({ EventPage: () => ({ event: detail(changes) }) });
      const view = renderPage();
      expect(await screen.findByRole('button', { name: SHARE_TEXT.share })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: EVENT_PAGE_TEXT.ticketBar })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('keeps the referral link for those who may share it, beside the plain Share', async () => {
    signInForTest();
    mockGraphQL({ EventPage: () => ({ event: detail() }) });
    const plain = renderPage();
    expect(await screen.findByRole('button', { name: SHARE_TEXT.share })).toBeInTheDocument();
    expect(screen.queryByText(REFERRAL_LINK_TEXT.title)).not.toBeInTheDocument();
    plain.unmount();

    mockGraphQL({
      EventPage: () => ({ event: detail({ viewerPermissions: ['CanShareEventLink'] }) }),
      MyReferralCode: () => ({ myReferralCode: 'ABCD2345' }),
    });
    renderPage();
    expect(await screen.findByText(REFERRAL_LINK_TEXT.title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHARE_TEXT.share })).toBeInTheDocument();
  });
});
