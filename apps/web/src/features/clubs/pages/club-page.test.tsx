import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { CLUB_PAGE_TEXT, ClubPage } from './club-page';
import { clubFixture, MEMBERSHIP } from './club-test-data';

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

beforeEach(() => {
  toasts.errors.length = 0;
  toasts.successes.length = 0;
});

describe('the public club page', () => {
  it('shows the club, its tiers from the lowest and its events; a visitor who may join joins', async () => {
    signInForTest();
    let club = clubFixture();
    const api = mockGraphQL({
      ClubPage: () => ({ club }),
      JoinClub: () => {
        club = clubFixture({
          isMember: true,
          canJoin: false,
          memberCount: 42,
          myMembership: { ...MEMBERSHIP, points: 0, pointsToNextTier: 500, nextTier: club.tiers[0] },
        });
        return { joinClub: { id: 'club-1', isMember: true, canJoin: false, memberCount: 42 } };
      },
    });
    renderWithRouter(<ClubPage idOrSlug="vinyl-heads" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vinyl Heads' })).toBeInTheDocument();
    expect(screen.getByText('41 members')).toBeInTheDocument();
    expect(screen.getByText('Records, listening parties and rare pressings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /instagram: @vinylheads/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/vinylheads',
    );
    const ladder = screen.getByRole('list', { name: CLUB_PAGE_TEXT.tiers });
    expect(
      within(ladder)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('1. Bronze'),
      expect.stringContaining('2. Silver'),
      expect.stringContaining('3. Gold'),
    ]);
    expect(screen.getByRole('link', { name: 'Club Night' })).toHaveAttribute('href', '/events/club-night');
    // No buy-points link without an offer.
    expect(screen.queryByRole('link', { name: CLUB_PAGE_TEXT.buyPoints })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: CLUB_PAGE_TEXT.join }));
    await waitFor(() => expect(api.named('JoinClub')[0]?.variables).toEqual({ clubId: 'club-1' }));
    expect(await screen.findByRole('button', { name: CLUB_PAGE_TEXT.leave })).toBeInTheDocument();
    expect(screen.getByText('42 members')).toBeInTheDocument();
    expect(toasts.successes).toEqual([CLUB_PAGE_TEXT.joined('Vinyl Heads')]);
  });

  it("shows a member's tier, points to the next tier and the buy-points link; Leave asks first", async () => {
    signInForTest();
    let club = clubFixture({
      isMember: true,
      canJoin: false,
      myMembership: MEMBERSHIP,
      defaultBuyPointsOffer: { packages: [{ id: 'p1' }] },
    });
    const api = mockGraphQL({
      ClubPage: () => ({ club }),
      LeaveClub: () => {
        club = clubFixture({ memberCount: 40 });
        return { leaveClub: { id: 'club-1', isMember: false, canJoin: true, memberCount: 40 } };
      },
    });
    renderWithRouter(<ClubPage idOrSlug="club-1" />, { extraPaths: ['/rep-clubs/$clubId/buy-points'] });
    expect(await screen.findByText(CLUB_PAGE_TEXT.pointsToNext(1300, 'Gold'))).toBeInTheDocument();
    expect(screen.getByLabelText(`${CLUB_PAGE_TEXT.yourPoints}: 700`)).toBeInTheDocument();
    const ladder = screen.getByRole('list', { name: CLUB_PAGE_TEXT.tiers });
    const current = within(ladder)
      .getAllByRole('listitem')
      .find((item) => item.querySelector('[aria-current="true"]'));
    expect(current).toHaveTextContent('Silver');
    expect(screen.getByRole('link', { name: CLUB_PAGE_TEXT.buyPoints })).toHaveAttribute(
      'href',
      '/rep-clubs/vinyl-heads/buy-points',
    );

    await userEvent.click(screen.getByRole('button', { name: CLUB_PAGE_TEXT.leave }));
    const dialog = await screen.findByRole('dialog', { name: CLUB_PAGE_TEXT.leaveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: CLUB_PAGE_TEXT.leave }));
    await waitFor(() => expect(api.named('LeaveClub')[0]?.variables).toEqual({ clubId: 'club-1' }));
    expect(await screen.findByRole('button', { name: CLUB_PAGE_TEXT.join })).toBeInTheDocument();
    expect(screen.queryByText(CLUB_PAGE_TEXT.yourTier, { selector: 'h2' })).not.toBeInTheDocument();
  });

  it("says why a visitor may not join, and shows a club's empty events and tiers", async () => {
    signInForTest();
    mockGraphQL({
      ClubPage: () => ({
        club: clubFixture({
          status: 'CLOSED',
          canJoin: false,
          joinRefusal: 'This club is not taking new members.',
          tiers: [],
          events: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        }),
      }),
    });
    renderWithRouter(<ClubPage idOrSlug="vinyl-heads" />);
    expect(await screen.findByText('This club is not taking new members.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CLUB_PAGE_TEXT.join })).not.toBeInTheDocument();
    expect(screen.getByText(CLUB_PAGE_TEXT.closed)).toBeInTheDocument();
    expect(screen.getByText(CLUB_PAGE_TEXT.noTiers)).toBeInTheDocument();
    expect(screen.getByText(CLUB_PAGE_TEXT.noEvents)).toBeInTheDocument();
  });

  it('an unknown or private club is the not-found page', async () => {
    signInForTest();
    mockGraphQL({ ClubPage: () => ({ club: null }) });
    const { router } = renderWithRouter(<ClubPage idOrSlug="secret" />, { extraPaths: ['/404'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('a failed load offers to try again', async () => {
    signInForTest();
    mockGraphQL({
      ClubPage: () => {
        throw new Error('Something went wrong');
      },
    });
    renderWithRouter(<ClubPage idOrSlug="vinyl-heads" />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
