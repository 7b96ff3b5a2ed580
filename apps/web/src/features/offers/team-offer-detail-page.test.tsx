import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DETAIL_TEAM_TEXT, TeamOfferDetailPage } from '@/features/offers/team-offer-detail-page';
import { connection, testOffer } from '@/features/offers/test-data';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const HASH = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
const person = (id: string, name: string) => ({ userId: id, name, userName: id, avatarUrl: null });

describe('TeamOfferDetailPage', () => {
  it('shows a drawn draw’s winners and checks the revealed seed against the committed hash', async () => {
    signInForTest();
    const draw = testOffer({
      category: 'Draw',
      programType: 'reward-members',
      subType: 'raffle',
      kind: 'RAFFLE',
      viewerCanManage: true,
      endAt: '2026-11-10T10:00:00.000Z',
      settings: { ...testOffer().settings, maxWinners: 1 },
      drawSeedHash: HASH,
      drawSeed: SEED,
      drawnAt: '2026-11-11T10:00:00.000Z',
    });
    mockGraphQL({
      OfferDetail: () => ({ offer: draw }),
      OfferParticipants: () => ({
        offer: {
          id: draw.id,
          participants: connection([
            {
              id: 'p1',
              status: 'WON',
              joinedAt: draw.startAt,
              completedAt: draw.endAt,
              user: person('u1', 'Wendy Winner'),
            },
            {
              id: 'p2',
              status: 'LOST',
              joinedAt: draw.startAt,
              completedAt: null,
              user: person('u2', 'Lou Loser'),
            },
          ]),
          redemptions: connection([]),
        },
      }),
    });
    renderWithRouter(<TeamOfferDetailPage clubId="club-1" offerId="offer-1" />);
    expect(await screen.findByRole('heading', { name: 'Tell us', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(HASH)).toBeInTheDocument();
    expect(screen.getByText(SEED)).toBeInTheDocument();
    expect(await screen.findByText(DETAIL_TEAM_TEXT.seedVerified)).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Wendy Winner').closest('tr')).toHaveTextContent('Won');
    expect(within(table).getByText('Lou Loser').closest('tr')).toHaveTextContent('Not drawn');
  });

  it('lets the team confirm a pending redemption', async () => {
    signInForTest();
    const offer = testOffer({ viewerCanManage: true, redeemType: 'USER_CONTACT_INFO' });
    const api = mockGraphQL({
      OfferDetail: () => ({ offer }),
      OfferParticipants: () => ({
        offer: {
          id: offer.id,
          participants: connection([]),
          redemptions: connection([
            {
              id: 'r1',
              points: 100,
              status: 'PENDING',
              passCode: null,
              redeemValue: null,
              contact: 'tess@example.com',
              createdAt: '2026-11-20T10:00:00.000Z',
              resolvedAt: null,
              user: person('u1', 'Tess'),
            },
          ]),
        },
      }),
      ConfirmOfferRedemption: () => ({
        confirmOfferRedemption: { id: 'r1', status: 'CONFIRMED', points: 100, user: person('u1', 'Tess') },
      }),
    });
    renderWithRouter(<TeamOfferDetailPage clubId="club-1" offerId="offer-1" />);
    expect(await screen.findByText('tess@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Pending · 100 points held/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DETAIL_TEAM_TEXT.confirm }));
    await waitFor(() => expect(api.named('ConfirmOfferRedemption')).toHaveLength(1));
    expect(api.named('ConfirmOfferRedemption')[0]!.variables).toEqual({ redemptionId: 'r1' });
  });
});
