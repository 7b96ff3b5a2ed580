import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExploreOffersPage } from '@/features/offers/explore-offers-page';
import { OfferDetail } from '@/features/offers/offer-detail-drawer';
import { SelectOfferTypePage } from '@/features/offers/offer-type-pages';
import { TeamOffersPage } from '@/features/offers/team-offers-page';
import { connection, testOffer } from '@/features/offers/test-data';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

// Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

describe('SelectOfferTypePage', () => {
  it('lists the four programs with every sub-type, each linking to the preset wizard', async () => {
    renderWithRouter(<SelectOfferTypePage clubId="club-1" />);
    const earn = await screen.findByRole('region', { name: 'Earn points' });
    expect(within(earn).getAllByRole('link')).toHaveLength(9); // the title and eight sub-types
    expect(within(earn).getByRole('link', { name: /^Location/ })).toHaveAttribute(
      'href',
      '/my/rep-clubs/club-1/offers/way-to-earn-points/location',
    );
    const reward = screen.getByRole('region', { name: 'Reward members' });
    expect(within(reward).getByRole('link', { name: /^Vip Pass/ })).toHaveAttribute(
      'href',
      '/my/rep-clubs/club-1/offers/way-to-reward-members/vip-pass',
    );
    expect(screen.getByRole('region', { name: 'Earn status' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Buy points' })).toBeInTheDocument();
  });
});

describe('ExploreOffersPage', () => {
  it('asks for the tab’s status and shows each offer’s status badge', async () => {
    signInForTest();
    const api = mockGraphQL({
      ExploreOffers: ({ filter }) => ({
        exploreOffers: connection(
          filter === 'AWARDED'
            ? []
            : [testOffer(), testOffer({ id: 'offer-2', displayName: 'Won it', viewerStatus: 'awarded' })],
        ),
      }),
    });
    const onFilter = vi.fn();
    renderWithRouter(
      <ExploreOffersPage
        filter="all"
        onFilter={onFilter}
        openOfferId={null}
        onOpenOffer={() => undefined}
        redeemOffers={false}
      />,
    );
    expect(await screen.findByRole('button', { name: /Tell us/ })).toBeInTheDocument();
    const won = screen.getByRole('button', { name: /Won it/ });
    expect(within(won).getByText('Awarded')).toBeInTheDocument();
    expect(
      within(screen.getByRole('button', { name: /Tell us/ })).getByText('Not participating'),
    ).toBeInTheDocument();
    expect(api.named('ExploreOffers')[0]!.variables).toMatchObject({ filter: 'ALL' });

    await userEvent.click(screen.getByRole('tab', { name: 'Awarded' }));
    expect(onFilter).toHaveBeenCalledWith('awarded');
  });

  it('shows the empty state of a tab with nothing in it', async () => {
    signInForTest();
    mockGraphQL({ ExploreOffers: () => ({ exploreOffers: connection([]) }) });
    renderWithRouter(
      <ExploreOffersPage
        filter="awarded"
        onFilter={() => undefined}
        openOfferId={null}
        onOpenOffer={() => undefined}
        redeemOffers={false}
      />,
    );
    expect(await screen.findByText('Nothing awarded yet')).toBeInTheDocument();
  });
});

describe('OfferDetail (member)', () => {
  it('takes part in an offer that has started', async () => {
    signInForTest();
    const api = mockGraphQL({
      JoinOffer: () => ({ joinOffer: testOffer({ viewerStatus: 'participating' }) }),
    });
    const user = userEvent.setup();
    renderWithRouter(<OfferDetail offer={testOffer()} redeemOffers={false} />);
    await user.click(await screen.findByRole('button', { name: 'Take part' }));
    await waitFor(() => expect(api.named('JoinOffer')).toHaveLength(1));
  });

  it('sends the survey answers in question order', async () => {
    signInForTest();
    const api = mockGraphQL({
      CompleteOffer: () => ({ completeOffer: testOffer({ viewerStatus: 'awarded' }) }),
    });
    const user = userEvent.setup();
    renderWithRouter(
      <OfferDetail offer={testOffer({ viewerStatus: 'participating' })} redeemOffers={false} />,
    );
    await user.type(await screen.findByRole('textbox', { name: /Favourite song/ }), 'Owls at night');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(api.named('CompleteOffer')).toHaveLength(1));
    expect(api.named('CompleteOffer')[0]!.variables).toMatchObject({
      offerId: 'offer-1',
      proof: { answers: ['Owls at night'] },
    });
  });

  it('checks in a streak once a day', async () => {
    signInForTest();
    const api = mockGraphQL({ CheckInOffer: () => ({ checkInOffer: testOffer() }) });
    const user = userEvent.setup();
    const streak = testOffer({
      subType: 'streak',
      viewerStatus: 'participating',
      settings: { ...testOffer().settings, streakDays: 5 },
      viewerProgress: { ...testOffer().viewerProgress, streakDays: 2 },
    });
    renderWithRouter(<OfferDetail offer={streak} redeemOffers={false} />);
    expect(await screen.findByText('2 of 5 days in a row')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check in for today' }));
    await waitFor(() => expect(api.named('CheckInOffer')).toHaveLength(1));
  });

  it('offers redeeming only with the redeemOffers flag, and shows the confirmed promo code', async () => {
    signInForTest();
    mockGraphQL({});
    const awarded = testOffer({ viewerStatus: 'awarded', redeemType: 'PROMO_CODE' });
    const off = renderWithRouter(<OfferDetail offer={awarded} redeemOffers={false} />);
    expect(await screen.findByText(/Redeemed as Promo Code/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    off.unmount();

    const on = renderWithRouter(<OfferDetail offer={awarded} redeemOffers />);
    expect(await screen.findByRole('button', { name: 'Redeem' })).toBeInTheDocument();
    on.unmount();

    renderWithRouter(
      <OfferDetail
        offer={{
          ...awarded,
          viewerRedemption: {
            __typename: 'OfferRedemption',
            id: 'r-1',
            points: 0,
            status: 'CONFIRMED',
            passCode: null,
            redeemValue: 'OWLS-26',
            contact: null,
            createdAt: '2026-11-20T10:00:00.000Z',
            resolvedAt: '2026-11-20T11:00:00.000Z',
            user: { userId: 'u', name: 'Tess', userName: 'tess', avatarUrl: null },
          } as never,
        }}
        redeemOffers
      />,
    );
    expect(await screen.findByText('OWLS-26')).toBeInTheDocument();
  });
});

describe('TeamOffersPage', () => {
  it('lists drafts and live offers with participants, and publishes a draft', async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubOffers: () => ({
        clubOffers: connection([
          testOffer({ viewerCanManage: true }),
          testOffer({
            id: 'offer-2',
            displayName: 'Draft one',
            published: false,
            participantsCount: 0,
            viewerCanManage: true,
          }),
        ]),
      }),
      PublishOffer: ({ published }) => ({
        publishOffer: testOffer({ id: 'offer-2', published: published as boolean }),
      }),
    });
    const user = userEvent.setup();
    renderWithRouter(<TeamOffersPage clubId="club-1" />);
    const live = (await screen.findByText('Tell us')).closest('li')!;
    expect(within(live as HTMLElement).getByText('Live')).toBeInTheDocument();
    expect(within(live as HTMLElement).getByText(/3 participants/)).toBeInTheDocument();
    const draft = screen.getByText('Draft one').closest('li') as HTMLElement;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    await user.click(within(draft).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.named('PublishOffer')).toHaveLength(1));
    expect(api.named('PublishOffer')[0]!.variables).toEqual({ offerId: 'offer-2', published: true });
  });
});
