import { ROUTES, STORAGE_KEYS } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_FEED_TEXT } from '@/features/notifications/activity-feed';
import { getSession } from '@/lib/session';
import { mockGraphQL, signInForTest, TEST_ME } from '@/test/mock-graphql';
import { renderApp } from '@/test/render-app';

/**
 * An item of the open menu, found by its label. A text query, not a role query: a role query over a whole rendered
 * page takes seconds on a busy CI machine, which ran out the wait while the item was there.
 */
async function menuItem(name: string): Promise<HTMLElement> {
  const label = await screen.findByText(name, { selector: '.mantine-Menu-itemLabel' });
  const item = label.closest<HTMLElement>('[role="menuitem"]');
  if (!item) throw new Error(`${name} is not a menu item`);
  return item;
}

function shellServer(me = TEST_ME) {
  return mockGraphQL({
    CurrentUser: () => ({ me }),
    ShellClubs: () => ({ managedClubs: [] }),
    HomeClubMemberships: () => ({ myClubMemberships: [] }),
    Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
    ActivityFeed: () => ({ notifications: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] } }),
    TermsAndPrivacy: () => ({
      termsAndPrivacy: { version: 2, termsAndConditionsUrl: '/t/2', privacyPolicyUrl: '/p/2' },
    }),
  });
}

describe('the main shell at /home', () => {
  it('sends a visitor to sign-up with the target, and one who signed up before to login', async () => {
    const first = renderApp('/home');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/auth/sign-up'));
    expect(first.router.state.location.search).toMatchObject({ to: '/home' });
    first.unmount();

    window.localStorage.setItem(STORAGE_KEYS.isSignedUp, 'true');
    const second = renderApp('/home');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/auth/login'));
    expect(second.router.state.location.search).toMatchObject({ to: '/home' });
  });

  it('shows the sidebar, breadcrumb, menus and the home page for a signed-in user', async () => {
    signInForTest();
    shellServer();
    renderApp('/home');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Offers/ })).toHaveAttribute('href', '/offers/explore');
    expect(within(nav).getByRole('link', { name: /Rep Points/ })).toHaveAttribute(
      'href',
      '/rep-points/my-points',
    );

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Home')).toHaveAttribute('aria-current', 'page');
    // The search box is hidden on /home (accounts §2.4).
    expect(screen.queryByLabelText('Search people and events')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'About RepClub' })).toHaveTextContent('Did You Know?');
    expect(screen.getByRole('heading', { name: 'Your upcoming events' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your rep clubs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your activity' })).toBeInTheDocument();
    expect(await screen.findByText(ACTIVITY_FEED_TEXT.empty.all)).toBeInTheDocument();
    expect(screen.queryByTestId('impersonated-tag')).not.toBeInTheDocument();
  });

  it('asks before logging out; Cancel keeps the session', async () => {
    signInForTest();
    shellServer();
    const { router, user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await menuItem('Log Out'));
    expect(await screen.findByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to log out?')).not.toBeInTheDocument(),
    );
    expect(getSession().isSignedIn).toBe(true);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('Yes signs out on the server, clears the session and goes to /auth/login', async () => {
    signInForTest();
    const api = shellServer();
    const { router, user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await menuItem('Log Out'));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(getSession().isSignedIn).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.authInfo)).toBeNull();
    // The server was asked to sign out; its answer (here a failure) does not matter.
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/sign-out'))).toBe(true);
  });

  it('tags an impersonation session with the user it acts as', async () => {
    signInForTest({ impersonateMode: true });
    shellServer();
    renderApp('/home');

    const tag = await screen.findByTestId('impersonated-tag');
    expect(tag).toHaveTextContent('Impersonated');
    await waitFor(() => expect(tag).toHaveTextContent('Tess Shell · tess@example.com'));
  });

  it('nudges to verify the phone number and complete the profile when relevant', async () => {
    signInForTest();
    shellServer({ ...TEST_ME, isPhoneNumberVerified: false, avatarUrl: null });
    renderApp('/home');

    expect(await screen.findByText('Verify your phone number')).toBeInTheDocument();
    expect(screen.getByText('Complete your profile')).toBeInTheDocument();
  });

  it('shows no nudge for a verified user with a photo and a bio', async () => {
    signInForTest();
    shellServer({ ...TEST_ME, avatarUrl: 'https://example.com/a.webp', bio: 'Hi' });
    renderApp('/home');

    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' }, { timeout: 5000 });
    expect(screen.queryByText('Verify your phone number')).not.toBeInTheDocument();
    expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
  });

  it('development builds show the build info and a Dev Mode switch for every feature flag', async () => {
    signInForTest();
    shellServer();
    renderApp('/home');

    expect(await screen.findByTestId('build-info')).toHaveTextContent(/^v\d+\.\d+\.\d+/);
    const devMode = screen.getByRole('switch', { name: 'Dev Mode' });
    expect(devMode).not.toBeChecked();
    fireEvent.click(devMode);
    await waitFor(() => expect(devMode).toBeChecked());
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.featureFlagOverrides) ?? '{}')).toEqual({
      redeemOffers: true,
    });
  });
});

describe('hosts and search in the shell (issue 11: items 14, 16)', () => {
  const hostedEvent = {
    eventId: 'e-1',
    slug: 'hosted-party',
    displayName: 'Hosted Party',
    avatarUrl: null,
    startDate: '2030-06-05T03:00:00.000Z',
    endDate: '2030-06-05T06:00:00.000Z',
    timeZone: 'America/Los_Angeles',
    city: 'Los Angeles',
    status: 'PUBLISHED',
    isExpired: false,
    isPrivate: false,
    isListed: true,
    totalAvailableTickets: 10,
    viewerPermissions: [],
  };
  const created = (nodes: unknown[]) => () => ({
    myCreatedEvents: {
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: nodes.map((node, i) => ({ cursor: String(i), node })),
    },
  });

  function hostServer(nodes: unknown[]) {
    return mockGraphQL({
      CurrentUser: () => ({ me: TEST_ME }),
      ShellClubs: () => ({ managedClubs: [] }),
      HomeClubMemberships: () => ({ myClubMemberships: [] }),
      Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
      TermsAndPrivacy: () => ({
        termsAndPrivacy: { version: 2, termsAndConditionsUrl: '/t/2', privacyPolicyUrl: '/p/2' },
      }),
      MyCreatedEvents: created(nodes),
      HostsEvents: created(nodes),
      // myEvents includes what the viewer hosts (docs/decisions/051).
      MyEvents: () => ({
        myEvents: {
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: nodes.map((node, i) => ({
            cursor: String(i),
            node: {
              ...(node as object),
              isFeatured: false,
              isListFull: false,
              distance: null,
              viewerAttendeeState: 'NONE',
              viewerPermissions: ['CanEditEvent'],
              viewerTickets: [],
              tickets: [],
            },
          })),
        },
      }),
    });
  }

  it('a host opens their events from Manage Events in the avatar menu', async () => {
    signInForTest();
    hostServer([hostedEvent]);
    const { router, user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const item = await menuItem('Manage Events');
    await waitFor(() => expect(item).not.toBeDisabled());
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rep-club/events'));
  });

  it('Manage Events stays disabled for a user who hosts nothing', async () => {
    signInForTest();
    const api = hostServer([]);
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' }, { timeout: 5000 });
    await waitFor(() =>
      expect(api.named('HostsEvents').length + api.named('MyCreatedEvents').length).toBeGreaterThan(0),
    );

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await menuItem('Manage Events')).toBeDisabled();
  });

  it('home lists the events a host runs and links to managing them', async () => {
    signInForTest();
    hostServer([hostedEvent]);
    const { router, user } = renderApp('/home');
    expect(await screen.findByText('Hosted Party', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('You host this event')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Manage events' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rep-club/events'));
  });

  it('every shell page reaches search: /home (box hidden by §2.4) links to /search', async () => {
    signInForTest();
    hostServer([]);
    const { router, user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' }, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    // On /search itself the box shows (the spec does not exclude it) and leads to the results.
    const box = await screen.findByLabelText('Search people and events');
    await user.type(box, 'jazz{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'jazz' }));
  });
});

describe('rep clubs in the shell (issue 15)', () => {
  const tier = { id: 't1', name: 'Gold', level: 3, colors: { primary: '#d4af37', secondary: '#fff8dc' } };
  const membership = {
    joinedAt: '2026-11-01T00:00:00.000Z',
    points: 2400,
    pointsToNextTier: 600,
    tier,
    nextTier: { id: 't2', name: 'Platinum' },
    club: {
      id: 'club-1',
      slug: 'vinyl-heads',
      displayName: 'Vinyl Heads',
      colors: { primary: '#3D1277', secondary: '#F2E9FF' },
      images: { avatarUrl: null },
    },
  };

  function clubServer({ managed, memberships }: { managed: unknown[]; memberships: unknown[] }) {
    return mockGraphQL({
      CurrentUser: () => ({ me: TEST_ME }),
      Notifications: () => ({ notifications: { unreadCount: 0, nodes: [] } }),
      TermsAndPrivacy: () => ({
        termsAndPrivacy: { version: 2, termsAndConditionsUrl: '/t/2', privacyPolicyUrl: '/p/2' },
      }),
      HostsEvents: () => ({
        myCreatedEvents: { pageInfo: { hasNextPage: false, endCursor: null }, edges: [] },
      }),
      MyEvents: () => ({ myEvents: { pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } }),
      ShellClubs: () => ({ managedClubs: managed }),
      HomeClubMemberships: () => ({ myClubMemberships: memberships }),
      ClubEventsAdmin: () => ({
        club: {
          id: 'club-1',
          slug: 'vinyl-heads',
          displayName: 'Vinyl Heads',
          myPermissions: ['MANAGE_EVENTS'],
          events: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        },
      }),
      EditableEventsForClub: () => ({ myCreatedEvents: { edges: [] } }),
      // The brand admin layout around the club's events page.
      ClubAdmin: () => ({
        club: {
          id: 'club-1',
          slug: 'vinyl-heads',
          displayName: 'Vinyl Heads',
          status: 'OPEN',
          published: true,
          memberCount: 3,
          isOwner: true,
          myRole: null,
          colors: { primary: '#3D1277', secondary: '#FFFFFF' },
          images: { avatarUrl: null, coverUrl: null },
          bio: null,
          access: 'PUBLIC',
          createdAt: '2026-11-01T12:00:00.000Z',
          myPermissions: ['EDIT_CLUB', 'MANAGE_EVENTS', 'VIEW_MEMBERS'],
          socialAccounts: [],
          owner: { userId: 'user-1', name: 'Tess Shell', userName: 'tess', avatarUrl: null },
          tiers: [],
          pendingOwnershipTransfer: null,
        },
      }),
    });
  }

  it("a club owner's avatar menu says My Rep Clubs, and Manage Events opens the selected club's events", async () => {
    signInForTest();
    const api = clubServer({
      managed: [{ id: 'club-1', slug: 'vinyl-heads', events: { edges: [{ cursor: 'c' }] } }],
      memberships: [],
    });
    const { router, user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' }, { timeout: 5000 });
    await waitFor(() => expect(api.named('ShellClubs')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await menuItem('My Rep Clubs')).toBeInTheDocument();
    const manage = await menuItem('Manage Events');
    await waitFor(() => expect(manage).not.toBeDisabled());
    await user.click(manage);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/rep-clubs/vinyl-heads/events'));
    expect(await screen.findByRole('heading', { name: 'Vinyl Heads events' })).toBeInTheDocument();
  });

  it("the Create menu with a club: Event, Offer and Achievement at the club's pages (accounts §2.4)", async () => {
    signInForTest();
    const api = clubServer({
      managed: [{ id: 'club-1', slug: 'vinyl-heads', events: { edges: [] } }],
      memberships: [],
    });
    const { router, user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' }, { timeout: 5000 });
    await waitFor(() => expect(api.named('ShellClubs')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await menuItem('Event')).not.toBeDisabled();
    expect(await menuItem('Achievement')).not.toBeDisabled();
    await user.click(await menuItem('Offer'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my/rep-clubs/vinyl-heads/offers/select-offer-type'),
    );
  });

  it('without a club the avatar menu offers Create Rep Clubs, and Manage Events waits for an event', async () => {
    signInForTest();
    const api = clubServer({ managed: [], memberships: [] });
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' }, { timeout: 5000 });
    await waitFor(() => expect(api.named('ShellClubs')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await menuItem('Create Rep Clubs')).toBeInTheDocument();
    expect(await menuItem('Manage Events')).toBeDisabled();
  });

  it("home's rep clubs card lists my memberships with points and tier, each linking to the club", async () => {
    signInForTest();
    clubServer({ managed: [], memberships: [membership] });
    const { router, user } = renderApp('/home');
    const card = await screen.findByRole('region', { name: 'Your rep clubs' }, { timeout: 5000 });
    expect(await within(card).findByText('Vinyl Heads')).toBeInTheDocument();
    expect(within(card).getByText('2,400 pts')).toBeInTheDocument();
    expect(within(card).getByText('Gold')).toBeInTheDocument();
    expect(within(card).getByText('600 to Platinum')).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: /Vinyl Heads/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rep-clubs/vinyl-heads'));
  });

  it("the Did You Know? panel's button leads to starting a rep club, or to your clubs when you run one", async () => {
    signInForTest();
    clubServer({ managed: [], memberships: [] });
    const first = renderApp('/home');
    const panel = await screen.findByRole('complementary', { name: 'About RepClub' }, { timeout: 5000 });
    expect(await within(panel).findByRole('link', { name: 'Start a rep club' })).toHaveAttribute(
      'href',
      ROUTES.myRepClubs.index,
    );
    first.unmount();

    clubServer({
      managed: [{ id: 'club-1', slug: 'vinyl-heads', events: { edges: [] } }],
      memberships: [],
    });
    renderApp('/home');
    const ownerPanel = await screen.findByRole('complementary', { name: 'About RepClub' }, { timeout: 5000 });
    expect(await within(ownerPanel).findByRole('link', { name: 'Your rep clubs' })).toHaveAttribute(
      'href',
      ROUTES.myRepClubs.index,
    );
  });
});
