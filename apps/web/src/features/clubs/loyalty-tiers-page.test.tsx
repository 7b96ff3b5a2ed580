import { CLUB_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXT } from '@/features/clubs/club-admin-shared';
import { LOYALTY_TEXT, LoyaltyTiersPage } from '@/features/clubs/loyalty-tiers-page';
import { TIERS_TEXT } from '@/features/clubs/tier-editor';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

vi.mock('@/ui/toast', () => ({ notifySuccess: () => 'toast', notifyError: () => 'toast' }));

const person = { userId: 'user-1', name: 'Tess Shell', userName: 'tess', avatarUrl: null };
const colors = (primary: string) => ({ primary, secondary: '#FFFFFF' });

const clubAdmin = (changes: Record<string, unknown> = {}) => ({
  id: 'club-1',
  slug: 'night-owls',
  displayName: 'Night Owls',
  status: 'OPEN',
  published: true,
  memberCount: 12,
  isOwner: true,
  myRole: null,
  colors: colors('#3D1277'),
  images: { avatarUrl: null, coverUrl: null },
  bio: null,
  access: 'PUBLIC',
  createdAt: '2026-11-01T12:00:00.000Z',
  myPermissions: [
    'EDIT_CLUB',
    'MANAGE_TIERS',
    'MANAGE_TEAM',
    'MANAGE_POINTS',
    'MANAGE_EVENTS',
    'VIEW_MEMBERS',
  ],
  socialAccounts: [],
  owner: person,
  tiers: [
    { id: 't2', level: 2, name: 'Silver', minimumPoints: 500, imageUrl: null, colors: colors('#C0C0C0') },
    { id: 't1', level: 1, name: 'Bronze', minimumPoints: 0, imageUrl: null, colors: colors('#CD7F32') },
  ],
  pendingOwnershipTransfer: null,
  ...changes,
});

const tierGroup = (level: number) => screen.getByRole('group', { name: TIERS_TEXT.level(level) });

describe('LoyaltyTiersPage', () => {
  it('edits tiers in level order: adds, reorders, checks increasing points, saves the whole list', async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubAdmin: () => ({ club: clubAdmin() }),
      SetClubTiers: () => ({ setClubTiers: { id: 'club-1' } }),
    });
    renderWithRouter(<LoyaltyTiersPage clubId="club-1" />);
    expect(await screen.findByRole('heading', { name: LOYALTY_TEXT.title })).toBeInTheDocument();
    // Shown by level, whatever the order the server sent.
    expect(within(tierGroup(1)).getByRole('textbox', { name: /Tier name/ })).toHaveValue('Bronze');
    expect(within(tierGroup(2)).getByRole('textbox', { name: /Tier name/ })).toHaveValue('Silver');

    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXT.add }));
    const gold = tierGroup(3);
    fireEvent.change(within(gold).getByRole('textbox', { name: /Tier name/ }), { target: { value: 'Gold' } });
    // A new tier starts 100 above the last; moved above Silver, the points no longer increase.
    expect(within(gold).getByRole('textbox', { name: /Minimum points/ })).toHaveValue('600');
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXT.moveUp('Gold') }));
    expect(within(tierGroup(2)).getByRole('textbox', { name: /Tier name/ })).toHaveValue('Gold');
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXT.save }));
    expect(await screen.findByText(CLUB_MESSAGES.tierPointsNotIncreasing)).toBeInTheDocument();
    expect(api.named('SetClubTiers')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXT.moveDown('Gold') }));
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXT.remove('Bronze') }));
    fireEvent.change(within(tierGroup(1)).getByRole('textbox', { name: /Minimum points/ }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXT.save }));
    await waitFor(() => expect(api.named('SetClubTiers')).toHaveLength(1));
    expect(api.named('SetClubTiers')[0]!.variables).toEqual({
      clubId: 'club-1',
      tiers: [
        { name: 'Silver', colors: colors('#C0C0C0'), minimumPoints: 0, imageUrl: null },
        { name: 'Gold', colors: colors('#3D1277'), minimumPoints: 600, imageUrl: null },
      ],
    });
  });

  it('refuses an empty name and shows the server message when saving fails', async () => {
    signInForTest();
    mockGraphQL({
      ClubAdmin: () => ({ club: clubAdmin({ tiers: [] }) }),
      SetClubTiers: () => {
        throw new Error('This club is archived.');
      },
    });
    renderWithRouter(<LoyaltyTiersPage clubId="club-1" />);
    expect(await screen.findByText(TIERS_TEXT.empty)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXT.add }));
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXT.save }));
    expect(await screen.findByText(CLUB_MESSAGES.tierNameRequired)).toBeInTheDocument();
    fireEvent.change(within(tierGroup(1)).getByRole('textbox', { name: /Tier name/ }), {
      target: { value: 'Fan' },
    });
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXT.save }));
    expect(await screen.findByText('This club is archived.')).toBeInTheDocument();
  });

  it('tells a team member without the tiers permission that the page is not for their role', async () => {
    signInForTest();
    mockGraphQL({
      ClubAdmin: () => ({
        club: clubAdmin({
          isOwner: false,
          myRole: 'REWARD_MANAGER',
          myPermissions: ['MANAGE_POINTS', 'VIEW_MEMBERS'],
        }),
      }),
    });
    renderWithRouter(<LoyaltyTiersPage clubId="club-1" />);
    expect(await screen.findByText(ADMIN_TEXT.noAccessTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TIERS_TEXT.save })).not.toBeInTheDocument();
  });
});
