import { EVENT_TEAM_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AcceptRoleInviteView, ROLE_INVITE_TEXT } from '@/features/events/team/accept-role-invite-view';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const ID = 'role-7d9f1c2e-0000-4000-8000-000000000001';

const invitation = (changes: Record<string, unknown> = {}) => ({
  invitationId: ID,
  role: 'CO_HOST',
  roleDisplayName: 'Manager',
  status: 'INVITED',
  isExpired: false,
  eventId: 'event-1',
  eventName: 'Launch Party',
  eventSlug: 'launch-party',
  eventAvatarUrl: 'https://cdn.example/cover.webp',
  eventStartDate: '2026-07-01T02:00:00.000Z',
  eventTimeZone: 'America/Los_Angeles',
  invitedBy: { userId: 'ada', name: 'Ada Lovelace', userName: 'ada', avatarUrl: null, isVerified: true },
  emailAddress: null,
  invitee: { userId: 'user-1', name: 'Test User', userName: 'testuser' },
  ...changes,
});

describe('AcceptRoleInviteView', () => {
  it('shows a team member someone else’s invitation without Accept and Decline', async () => {
    signInForTest();
    mockGraphQL({
      EventRoleInvitation: () => ({
        eventRoleInvitation: invitation({
          role: 'DOOR',
          invitee: { userId: 'someone-else', name: 'Gabriel Guest', userName: 'gabrielguest' },
        }),
      }),
    });
    const { unmount } = renderWithRouter(<AcceptRoleInviteView invitationId={ID} />);
    expect(
      await screen.findByRole('heading', {
        name: ROLE_INVITE_TEXT.managerTitle('Gabriel Guest', 'Scanner (door)', 'Launch Party'),
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ROLE_INVITE_TEXT.accept })).toBeNull();
    expect(screen.getByRole('link', { name: ROLE_INVITE_TEXT.openHostPage })).toHaveAttribute(
      'href',
      '/rep-club/events/event-1',
    );
    unmount();
    // By e-mail: the manager sees the address (the invitee's account is not told).
    mockGraphQL({
      EventRoleInvitation: () => ({
        eventRoleInvitation: invitation({ invitee: null, emailAddress: 'jo@example.com' }),
      }),
    });
    renderWithRouter(<AcceptRoleInviteView invitationId={ID} />);
    expect(
      await screen.findByRole('heading', {
        name: ROLE_INVITE_TEXT.managerTitle('jo@example.com', 'Manager (co-host)', 'Launch Party'),
      }),
    ).toBeInTheDocument();
  });

  it('shows the event, the role and who invites, and accepts', async () => {
    signInForTest();
    let current = invitation();
    const api = mockGraphQL({
      EventRoleInvitation: () => ({ eventRoleInvitation: current }),
      AcceptEventRoleInvitation: () => {
        current = invitation({ status: 'APPROVED' });
        return { acceptEventRoleInvitation: { invitationId: ID, status: 'APPROVED' } };
      },
    });
    renderWithRouter(<AcceptRoleInviteView invitationId={ID} />);
    expect(
      await screen.findByRole('heading', {
        name: ROLE_INVITE_TEXT.title('Ada Lovelace', 'Manager (co-host)', 'Launch Party'),
      }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ROLE_INVITE_TEXT.accept }));
    await waitFor(() => expect(api.named('AcceptEventRoleInvitation')).toHaveLength(1));
    expect(api.named('AcceptEventRoleInvitation')[0]!.variables).toEqual({ invitationId: ID });
    expect(
      await screen.findByRole('heading', { name: ROLE_INVITE_TEXT.acceptedTitle('Manager (co-host)') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ROLE_INVITE_TEXT.openHostPage })).toHaveAttribute(
      'href',
      '/rep-club/events/event-1',
    );
  });

  it('declines', async () => {
    signInForTest();
    let current = invitation();
    const api = mockGraphQL({
      EventRoleInvitation: () => ({ eventRoleInvitation: current }),
      DeclineEventRoleInvitation: () => {
        current = invitation({ status: 'INVITEE_DECLINED' });
        return { declineEventRoleInvitation: { invitationId: ID, status: 'INVITEE_DECLINED' } };
      },
    });
    renderWithRouter(<AcceptRoleInviteView invitationId={ID} />);
    fireEvent.click(await screen.findByRole('button', { name: ROLE_INVITE_TEXT.decline }));
    await waitFor(() => expect(api.named('DeclineEventRoleInvitation')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: ROLE_INVITE_TEXT.declinedTitle })).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    signInForTest();
    mockGraphQL({
      EventRoleInvitation: () => ({ eventRoleInvitation: invitation() }),
      AcceptEventRoleInvitation: () => {
        throw new Error(EVENT_TEAM_MESSAGES.invitationEventOver);
      },
    });
    renderWithRouter(<AcceptRoleInviteView invitationId={ID} />);
    fireEvent.click(await screen.findByRole('button', { name: ROLE_INVITE_TEXT.accept }));
    expect(await screen.findByText(EVENT_TEAM_MESSAGES.invitationEventOver)).toBeInTheDocument();
  });

  it.each([
    ['unknown or for another account', null, ROLE_INVITE_TEXT.unavailableTitle],
    ['expired', invitation({ isExpired: true }), ROLE_INVITE_TEXT.expiredTitle],
    ['withdrawn', invitation({ status: 'DECLINED' }), ROLE_INVITE_TEXT.withdrawnTitle],
  ])('says an invitation that is %s cannot be answered', async (_case, answer, title) => {
    signInForTest();
    mockGraphQL({ EventRoleInvitation: () => ({ eventRoleInvitation: answer }) });
    renderWithRouter(<AcceptRoleInviteView invitationId={ID} />);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ROLE_INVITE_TEXT.accept })).not.toBeInTheDocument();
  });
});
