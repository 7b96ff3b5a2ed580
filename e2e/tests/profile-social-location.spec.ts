import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser, latestCode, latestMessage } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

/** /profile/social and /profile/location (issue 5): edit, then see the change after a reload. */

/** A complete, verified account signed in through the REST API, its session stored like the login page does. */
async function signIn(page: Page, request: APIRequestContext) {
  const user = await createUser(request, 'profile');
  const before = await latestMessage(request, user.email).catch(() => null);
  const signInResponse = await request.post('/api/auth/password/sign-in', {
    data: { userName: user.email, password: user.password },
  });
  expect(signInResponse.ok()).toBe(true);
  const pending = (await signInResponse.json()) as { refreshToken: string };
  const code = await latestCode(request, user.email, before);
  const verify = await request.post('/api/auth/password/verify-otp', {
    data: { refreshToken: pending.refreshToken, otp: code, purpose: 'VerifySignIn' },
  });
  expect(verify.ok()).toBe(true);
  const info = (await verify.json()) as { token: string; refreshToken: string };
  await page.goto('/404');
  await page.evaluate((auth) => {
    localStorage.clear();
    localStorage.setItem('token', auth.token);
    localStorage.setItem('refreshToken', auth.refreshToken);
    localStorage.setItem('authInfo', JSON.stringify(auth));
    localStorage.setItem('isSignedUp', 'true');
  }, info);
}

test.describe('profile: social and location', () => {
  test('add a social account with a link preview, see it after a reload, and the server’s message for a bad value', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/profile/social');
    await expect(page.getByRole('heading', { level: 1, name: 'Social media' })).toBeVisible();
    const instagram = page.getByTestId('social-instagram');
    await expect(instagram.getByText('Not added')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add Instagram' }).click();
    await page.getByLabel('Instagram handle or link').fill('@ada.e2e');
    await expect(page.getByRole('link', { name: 'https://www.instagram.com/ada.e2e' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(instagram.getByRole('link', { name: '@ada.e2e' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/ada.e2e',
    );

    await page.reload();
    await expect(instagram.getByRole('link', { name: '@ada.e2e' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Instagram' }).click();
    await page.getByLabel('Instagram handle or link').fill('two words');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'Please enter a handle (letters, digits, dots, hyphens and underscores) or a link starting with https://.',
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Remove Instagram' }).click();
    await expect(instagram.getByText('Not added')).toBeVisible();
    await page.reload();
    await expect(instagram.getByText('Not added')).toBeVisible();
  });

  test('save an address with a searched country and see it after a reload', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/profile/location');
    await expect(page.getByRole('heading', { level: 1, name: 'Location' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The server's message for a missing first line.
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter the first line of your address.' }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Address line 1' }).fill('Unter den Linden 1');
    await page.getByRole('textbox', { name: 'City' }).fill('Berlin');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('10117');
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.click();
    await country.fill('Russia');
    await expect(page.getByText('No country found')).toBeVisible();
    await country.fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Your address has been saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('Unter den Linden 1');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Berlin');
    await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('10117');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
  });
});
