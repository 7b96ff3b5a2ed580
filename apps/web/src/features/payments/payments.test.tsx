import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentsTab } from '@/features/payments/payments-tab';
import { PayoutProcessPage, PAYOUT_PROCESS_TEXT } from '@/features/payments/payout-process-page';
import { PayoutsTab } from '@/features/payments/payouts-tab';
import * as mutations from '@/features/payments/api/mutations';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

vi.mock('@/ui/pdf-pages', () => ({
  default: ({ onLoadSuccess }: { onLoadSuccess: () => void }) => {
    queueMicrotask(onLoadSuccess);
    return <div>pdf pages</div>;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tx = (id: number, overrides: Record<string, unknown> = {}) => ({
  transactionId: `t${id}`,
  type: 'BUY_EVENT_TICKET',
  status: 'COMPLETED',
  description: `Order ${id}`,
  totalPrice: 123_456,
  currency: 'USD',
  quantity: 2,
  paymentMethod: 'SANDBOX',
  paidDateUtc: '2026-03-05T17:04:00.000Z',
  createdAtUtc: '2026-03-05T17:00:00.000Z',
  receiptUrl: `/api/documents/d${id}/file`,
  ...overrides,
});

function transactionsServer(nodes: ReturnType<typeof tx>[]) {
  return ({ first, after }: Record<string, unknown>) => {
    const start = after ? nodes.findIndex((node) => node.transactionId === after) + 1 : 0;
    const page = nodes.slice(start, start + Number(first));
    return {
      myTransactions: {
        pageInfo: {
          hasNextPage: start + page.length < nodes.length,
          endCursor: page.at(-1)?.transactionId ?? null,
        },
        nodes: page,
      },
    };
  };
}

describe('PaymentsTab', () => {
  it('shows the spec’s empty text when there are no transactions', async () => {
    signInForTest();
    mockGraphQL({ MyTransactions: transactionsServer([]) });
    renderWithRouter(<PaymentsTab />);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('lists date, type, status and amount from cents, pages with Load more, and opens a receipt', async () => {
    signInForTest();
    const nodes = [
      tx(1),
      tx(2, { status: 'PENDING', receiptUrl: null, paidDateUtc: null, type: 'RSVP', totalPrice: 0 }),
      ...Array.from({ length: 10 }, (_, i) => tx(i + 3)),
    ];
    const api = mockGraphQL({ MyTransactions: transactionsServer(nodes) });
    const pdf = new Uint8Array([37, 80, 68, 70, 45]);
    const graphqlFetch = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/documents/')) return new Response(pdf, { status: 200 });
      return graphqlFetch(input, init);
    });
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    renderWithRouter(<PaymentsTab />);

    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows).toHaveLength(10);
    const first = within(rows[0]!);
    expect(first.getByText('Mar 5, 2026 5:04 PM', { exact: false })).toBeInTheDocument();
    expect(first.getByText('Event ticket · 2')).toBeInTheDocument();
    expect(first.getByText('Completed')).toBeInTheDocument();
    expect(first.getByText('$1,234.56')).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('Pending')).toBeInTheDocument();
    expect(second.getByText('$0.00')).toBeInTheDocument();
    expect(second.getByLabelText('No receipt')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(12));
    expect(api.named('MyTransactions').at(-1)!.variables).toEqual({ first: 10, after: 't10' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'View receipt: Order 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt — Order 1' });
    const link = await within(dialog).findByRole('link', { name: /Open in new tab/ });
    expect(link).toHaveAttribute('href', 'blob:receipt');
    expect(link).toHaveAttribute('target', '_blank');
    const pdfCall = api.fetchMock.mock.calls.find(([input]) => String(input) === '/api/documents/d1/file');
    expect(new Headers(pdfCall![1]!.headers).get('Authorization')).toBe('Bearer test.access.token');
  });
});

const account = (overrides: Record<string, unknown> = {}) => ({
  payoutAccountId: 'pa1',
  provider: 'SANDBOX',
  externalAccountId: 'acct_sbx_1',
  status: 'ACTIVE',
  displayName: 'Tess Studio',
  payoutsEnabled: true,
  detailsSubmitted: true,
  createdAt: '2026-03-05T17:00:00.000Z',
  updatedAt: '2026-03-05T17:00:00.000Z',
  ...overrides,
});

describe('PayoutsTab', () => {
  it('offers Connect without an account and sends the browser to the provider’s page', async () => {
    signInForTest();
    const go = vi.spyOn(mutations.providerNavigation, 'go').mockImplementation(() => undefined);
    const api = mockGraphQL({
      PayoutAccounts: () => ({
        payoutProvider: 'SANDBOX',
        me: { userId: 'user-1', payoutAccounts: [], stripeAccount: null },
      }),
      StartPayoutOnboarding: () => ({
        startPayoutOnboarding: { url: 'http://x/api/sandbox/payouts/abc', expiresAt: '' },
      }),
    });
    renderWithRouter(<PayoutsTab />);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Connect payout account' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://x/api/sandbox/payouts/abc'));
    expect(api.named('StartPayoutOnboarding')).toHaveLength(1);
  });

  it('lists accounts with their status; Manage opens a management session; errors are shown', async () => {
    signInForTest();
    const go = vi.spyOn(mutations.providerNavigation, 'go').mockImplementation(() => undefined);
    let fail = true;
    mockGraphQL({
      PayoutAccounts: () => ({
        payoutProvider: 'SANDBOX',
        me: { userId: 'user-1', payoutAccounts: [account()], stripeAccount: { payoutAccountId: 'pa1' } },
      }),
      CreatePayoutManagementSession: () => {
        if (fail) throw new Error('The payment provider could not be reached. Please try again in a moment.');
        return { createPayoutManagementSession: { url: 'http://x/manage', expiresAt: '' } };
      },
    });
    renderWithRouter(<PayoutsTab />);
    const card = await screen.findByTestId('payout-account');
    expect(within(card).getByText('Tess Studio')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Manage' }));
    expect(
      await screen.findByText('The payment provider could not be reached. Please try again in a moment.'),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Manage' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://x/manage'));
  });

  it('offers Finish setup for an account whose setup is not finished', async () => {
    signInForTest();
    mockGraphQL({
      PayoutAccounts: () => ({
        payoutProvider: 'STRIPE',
        me: {
          userId: 'user-1',
          payoutAccounts: [
            account({
              provider: 'STRIPE',
              status: 'PENDING',
              payoutsEnabled: false,
              detailsSubmitted: false,
              displayName: null,
            }),
          ],
          stripeAccount: { payoutAccountId: 'pa1' },
        },
      }),
    });
    renderWithRouter(<PayoutsTab />);
    const card = await screen.findByTestId('payout-account');
    expect(within(card).getByText('Setup not finished')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Finish setup' })).toBeInTheDocument();
  });
});

describe('PayoutProcessPage', () => {
  it('completes the return once with the state and says the account is connected', async () => {
    signInForTest();
    const api = mockGraphQL({
      CompletePayoutOnboarding: () => ({
        completePayoutOnboarding: { ...account(), status: 'ACTIVE' },
      }),
    });
    renderWithRouter(<PayoutProcessPage state="state-ok" />);
    expect(await screen.findByText(PAYOUT_PROCESS_TEXT.connected)).toBeInTheDocument();
    expect(api.named('CompletePayoutOnboarding')).toEqual([
      expect.objectContaining({ variables: { state: 'state-ok' } }),
    ]);
    expect(screen.getByRole('link', { name: 'Back to payouts' })).toHaveAttribute(
      'href',
      '/profile?tab=payouts',
    );
  });

  it('says an unfinished setup is unfinished and offers to continue', async () => {
    signInForTest();
    mockGraphQL({
      CompletePayoutOnboarding: () => ({
        completePayoutOnboarding: {
          ...account(),
          status: 'PENDING',
          payoutsEnabled: false,
          detailsSubmitted: false,
        },
      }),
    });
    renderWithRouter(<PayoutProcessPage state="state-unfinished" />);
    expect(await screen.findByText(PAYOUT_PROCESS_TEXT.unfinished)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish setup' })).toBeInTheDocument();
  });

  it('shows the server’s refusal, and a clear failure without a state', async () => {
    signInForTest();
    mockGraphQL({
      CompletePayoutOnboarding: () => {
        throw new Error('This payout link was already used. Start again from your payouts.');
      },
    });
    const view = renderWithRouter(<PayoutProcessPage state="state-used" />);
    expect(
      await screen.findByText('This payout link was already used. Start again from your payouts.'),
    ).toBeInTheDocument();
    view.unmount();
    renderWithRouter(<PayoutProcessPage state={undefined} />);
    expect(await screen.findByText(PAYOUT_PROCESS_TEXT.missingState)).toBeInTheDocument();
  });
});
