import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { BUY_POINTS_TEXT, BuyPointsPage } from './buy-points-page';
import { validateBuyPointsSearch } from './buy-points-search';
import { TIERS } from './club-test-data';

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

const PACKAGES = [
  {
    id: 'p1',
    pointsAmount: 100,
    repPointsMultiplier: 1,
    totalPoints: 100,
    price: 500,
    originalPrice: null,
    currency: 'USD',
  },
  {
    id: 'p2',
    pointsAmount: 1000,
    repPointsMultiplier: 1.25,
    totalPoints: 1250,
    price: 4000,
    originalPrice: 5000,
    currency: 'USD',
  },
];

function buyClub(changes: Record<string, unknown> = {}) {
  return {
    id: 'club-1',
    slug: 'vinyl-heads',
    displayName: 'Vinyl Heads',
    isMember: true,
    canJoin: false,
    joinRefusal: null,
    colors: { primary: '#3D1277', secondary: '#F2E9FF' },
    images: { avatarUrl: null },
    myMembership: { points: 700, tier: TIERS[0] },
    defaultBuyPointsOffer: { packages: PACKAGES },
    ...changes,
  };
}

beforeEach(() => {
  toasts.errors.length = 0;
  toasts.successes.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('buying points', () => {
  it('shows the packages with their bonus and struck-through price, and pays on the provider page', async () => {
    signInForTest();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockGraphQL({
      ClubBuyPoints: () => ({ club: buyClub() }),
      BuyPoints: () => ({
        buyPoints: {
          paymentUrl: '/api/sandbox/checkout/pp-1',
          purchase: { id: 'pp-1', status: 'PENDING', points: 1250 },
        },
      }),
    });
    renderWithRouter(<BuyPointsPage idOrSlug="vinyl-heads" search={{}} onClearSearch={() => undefined} />);
    expect(
      await screen.findByRole('heading', { name: BUY_POINTS_TEXT.title('Vinyl Heads') }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have 700 points/)).toBeInTheDocument();
    expect(screen.getByText('+25% bonus')).toBeInTheDocument();
    expect(screen.getByText('1,000 + bonus')).toBeInTheDocument();
    const original = screen.getByText('$50.00', { exact: false });
    expect(original).toHaveStyle({ textDecoration: 'line-through' });

    const big = screen.getByRole('button', { name: /^1,250 points.*\$40\.00/ });
    await userEvent.click(big);
    expect(big).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: BUY_POINTS_TEXT.buy('$40.00') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/checkout/pp-1'));
    const sent = api.named('BuyPoints')[0]?.variables;
    expect(sent).toMatchObject({ clubId: 'club-1', packageId: 'p2' });
    expect(typeof sent?.idempotencyKey).toBe('string');
  });

  it('back from the provider, confirms the purchase and says the points arrived', async () => {
    signInForTest();
    const onClearSearch = vi.fn();
    const api = mockGraphQL({
      ClubBuyPoints: () => ({ club: buyClub() }),
      ConfirmPointsPurchase: () => ({
        confirmPointsPurchase: {
          id: 'pp-1',
          status: 'COMPLETED',
          points: 1250,
          price: 4000,
          currency: 'USD',
        },
      }),
    });
    renderWithRouter(
      <BuyPointsPage idOrSlug="vinyl-heads" search={{ purchase: 'pp-1' }} onClearSearch={onClearSearch} />,
    );
    expect(await screen.findByText(BUY_POINTS_TEXT.paid(1250))).toBeInTheDocument();
    expect(api.named('ConfirmPointsPurchase')).toHaveLength(1);
    expect(api.named('ConfirmPointsPurchase')[0]?.variables).toEqual({ purchaseId: 'pp-1' });
    expect(onClearSearch).toHaveBeenCalled();
  });

  it('a declined payment and a cancelled one say no points were bought', async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubBuyPoints: () => ({ club: buyClub() }),
      ConfirmPointsPurchase: () => ({
        confirmPointsPurchase: { id: 'pp-1', status: 'FAILED', points: 1250, price: 4000, currency: 'USD' },
      }),
    });
    const first = renderWithRouter(
      <BuyPointsPage idOrSlug="vinyl-heads" search={{ purchase: 'pp-1' }} onClearSearch={() => undefined} />,
    );
    expect(await screen.findByText(BUY_POINTS_TEXT.failed)).toBeInTheDocument();
    first.unmount();
    renderWithRouter(
      <BuyPointsPage
        idOrSlug="vinyl-heads"
        search={{ purchase: 'pp-2', cancelled: '1' }}
        onClearSearch={() => undefined}
      />,
    );
    expect(await screen.findByText(BUY_POINTS_TEXT.cancelled)).toBeInTheDocument();
    // The cancelled return is confirmed too, so the server closes the purchase at once.
    expect(api.named('ConfirmPointsPurchase').map((op) => op.variables)).toEqual([
      { purchaseId: 'pp-1' },
      { purchaseId: 'pp-2' },
    ]);
    expect(validateBuyPointsSearch({ purchase: 'pp-1', cancelled: 1, other: 'x' })).toEqual({
      purchase: 'pp-1',
      cancelled: '1',
    });
    expect(validateBuyPointsSearch({ checkout: 'pp-3' })).toEqual({ purchase: 'pp-3' });
  });

  it('asks a visitor to join first, and joins from here', async () => {
    signInForTest();
    let club = buyClub({ isMember: false, canJoin: true, myMembership: null });
    const api = mockGraphQL({
      ClubBuyPoints: () => ({ club }),
      JoinClub: () => {
        club = buyClub({ myMembership: { points: 0, tier: null } });
        return { joinClub: { id: 'club-1', isMember: true, canJoin: false, memberCount: 2 } };
      },
    });
    renderWithRouter(<BuyPointsPage idOrSlug="vinyl-heads" search={{}} onClearSearch={() => undefined} />);
    expect(await screen.findByText(BUY_POINTS_TEXT.joinFirst)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: BUY_POINTS_TEXT.join }));
    await waitFor(() => expect(api.named('JoinClub')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: BUY_POINTS_TEXT.buy('$5.00') })).toBeInTheDocument();
  });

  it('a club that sells no points says so, and an unknown club is not found', async () => {
    signInForTest();
    mockGraphQL({ ClubBuyPoints: () => ({ club: buyClub({ defaultBuyPointsOffer: null }) }) });
    const first = renderWithRouter(
      <BuyPointsPage idOrSlug="vinyl-heads" search={{}} onClearSearch={() => undefined} />,
    );
    expect(await screen.findByText(BUY_POINTS_TEXT.noOffer)).toBeInTheDocument();
    first.unmount();
    mockGraphQL({ ClubBuyPoints: () => ({ club: null }) });
    const { router } = renderWithRouter(
      <BuyPointsPage idOrSlug="nope" search={{}} onClearSearch={() => undefined} />,
      { extraPaths: ['/404'] },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
