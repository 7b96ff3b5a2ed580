import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClubTeamPage, TEAM_TEXT } from '@/features/clubs/club-team-page';
import { INVITE_TEXT } from '@/features/clubs/invite-dialog';
import { TRANSFER_TEXT } from '@/features/clubs/ownership-transfer-card';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

vi.mock('@/ui/toast', () => ({ notifySuccess: () => 'toast', notifyError: () => 'toast' }));

// Mantine's combobox scrolls its selected option into view, which jsdom does not implement.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const CLUB_ID = '6f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7';
const NINA_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3';

const person = (userId: string, name: string) => ({ userId, name, userName: userId, avatarUrl: null });
const member = (userId: string, name: string, role: string, kind = 'MEMBER') => ({
  userId,
  kind,
  role,
  roleDisplayName: role,
  since: '2026-11-02T12:00:00.000Z',
  person: person(userId, name),
});

const team = (changes: Record<string, unknown> = {}) => ({
  id: CLUB_ID,
  displayName: 'Night Owls',
  isOwner: false,
  myRole: 'ADMIN',
  myPermissions: [
    'EDIT_CLUB',
    'MANAGE_TIERS',
    'MANAGE_TEAM',
    'MANAGE_POINTS',
    'MANAGE_EVENTS',
    'VIEW_MEMBERS',
  ],
  owner: person('olga', 'Olga Owner'),
  teamMembers: [
    member('user-1', 'Tess Shell', 'ADMIN'),
    member('adam', 'Adam Admin', 'ADMIN'),
    member('rita', 'Rita Rewards', 'REWARD_MANAGER'),
  ],
  teamCollaborators: [member('eve', 'Eve Events', 'EVENT_MANAGER', 'COLLABORATOR')],
  invites: [
    {
      id: 'inv-1',
      kind: 'MEMBER',
      role: 'ACCOUNT_MANAGER',
      memo: null,
      email: 'new@example.com',
      status: 'ACTIVE',
      uses: 0,
      usesPerInvite: 1,
      expiresAt: '2026-12-01T12:00:00.000Z',
      createdAt: '2026-11-20T12:00:00.000Z',
      invitee: null,
      invitedBy: person('user-1', 'Tess Shell'),
    },
  ],
  pendingOwnershipTransfer: null,
  ...changes,
});

describe('ClubTeamPage', () => {
  it('changes roles an admin may change, not other admins or themselves; revokes an invite', async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubTeam: () => ({ club: team() }),
      ChangeClubRole: ({ userId, role }) => ({ changeClubRole: { userId, role } }),
      RevokeClubInvite: () => ({ revokeClubInvite: { id: 'inv-1', status: 'REVOKED' } }),
    });
    renderWithRouter(<ClubTeamPage clubId="club-1" />);
    const members = await screen.findByRole('region', { name: TEAM_TEXT.members });
    expect(within(members).getByText('Rita Rewards')).toBeInTheDocument();
    // An admin (not the owner) changes neither another admin nor themselves, and offers no Admin role.
    expect(screen.queryByLabelText(TEAM_TEXT.roleOf('Adam Admin'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(TEAM_TEXT.roleOf('Tess Shell'))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEAM_TEXT.transfer })).not.toBeInTheDocument();

    fireEvent.click(screen.getByLabelText(TEAM_TEXT.roleOf('Rita Rewards'), { selector: 'input' }));
    expect(screen.queryByRole('option', { name: 'Admin' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'Event Manager' }));
    await waitFor(() => expect(api.named('ChangeClubRole')).toHaveLength(1));
    expect(api.named('ChangeClubRole')[0]!.variables).toEqual({
      clubId: CLUB_ID,
      userId: 'rita',
      role: 'EVENT_MANAGER',
    });

    // A collaborator may only be an Event or Offer Manager.
    fireEvent.click(screen.getByLabelText(TEAM_TEXT.roleOf('Eve Events'), { selector: 'input' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Event Manager', 'Offer Manager']);
    fireEvent.keyDown(listbox, { key: 'Escape' });

    const invites = screen.getByRole('region', { name: TEAM_TEXT.invites });
    expect(within(invites).getByText('new@example.com')).toBeInTheDocument();
    fireEvent.click(within(invites).getByRole('button', { name: TEAM_TEXT.revoke('new@example.com') }));
    await waitFor(() => expect(api.named('RevokeClubInvite')[0]!.variables).toEqual({ inviteId: 'inv-1' }));
  });

  it('invites a person found by name as a team member, and creates a collaborator link invite', async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubTeam: () => ({ club: team({ isOwner: true, myRole: null }) }),
      UserSearch: () => ({ searchUsers: { nodes: [person(NINA_ID, 'Nina New')] } }),
      CreateClubInvite: () => ({ createClubInvite: { id: 'inv-9', status: 'ACTIVE' } }),
    });
    renderWithRouter(<ClubTeamPage clubId="club-1" />);
    fireEvent.click(await screen.findByRole('button', { name: TEAM_TEXT.invite }));
    const dialog = await screen.findByRole('dialog', { name: INVITE_TEXT.title });

    // The owner may appoint admins.
    fireEvent.click(within(dialog).getByLabelText(INVITE_TEXT.role, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: INVITE_TEXT.person }), {
      target: { value: 'nin' },
    });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Nina New/ }, { timeout: 5000 }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: INVITE_TEXT.memo }), {
      target: { value: 'Run the club with me' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: INVITE_TEXT.send }));
    await waitFor(() => expect(api.named('CreateClubInvite')).toHaveLength(1));
    const sent = api.named('CreateClubInvite')[0]!.variables.input as Record<string, unknown>;
    expect(sent).toMatchObject({
      clubId: CLUB_ID,
      kind: 'MEMBER',
      role: 'ADMIN',
      userId: NINA_ID,
      email: null,
      memo: 'Run the club with me',
      usesPerInvite: 1,
    });
    expect(Date.parse(sent.expiresAt as string)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A collaborator link: no person, Offer Manager, 5 uses, never expires; the link is shown to copy.
    fireEvent.click(screen.getByRole('button', { name: TEAM_TEXT.invite }));
    const second = await screen.findByRole('dialog', { name: INVITE_TEXT.title });
    fireEvent.click(within(second).getByRole('radio', { name: INVITE_TEXT.collaborator }));
    fireEvent.click(within(second).getByLabelText(INVITE_TEXT.role, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Offer Manager' }));
    fireEvent.click(within(second).getByLabelText(INVITE_TEXT.expiry, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Never' }));
    fireEvent.change(within(second).getByRole('textbox', { name: new RegExp(INVITE_TEXT.uses) }), {
      target: { value: '5' },
    });
    fireEvent.click(within(second).getByRole('button', { name: INVITE_TEXT.createLink }));
    await waitFor(() => expect(api.named('CreateClubInvite')).toHaveLength(2));
    expect(api.named('CreateClubInvite')[1]!.variables.input).toMatchObject({
      kind: 'COLLABORATOR',
      role: 'OFFER_MANAGER',
      userId: null,
      email: null,
      expiresAt: null,
      usesPerInvite: 5,
    });
    expect(await within(second).findByDisplayValue(/\/my\/rep-clubs\?invite=inv-9$/)).toBeInTheDocument();
  });

  it('lets the owner ask a team member to take over', async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubTeam: () => ({ club: team({ isOwner: true, myRole: null }) }),
      RequestClubOwnershipTransfer: () => ({
        requestClubOwnershipTransfer: { id: 'tr-1', status: 'PENDING' },
      }),
    });
    renderWithRouter(<ClubTeamPage clubId="club-1" />);
    fireEvent.click(await screen.findByRole('button', { name: TEAM_TEXT.transfer }));
    const dialog = await screen.findByRole('dialog', { name: TEAM_TEXT.transferTitle });
    fireEvent.click(within(dialog).getByLabelText(TEAM_TEXT.transferTo, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rita Rewards' }));
    fireEvent.click(within(dialog).getByRole('button', { name: TEAM_TEXT.transferSend }));
    await waitFor(() =>
      expect(api.named('RequestClubOwnershipTransfer')[0]!.variables).toEqual({
        clubId: CLUB_ID,
        userId: 'rita',
      }),
    );
  });

  it('shows the target of a pending transfer Accept and Decline', async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubTeam: () => ({
        club: team({
          pendingOwnershipTransfer: {
            id: 'tr-1',
            status: 'PENDING',
            createdAt: '2026-11-25T12:00:00.000Z',
            from: person('olga', 'Olga Owner'),
            to: person('user-1', 'Tess Shell'),
          },
        }),
      }),
      AcceptClubOwnershipTransfer: () => ({ acceptClubOwnershipTransfer: { id: CLUB_ID } }),
    });
    renderWithRouter(<ClubTeamPage clubId="club-1" />);
    const card = await screen.findByRole('region', { name: TRANSFER_TEXT.title });
    expect(within(card).getByText(TRANSFER_TEXT.toYou('Olga Owner', 'Night Owls'))).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: TRANSFER_TEXT.accept }));
    await waitFor(() =>
      expect(api.named('AcceptClubOwnershipTransfer')[0]!.variables).toEqual({ transferId: 'tr-1' }),
    );
  });
});
