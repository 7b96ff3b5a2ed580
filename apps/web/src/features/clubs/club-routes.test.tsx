import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAYOUT_TEXT } from '@/features/clubs/club-admin-layout';
import { ADMIN_TEXT } from '@/features/clubs/club-admin-shared';
import { SELECTED_TEXT } from '@/features/clubs/selected-club';
import { TEAM_TEXT } from '@/features/clubs/club-team-page';
import { mockGraphQL, signInForTest, TEST_ME } from '@/test/mock-graphql';
import { renderApp } from '@/test/render-app';

const person = { userId: 'user-1', name: 'Tess Shell', userName: 'tess', avatarUrl: null };
const colors = { primary: '#3D1277', secondary: '#FFFFFF' };
const summary = {
  id: 'club-1',
  slug: 'night-owls',
  displayName: 'Night Owls',
  status: 'OPEN',
  published: true,
  memberCount: 12,
  isOwner: true,
  myRole: null,
  colors,
  images: { avatarUrl: null, coverUrl: null },
};
const permissions = [
  'EDIT_CLUB',
  'MANAGE_TIERS',
  'MANAGE_TEAM',
  'MANAGE_POINTS',
  'MANAGE_EVENTS',
  'VIEW_MEMBERS',
];

function mockApp(managedClubs: unknown[]) {
  return mockGraphQL({
    CurrentUser: () => ({ me: TEST_ME }),
    Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
    TermsAndPrivacy: () => ({
      termsAndPrivacy: { version: 2, termsAndConditionsUrl: '/t/2', privacyPolicyUrl: '/p/2' },
    }),
    ManagedClubs: () => ({ managedClubs }),
    ClubAdmin: () => ({
      club: {
        ...summary,
        bio: null,
        access: 'PUBLIC',
        createdAt: '2026-11-01T12:00:00.000Z',
        myPermissions: permissions,
        socialAccounts: [],
        owner: person,
        tiers: [],
        pendingOwnershipTransfer: null,
      },
    }),
    ClubTeam: () => ({
      club: {
        id: 'club-1',
        displayName: 'Night Owls',
        isOwner: true,
        myRole: null,
        myPermissions: permissions,
        owner: person,
        teamMembers: [],
        teamCollaborators: [],
        invites: [],
        pendingOwnershipTransfer: null,
      },
    }),
  });
}

describe('club routes', () => {
  it('/my/rep-clubs/{clubId}/team renders the team inside the brand admin, its tab current', async () => {
    signInForTest();
    mockApp([summary]);
    renderApp('/my/rep-clubs/club-1/team');
    expect(await screen.findByRole('heading', { name: TEAM_TEXT.title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: LAYOUT_TEXT.tabsLabel });
    expect(within(nav).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('/rep-club/team shows the first managed club, and /rep-club/loyalty-tiers without one offers to create', async () => {
    signInForTest();
    mockApp([summary, { ...summary, id: 'club-2', displayName: 'Second' }]);
    const first = renderApp('/rep-club/team');
    expect(await screen.findByText(SELECTED_TEXT.managing)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Night Owls' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: TEAM_TEXT.title })).toBeInTheDocument();
    first.unmount();

    mockApp([]);
    renderApp('/rep-club/loyalty-tiers');
    expect(await screen.findByText(ADMIN_TEXT.noClubTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ADMIN_TEXT.createClub })).toHaveAttribute(
      'href',
      '/my/rep-clubs/create',
    );
  });
});
