import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { latestCode, uniqueEmail, uniquePhone } from '../support/accounts';

/** The signed-in shell (accounts §2.3, §2.4, §4.3): guards, menus, bell, terms modal, bottom navigation. */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AuthInfo = {
  token: string | null;
  refreshToken: string;
  userId: string;
  email: string | null;
  isDeleted: boolean;
  isComplete: boolean;
  agreeToTermsAndConditions: boolean;
  requireOtp: boolean;
  impersonateMode: boolean;
};

async function register(request: APIRequestContext, { agree = true, firstName = 'Shelly' } = {}) {
  const email = uniqueEmail('shell');
  const response = await request.post('/api/auth/password/register', {
    data: {
      userName: email,
      password: 'Secret123!',
      firstName,
      lastName: 'Tester',
      gender: 'Female',
      dateOfBirth: '1991-05-06',
      phoneNumber: uniquePhone().e164,
      agreeToTermsAndConditions: agree,
    },
  });
  expect(response.status()).toBe(201);
  return { email, pending: (await response.json()) as AuthInfo };
}

/** A fresh account signed in through the REST API: registered, then the emailed code verified. */
async function signedInUser(
  request: APIRequestContext,
  options: { agree?: boolean; firstName?: string } = {},
) {
  const { email, pending } = await register(request, options);
  const code = await latestCode(request, email);
  const verify = await request.post('/api/auth/password/verify-otp', {
    data: { refreshToken: pending.refreshToken, otp: code, purpose: 'VerifySignIn' },
  });
  expect(verify.ok()).toBe(true);
  return { email, info: (await verify.json()) as AuthInfo };
}

async function graphql<T>(request: APIRequestContext, token: string, query: string, variables = {}) {
  const response = await request.post('/api/graphql', {
    data: { query, variables },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}

/** Stores a session the way the sign-in pages do (accounts §3), then opens `path`. */
async function openWithSession(
  page: Page,
  info: AuthInfo | null,
  path: string,
  extra: Record<string, string> = {},
) {
  await page.goto('/404');
  await page.evaluate(
    ({ info, extra }) => {
      localStorage.clear();
      if (info) {
        if (info.token) localStorage.setItem('token', info.token);
        localStorage.setItem('refreshToken', info.refreshToken);
        localStorage.setItem('authInfo', JSON.stringify(info));
        localStorage.setItem('isSignedUp', 'true');
        if (info.impersonateMode) localStorage.setItem('impersonateMode', 'true');
      }
      for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value);
    },
    { info, extra },
  );
  await page.goto(path);
}

const storedAuthInfo = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('authInfo') ?? 'null') as AuthInfo | null);

test.describe('protected guard', () => {
  test('a visitor goes to sign-up with the target', async ({ page }) => {
    await openWithSession(page, null, '/home');
    await page.waitForURL(/\/auth\/sign-up\?to=%2Fhome$/);
  });

  test('a visitor who signed up on this browser before goes to login with the target', async ({ page }) => {
    await openWithSession(page, null, '/home', { isSignedUp: 'true' });
    await page.waitForURL(/\/auth\/login\?to=%2Fhome$/);
  });

  test('a pending code step goes to /auth/mfa', async ({ page, request }) => {
    const { pending } = await register(request);
    expect(pending.token).toBeNull();
    await openWithSession(page, pending, '/home');
    await page.waitForURL(/\/auth\/mfa/);
  });

  test('an incomplete profile goes to /auth/sign-up-2', async ({ page, request }) => {
    const { info } = await signedInUser(request);
    // An account without the required profile fields (a social sign-up) answers isComplete false.
    await openWithSession(page, { ...info, isComplete: false }, '/home');
    await page.waitForURL(/\/auth\/sign-up-2/);
  });

  test('a deleted account goes to /auth/recover', async ({ page, request }) => {
    const { info } = await signedInUser(request);
    await graphql(request, info.token!, 'mutation { deleteAccount { recoverableUntil } }');
    // The session stays after deletion; refreshing it answers the auth info of the deleted account.
    const refreshed = await request.post('/api/auth/refresh', { data: { refreshToken: info.refreshToken } });
    expect(refreshed.ok()).toBe(true);
    const deleted = (await refreshed.json()) as AuthInfo;
    expect(deleted.isDeleted).toBe(true);
    await openWithSession(page, { ...info, ...deleted }, '/home');
    await page.waitForURL(/\/auth\/recover/);
  });
});

test.describe('main shell', { tag: '@layout' }, () => {
  test('home greets the user in the shell and passes axe', async ({ page, request }) => {
    const { info } = await signedInUser(request, { firstName: 'Harriet' });
    await openWithSession(page, info, '/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Harriet!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your upcoming events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your rep clubs' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // No search box on /home (accounts §2.4).
    await expect(page.getByLabel('Search people')).toHaveCount(0);

    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test('Log Out asks first; Cancel stays, Yes signs out and goes to /auth/login', async ({
    page,
    request,
  }) => {
    const { info } = await signedInUser(request);
    await openWithSession(page, info, '/home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to log out?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await storedAuthInfo(page)).toBeNull();
    // The server ended the session: its refresh token no longer works.
    const refresh = await request.post('/api/auth/refresh', { data: { refreshToken: info.refreshToken } });
    expect(refresh.ok()).toBe(false);
  });

  test('the bell shows the empty state, no unread badge, and polls every 5 seconds', async ({
    page,
    request,
  }) => {
    test.setTimeout(45_000);
    const { info } = await signedInUser(request);
    const polls: number[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/graphql') && req.postData()?.includes('query Notifications'))
        polls.push(Date.now());
    });
    await openWithSession(page, info, '/home');

    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-badge').locator('.mantine-Indicator-indicator')).toHaveCount(
      0,
    );
    await bell.click();
    await expect(page.getByRole('dialog').getByText('No notifications yet')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    // From now on, only the poll asks (opening the list fetched it fresh): one request every 5 s.
    const since = Date.now();
    const later = () => polls.filter((at) => at > since);
    await expect.poll(() => later().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = later();
    expect(second! - first!).toBeGreaterThan(4_000);
    expect(second! - first!).toBeLessThan(7_000);
  });

  test('the terms modal asks a user who has not agreed to the current version, once', async ({
    page,
    request,
  }) => {
    const { info } = await signedInUser(request, { agree: false });
    expect(info.agreeToTermsAndConditions).toBe(false);
    await openWithSession(page, info, '/home');

    const dialog = page.getByRole('dialog', { name: 'Our terms have been updated' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^Version \d+$/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations).toEqual([]);

    await dialog.getByRole('button', { name: 'I accept' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedAuthInfo(page))?.agreeToTermsAndConditions).toBe(true);
    const { me } = await graphql<{ me: { agreeToTermsAndConditions: boolean } }>(
      request,
      info.token!,
      '{ me { agreeToTermsAndConditions } }',
    );
    expect(me.agreeToTermsAndConditions).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    await expect(page.getByRole('dialog', { name: 'Our terms have been updated' })).toHaveCount(0);
  });

  test('narrow screens show the bottom navigation instead of the sidebar', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { info } = await signedInUser(request);
    await openWithSession(page, info, '/home');

    const bottomNav = page.getByRole('navigation', { name: 'Bottom navigation' });
    await expect(bottomNav).toBeVisible();
    await expect(bottomNav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Events', 'Offers', 'Profile'])
      await expect(bottomNav.getByText(label)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'About RepClub' })).toBeHidden();
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test('an impersonation session shows the Impersonated tag with the user', async ({ page, request }) => {
    const admin = await request.post('/api/auth/password/sign-in', {
      data: { userName: 'admin@repclub.example', password: 'Admin123!' },
    });
    expect(admin.ok()).toBe(true);
    const adminInfo = (await admin.json()) as AuthInfo;
    const { email, info: user } = await signedInUser(request, { firstName: 'Imogen' });
    const impersonation = await request.post('/api/auth/password/im-sign-in', {
      data: { userId: user.userId },
      headers: { Authorization: `Bearer ${adminInfo.token}` },
    });
    expect(impersonation.ok()).toBe(true);
    const info = (await impersonation.json()) as AuthInfo;
    expect(info.impersonateMode).toBe(true);

    await openWithSession(page, info, '/home');
    const tag = page.getByTestId('impersonated-tag');
    await expect(tag).toContainText('Impersonated');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Imogen!' })).toBeVisible();
    const viewport = page.viewportSize();
    if (viewport && viewport.width >= 576) await expect(tag).toContainText(email);
  });
});
