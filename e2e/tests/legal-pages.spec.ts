import { expect, test } from '../fixtures';

test.describe('legal pages', () => {
  test('the terms of service page renders the document the server serves for the current version', async ({
    page,
    request,
  }) => {
    const terms = await (
      await request.post('/api/graphql', {
        data: { query: '{ termsAndPrivacy { version termsAndConditionsUrl privacyPolicyUrl } }' },
      })
    ).json();
    const version = terms.data.termsAndPrivacy.version as number;
    expect(version).toBeGreaterThan(0);

    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText(`Version ${version}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. Who may use the Service' })).toBeVisible();
    await expect(page).toHaveTitle(/Terms of Service/);
  });

  test('the privacy policy page renders, and the footer links between the two', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. What we collect' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('the public layout offers Sign In and Join Now to visitors @layout', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    await expect(page.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/auth/sign-up');
  });

  test('a failing document shows the error alert, not a blank page', async ({ page }) => {
    await page.route('**/api/legal/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/terms-of-service');
    await expect(page.getByText('Oops ...')).toBeVisible();
  });
});
