import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, startServer, test } from '../fixtures';
import { createUser, graphql as gql } from '../support/accounts';
import { openSignedIn, signInByApi } from '../support/session';

/**
 * Offers (issue 23): a club owner creates an earn-points survey through select-offer-type and the seven-step
 * wizard and publishes it; once it has started (this journey's server runs on a clock the test moves forward,
 * support/clock-shift.mjs, since an offer must start in the future) a member opens the club's offers, takes
 * part, answers the survey and sees the offer awarded, in the offer panel and under /offers/explore's Awarded
 * tab; the 50 points are in their wallet.
 */
const clockShift = new URL('../support/clock-shift.mjs', import.meta.url).href;
const AHEAD_MS = 40 * 60 * 1000;

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    fullPage: true,
    style:
      'nav[aria-label="Bottom navigation"] { position: static !important; } .mantine-Notifications-root { display: none !important; }',
  });
}

test('an owner publishes a survey offer through the wizard; a member completes it and is awarded', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const shiftFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-clock-')), 'offset-ms');
  fs.writeFileSync(shiftFile, '0');
  const own = await startServer({ NODE_OPTIONS: `--import=${clockShift}`, CLOCK_SHIFT_FILE: shiftFile });
  const request = await playwright.request.newContext({ baseURL: own.baseURL });
  try {
    const word = Date.now().toString(36);
    const [owner, memberUser] = await Promise.all([
      createUser(request, 'offer-owner').then((u) => signInByApi(request, u)),
      createUser(request, 'offer-member'),
    ]);
    const joined = await signInByApi(request, memberUser);
    const slug = `offers-${word}`;
    const clubName = `Offer Club ${word}`;
    const { createClub: club } = await gql<{ createClub: { id: string } }>(
      request,
      owner.token,
      `mutation ($input: CreateClubInput!) { createClub(input: $input) { id } }`,
      {
        input: {
          displayName: clubName,
          slug,
          bio: 'Surveys and rewards.',
          colors: { primary: '#3D1277', secondary: '#F5B700' },
        },
      },
    );
    await gql(request, owner.token, `mutation ($id: ID!) { publishClub(clubId: $id) { id } }`, {
      id: club.id,
    });
    await gql(request, joined.token, `mutation ($id: ID!) { joinClub(clubId: $id) { id } }`, { id: club.id });

    // The owner: brand admin → Offers tab → Create offer → Earn points · Survey.
    await openSignedIn(page, owner, `/my/rep-clubs/${club.id}`, own.baseURL);
    await page
      .getByRole('navigation', { name: 'Club management' })
      .getByRole('link', { name: 'Offers' })
      .click();
    await expect(page.getByText('No offers yet')).toBeVisible();
    await page.getByRole('link', { name: 'Create offer' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an offer type' })).toBeVisible();
    await shot(page, 'select-offer-type');
    await page
      .getByRole('region', { name: 'Earn points' })
      .getByRole('link', { name: /^Survey/ })
      .click();
    await expect(page).toHaveURL(/\/offers\/way-to-earn-points\/survey$/);

    const next = () => page.getByRole('button', { name: 'Next' }).click();
    const offerName = `Tell us ${word}`;
    await page.getByRole('textbox', { name: 'Offer name' }).fill(offerName);
    await shot(page, 'wizard-details');
    await next();
    await expect(page.getByRole('heading', { name: 'Requirements', level: 3 })).toBeVisible();
    await next();
    await expect(page.getByRole('heading', { name: 'Time Frame', level: 3 })).toBeVisible();
    await next();
    await expect(page.getByRole('heading', { name: 'Settings', level: 3 })).toBeVisible();
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('textbox', { name: 'Question 1' }).fill('Which song should we play next?');
    await page.getByRole('textbox', { name: 'Points rewarded' }).fill('50');
    await shot(page, 'wizard-settings');
    await next();
    await expect(page.getByRole('heading', { name: 'Redemption', level: 3 })).toBeVisible();
    await next();
    await expect(page.getByRole('heading', { name: 'Achievement', level: 3 })).toBeVisible();
    await next();
    await expect(page.getByRole('heading', { name: 'Preview', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: offerName })).toBeVisible();
    await shot(page, 'wizard-preview');
    await page.getByRole('button', { name: 'Save and publish' }).click();

    await expect(page).toHaveURL(/\/offer\/detail\//);
    await expect(page.getByRole('heading', { name: offerName, level: 2 })).toBeVisible();
    await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
    await shot(page, 'team-offer-detail');

    // Forty minutes on (server and browser), the offer is live.
    fs.writeFileSync(shiftFile, String(AHEAD_MS));
    await page.waitForTimeout(300);
    // Signed in after the move, so the session is fresh on the server's clock.
    const member = await signInByApi(request, memberUser);
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await memberPage.clock.install({ time: new Date(Date.now() + AHEAD_MS) });
    await openSignedIn(memberPage, member, `/rep-clubs/${slug}/offers`, own.baseURL);
    await expect(memberPage.getByRole('heading', { name: `${clubName}: Offers` })).toBeVisible();
    await memberPage.getByRole('button', { name: new RegExp(offerName) }).click();
    const panel = memberPage.getByRole('dialog');
    await expect(panel.getByText('Not participating')).toBeVisible();
    await panel.getByRole('button', { name: 'Take part' }).click();
    await expect(panel.getByText('Participating', { exact: true })).toBeVisible();
    await panel.getByRole('textbox', { name: 'Which song should we play next?' }).fill('The one about owls');
    await shot(memberPage, 'offer-panel-survey');
    await panel.getByRole('button', { name: 'Send answers' }).click();
    await expect(panel.getByText('Awarded', { exact: true })).toBeVisible();
    await expect(panel.getByText('You completed this offer.')).toBeVisible();

    await memberPage.goto(`${own.baseURL}/offers/explore?status=awarded`);
    await expect(memberPage.getByRole('tab', { name: 'Awarded', selected: true })).toBeVisible();
    await expect(memberPage.getByRole('button', { name: new RegExp(offerName) })).toBeVisible();
    await shot(memberPage, 'explore-awarded');

    const wallet = await gql<{ walletBalances: { club: { id: string }; points: number }[] }>(
      request,
      member.token,
      '{ walletBalances { club { id } points } }',
    );
    expect(wallet.walletBalances.find((b) => b.club.id === club.id)?.points).toBe(50);
    await memberContext.close();
  } finally {
    await request.dispose();
    await own.stop();
  }
});
