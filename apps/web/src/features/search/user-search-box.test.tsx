import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PLACEHOLDER, UserSearchBox } from '@/features/search/user-search-box';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const ann = {
  userId: 'u1',
  name: 'Ann Lee',
  userName: 'annlee',
  emailAddress: 'ann@example.com',
  avatarUrl: null,
  isVerified: true,
  tier: 'Premium',
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signInForTest();
});

afterEach(() => {
  vi.useRealTimers();
});

function searchServer() {
  return mockGraphQL({
    SearchEventSuggestions: ({ keyword }) => ({
      searchEvents: {
        edges: String(keyword).startsWith('ann')
          ? [
              {
                node: {
                  eventId: 'e1',
                  slug: 'annual-gala',
                  displayName: 'Annual Gala',
                  avatarUrl: '/cover.webp',
                  startDate: '2026-06-06T03:00:00.000Z',
                  timeZone: 'America/Los_Angeles',
                  city: null,
                },
              },
            ]
          : [],
      },
    }),
    UserSearch: ({ keyword }) => ({
      searchUsers: String(keyword).startsWith('ann')
        ? { totalCount: 1, nodes: [ann] }
        : { totalCount: 0, nodes: [] },
    }),
  });
}

const type = (value: string) =>
  fireEvent.change(screen.getByLabelText(SEARCH_PLACEHOLDER), { target: { value } });

async function renderSearchBox(extraPaths: string[] = []) {
  const view = renderWithRouter(<UserSearchBox />, { extraPaths });
  await screen.findByLabelText(SEARCH_PLACEHOLDER);
  return view;
}

describe('UserSearchBox', () => {
  it('waits 1 second after the last keystroke and sends the trimmed keyword, limit 10', async () => {
    const api = searchServer();
    await renderSearchBox();

    type('  a');
    act(() => vi.advanceTimersByTime(600));
    type('  ann  ');
    act(() => vi.advanceTimersByTime(900));
    expect(api.named('UserSearch')).toHaveLength(0);

    await act(async () => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(api.named('UserSearch')).toHaveLength(1));
    expect(api.named('UserSearch')[0]?.variables).toEqual({ keyword: 'ann', limit: 10 });

    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('@annlee')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
  });

  it('sends nothing for a keyword of spaces', async () => {
    const api = searchServer();
    await renderSearchBox();

    type('    ');
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(api.named('UserSearch')).toHaveLength(0);
  });

  it('adding spaces around the same keyword does not search again', async () => {
    const api = searchServer();
    await renderSearchBox();

    type('ann');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(api.named('UserSearch')).toHaveLength(1));
    type(' ann ');
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    expect(api.named('UserSearch')).toHaveLength(1);
  });

  it('suggests up to 10 events beside people and opens the event page', async () => {
    const api = searchServer();
    const view = await renderSearchBox(['/events/$slug']);

    type('ann');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(api.named('SearchEventSuggestions')).toHaveLength(1));
    expect(api.named('SearchEventSuggestions')[0]?.variables).toEqual({ keyword: 'ann', first: 10 });
    const option = await screen.findByText('Annual Gala');
    expect(screen.getByText('Jun 5, 2026 8:00 PM PDT · Unknown City')).toBeInTheDocument();
    fireEvent.click(option);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/events/annual-gala'));
  });

  it('says so when nobody matches', async () => {
    searchServer();
    await renderSearchBox();

    type('zed');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('No people found')).toBeInTheDocument();
  });

  it('Enter opens /search?q= with the trimmed keyword once that page exists', async () => {
    searchServer();
    const { router } = await renderSearchBox(['/search']);

    type('  summer fest ');
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ q: 'summer fest' });
  });

  it('Enter stays put while there is no search page', async () => {
    searchServer();
    const { router } = await renderSearchBox();

    type('ann');
    fireEvent.submit(screen.getByRole('search'));
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe('/');
  });
});
