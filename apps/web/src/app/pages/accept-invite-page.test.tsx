import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AcceptInvitePage } from '@/app/pages/accept-invite-page';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

describe('AcceptInvitePage', () => {
  it('reads a role-… id as an event-team invitation', async () => {
    signInForTest();
    const api = mockGraphQL({ EventRoleInvitation: () => ({ eventRoleInvitation: null }) });
    renderWithRouter(<AcceptInvitePage inviteId="role-1234" />);
    await waitFor(() => expect(api.named('EventRoleInvitation')).toHaveLength(1));
    expect(api.named('EventRoleInvitation')[0]!.variables).toEqual({ invitationId: 'role-1234' });
    expect(api.named('UserInvite')).toHaveLength(0);
    expect(
      await screen.findByRole('heading', { name: 'This invitation is not available' }),
    ).toBeInTheDocument();
  });

  it('reads any other id as a RepClub invite', async () => {
    signInForTest();
    const api = mockGraphQL({ UserInvite: () => ({ userInvite: null }) });
    renderWithRouter(<AcceptInvitePage inviteId="7d9f1c2e-0000-4000-8000-000000000001" />);
    await waitFor(() => expect(api.named('UserInvite')).toHaveLength(1));
    expect(api.named('EventRoleInvitation')).toHaveLength(0);
  });
});
