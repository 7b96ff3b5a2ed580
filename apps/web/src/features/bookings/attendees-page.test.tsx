import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { ATTENDEES_TEXT, AttendeesPage } from './attendees-page';

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
