import { type MutableRedirectUri, type MutableResponse, OAuth2Server } from 'oauth2-mock-server';
import { expect, type RunningServer, startServer, test } from '../fixtures';
import { uniqueEmail } from '../support/accounts';

/**
 * Social sign-in through the real popup flow: our server (started with OAUTH_GOOGLE_* pointing at a
 * local oauth2-mock-server) → the provider's authorize → our callback → /auth/process in the popup,
 * which stores the session; the login page hears the `storage` event and continues.
 */
let mock: OAuth2Server;
let server: (RunningServer & { stop: () => Promise<void> }) | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  const issuer = mock.issuer.url!;
  server = await startServer({
    OAUTH_GOOGLE_CLIENT_ID: 'repclub-google',
    OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
    OAUTH_GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    OAUTH_GOOGLE_TOKEN_URL: `${issuer}/token`,
    OAUTH_GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    // Set up but never pressed here: the web shows only the buttons of providers that are set up.
    OAUTH_APPLE_CLIENT_ID: 'repclub-apple',
    OAUTH_APPLE_CLIENT_SECRET: 'apple-secret',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await mock?.stop();
});

test('Sign in with Google in a popup: a new account goes on to complete its profile', async ({ page }) => {
  const email = uniqueEmail('google');
  mock.service.once('beforeUserinfo', (response: MutableResponse) => {
    response.body = { sub: `sub-${Date.now()}`, email, email_verified: true, name: 'Gina Google' };
  });
  await page.goto(`${server!.baseURL}/auth/login`);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupPromise;
  await popup.waitForEvent('close', { timeout: 20_000 });

  // A new social account has no phone or birthday yet: the guest-only guard sends it to sign-up-2.
  await expect(page).toHaveURL(/\/auth\/sign-up-2/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  const info = await page.evaluate(() => JSON.parse(window.localStorage.getItem('authInfo') ?? 'null'));
  expect(info).toMatchObject({ email, isComplete: false });
});

test('a cancelled provider sign-in shows its error in the popup', async ({ page }) => {
  mock.service.once('beforeAuthorizeRedirect', (authorize: MutableRedirectUri) => {
    authorize.url.searchParams.delete('code');
    authorize.url.searchParams.set('error', 'access_denied');
  });
  await page.goto(`${server!.baseURL}/auth/login`);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupPromise;
  await expect(popup.getByText('Sign-in with Google was cancelled.')).toBeVisible();
  // The button closes the popup; the click may then report the closed page, which is the expected outcome.
  const closed = popup.waitForEvent('close');
  await popup
    .getByRole('button', { name: 'Close this window' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('only the providers that are set up show, and inside Instagram not Google', async ({
  browser,
  page: plain,
}) => {
  await plain.goto(`${server!.baseURL}/auth/login`);
  await expect(plain.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(plain.getByRole('button', { name: 'Sign in with Apple' })).toBeVisible();
  await expect(plain.getByRole('button', { name: 'Sign in with Facebook' })).toHaveCount(0);

  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Instagram 300.0.0.0',
  });
  const page = await context.newPage();
  await page.goto(`${server!.baseURL}/auth/login`);
  await expect(page.getByRole('button', { name: 'Sign in with Apple' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in with Facebook' })).toHaveCount(0);
  await context.close();
});
