import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventTeamSection, TEAM_TEXT } from '@/features/events/team/event-team-section';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const person = (userId: string, name: string) => ({
  userId,
  name,
  userName: userId,
  avatarUrl: null,
  isVerified: false,
});

const team = (changes: Record<string, unknown> = {}) => ({
  eventId: 'event-1',
  viewerPermissions: ['CanAddDoorAttendee', 'CanRemoveDoorAttendee', 'CanViewAttendees'],
  viewerRoles: ['COORDINATOR'],
  viewerRoleName: 'Host',
  usersRoles: [
    { role: 'CREATOR', displayName: 'Producer', status: 'APPROVED', user: person('ada', 'Ada Host') },
    { role: 'COORDINATOR', displayName: 'Host', status: 'APPROVED', user: person('user-1', 'Tess Me') },
    { role: 'DOOR', displayName: 'Scanner', status: 'APPROVED', user: person('dan', 'Dan Door') },
    { role: 'PROMOTER', displayName: 'Promoter', status: 'APPROVED', user: person('pat', 'Pat Promo') },
  ],
  roleInvitations: [
    {
      invitationId: 'role-1',
      role: 'DOOR',
      roleDisplayName: 'Scanner',
      status: 'INVITED',
      createdAt: '2026-06-01T12:00:00.000Z',
      expiresAt: '2026-06-15T12:00:00.000Z',
      emailAddress: 'new@example.com',
      invitee: null,
    },
  ],
  ...changes,
});

describe('EventTeamSection', () => {
  it('lists members with display names and pending invitations; removes and leaves only as allowed', async () => {
    signInForTest();
    const api = mockGraphQL({
      EventTeam: () => ({ event: team() }),
      RemoveEventRole: () => ({ removeEventRole: { eventId: 'event-1' } }),
      LeaveEventRole: () => ({ leaveEventRole: true }),
      CancelEventRoleInvitation: () => ({ cancelEventRoleInvitation: { eventId: 'event-1' } }),
    });
    renderWithRouter(<EventTeamSection slugOrId="event-1" />);
    expect(await screen.findByText(TEAM_TEXT.yourRole('Host'))).toBeInTheDocument();
    for (const badge of ['Producer', 'Scanner', 'Promoter'])
      expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();

    // A coordinator removes a door, not a promoter.
    expect(
      screen.queryByRole('button', { name: TEAM_TEXT.remove('Pat Promo', 'Promoter') }),
    ).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TEAM_TEXT.remove('Dan Door', 'Scanner (door)') }));
    const removeDialog = await screen.findByRole('dialog', { name: TEAM_TEXT.removeTitle });
    fireEvent.click(within(removeDialog).getByRole('button', { name: TEAM_TEXT.cancel }));
    expect(api.named('RemoveEventRole')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: TEAM_TEXT.remove('Dan Door', 'Scanner (door)') }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: TEAM_TEXT.removeTitle })).getByRole('button', {
        name: TEAM_TEXT.removeConfirm,
      }),
    );
    await waitFor(() => expect(api.named('RemoveEventRole')).toHaveLength(1));
    expect(api.named('RemoveEventRole')[0]!.variables).toEqual({
      eventId: 'event-1',
      userId: 'dan',
      role: 'DOOR',
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: TEAM_TEXT.leave }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: TEAM_TEXT.leaveTitle })).getByRole('button', {
        name: TEAM_TEXT.leaveConfirm,
      }),
    );
    await waitFor(() => expect(api.named('LeaveEventRole')).toHaveLength(1));
    expect(api.named('LeaveEventRole')[0]!.variables).toEqual({ eventId: 'event-1', role: 'COORDINATOR' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: TEAM_TEXT.withdraw('new@example.com') }));
    await waitFor(() => expect(api.named('CancelEventRoleInvitation')).toHaveLength(1));
  });

  it('invites a person found by search to a role the viewer may add', async () => {
    signInForTest();
    const api = mockGraphQL({
      EventTeam: () => ({ event: team() }),
      UserSearch: () => ({ searchUsers: { nodes: [person('zoe', 'Zoe Scanner')] } }),
      InviteEventTeamMember: () => ({ inviteEventTeamMember: { invitationId: 'role-2', status: 'INVITED' } }),
    });
    renderWithRouter(<EventTeamSection slugOrId="event-1" />);
    // A coordinator may add doors only.
    expect(await screen.findByDisplayValue('Scanner (door)')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: TEAM_TEXT.person }), { target: { value: 'zoe' } });
    const list = await screen.findByRole('listbox', { name: TEAM_TEXT.person });
    fireEvent.click(within(list).getByRole('option', { name: /Zoe Scanner/ }));
    fireEvent.click(screen.getByRole('button', { name: TEAM_TEXT.invite }));
    await waitFor(() => expect(api.named('InviteEventTeamMember')).toHaveLength(1));
    expect(api.named('InviteEventTeamMember')[0]!.variables).toEqual({
      eventId: 'event-1',
      role: 'DOOR',
      userId: 'zoe',
      email: null,
    });
    expect(await screen.findByText(TEAM_TEXT.sent('Zoe Scanner'))).toBeInTheDocument();
  });

  it('invites by e-mail when nobody is chosen', async () => {
    signInForTest();
    const api = mockGraphQL({
      EventTeam: () => ({ event: team() }),
      UserSearch: () => ({ searchUsers: { nodes: [] } }),
      InviteEventTeamMember: () => ({ inviteEventTeamMember: { invitationId: 'role-3', status: 'INVITED' } }),
    });
    renderWithRouter(<EventTeamSection slugOrId="event-1" />);
    fireEvent.change(await screen.findByRole('textbox', { name: TEAM_TEXT.person }), {
      target: { value: 'Sam@Example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: TEAM_TEXT.inviteEmail('sam@example.com') }));
    await waitFor(() => expect(api.named('InviteEventTeamMember')).toHaveLength(1));
    expect(api.named('InviteEventTeamMember')[0]!.variables).toMatchObject({
      email: 'sam@example.com',
      userId: null,
    });
  });

  it('shows a promoter the team without invite tools or pending invitations', async () => {
    signInForTest();
    mockGraphQL({
      EventTeam: () => ({
        event: team({
          viewerPermissions: ['CanApproveMyAttendee'],
          viewerRoleName: 'Promoter',
          roleInvitations: null,
        }),
      }),
    });
    renderWithRouter(<EventTeamSection slugOrId="event-1" />);
    expect(await screen.findByText(TEAM_TEXT.yourRole('Promoter'))).toBeInTheDocument();
    expect(screen.queryByText(TEAM_TEXT.inviteTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(TEAM_TEXT.pendingTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
