import { CONTACTS_MESSAGES, EVENT_INVITE_MESSAGES, MESSAGES, sendInviteMessageKey } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';
import { INVITE_DIALOG_TEXT } from '@/ui/invite-by-email-dialog';
import { EVENT_INVITE_ACCEPT_TEXT, EventInviteAcceptView } from './event-invite-accept-view';
import { INVITE_PAGE_TEXT, EventInvitePage } from './event-invite-page';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const ALL = ['CanAddGuest', 'CanSharePrivateTicket', 'CanShareEventLink'];

const event = (viewerPermissions: string[] = ALL) => ({
  event: {
    eventId: EVENT_ID,
    slug: 'summer-party',
    displayName: 'Summer Party',
    status: 'PUBLISHED',
    viewerPermissions,
    tickets: [
      { eventTicketId: 't-general', ticketType: 'General', isPrivate: false, isActive: true },
      { eventTicketId: 't-vip', ticketType: 'VIP room', isPrivate: true, isActive: true },
    ],
  },
});

const contact = (id: string, name: string, email: string | null, invitationStatus: string | null = null) => ({
  contactId: id,
  name,
  emailAddress: email,
  phoneNumber: null,
  userId: null,
  group: null,
  invitationStatus,
  inviteInfo: null,
});

const invitation = (id: string, email: string, status: string) => ({
  invitationId: id,
  emailAddress: email,
  status,
  source: 'DIRECT',
  user: null,
  inviteInfo: null,
  createdAt: '2026-06-01T10:00:00.000Z',
});

function server(options: { permissions?: string[]; contacts?: unknown[]; invitations?: unknown[] } = {}) {
  return mockGraphQL({
    InviteEvent: () => event(options.permissions),
    Contacts: () => ({
      contacts: {
        nodes: options.contacts ?? [
          contact('c-ann', 'Ann Lee', 'ann@example.com'),
          contact('c-bo', 'Bo Chen', 'bo@example.com', 'INVITEE_ACCEPTED'),
        ],
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    }),
    ContactGroups: () => ({ contactGroups: [{ groupId: 'g-1', groupName: 'VIPs' }] }),
    EventInvitations: () => ({
      eventInvitations: {
        nodes: options.invitations ?? [
          invitation('i-1', 'bo@example.com', 'INVITEE_ACCEPTED'),
          invitation('i-2', 'cy@example.com', 'DECLINED'),
          invitation('i-3', 'di@example.com', 'APPROVED'),
          invitation('i-4', 'ed@example.com', 'INVITED'),
        ],
        pageInfo: { hasNextPage: false, endCursor: null },
      },
      uniqueInviteeCount: 4,
    }),
    InviteToEvent: (variables) => {
      const input = variables.input as { contactIds?: string[]; emails?: string[] };
      const sent = [...(input.contactIds ?? []), ...(input.emails ?? [])];
      return { inviteToEvent: sent.map((s, i) => ({ invitationId: `new-${i}`, emailAddress: s })) };
    },
    UpdateContactGroup: (variables) => {
      if (variables.groupName === 'Taken') throw new Error(CONTACTS_MESSAGES.groupExists);
      return { updateContactGroup: { groupId: variables.groupId, groupName: variables.groupName } };
    },
    CreateEventInviteLink: () => ({
      createEventInviteLink: { url: 'http://localhost/accept-invite/el_abc' },
    }),
  });
}

beforeEach(() => {
  window.localStorage.clear();
  signInForTest();
});

describe('EventInvitePage', () => {
  it('shows the unique invitee count, contacts and invitees with their badges', async () => {
    server();
    renderWithRouter(<EventInvitePage slugOrId={EVENT_ID} />);
    expect(await screen.findByText(INVITE_PAGE_TEXT.title('Summer Party'))).toBeInTheDocument();
    expect(await screen.findByText(INVITE_PAGE_TEXT.inviteeCount(4))).toBeInTheDocument();
    const invitees = await screen.findByRole('list', { name: INVITE_PAGE_TEXT.inviteesTitle });
    // Large badges (accounts §4.5).
    expect(within(invitees).getByText('RSVP Pending')).toBeInTheDocument();
    expect(within(invitees).getByText('Not Selected')).toBeInTheDocument();
    expect(within(invitees).getByText('Approved')).toBeInTheDocument();
    expect(within(invitees).getByText('Invited')).toBeInTheDocument();
    const contacts = await screen.findByRole('list', { name: INVITE_PAGE_TEXT.contactsTitle });
    // Small badge on the contact who accepted; they cannot be selected again.
    expect(within(contacts).getByText('Pending')).toBeInTheDocument();
    expect(
      within(contacts).getByRole('checkbox', { name: INVITE_PAGE_TEXT.select('Bo Chen') }),
    ).toBeDisabled();
  });

  it('invites selected contacts with a gift ticket and the message, whose draft is kept until sent', async () => {
    const { named } = server();
    renderWithRouter(<EventInvitePage slugOrId={EVENT_ID} />);
    const message = await screen.findByLabelText(INVITE_PAGE_TEXT.message);
    fireEvent.change(message, { target: { value: 'See you there' } });
    expect(window.localStorage.getItem(sendInviteMessageKey(EVENT_ID))).toBe('See you there');
    fireEvent.click(screen.getByRole('radio', { name: INVITE_PAGE_TEXT.ticketGift }));
    fireEvent.click(await screen.findByRole('checkbox', { name: INVITE_PAGE_TEXT.select('Ann Lee') }));
    const send = screen.getByRole('button', { name: INVITE_PAGE_TEXT.inviteSelected(1) });
    // A gift needs its ticket type first.
    expect(send).toBeDisabled();
    fireEvent.click(screen.getByLabelText(INVITE_PAGE_TEXT.ticketType, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'General' }));
    fireEvent.click(send);
    await waitFor(() => expect(named('InviteToEvent')).toHaveLength(1));
    expect(named('InviteToEvent')[0]!.variables.input).toEqual({
      eventId: EVENT_ID,
      contactIds: ['c-ann'],
      message: 'See you there',
      ticket: { kind: 'GIFT', eventTicketId: 't-general', quantity: 1 },
    });
    await waitFor(() => expect(window.localStorage.getItem(sendInviteMessageKey(EVENT_ID))).toBeNull());
  });

  it('the draft is read back on the next visit and removed at sign-out', async () => {
    window.localStorage.setItem(sendInviteMessageKey(EVENT_ID), 'Saved draft');
    server();
    renderWithRouter(<EventInvitePage slugOrId={EVENT_ID} />);
    expect(await screen.findByLabelText(INVITE_PAGE_TEXT.message)).toHaveValue('Saved draft');
    clearSession();
    expect(window.localStorage.getItem(sendInviteMessageKey(EVENT_ID))).toBeNull();
  });

  it('invite by email: own and already-invited addresses are refused with their messages', async () => {
    const { named } = server();
    renderWithRouter(<EventInvitePage slugOrId={EVENT_ID} />);
    await screen.findByText(INVITE_PAGE_TEXT.inviteeCount(4));
    fireEvent.click(screen.getByRole('button', { name: INVITE_PAGE_TEXT.inviteByEmail }));
    const field = await screen.findByLabelText(INVITE_DIALOG_TEXT.emailLabel);
    const add = () => fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.add }));
    fireEvent.change(field, { target: { value: 'tess@example.com' } });
    add();
    expect(await screen.findByText(MESSAGES.inviteEmailCannotBeUsed)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'ED@example.com' } });
    add();
    expect(
      await screen.findByText(EVENT_INVITE_MESSAGES.alreadyInvited('ed@example.com')),
    ).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'new@example.com' } });
    add();
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.send }));
    await waitFor(() => expect(named('InviteToEvent')).toHaveLength(1));
    expect(named('InviteToEvent')[0]!.variables.input).toMatchObject({
      emails: ['new@example.com'],
      ticket: null,
    });
  });

  it('copies the invite link', async () => {
    const { named } = server();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithRouter(<EventInvitePage slugOrId={EVENT_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: INVITE_PAGE_TEXT.copyLink }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/accept-invite/el_abc'));
    expect(named('CreateEventInviteLink')[0]!.variables).toEqual({ eventId: EVENT_ID, rotate: false });
  });

  it('renames the selected group, and shows why a name is refused', async () => {
    const { named } = server();
    renderWithRouter(<EventInvitePage slugOrId={EVENT_ID} />);
    await screen.findByText(INVITE_PAGE_TEXT.inviteeCount(4));
    expect(screen.queryByRole('button', { name: INVITE_PAGE_TEXT.renameGroup })).toBeNull();
    fireEvent.click(screen.getByLabelText(INVITE_PAGE_TEXT.group, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'VIPs' }));
    fireEvent.click(await screen.findByRole('button', { name: INVITE_PAGE_TEXT.renameGroup }));
    const field = screen.getByLabelText(INVITE_PAGE_TEXT.newGroupName);
    expect(field).toHaveValue('VIPs');
    fireEvent.change(field, { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: INVITE_PAGE_TEXT.saveGroupName }));
    expect(await screen.findByText(CONTACTS_MESSAGES.groupExists)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'VIP guests' } });
    fireEvent.click(screen.getByRole('button', { name: INVITE_PAGE_TEXT.saveGroupName }));
    await waitFor(() => expect(named('UpdateContactGroup')).toHaveLength(2));
    expect(named('UpdateContactGroup')[1]!.variables).toEqual({ groupId: 'g-1', groupName: 'VIP guests' });
    // Saved: the form closes and the group's controls come back.
    expect(await screen.findByRole('button', { name: INVITE_PAGE_TEXT.renameGroup })).toBeInTheDocument();
    expect(screen.queryByLabelText(INVITE_PAGE_TEXT.newGroupName)).toBeNull();
  });

  it('shows empty states, and refuses a viewer who may not invite', async () => {
    server({ contacts: [], invitations: [] });
    const { unmount } = renderWithRouter(<EventInvitePage slugOrId={EVENT_ID} />);
    expect(await screen.findByText(INVITE_PAGE_TEXT.noContacts)).toBeInTheDocument();
    expect(await screen.findByText(INVITE_PAGE_TEXT.noInvitees)).toBeInTheDocument();
    unmount();
    server({ permissions: ['CanScanTicket'] });
    renderWithRouter(<EventInvitePage slugOrId={EVENT_ID} />);
    expect(await screen.findByText(INVITE_PAGE_TEXT.notAllowed)).toBeInTheDocument();
  });
});

describe('EventInviteAcceptView', () => {
  const view = (status: string | null) => ({
    eventInvitation: {
      formattedInviteId: 'ei_1',
      isLink: false,
      status,
      message: 'Bring friends',
      inviterName: 'Harper Host',
      event: {
        eventId: EVENT_ID,
        slug: 'summer-party',
        displayName: 'Summer Party',
        startDate: '2026-07-01T20:00:00.000Z',
        avatarUrl: null,
      },
      inviteInfo: { giftTicket: { name: 'General', quantity: 2 }, privateTicket: null },
    },
  });

  it('shows the invitation and accepts it', async () => {
    let status: string = 'INVITED';
    const { named } = mockGraphQL({
      EventInvitationView: () => view(status),
      AcceptEventInvitation: () => {
        status = 'APPROVED';
        return { acceptEventInvitation: { invitationId: '1', status } };
      },
    });
    renderWithRouter(<EventInviteAcceptView inviteId="ei_1" />);
    expect(
      await screen.findByText(EVENT_INVITE_ACCEPT_TEXT.invited('Harper Host', 'Summer Party')),
    ).toBeInTheDocument();
    expect(screen.getByText(EVENT_INVITE_ACCEPT_TEXT.withTickets(2, 'General'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: EVENT_INVITE_ACCEPT_TEXT.accept }));
    await waitFor(() => expect(named('AcceptEventInvitation')).toHaveLength(1));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EVENT_INVITE_ACCEPT_TEXT.accept })).not.toBeInTheDocument();
  });

  it('says so when the invitation is not the viewer’s', async () => {
    mockGraphQL({ EventInvitationView: () => ({ eventInvitation: null }) });
    renderWithRouter(<EventInviteAcceptView inviteId="ei_2" />);
    expect(await screen.findByText(EVENT_INVITE_ACCEPT_TEXT.unavailableTitle)).toBeInTheDocument();
  });
});
