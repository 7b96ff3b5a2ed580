import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXT } from '@/features/clubs/club-admin-shared';
import { ACCOUNTS_TEXT, ClubAccountsPage } from '@/features/clubs/club-accounts-page';
import { EDIT_TEXT, ClubEditPage } from '@/features/clubs/club-edit-page';
import { FIELDS_TEXT } from '@/features/clubs/club-fields';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

vi.mock('@/ui/toast', () => ({ notifySuccess: () => 'toast', notifyError: () => 'toast' }));

// Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const clubAdmin = (changes: Record<string, unknown> = {}) => ({
  id: 'club-1',
  slug: 'night-owls',
  displayName: 'Night Owls',
  status: 'OPEN',
  published: true,
  memberCount: 12,
  isOwner: true,
  myRole: null,
  colors: { primary: '#3D1277', secondary: '#FFFFFF' },
  images: { avatarUrl: 'https://cdn.example/owl.webp', coverUrl: null },
  bio: 'Late shows only.',
  access: 'PUBLIC',
  createdAt: '2026-11-01T12:00:00.000Z',
  myPermissions: ['EDIT_CLUB', 'MANAGE_TEAM'],
  socialAccounts: [],
  owner: { userId: 'olga', name: 'Olga Owner', userName: 'olga', avatarUrl: null },
  tiers: [],
  pendingOwnershipTransfer: null,
  ...changes,
});

describe('ClubEditPage (the Details tab)', () => {
  it('shows the club’s look and saves the bio, colours, access and images with the name', async () => {
    signInForTest();
    const api = mockGraphQL({
      ClubAdmin: () => ({ club: clubAdmin() }),
      UpdateClub: () => ({ updateClub: { id: 'club-1' } }),
    });
    renderWithRouter(<ClubEditPage clubId="club-1" />);
    expect(await screen.findByRole('heading', { name: EDIT_TEXT.title })).toBeInTheDocument();
    expect(screen.getByLabelText(FIELDS_TEXT.bio)).toHaveValue('Late shows only.');
    expect(screen.getByLabelText(FIELDS_TEXT.primary)).toHaveValue('#3D1277');
    expect(screen.getByText(FIELDS_TEXT.avatar)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: FIELDS_TEXT.change(FIELDS_TEXT.avatarWhat) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: FIELDS_TEXT.upload(FIELDS_TEXT.coverWhat) }),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(FIELDS_TEXT.bio), { target: { value: 'Early shows too.' } });
    // The access control is named by its label.
    expect(screen.getByRole('radiogroup', { name: FIELDS_TEXT.access })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: FIELDS_TEXT.private }));
    fireEvent.click(screen.getByRole('button', { name: FIELDS_TEXT.remove(FIELDS_TEXT.avatarWhat) }));
    fireEvent.click(screen.getByRole('button', { name: EDIT_TEXT.save }));

    await waitFor(() => expect(api.named('UpdateClub')).toHaveLength(1));
    expect(api.named('UpdateClub')[0]!.variables).toEqual({
      clubId: 'club-1',
      input: {
        displayName: 'Night Owls',
        bio: 'Early shows too.',
        colors: { primary: '#3D1277', secondary: '#FFFFFF' },
        access: 'PRIVATE',
        avatarUrl: null,
        coverUrl: null,
      },
    });
  });

  it('tells a role without EDIT_CLUB that the Details tab is not theirs', async () => {
    signInForTest();
    mockGraphQL({
      ClubAdmin: () => ({ club: clubAdmin({ isOwner: false, myPermissions: ['MANAGE_TEAM'] }) }),
    });
    renderWithRouter(<ClubEditPage clubId="club-1" />);
    expect(await screen.findByText(ADMIN_TEXT.noAccessTitle)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: EDIT_TEXT.title })).not.toBeInTheDocument();
  });

  it('gates the Accounts tab the same way and shows its title to an editor', async () => {
    signInForTest();
    mockGraphQL({ ClubAdmin: () => ({ club: clubAdmin() }) });
    renderWithRouter(<ClubAccountsPage clubId="club-1" />);
    expect(await screen.findByRole('heading', { name: ACCOUNTS_TEXT.title })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNTS_TEXT.intro)).toBeInTheDocument();
    expect(screen.getByText(FIELDS_TEXT.noAccounts)).toBeInTheDocument();
  });
});
