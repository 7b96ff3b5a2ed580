import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoAxeViolations } from '../support/axe';

type OutboxMessage = {
  to: string;
  subject: string;
  code: string | null;
  token: string | null;
  link: string | null;
};

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const uniqueEmail = (tag: string) => `signup.${tag}.${unique()}@example.com`;
/** A valid US number nobody else uses: 213-555-XXXX with random digits, as typed and in E.164. */
const uniquePhone = () => {
  const last = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const middle = String(200 + Math.floor(Math.random() * 700));
  return { typed: `(213) ${middle}-${last}`, e164: `+1213${middle}${last}` };
};

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/** The newest message to `to` once there are more than `seen`. */
async function nextMessage(request: APIRequestContext, to: string, seen: number): Promise<OutboxMessage> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      messages = await outbox(request, to);
      return messages.length;
    })
    .toBeGreaterThan(seen);
  return messages[0] as OutboxMessage;
}

type Person = { email: string; phone: ReturnType<typeof uniquePhone>; password: string };

const newPerson = (tag: string): Person => ({
  email: uniqueEmail(tag),
  phone: uniquePhone(),
  password: 'Secret123!',
});

async function fillSignUpForm(page: Page, person: Person) {
  await page.getByLabel('Email', { exact: false }).first().fill(person.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(person.password);
  await page.getByLabel('First name').fill('Jane');
  await page.getByLabel('Last name').fill('Doe');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('02/28/1990');
  await page.getByLabel('Phone number').fill(person.phone.typed);
  await page.getByRole('heading', { name: 'Sign up' }).click();
}

async function signUp(page: Page, person: Person) {
  await page.goto('/auth/sign-up');
  await fillSignUpForm(page, person);
  await expect(page.getByRole('img', { name: 'Email available' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox!' })).toBeVisible();
  await expect(
    page.getByText('A verification email was sent to your inbox. Please confirm your email to login.'),
  ).toBeVisible();
}

/** The signed-in user proves their phone number with the texted code. */
async function verifyPhone(page: Page, request: APIRequestContext, phoneE164: string) {
  await expect(page).toHaveURL(/\/auth\/verify-phone-number/);
  await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
  await expectNoAxeViolations(page);
  const seen = (await outbox(request, phoneE164)).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  const text = await nextMessage(request, phoneE164, seen);
  await expect(page.getByText('Verification code sent to your phone')).toBeVisible();
  await page.getByLabel('Verification code').fill(text.code ?? '');
  await expect(page).not.toHaveURL(/\/auth\//);
}

test.describe('sign-up', () => {
  test('sign up, confirm the emailed link, sign in with password and code, verify the phone', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const person = newPerson('link');
    await signUp(page, person);
    const [mail] = await outbox(request, person.email);
    expect(mail?.token).toBeTruthy();

    // The link is opened elsewhere (another browser), where nobody is signed in.
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.goto(`/auth/confirm-email?token=${encodeURIComponent(mail?.token ?? '')}`);
    await expect(other.getByRole('heading', { name: "You're verified!" })).toBeVisible();
    await expect(other.getByText('Click continue to log in.')).toBeVisible();
    await expectNoAxeViolations(other);
    await other.getByRole('button', { name: 'Continue' }).click();
    await expect(other).toHaveURL(/\/auth\/login/);

    await other.getByLabel('Email, username or phone number').fill(person.email);
    await other.getByRole('button', { name: 'Continue' }).click();
    const seen = (await outbox(request, person.email)).length;
    await other.getByRole('textbox', { name: 'Password' }).fill(person.password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    const codeMail = await nextMessage(request, person.email, seen);
    await expect(other).toHaveURL(/\/auth\/mfa/);
    await other.getByLabel('Verification code').fill(codeMail.code ?? '');
    await other.getByRole('button', { name: 'Continue' }).click();

    // Signed up by email, so the phone number is still to prove; then past the auth pages.
    await verifyPhone(other, request, person.phone.e164);
    await context.close();
  });

  test('sign up, resend the email, and finish with the 6-digit code on the same page', async ({
    page,
    request,
  }) => {
    const person = newPerson('code');
    await signUp(page, person);
    await expectNoAxeViolations(page);

    const seen = (await outbox(request, person.email)).length;
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Resent! Check your inbox!')).toBeVisible();
    const mail = await nextMessage(request, person.email, seen);

    await page.getByLabel('Verification code').fill(mail.code ?? '');
    await expect(page).toHaveURL(/\/auth\/verify-phone-number/);
  });

  test('shows every validation message for its bad input', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expectNoAxeViolations(page);
    const email = page.getByRole('textbox', { name: 'Email' });

    await email.focus();
    await email.blur();
    await expect(page.getByText('Email is required')).toBeVisible();
    await email.fill('not-an-email');
    await expect(page.getByText('Your email address is invalid. Please try again.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Password' }).fill('short');
    await page.getByRole('textbox', { name: 'Password' }).blur();
    await expect(
      page.getByText(
        'Passwords must have at least 8 characters and include 2 of the following: 1 uppercase letter, 1 number, or 1 special character.',
      ),
    ).toBeVisible();

    await page.getByLabel('First name').focus();
    await page.getByLabel('First name').blur();
    await expect(page.getByText('Your first name is invalid. Please try again.')).toBeVisible();
    await page.getByLabel('Last name').focus();
    await page.getByLabel('Last name').blur();
    await expect(page.getByText('Your last name is invalid. Please try again.')).toBeVisible();

    await page.getByLabel('Gender').focus();
    await page.getByLabel('Gender').blur();
    await expect(page.getByText('Choose valid gender')).toBeVisible();

    await page.getByLabel('Date of birth').focus();
    await page.getByLabel('Date of birth').blur();
    await expect(page.getByText('Date of birth is required')).toBeVisible();

    await page.getByLabel('Phone number').fill('123');
    await page.getByLabel('Phone number').blur();
    await expect(page.getByText('Your phone number is invalid. Please try again.')).toBeVisible();

    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('warns about a taken email, and shows the danger alert when it is taken meanwhile', async ({
    page,
    request,
  }) => {
    const person = newPerson('taken');
    await page.goto('/auth/sign-up');
    await fillSignUpForm(page, person);
    await expect(page.getByRole('img', { name: 'Email available' })).toBeVisible();

    // Someone registers the same email between the check and Continue, and verifies it (an address nobody
    // verified takes nothing from its owner: docs/decisions/106).
    const response = await request.post('/api/auth/password/register', {
      data: {
        userName: person.email,
        password: 'Secret123!',
        firstName: 'Other',
        lastName: 'Person',
        gender: 'Male',
        dateOfBirth: '1985-05-05',
        phoneNumber: uniquePhone().e164,
        agreeToTermsAndConditions: true,
      },
    });
    expect(response.status()).toBe(201);
    const pending = (await response.json()) as { refreshToken: string };
    const verified = await request.post('/api/auth/password/verify-otp', {
      data: {
        refreshToken: pending.refreshToken,
        otp: (await nextMessage(request, person.email, 0)).code,
        purpose: 'VerifySignIn',
      },
    });
    expect(verified.ok()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Oops ...' });
    await expect(alert).toContainText('An account already exists with this email address, please Login.');
    await expect(alert.getByRole('link', { name: 'Login' })).toBeVisible();

    // Typed again, the availability check warns before Continue.
    await page.goto('/auth/sign-up');
    await fillSignUpForm(page, { ...person, phone: uniquePhone() });
    await expect(page.getByRole('img', { name: 'Email already registered' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  test('completes the profile after a phone sign-in', async ({ page, request }) => {
    const phone = uniquePhone();
    await page.goto('/auth/login');
    await page.getByLabel('Email, username or phone number').fill(phone.typed);
    await page.getByRole('button', { name: 'Continue' }).click();
    const text = await nextMessage(request, phone.e164, 0);
    await page.getByLabel('Verification code').fill(text.code ?? '');
    await page.getByRole('button', { name: 'Verify Code' }).click();

    await expect(page).toHaveURL(/\/auth\/sign-up-2/);
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Your first name is invalid. Please try again.')).toBeVisible();

    await page.getByLabel('First name').fill('Phoebe');
    await page.getByLabel('Last name').fill('Phone');
    // A phone sign-in already has a generated handle (decision 040): the form does not ask for one.
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await page.getByLabel('Email').fill(uniqueEmail('phone'));
    await page.getByLabel('Gender').selectOption('Not Disclosed');
    await page.getByLabel('Date of birth').fill('07/04/1995');
    await page.getByRole('heading', { name: 'Complete your profile' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(/\/auth\//);
    const authInfo = await page.evaluate(() => JSON.parse(localStorage.getItem('authInfo') ?? '{}'));
    expect(authInfo).toMatchObject({ isComplete: true, isPhoneNumberVerified: true });
  });

  test('confirm-email needs a token, and explains a used link with a way to resend', async ({
    page,
    request,
  }) => {
    await page.goto('/auth/confirm-email');
    await expect(page).toHaveURL(/\/404$/);

    const person = newPerson('used');
    await signUp(page, person);
    const [mail] = await outbox(request, person.email);
    const link = `/auth/confirm-email?token=${encodeURIComponent(mail?.token ?? '')}`;
    await page.goto(link);
    await expect(page.getByRole('heading', { name: "You're verified!" })).toBeVisible();

    // The same link a second time: the server's message, and a new email on request.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'We could not verify your email' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Oops ...' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an invite link sends a visitor to sign-up with the invite and the email', async ({ page }) => {
    await page.goto('/accept-invite/inv-123?email=invited%40example.com');
    await expect(page).toHaveURL(/\/auth\/sign-up\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('inviteId')).toBe('inv-123');
    expect(url.searchParams.get('email')).toBe('invited@example.com');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('invited@example.com');
    await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute(
      'href',
      /inviteId=inv-123/,
    );
  });

  test('the auth modal signs a visitor in from the unsubscribe page', async ({ page, request }) => {
    const person = newPerson('modal');
    const response = await request.post('/api/auth/password/register', {
      data: {
        userName: person.email,
        password: person.password,
        firstName: 'Mo',
        lastName: 'Dal',
        gender: 'Other',
        dateOfBirth: '1992-09-09',
        phoneNumber: person.phone.e164,
        agreeToTermsAndConditions: true,
      },
    });
    expect(response.status()).toBe(201);

    await page.goto('/unsubscribe');
    await expect(page.getByRole('heading', { name: 'Email preferences' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in to manage your emails' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
    await dialog.getByLabel('Email or username').fill(person.email);
    await dialog.getByRole('textbox', { name: 'Password' }).fill(person.password);
    const seen = (await outbox(request, person.email)).length;
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('heading', { name: '2FA verification' })).toBeVisible();
    const mail = await nextMessage(request, person.email, seen);
    await dialog.getByLabel('Verification code').fill(mail.code ?? '');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile\/notifications|\/auth\/|\/404/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
  });
});
