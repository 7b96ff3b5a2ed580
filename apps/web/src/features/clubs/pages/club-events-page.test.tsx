import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { CLUB_EVENTS_TEXT, ClubEventsPage } from './club-events-page';
import { EVENT } from './club-test-data';

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

// Mantine's combobox scrolls its selected option into view, which jsdom does not implement.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

const linked = { ...EVENT, viewerPermissions: ['CanEditEvent'], clubs: [{ id: 'club-1' }] };
const other = {
  ...EVENT,
  eventId: 'ev-2',
  slug: 'record-fair',
  displayName: 'Record Fair',
  viewerPermissions: ['CanEditEvent'],
  clubs: [{ id: 'club-9' }],
};

const adminClub = (events: unknown[], myPermissions = ['MANAGE_EVENTS', 'VIEW_MEMBERS']) => ({
  club: {
    id: 'club-1',
    slug: 'vinyl-heads',
    displayName: 'Vinyl Heads',
    myPermissions,
    events: {
      edges: events.map((node, i) => ({ cursor: String(i), node })),
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  },
});

beforeEach(() => {
  toasts.successes.length = 0;
});

describe("a club's events for its team", () => {
  it('lists the events with their host pages under the club, links one and unlinks one', async () => {
    signInForTest();
    let events: (typeof linked)[] = [linked];
    const api = mockGraphQL({
      ClubEventsAdmin: () => adminClub(events),
      EditableEventsForClub: () => ({
        myCreatedEvents: { edges: [{ node: linked }, { node: other }] },
      }),
      SetEventClubs: ({ eventId, clubIds }) => {
        const ids = clubIds as string[];
        if (eventId === 'ev-2') events = [...events, { ...other, clubs: ids.map((id) => ({ id })) }];
        else events = events.filter((event) => event.eventId !== eventId);
        return { setEventClubs: { eventId, clubs: ids.map((id) => ({ id })) } };
      },
    });
    renderWithRouter(<ClubEventsPage clubId="vinyl-heads" />, {
      extraPaths: ['/rep-club/events/create', '/my/rep-clubs/$clubId/events/$id'],
    });
    expect(
      await screen.findByRole('heading', { name: CLUB_EVENTS_TEXT.title('Vinyl Heads') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CLUB_EVENTS_TEXT.createEvent })).toHaveAttribute(
      'href',
      '/rep-club/events/create?tab=info',
    );
    const item = screen.getByRole('link', { name: 'Club Night' }).closest('li')!;
    expect(within(item).getByRole('link', { name: CLUB_EVENTS_TEXT.revenue })).toHaveAttribute(
      'href',
      '/my/rep-clubs/vinyl-heads/events/ev-1/revenue',
    );
    expect(within(item).getByRole('link', { name: CLUB_EVENTS_TEXT.approval })).toHaveAttribute(
      'href',
      '/my/rep-clubs/vinyl-heads/events/ev-1/approval',
    );

    // Link: only the editable events not in the club are offered; the event keeps its other clubs.
    await userEvent.click(await screen.findByLabelText(CLUB_EVENTS_TEXT.linkLabel, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Record Fair' }));
    await userEvent.click(screen.getByRole('button', { name: CLUB_EVENTS_TEXT.link }));
    await waitFor(() =>
      expect(api.named('SetEventClubs')[0]?.variables).toEqual({
        eventId: 'ev-2',
        clubIds: ['club-9', 'club-1'],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Record Fair' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `${CLUB_EVENTS_TEXT.unlink} Club Night` }));
    await waitFor(() =>
      expect(api.named('SetEventClubs')[1]?.variables).toEqual({ eventId: 'ev-1', clubIds: [] }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Club Night' })).not.toBeInTheDocument());
  });

  it('says so when the club has no events, and refuses someone without MANAGE_EVENTS', async () => {
    signInForTest();
    mockGraphQL({
      ClubEventsAdmin: () => adminClub([]),
      EditableEventsForClub: () => ({ myCreatedEvents: { edges: [] } }),
    });
    const first = renderWithRouter(<ClubEventsPage clubId="vinyl-heads" />);
    expect(await screen.findByText(CLUB_EVENTS_TEXT.noEvents)).toBeInTheDocument();
    expect(await screen.findByText(CLUB_EVENTS_TEXT.nothingToLink)).toBeInTheDocument();
    first.unmount();

    mockGraphQL({ ClubEventsAdmin: () => adminClub([], ['VIEW_MEMBERS']) });
    renderWithRouter(<ClubEventsPage clubId="vinyl-heads" />);
    expect(await screen.findByText(CLUB_EVENTS_TEXT.forbidden)).toBeInTheDocument();
  });
});
