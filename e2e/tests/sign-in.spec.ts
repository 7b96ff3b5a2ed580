import type { Page } from '@playwright/test';
import { expect, startServer, test } from '../fixtures';
import { createUser, latestCode, latestMessage, uniqueEmail, uniquePhone } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

const identifierField = (page: Page) => page.getByLabel('Email, username or phone number');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Verification code' });

/** Any page past /auth/* (the guest-only target: / → /home). */
const pastAuthPages = /^(?!.*\/auth\/)/;

async function enterIdentifier(page: Page, identifier: string) {
  await page.goto('/auth/login');
  await identifierField(page).fill(identifier);
  await continueButton(page).click();
}

async function signInWithPasswordAndCode(
  page: Page,
  request: Parameters<typeof latestCode>[0],
  email: string,
  password: string,
) {
  const before = await latestMessage(request, email).catch(() => null);
  await enterIdentifier(page, email);
  await expect(page.getByRole('heading', { name: 'Enter Password' })).toBeVisible();
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/mfa/);
  await expect(page.getByRole('heading', { name: '2FA verification' })).toBeVisible();
  const code = await latestCode(request, email, before);
  await codeField(page).fill(code);
  await continueButton(page).click();
}

test.describe('sign-in', () => {
  test('/auth redirects to the login page', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(identifierField(page)).toBeVisible();
  });

  test('password sign-in with the emailed code lands past the auth pages, at the `to` target', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    const before = await latestMessage(request, user.email);
    await page.goto('/auth/login?to=%2Fterms-of-service');
    await identifierField(page).fill(user.email);
    await continueButton(page).click();
    await passwordField(page).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/mfa\?to=/);
    const code = await latestCode(request, user.email, before);
    await codeField(page).fill(code);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);

    // Signed in, the auth pages send the user on (guest-only guard).
    await page.goto('/auth/login');
    await expect(page).toHaveURL(pastAuthPages);
  });

  test('phone sign-in with the texted code', async ({ page, request }) => {
    const user = await createUser(request, 'phone');
    const before = await latestMessage(request, user.phone.e164);
    await enterIdentifier(page, user.phone.typed);
    await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();
    await expect(page.getByText('Verification code sent to your phone')).toBeVisible();
    await expect(page.getByTestId('code-expiry')).toHaveText(/^(09|10):\d\d$/);
    await expect(page.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeDisabled();
    const stored = await page.evaluate(() => window.localStorage.getItem('phoneCodeExpiresAt'));
    expect(stored).toBeTruthy();

    const code = await latestCode(request, user.phone.e164, before);
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(pastAuthPages);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    expect(await page.evaluate(() => window.localStorage.getItem('phoneCodeExpiresAt'))).toBeNull();
  });

  test('three wrong codes block the number for 30 minutes, with a countdown', async ({ page, request }) => {
    const phone = uniquePhone();
    await enterIdentifier(page, phone.typed);
    await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();
    const code = await latestCode(request, phone.e164);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await codeField(page).fill(wrong);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid verification code. 2 attempt(s) remaining.' }),
    ).toBeVisible();
    await codeField(page).fill(wrong);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid verification code. 1 attempt(s) remaining.' }),
    ).toBeVisible();
    await codeField(page).fill(wrong);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Too many failed attempts. You are blocked for 30 minutes.' }),
    ).toBeVisible();
    await expect(page.getByTestId('block-countdown')).toHaveText(/^(30m 00s|29m [0-5]\d s?)$|^29m [0-5]\ds$/);
    await expect(page.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
    await expect(codeField(page)).toBeDisabled();

    // The pencil goes back to step 1; the block is kept by the server for this number.
    await page.getByRole('button', { name: 'Change email, username or phone number' }).click();
    await expect(identifierField(page)).toBeVisible();
  });

  test('every login validation message', async ({ page }) => {
    await page.goto('/auth/login');
    await continueButton(page).click();
    await expect(page.getByText('Please enter your email, username, or phone number')).toBeVisible();

    await identifierField(page).fill('12345678901234567');
    await continueButton(page).click();
    // 17 digits is not phone-like: password mode.
    await expect(page.getByRole('heading', { name: 'Enter Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await passwordField(page).fill('Wrong1234!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Incorrect email, username or password.' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Change email, username or phone number' }).click();
    await identifierField(page).fill('1234567');
    await continueButton(page).click();
    await expect(page.getByText('Your phone number is invalid. Please try again.')).toBeVisible();

    const phone = uniquePhone();
    await identifierField(page).fill(phone.typed);
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Please enter the verification code')).toBeVisible();
    await codeField(page).fill('123');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Verification code must be 6 digits')).toBeVisible();
  });

  test('/auth/mfa: resend a new code after the wait, then sign in with it', async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await createUser(request, 'resend');
    const before = await latestMessage(request, user.email);
    await enterIdentifier(page, user.email);
    await passwordField(page).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: '2FA verification' })).toBeVisible();
    await expect(page.getByText("Didn't get the code?")).toBeVisible();
    await expectNoAxeViolations(page);

    await continueButton(page).click();
    await expect(page.getByText('Please enter the verification code')).toBeVisible();

    const first = await latestMessage(request, user.email, { after: before });
    const resend = page.getByRole('button', { name: /^Resend/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toBeEnabled({ timeout: 40_000 });
    await resend.click();
    await expect(page.getByText('New OTP was resent')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeDisabled();
    const code = await latestCode(request, user.email, first);
    await codeField(page).fill(code);
    await continueButton(page).click();
    await expect(page).toHaveURL(pastAuthPages);
  });

  test('/auth/mfa: Contact us / Sign Up logs out and goes to login', async ({ page, request }) => {
    const user = await createUser(request, 'contact');
    await enterIdentifier(page, user.email);
    await passwordField(page).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: '2FA verification' })).toBeVisible();
    await page.getByRole('button', { name: 'Contact us / Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).toBeNull();
    // Without a pending code step, /auth/mfa sends visitors to login.
    await page.goto('/auth/mfa');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('/auth/mfa with an emailed token verifies automatically: "You\'re verified!"', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('token');
    const register = await request.post('/api/auth/password/register', {
      data: {
        userName: email,
        password: 'Secret123!',
        firstName: 'Tia',
        lastName: 'Token',
        gender: 'Female',
        dateOfBirth: '1990-01-02',
        phoneNumber: uniquePhone().e164,
        agreeToTermsAndConditions: true,
      },
    });
    expect(register.status()).toBe(201);
    const mail = await latestMessage(request, email);
    expect(mail.token && mail.token.length).toBeGreaterThan(6);
    await page.goto(`/auth/mfa?token=${encodeURIComponent(mail.token!)}`);
    await expect(page.getByRole('heading', { name: "You're verified!" })).toBeVisible();
    await expect(page.getByText('Click continue to log in.')).toBeVisible();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('forgot and reset password with the emailed link', async ({ page, request }) => {
    const user = await createUser(request, 'reset');
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for this email address')).toBeVisible();

    const mail = await latestMessage(request, user.email, { subject: /password/i });
    expect(mail.link).toContain('/auth/reset-password?token=');
    const link = new URL(mail.link!);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expectNoAxeViolations(page);

    const newPassword = 'Newer123!';
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('other');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Passwords must have at least 8 characters' }),
    ).toBeVisible();
    await expect(page.getByText('The passwords do not match. Please try again.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(
      page.getByText('Your password has been reset. Please log in with your new password.'),
    ).toBeVisible();

    await signInWithPasswordAndCode(page, request, user.email, newPassword);
    await expect(page).toHaveURL(pastAuthPages);
  });

  test('a reset link without its token and a process link without its tokens go to /404', async ({
    page,
  }) => {
    await page.goto('/auth/reset-password');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/auth/process?token=abc');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/auth/process?error=Sign-in%20with%20Google%20was%20cancelled.');
    await expect(page.getByText('Sign-in with Google was cancelled.')).toBeVisible();
  });

  test('the login and mfa pages pass axe @layout', async ({ page, request }) => {
    await page.goto('/auth/login');
    await expect(identifierField(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await continueButton(page).click();
    await expect(page.getByText('Please enter your email, username, or phone number')).toBeVisible();
    await expectNoAxeViolations(page);
    await identifierField(page).fill('someone@example.com');
    await continueButton(page).click();
    await expect(passwordField(page)).toBeVisible();
    await expectNoAxeViolations(page);

    const user = await createUser(request, 'axe');
    await enterIdentifier(page, user.email);
    await passwordField(page).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: '2FA verification' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('passkeys', () => {
  test('add a passkey after signing in, then sign in with it', async ({ page, baseURL, playwright }) => {
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
      const before = await latestMessage(request, user.email);
      await page.goto(`${origin}/auth/login`);
      await identifierField(page).fill(user.email);
      await continueButton(page).click();
      await passwordField(page).fill(user.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await codeField(page).fill(await latestCode(request, user.email, before));
      await continueButton(page).click();

      await expect(page.getByRole('heading', { name: 'Add a passkey for faster sign-in' })).toBeVisible();
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(page.getByText('Your passkey was added.')).toBeVisible();
      await continueButton(page).click();
      await expect(page).toHaveURL(pastAuthPages);

      // Signed out, the passkey signs in without password or code.
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`${origin}/auth/login`);
      await identifierField(page).fill(user.email);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page).toHaveURL(pastAuthPages);
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

      // And without a username: a discoverable credential.
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`${origin}/auth/login`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page).toHaveURL(pastAuthPages);
    } finally {
      await request.dispose();
      await own?.stop();
    }
  });

  test('a device without passkey support is told so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true });
    });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Passkeys are not supported on this device' }),
    ).toBeVisible();
  });
});
