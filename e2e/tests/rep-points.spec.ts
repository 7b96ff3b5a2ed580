import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser, graphql as gql } from '../support/accounts';
import { type AuthInfo, openSignedIn, signInByApi } from '../support/session';

/**
 * Rep points (issue 15): an owner sets up a club with tiers and a points package and a second club over
 * GraphQL; member A buys points through the sandbox payment page and moves up a tier, sends points to B with a
 * memo, proposes a trade (club 1 points for club 2 points) that B accepts, and sees it in the trade history;
 * the ledger adds up by API. Every points page is captured at the project's width (desktop and mobile).
 */

const TIERS = [
  { name: 'Bronze', minimumPoints: 0, colors: { primary: '#CD7F32', secondary: '#FFFFFF' } },
  { name: 'Silver', minimumPoints: 100, colors: { primary: '#C0C0C0', secondary: '#000000' } },
  { name: 'Gold', minimumPoints: 1000, colors: { primary: '#FFD700', secondary: '#000000' } },
];

async function createClub(request: APIRequestContext, owner: AuthInfo, name: string, slug: string) {
  const { createClub: club } = await gql<{ createClub: { id: string } }>(
    request,
    owner.token,
    `mutation ($input: CreateClubInput!) { createClub(input: $input) { id } }`,
    {
      input: {
        displayName: name,
        slug,
        bio: `${name} rewards its regulars.`,
        colors: { primary: '#3D1277', secondary: '#F5B700' },
      },
    },
  );
  await gql(
    request,
    owner.token,
    `mutation ($id: ID!, $tiers: [ClubTierInput!]!) { setClubTiers(clubId: $id, tiers: $tiers) { id } }`,
    {
      id: club.id,
      tiers: TIERS,
    },
  );
  await gql(request, owner.token, `mutation ($id: ID!) { publishClub(clubId: $id) { id } }`, { id: club.id });
  return club.id;
}

const join = (request: APIRequestContext, member: AuthInfo, clubId: string) =>
  gql(request, member.token, `mutation ($id: ID!) { joinClub(clubId: $id) { id } }`, { id: clubId });

const setName = (request: APIRequestContext, who: AuthInfo, name: string) =>
  gql(
    request,
    who.token,
    `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { userId } }`,
    {
      input: { name },
    },
  );

async function wallet(request: APIRequestContext, who: AuthInfo) {
  const data = await gql<{ walletBalances: { club: { id: string }; points: number }[] }>(
    request,
    who.token,
    '{ walletBalances { club { id } points } }',
  );
  return Object.fromEntries(data.walletBalances.map((b) => [b.club.id, b.points]));
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a member buys points, moves up a tier, sends points and trades them @layout', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const word = Date.now().toString(36);
  const [owner, owner2, memberA, memberB] = await Promise.all([
    createUser(request, 'owner').then((u) => signInByApi(request, u)),
    createUser(request, 'owner2').then((u) => signInByApi(request, u)),
    createUser(request, 'member-a').then((u) => signInByApi(request, u)),
    createUser(request, 'member-b').then((u) => signInByApi(request, u)),
  ]);
  const bName = `Bea Trader${word}`;
  await setName(request, memberB, bName);

  const slug = `points-${word}`;
  const clubName = `Points Club ${word}`;
  const club2Name = `Trade Club ${word}`;
  const clubId = await createClub(request, owner, clubName, slug);
  const club2Id = await createClub(request, owner2, club2Name, `trade-${word}`);
  await gql(
    request,
    owner.token,
    `mutation ($id: ID!, $packages: [PointsPackageInput!]!) { setClubPointsPackages(clubId: $id, packages: $packages) { id } }`,
    {
      id: clubId,
      packages: [{ pointsAmount: 500, repPointsMultiplier: 1.2, price: 500, originalPrice: 600 }],
    },
  );
  for (const member of [memberA, memberB]) {
    await join(request, member, clubId);
    await join(request, member, club2Id);
  }
  await gql(
    request,
    owner2.token,
    `mutation ($input: GrantPointsInput!) { grantPoints(input: $input) { id } }`,
    {
      input: {
        clubId: club2Id,
        toUserId: memberB.userId,
        amount: 300,
        memo: 'Welcome',
        idempotencyKey: `g-${word}`,
      },
    },
  );

  // A opens the club: Bronze, then Buy points.
  await openSignedIn(page, memberA, `/rep-clubs/${slug}`);
  await expect(page.getByRole('heading', { name: clubName, level: 1 })).toBeVisible();
  const myTier = page.getByRole('region', { name: 'Your tier' });
  await expect(myTier.getByText('Bronze', { exact: true })).toBeVisible();
  await expect(myTier.getByLabel('Your points: 0')).toBeVisible();
  await shot(page, 'club-page-bronze');
  await page.getByRole('link', { name: 'Buy points' }).click();

  await expect(page.getByRole('heading', { name: `Buy ${clubName} points` })).toBeVisible();
  const pkg = page.getByRole('button', { name: /^600 points.*\$5\.00/ });
  await expect(pkg).toBeVisible();
  await pkg.click();
  await expect(pkg).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'buy-points');
  await page.getByRole('button', { name: 'Buy for $5.00' }).click();

  await page.waitForURL(/\/api\/sandbox\/checkout\//, { timeout: 30_000 });
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/buy-points/);
  await expect(page.getByText('Payment received: 600 points were added to your balance.')).toBeVisible();
  await expect(page.getByText('You have 600 points · Silver')).toBeVisible();
  await shot(page, 'buy-points-paid');

  // The club page now says Silver.
  await page.goto(`/rep-clubs/${slug}`);
  await expect(myTier.getByText('Silver', { exact: true })).toBeVisible();
  await expect(myTier.getByLabel('Your points: 600')).toBeVisible();
  await expect(myTier.getByText('400 points to Gold')).toBeVisible();
  await shot(page, 'club-page-silver');

  // My points: send 50 to B with a memo.
  await page.goto('/rep-points/my-points');
  await expect(page.getByRole('heading', { name: 'Rep Points', level: 1 })).toBeVisible();
  const rowA = page.locator('.mantine-Card-root', { hasText: clubName });
  await expect(rowA.getByText('600 pts')).toBeVisible();
  await expect(rowA.getByText('Silver')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent transactions' }).getByText('Bought')).toBeVisible();
  await shot(page, 'my-points');

  await page.getByRole('button', { name: `Send points of ${clubName}` }).click();
  const send = page.getByRole('dialog', { name: `Send ${clubName} points` });
  await send.getByRole('textbox', { name: 'Recipient' }).fill('Bea');
  await send.getByRole('option', { name: new RegExp(bName) }).click();
  await send.getByRole('textbox', { name: 'Points' }).fill('50');
  await send.getByRole('textbox', { name: 'Memo' }).fill('Thanks for the ride');
  await shot(page, 'send-dialog');
  await send.getByRole('button', { name: 'Send points' }).click();
  await expect(send).toBeHidden();
  await expect(page.getByText(`50 points sent to ${bName}.`)).toBeVisible();
  await expect(rowA.getByText('550 pts')).toBeVisible();

  // A proposes a trade: 100 club-1 points for 40 club-2 points (on the phone at 390 px, where the dialog used to
  // widen when the club list opened).
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: `Trade points of ${clubName}` }).click();
  const trade = page.getByRole('dialog', { name: 'Propose a trade' });
  await trade.getByRole('textbox', { name: 'Trade with' }).fill('Bea');
  await trade.getByRole('option', { name: new RegExp(bName) }).click();
  await trade.getByRole('textbox', { name: 'Points you give' }).fill('100');
  // Only the other club both belong to is offered, and the dialog stays inside the screen.
  const askClub = trade.getByRole('combobox', { name: 'Club you ask for' });
  await expect(askClub.locator('option:not([disabled])')).toHaveText([club2Name]);
  await askClub.selectOption({ label: club2Name });
  const width = page.viewportSize()!.width;
  const right = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    dialog: Math.ceil(document.querySelector('[role="dialog"]')?.getBoundingClientRect().right ?? 0),
  }));
  expect(right.page).toBeLessThanOrEqual(width);
  expect(right.dialog).toBeLessThanOrEqual(width);
  await expect(trade.getByRole('button', { name: 'Send trade request' })).toBeInViewport();
  await trade.getByRole('textbox', { name: 'Points you ask for' }).fill('40');
  await trade.getByRole('textbox', { name: 'Memo' }).fill('Swap?');
  await shot(page, 'trade-dialog');
  await trade.getByRole('button', { name: 'Send trade request' }).click();
  await expect(trade).toBeHidden();
  await expect(page.getByText(`Trade request sent to ${bName}.`, { exact: false })).toBeVisible();

  await page.goto('/rep-points/trade-requests');
  await expect(page.getByRole('article', { name: `To ${bName}` }).getByText('Pending')).toBeVisible();
  await shot(page, 'trade-requests-outgoing');

  // B accepts.
  const bContext = await browser.newContext();
  const bPage = await bContext.newPage();
  await openSignedIn(bPage, memberB, '/rep-points/trade-requests');
  const incoming = bPage.getByRole('article', { name: /^From / });
  await expect(incoming.getByText('Pending')).toBeVisible();
  await expect(incoming.getByText('Swap?')).toBeVisible();
  await shot(bPage, 'trade-requests-incoming');
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await bPage
    .getByRole('dialog', { name: 'Accept this trade?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(incoming.getByText('Accepted')).toBeVisible();
  await bContext.close();

  // A sees the trade in the history and the balances in the wallet.
  await page.goto('/rep-points/trade-history');
  const history = page.getByRole('table', { name: 'Trade history' });
  await expect(history.getByRole('row', { name: /Trade.*−100/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Trade.*\+40/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Sent.*−50.*Thanks for the ride/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Bought.*\+600/ })).toBeVisible();
  await shot(page, 'trade-history');
  await page.getByRole('link', { name: 'Your Rep Points' }).click();
  await expect(rowA.getByText('450 pts')).toBeVisible();
  await expect(page.locator('.mantine-Card-root', { hasText: club2Name }).getByText('40 pts')).toBeVisible();

  // The ledger adds up: A 600 − 50 − 100 = 450 and +40; B 50 + 100 and 300 − 40.
  expect(await wallet(request, memberA)).toMatchObject({ [clubId]: 450, [club2Id]: 40 });
  expect(await wallet(request, memberB)).toMatchObject({ [clubId]: 150, [club2Id]: 260 });
  const issued = await gql<{ club: { pointsIssued: number } }>(
    request,
    owner.token,
    'query ($id: String!) { club(idOrSlug: $id) { pointsIssued } }',
    { id: clubId },
  );
  expect(issued.club.pointsIssued).toBe(600);

  // The owner's rep-points tab: points issued, the package, the club's ledger.
  await openSignedIn(page, owner, `/my/rep-clubs/${clubId}/rep-points`);
  await expect(page.getByRole('heading', { name: 'Rep Points' })).toBeVisible();
  await expect(page.getByText('Points issued')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Club ledger' })).toBeVisible();
  await shot(page, 'club-rep-points-admin');
});
