import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { EVENT_CLUBS_TEXT, EventClubsTab } from './event-clubs-tab';

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

const club = (id: string, displayName: string, myPermissions = ['MANAGE_EVENTS']) => ({
  id,
  slug: id,
  displayName,
  myPermissions,
  images: { avatarUrl: null },
});

beforeEach(() => {
  toasts.successes.length = 0;
});

describe("the event editor's rep-clubs tab", () => {
  it('shows the clubs the event belongs to and links it to another club the viewer manages', async () => {
    signInForTest();
    let clubs = [club('vinyl', 'Vinyl Heads'), club('jazz', 'Jazz Cats', [])];
    const api = mockGraphQL({
      EventClubsTab: () => ({
        event: { eventId: 'ev-1', viewerPermissions: ['CanEditEvent'], clubs },
        managedClubs: [
          club('vinyl', 'Vinyl Heads'),
          club('synth', 'Synth Society'),
          club('team', 'Read Only', ['VIEW_MEMBERS']),
        ],
      }),
      SetEventClubs: ({ clubIds }) => {
        clubs = [
          club('vinyl', 'Vinyl Heads'),
          club('jazz', 'Jazz Cats', []),
          club('synth', 'Synth Society'),
        ].filter((c) => (clubIds as string[]).includes(c.id));
        return { setEventClubs: { eventId: 'ev-1', clubs: clubs.map(({ id }) => ({ id })) } };
      },
    });
    renderWithRouter(<EventClubsTab eventId="ev-1" />, { extraPaths: ['/rep-clubs/$clubId'] });
    expect(await screen.findByRole('link', { name: 'Vinyl Heads' })).toHaveAttribute(
      'href',
      '/rep-clubs/vinyl',
    );
    expect(screen.getByRole('link', { name: 'Jazz Cats' })).toBeInTheDocument();
    // Only clubs with MANAGE_EVENTS can be chosen; a club someone else manages stays as it is.
    expect(screen.getByRole('checkbox', { name: 'Vinyl Heads' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Synth Society' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Read Only' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Jazz Cats/ })).toBeDisabled();
    const save = screen.getByRole('button', { name: EVENT_CLUBS_TEXT.save });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Synth Society' }));
    await userEvent.click(save);
    await waitFor(() => expect(api.named('SetEventClubs')).toHaveLength(1));
    expect(api.named('SetEventClubs')[0]?.variables).toEqual({
      eventId: 'ev-1',
      clubIds: ['vinyl', 'jazz', 'synth'],
    });
    expect(await screen.findByRole('link', { name: 'Synth Society' })).toBeInTheDocument();
    expect(toasts.successes).toEqual([EVENT_CLUBS_TEXT.saved]);
  });

  it('without a managed club, offers to create one', async () => {
    signInForTest();
    mockGraphQL({
      EventClubsTab: () => ({
        event: { eventId: 'ev-1', viewerPermissions: ['CanEditEvent'], clubs: [] },
        managedClubs: [],
      }),
    });
    renderWithRouter(<EventClubsTab eventId="ev-1" />);
    expect(await screen.findByText(EVENT_CLUBS_TEXT.none)).toBeInTheDocument();
    expect(screen.getByText(EVENT_CLUBS_TEXT.noClubs)).toBeInTheDocument();
  });

  it('shows what the server refuses', async () => {
    signInForTest();
    mockGraphQL({
      EventClubsTab: () => ({
        event: { eventId: 'ev-1', viewerPermissions: ['CanEditEvent'], clubs: [] },
        managedClubs: [club('vinyl', 'Vinyl Heads')],
      }),
      SetEventClubs: () => {
        throw new Error('You cannot manage events of this club.');
      },
    });
    renderWithRouter(<EventClubsTab eventId="ev-1" />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Vinyl Heads' }));
    await userEvent.click(screen.getByRole('button', { name: EVENT_CLUBS_TEXT.save }));
    expect(await screen.findByText('You cannot manage events of this club.')).toBeInTheDocument();
  });
});
