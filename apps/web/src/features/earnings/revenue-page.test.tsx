import { EARNINGS_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REVENUE_TEXT, RevenuePage } from '@/features/earnings/revenue-page';
import { REVENUE_BUTTON_TEXT, RevenueButton } from '@/features/earnings/revenue-button';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

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

const HOST_PERMISSIONS = ['CanViewAttendees', 'CanViewEarnings', 'CanEditEvent'];

const event = (viewerPermissions: string[] = HOST_PERMISSIONS) => ({
  event: {
    eventId: 'ev-1',
    slug: 'summer-night',
    displayName: 'Summer Night',
    startDate: '2026-05-01T02:00:00.000Z',
    endDate: '2026-05-01T06:00:00.000Z',
    timeZone: 'America/Los_Angeles',
    viewerPermissions,
  },
});

const earnings = (overrides: Record<string, unknown> = {}) => ({
  eventEarnings: {
    eventId: 'ev-1',
    currency: 'USD',
    totalPrice: 13_214,
    totalFees: 2_214,
    serviceFees: 1_500,
    processingFees: 714,
    ticketSales: 11_000,
    totalTaxes: 0,
    totalGratuity: 0,
    netEarnings: 11_000,
    totalQuantity: 3,
    totalOrders: 2,
    ticketBreakdown: [
      { eventTicketId: 't1', ticketType: 'General', unitPrice: 2_500, quantity: 2, total: 5_000 },
      { eventTicketId: 't2', ticketType: 'VIP', unitPrice: 6_000, quantity: 1, total: 6_000 },
    ],
    ...overrides,
  },
});

const payoutInfo = (overrides: Record<string, unknown> = {}) => ({
  requestedPayoutInfo: {
    eventId: 'ev-1',
    currency: 'USD',
    canRequestPayout: true,
    blockedReason: null,
    lastRequestedTime: null,
    totalBalance: 11_000,
    totalEarned: 11_000,
    totalPaidOut: 0,
    eventEnded: true,
    viewerIsCreator: true,
    hasPayoutAccount: true,
    payoutAccountReady: true,
    payoutInProgress: false,
    payouts: [],
    ...overrides,
  },
});

const promoters = {
  promoterSales: [
    {
      promoterId: 'p1',
      promoter: { userId: 'p1', name: 'Pat Promoter', userName: 'pat', avatarUrl: null },
      orders: 1,
      ticketsSold: 2,
      amount: 5_000,
    },
  ],
};

describe('RevenuePage', () => {
  it('shows the totals, the breakdown with unit prices and promoter sales, and requests a payout', async () => {
    signInForTest();
    let paid = false;
    const api = mockGraphQL({
      RevenueEvent: () => event(),
      EventEarnings: () => earnings(),
      PromoterSales: () => promoters,
      RequestedPayoutInfo: () =>
        paid
          ? payoutInfo({
              canRequestPayout: false,
              blockedReason: EARNINGS_MESSAGES.noBalance,
              totalBalance: 0,
              totalPaidOut: 11_000,
              lastRequestedTime: '2026-05-02T10:00:00.000Z',
              payouts: [
                {
                  payoutId: 'po1',
                  amount: 11_000,
                  currency: 'USD',
                  status: 'COMPLETED',
                  requestedAt: '2026-05-02T10:00:00.000Z',
                  completedAt: '2026-05-02T10:00:01.000Z',
                },
              ],
            })
          : payoutInfo(),
      RequestPayout: () => {
        paid = true;
        return {
          requestPayout: {
            payoutId: 'po1',
            amount: 11_000,
            currency: 'USD',
            status: 'COMPLETED',
            requestedAt: '2026-05-02T10:00:00.000Z',
            completedAt: '2026-05-02T10:00:01.000Z',
          },
        };
      },
    });
    renderWithRouter(<RevenuePage slugOrId="summer-night" />);

    expect(await screen.findByText(REVENUE_TEXT.subtitle('Summer Night'))).toBeInTheDocument();
    expect(await screen.findByTestId(`stat-${REVENUE_TEXT.gross}`)).toHaveTextContent('$132.14');
    expect(screen.getByTestId(`stat-${REVENUE_TEXT.fees}`)).toHaveTextContent('$22.14');
    expect(screen.getByTestId(`stat-${REVENUE_TEXT.net}`)).toHaveTextContent('$110.00');
    expect(screen.getByTestId(`stat-${REVENUE_TEXT.sold}`)).toHaveTextContent('3');

    const breakdown = screen.getByRole('table', { name: REVENUE_TEXT.breakdown });
    const vip = within(breakdown).getByText('VIP').closest('tr')!;
    expect(within(vip).getAllByText('$60.00')).toHaveLength(2);
    expect(within(vip).getByText('1')).toBeInTheDocument();
    expect(within(breakdown).getByText('$50.00')).toBeInTheDocument();

    const sales = await screen.findByRole('table', { name: REVENUE_TEXT.promoters });
    expect(within(sales).getByText('Pat Promoter')).toBeInTheDocument();
    expect(within(sales).getByText('2')).toBeInTheDocument();

    expect(await screen.findByTestId(`stat-${REVENUE_TEXT.balance}`)).toHaveTextContent('$110.00');
    fireEvent.click(screen.getByRole('button', { name: REVENUE_TEXT.requestPayout }));
    expect(await screen.findByText(REVENUE_TEXT.confirmText('$110.00'))).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: REVENUE_TEXT.confirm }));
    await waitFor(() =>
      expect(api.named('RequestPayout')[0]?.variables).toEqual({ input: { eventId: 'ev-1', amount: null } }),
    );
    await waitFor(() => expect(toasts.successes).toContain(EARNINGS_MESSAGES.requested));
    // The balance is read again: nothing left, the payout listed, the button off with the reason.
    expect(await screen.findByText(EARNINGS_MESSAGES.noBalance)).toBeInTheDocument();
    expect(screen.getByTestId(`stat-${REVENUE_TEXT.balance}`)).toHaveTextContent('$0.00');
    expect(screen.getByTestId('payout-row')).toHaveTextContent('Sent');
    expect(screen.getByRole('button', { name: REVENUE_TEXT.requestPayout })).toBeDisabled();
  });

  it('says so when nothing was sold, and why a payout cannot be requested yet', async () => {
    signInForTest();
    mockGraphQL({
      RevenueEvent: () => event(),
      EventEarnings: () =>
        earnings({
          totalPrice: 0,
          totalFees: 0,
          netEarnings: 0,
          totalQuantity: 0,
          totalOrders: 0,
          ticketBreakdown: [],
        }),
      PromoterSales: () => ({ promoterSales: [] }),
      RequestedPayoutInfo: () =>
        payoutInfo({
          canRequestPayout: false,
          blockedReason: EARNINGS_MESSAGES.noPayoutAccount,
          hasPayoutAccount: false,
          payoutAccountReady: false,
          totalBalance: 0,
        }),
    });
    renderWithRouter(<RevenuePage slugOrId="ev-1" />);
    expect(await screen.findByText(REVENUE_TEXT.noSalesTitle)).toBeInTheDocument();
    expect(await screen.findByText(REVENUE_TEXT.noPromoterSales)).toBeInTheDocument();
    expect(await screen.findByText(EARNINGS_MESSAGES.noPayoutAccount)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REVENUE_TEXT.connectAccount })).toHaveAttribute(
      'href',
      '/profile?tab=payouts',
    );
    expect(screen.getByRole('button', { name: REVENUE_TEXT.requestPayout })).toBeDisabled();
  });

  it('shows a co-host the payout without the button', async () => {
    signInForTest();
    mockGraphQL({
      RevenueEvent: () => event(),
      EventEarnings: () => earnings(),
      PromoterSales: () => promoters,
      RequestedPayoutInfo: () =>
        payoutInfo({
          viewerIsCreator: false,
          canRequestPayout: false,
          blockedReason: EARNINGS_MESSAGES.creatorOnly,
        }),
    });
    renderWithRouter(<RevenuePage slugOrId="ev-1" />);
    expect(await screen.findByText(EARNINGS_MESSAGES.creatorOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REVENUE_TEXT.requestPayout })).not.toBeInTheDocument();
  });

  it('shows a promoter only their own sales', async () => {
    signInForTest();
    const api = mockGraphQL({
      RevenueEvent: () => event(['CanApproveMyAttendee', 'CanShareEventLink']),
      PromoterSales: () => promoters,
    });
    renderWithRouter(<RevenuePage slugOrId="ev-1" />);
    expect(await screen.findByText(REVENUE_TEXT.onlyMine)).toBeInTheDocument();
    expect(await screen.findByText('Pat Promoter')).toBeInTheDocument();
    expect(screen.queryByText(REVENUE_TEXT.breakdown)).not.toBeInTheDocument();
    expect(api.named('EventEarnings')).toHaveLength(0);
    expect(api.named('RequestedPayoutInfo')).toHaveLength(0);
  });

  it('shows the server’s message with Try again when the earnings cannot be read', async () => {
    signInForTest();
    mockGraphQL({
      RevenueEvent: () => event(),
      EventEarnings: () => {
        throw new Error('The server is busy.');
      },
      RequestedPayoutInfo: () => payoutInfo(),
      PromoterSales: () => promoters,
    });
    renderWithRouter(<RevenuePage slugOrId="ev-1" />);
    expect(await screen.findByText('The server is busy.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('RevenueButton', () => {
  it('links to the revenue page for CanViewEarnings holders only', async () => {
    signInForTest();
    const view = renderWithRouter(
      <RevenueButton event={{ eventId: 'ev-1', viewerPermissions: HOST_PERMISSIONS }} />,
    );
    expect(await screen.findByRole('link', { name: REVENUE_BUTTON_TEXT })).toHaveAttribute(
      'href',
      '/rep-club/events/ev-1/revenue',
    );
    view.unmount();
    renderWithRouter(
      <>
        <p>rendered</p>
        <RevenueButton event={{ eventId: 'ev-1', viewerPermissions: ['CanViewAttendees'] }} />
      </>,
    );
    await screen.findByText('rendered');
    expect(screen.queryByRole('link', { name: REVENUE_BUTTON_TEXT })).not.toBeInTheDocument();
  });
});
