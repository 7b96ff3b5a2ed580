import { USER_INVITE_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCEPT_INVITE_TEXT, AcceptInviteView } from '@/features/invites/accept-invite-view';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const invite = (changes: Record<string, unknown> = {}) => ({
  inviteId: 'inv-1',
  emailAddress: 'tess@example.com',
  status: 'PENDING',
  inviter: {
    userId: 'ada',
    name: 'Ada Lovelace',
    userName: 'ada',
    avatarUrl: null,
    isVerified: true,
    tier: 'VERIFIED',
  },
  invitedUser: null,
  ...changes,
});

describe('AcceptInviteView', () => {
  it('shows who invited the signed-in user and accepts', async () => {
    signInForTest();
    let current = invite();
    const api = mockGraphQL({
      UserInvite: () => ({ userInvite: current }),
      AcceptUserInvite: () => {
        current = invite({ status: 'ACCEPTED', invitedUser: { userId: 'user-1' } });
        return { acceptUserInvite: { inviteId: 'inv-1', status: 'ACCEPTED' } };
      },
    });
    renderWithRouter(<AcceptInviteView inviteId="inv-1" />);
    expect(
      await screen.findByRole('heading', { name: ACCEPT_INVITE_TEXT.invitedTitle('Ada Lovelace') }),
    ).toBeInTheDocument();
    expect(screen.getByText(ACCEPT_INVITE_TEXT.sentTo('tess@example.com'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ACCEPT_INVITE_TEXT.accept }));
    await waitFor(() => expect(api.named('AcceptUserInvite')).toHaveLength(1));
    expect(
      await screen.findByRole('heading', { name: ACCEPT_INVITE_TEXT.acceptedTitle }),
    ).toBeInTheDocument();
  });

  it('shows the server refusal (e.g. your own invitation)', async () => {
    signInForTest();
    mockGraphQL({
      UserInvite: () => ({ userInvite: invite() }),
      AcceptUserInvite: () => {
        throw new Error(USER_INVITE_MESSAGES.ownInvite);
      },
    });
    renderWithRouter(<AcceptInviteView inviteId="inv-1" />);
    fireEvent.click(await screen.findByRole('button', { name: ACCEPT_INVITE_TEXT.accept }));
    expect(await screen.findByText(USER_INVITE_MESSAGES.ownInvite)).toBeInTheDocument();
  });

  it.each([
    ['unknown', null],
    ['withdrawn', invite({ status: 'CANCELLED' })],
    ['accepted by someone else', invite({ status: 'ACCEPTED', invitedUser: null })],
  ])('says an invitation that is %s is not available', async (_case, answer) => {
    signInForTest();
    mockGraphQL({ UserInvite: () => ({ userInvite: answer }) });
    renderWithRouter(<AcceptInviteView inviteId="inv-1" />);
    expect(
      await screen.findByRole('heading', { name: ACCEPT_INVITE_TEXT.unavailableTitle }),
    ).toBeInTheDocument();
  });
});
