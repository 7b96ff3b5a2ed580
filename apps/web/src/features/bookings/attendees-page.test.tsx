import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EventOverviewPage, OVERVIEW_TEXT } from '@/app/pages/event-overview-page';
import { ALL_PERMISSIONS, editorEvent } from '@/test/fixtures/editor-event';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { ATTENDEES_TEXT, AttendeesPage } from './attendees-page';
import { hostEventIdOf, MANAGE_ATTENDEES, ManageAttendeesButton } from './manage-attendees-button';

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

// Mantine's autosizing textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const event = {
  eventId: 'ev-1',
  slug: 'rooftop-party',
  displayName: 'Rooftop Party',
  timeZone: 'America/Los_Angeles',
  tickets: [],
  viewerPermissions: ['CanApproveAttendee', 'CanViewAttendees', 'CanExportAttendees'],
};
const approved = {
  userId: 'u2',
  attendeeState: 'APPROVED',
  attendeeRole: 'ATTENDEE',
  approvalAt: '2030-06-02T10:00:00.000Z',
  createdAt: '2030-06-01T10:00:00.000Z',
  checkedInCount: 0,
  privacyPolicyState: 'ACCEPTED',
  repScore: 3,
  user: { userId: 'u2', name: 'Ada Guest', userName: 'ada', avatarUrl: null },
  questionRequirementAnswers: [],
  referredBy: null,
};
/** After the only request was approved: one attendee, no one pending. */
const counts = { all: 1, pending: 0, approved: 1, declined: 0, checkedIn: 0 };

describe('the attendee page (decision 110)', () => {
  it('opens on All even when no one is pending, and its export button says what the file holds', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({ event }),
      EventAttendeesList: (variables) => {
        const state = (variables.filter as { state: string | null }).state;
        const nodes = state === null || state === 'APPROVED' ? [approved] : [];
        return { eventAttendees: { pageInfo: { hasNextPage: false, endCursor: null }, counts, nodes } };
      },
      EventTicketSummary: () => ({ eventTicketSummary: [] }),
    });
    renderWithRouter(<AttendeesPage slugOrId="ev-1" />);
    expect(await screen.findByText('Ada Guest')).toBeInTheDocument();
    expect(api.named('EventAttendeesList')[0]?.variables).toMatchObject({ filter: { state: null } });
    expect(screen.getByRole('radio', { name: `${ATTENDEES_TEXT.tabs.ALL} (1)` })).toBeChecked();

    const exportAll = screen.getByRole('button', { name: 'Export CSV (All, 1)' });
    expect(exportAll).toBeEnabled();
    expect(ATTENDEES_TEXT.exportCsvOf(ATTENDEES_TEXT.tabs.ALL, 1, false)).toBe('Export CSV (All, 1)');

    // On an empty tab, the button says so and exports nothing.
    fireEvent.click(screen.getByRole('radio', { name: `${ATTENDEES_TEXT.tabs.PENDING} (0)` }));
    expect(await screen.findByText(ATTENDEES_TEXT.emptyPendingTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV (Pending approvals, 0)' })).toBeDisabled();

    // Under another filter, the button says the file is filtered.
    fireEvent.click(screen.getByRole('radio', { name: `${ATTENDEES_TEXT.tabs.APPROVED} (1)` }));
    fireEvent.change(screen.getByRole('textbox', { name: ATTENDEES_TEXT.search }), {
      target: { value: 'ada' },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export CSV (Approved, filtered, 1)' })).toBeEnabled(),
    );
  });
});

describe('the attendee page', () => {
  const ada = {
    userId: 'u2',
    attendeeState: 'PENDING',
    attendeeRole: 'ATTENDEE',
    approvalAt: null,
    createdAt: '2030-06-01T10:00:00.000Z',
    checkedInCount: 0,
    privacyPolicyState: 'DECLINED',
    repScore: 3,
    user: { userId: 'u2', name: 'Ada Guest', userName: 'ada', avatarUrl: null },
    questionRequirementAnswers: [{ question: 'T-shirt size?', answer: 'M' }],
    referredBy: { userId: 'u9', name: 'Pat Promoter', userName: 'pat' },
  };
  /** The overview's pending count reads the pending list. */
  const pending = { eventAttendees: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [ada] } };
  const page = (
    nodes: unknown[],
    counts = { all: 2, pending: 1, approved: 1, declined: 0, checkedIn: 0 },
  ) => ({
    eventAttendees: { pageInfo: { hasNextPage: false, endCursor: null }, counts, nodes },
  });
  const PROMOTER_PERMISSIONS = [
    'CanApproveMyAttendee',
    'CanDeclineMyAttendee',
    'CanUndoMyAttendee',
    'CanAddGuest',
    'CanShareEventLink',
    'CanSharePrivateTicket',
    'CanAddVip',
  ];
  const CREATOR_PERMISSIONS = [
    ...ALL_PERMISSIONS,
    'CanViewAttendees',
    'CanUndoAttendee',
    'CanExportAttendees',
    'CanFilterStatistics',
  ];
  const statistics = {
    attendeeStatistics: {
      total: 2,
      underEighteen: 0,
      ageUnknown: 1,
      ageRanges: [
        { range: '18-24', count: 1 },
        { range: '25-34', count: 0 },
        { range: '35-44', count: 0 },
        { range: '45+', count: 0 },
      ],
      genders: [
        { gender: 'Female', count: 1 },
        { gender: 'Male', count: 0 },
        { gender: 'Other', count: 0 },
        { gender: 'Not Disclosed', count: 1 },
      ],
    },
  };

  const summary = {
    eventTicketSummary: [
      {
        eventTicketId: 't1',
        ticketType: 'Ticket t1',
        limitedAmount: 100,
        approvedTickets: 5,
        pendingTickets: 3,
        checkedInTickets: 1,
      },
    ],
  };

  it('opens on All with counts; on the pending approvals, approve and decline (after confirming)', async () => {
    signInForTest();
    let decided = false;
    const api = mockGraphQL({
      EditorEvent: () => ({ event: editorEvent() }),
      EventAttendeesList: () => (decided ? page([]) : page([ada])),
      EventTicketSummary: () => summary,
      ApproveAttendee: () => {
        decided = true;
        return { approveAttendee: { userId: 'u2', attendeeState: 'APPROVED' } };
      },
      DeclineAttendee: () => ({ declineAttendee: { userId: 'u2', attendeeState: 'DECLINED' } }),
    });
    renderWithRouter(<AttendeesPage slugOrId="ev-1" />);
    expect(await screen.findByText('Ada Guest')).toBeInTheDocument();
    expect(screen.getByText(`${ATTENDEES_TEXT.tabs.PENDING} (1)`)).toBeInTheDocument();
    expect(screen.getByText(`${ATTENDEES_TEXT.tabs.ALL} (2)`)).toBeInTheDocument();
    expect(api.named('EventAttendeesList')[0]?.variables).toMatchObject({
      eventId: 'ev-1',
      first: 50,
      filter: { state: null, referredBy: null },
    });
    fireEvent.click(screen.getByText(`${ATTENDEES_TEXT.tabs.PENDING} (1)`));
    await waitFor(() =>
      expect(api.named('EventAttendeesList').at(-1)?.variables).toMatchObject({
        filter: { state: 'PENDING' },
      }),
    );
    // The whole team's view shows whose link brought each person.
    expect(screen.getByText('Pat Promoter')).toBeInTheDocument();
    // Paid requests are charged on approval (docs/decisions/114): the pending tab says so.
    expect(screen.getByText(ATTENDEES_TEXT.pendingHelp)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ATTENDEES_TEXT.declineName('Ada Guest') }));
    expect(await screen.findByText(ATTENDEES_TEXT.declineText('Ada Guest'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ATTENDEES_TEXT.keep }));
    expect(api.named('DeclineAttendee')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: ATTENDEES_TEXT.approveName('Ada Guest') }));
    expect(await screen.findByText(ATTENDEES_TEXT.emptyPendingTitle)).toBeInTheDocument();
    expect(toasts.successes).toContain(ATTENDEES_TEXT.approved('Ada Guest'));
    expect(api.named('ApproveAttendee')[0]?.variables).toEqual({ eventId: 'ev-1', userId: 'u2' });
    expect(screen.queryByText(ATTENDEES_TEXT.onlyMine)).not.toBeInTheDocument();
    // Without CanExportAttendees and CanFilterStatistics: no export, no statistics.
    expect(screen.queryByRole('button', { name: /^Export CSV/ })).not.toBeInTheDocument();
    expect(api.named('AttendeeStatistics')).toHaveLength(0);
  });

  it('filters by state and name, undoes a decision, and shows the detail with the note', async () => {
    signInForTest();
    const approved = { ...ada, attendeeState: 'APPROVED', approvalAt: '2030-06-02T10:00:00.000Z' };
    const api = mockGraphQL({
      EditorEvent: () => ({ event: editorEvent({ viewerPermissions: CREATOR_PERMISSIONS }) }),
      EventAttendeesList: () => page([approved]),
      EventTicketSummary: () => summary,
      AttendeeStatistics: () => statistics,
      UndoAttendee: () => ({ undoAttendee: { userId: 'u2', attendeeState: 'PENDING' } }),
      AttendeeDetail: () => ({
        eventAttendee: {
          ...approved,
          attendeeRoles: [],
          note: 'Table 4',
          isActive: true,
          privacyPolicyState: 'DECLINED',
          missingRequiredAnswers: ['q2'],
          approvalUser: { userId: 'user-1', name: 'Tess Host', userName: 'tess' },
          tickets: [
            { ticketId: 't-1', ticketType: 'VIP', status: 'ACTIVE', createdAt: '2030-06-01T10:00:00.000Z' },
          ],
          bookings: [
            {
              transactionId: 'b-1',
              type: 'RSVP',
              status: 'COMPLETED',
              quantity: 1,
              totalPrice: 0,
              currency: 'USD',
              createdAtUtc: '2030-06-01T10:00:00.000Z',
            },
          ],
        },
      }),
      SetAttendeeNote: () => ({ setAttendeeNote: { userId: 'u2', note: 'Table 5' } }),
    });
    renderWithRouter(<AttendeesPage slugOrId="ev-1" />);
    expect(await screen.findByText('Ada Guest')).toBeInTheDocument();
    // Statistics for CanFilterStatistics.
    const panel = await screen.findByRole('region', { name: ATTENDEES_TEXT.statistics });
    expect(within(panel).getByText('Not Disclosed')).toBeInTheDocument();
    // The checked-in ticket summary per ticket type.
    const tickets = await screen.findByRole('region', { name: ATTENDEES_TEXT.ticketSummary });
    expect(within(tickets).getByRole('row', { name: 'Ticket t1 5 3 1' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: ATTENDEES_TEXT.exportCsvOf(ATTENDEES_TEXT.tabs.ALL, 2, false) }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByText(`${ATTENDEES_TEXT.tabs.APPROVED} (1)`));
    await waitFor(() =>
      expect(api.named('EventAttendeesList').at(-1)?.variables).toMatchObject({
        filter: { state: 'APPROVED' },
      }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: ATTENDEES_TEXT.search }), {
      target: { value: ' ada ' },
    });
    await waitFor(() =>
      expect(api.named('EventAttendeesList').at(-1)?.variables).toMatchObject({
        filter: { state: 'APPROVED', search: 'ada' },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: ATTENDEES_TEXT.undoName('Ada Guest') }));
    fireEvent.click(await screen.findByRole('button', { name: ATTENDEES_TEXT.undo }));
    await waitFor(() =>
      expect(api.named('UndoAttendee')[0]?.variables).toEqual({ eventId: 'ev-1', userId: 'u2' }),
    );
    expect(toasts.successes).toContain(ATTENDEES_TEXT.undone('Ada Guest'));

    fireEvent.click(screen.getByRole('button', { name: ATTENDEES_TEXT.detailsName('Ada Guest') }));
    expect(
      await screen.findByText(ATTENDEES_TEXT.decidedBy('APPROVED', 'Tess Host', 'Jun 2, 2030 3:00 AM PDT')),
    ).toBeInTheDocument();
    expect(screen.getByText(ATTENDEES_TEXT.checkIns(0))).toBeInTheDocument();
    // The opt-ins: the rep score, a declined waiver and required questions still unanswered (decisions 086, 087).
    expect(screen.getByText(ATTENDEES_TEXT.repScore(3))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(ATTENDEES_TEXT.policyDeclinedHelp))).toBeInTheDocument();
    expect(screen.getByText(ATTENDEES_TEXT.missingAnswers(1))).toBeInTheDocument();
    expect(screen.getByText('VIP')).toBeInTheDocument();
    const note = screen.getByRole('textbox', { name: ATTENDEES_TEXT.note });
    expect(note).toHaveValue('Table 4');
    fireEvent.change(note, { target: { value: 'Table 5' } });
    fireEvent.click(screen.getByRole('button', { name: ATTENDEES_TEXT.saveNote }));
    await waitFor(() =>
      expect(api.named('SetAttendeeNote')[0]?.variables).toEqual({
        eventId: 'ev-1',
        userId: 'u2',
        note: 'Table 5',
      }),
    );
  });

  it('exports the list the page shows as CSV with the bearer token', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({ event: editorEvent({ viewerPermissions: CREATOR_PERMISSIONS }) }),
      EventAttendeesList: () => page([ada]),
      AttendeeStatistics: () => statistics,
    });
    const graphql = api.fetchMock.getMockImplementation()!;
    const asked: { url: string; authorization: string | null }[] = [];
    api.fetchMock.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/attendees.csv')) return graphql(input, init);
      asked.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      return new Response('"Name"\r\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="attendees-rooftop-party.csv"' },
      });
    });
    const created = vi.fn(() => 'blob:attendees');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithRouter(<AttendeesPage slugOrId="ev-1" />);
    expect(await screen.findByText('Ada Guest')).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: ATTENDEES_TEXT.exportCsvOf(ATTENDEES_TEXT.tabs.ALL, 2, false) }),
    );
    await waitFor(() => expect(toasts.successes).toContain(ATTENDEES_TEXT.exported));
    expect(asked).toEqual([
      { url: '/api/events/ev-1/attendees.csv', authorization: 'Bearer test.access.token' },
    ]);
    expect(created).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('attendees-rooftop-party.csv');
    clicked.mockRestore();
  });

  it('lets a promoter approve and decline the people who booked with their referral link', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({ event: editorEvent({ viewerPermissions: PROMOTER_PERMISSIONS }) }),
      EventAttendeesList: () =>
        page([{ ...ada, referredBy: { userId: 'user-1', name: 'Tess', userName: 'tess' } }]),
      DeclineAttendee: () => ({ declineAttendee: { userId: 'u2', attendeeState: 'DECLINED' } }),
    });
    renderWithRouter(<AttendeesPage slugOrId="ev-1" />);
    expect(await screen.findByText('Ada Guest')).toBeInTheDocument();
    expect(screen.getByText(ATTENDEES_TEXT.onlyMine)).toBeInTheDocument();
    expect(screen.queryByText(ATTENDEES_TEXT.forbidden)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('columnheader', { name: ATTENDEES_TEXT.columns.referredBy }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Export CSV/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ATTENDEES_TEXT.declineName('Ada Guest') }));
    fireEvent.click(await screen.findByRole('button', { name: ATTENDEES_TEXT.decline }));
    await waitFor(() =>
      expect(api.named('DeclineAttendee')[0]?.variables).toEqual({ eventId: 'ev-1', userId: 'u2' }),
    );
    expect(toasts.successes).toContain(ATTENDEES_TEXT.declined('Ada Guest'));
    // The ticket summary and statistics are the whole team's, not a promoter's.
    expect(api.named('EventTicketSummary')).toHaveLength(0);
    expect(api.named('AttendeeStatistics')).toHaveLength(0);
  });

  it('refuses viewers who may not see attendees', async () => {
    signInForTest();
    const api = mockGraphQL({
      EditorEvent: () => ({ event: editorEvent({ viewerPermissions: ['CanShareEventLink'] }) }),
    });
    renderWithRouter(
      <>
        <ManageAttendeesButton pathname="/rep-club/events/ev-1" />
        <AttendeesPage slugOrId="ev-1" />
      </>,
    );
    expect(await screen.findByText(ATTENDEES_TEXT.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MANAGE_ATTENDEES })).not.toBeInTheDocument();
    expect(api.named('EventAttendeesList')).toHaveLength(0);
  });

  it('shows Manage Attendees to a promoter (CanApproveMyAttendee) and to CanApproveAttendee alone', async () => {
    signInForTest();
    for (const viewerPermissions of [PROMOTER_PERMISSIONS, ['CanApproveAttendee']]) {
      mockGraphQL({ EditorEvent: () => ({ event: editorEvent({ viewerPermissions }) }) });
      const view = renderWithRouter(<ManageAttendeesButton pathname="/rep-club/events/ev-1" />);
      expect(await screen.findAllByRole('link', { name: MANAGE_ATTENDEES })).toHaveLength(2);
      view.unmount();
    }
  });

  it('the overview counts tickets; Manage Attendees shows on /rep-club/events/{id} with the permission', async () => {
    expect(hostEventIdOf('/rep-club/events/ev-1')).toBe('ev-1');
    expect(hostEventIdOf('/rep-club/events/create')).toBeNull();
    expect(hostEventIdOf('/rep-club/events/ev-1/approval')).toBeNull();
    signInForTest();
    const hostCounters = {
      approved: 4,
      pending: 1,
      totalAttendees: 5,
      approvedTickets: 6,
      scannedTickets: 2,
      invitedAttendees: 0,
      waitingTickets: 3,
    };
    mockGraphQL({
      EditorEvent: () => ({ event: editorEvent({ hostCounters }) }),
      PendingAttendees: () => pending,
    });
    renderWithRouter(
      <>
        <ManageAttendeesButton pathname="/rep-club/events/ev-1" />
        <EventOverviewPage slugOrId="ev-1" />
      </>,
    );
    const manage = await screen.findAllByRole('link', { name: MANAGE_ATTENDEES });
    expect(manage.map((link) => link.getAttribute('href'))).toEqual([
      '/rep-club/events/ev-1/approval',
      '/rep-club/events/ev-1/approval',
    ]);
    expect(await screen.findByText(OVERVIEW_TEXT.pending)).toBeInTheDocument();
    // Requests waiting for approval are not sold: the one ticket type has 8 issued, 3 of them requests.
    const sold = screen.getAllByText(OVERVIEW_TEXT.sold)[0]!.closest('.mantine-Card-root') as HTMLElement;
    expect(sold).toHaveTextContent(`${OVERVIEW_TEXT.sold}5`);
    // The host counters (decision 072).
    const total = screen.getByText(OVERVIEW_TEXT.totalAttendees).closest('.mantine-Card-root') as HTMLElement;
    expect(total).toHaveTextContent(`${OVERVIEW_TEXT.totalAttendees}5`);
    const waiting = screen
      .getByText(OVERVIEW_TEXT.waitingTickets)
      .closest('.mantine-Card-root') as HTMLElement;
    expect(waiting).toHaveTextContent(`${OVERVIEW_TEXT.waitingTickets}3`);
    expect(screen.getByRole('link', { name: OVERVIEW_TEXT.edit })).toHaveAttribute(
      'href',
      '/events/edit/ev-1',
    );
  });
});
