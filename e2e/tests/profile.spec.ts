import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, startServer, test } from '../fixtures';
import { createUser, latestCode, uniquePhone } from '../support/accounts';
import { gradientPng } from '../support/png';
import { openSignedIn, signInByApi } from '../support/session';

/** The profile pages (issue 5): /profile, information, personal and settings. */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function signedIn(page: Page, request: APIRequestContext, path: string, prefix = 'profile') {
  const user = await createUser(request, prefix);
  const info = await signInByApi(request, user);
  await openSignedIn(page, info, path);
  return user;
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
const headerAvatar = (page: Page) => page.getByRole('button', { name: 'Account menu' }).locator('img');

test.describe('profile', () => {
  test('the profile page shows the header card and keeps the tab in the URL', async ({ page, request }) => {
    await signedIn(page, request, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Sam Tester' })).toBeVisible();
    await expect(page.getByTestId('tier-badge')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Profile sections' });
    await expect(tabs.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: /Personal details/ }).click();
    await expect(page).toHaveURL(/\/profile\/personal$/);
    await page.getByRole('link', { name: 'Back to profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await tabs.getByRole('tab', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=payments$/);
    await page.reload();
    await expect(
      page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab', { name: 'Payments' }),
    ).toHaveAttribute('aria-selected', 'true');

    // A notification's achievement link does not break the page.
    await page.goto('/profile?achievement=7');
    await expect(page.getByRole('heading', { level: 1, name: 'Sam Tester' })).toBeVisible();
  });

  test('edits the information and personal pages; the changes are there after a reload', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, '/profile/information');
    const userName = `ada_${Date.now().toString(36)}`;
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Username').fill(userName);
    await page.getByRole('textbox', { name: 'Bio' }).fill('Writes the first programs.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Your profile was saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(page.getByLabel('Username')).toHaveValue(userName);
    await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveValue('Writes the first programs.');

    // The validation messages of the spec, before anything is sent.
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your first name is invalid. Please try again.')).toBeVisible();

    await page.goto('/profile/personal');
    await page.getByLabel('Gender').selectOption('Not Disclosed');
    const date = page.getByRole('textbox', { name: 'Date of birth' });
    await date.fill('12/10/1985');
    await date.blur();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Your personal details were saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Gender')).toHaveValue('Not Disclosed');
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('12/10/1985');
    await expect(page.getByTestId('email-verified')).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText(`@${userName}`)).toBeVisible();
  });

  test('uploads a photo, resized to fit 1000 × 1000, and shows it in the header avatar', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, '/profile/information');
    await expect(page.getByRole('button', { name: 'Add a photo' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: gradientPng(1600, 1200),
    });
    await expect(toast(page, 'Your photo was updated.')).toBeVisible();
    await expect(headerAvatar(page)).toHaveAttribute(
      'src',
      /\/api\/media\/avatars\/[\w-]+\/[\w-]+\.webp\?v=\d+$/,
    );
    const size = await headerAvatar(page).evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(size).toEqual({ width: 1000, height: 750 });
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();

    const src = await headerAvatar(page).getAttribute('src');
    await page.reload();
    await expect(headerAvatar(page)).toHaveAttribute('src', src!);

    // A file that is not an image: the server's message.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await expect(page.getByText('Please choose a JPEG, PNG, WEBP or GIF image.')).toBeVisible();
    await expect(headerAvatar(page)).toHaveAttribute('src', src!);
  });

  test('changes the phone number with the code texted to the new number', async ({ page, request }) => {
    await signedIn(page, request, '/profile/personal');
    const phone = uniquePhone();
    await page.getByRole('button', { name: 'Change phone number' }).click();
    await page.getByRole('textbox', { name: 'New phone number' }).fill(phone.typed);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Verification code sent to your phone.')).toBeVisible();
    await expect(page.getByTestId('code-expiry')).toHaveText(/^(09|10):\d\d$/);

    const code = await latestCode(request, phone.e164);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await expect(toast(page, 'Your phone number was changed.')).toBeVisible();
    await expect(page.getByTestId('current-phone-number')).toHaveText(phone.e164);

    await page.reload();
    await expect(page.getByTestId('current-phone-number')).toHaveText(phone.e164);
  });

  test('adds a passkey and deletes it', async ({ page, baseURL, playwright }) => {
    test.setTimeout(120_000);
    // WebAuthn refuses an IP address as the relying party: use a server reached as localhost.
    const own =
      new URL(baseURL).hostname === '127.0.0.1' ? await startServer({}, { publicHost: 'localhost' }) : null;
    const origin = own?.baseURL ?? baseURL;
    const request = await playwright.request.newContext({
      baseURL: origin.replace('localhost', '127.0.0.1'),
    });
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
        },
      });
      const user = await createUser(request, 'passkey');
      await openSignedIn(page, await signInByApi(request, user), '/profile/settings', origin);

      await expect(page.getByText('No passkeys yet.')).toBeVisible();
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(toast(page, 'Your passkey was added.')).toBeVisible();
      const list = page.getByRole('list', { name: 'Your passkeys' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText('Never used');

      await list.getByRole('button', { name: /^Delete passkey/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this passkey?' });
      await dialog.getByRole('button', { name: 'Delete passkey' }).click();
      await expect(toast(page, 'The passkey was deleted.')).toBeVisible();
      await expect(page.getByText('No passkeys yet.')).toBeVisible();
    } finally {
      await request.dispose();
      await own?.stop();
    }
  });

  test('deletes the account, then recovers it', async ({ page, request }) => {
    await signedIn(page, request, '/profile/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('You have 90 days to change your mind');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/auth\/recover$/);
    await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
    // While deleted, the profile pages send the user back here (protected guard).
    await page.goto('/profile/settings');
    await expect(page).toHaveURL(/\/auth\/recover$/);

    await page.getByRole('button', { name: 'Recover my account' }).click();
    await expect(page).not.toHaveURL(/\/auth\//);
    await page.goto('/profile/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('switch', { name: /Product updates/ })).toBeChecked();
  });

  test('the profile pages pass the accessibility checks @layout', async ({ page, request }) => {
    test.slow(); // axe on four pages
    await signedIn(page, request, '/profile');
    for (const [path, heading, loaded] of [
      ['/profile', 'Sam Tester', 'Profile information'],
      ['/profile/information', 'Profile information', 'First name'],
      ['/profile/personal', 'Personal details', 'Gender'],
      ['/profile/settings', 'Settings', 'Product updates'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(loaded).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
});
