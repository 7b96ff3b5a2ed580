import { EVENT_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validateEditorSearch } from '@/features/events/host/editor-search';
import { ACTIONS_TEXT } from '@/features/events/host/event-actions';
import { EDITOR_TEXT, EventEditor } from '@/features/events/host/event-editor';
import {
  applyStartRule,
  emptyEventForm,
  eventFormResolver,
  slugify,
  toEventInput,
} from '@/features/events/host/event-form';
import { HOST_EVENTS_TEXT, HostEventsPage } from '@/features/events/host/host-events-page';
import { OPT_IN_FLAG_HELP, SETTINGS_TEXT } from '@/features/events/host/settings-tab';
import { centsToDollars, dollarsToCents, PRICE_DOLLARS_INVALID } from '@/features/events/host/ticket-form';
import { TICKETS_TEXT } from '@/features/events/host/tickets-tab';
import { joinInZone, splitInZone } from '@/features/events/host/zoned-date-time';
import { getErrorMessage } from '@/lib/error-message';
import { editorEvent, ticket } from '@/test/fixtures/editor-event';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const toasts = vi.hoisted(() => ({ errors: [] as unknown[], successes: [] as string[] }));
vi.mock('@/ui/toast', () => ({
  notifySuccess: (message: string) => {
    toasts.successes.push(message);
    return 'toast';
  },
  notifyError: (error: unknown) => {
    toasts.errors.push(error);
    return 'toast';
  },
}));
const lastError = () => getErrorMessage(toasts.errors.at(-1));

// Mantine's autosizing textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const cost = {
  subTotal: 2500,
  serviceFee: 224,
  processingFee: 110,
  totalTaxes: 0,
  totalGratuity: 0,
  total: 2834,
  hostBalance: 2500,
  isAllInPricing: false,
};

const WAIVER_URL = 'http://localhost/api/media/events/user-1/abc.pdf?v=1700000000000';
const pdfFile = (name = 'waiver.pdf', text = '%PDF-1.4\n%%EOF\n') =>
  new File([text], name, { type: 'application/pdf' });

/** A file's text (jsdom's File has no `text()`). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/**
 * Answers POST /api/media/event-waiver like the server: a file starting with `%PDF-` → `{ url }`, anything
 * else → 400 'Upload a PDF file.'. Other requests go to the GraphQL stub. Returns the uploaded files.
 */
function stubWaiverUpload(fetchMock: ReturnType<typeof mockGraphQL>['fetchMock']) {
  const graphql = fetchMock.getMockImplementation()!;
  const uploads: File[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/api/media/event-waiver')) return graphql(input, init);
    const file = (init?.body as FormData).get('file') as File;
    uploads.push(file);
    const isPdf = (await readText(file)).startsWith('%PDF-');
    const body = isPdf
      ? { url: WAIVER_URL }
      : { error: { code: 'BAD_USER_INPUT', message: 'Upload a PDF file.', field: 'file' } };
    return new Response(JSON.stringify(body), {
      status: isPdf ? 200 : 400,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return uploads;
}

const waiverInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"][accept="application/pdf"]')!;

describe('event form', () => {
  it('derives the link from the name, applies the start rule and converts dollars to cents', () => {
    expect(slugify('  Summer Rooftop Party! 2030 ')).toBe('summer-rooftop-party-2030');
    expect(slugify('Café Über')).toBe('cafe-uber');
    const now = new Date('2030-01-01T10:07:00.000Z');
    // A start in the past moves to the next quarter hour; the end moves with it and the hour is kept.
    expect(
      applyStartRule(
        '2029-12-31T10:00:00.000Z',
        { startDate: '2029-12-31T10:00:00.000Z', endDate: '2029-12-31T11:00:00.000Z' },
        now,
      ),
    ).toEqual({
      startDate: '2030-01-01T10:30:00.000Z',
      endDate: '2030-01-01T11:30:00.000Z',
    });
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('25')).toBe(2500);
    expect(dollarsToCents('0.5')).toBe(50);
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('-3')).toBeNull();
    expect(centsToDollars(1999)).toBe('19.99');
    expect(centsToDollars(0)).toBe('0');
    expect(splitInZone('2030-06-06T02:00:00.000Z', 'America/Los_Angeles')).toEqual({
      date: '2030-06-05',
      time: '19:00',
    });
    expect(joinInZone('2030-06-05', '19:00', 'America/Los_Angeles')).toBe('2030-06-06T02:00:00.000Z');
    expect(validateEditorSearch({ tab: 'guest' })).toEqual({ tab: 'guest' });
    expect(validateEditorSearch({ tab: 'rep-clubs' })).toEqual({ tab: 'rep-clubs' });
    expect(validateEditorSearch({ tab: 'offers' })).toEqual({ tab: 'info' });
  });

  it('checks the API input with the shared schema and puts its messages on the fields', async () => {
    const values = { ...emptyEventForm(), radiusActive: true, radius: 5000 as const, waiverEnabled: true };
    const result = await eventFormResolver()(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as Record<string, { message: string }>;
    expect(errors.displayName?.message).toBe(EVENT_MESSAGES.displayNameRequired);
    expect(errors.slug?.message).toBe(EVENT_MESSAGES.slugRequired);
    expect(errors.avatarUrl?.message).toBe(EVENT_MESSAGES.avatarUrlRequired);
    expect(errors.address?.message).toBe(EVENT_MESSAGES.addressRequired);
    expect(errors.radius?.message).toBe('Enter a number greater than 0 and at most 1000.');
    expect(errors.waiverTitle?.message).toBe(EVENT_MESSAGES.privacyPolicyTitleRequired);
    const input = toEventInput({ ...emptyEventForm(), address: ' ', ageLimit: '' });
    expect(input.location).toBeNull();
    expect(input.ageLimit).toBeNull();
    expect(input.optIns?.privacyPolicy).toBeNull();
  });
});

describe('HostEventsPage', () => {
  it('lists the events with status badges and edit links, and shows the empty state', async () => {
    signInForTest();
    const node = (id: string, changes: Record<string, unknown>) => ({
      eventId: id,
      slug: `event-${id}`,
      displayName: `Event ${id}`,
      avatarUrl: '/cover.webp',
      startDate: '2030-06-06T02:00:00.000Z',
      endDate: '2030-06-06T06:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      city: 'Los Angeles',
      status: 'PUBLISHED',
      isExpired: false,
      isPrivate: false,
      isListed: true,
      totalAvailableTickets: 12,
      viewerPermissions: ['CanEditEvent'],
      ...changes,
    });
    mockGraphQL({
      MyCreatedEvents: () => ({
        myCreatedEvents: {
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: [
            { cursor: 'a', node: node('1', { status: 'DRAFT' }) },
            { cursor: 'b', node: node('2', {}) },
            { cursor: 'c', node: node('3', { status: 'CANCELLED', viewerPermissions: [] }) },
          ],
        },
      }),
    });
    const view = renderWithRouter(<HostEventsPage />);
    expect(await screen.findByText('Event 1')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HOST_EVENTS_TEXT.edit('Event 1') })).toHaveAttribute(
      'href',
      '/events/edit/1',
    );
    expect(screen.queryByRole('link', { name: HOST_EVENTS_TEXT.edit('Event 3') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event 2' })).toHaveAttribute('href', '/rep-club/events/2');
    view.unmount();

    mockGraphQL({
      MyCreatedEvents: () => ({
        myCreatedEvents: { pageInfo: { hasNextPage: false, endCursor: null }, edges: [] },
      }),
    });
    renderWithRouter(<HostEventsPage />);
    expect(await screen.findByText(HOST_EVENTS_TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HOST_EVENTS_TEXT.create })).toHaveAttribute(
      'href',
      '/rep-club/events/create?tab=info',
    );
  });
});

describe('EventEditor', () => {
  it('create: the link follows the name until edited, and Save shows the shared messages', async () => {
    signInForTest();
    const api = mockGraphQL({});
    renderWithRouter(<EventEditor tab="info" onTabChange={() => undefined} />);
    const name = await screen.findByRole('textbox', { name: 'Event name' });
    fireEvent.change(name, { target: { value: 'Jazz on the Pier' } });
    expect(screen.getByRole('textbox', { name: 'Event link' })).toHaveValue('jazz-on-the-pier');
    fireEvent.change(screen.getByRole('textbox', { name: 'Event link' }), { target: { value: 'my-jazz' } });
    fireEvent.change(name, { target: { value: 'Jazz on the Pier 2' } });
    expect(screen.getByRole('textbox', { name: 'Event link' })).toHaveValue('my-jazz');
    fireEvent.click(screen.getByRole('button', { name: EDITOR_TEXT.saveDraft }));
    expect(await screen.findByText(EVENT_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(screen.getByText(EVENT_MESSAGES.avatarUrlRequired)).toBeInTheDocument();
    expect(api.named('CreateEvent')).toHaveLength(0);
  });

  it("works in the venue's time zone: coordinates set the zone and keep the wall-clock times", async () => {
    signInForTest();
    const api = mockGraphQL({
      // The browser is in Los Angeles (the form starts there); the venue is in New York.
      EditorEvent: () => ({ event: { ...editorEvent(), location: null } }),
      TimeZoneAt: ({ latitude }) => ({
        timeZoneAt: Number(latitude) > 40 ? 'America/New_York' : 'America/Los_Angeles',
      }),
      UpdateEvent: () => ({ updateEvent: { eventId: 'ev-1', slug: 'rooftop-party' } }),
    });
    renderWithRouter(<EventEditor eventId="ev-1" tab="info" onTabChange={() => undefined} />);
    await screen.findByRole('textbox', { name: 'Event name' });
    const zone = screen.getAllByLabelText('Time zone').find((el) => el.tagName === 'INPUT')!;
    expect(zone).toHaveValue('America/Los_Angeles');
    const before = splitInZone('2030-06-06T02:00:00.000Z', 'America/Los_Angeles');
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '40.7484' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-73.9857' } });
    await waitFor(() => expect(zone).toHaveValue('America/New_York'), { timeout: 3000 });
    expect(zone).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: EDITOR_TEXT.saveChanges }));
    await waitFor(() => expect(api.named('UpdateEvent')).toHaveLength(1));
    const input = api.named('UpdateEvent')[0]?.variables.input as Record<string, unknown>;
    // 7:00 PM typed in the editor stays 7:00 PM, now at the venue.
    expect(input.timeZone).toBe('America/New_York');
    expect(input.startDate).toBe(joinInZone(before.date, before.time, 'America/New_York'));
  }, 20_000);

  it('a zone picked by hand keeps the wall-clock times typed (decision 111)', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({ event: { ...editorEvent(), location: null } }),
      UpdateEvent: () => ({ updateEvent: { eventId: 'ev-1', slug: 'rooftop-party' } }),
    });
    renderWithRouter(<EventEditor eventId="ev-1" tab="info" onTabChange={() => undefined} />);
    await screen.findByRole('textbox', { name: 'Event name' });
    const zone = screen.getAllByLabelText('Time zone').find((el) => el.tagName === 'INPUT')!;
    expect(zone).toHaveValue('America/Los_Angeles');
    const before = splitInZone('2030-06-06T02:00:00.000Z', 'America/Los_Angeles');
    await userEvent.click(zone);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'New_Yo');
    await userEvent.click(await screen.findByRole('option', { name: 'America/New_York' }));
    await waitFor(() => expect(zone).toHaveValue('America/New_York'));
    fireEvent.click(screen.getByRole('button', { name: EDITOR_TEXT.saveChanges }));
    await waitFor(() => expect(api.named('UpdateEvent')).toHaveLength(1));
    const input = api.named('UpdateEvent')[0]?.variables.input as Record<string, unknown>;
    expect(input.timeZone).toBe('America/New_York');
    expect(input.startDate).toBe(joinInZone(before.date, before.time, 'America/New_York'));
  }, 20_000);

  it('tabs other than info and settings wait for the first save', async () => {
    signInForTest();
    mockGraphQL({});
    renderWithRouter(<EventEditor tab="guest" onTabChange={() => undefined} />);
    expect(await screen.findByText(EDITOR_TEXT.saveFirst)).toBeInTheDocument();
  });

  it('edit: saves the changed event and shows a taken link on its field', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({ event: editorEvent() }),
      UpdateEvent: ({ input }) => {
        if ((input as { slug: string }).slug === 'taken-link') throw new Error(EVENT_MESSAGES.slugTaken);
        return { updateEvent: { eventId: 'ev-1', slug: 'rooftop-party' } };
      },
    });
    renderWithRouter(<EventEditor eventId="ev-1" tab="info" onTabChange={() => undefined} />);
    const name = await screen.findByRole('textbox', { name: 'Event name' });
    expect(name).toHaveValue('Rooftop Party');
    fireEvent.change(name, { target: { value: 'Rooftop Party Deluxe' } });
    // An edited event keeps its link.
    expect(screen.getByRole('textbox', { name: 'Event link' })).toHaveValue('rooftop-party');
    fireEvent.click(screen.getByRole('button', { name: EDITOR_TEXT.saveChanges }));
    await waitFor(() => expect(api.named('UpdateEvent')).toHaveLength(1));
    const input = api.named('UpdateEvent')[0]?.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({
      displayName: 'Rooftop Party Deluxe',
      slug: 'rooftop-party',
      startDate: '2030-06-06T02:00:00.000Z',
      ageLimit: 21,
      location: { address: '1 Main St', latitude: 34.05, longitude: -118.24 },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Event link' }), {
      target: { value: 'taken-link' },
    });
    fireEvent.click(screen.getByRole('button', { name: EDITOR_TEXT.saveChanges }));
    expect(await screen.findByText(EVENT_MESSAGES.slugTaken)).toBeInTheDocument();
  });

  it('tickets: adds a ticket type in cents with the buyer-pays preview, shows a refused delete', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({ event: editorEvent() }),
      SimulateTicketCost: () => ({ simulateTicketCost: cost }),
      UpsertEventTicket: () => ({ upsertEventTicket: ticket('t2') }),
      DeleteEventTicket: () => {
        throw new Error(EVENT_MESSAGES.ticketSold);
      },
    });
    renderWithRouter(<EventEditor eventId="ev-1" tab="guest" onTabChange={() => undefined} />);
    expect(await screen.findByText('Ticket t1')).toBeInTheDocument();
    expect(screen.getByText(/8 sold of 100/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TICKETS_TEXT.add }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Ticket name' }), {
      target: { value: 'Early Bird' },
    });
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    fireEvent.change(price, { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: TICKETS_TEXT.save }));
    expect(await within(dialog).findByText(PRICE_DOLLARS_INVALID)).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '19.99' } });
    expect(await within(dialog).findByText('$28.34')).toBeInTheDocument();
    expect(api.named('SimulateTicketCost').at(-1)?.variables).toEqual({
      items: [{ price: 1999, quantity: 1, gratuityPercentage: 0 }],
      isAllInPricing: false,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: TICKETS_TEXT.save }));
    await waitFor(() => expect(api.named('UpsertEventTicket')).toHaveLength(1));
    expect(api.named('UpsertEventTicket')[0]?.variables).toMatchObject({
      eventId: 'ev-1',
      eventTicketId: null,
      input: { ticketType: 'Early Bird', price: 1999, limitedAmount: 100, isActive: true },
    });

    fireEvent.click(await screen.findByRole('button', { name: TICKETS_TEXT.remove('Ticket t1') }));
    fireEvent.click(await screen.findByRole('button', { name: TICKETS_TEXT.delete }));
    await waitFor(() => expect(lastError()).toBe(EVENT_MESSAGES.ticketSold));
    expect(toasts.successes).toContain(TICKETS_TEXT.saved);
  });

  it("tickets: prices a ticket type in the rep points of one of the event's clubs (both or neither)", async () => {
    signInForTest();
    const CLUB_ID = '5b0c7a5e-2f8e-4a36-9d54-0c6f3c1f9a01';
    const api = mockGraphQL({
      EditorEvent: () => ({
        event: editorEvent({
          clubs: [
            { id: CLUB_ID, displayName: 'Sunset Social Club' },
            { id: '5b0c7a5e-2f8e-4a36-9d54-0c6f3c1f9a02', displayName: 'Night Owls' },
          ],
          tickets: [ticket('t1', { repPoints: 10 })],
        }),
      }),
      SimulateTicketCost: () => ({ simulateTicketCost: cost }),
      UpsertEventTicket: () => ({ upsertEventTicket: ticket('t1') }),
    });
    renderWithRouter(<EventEditor eventId="ev-1" tab="guest" onTabChange={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: TICKETS_TEXT.edit('Ticket t1') }));
    const dialog = await screen.findByRole('dialog');
    // The rep points earned at check-in stay beside the points price.
    expect(within(dialog).getByRole('textbox', { name: TICKETS_TEXT.repPoints })).toHaveValue('10');
    const pointsPrice = within(dialog).getByRole('textbox', { name: TICKETS_TEXT.pointsPrice });
    fireEvent.change(pointsPrice, { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: TICKETS_TEXT.save }));
    // A points price needs its club.
    expect(await within(dialog).findByText(EVENT_MESSAGES.pointsClubRequired)).toBeInTheDocument();
    expect(api.named('UpsertEventTicket')).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText(TICKETS_TEXT.pointsClub, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sunset Social Club' }));
    fireEvent.click(within(dialog).getByRole('button', { name: TICKETS_TEXT.save }));
    await waitFor(() => expect(api.named('UpsertEventTicket')).toHaveLength(1));
    expect(api.named('UpsertEventTicket')[0]?.variables).toMatchObject({
      eventId: 'ev-1',
      eventTicketId: 't1',
      input: { repPoints: 10, pointsPrice: 250, pointsClubId: CLUB_ID },
    });
  });

  it('tickets: a club without a points price is refused; the card shows the points price', async () => {
    signInForTest();
    const CLUB_ID = '5b0c7a5e-2f8e-4a36-9d54-0c6f3c1f9a01';
    const api = mockGraphQL({
      EditorEvent: () => ({
        event: editorEvent({
          clubs: [{ id: CLUB_ID, displayName: 'Sunset Social Club' }],
          tickets: [ticket('t1', { pointsPrice: 300, pointsClubId: CLUB_ID })],
        }),
      }),
      SimulateTicketCost: () => ({ simulateTicketCost: cost }),
      UpsertEventTicket: () => ({ upsertEventTicket: ticket('t1') }),
    });
    renderWithRouter(<EventEditor eventId="ev-1" tab="guest" onTabChange={() => undefined} />);
    expect(
      await screen.findByText(new RegExp(TICKETS_TEXT.pointsPriceLine(300, 'Sunset Social Club'))),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TICKETS_TEXT.edit('Ticket t1') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(TICKETS_TEXT.pointsClub, { selector: 'input' })).toHaveValue(
      'Sunset Social Club',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: TICKETS_TEXT.pointsPrice }), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: TICKETS_TEXT.save }));
    expect(await within(dialog).findByText(EVENT_MESSAGES.pointsClubWithoutPrice)).toBeInTheDocument();
    expect(api.named('UpsertEventTicket')).toHaveLength(0);
  });

  it('tickets: without rep clubs the points fields are disabled with a hint to the Rep clubs tab', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({ event: editorEvent({ clubs: [] }) }),
      SimulateTicketCost: () => ({ simulateTicketCost: cost }),
      UpsertEventTicket: () => ({ upsertEventTicket: ticket('t1') }),
    });
    renderWithRouter(<EventEditor eventId="ev-1" tab="guest" onTabChange={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: TICKETS_TEXT.edit('Ticket t1') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: TICKETS_TEXT.pointsPrice })).toBeDisabled();
    expect(within(dialog).getByLabelText(TICKETS_TEXT.pointsClub, { selector: 'input' })).toBeDisabled();
    expect(within(dialog).getByText(TICKETS_TEXT.noClubs)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: TICKETS_TEXT.save }));
    await waitFor(() => expect(api.named('UpsertEventTicket')).toHaveLength(1));
    expect(api.named('UpsertEventTicket')[0]?.variables).toMatchObject({
      input: { pointsPrice: null, pointsClubId: null },
    });
  });

  it('tickets: orders the ticket types for the event page and shows the wish list and admissions', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({
        event: editorEvent({
          tickets: [
            ticket('t1'),
            ticket('t2', { isEnabledWishList: true, wishListCount: 4, additionalGuests: 2 }),
          ],
        }),
      }),
      SetTicketTypesDisplay: () => ({
        setTicketTypesDisplay: [{ eventTicketId: 't2' }, { eventTicketId: 't1' }],
      }),
    });
    renderWithRouter(<EventEditor eventId="ev-1" tab="guest" onTabChange={() => undefined} />);
    expect(
      await screen.findByText(`${TICKETS_TEXT.admits(3)} · ${TICKETS_TEXT.wishList(4)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TICKETS_TEXT.moveUp('Ticket t1') })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: TICKETS_TEXT.moveUp('Ticket t2') }));
    await waitFor(() =>
      expect(api.named('SetTicketTypesDisplay')[0]?.variables).toEqual({
        eventId: 'ev-1',
        order: ['t2', 't1'],
      }),
    );
  });

  it('settings: a help line says what each opt-in does', async () => {
    signInForTest();
    mockGraphQL({ EditorEvent: () => ({ event: editorEvent() }) });
    renderWithRouter(<EventEditor eventId="ev-1" tab="settings" onTabChange={() => undefined} />);
    for (const help of Object.values(OPT_IN_FLAG_HELP))
      expect(await screen.findByText(help)).toBeInTheDocument();
  });

  it('questions: saves the list with the required switch', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({ event: editorEvent() }),
      SetEventQuestions: () => ({ setEventQuestions: { eventId: 'ev-1', questions: [] } }),
    });
    renderWithRouter(<EventEditor eventId="ev-1" tab="questions" onTabChange={() => undefined} />);
    expect(await screen.findByDisplayValue('T-shirt size?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText(EVENT_MESSAGES.questionInvalid)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Question 2' }), {
      target: { value: 'Allergies?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save questions' }));
    await waitFor(() => expect(api.named('SetEventQuestions')).toHaveLength(1));
    expect(api.named('SetEventQuestions')[0]?.variables.questions).toEqual([
      { question: 'T-shirt size?', isRequired: true },
      { question: 'Allergies?', isRequired: false },
    ]);
  });

  it('settings: uploads the waiver PDF, links it, and saves its URL; Remove clears it', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({ event: editorEvent() }),
      UpdateEvent: () => ({ updateEvent: { eventId: 'ev-1', slug: 'rooftop-party' } }),
    });
    const uploads = stubWaiverUpload(api.fetchMock);
    const { container } = renderWithRouter(
      <EventEditor eventId="ev-1" tab="settings" onTabChange={() => undefined} />,
    );
    // The switch's label holds its description too.
    fireEvent.click(await screen.findByRole('switch', { name: new RegExp(SETTINGS_TEXT.waiverEnabled) }));
    fireEvent.change(screen.getByRole('textbox', { name: SETTINGS_TEXT.waiverTitle }), {
      target: { value: 'Pier waiver' },
    });
    expect(screen.queryByRole('link', { name: SETTINGS_TEXT.viewWaiver })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SETTINGS_TEXT.uploadWaiver })).toBeInTheDocument();

    fireEvent.change(waiverInput(container), { target: { files: [pdfFile()] } });
    const link = await screen.findByRole('link', { name: SETTINGS_TEXT.viewWaiver });
    expect(link).toHaveAttribute('href', WAIVER_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(uploads.map((file) => file.name)).toEqual(['waiver.pdf']);
    expect(screen.getByRole('button', { name: SETTINGS_TEXT.replaceWaiver })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: EDITOR_TEXT.saveChanges }));
    await waitFor(() => expect(api.named('UpdateEvent')).toHaveLength(1));
    const input = api.named('UpdateEvent')[0]?.variables.input as { optIns: Record<string, unknown> };
    expect(input.optIns.privacyPolicy).toEqual({ title: 'Pier waiver', fileUrl: WAIVER_URL });

    // Remove: no file any more, and Save asks for one.
    fireEvent.click(screen.getByRole('button', { name: SETTINGS_TEXT.removeWaiver }));
    expect(screen.queryByRole('link', { name: SETTINGS_TEXT.viewWaiver })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: EDITOR_TEXT.saveChanges }));
    expect(await screen.findByText(EVENT_MESSAGES.privacyPolicyFileRequired)).toBeInTheDocument();
    expect(api.named('UpdateEvent')).toHaveLength(1);
  });

  it("settings: a refused file shows the server's message and keeps the waiver's current PDF", async () => {
    signInForTest();
    const existing = 'https://files.example.com/old-waiver.pdf';
    const api = mockGraphQL({
      EditorEvent: () => ({
        event: editorEvent({
          optIns: {
            ...editorEvent().optIns,
            privacyPolicy: { title: 'House rules', fileUrl: existing },
          },
        }),
      }),
    });
    const uploads = stubWaiverUpload(api.fetchMock);
    const { container } = renderWithRouter(
      <EventEditor eventId="ev-1" tab="settings" onTabChange={() => undefined} />,
    );
    // An event saved with a link to a PDF elsewhere still shows it.
    expect(await screen.findByRole('link', { name: SETTINGS_TEXT.viewWaiver })).toHaveAttribute(
      'href',
      existing,
    );
    fireEvent.change(waiverInput(container), {
      target: { files: [pdfFile('notes.pdf', 'just text, named like a PDF')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a PDF file.');
    expect(uploads).toHaveLength(1);
    expect(screen.getByRole('link', { name: SETTINGS_TEXT.viewWaiver })).toHaveAttribute('href', existing);
    expect(screen.getByRole('button', { name: SETTINGS_TEXT.replaceWaiver })).toBeEnabled();

    // A good file afterwards replaces it and clears the message.
    fireEvent.change(waiverInput(container), { target: { files: [pdfFile()] } });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: SETTINGS_TEXT.viewWaiver })).toHaveAttribute(
        'href',
        WAIVER_URL,
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('publish shows the server refusal as it is', async () => {
    signInForTest();
    mockGraphQL({
      EditorEvent: () => ({ event: editorEvent({ tickets: [] }) }),
      PublishEvent: () => {
        throw new Error(EVENT_MESSAGES.publishNoTickets);
      },
    });
    renderWithRouter(<EventEditor eventId="ev-1" tab="guest" onTabChange={() => undefined} />);
    expect(await screen.findByText(TICKETS_TEXT.emptyTitle)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ACTIONS_TEXT.publish }));
    await waitFor(() => expect(lastError()).toBe(EVENT_MESSAGES.publishNoTickets));
  });

  it('shows not found for an event outside the team', async () => {
    signInForTest();
    mockGraphQL({});
    // The mock answers an error without a code: the load error with Try again.
    renderWithRouter(<EventEditor eventId="nope" tab="info" onTabChange={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
