import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { AXE_TAGS } from '../support/axe';
import { graphql } from '../support/accounts';

/**
 * Every route a visitor and a signed-in user reach passes axe (WCAG 2.2 A and AA) at desktop and phone width
 * (the two projects), and every breadcrumb link on it leads to a page that is not "not found" (issue 11 items
 * 19 and 22, docs/decisions/054). The routes come from the web app's generated route tree, so a new page is
 * swept without anyone adding it here; its parameters are filled from the demo data below (a route with a
 * parameter this file does not know fails the test until one is added). One browser context per role and
 * viewport visits the routes in sequence.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const routeTree = fs.readFileSync(path.join(here, '../../apps/web/src/routeTree.gen.ts'), 'utf8');

/** The app's routes, from the generated route tree's `FileRoutesByTo` (one key per page). */
function builtRoutes(): string[] {
  const block = /export interface FileRoutesByTo \{([\s\S]*?)\n\}/.exec(routeTree)?.[1] ?? '';
  const routes = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
  expect(routes.length).toBeGreaterThan(20);
  return routes;
}

/** Tab values of pages with tabs (accounts §2.2), each a page state of its own. */
const TAB_VARIANTS: Record<string, readonly string[]> = {
  '/events': ['my-events', 'near-me', 'this-week'],
  '/profile': ['payments', 'payouts', 'documents'],
  '/events/edit/$id': ['guest', 'settings', 'questions', 'rep-clubs', 'preview'],
};

type DemoIds = {
  eventSlug: string;
  eventId: string;
  inviteId: string;
  roleInviteId: string;
  guestPassToken: string;
  /** The demo host's first managed club (its slug), and the demo event linked to it (issue 15). */
  clubSlug: string;
  /** A reward-members offer of that club (issue 23: the demo VIP pass raffle, or one made here), and its kind. */
  offerId: string;
  offerSubType: string;
  /** The demo club's OG Supporter achievement (issue 23), or one made for the sweep. */
  achievementId: string;
};

/** A sub-type of each program for the way-to-… routes (issue 23). */
const OFFER_SUB_TYPES: Record<string, string> = {
  'way-to-earn-points': 'location',
  'way-to-earn-status': 'promo',
  'way-to-buy-points': 'points-bundle',
  'way-to-reward-members': 'raffle',
};

/** Routes of a club (/rep-clubs/{id}…, /my/rep-clubs/{club_id}…): each parameter filled by its name. */
function fillClubRoute(route: string, ids: DemoIds): string | null {
  if (!route.startsWith('/rep-clubs/') && !route.startsWith('/my/rep-clubs/')) return null;
  // Offer pages (issue 23): an offer's id, a program's segment, a sub-type of the route's program (the offer's
  // own kind where the route names the offer too).
  const offerRoute = /\/offers?\//.test(route);
  const program = /\/offers\/(way-to-[\w-]+)\//.exec(route)?.[1];
  const byName: Record<string, string> = {
    clubId: ids.clubSlug,
    id: offerRoute ? ids.offerId : ids.eventId,
    offerType: 'way-to-earn-points',
    subType:
      program === 'way-to-reward-members' && route.endsWith('$id')
        ? ids.offerSubType
        : (OFFER_SUB_TYPES[program ?? ''] ?? ''),
  };
  let complete = true;
  const filled = route.replace(/\$(\w+)/g, (_, name: string) => {
    const value = byName[name];
    if (!value) complete = false;
    return encodeURIComponent(value ?? '');
  });
  return complete ? filled : null;
}

/** An achievement's pages (/rep-club/{id}/achievement/{achievementId}…): the club and its achievement. */
function fillAchievementRoute(route: string, ids: DemoIds): string | null {
  if (!route.startsWith('/rep-club/$id/achievement/')) return null;
  return route
    .replace('$id', encodeURIComponent(ids.clubSlug))
    .replace('$achievementId', encodeURIComponent(ids.achievementId));
}

/** Fills a route's parameters from the demo data. */
function fill(route: string, ids: DemoIds): string {
  const values: Record<string, string> = {
    '/events/$slug': ids.eventSlug,
    '/events/edit/$id': ids.eventId,
    '/rep-club/events/$id': ids.eventId,
    '/rep-club/events/$id/approval': ids.eventId,
    '/rep-club/events/$id/guest': ids.eventId,
    '/rep-club/events/$id/invite': ids.eventId,
    '/rep-club/events/$id/revenue': ids.eventId,
    '/accept-invite/$id': ids.inviteId,
    '/scanner/$eventId': ids.eventId,
    '/guest-pass/$token': ids.guestPassToken,
  };
  if (!route.includes('$')) return route;
  const club = fillClubRoute(route, ids) ?? fillAchievementRoute(route, ids);
  if (club) return club;
  const value = values[route];
  if (!value) throw new Error(`no demo value for the parameter of ${route}: add one in a11y-routes.spec.ts`);
  return route.replace(/\$\w+/, encodeURIComponent(value));
}

/** A11Y_ROUTES=/rep-club,/profile sweeps only the routes under those prefixes (for a quick local look). */
const only = process.env.A11Y_ROUTES?.split(',').filter(Boolean) ?? [];

/** Routes whose page differs by the kind of id: each kind is a page of its own (team-role invitations). */
function parameterVariants(route: string, ids: DemoIds): string[] {
  if (route === '/accept-invite/$id') return [`/accept-invite/${encodeURIComponent(ids.roleInviteId)}`];
  // A link that names no pass: the not-found state (decision 092).
  if (route === '/guest-pass/$token') return [`/guest-pass/${'0'.repeat(64)}`];
  return [];
}

/** The pages of one group of routes (ROUTE_GROUPS), with their parameters filled and their tab variants. */
function pagesToVisit(ids: DemoIds, group: string): string[] {
  const pages: string[] = [];
  for (const route of builtRoutes()) {
    if (groupOf(route) !== group) continue;
    if (only.length > 0 && !only.some((prefix) => route.startsWith(prefix))) continue;
    const filled = fill(route, ids);
    pages.push(filled, ...parameterVariants(route, ids));
    for (const tab of TAB_VARIANTS[route] ?? []) pages.push(`${filled}?tab=${tab}`);
  }
  return pages;
}

/** The demo host's session (a password-only account, README "Demo accounts") and ids from the demo data. */
async function demoHost(request: APIRequestContext) {
  const response = await request.post('/api/auth/password/sign-in', {
    data: { userName: 'host@repclub.example', password: 'Host1234!' },
  });
  expect(response.ok()).toBe(true);
  const info = (await response.json()) as { token: string; refreshToken: string; userId: string };
  expect(info.token).toBeTruthy();
  // The demo event with a team, attendees, guests, invitations and sales (README "Demo accounts"): its host
  // pages are swept with data in their lists and tables, not only their empty states.
  const seeded = await graphql<{ event: { eventId: string; slug: string } }>(
    request,
    info.token,
    '{ event(slugOrId: "sunset-rooftop-party") { eventId slug } }',
  );
  const event = seeded.event;
  // One pending invite of the host's for /accept-invite/{id}: an earlier one, or a new one (5 per account).
  const me = await graphql<{ me: { pendingInvites: { inviteId: string }[] | null } }>(
    request,
    info.token,
    '{ me { pendingInvites { inviteId } } }',
  );
  let inviteId = me.me.pendingInvites?.[0]?.inviteId;
  if (!inviteId) {
    const sent = await graphql<{ sendUserInvites: { inviteId: string }[] }>(
      request,
      info.token,
      'mutation($emails: [String!]!) { sendUserInvites(emails: $emails) { inviteId } }',
      { emails: [`sweep.${Date.now()}@example.com`] },
    );
    inviteId = sent.sendUserInvites[0]!.inviteId;
  }
  // A team-role invitation of the host's event for /accept-invite/role-{id} (the host, a team manager, sees it).
  const role = await graphql<{ inviteEventTeamMember: { invitationId: string } }>(
    request,
    info.token,
    `
      mutation ($e: ID!, $m: String) {
        inviteEventTeamMember(eventId: $e, role: "PROMOTER", email: $m) {
          invitationId
        }
      }
    `,
    { e: event.eventId, m: `sweep.role.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com` },
  );
  const roleInviteId = role.inviteEventTeamMember.invitationId;
  expect(roleInviteId).toMatch(/^role-/);
  // A demo guest's pass page (the demo events give QR passes, decision 092): the token of their pass link.
  const guests = await graphql<{ searchEventGuests: { nodes: { passLink: string | null }[] } }>(
    request,
    info.token,
    'query($e: ID!) { searchEventGuests(eventId: $e, first: 5) { nodes { passLink } } }',
    { e: event.eventId },
  );
  const passLink = guests.searchEventGuests.nodes.find((g) => g.passLink)?.passLink;
  expect(passLink).toBeTruthy();
  const guestPassToken = passLink!.split('/guest-pass/')[1]!;
  // The host's club for the club pages: the first one they manage, or a new published one, with the demo
  // event linked to it so the club's event pages have an event.
  const clubs = await graphql<{ managedClubs: { id: string; slug: string }[] }>(
    request,
    info.token,
    '{ managedClubs { id slug } }',
  );
  let club = clubs.managedClubs[0];
  if (!club) {
    const slug = `sweep-${Date.now().toString(36)}`;
    const created = await graphql<{ createClub: { id: string; slug: string } }>(
      request,
      info.token,
      'mutation($input: CreateClubInput!) { createClub(input: $input) { id slug } }',
      { input: { displayName: 'Sweep Club', slug } },
    );
    club = created.createClub;
    await graphql(request, info.token, 'mutation($c: ID!) { publishClub(clubId: $c) { id } }', {
      c: club.id,
    });
  }
  const linked = await graphql<{ event: { clubs: { id: string }[] } }>(
    request,
    info.token,
    'query($e: String!) { event(slugOrId: $e) { clubs { id } } }',
    { e: event.eventId },
  );
  const clubIds = linked.event.clubs.map((c) => c.id);
  if (!clubIds.includes(club.id)) {
    await graphql(
      request,
      info.token,
      'mutation($e: ID!, $c: [ID!]!) { setEventClubs(eventId: $e, clubIds: $c) { eventId } }',
      { e: event.eventId, c: [...clubIds, club.id] },
    );
  }
  // A reward-members offer of the club (the demo seed's VIP pass raffle on the demo club, else a draft made here).
  const foundOffer = await graphql<{ offerBySlug: { id: string; subType: string } | null }>(
    request,
    info.token,
    'query($c: ID!) { offerBySlug(clubId: $c, slug: "vip-pass-raffle") { id subType } }',
    { c: club.id },
  );
  let offer = foundOffer.offerBySlug;
  if (!offer) {
    const start = new Date(Math.ceil((Date.now() + 30 * 60_000) / 900_000) * 900_000);
    const made = await graphql<{ createOrUpdateOffer: { id: string; subType: string } }>(
      request,
      info.token,
      'mutation($input: OfferInput!) { createOrUpdateOffer(input: $input) { id subType } }',
      {
        input: {
          clubId: club.id,
          details: {
            programType: 'reward-members',
            subType: 'vip-pass',
            category: 'Draw',
            displayName: 'VIP pass raffle',
            slug: 'vip-pass-raffle',
          },
          timeFrame: {
            startAt: start.toISOString(),
            endAt: new Date(start.getTime() + 7 * 86_400_000).toISOString(),
          },
          settings: { maxWinners: 1 },
          redemption: { redeemType: 'QR_CODE' },
        },
      },
    );
    offer = made.createOrUpdateOffer;
  }
  // An achievement of the club for its pages: the demo club's OG Supporter, or one made for the sweep.
  const found = await graphql<{ achievementBySlug: { id: string } | null }>(
    request,
    info.token,
    'query($c: String!) { achievementBySlug(clubId: $c, slug: "og-supporter") { id } }',
    { c: club.id },
  );
  const achievementId =
    found.achievementBySlug?.id ??
    (
      await graphql<{ createOrUpdateAchievement: { id: string } }>(
        request,
        info.token,
        'mutation($input: AchievementInput!) { createOrUpdateAchievement(input: $input) { id } }',
        {
          input: {
            clubId: club.id,
            displayName: 'OG Supporter',
            slug: 'og-supporter',
            category: 'OG_SUPPORTER',
          },
        },
      )
    ).createOrUpdateAchievement.id;
  return {
    info,
    ids: {
      achievementId,
      eventSlug: event.slug,
      eventId: event.eventId,
      inviteId,
      roleInviteId,
      guestPassToken,
      clubSlug: club.slug,
      offerId: offer.id,
      offerSubType: offer.subType,
    },
  };
}

/** Waits until the page has settled: no request in flight and no loading skeleton left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a path inside the running app (no reload: the router follows the history, as a link would). */
async function open(page: Page, target: string) {
  await page.evaluate((href) => {
    window.history.pushState(window.history.state, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, target);
  await settle(page);
}

const NOT_FOUND = /not found|page you are looking for/i;

async function sweep(page: Page, pages: readonly string[]) {
  const failures: string[] = [];
  const fail = (message: string) => {
    failures.push(message);
    console.log(`[a11y-routes] ${message}`);
  };
  const crumbs = new Map<string, string>();
  // A page that asks before leaving (unsaved changes) is left.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(pages[0]!);
  await settle(page);
  for (const target of pages) {
    await open(page, target);
    const landed = new URL(page.url()).pathname;
    // label-in-name (WCAG 2.5.3) is an experimental rule in axe-core; it is asked for by name.
    const results = await new AxeBuilder({ page })
      .options({
        runOnly: { type: 'tag', values: AXE_TAGS },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })
      .analyze();
    for (const v of results.violations)
      fail(`${target} → ${landed}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    for (const href of await page
      .locator('nav[aria-label="Breadcrumb"] a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      if (!crumbs.has(href)) crumbs.set(href, target);
  }
  // Every breadcrumb link leads to a working page.
  for (const [href, from] of crumbs) {
    await open(page, href);
    const landed = new URL(page.url()).pathname;
    const heading =
      (await page
        .locator('h1')
        .first()
        .textContent({ timeout: 5_000 })
        .catch(() => '')) ?? '';
    if (landed === '/404' || NOT_FOUND.test(heading))
      fail(`breadcrumb ${href} (on ${from}) leads to "${heading}" at ${landed}`);
  }
  expect(failures).toEqual([]);
}

/**
 * The routes in groups, one test per group and role, so that two workers share the sweep (docs/decisions/118).
 * A route goes to the first group whose test matches; the last group takes every route no other one does, so a
 * new page is swept without anyone adding it here.
 */
const ROUTE_GROUPS: readonly { name: string; has: (route: string) => boolean }[] = [
  { name: 'sign-in and sign-up', has: (r) => r === '/auth' || r.startsWith('/auth/') },
  { name: 'events', has: (r) => r === '/events' || r.startsWith('/events/') || r.startsWith('/guest-pass/') },
  { name: 'hosting', has: (r) => r.startsWith('/rep-club/') || r.startsWith('/scanner') },
  { name: 'clubs', has: (r) => r.startsWith('/rep-clubs/') || r.startsWith('/my/rep-clubs') },
  { name: 'points', has: (r) => r.startsWith('/rep-points/') },
  {
    name: 'profile',
    has: (r) =>
      r === '/profile' ||
      r.startsWith('/profile/') ||
      r.startsWith('/tabs/profile/') ||
      r.startsWith('/payout/') ||
      r.startsWith('/accept-invite/'),
  },
  { name: 'home, search, legal and the rest', has: () => true },
];

function groupOf(route: string): string {
  return ROUTE_GROUPS.find((group) => group.has(route))!.name;
}

/**
 * The demo data the sweep's routes are filled from, made once per worker (each worker has a server of its own):
 * the setup adds an invitation and may create a club, which the groups then share.
 */
const demoByServer = new Map<string, ReturnType<typeof demoHost>>();
function demoFor(baseURL: string, request: APIRequestContext) {
  let demo = demoByServer.get(baseURL);
  if (!demo) {
    demo = demoHost(request);
    demo.catch(() => demoByServer.delete(baseURL));
    demoByServer.set(baseURL, demo);
  }
  return demo;
}

/** The demo host's own fresh session (a sign-in per test: a sweep's refreshes never reuse another's token). */
async function hostSession(request: APIRequestContext) {
  const response = await request.post('/api/auth/password/sign-in', {
    data: { userName: 'host@repclub.example', password: 'Host1234!' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; refreshToken: string; userId: string };
}

test.describe('every route passes axe, and its breadcrumbs lead to pages', { tag: '@layout' }, () => {
  test.setTimeout(300_000);

  for (const group of ROUTE_GROUPS) {
    test(`as a visitor: ${group.name}`, async ({ page, request, baseURL }) => {
      const { ids } = await demoFor(baseURL, request);
      const pages = pagesToVisit(ids, group.name);
      test.skip(pages.length === 0, 'A11Y_ROUTES selects no route of this group');
      await sweep(page, pages);
    });

    test(`as the signed-in demo host: ${group.name}`, async ({ page, request, baseURL }) => {
      const { ids } = await demoFor(baseURL, request);
      const pages = pagesToVisit(ids, group.name);
      test.skip(pages.length === 0, 'A11Y_ROUTES selects no route of this group');
      const info = await hostSession(request);
      await page.goto('/404');
      await page.evaluate((stored) => {
        localStorage.clear();
        localStorage.setItem('token', stored.token);
        localStorage.setItem('refreshToken', stored.refreshToken);
        localStorage.setItem('authInfo', JSON.stringify(stored));
        localStorage.setItem('isSignedUp', 'true');
      }, info);
      await sweep(page, pages);
    });
  }
});

/** axe as the sweep runs it, on the whole page or only inside `include` (a dialog over the page). */
async function expectAxeClean(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * The demo event's issue-14 views in the states the sweep's visitor and host do not reach (README "Demo
 * accounts"): the event page's comments as an approved attendee who wrote one (the form, Reply and the inline
 * edit open), and the host overview's Check-in card, scanning zones, sent messages and Message attendees dialog.
 */
test.describe("the demo event's check-in and conversation pass axe", { tag: '@layout' }, () => {
  test.setTimeout(120_000);

  test('the event page with comments, as a signed-in attendee', async ({ page, request }) => {
    const admin = await request.post('/api/auth/password/sign-in', {
      data: { userName: 'admin@repclub.example', password: 'Admin123!' },
    });
    expect(admin.ok()).toBe(true);
    const adminInfo = (await admin.json()) as { token: string };
    // Riley Rivera, an approved attendee (a demo person without a password), wrote a comment: the admin signs in
    // as her, as support would.
    const seeded = await graphql<{
      event: { eventId: string };
    }>(request, adminInfo.token, '{ event(slugOrId: "sunset-rooftop-party") { eventId } }');
    const comments = await graphql<{
      eventComments: { nodes: { author: { userId: string; name: string } | null }[] };
    }>(
      request,
      adminInfo.token,
      'query($id: ID!) { eventComments(eventId: $id) { nodes { author { userId name } } } }',
      { id: seeded.event.eventId },
    );
    const riley = comments.eventComments.nodes.find((n) => n.author?.name === 'Riley Rivera')?.author;
    expect(riley).toBeTruthy();
    const impersonation = await request.post('/api/auth/password/im-sign-in', {
      data: { userId: riley!.userId },
      headers: { Authorization: `Bearer ${adminInfo.token}` },
    });
    expect(impersonation.ok()).toBe(true);
    const info = (await impersonation.json()) as { token: string; refreshToken: string };
    await page.goto('/404');
    await page.evaluate((stored) => {
      localStorage.clear();
      localStorage.setItem('token', stored.token);
      localStorage.setItem('refreshToken', stored.refreshToken);
      localStorage.setItem('authInfo', JSON.stringify(stored));
      localStorage.setItem('isSignedUp', 'true');
      localStorage.setItem('impersonateMode', 'true');
    }, info);
    await page.goto('/events/sunset-rooftop-party');
    await settle(page);
    const region = page.getByRole('region', { name: 'Comments' });
    await expect(region.getByLabel('Write a comment')).toBeVisible();
    const own = region
      .getByRole('listitem')
      .filter({ hasText: 'Does the taco bar have vegetarian options?' });
    await expect(own.getByRole('button', { name: /^❤️ 1/ })).toBeVisible();
    await expectAxeClean(page);

    // Replying, and editing her own comment inline.
    await own.getByRole('button', { name: 'Reply' }).click();
    await expect(own.getByLabel('Write a reply')).toBeFocused();
    await own.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(own.getByLabel('Edit your comment')).toBeFocused();
    await expectAxeClean(page);
    await own.getByRole('button', { name: 'Cancel' }).first().click();
  });

  test('the host overview with check-in, scanning zones and the Message attendees dialog', async ({
    page,
    request,
  }) => {
    const { info, ids } = await demoHost(request);
    await page.goto('/404');
    await page.evaluate((stored) => {
      localStorage.clear();
      localStorage.setItem('token', stored.token);
      localStorage.setItem('refreshToken', stored.refreshToken);
      localStorage.setItem('authInfo', JSON.stringify(stored));
      localStorage.setItem('isSignedUp', 'true');
    }, info);
    await page.goto(`/rep-club/events/${ids.eventId}`);
    await settle(page);
    const checkIn = page.getByRole('region', { name: 'Check-in' });
    await expect(checkIn.getByText('Tickets checked in')).toBeVisible();
    const zones = page.getByRole('region', { name: 'Scanning zones' });
    await expect(zones.getByText('Main entrance')).toBeVisible();
    await expect(zones.getByText('VIP deck')).toBeVisible();
    await expect(page.getByText('See you on the roof')).toBeVisible();
    await expectAxeClean(page);

    // Editing a zone opens its form in place.
    await zones.getByRole('button', { name: 'Edit VIP deck' }).click();
    await expect(zones.getByRole('button', { name: 'Save zone' })).toBeVisible();
    await expectAxeClean(page);
    await zones.getByRole('button', { name: 'Cancel' }).click();

    // The dialog is checked on its own: with it open, axe would measure the page behind the overlay too.
    await page.getByRole('button', { name: 'Message attendees' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message attendees' });
    await expect(dialog.getByLabel('Subject')).toBeVisible();
    await settle(page);
    await expectAxeClean(page, '[role="dialog"]');
  });
});
