import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { POINTS_MESSAGES } from '@repclub/shared';
import { describe, expect, it } from 'vitest';
import { POINTS_TEXT } from '@/features/points/points-text';
import { TradeRequestsPage } from '@/features/points/trade-requests-page';
import { IDS, club, connection, person } from '@/features/points/test-data';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const me = person('user-1', 'Tess Me');
const zoe = person(IDS.zoe, 'Zoe Friend');
const sam = person(IDS.sam, 'Sam Other');

const request = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  status: 'PENDING',
  isIncoming: true,
  from: zoe,
  to: me,
  giveClub: club(IDS.club2, 'Sun Club'),
  giveAmount: 30,
  askClub: club(IDS.club1, 'Night Owls'),
  askAmount: 100,
  memo: 'Swap?',
  expiresAt: '2026-12-01T12:00:00.000Z',
  createdAt: '2026-11-24T12:00:00.000Z',
  respondedAt: null,
  ...changes,
});

const requests = () => [
  // Newest first from the server; the answered one is newer than the open ones.
  request('r-done', { status: 'ACCEPTED', respondedAt: '2026-11-25T09:00:00.000Z', memo: null }),
  request('r-in'),
  request('r-out', { isIncoming: false, from: me, to: sam, memo: null }),
];

describe('TradeRequestsPage', () => {
  it('lists open requests first with direction, status and expiry; accepts after confirming', async () => {
    signInForTest();
    const api = mockGraphQL({
      TradeRequests: () => ({ tradeRequests: connection(requests()) }),
      AcceptTradeRequest: () => ({ acceptTradeRequest: { id: 'r-in', status: 'ACCEPTED' } }),
    });
    renderWithRouter(<TradeRequestsPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      POINTS_TEXT.fromWho('Zoe Friend'),
      POINTS_TEXT.toWho('Sam Other'),
      POINTS_TEXT.fromWho('Zoe Friend'),
    ]);
    const [incoming, outgoing, done] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(incoming).getByText('Pending')).toBeInTheDocument();
    expect(within(incoming).getByText(POINTS_TEXT.incoming)).toBeInTheDocument();
    expect(within(incoming).getByText(/^Expires Dec 1, 2026/)).toBeInTheDocument();
    expect(within(incoming).getByText('Swap?')).toBeInTheDocument();
    expect(within(outgoing).getByText(POINTS_TEXT.outgoing)).toBeInTheDocument();
    expect(within(outgoing).queryByRole('button', { name: POINTS_TEXT.accept })).not.toBeInTheDocument();
    expect(within(outgoing).getByRole('button', { name: POINTS_TEXT.cancelRequest })).toBeInTheDocument();
    expect(within(done).getByText('Accepted')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(within(incoming).getByRole('button', { name: POINTS_TEXT.accept }));
    const confirm = await screen.findByRole('dialog', { name: POINTS_TEXT.acceptTitle });
    // The viewer gives what was asked of them and receives what the proposer gives.
    expect(
      within(confirm).getByText(POINTS_TEXT.acceptText('100 Night Owls points', '30 Sun Club points')),
    ).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: POINTS_TEXT.accept }));
    await waitFor(() => expect(api.named('AcceptTradeRequest')).toHaveLength(1));
    expect(api.named('AcceptTradeRequest')[0]!.variables).toEqual({ tradeRequestId: 'r-in' });
    // The list is read again after an answer.
    await waitFor(() => expect(api.named('TradeRequests')).toHaveLength(2));
  });

  it("shows the server's message when accepting fails; declines and cancels without confirming", async () => {
    signInForTest();
    const api = mockGraphQL({
      TradeRequests: () => ({ tradeRequests: connection(requests()) }),
      AcceptTradeRequest: () => {
        throw new Error(POINTS_MESSAGES.tradeInsufficientYours('Night Owls'));
      },
      DeclineTradeRequest: () => ({ declineTradeRequest: { id: 'r-in', status: 'DECLINED' } }),
      CancelTradeRequest: () => ({ cancelTradeRequest: { id: 'r-out', status: 'CANCELLED' } }),
    });
    renderWithRouter(<TradeRequestsPage />);
    const [incoming, outgoing] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    fireEvent.click(within(incoming).getByRole('button', { name: POINTS_TEXT.accept }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: POINTS_TEXT.acceptTitle })).getByRole('button', {
        name: POINTS_TEXT.accept,
      }),
    );
    expect(await screen.findByText(POINTS_MESSAGES.tradeInsufficientYours('Night Owls'))).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(within(incoming).getByRole('button', { name: POINTS_TEXT.decline }));
    await waitFor(() => expect(api.named('DeclineTradeRequest')).toHaveLength(1));
    await waitFor(() =>
      expect(within(outgoing).getByRole('button', { name: POINTS_TEXT.cancelRequest })).toBeEnabled(),
    );
    fireEvent.click(within(outgoing).getByRole('button', { name: POINTS_TEXT.cancelRequest }));
    await waitFor(() => expect(api.named('CancelTradeRequest')).toHaveLength(1));
    expect(api.named('CancelTradeRequest')[0]!.variables).toEqual({ tradeRequestId: 'r-out' });
  });

  it('shows an empty state and a load error with Try again', async () => {
    signInForTest();
    let fail = true;
    mockGraphQL({
      TradeRequests: () => {
        if (fail) throw new Error('Could not load');
        return { tradeRequests: connection([]) };
      },
    });
    renderWithRouter(<TradeRequestsPage />);
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(POINTS_TEXT.noRequestsTitle)).toBeInTheDocument();
  });
});
