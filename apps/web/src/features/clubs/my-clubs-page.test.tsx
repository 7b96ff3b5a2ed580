import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MY_CLUBS_TEXT, MyClubsPage } from '@/features/clubs/my-clubs-page';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

vi.mock('@/ui/toast', () => ({ notifySuccess: () => 'toast', notifyError: () => 'toast' }));

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

const person = (userId: string, name: string) => ({ userId, name, userName: userId, avatarUrl: null });
const club = (id: string, displayName: string, changes: Record<string, unknown> = {}) => ({
  id,
  slug: id,
  displayName,
  status: 'OPEN',
  published: true,
  memberCount: 3,
  isOwner: false,
  myRole: null,
  colors: { primary: '#3D1277', secondary: '#FFFFFF' },
  images: { avatarUrl: null, coverUrl: null },
  ...changes,
});
const invite = (id: string, clubName: string, changes: Record<string, unknown> = {}) => ({
  id,
  kind: 'MEMBER',
  role: 'REWARD_MANAGER',
  memo: null,
  email: 'tess@example.com',
  status: 'ACTIVE',
  uses: 0,
  usesPerInvite: 1,
  expiresAt: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  invitee: null,
  invitedBy: person('olga', 'Olga Owner'),
  club: club(`club-${id}`, clubName),
  ...changes,
});

describe('MyClubsPage', () => {
  it('explains clubs, lists mine, highlights the invite of the link and accepts it', async () => {
    signInForTest();
    const api = mockGraphQL({
      ManagedClubs: () => ({
        managedClubs: [club('club-1', 'Night Owls', { isOwner: true, published: false, status: 'PENDING' })],
      }),
      MyClubInvites: () => ({
        myClubInvites: [
          invite('inv-1', 'Early Birds'),
          invite('inv-2', 'Jazz Cats', { role: null, memo: 'Join us' }),
        ],
      }),
      AcceptClubInvite: () => ({ acceptClubInvite: { id: 'club-inv-2', slug: 'jazz-cats' } }),
    });
    const { router } = renderWithRouter(<MyClubsPage invite="inv-2" />, { extraPaths: ['/rep-clubs/$id'] });
    expect(await screen.findByText(MY_CLUBS_TEXT.whatTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MY_CLUBS_TEXT.create })).toHaveAttribute(
      'href',
      '/my/rep-clubs/create',
    );
    const mine = screen.getByRole('region', { name: MY_CLUBS_TEXT.mine });
    expect(await within(mine).findByRole('link', { name: 'Night Owls' })).toHaveAttribute(
      'href',
      '/my/rep-clubs/club-1',
    );
    expect(within(mine).getByText('Draft')).toBeInTheDocument();

    const early = await screen.findByRole('region', { name: MY_CLUBS_TEXT.inviteTo('Early Birds') });
    expect(within(early).getByText(MY_CLUBS_TEXT.asRole('Reward Manager'))).toBeInTheDocument();
    expect(early).not.toHaveAttribute('aria-current');
    const jazz = screen.getByRole('region', { name: MY_CLUBS_TEXT.inviteTo('Jazz Cats') });
    expect(jazz).toHaveAttribute('aria-current', 'true');
    expect(within(jazz).getByText(MY_CLUBS_TEXT.asMember)).toBeInTheDocument();
    fireEvent.click(within(jazz).getByRole('button', { name: MY_CLUBS_TEXT.accept }));
    await waitFor(() => expect(api.named('AcceptClubInvite')[0]!.variables).toEqual({ inviteId: 'inv-2' }));
    // A membership invite leads to the club's public page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/rep-clubs/jazz-cats'));
  });

  it('reads a link invite by id, and says when it is no longer usable; an empty list invites to create', async () => {
    signInForTest();
    const api = mockGraphQL({
      ManagedClubs: () => ({ managedClubs: [] }),
      MyClubInvites: () => ({ myClubInvites: [] }),
      ClubInvite: ({ inviteId }) => ({
        clubInvite:
          inviteId === 'link-1'
            ? invite('link-1', 'Open Mic', { email: null, kind: 'COLLABORATOR', role: 'EVENT_MANAGER' })
            : null,
      }),
      DeclineClubInvite: () => ({ declineClubInvite: { id: 'link-1', status: 'ACTIVE' } }),
    });
    const { unmount } = renderWithRouter(<MyClubsPage invite="link-1" />);
    const card = await screen.findByRole('region', { name: MY_CLUBS_TEXT.inviteTo('Open Mic') });
    expect(within(card).getByText(MY_CLUBS_TEXT.collaborator)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: MY_CLUBS_TEXT.decline }));
    await waitFor(() => expect(api.named('DeclineClubInvite')).toHaveLength(1));
    expect(screen.getByText(MY_CLUBS_TEXT.noneTitle)).toBeInTheDocument();
    unmount();

    renderWithRouter(<MyClubsPage invite="gone" />);
    expect(await screen.findByText(MY_CLUBS_TEXT.inviteGone)).toBeInTheDocument();
  });
});
