import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser } from '../support/accounts';
import { signInByApi } from '../support/session';

/** Payouts (issue 5): connect a sandbox payout account end to end and see it listed. */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function openSignedIn(page: Page, request: APIRequestContext, path: string) {
  const user = await createUser(request, 'payouts');
  const info = await signInByApi(request, user);
  await page.goto('/404');
  await page.evaluate((stored) => {
    localStorage.clear();
    localStorage.setItem('token', stored.token);
    localStorage.setItem('refreshToken', stored.refreshToken);
    localStorage.setItem('authInfo', JSON.stringify(stored));
    localStorage.setItem('isSignedUp', 'true');
  }, info);
  await page.goto(path);
  return user;
}

test.describe('payouts', () => {
  test('connect a sandbox payout account', async ({ page, request }) => {
    await openSignedIn(page, request, '/profile?tab=payouts');
    const panel = page.getByRole('tabpanel', { name: 'Payouts' });
    await expect(panel.getByText('No data found')).toBeVisible();

    await panel.getByRole('button', { name: 'Connect payout account' }).click();

    // The sandbox provider's hosted onboarding page.
    await expect(page).toHaveURL(/\/api\/sandbox\/payouts\//);
    await expect(page.getByRole('note')).toContainText('Sandbox payout provider');
    await expect(page.getByRole('heading', { name: 'Set up payouts for RepClub' })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
    await page.getByLabel('Account holder name').fill('Sam Tester Studio');
    await page.getByRole('button', { name: 'Complete' }).click();

    // Back on RepClub's return page.
    await expect(page).toHaveURL(/\/payout\/process\?state=/);
    await expect(
      page.getByText('Your payout account is connected. Payouts will be sent to it.'),
    ).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
    await page.getByRole('link', { name: 'Back to payouts' }).click();

    await expect(page).toHaveURL(/\/profile\?tab=payouts$/);
    const account = page.getByTestId('payout-account');
    await expect(account).toHaveCount(1);
    await expect(account).toContainText('Sam Tester Studio');
    await expect(account).toContainText('Active');
    await expect(account.getByRole('button', { name: 'Manage' })).toBeVisible();

    // The card provider page shows the same account.
    await page.goto('/profile/stripe');
    await expect(page.getByRole('heading', { level: 1, name: 'Payout account' })).toBeVisible();
    await expect(page.getByTestId('payout-account')).toContainText('Sam Tester Studio');
  });

  test('a cancelled onboarding comes back unfinished and can be continued', async ({ page, request }) => {
    await openSignedIn(page, request, '/profile/stripe');
    await page.getByRole('button', { name: 'Connect payout account' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox\/payouts\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payout\/process\?state=/);
    await expect(
      page.getByText('Your payout account setup is not finished.', { exact: false }),
    ).toBeVisible();

    // The state was used: opening the same return address again says so.
    await page.reload();
    await expect(
      page.getByText('This payout link was already used. Start again from your payouts.'),
    ).toBeVisible();

    await page.goto('/profile?tab=payouts');
    await expect(page.getByTestId('payout-account')).toContainText('Setup not finished');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox\/payouts\//);
    await page.getByLabel('Account holder name').fill('Sam Tester');
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(
      page.getByText('Your payout account is connected. Payouts will be sent to it.'),
    ).toBeVisible();
  });
});
