import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POINTS_TEXT } from '@/features/points/points-text';
import { TradeHistoryPage } from '@/features/points/trade-history-page';
import { IDS, balance, club, connection, transaction } from '@/features/points/test-data';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

describe('TradeHistoryPage', () => {
  it('shows movements with signed, coloured amounts; filters by club; pages with Load more', async () => {
    signInForTest();
    const api = mockGraphQL({
      WalletBalances: () => ({
        walletBalances: [balance(IDS.club1, 'Night Owls', 10), balance(IDS.club2, 'Sun Club', 5)],
      }),
      TradingTransactions: (variables) => {
        if (variables.clubId === IDS.club2) return { tradingTransactions: connection([]) };
        if (variables.after === 'cursor-1')
          return {
            tradingTransactions: connection([
              transaction('t-3', 'BUY_POINTS', 500, { counterparty: null, price: 999, currency: 'USD' }),
            ]),
          };
        return {
          tradingTransactions: connection(
            [
              transaction('t-1', 'RECEIVE', 1500, { memo: 'Thanks!' }),
              transaction('t-2', 'SEND', -50, { club: club(IDS.club2, 'Sun Club') }),
            ],
            true,
          ),
        };
      },
    });
    renderWithRouter(<TradeHistoryPage />);
    const table = await screen.findByRole('table', { name: POINTS_TEXT.historyTitle });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Received')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+1,500')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Zoe Friend')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Thanks!')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Nov 20, 2026', { exact: false })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('\u221250')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Sun Club')).toBeInTheDocument();
    // In green, out red.
    expect(within(rows[1]!).getByText('+1,500')).toHaveStyle({ color: '#237032' });
    expect(within(rows[2]!).getByText('\u221250').getAttribute('style')).toContain('red-9');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Bought')).toBeInTheDocument();
    expect(api.named('TradingTransactions').at(-1)!.variables).toMatchObject({
      after: 'cursor-1',
      clubId: null,
    });

    fireEvent.click(screen.getByLabelText(POINTS_TEXT.filterClub, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sun Club' }));
    await waitFor(() =>
      expect(api.named('TradingTransactions').at(-1)!.variables).toMatchObject({
        clubId: IDS.club2,
        after: null,
      }),
    );
    expect(await screen.findByText(POINTS_TEXT.noData)).toBeInTheDocument();
  });
});
