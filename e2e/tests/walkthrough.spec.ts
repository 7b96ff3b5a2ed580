import { expect, test } from '../fixtures';
import { createUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn, signInByApi } from '../support/session';

/** The getting-started guide on /home (issue 5's walkthrough state, decision 034). */
test('the getting-started guide records steps, hides, and comes back from settings', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'walkthrough');
  await openSignedIn(page, await signInByApi(request, user), '/home');
  const guide = page.getByRole('region', { name: 'Getting started' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('0 of 5 done')).toBeVisible();
  await expectNoAxeViolations(page);

  // Opening a step from the guide records it.
  await guide.getByRole('link', { name: 'Choose your emails' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await page.goto('/home');
  await expect(guide.getByText('1 of 5 done')).toBeVisible();
  await expect(guide.getByRole('link', { name: 'Choose your emails (Done)' })).toBeVisible();

  // Hide: gone, also after a reload.
  await guide.getByRole('button', { name: 'Hide' }).click();
  await expect(guide).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guide).toBeHidden();

  // Settings bring it back from the start.
  await page.goto('/profile/settings');
  await page.getByRole('button', { name: 'Show the guide again' }).click();
  await expect(page.getByText('The getting started guide is back on your home page.')).toBeVisible();
  await page.goto('/home');
  await expect(guide.getByText('0 of 5 done')).toBeVisible();
});
