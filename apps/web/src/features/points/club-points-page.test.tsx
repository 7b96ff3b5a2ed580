import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { POINTS_PURCHASE_MESSAGES } from '@repclub/shared';
import { describe, expect, it, vi } from 'vitest';
import { ClubPointsPage, SelectedClubPointsPage } from '@/features/points/club-points-page';
import { POINTS_TEXT } from '@/features/points/points-text';
import { IDS, club, connection, person, transaction } from '@/features/points/test-data';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { notifySuccess } from '@/ui/toast';

vi.mock('@/ui/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const pack = (id: string, pointsAmount: number, price: number, originalPrice: number | null = null) => ({
  id,
  pointsAmount,
  repPointsMultiplier: 1.5,
  totalPoints: Math.floor(pointsAmount * 1.5),
  price,
  originalPrice,
  currency: 'USD',
});

const adminClub = (changes: Record<string, unknown> = {}) => ({
  ...club(IDS.club1, 'Night Owls'),
  status: 'OPEN',
  myPermissions: ['MANAGE_POINTS', 'VIEW_MEMBERS'],
  pointsIssued: 12500,
  pointsPackages: [pack('p-1', 100, 999, 1299)],
  ...changes,
});

const clubLedger = () => ({
  clubTradingTransactions: connection([
    transaction('t-1', 'GRANT', -200, { memo: 'Welcome' }),
    // A send between two members: neither plus nor minus for the club; both people named.
    transaction('t-2', 'SEND', 75, {
      counterparty: person(IDS.zoe, 'Zoe Friend'),
      from: person(IDS.zoe, 'Zoe Friend'),
      to: person(IDS.sam, 'Sam Member'),
    }),
  ]),
});

describe('ClubPointsPage', () => {
  it('shows points issued and the ledger; edits packages in dollars and saves them in cents', async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubPointsAdmin: () => ({ club: adminClub() }),
      ClubTradingTransactions: clubLedger,
      SetClubPointsPackages: () => ({ setClubPointsPackages: [{ id: 'p-1' }, { id: 'p-2' }] }),
    });
    renderWithRouter(<ClubPointsPage clubId={IDS.club1} />);
    expect(await screen.findByText('12,500')).toBeInTheDocument();
    const ledger = await screen.findByRole('table', { name: POINTS_TEXT.ledgerTitle });
    expect(within(ledger).getByText('Granted')).toBeInTheDocument();
    expect(within(ledger).getByText('Zoe Friend → Sam Member')).toBeInTheDocument();
    expect(within(ledger).getByText('75')).toBeInTheDocument();
    expect(within(ledger).getByText('\u2212200')).toBeInTheDocument();

    const first = screen.getByRole('group', { name: POINTS_TEXT.packageLabel(1) });
    expect(within(first).getByRole('textbox', { name: POINTS_TEXT.price })).toHaveValue('9.99');
    expect(within(first).getByRole('textbox', { name: /Original price/ })).toHaveValue('12.99');
    expect(within(first).getByText(/Total 150 points/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: POINTS_TEXT.addPackage }));
    const second = screen.getByRole('group', { name: POINTS_TEXT.packageLabel(2) });
    fireEvent.change(within(second).getByRole('textbox', { name: POINTS_TEXT.pointsAmount }), {
      target: { value: '500' },
    });
    fireEvent.change(within(second).getByRole('textbox', { name: POINTS_TEXT.price }), {
      target: { value: '40' },
    });
    fireEvent.change(within(second).getByRole('textbox', { name: /Original price/ }), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: POINTS_TEXT.savePackages }));
    // The original price may not be under the price (shared schema), nothing is sent.
    expect(
      await within(second).findByText(POINTS_PURCHASE_MESSAGES.originalPriceInvalid),
    ).toBeInTheDocument();
    expect(api.named('SetClubPointsPackages')).toHaveLength(0);

    fireEvent.change(within(second).getByRole('textbox', { name: /Original price/ }), {
      target: { value: '' },
    });
    fireEvent.change(within(second).getByRole('textbox', { name: POINTS_TEXT.price }), {
      target: { value: '12.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: POINTS_TEXT.savePackages }));
    await waitFor(() => expect(api.named('SetClubPointsPackages')).toHaveLength(1));
    expect(api.named('SetClubPointsPackages')[0]!.variables).toEqual({
      clubId: IDS.club1,
      packages: [
        { pointsAmount: 100, repPointsMultiplier: 1.5, price: 999, originalPrice: 1299 },
        { pointsAmount: 500, repPointsMultiplier: 1, price: 1250, originalPrice: null },
      ],
    });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(POINTS_TEXT.packagesSaved));
  });

  it("removes packages and shows the server's refusal", async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubPointsAdmin: () => ({ club: adminClub() }),
      ClubTradingTransactions: clubLedger,
      SetClubPointsPackages: () => {
        throw new Error('This club is archived.');
      },
    });
    renderWithRouter(<ClubPointsPage clubId={IDS.club1} />);
    fireEvent.click(await screen.findByRole('button', { name: POINTS_TEXT.removePackage(1) }));
    expect(screen.getByText(POINTS_TEXT.noPackages)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: POINTS_TEXT.savePackages }));
    expect(await screen.findByText('This club is archived.')).toBeInTheDocument();
    expect(api.named('SetClubPointsPackages')[0]!.variables).toEqual({ clubId: IDS.club1, packages: [] });
  });

  it('grants points to a member with a key kept across retries and replaced after the grant', async () => {
    signInForTest();
    let attempts = 0;
    const api = mockGraphQL({
      ClubPointsAdmin: () => ({ club: adminClub() }),
      ClubTradingTransactions: clubLedger,
      UserSearch: () => ({ searchUsers: { nodes: [person(IDS.zoe, 'Zoe Friend')] } }),
      GrantPoints: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Zoe Friend is not a member of this club.');
        return { grantPoints: { id: `g-${attempts}`, amount: 300 } };
      },
    });
    renderWithRouter(<ClubPointsPage clubId={IDS.club1} />);
    const form = (await screen.findByRole('heading', { name: POINTS_TEXT.grantTitle })).closest('form')!;
    fireEvent.change(within(form).getByRole('textbox', { name: POINTS_TEXT.recipient }), {
      target: { value: IDS.zoe },
    });
    fireEvent.click(
      within(await within(form).findByRole('listbox')).getByRole('option', { name: /Zoe Friend/ }),
    );
    fireEvent.change(within(form).getByRole('textbox', { name: POINTS_TEXT.amount }), {
      target: { value: '300' },
    });
    fireEvent.click(within(form).getByRole('button', { name: POINTS_TEXT.grantSubmit }));
    expect(await within(form).findByText('Zoe Friend is not a member of this club.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: POINTS_TEXT.grantSubmit }));
    expect(await within(form).findByText(POINTS_TEXT.granted(300, 'Zoe Friend'))).toBeInTheDocument();
    const [one, two] = api
      .named('GrantPoints')
      .map((call) => call.variables.input as Record<string, unknown>);
    expect(one).toEqual({
      clubId: IDS.club1,
      toUserId: IDS.zoe,
      amount: 300,
      memo: null,
      idempotencyKey: expect.any(String),
    });
    expect(two!.idempotencyKey).toBe(one!.idempotencyKey);

    fireEvent.change(within(form).getByRole('textbox', { name: POINTS_TEXT.recipient }), {
      target: { value: IDS.zoe },
    });
    fireEvent.click(
      within(await within(form).findByRole('listbox')).getByRole('option', { name: /Zoe Friend/ }),
    );
    fireEvent.change(within(form).getByRole('textbox', { name: POINTS_TEXT.amount }), {
      target: { value: '1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: POINTS_TEXT.grantSubmit }));
    await waitFor(() => expect(api.named('GrantPoints')).toHaveLength(3));
    expect(
      (api.named('GrantPoints')[2]!.variables.input as { idempotencyKey: string }).idempotencyKey,
    ).not.toBe(one!.idempotencyKey);
  });

  it('refuses viewers without MANAGE_POINTS and reads no ledger', async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubPointsAdmin: () => ({ club: adminClub({ myPermissions: ['VIEW_MEMBERS'], pointsIssued: null }) }),
    });
    renderWithRouter(<ClubPointsPage clubId={IDS.club1} />);
    expect(await screen.findByText(POINTS_TEXT.noPermission)).toBeInTheDocument();
    expect(api.named('ClubTradingTransactions')).toHaveLength(0);
  });

  it('shows a missing club as not found', async () => {
    signInForTest();
    mockGraphQL({ ClubPointsAdmin: () => ({ club: null }) });
    renderWithRouter(<ClubPointsPage clubId="nope" />);
    expect(await screen.findByText(POINTS_TEXT.clubNotFoundTitle)).toBeInTheDocument();
  });
});

describe('SelectedClubPointsPage', () => {
  it('opens the first managed club', async () => {
    signInForTest();
    const api = mockGraphQL({
      ManagedClubsForPoints: () => ({
        managedClubs: [club(IDS.club1, 'Night Owls'), club(IDS.club2, 'Later Club')],
      }),
      ClubPointsAdmin: () => ({ club: adminClub() }),
      ClubTradingTransactions: clubLedger,
    });
    renderWithRouter(<SelectedClubPointsPage />);
    expect(await screen.findByText('12,500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Night Owls' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: POINTS_TEXT.adminTitle })).toBeInTheDocument();
    expect(api.named('ClubPointsAdmin')[0]!.variables).toEqual({ idOrSlug: IDS.club1 });
  });

  it('links to creating a club when the viewer manages none', async () => {
    signInForTest();
    mockGraphQL({ ManagedClubsForPoints: () => ({ managedClubs: [] }) });
    renderWithRouter(<SelectedClubPointsPage />);
    expect(await screen.findByText(POINTS_TEXT.noManagedTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: POINTS_TEXT.createClub })).toHaveAttribute(
      'href',
      '/my/rep-clubs/create',
    );
  });
});
