import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { POINTS_MESSAGES } from '@repclub/shared';
import { describe, expect, it, vi } from 'vitest';
import { MyPointsPage } from '@/features/points/my-points-page';
import { POINTS_TEXT } from '@/features/points/points-text';
import { IDS, balance, club, connection, person, transaction } from '@/features/points/test-data';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { notifySuccess } from '@/ui/toast';

// Mantine's combobox scrolls the selected option into view, which jsdom lacks.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

vi.mock('@/ui/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
import { renderWithRouter } from '@/test/render-with-router';

const PATHS = ['/rep-points/my-points', '/rep-points/trade-requests', '/rep-points/trade-history'];

function wallet() {
  return {
    walletBalances: [
      balance(IDS.club1, 'Night Owls', 1200),
      balance(IDS.club2, 'Sun Club', 0, {
        isMember: false,
        tier: null,
        club: { ...club(IDS.club2, 'Sun Club'), pointsPackages: [] },
      }),
    ],
  };
}

async function pickRecipient(dialog: HTMLElement, label: string = POINTS_TEXT.recipient) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value: IDS.zoe } });
  const list = await within(dialog).findByRole('listbox', { name: label });
  fireEvent.click(within(list).getByRole('option', { name: /Zoe Friend/ }));
}

describe('MyPointsPage', () => {
  it('lists balances per club with tier, membership and actions, and the recent transactions', async () => {
    signInForTest();
    mockGraphQL({
      WalletBalances: wallet,
      TradingTransactions: () => ({ tradingTransactions: connection([transaction('t-1', 'RECEIVE', 50)]) }),
    });
    renderWithRouter(<MyPointsPage />, { extraPaths: PATHS });
    expect(await screen.findByText('1,200 pts')).toBeInTheDocument();
    expect(screen.getByText('Gold')).toBeInTheDocument();
    expect(screen.getByText(POINTS_TEXT.notMember)).toBeInTheDocument();
    expect(screen.getByText(POINTS_TEXT.noTier)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: POINTS_TEXT.buyLabel('Night Owls') })).toHaveAttribute(
      'href',
      `/rep-clubs/${IDS.club1}/buy-points`,
    );
    // A club that sells no points offers no Buy.
    expect(screen.queryByRole('link', { name: POINTS_TEXT.buyLabel('Sun Club') })).not.toBeInTheDocument();
    // Sending needs points and membership; trading needs points.
    expect(screen.getByRole('button', { name: POINTS_TEXT.sendLabel('Sun Club') })).toBeDisabled();
    expect(screen.getByRole('button', { name: POINTS_TEXT.tradeLabel('Sun Club') })).toBeDisabled();
    expect(await screen.findByText('+50')).toBeInTheDocument();
    // The tabs are links to the three pages, the current one marked.
    const tabs = screen.getByRole('navigation', { name: POINTS_TEXT.tabsLabel });
    expect(within(tabs).getByRole('link', { name: 'Your Rep Points' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Trade History' })).toHaveAttribute(
      'href',
      '/rep-points/trade-history',
    );
  });

  it('shows an empty wallet', async () => {
    signInForTest();
    mockGraphQL({
      WalletBalances: () => ({ walletBalances: [] }),
      TradingTransactions: () => ({ tradingTransactions: connection([]) }),
    });
    renderWithRouter(<MyPointsPage />, { extraPaths: PATHS });
    expect(await screen.findByText(POINTS_TEXT.noBalancesTitle)).toBeInTheDocument();
    expect(await screen.findByText(POINTS_TEXT.noData)).toBeInTheDocument();
  });

  it('sends points once per dialog: the same idempotency key on every retry, a new one for the next send', async () => {
    signInForTest();
    let attempts = 0;
    const api = mockGraphQL({
      WalletBalances: wallet,
      TradingTransactions: () => ({ tradingTransactions: connection([]) }),
      UserSearch: () => ({
        searchUsers: { nodes: [person(IDS.zoe, 'Zoe Friend'), person('user-1', 'Me')] },
      }),
      SendPoints: () => {
        attempts += 1;
        if (attempts === 1) throw new Error(POINTS_MESSAGES.insufficient('Night Owls', 10));
        return { sendPoints: { id: `tx-${attempts}`, amount: -25 } };
      },
    });
    renderWithRouter(<MyPointsPage />, { extraPaths: PATHS });
    fireEvent.click(await screen.findByRole('button', { name: POINTS_TEXT.sendLabel('Night Owls') }));
    let dialog = await screen.findByRole('dialog', { name: POINTS_TEXT.sendTitle('Night Owls') });

    // Nothing chosen: the shared schema's messages, no call.
    fireEvent.click(within(dialog).getByRole('button', { name: POINTS_TEXT.sendSubmit }));
    expect(await within(dialog).findByText(POINTS_MESSAGES.recipientRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(POINTS_MESSAGES.amountInvalid)).toBeInTheDocument();
    expect(api.named('SendPoints')).toHaveLength(0);

    await pickRecipient(dialog);
    // The viewer is not offered as a recipient.
    expect(within(dialog).queryByRole('option', { name: /Me/ })).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: POINTS_TEXT.amount }), {
      target: { value: '25' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: POINTS_TEXT.memo }), {
      target: { value: 'For the tickets' },
    });
    const submit = within(dialog).getByRole('button', { name: POINTS_TEXT.sendSubmit });
    fireEvent.click(submit);
    fireEvent.click(submit);
    // The server's message, word for word; a double click made one call.
    expect(
      await within(dialog).findByText(POINTS_MESSAGES.insufficient('Night Owls', 10)),
    ).toBeInTheDocument();
    expect(api.named('SendPoints')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: POINTS_TEXT.sendSubmit }));
    await waitFor(() => expect(api.named('SendPoints')).toHaveLength(2));
    const [first, retry] = api
      .named('SendPoints')
      .map((call) => call.variables.input as Record<string, unknown>);
    expect(first).toEqual({
      clubId: IDS.club1,
      toUserId: IDS.zoe,
      amount: 25,
      memo: 'For the tickets',
      idempotencyKey: expect.any(String),
    });
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifySuccess).toHaveBeenCalledWith(POINTS_TEXT.sent(25, 'Zoe Friend'));

    // A new opening is a new send with a new key.
    fireEvent.click(screen.getByRole('button', { name: POINTS_TEXT.sendLabel('Night Owls') }));
    dialog = await screen.findByRole('dialog', { name: POINTS_TEXT.sendTitle('Night Owls') });
    await pickRecipient(dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: POINTS_TEXT.amount }), {
      target: { value: '5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: POINTS_TEXT.sendSubmit }));
    await waitFor(() => expect(api.named('SendPoints')).toHaveLength(3));
    const third = api.named('SendPoints')[2]!.variables.input as Record<string, unknown>;
    expect(third.idempotencyKey).not.toBe(first!.idempotencyKey);
    expect(third).toMatchObject({ amount: 5, memo: null });
  });

  it('proposes a trade: only clubs both people belong to, never the same club on both sides', async () => {
    signInForTest();
    const api = mockGraphQL({
      WalletBalances: () => ({
        walletBalances: [
          balance(IDS.club1, 'Night Owls', 1200),
          balance(IDS.club2, 'Sun Club', 40),
          balance(IDS.club3, 'Only Mine', 70),
        ],
      }),
      TradingTransactions: () => ({ tradingTransactions: connection([]) }),
      UserSearch: () => ({ searchUsers: { nodes: [person(IDS.zoe, 'Zoe Friend')] } }),
      // Zoe belongs to Night Owls and Sun Club, not to Only Mine.
      TradeClubs: () => ({
        walletBalances: [
          { points: 1200, club: club(IDS.club1, 'Night Owls') },
          { points: 40, club: club(IDS.club2, 'Sun Club') },
        ],
      }),
      CreateTradeRequest: () => ({ createTradeRequest: { id: 'trade-1', status: 'PENDING' } }),
    });
    renderWithRouter(<MyPointsPage />, { extraPaths: PATHS });
    fireEvent.click(await screen.findByRole('button', { name: POINTS_TEXT.tradeLabel('Only Mine') }));
    const dialog = await screen.findByRole('dialog', { name: POINTS_TEXT.tradeTitle });
    const askClub = () => within(dialog).getByRole('combobox', { name: POINTS_TEXT.askClub });
    const giveClub = () => within(dialog).getByRole('combobox', { name: POINTS_TEXT.giveClub });
    const choices = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled)
        .map((option) => option.textContent);
    // No club to ask for before the person is chosen.
    expect(askClub()).toBeDisabled();
    expect(giveClub()).toHaveValue(IDS.club3);
    await pickRecipient(dialog, POINTS_TEXT.tradeWith);
    await waitFor(() => expect(api.named('TradeClubs')).toHaveLength(1));
    expect(api.named('TradeClubs')[0]!.variables).toEqual({ withUserId: IDS.zoe });
    // Only Mine is not Zoe's: it is dropped from what one gives and never offered.
    await waitFor(() => expect(choices(giveClub())).toEqual(['Night Owls (1,200 pts)', 'Sun Club (40 pts)']));
    expect(giveClub()).toHaveValue('');
    fireEvent.change(giveClub(), { target: { value: IDS.club1 } });
    // The club one gives is not among those one may ask for.
    expect(askClub()).toBeEnabled();
    expect(choices(askClub())).toEqual(['Sun Club']);
    fireEvent.change(askClub(), { target: { value: IDS.club2 } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: POINTS_TEXT.giveAmount }), {
      target: { value: '100' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: POINTS_TEXT.askAmount }), {
      target: { value: '10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: POINTS_TEXT.tradeSubmit }));
    await waitFor(() => expect(api.named('CreateTradeRequest')).toHaveLength(1));
    expect(api.named('CreateTradeRequest')[0]!.variables.input).toEqual({
      toUserId: IDS.zoe,
      giveClubId: IDS.club1,
      giveAmount: 100,
      askClubId: IDS.club2,
      askAmount: 10,
      memo: null,
      idempotencyKey: expect.any(String),
    });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(POINTS_TEXT.tradeSent('Zoe Friend')));
  });

  it('says so when the two share no club', async () => {
    signInForTest();
    mockGraphQL({
      WalletBalances: () => ({ walletBalances: [balance(IDS.club1, 'Night Owls', 1200)] }),
      TradingTransactions: () => ({ tradingTransactions: connection([]) }),
      UserSearch: () => ({ searchUsers: { nodes: [person(IDS.zoe, 'Zoe Friend')] } }),
      TradeClubs: () => ({ walletBalances: [] }),
    });
    renderWithRouter(<MyPointsPage />, { extraPaths: PATHS });
    fireEvent.click(await screen.findByRole('button', { name: POINTS_TEXT.tradeLabel('Night Owls') }));
    const dialog = await screen.findByRole('dialog', { name: POINTS_TEXT.tradeTitle });
    await pickRecipient(dialog, POINTS_TEXT.tradeWith);
    expect(await within(dialog).findByText(POINTS_TEXT.noSharedClubs('Zoe Friend'))).toBeInTheDocument();
  });
});
