import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminTabsFor, ClubAdminLayout, LAYOUT_TEXT } from '@/features/clubs/club-admin-layout';
import { ADMIN_TEXT } from '@/features/clubs/club-admin-shared';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const club = (changes: Record<string, unknown> = {}) => ({
  id: 'club-1',
  slug: 'night-owls',
  displayName: 'Night Owls',
  status: 'OPEN',
  published: true,
  memberCount: 12,
  isOwner: false,
  myRole: 'EVENT_MANAGER',
  colors: { primary: '#3D1277', secondary: '#FFFFFF' },
  images: { avatarUrl: null, coverUrl: null },
  bio: null,
  access: 'PUBLIC',
  createdAt: '2026-11-01T12:00:00.000Z',
  myPermissions: ['MANAGE_EVENTS', 'VIEW_MEMBERS'],
  socialAccounts: [],
  owner: { userId: 'olga', name: 'Olga Owner', userName: 'olga', avatarUrl: null },
  tiers: [],
  pendingOwnershipTransfer: null,
  ...changes,
});

describe('brand admin tabs', () => {
  it('shows every tab of this issue, in the spec order, to a viewer with every permission', () => {
    const all = [
      'EDIT_CLUB',
      'MANAGE_TIERS',
      'MANAGE_TEAM',
      'MANAGE_POINTS',
      'MANAGE_EVENTS',
      'MANAGE_OFFERS',
      'MANAGE_ACHIEVEMENTS',
      'VIEW_MEMBERS',
    ] as const;
    expect(adminTabsFor('club-1', [...all]).map((tab) => [tab.label, tab.href])).toEqual([
      ['Overview', '/my/rep-clubs/club-1'],
      ['Details', '/my/rep-clubs/club-1/edit'],
      ['Rep Points', '/my/rep-clubs/club-1/rep-points'],
      ['Loyalty Tiers', '/my/rep-clubs/club-1/loyalty-tiers'],
      ['Events', '/my/rep-clubs/club-1/events'],
      ['Offers', '/my/rep-clubs/club-1/offers'],
      ['Achievements', '/my/rep-clubs/club-1/achievements'],
      ['Accounts', '/my/rep-clubs/club-1/accounts'],
      ['Team', '/my/rep-clubs/club-1/team'],
    ]);
  });

  it('shows an event manager only the tabs of their role', async () => {
    signInForTest();
    mockGraphQL({ ClubAdmin: () => ({ club: club() }) });
    renderWithRouter(<ClubAdminLayout clubId="club-1" />);
    const nav = await screen.findByRole('navigation', { name: LAYOUT_TEXT.tabsLabel });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Events', 'Team']);
    expect(screen.getByRole('link', { name: LAYOUT_TEXT.publicPage })).toHaveAttribute(
      'href',
      '/rep-clubs/night-owls',
    );
  });

  it('says when the club is not there', async () => {
    signInForTest();
    mockGraphQL({ ClubAdmin: () => ({ club: null }) });
    renderWithRouter(<ClubAdminLayout clubId="nope" />);
    expect(await screen.findByText(ADMIN_TEXT.notFoundTitle)).toBeInTheDocument();
  });
});
