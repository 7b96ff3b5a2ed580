import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validateProfileSearch } from '@/features/users/profile-search';
import { mockGraphQL, signInForTest, TEST_ME } from '@/test/mock-graphql';
import { renderApp } from '@/test/render-app';

function indexServer(me: Partial<typeof TEST_ME> = {}, fail = false) {
  return mockGraphQL({
    CurrentUser: () => {
      if (fail)
        throw new Error('Oops! Looks like something went wrong. Please try again or contact support.');
      return { me: { ...TEST_ME, ...me } };
    },
    Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
    UserAchievements: () => ({
      userAchievements: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
    }),
    AchievementDetail: () => ({ achievement: null }),
    TermsAndPrivacy: () => ({
      termsAndPrivacy: { version: 2, termsAndConditionsUrl: '/t/2', privacyPolicyUrl: '/p/2' },
    }),
  });
}

describe('/profile', () => {
  it('shows the header card and the account tab with a link to every profile page', async () => {
    signInForTest();
    indexServer({ isVerified: true, tier: 'VERIFIED' });
    renderApp('/profile');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tess Shell' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('@tess')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByTestId('tier-badge')).toHaveTextContent('Verified');

    const tabs = screen.getByRole('tablist', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Account', 'Payments', 'Payouts', 'Documents']);
    expect(within(tabs).getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');

    const links = screen.getByRole('list', { name: 'Account pages' });
    for (const [name, href] of [
      ['Profile information', '/profile/information'],
      ['Personal details', '/profile/personal'],
      ['Settings', '/profile/settings'],
    ]) {
      expect(within(links).getByRole('link', { name: new RegExp(name!) })).toHaveAttribute('href', href);
    }
    expect(within(links).getAllByRole('listitem')).toHaveLength(8);
  });

  it('shows Premium in gold and no verified mark for an unverified user', async () => {
    signInForTest();
    indexServer({ isVerified: false, tier: 'PREMIUM' });
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Tess Shell' }, { timeout: 5000 });
    const badge = screen.getByTestId('tier-badge');
    expect(badge).toHaveTextContent('Premium');
    expect(badge.className).toMatch(/premium/);
    expect(screen.queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
  });

  it('keeps the chosen tab in the `tab` search parameter', async () => {
    signInForTest();
    indexServer();
    const { router, user } = renderApp('/profile?tab=documents');
    await screen.findByRole('heading', { level: 1, name: 'Tess Shell' }, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Payouts' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'payouts' }));
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('list', { name: 'Account pages' })).toBeInTheDocument();
  });

  it('opens the account tab for an unknown tab and for an achievement link', async () => {
    signInForTest();
    indexServer();
    renderApp('/profile?tab=nope&achievement=7');
    await screen.findByRole('heading', { level: 1, name: 'Tess Shell' }, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the error with a retry when the profile cannot be loaded', async () => {
    signInForTest();
    indexServer({}, true);
    renderApp('/profile');
    expect(
      await screen.findAllByText(
        'Oops! Looks like something went wrong. Please try again or contact support.',
        {},
        {
          timeout: 5000,
        },
      ),
    ).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The account tab still works.
    expect(screen.getByRole('list', { name: 'Account pages' })).toBeInTheDocument();
  });
});

describe('validateProfileSearch', () => {
  it('keeps a known tab and the achievement id, and drops anything else', () => {
    expect(validateProfileSearch({ tab: 'payments' })).toEqual({ tab: 'payments' });
    expect(validateProfileSearch({ tab: 'admin', other: 'x' })).toEqual({});
    expect(validateProfileSearch({ achievement: 7 })).toEqual({ achievement: '7' });
  });
});
