import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  createUser,
  graphql,
  latestCode,
  latestMessage,
  uniqueEmail,
  uniquePhone,
} from '../support/accounts';
import { signInByApi } from '../support/session';

/**
 * Invited and referred people arrive where their link pointed (issue 21): the phone step between sign-in and
 * the target carries the club link's `to` and the invitation's id, and "Skip for now" continues to them.
 */

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An account with its e-mail confirmed and its phone not verified yet (every new e-mail account). */
async function accountWithoutVerifiedPhone(request: APIRequestContext) {
  const email = uniqueEmail('unverified');
  const password = 'Secret123!';
  const register = await request.post('/api/auth/password/register', {
    data: {
      userName: email,
      password,
      firstName: 'Kim',
      lastName: 'Later',
      name: 'Kim Later',
      gender: 'Other',
      dateOfBirth: '1991-05-06',
      phoneNumber: uniquePhone().e164,
      agreeToTermsAndConditions: true,
    },
  });
  expect(register.status()).toBe(201);
  const { refreshToken } = (await register.json()) as { refreshToken: string };
  const verify = await request.post('/api/auth/password/verify-otp', {
    data: { refreshToken, otp: await latestCode(request, email), purpose: 'VerifySignIn' },
  });
  expect(verify.ok()).toBe(true);
  return { email, password };
}

async function skipThePhoneStep(page: Page) {
  await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
}

test('a newcomer opens a club link signed out, signs up, skips the phone step and lands on the club', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await signInByApi(request, await createUser(request, 'clubowner'));
  const name = `Olive Run Crew ${suffix()}`;
  const slug = name.toLowerCase().replace(/ /g, '-');
  const { createClub } = await graphql<{ createClub: { id: string } }>(
    request,
    owner.token,
    'mutation ($input: CreateClubInput!) { createClub(input: $input) { id } }',
    { input: { displayName: name, slug, bio: 'Easy runs and olive bread.' } },
  );
  await graphql(
    request,
    owner.token,
    'mutation ($clubId: ID!, $tiers: [ClubTierInput!]!) { setClubTiers(clubId: $clubId, tiers: $tiers) { id } }',
    {
      clubId: createClub.id,
      tiers: [{ name: 'Bronze', minimumPoints: 0, colors: { primary: '#3D1277', secondary: '#FFFFFF' } }],
    },
  );
  await graphql(request, owner.token, 'mutation ($clubId: ID!) { publishClub(clubId: $clubId) { id } }', {
    clubId: createClub.id,
  });

  await page.goto(`/rep-clubs/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/auth/sign-up\\?to=%2Frep-clubs%2F${slug}$`));
  const email = uniqueEmail('newcomer');
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('Secret123!');
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('02/28/1990');
  await page.getByLabel('Phone number').fill(uniquePhone().typed);
  await page.getByRole('heading', { name: 'Sign up' }).click();
  await expect(page.getByRole('img', { name: 'Email available' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox!' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, email));

  // The phone step keeps the club as its target; skipping it continues there.
  await expect(page).toHaveURL(new RegExp(`/auth/verify-phone-number\\?to=%2Frep-clubs%2F${slug}$`));
  await skipThePhoneStep(page);
  await expect(page).toHaveURL(new RegExp(`/rep-clubs/${slug}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('an existing account opens a co-host invite, follows "Log in" and lands on the invitation', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const host = await signInByApi(request, await createUser(request, 'invitinghost'));
  const invitee = await accountWithoutVerifiedPhone(request);
  const start = new Date(Date.now() + 50 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const { createEvent } = await graphql<{ createEvent: { eventId: string } }>(
    request,
    host.token,
    'mutation ($input: EventInput!) { createEvent(input: $input) { eventId } }',
    {
      input: {
        slug: `crew-night-${suffix()}`,
        displayName: 'Crew Night',
        description: 'A night for the whole crew.',
        note: 'Crew only.',
        avatarUrl: `${baseURL}/favicon.svg`,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
        city: 'Los Angeles',
      },
    },
  );
  await graphql(
    request,
    host.token,
    'mutation ($eventId: ID!, $email: String) { inviteEventTeamMember(eventId: $eventId, email: $email, role: "CO_HOST") { status } }',
    { eventId: createEvent.eventId, email: invitee.email },
  );
  const mail = await latestMessage(request, invitee.email, {
    subject: /invited you to the team of Crew Night/,
  });
  const link = new URL(mail.link!);
  expect(link.pathname).toMatch(/^\/accept-invite\/role-[0-9a-f-]{36}$/);

  // Signed out, the invitation opens sign-up (accounts §2.3); its Log in link keeps the invitation.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/auth\/sign-up\?.*inviteId=role-/);
  await page.getByRole('link', { name: 'Login', exact: true }).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?.*inviteId=role-/);
  await page.getByLabel('Email, username or phone number').fill(invitee.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('textbox', { name: 'Password' }).fill(invitee.password);
  const before = await latestMessage(request, invitee.email, { withCode: true });
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/mfa\?.*inviteId=role-/);
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestCode(request, invitee.email, before));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The phone step carries the invitation; skipping it opens the invitation.
  await expect(page).toHaveURL(/\/auth\/verify-phone-number\?inviteId=role-/);
  await skipThePhoneStep(page);
  await expect(page).toHaveURL(new RegExp(`${link.pathname}$`));
  await expect(
    page.getByRole('heading', { name: 'Sam Tester invited you to be Manager (co-host) of Crew Night' }),
  ).toBeVisible();
});
