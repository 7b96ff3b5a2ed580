import { GUEST_INVITE_FILTER_LABELS, USER_SPEC_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { GUEST_FORM_TEXT } from './guest-form';
import { GUEST_LIST_LINK, GuestListLink } from './guest-list-link';
import { GUEST_TEXT, GuestListPage } from './guest-list-page';

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

// Mantine's autosizing textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Mantine's combobox scrolls its selected option into view, which jsdom does not implement.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

const HOST = ['CanSearchGuests', 'CanAddGuest', 'CanAddExtraTicket', 'CanAddVip', 'CanEditEvent'];

const guestEvent = (viewerPermissions: string[] = HOST) => ({
  event: {
    eventId: 'ev-1',
    slug: 'rooftop-party',
    displayName: 'Rooftop Party',
    viewerPermissions,
    tickets: [
      { eventTicketId: 't-1', ticketType: 'Guest', isSpecialGuest: false, balance: { availableAmount: 40 } },
      { eventTicketId: 't-2', ticketType: 'VIP', isSpecialGuest: true, balance: { availableAmount: 5 } },
    ],
    guestCounters: { guests: 2, guestTickets: 4, checkedInGuestTickets: 1, capacity: 50 },
  },
});

const guest = (id: string, fullName: string, changes: Record<string, unknown> = {}) => ({
  guestId: id,
  fullName,
  emailAddress: `${id}@example.com`,
  phoneNumber: null,
  note: null,
  quantity: 1,
  checkedInQuantity: 0,
  eventTicketId: null,
  inviteStatus: 'NOT_INVITED',
  gender: null,
  ageRange: null,
  recordedGender: null,
  recordedAgeRange: null,
  customFields: [],
  ...changes,
});

const page = (nodes: unknown[], hasNextPage = false) => ({
  searchEventGuests: { pageInfo: { hasNextPage, endCursor: hasNextPage ? 'c1' : null }, nodes },
});

beforeEach(() => {
  toasts.errors.length = 0;
  toasts.successes.length = 0;
  signInForTest();
});

describe('the guest list page', () => {
  it('lists the guests with their counters, and searches and filters on the server', async () => {
    const api = mockGraphQL({
      GuestEvent: () => guestEvent(),
      EventGuests: (variables) => {
        const filter = variables.filter as { inviteStatus: string };
        if (filter.inviteStatus === 'INVITED')
          return page([guest('g2', 'Bob Brown', { inviteStatus: 'INVITED' })]);
        if (variables.query === 'zed') return page([]);
        return page(
          [
            guest('g1', 'Ada Lovelace', {
              quantity: 3,
              gender: 'Female',
              ageRange: '25-34',
              phoneNumber: '+12135550123',
            }),
            guest('g2', 'Bob Brown', { inviteStatus: 'INVITED' }),
          ],
          true,
        );
      },
    });
    renderWithRouter(<GuestListPage slugOrId="ev-1" />);
    const ada = await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(ada).getByText('g1@example.com')).toBeInTheDocument();
    expect(within(ada).getByText('+12135550123')).toBeInTheDocument();
    expect(within(ada).getByText(GUEST_TEXT.plusOnes(2))).toBeInTheDocument();
    expect(within(ada).getByText('Female · 25-34')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Bob Brown' })).getByText('Invited'),
    ).toBeInTheDocument();
    expect(screen.getByText('50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(api.named('EventGuests')[0]?.variables).toMatchObject({
      eventId: 'ev-1',
      query: null,
      filter: { inviteStatus: 'ALL', gender: null, ageRange: null },
    });

    fireEvent.click(screen.getByLabelText(GUEST_TEXT.inviteStatus, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: GUEST_INVITE_FILTER_LABELS.INVITED }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Ada Lovelace' })).not.toBeInTheDocument(),
    );
    expect(api.named('EventGuests').at(-1)?.variables).toMatchObject({ filter: { inviteStatus: 'INVITED' } });

    fireEvent.click(screen.getByLabelText(GUEST_TEXT.inviteStatus, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: GUEST_INVITE_FILTER_LABELS.ALL }));
    fireEvent.change(screen.getByRole('searchbox', { name: GUEST_TEXT.search }), {
      target: { value: 'zed' },
    });
    expect(await screen.findByText(GUEST_TEXT.noMatchTitle)).toBeInTheDocument();
    expect(api.named('EventGuests').at(-1)?.variables).toMatchObject({ query: 'zed' });
  });

  it('adds a guest with the shared rules, custom fields and plus-ones', async () => {
    const api = mockGraphQL({
      GuestEvent: () => guestEvent(),
      EventGuests: () => page([]),
      AddGuest: (variables) => ({
        addGuest: guest('g9', (variables.input as { fullName: string }).fullName),
      }),
    });
    renderWithRouter(<GuestListPage slugOrId="ev-1" />);
    expect(await screen.findByText(GUEST_TEXT.emptyTitle)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: GUEST_TEXT.add })[0]!);
    const dialog = await screen.findByRole('dialog', { name: GUEST_TEXT.addTitle });

    fireEvent.change(within(dialog).getByRole('textbox', { name: GUEST_FORM_TEXT.email }), {
      target: { value: 'not-an-email' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: GUEST_FORM_TEXT.add }));
    expect(await within(dialog).findByText(USER_SPEC_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(api.named('AddGuest')).toHaveLength(0);

    fireEvent.change(
      within(dialog).getByLabelText(new RegExp(`^${GUEST_FORM_TEXT.fullName}`), { selector: 'input' }),
      {
        target: { value: 'Grace Hopper' },
      },
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: GUEST_FORM_TEXT.email }), {
      target: { value: 'Grace@Example.com' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: GUEST_FORM_TEXT.quantity }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: GUEST_FORM_TEXT.addField }));
    fireEvent.click(within(dialog).getByRole('button', { name: GUEST_FORM_TEXT.addField }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: `${GUEST_FORM_TEXT.fieldLabel} 1` }), {
      target: { value: 'Table number' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: `${GUEST_FORM_TEXT.fieldValue} 1` }), {
      target: { value: '7' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: GUEST_FORM_TEXT.removeField(2) }));
    fireEvent.click(within(dialog).getByRole('button', { name: GUEST_FORM_TEXT.add }));

    await waitFor(() => expect(api.named('AddGuest')).toHaveLength(1));
    expect(api.named('AddGuest')[0]?.variables).toEqual({
      eventId: 'ev-1',
      input: {
        fullName: 'Grace Hopper',
        emailAddress: 'grace@example.com',
        phoneNumber: null,
        note: null,
        customFields: [{ key: 'table-number', label: 'Table number', value: '7' }],
        quantity: 3,
        eventTicketId: null,
        gender: null,
        ageRange: null,
      },
    });
    await waitFor(() => expect(toasts.successes).toContain(GUEST_TEXT.added('Grace Hopper')));
  });

  it("shows a guest's QR passes and copies the pass link when the event gives QR passes", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const link = `http://localhost/guest-pass/${'b'.repeat(64)}`;
    mockGraphQL({
      GuestEvent: () => guestEvent(),
      EventGuests: () =>
        page([
          guest('g1', 'Ada Lovelace', {
            quantity: 2,
            inviteStatus: 'INVITED',
            passLink: link,
            tickets: [
              { ticketNo: 1, passCode: 'repclub:guest:p1:s1', checkedInAt: '2026-06-05T04:00:00.000Z' },
              { ticketNo: 2, passCode: 'repclub:guest:p2:s2', checkedInAt: null },
            ],
          }),
          guest('g2', 'Bob Brown', {
            passLink: null,
            tickets: [{ ticketNo: 1, passCode: null, checkedInAt: null }],
          }),
        ]),
    });
    renderWithRouter(<GuestListPage slugOrId="ev-1" />);
    const ada = await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    const bob = screen.getByRole('listitem', { name: 'Bob Brown' });
    expect(within(bob).queryByRole('button', { name: GUEST_TEXT.copyPassLink })).not.toBeInTheDocument();
    expect(within(bob).queryByRole('button', { name: GUEST_TEXT.showPasses })).not.toBeInTheDocument();

    fireEvent.click(within(ada).getByRole('button', { name: GUEST_TEXT.copyPassLink }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));

    fireEvent.click(within(ada).getByRole('button', { name: GUEST_TEXT.showPasses }));
    const dialog = await screen.findByRole('dialog', { name: GUEST_TEXT.passesTitle('Ada Lovelace') });
    expect(
      await within(dialog).findByRole('img', { name: GUEST_TEXT.passQrLabel('Ada Lovelace', 1, 2) }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: GUEST_TEXT.passQrLabel('Ada Lovelace', 2, 2) }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(GUEST_TEXT.passOf(1, 2))).toBeInTheDocument();
    expect(within(dialog).getAllByText(GUEST_TEXT.passCheckedIn)).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: GUEST_TEXT.close }));
    fireEvent.click(await screen.findByRole('button', { name: GUEST_TEXT.actions('Ada Lovelace') }));
    expect(await screen.findByRole('menuitem', { name: GUEST_TEXT.resendInvite })).toBeInTheDocument();
  });

  it('edits, invites and removes a guest from its menu', async () => {
    const api = mockGraphQL({
      GuestEvent: () => guestEvent(),
      EventGuests: () =>
        page([
          guest('g1', 'Ada Lovelace', {
            quantity: 2,
            recordedGender: 'Female',
            gender: 'Female',
            note: 'VIP table',
          }),
        ]),
      UpdateGuest: (variables) => ({
        updateGuest: guest('g1', (variables.input as { fullName: string }).fullName),
      }),
      SendGuestInvite: () => ({ sendGuestInvite: { guestId: 'g1', inviteStatus: 'INVITED' } }),
      RemoveGuest: () => ({ removeGuest: 'g1' }),
    });
    renderWithRouter(<GuestListPage slugOrId="ev-1" />);
    fireEvent.click(await screen.findByRole('button', { name: GUEST_TEXT.actions('Ada Lovelace') }));
    fireEvent.click(await screen.findByRole('menuitem', { name: GUEST_TEXT.edit }));
    const dialog = await screen.findByRole('dialog', { name: GUEST_TEXT.editTitle('Ada Lovelace') });
    const name = within(dialog).getByLabelText(new RegExp(`^${GUEST_FORM_TEXT.fullName}`), {
      selector: 'input',
    });
    expect(name).toHaveValue('Ada Lovelace');
    fireEvent.change(name, { target: { value: 'Ada King' } });
    fireEvent.click(within(dialog).getByRole('button', { name: GUEST_FORM_TEXT.save }));
    await waitFor(() => expect(api.named('UpdateGuest')).toHaveLength(1));
    expect(api.named('UpdateGuest')[0]?.variables).toMatchObject({
      guestId: 'g1',
      input: {
        fullName: 'Ada King',
        quantity: 2,
        gender: 'Female',
        note: 'VIP table',
        emailAddress: 'g1@example.com',
      },
    });
    await waitFor(() => expect(toasts.successes).toContain(GUEST_TEXT.saved('Ada King')));

    fireEvent.click(screen.getByRole('button', { name: GUEST_TEXT.actions('Ada Lovelace') }));
    fireEvent.click(await screen.findByRole('menuitem', { name: GUEST_TEXT.sendInvite }));
    await waitFor(() => expect(api.named('SendGuestInvite')[0]?.variables).toEqual({ guestId: 'g1' }));

    fireEvent.click(screen.getByRole('button', { name: GUEST_TEXT.actions('Ada Lovelace') }));
    fireEvent.click(await screen.findByRole('menuitem', { name: GUEST_TEXT.remove }));
    expect(await screen.findByText(GUEST_TEXT.removeText('Ada Lovelace'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: GUEST_TEXT.remove }));
    await waitFor(() => expect(api.named('RemoveGuest')[0]?.variables).toEqual({ guestId: 'g1' }));
  });

  it('loads a saved list and tells who was skipped', async () => {
    const api = mockGraphQL({
      GuestEvent: () => guestEvent(),
      EventGuests: () => page([guest('g1', 'Ada Lovelace')]),
      SavedGuestListNames: () => ({ savedGuestListNames: ['Regulars', 'VIPs'] }),
      LoadSavedGuestList: () => ({
        loadSavedGuestList: {
          added: 2,
          skipped: [{ fullName: 'Ada Lovelace', email: 'g1@example.com', phoneNumber: null }],
        },
      }),
    });
    renderWithRouter(<GuestListPage slugOrId="ev-1" />);
    await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: GUEST_TEXT.loadFrom }));
    const dialog = await screen.findByRole('dialog', { name: GUEST_TEXT.loadTitle });
    fireEvent.click(await within(dialog).findByLabelText(GUEST_TEXT.savedLists, { selector: 'input' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Regulars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: GUEST_TEXT.load }));
    expect(await within(dialog).findByText(GUEST_TEXT.skipped(1))).toBeInTheDocument();
    expect(within(dialog).getByText('Ada Lovelace · g1@example.com')).toBeInTheDocument();
    expect(api.named('LoadSavedGuestList')[0]?.variables).toEqual({ eventId: 'ev-1', name: 'Regulars' });
  });

  it("shows a promoter their own guests, without save as; refuses people outside the event's guest team", async () => {
    mockGraphQL({
      GuestEvent: () => guestEvent(['CanAddGuest', 'CanAddVip']),
      EventGuests: () => page([guest('g1', 'Mine')]),
    });
    const promoter = renderWithRouter(<GuestListPage slugOrId="ev-1" />);
    expect(await screen.findByText(GUEST_TEXT.onlyMine)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: GUEST_TEXT.saveAs })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: GUEST_TEXT.actions('Mine') })).toBeInTheDocument();
    promoter.unmount();

    const api = mockGraphQL({
      GuestEvent: () => guestEvent(['CanShareEventLink']),
      EventGuests: () => page([]),
    });
    renderWithRouter(<GuestListPage slugOrId="ev-1" />);
    expect(await screen.findByText(GUEST_TEXT.forbidden)).toBeInTheDocument();
    expect(api.named('EventGuests')).toHaveLength(0);
  });

  it('shows the load error with a retry', async () => {
    mockGraphQL({
      GuestEvent: () => guestEvent(),
      EventGuests: () => {
        throw new Error('The list could not be read.');
      },
    });
    renderWithRouter(<GuestListPage slugOrId="ev-1" />);
    expect(await screen.findByText('The list could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the link from the host page', () => {
  it('shows to the team that may see or add guests only', () => {
    const view = renderWithRouter(<GuestListLink eventId="ev-1" permissions={['CanAddGuest']} />);
    return screen.findByRole('link', { name: GUEST_LIST_LINK }).then((link) => {
      expect(link).toHaveAttribute('href', '/rep-club/events/ev-1/guest');
      view.unmount();
      renderWithRouter(<GuestListLink eventId="ev-1" permissions={['CanShareEventLink']} />);
      expect(screen.queryByRole('link', { name: GUEST_LIST_LINK })).not.toBeInTheDocument();
    });
  });
});
