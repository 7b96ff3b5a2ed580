import { REFERRAL_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_TEXT } from '@/features/bookings/checkout-panel';
import { EventPage, EVENT_PAGE_TEXT } from '@/app/pages/event-page';
import { EVENT_DETAILS_TEXT } from '@/features/events/event-details';
import { EVENTS_PAGE_TEXT, EventsPage } from '@/features/events/events-page';
import { REFERRAL_LINK_TEXT } from '@/features/bookings/referral-link';
import { validateEventPageSearch } from '@/features/events/search-params';
import { currentWeekBounds, formatEventDate, priceFrom } from '@/lib/format';
import { SEARCH_PAGE_TEXT, SearchPage } from '@/app/pages/search-page';
import { VIEWER_TICKETS_TEXT } from '@/features/bookings/viewer-tickets';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const card = (id: string, changes: Record<string, unknown> = {}) => ({
  eventId: id,
  slug: `event-${id}`,
  displayName: `Event ${id}`,
  avatarUrl: '/cover.webp',
  startDate: '2026-06-06T03:00:00.000Z',
  endDate: '2026-06-06T07:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  city: 'Los Angeles',
  status: 'PUBLISHED',
  isFeatured: false,
  isListFull: false,
  distance: null,
  tickets: [{ eventTicketId: `t-${id}`, price: 2500, currency: 'USD', isActive: true }],
  ...changes,
});

const page = (nodes: unknown[], endCursor: string | null) => ({
  pageInfo: { hasNextPage: endCursor !== null, endCursor },
  edges: nodes.map((node, index) => ({ cursor: `c${index}`, node })),
});

describe('format', () => {
  it("shows 'MMM D, yyyy h:mm A' in the event's zone, prices from cents, and the viewer's week", () => {
    expect(formatEventDate('2026-06-06T03:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Jun 5, 2026 8:00 PM PDT',
    );
    expect(priceFrom([{ price: 0, currency: 'USD', isActive: true }])).toBe('Free');
    expect(
      priceFrom([
        { price: 4500, currency: 'USD', isActive: true },
        { price: 2500, currency: 'USD', isActive: true },
        { price: 100, currency: 'USD', isActive: false },
      ]),
    ).toBe('From $25.00');
    // The all-in price (fees, tax, preset gratuity: decision 115) is what the card shows.
    expect(priceFrom([{ price: 5500, allInPrice: 7100, currency: 'USD', isActive: true }])).toBe(
      '$71.00 incl. fees',
    );
    const { startsAfter, startsBefore } = currentWeekBounds(new Date(2026, 5, 4, 15, 30));
    expect(new Date(startsAfter)).toEqual(new Date(2026, 5, 1));
    expect(new Date(startsBefore)).toEqual(new Date(2026, 5, 8));
  });
});

describe('EventsPage', () => {
  it('explore lists cards with city fallback, featured badge and Load more with the cursor', async () => {
    signInForTest();
    const api = mockGraphQL({
      SearchEvents: ({ after }) => ({
        searchEvents: after
          ? page([card('3')], null)
          : page([card('1', { isFeatured: true, city: null }), card('2')], 'cursor-1'),
      }),
    });
    renderWithRouter(<EventsPage tab="explore" onTabChange={() => undefined} />);
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('Unknown City')).toBeInTheDocument();
    expect(screen.getAllByText('Jun 5, 2026 8:00 PM PDT')).toHaveLength(2);
    expect(api.named('SearchEvents')[0]?.variables).toEqual({ criteria: {}, first: 10, after: null });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Event 3')).toBeInTheDocument();
    expect(api.named('SearchEvents')[1]?.variables.after).toBe('cursor-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('this-week sends the bounds of the week and shows the empty state', async () => {
    signInForTest();
    const api = mockGraphQL({ SearchEvents: () => ({ searchEvents: page([], null) }) });
    renderWithRouter(<EventsPage tab="this-week" onTabChange={() => undefined} />);
    expect(await screen.findByText(EVENTS_PAGE_TEXT.weekEmptyTitle)).toBeInTheDocument();
    expect(api.named('SearchEvents')[0]?.variables.criteria).toEqual(currentWeekBounds());
  });

  it('my-events shows the tickets held and a link to them', async () => {
    signInForTest();
    mockGraphQL({
      MyEvents: ({ when }) => ({
        myEvents: page(
          when === 'UPCOMING'
            ? [
                card('1', {
                  viewerAttendeeState: 'APPROVED',
                  viewerTickets: [{ ticketId: 'a' }, { ticketId: 'b' }],
                }),
              ]
            : [],
          null,
        ),
      }),
    });
    renderWithRouter(<EventsPage tab="my-events" onTabChange={() => undefined} />);
    expect(await screen.findByText('2 tickets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your tickets' })).toHaveAttribute(
      'href',
      '/events/event-1#your-tickets',
    );
    fireEvent.click(screen.getByText(EVENTS_PAGE_TEXT.past));
    expect(await screen.findByText(EVENTS_PAGE_TEXT.myPastEmptyText)).toBeInTheDocument();
  });

  it('near-me asks for the location, and falls back to Los Angeles when it is refused', async () => {
    signInForTest();
    const api = mockGraphQL({
      SearchEvents: () => ({ searchEvents: page([card('1', { distance: 3.24 })], null) }),
    });
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderWithRouter(<EventsPage tab="near-me" onTabChange={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Location access is blocked/)).toBeInTheDocument();
    expect(await screen.findByText('Los Angeles · 3.2 mi away')).toBeInTheDocument();
    expect(api.named('SearchEvents')[0]?.variables.criteria).toEqual({
      near: { latitude: 34.0522, longitude: -118.2437, radius: 50, unit: 'mi' },
    });
    vi.unstubAllGlobals();
  });
});

describe('SearchPage', () => {
  it('prompts without a keyword and searches the trimmed one', async () => {
    signInForTest();
    const api = mockGraphQL({
      SearchEvents: () => ({ searchEvents: page([card('1')], null) }),
      UserSearch: () => ({ searchUsers: { totalCount: 0, nodes: [] } }),
    });
    const view = renderWithRouter(<SearchPage keyword="   " onSearch={() => undefined} />);
    expect(await screen.findByText(SEARCH_PAGE_TEXT.prompt)).toBeInTheDocument();
    expect(api.named('SearchEvents')).toHaveLength(0);
    view.unmount();
    renderWithRouter(<SearchPage keyword="  jazz " onSearch={() => undefined} />);
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
    expect(screen.getByText(SEARCH_PAGE_TEXT.peopleEmpty)).toBeInTheDocument();
    expect(api.named('SearchEvents')[0]?.variables.criteria).toEqual({ keyword: 'jazz' });
  });
});

const detail = (changes: Record<string, unknown> = {}) => ({
  ...card('1'),
  eventType: 'PARTY',
  description: 'A night out.',
  note: 'Doors at 8.',
  terms: null,
  ticketTermsPurchasePolicy: null,
  faqs: [{ question: 'Parking?', answer: 'Street only.' }],
  isPrivate: false,
  isAllInPricing: false,
  isExpired: false,
  ageLimit: null,
  minimumRepScore: null,
  location: {
    address: '1 Main St',
    latitude: 34.05,
    longitude: -118.24,
    isOnlyVisibleToApprovedAttendees: false,
  },
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
  createdBy: { userId: 'h', name: 'Hana Host', userName: 'hana', avatarUrl: null },
  tickets: [
    {
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
      viewerOnWishList: false,
      isSpecialGuest: false,
      additionalGuests: 0,
      optInShowTicketAmount: true,
      gratuityPercentage: 0,
      balance: { availableAmount: 5, limitedAmount: 10 },
    },
  ],
  viewerPermissions: [],
  viewerAttendeeState: 'NONE',
  viewerTickets: [],
  viewerPendingBookings: [],
  viewerWaitingList: [],
  ...changes,
});

/** What the server answers a private event's outsider: the details and the place null or empty (108). */
const PRIVATE_OUTSIDER = {
  isPrivate: true,
  showsDetails: false,
  description: null,
  note: null,
  terms: null,
  ticketTermsPurchasePolicy: null,
  faqs: [],
  city: null,
  location: null,
  questions: [],
  tickets: [],
};

const COST = {
  subTotal: 5000,
  serviceFee: 598,
  processingFee: 180,
  totalTaxes: 0,
  totalGratuity: 0,
  total: 5778,
  isAllInPricing: false,
};

describe('EventPage', () => {
  it('shows the event, the cost breakdown and sends the purchase', async () => {
    signInForTest();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockGraphQL({
      EventPage: () => ({ event: detail() }),
      CalculateTicketCost: () => ({ calculateTicketCost: COST }),
      PurchaseTickets: () => ({
        purchaseTickets: {
          paymentUrl: '/api/sandbox/checkout/x',
          booking: { transactionId: 'tx', status: 'PENDING' },
        },
      }),
    });
    renderWithRouter(<EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Event 1', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Hana Host')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=34.05%2C-118.24',
    );
    expect(screen.getByText('5 left')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Quantity of General'), { target: { value: '2' } });
    expect(await screen.findByText('$57.78')).toBeInTheDocument();
    expect(api.named('CalculateTicketCost').at(-1)?.variables).toEqual({
      eventId: '1',
      items: [{ eventTicketId: 't1', quantity: 2 }],
      referralCode: null,
    });
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.checkout }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/checkout/x'));
    expect(api.named('PurchaseTickets')[0]?.variables).toEqual({
      input: {
        eventId: '1',
        items: [{ eventTicketId: 't1', quantity: 2 }],
        referralCode: null,
        answers: [],
        acceptWaiver: null,
        giftRecipientEmail: null,
      },
    });
    vi.unstubAllGlobals();
  });

  it('sends the tickets as a gift to the email given', async () => {
    signInForTest();
    const api = mockGraphQL({
      EventPage: () => ({ event: detail() }),
      CalculateTicketCost: () => ({ calculateTicketCost: COST }),
      PurchaseTickets: () => ({
        purchaseTickets: { paymentUrl: null, booking: { transactionId: 'tx', status: 'COMPLETED' } },
      }),
    });
    renderWithRouter(<EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('Quantity of General'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText(CHECKOUT_TEXT.gift));
    fireEvent.change(screen.getByLabelText(new RegExp(CHECKOUT_TEXT.giftEmail)), {
      target: { value: ' friend@example.com ' },
    });
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.checkout }));
    await waitFor(() => expect(api.named('PurchaseTickets')).toHaveLength(1));
    expect(api.named('PurchaseTickets')[0]?.variables).toMatchObject({
      input: { items: [{ eventTicketId: 't1', quantity: 1 }], giftRecipientEmail: 'friend@example.com' },
    });
  });

  it('cancels a booking of the viewer after a confirmation', async () => {
    signInForTest();
    const ticket = (id: string) => ({
      ticketId: id,
      ticketType: 'General',
      status: 'ACTIVE',
      shareState: 'DEFAULT',
      qrCode: null,
      isShareable: true,
      eventTicketId: 't1',
      transactionId: 'tx-9',
      parentTicketId: null,
    });
    const api = mockGraphQL({
      EventPage: () => ({
        event: detail({ startDate: '2099-06-06T03:00:00.000Z', viewerTickets: [ticket('a'), ticket('b')] }),
      }),
      RefundBooking: () => ({ refundBooking: { transactionId: 'tx-9', status: 'REFUNDED' } }),
    });
    renderWithRouter(<EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: VIEWER_TICKETS_TEXT.cancel }));
    expect(await screen.findByText(VIEWER_TICKETS_TEXT.cancelText(2))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: VIEWER_TICKETS_TEXT.cancelConfirm }));
    await waitFor(() => expect(api.named('RefundBooking')[0]?.variables).toEqual({ transactionId: 'tx-9' }));
  });

  it("shows a booking waiting for approval as a request: no QR code, no Share, no 'You are going!'", async () => {
    signInForTest();
    mockGraphQL({
      EventPage: () => ({
        event: detail({
          startDate: '2099-06-06T03:00:00.000Z',
          viewerAttendeeState: 'PENDING',
          viewerTickets: [
            {
              ticketId: 'a',
              ticketType: 'VIP',
              status: 'ACTIVE',
              shareState: 'DEFAULT',
              qrCode: null,
              isShareable: false,
              eventTicketId: 't1',
              transactionId: 'tx-9',
              parentTicketId: null,
            },
          ],
        }),
      }),
    });
    renderWithRouter(<EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />);
    expect(
      await screen.findByRole('heading', { name: `${VIEWER_TICKETS_TEXT.requestTitle} (1)` }),
    ).toBeInTheDocument();
    expect(screen.getByText(VIEWER_TICKETS_TEXT.awaiting)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VIEWER_TICKETS_TEXT.share })).not.toBeInTheDocument();
    expect(screen.queryByText(VIEWER_TICKETS_TEXT.qrHidden)).not.toBeInTheDocument();
    expect(screen.queryByText(/You are going/)).not.toBeInTheDocument();
  });

  it('offers the waiting list when sold out, and a waiting-list offer to claim', async () => {
    signInForTest();
    const full = detail({
      viewerAttendeeState: 'PENDING',
      tickets: [{ ...detail().tickets[0], isFull: true, balance: null }],
      viewerPendingBookings: [
        {
          transactionId: 'offer',
          status: 'PENDING',
          isWaitingListOffer: true,
          expiresAt: '2026-06-01T19:00:00.000Z',
          totalPrice: 2889,
          currency: 'USD',
          quantity: 1,
          items: [{ eventTicketId: 't1', quantity: 1 }],
        },
      ],
    });
    const api = mockGraphQL({
      EventPage: () => ({ event: full }),
      JoinWaitingList: () => ({ joinWaitingList: { waitingListEntryId: 'w', status: 'WAITING' } }),
    });
    renderWithRouter(<EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />);
    expect(await screen.findByText(CHECKOUT_TEXT.soldOut)).toBeInTheDocument();
    expect(screen.getByText(EVENT_PAGE_TEXT.pending)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHECKOUT_TEXT.claimOffer })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.joinWaitingList }));
    await waitFor(() =>
      expect(api.named('JoinWaitingList')[0]?.variables).toEqual({ eventTicketId: 't1', quantity: 1 }),
    );
  });

  it('shows a visitor the public page with a sign-in button instead of checkout', async () => {
    mockGraphQL({ EventPage: () => ({ event: detail() }) });
    renderWithRouter(<EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />);
    expect(await screen.findByRole('button', { name: CHECKOUT_TEXT.signInToBook })).toBeInTheDocument();
    expect(screen.queryByLabelText('Quantity of General')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.signInToBook }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to RepClub' })).toBeInTheDocument();
  });

  it("shows a private event's outsider the title and date, a private note, and no empty details (docs/decisions/108)", async () => {
    signInForTest();
    const api = mockGraphQL({ EventPage: () => ({ event: detail(PRIVATE_OUTSIDER) }) });
    renderWithRouter(<EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Event 1', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(EVENT_DETAILS_TEXT.privateTitle)).toBeInTheDocument();
    expect(screen.getByText(EVENT_DETAILS_TEXT.privateText)).toBeInTheDocument();
    expect(screen.getByText(EVENT_DETAILS_TEXT.when)).toBeInTheDocument();
    for (const absent of [
      EVENT_DETAILS_TEXT.about,
      EVENT_DETAILS_TEXT.where,
      EVENT_DETAILS_TEXT.addressHidden,
      'Unknown City',
    ])
      expect(screen.queryByText(absent)).not.toBeInTheDocument();
    expect(api.named('EventComments')).toHaveLength(0);
  });

  it("shows a visitor a private event's note (public preview on: no teaser) and the sign-in button", async () => {
    mockGraphQL({ EventPage: () => ({ event: detail(PRIVATE_OUTSIDER) }) });
    renderWithRouter(<EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />);
    expect(await screen.findByText(EVENT_DETAILS_TEXT.privateText)).toBeInTheDocument();
    expect(screen.queryByText(EVENT_DETAILS_TEXT.about)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHECKOUT_TEXT.signInToBook })).toBeInTheDocument();
  });

  it('prefills the referral code of the link (?ref=) and sends it with the cost and the purchase', async () => {
    expect(validateEventPageSearch({ ref: ' abcd2345 ', checkout: 'tx' })).toEqual({
      ref: 'ABCD2345',
      checkout: 'tx',
    });
    expect(validateEventPageSearch({ ref: 23456789 })).toEqual({ ref: '23456789' });
    expect(validateEventPageSearch({ ref: '  ' })).toEqual({});
    signInForTest();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockGraphQL({
      EventPage: () => ({ event: detail() }),
      CalculateTicketCost: () => ({ calculateTicketCost: COST }),
      PurchaseTickets: () => ({
        purchaseTickets: { paymentUrl: '/pay', booking: { transactionId: 'tx', status: 'PENDING' } },
      }),
    });
    renderWithRouter(
      <EventPage slugOrId="event-1" search={{ ref: 'ABCD2345' }} onClearSearch={() => undefined} />,
    );
    expect(await screen.findByLabelText(CHECKOUT_TEXT.referralCode)).toHaveValue('ABCD2345');
    fireEvent.change(screen.getByLabelText('Quantity of General'), { target: { value: '1' } });
    expect(await screen.findByText('$57.78')).toBeInTheDocument();
    expect(api.named('CalculateTicketCost').at(-1)?.variables).toMatchObject({ referralCode: 'ABCD2345' });
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.checkout }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay'));
    expect(api.named('PurchaseTickets')[0]?.variables).toMatchObject({
      input: { referralCode: 'ABCD2345' },
    });
    // No referral link for a buyer who is not in the team.
    expect(screen.queryByText(REFERRAL_LINK_TEXT.title)).not.toBeInTheDocument();
    expect(api.named('MyReferralCode')).toHaveLength(0);
    vi.unstubAllGlobals();
  });

  it("shows the server's message on the referral field when the code is not valid", async () => {
    signInForTest();
    mockGraphQL({
      EventPage: () => ({ event: detail() }),
      CalculateTicketCost: ({ referralCode }) => {
        if (referralCode) throw new Error(REFERRAL_MESSAGES.codeInvalid);
        return { calculateTicketCost: COST };
      },
    });
    renderWithRouter(
      <EventPage slugOrId="event-1" search={{ ref: 'NOPE' }} onClearSearch={() => undefined} />,
    );
    fireEvent.change(await screen.findByLabelText('Quantity of General'), { target: { value: '1' } });
    expect(await screen.findByText(REFERRAL_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(CHECKOUT_TEXT.referralCode)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(CHECKOUT_TEXT.referralFix)).toBeInTheDocument();
    // Clearing the code brings the total back.
    fireEvent.change(screen.getByLabelText(CHECKOUT_TEXT.referralCode), { target: { value: '' } });
    expect(await screen.findByText('$57.78')).toBeInTheDocument();
    expect(screen.queryByText(REFERRAL_MESSAGES.codeInvalid)).not.toBeInTheDocument();
  });

  it('sends the referral code of the link with an RSVP', async () => {
    signInForTest();
    const free = detail({ tickets: [{ ...detail().tickets[0], price: 0 }] });
    const api = mockGraphQL({
      EventPage: () => ({ event: free }),
      RsvpEvent: () => ({ rsvpEvent: { transactionId: 'tx', status: 'COMPLETED' } }),
    });
    renderWithRouter(
      <EventPage slugOrId="event-1" search={{ ref: 'ABCD2345' }} onClearSearch={() => undefined} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.rsvp }));
    await waitFor(() =>
      expect(api.named('RsvpEvent')[0]?.variables).toMatchObject({ input: { referralCode: 'ABCD2345' } }),
    );
  });

  it('shows an RSVP already made instead of offering it again: going, or requested while awaiting approval', async () => {
    signInForTest();
    const ticket = {
      ticketId: 't1',
      ticketType: 'General',
      status: 'ACTIVE',
      shareState: 'DEFAULT',
      qrCode: null,
      isShareable: true,
      eventTicketId: detail().tickets[0]!.eventTicketId,
      transactionId: 'tx',
      parentTicketId: null,
    };
    const going = detail({
      tickets: [{ ...detail().tickets[0], price: 0 }],
      viewerAttendeeState: 'APPROVED',
      viewerTickets: [ticket],
    });
    mockGraphQL({ EventPage: () => ({ event: going }) });
    const { unmount } = renderWithRouter(
      <EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />,
    );
    expect(await screen.findByRole('button', { name: CHECKOUT_TEXT.rsvpGoing })).toBeDisabled();
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXT.rsvp })).not.toBeInTheDocument();
    unmount();

    mockGraphQL({ EventPage: () => ({ event: { ...going, viewerAttendeeState: 'PENDING' } }) });
    renderWithRouter(<EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />);
    expect(await screen.findByRole('button', { name: CHECKOUT_TEXT.rsvpRequested })).toBeDisabled();
    expect(screen.getByText(CHECKOUT_TEXT.rsvpRequestedHelp)).toBeInTheDocument();
  });

  it('gives a team member who may share the event their referral link, with a copy button', async () => {
    signInForTest();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const api = mockGraphQL({
      EventPage: () => ({ event: detail({ viewerPermissions: ['CanShareEventLink', 'CanAddGuest'] }) }),
      MyReferralCode: () => ({ myReferralCode: 'ABCD2345' }),
    });
    renderWithRouter(<EventPage slugOrId="event-1" search={{}} onClearSearch={() => undefined} />);
    const link = `${window.location.origin}/events/event-1?ref=ABCD2345`;
    expect(await screen.findByLabelText(REFERRAL_LINK_TEXT.label)).toHaveValue(link);
    expect(screen.getByText(REFERRAL_LINK_TEXT.title)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: REFERRAL_LINK_TEXT.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(api.named('MyReferralCode')).toHaveLength(1);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  });

  it('answers NOT_FOUND with the not-found view', async () => {
    signInForTest();
    mockGraphQL({});
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            data: null,
            errors: [{ message: 'Event not found.', extensions: { code: 'NOT_FOUND' } }],
          }),
          {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<EventPage slugOrId="nope" search={{}} onClearSearch={() => undefined} />);
    expect(await screen.findByText(EVENT_PAGE_TEXT.notFoundTitle)).toBeInTheDocument();
  });
});
