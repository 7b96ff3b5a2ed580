import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { graphql, type TestUser } from '../support/accounts';
import { type AuthInfo, openSignedIn, signInByApi } from '../support/session';

/**
 * Achievements (issue 23): the demo club's owner creates an achievement through the form, awards it to the demo
 * guest from its page, and the guest opens `/profile?achievement={id}` (the ReceiveAchievement notification's
 * target), where the badge shows. Every page is captured at the project's width (desktop and phone).
 */

const CLUB = 'sunset-social-club';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    fullPage: true,
    style:
      'nav[aria-label="Bottom navigation"] { position: static !important; } .mantine-Notifications-root { display: none !important; }',
  });
}

/** The demo host (password only, README "Demo accounts"). */
async function demoHost(request: APIRequestContext): Promise<AuthInfo> {
  const response = await request.post('/api/auth/password/sign-in', {
    data: { userName: 'host@repclub.example', password: 'Host1234!' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AuthInfo;
}

/** The demo guest: password, then the emailed code. */
const DEMO_GUEST = { email: 'guest@repclub.example', password: 'Guest123!' } as TestUser;

test('a club owner creates an achievement and awards it; the guest sees it on the profile @layout', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const word = Date.now().toString(36).slice(-5);
  const name = `Night Shift ${word}`;
  const host = await demoHost(request);

  // The brand admin's Achievements tab, with the demo badges.
  await openSignedIn(page, host, `/my/rep-clubs/${CLUB}/achievements`);
  await expect(page.getByRole('heading', { name: 'Achievements', level: 2 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'OG Supporter' })).toBeVisible();
  await shot(page, '01-achievements-tab');

  // The form: the link follows the name; badge type, supply and a window on the 15-minute picker.
  await page.getByRole('link', { name: 'Create achievement' }).click();
  await expect(page.getByRole('heading', { name: 'Create achievement' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(page.getByRole('textbox', { name: 'Link' })).toHaveValue(`night-shift-${word}`);
  await page.getByRole('combobox', { name: 'Badge type' }).click();
  await page.getByRole('option', { name: 'Event', exact: true }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Stayed until sunrise at a rooftop night.');
  await page.getByRole('textbox', { name: 'Maximum supply' }).fill('25');
  // Awardable until the end of next year: the time picker offers quarter hours, 11:45 PM by default.
  const nextYear = new Date().getFullYear() + 1;
  await page.getByLabel('Active until date').fill(`${nextYear}-12-31`);
  await expect(page.getByRole('combobox', { name: 'Active until time' })).toHaveValue('11:45 PM');
  await shot(page, '02-create-form');
  await page.getByRole('button', { name: 'Save achievement' }).click();

  // Its page: the badge, its supply, and the team's statistics.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Holders by age and gender')).toBeVisible();
  const achievementId = page.url().split('/achievement/')[1]!.split(/[/?#]/)[0]!;
  expect(achievementId).toMatch(/^[0-9a-f-]{36}$/);

  // Award it to the demo guest, picked by name.
  await page.getByRole('button', { name: 'Award', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Award ${name}` });
  await dialog.getByRole('textbox', { name: 'Member' }).fill('Gabriel');
  await dialog
    .getByRole('option', { name: /Gabriel Guest/ })
    .first()
    .click();
  await shot(page, '03-award-dialog');
  await dialog.getByRole('button', { name: 'Award achievement' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1', { exact: true }).first()).toBeVisible();
  await shot(page, '04-achievement-page');

  // The guest's profile opens the badge from the notification's link.
  const guest = await signInByApi(request, DEMO_GUEST);
  const notices = await graphql<{
    notifications: { nodes: { content: { defaultMessage: string }; customProperties: unknown[] }[] };
  }>(
    request,
    guest.token,
    `
      {
        notifications(first: 10, notificationTypes: ["ReceiveAchievement"]) {
          nodes {
            content {
              defaultMessage
            }
            customProperties {
              key
              value
            }
          }
        }
      }
    `,
  );
  const notice = notices.notifications.nodes.find((n) =>
    JSON.stringify(n.customProperties).includes(achievementId),
  );
  expect(notice?.content.defaultMessage).toBe(
    `You received the ${name} achievement from Sunset Social Club.`,
  );
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const guestPage = await context.newPage();
  await openSignedIn(guestPage, guest, `/profile?achievement=${achievementId}`);
  const badge = guestPage.getByRole('dialog', { name: 'Achievement' });
  await expect(badge.getByRole('heading', { name })).toBeVisible();
  await expect(badge.getByText(/You earned this on/)).toBeVisible();
  await shot(guestPage, '05-profile-badge-dialog');
  await guestPage.keyboard.press('Escape');
  await expect(guestPage).toHaveURL(/\/profile$/);
  await expect(guestPage.getByRole('button', { name })).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'OG Supporter' })).toBeVisible();
  await shot(guestPage, '06-profile-badges');

  // The club's page lists its achievements.
  await guestPage.goto(`/rep-clubs/${CLUB}`);
  await expect(guestPage.getByRole('heading', { name: 'Achievements' })).toBeVisible();
  await expect(guestPage.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await shot(guestPage, '07-club-page');
  await context.close();
});
