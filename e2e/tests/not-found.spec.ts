import { expect, test } from '../fixtures';

test.describe('not found', () => {
  test('an unknown path shows the not-found page at /404', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('/404 opened directly shows the page, with a way back', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });

  test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
    const response = await request.get('/api/does-not-exist');
    expect(response.status()).toBe(404);
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });
});
