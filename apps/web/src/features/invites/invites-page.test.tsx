import { USER_INVITE_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVITE_DIALOG_TEXT } from '@/ui/invite-by-email-dialog';
import { INVITES_PAGE_TEXT, InvitesPage } from '@/features/invites/invites-page';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

type Pending = { inviteId: string; emailAddress: string; status: string; createdAt: string };

function invitesServer(options: { remaining?: number; pending?: Pending[]; accepted?: unknown[] } = {}) {
  let remaining = options.remaining ?? 5;
  let pending = options.pending ?? [];
  const me = () => ({
    me: {
      userId: 'user-1',
      emailAddress: 'tess@example.com',
      userInvitesRemaining: remaining,
      pendingInvites: pending,
      acceptedInvites: options.accepted ?? [],
    },
  });
  return {
    MyInvites: me,
    SendUserInvites: ({ emails }: Record<string, unknown>) => {
      const list = emails as string[];
      if (list.includes('member@example.com'))
        throw new Error(USER_INVITE_MESSAGES.hasAccount('member@example.com'));
      remaining -= list.length;
      const sent = list.map((email, index) => ({
        inviteId: `new-${index}`,
        emailAddress: email,
        status: 'PENDING',
        createdAt: '2026-05-04T10:00:00.000Z',
      }));
      pending = [...sent, ...pending];
      return { sendUserInvites: sent.map(({ inviteId, emailAddress }) => ({ inviteId, emailAddress })) };
    },
    CancelUserInvite: ({ inviteId }: Record<string, unknown>) => {
      pending = pending.filter((invite) => invite.inviteId !== inviteId);
      remaining += 1;
      return { cancelUserInvite: { userId: 'user-1', userInvitesRemaining: remaining } };
    },
  };
}

const PENDING: Pending = {
  inviteId: 'inv-1',
  emailAddress: 'friend@example.com',
  status: 'PENDING',
  createdAt: '2026-05-01T10:00:00.000Z',
};
const ACCEPTED = {
  inviteId: 'inv-2',
  emailAddress: 'bea@example.com',
  status: 'ACCEPTED',
  createdAt: '2026-04-01T10:00:00.000Z',
  acceptedAt: '2026-04-02T10:00:00.000Z',
  invitedUser: {
    userId: 'bea',
    name: 'Bea Newcomer',
    userName: 'bea',
    avatarUrl: null,
    isVerified: true,
    tier: 'PREMIUM',
  },
};

describe('InvitesPage', () => {
  it('shows the count, pending and accepted invites', async () => {
    signInForTest();
    mockGraphQL(invitesServer({ remaining: 3, pending: [PENDING], accepted: [ACCEPTED] }));
    renderWithRouter(<InvitesPage />);
    expect(await screen.findByText(INVITES_PAGE_TEXT.remaining(3))).toBeInTheDocument();
    const pending = screen.getByRole('list', { name: INVITES_PAGE_TEXT.pendingTitle });
    expect(within(pending).getByText('friend@example.com')).toBeInTheDocument();
    expect(within(pending).getByText(INVITES_PAGE_TEXT.sentOn('May 1, 2026'))).toBeInTheDocument();
    const accepted = screen.getByRole('list', { name: INVITES_PAGE_TEXT.acceptedTitle });
    expect(within(accepted).getByText('Bea Newcomer')).toBeInTheDocument();
    expect(within(accepted).getByRole('img', { name: INVITES_PAGE_TEXT.verified })).toBeInTheDocument();
    expect(within(accepted).getByText(INVITES_PAGE_TEXT.acceptedBadge)).toBeInTheDocument();
  });

  it('shows the empty states and disables inviting without invites left', async () => {
    signInForTest();
    mockGraphQL(invitesServer({ remaining: 0 }));
    renderWithRouter(<InvitesPage />);
    expect(await screen.findByText(INVITES_PAGE_TEXT.noneLeft)).toBeInTheDocument();
    expect(screen.getByText(INVITES_PAGE_TEXT.pendingEmpty)).toBeInTheDocument();
    expect(screen.getByText(INVITES_PAGE_TEXT.acceptedEmpty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: INVITES_PAGE_TEXT.inviteButton })).toBeDisabled();
  });

  it('shows a load failure with a retry', async () => {
    signInForTest();
    mockGraphQL({
      MyInvites: () => {
        throw new Error('Something broke.');
      },
    });
    renderWithRouter(<InvitesPage />);
    expect(await screen.findByText('Something broke.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('invites by email through the dialog, refusing own and already invited addresses', async () => {
    signInForTest();
    const api = mockGraphQL(invitesServer({ remaining: 2, pending: [PENDING] }));
    renderWithRouter(<InvitesPage />);
    fireEvent.click(await screen.findByRole('button', { name: INVITES_PAGE_TEXT.inviteButton }));
    const field = await screen.findByLabelText(INVITE_DIALOG_TEXT.emailLabel);
    const add = () => fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.add }));

    fireEvent.change(field, { target: { value: 'tess@example.com' } });
    add();
    expect(await screen.findByText(USER_INVITE_MESSAGES.self)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'friend@example.com' } });
    add();
    expect(await screen.findByText(USER_INVITE_MESSAGES.alreadyInvited)).toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'member@example.com' } });
    add();
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.send }));
    expect(
      await screen.findByText(USER_INVITE_MESSAGES.hasAccount('member@example.com')),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.remove('member@example.com') }));
    fireEvent.change(field, { target: { value: 'new@example.com' } });
    add();
    fireEvent.click(screen.getByRole('button', { name: INVITE_DIALOG_TEXT.send }));
    await waitFor(() =>
      expect(api.named('SendUserInvites').at(-1)?.variables).toEqual({ emails: ['new@example.com'] }),
    );
    expect(await screen.findByText(INVITES_PAGE_TEXT.remaining(1))).toBeInTheDocument();
    const pending = screen.getByRole('list', { name: INVITES_PAGE_TEXT.pendingTitle });
    expect(within(pending).getByText('new@example.com')).toBeInTheDocument();
  });

  it('withdraws a pending invite', async () => {
    signInForTest();
    const api = mockGraphQL(invitesServer({ remaining: 4, pending: [PENDING] }));
    renderWithRouter(<InvitesPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: INVITES_PAGE_TEXT.cancelLabel('friend@example.com') }),
    );
    await waitFor(() => expect(api.named('CancelUserInvite')[0]?.variables).toEqual({ inviteId: 'inv-1' }));
    expect(await screen.findByText(INVITES_PAGE_TEXT.pendingEmpty)).toBeInTheDocument();
    expect(screen.getByText(INVITES_PAGE_TEXT.remaining(5))).toBeInTheDocument();
  });
});
