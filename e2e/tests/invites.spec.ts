import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser, latestCode, latestMessage, uniqueEmail, uniquePhone } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn, signInByApi } from '../support/session';

/** Invites (issue 5): A invites an email, B signs up through the emailed link, A is told and sees it. */

async function unreadCount(request: APIRequestContext, token: string) {
  const response = await request.post('/api/graphql', {
    data: { query: 'query { notifications(first: 1) { unreadCount } }' },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { notifications: { unreadCount: number } } };
  return body.data.notifications.unreadCount;
}

test('invite by email, sign up through the link, and the inviter is told', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const inviter = await createUser(request, 'inviter');
  const info = await signInByApi(request, inviter);
  await openSignedIn(page, info, '/profile/invites');

  await expect(page.getByRole('heading', { level: 1, name: 'Invites' })).toBeVisible();
  await expect(page.getByText('5 invites left')).toBeVisible();
  await expect(page.getByText('No pending invites.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // The dialog applies the rules of accounts §5 before anything is sent.
  const invitee = uniqueEmail('invitee');
  await page.getByRole('button', { name: 'Invite by email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite by email' });
  await dialog.getByLabel('Email address').fill(inviter.email);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('You cannot invite yourself.')).toBeVisible();
  await dialog.getByLabel('Email address').fill(invitee.toUpperCase());
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.getByLabel('Email address').fill(invitee);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('This email address is already selected.')).toBeVisible();
  await dialog.getByLabel('Email address').fill('');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send invites' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('4 invites left')).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending invites' });
  await expect(pending.getByText(invitee)).toBeVisible();

  // The invitation email carries the link to /accept-invite/{id}?email=…
  const mail = await latestMessage(request, invitee);
  expect(mail.subject).toBe('Sam Tester invited you to RepClub');
  const link = new URL(mail.link ?? '');
  expect(link.pathname).toMatch(/^\/accept-invite\/[0-9a-f-]{36}$/);
  expect(link.searchParams.get('email')).toBe(invitee);

  // B follows the link in another browser: sign-up opens with the email and the invite.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.goto(`${link.pathname}${link.search}`);
  await expect(other).toHaveURL(/\/auth\/sign-up\?.*inviteId=/);
  await expect(other.getByRole('textbox', { name: 'Email' })).toHaveValue(invitee);
  const phone = uniquePhone();
  await other.getByRole('textbox', { name: 'Password' }).fill('Secret123!');
  await other.getByLabel('First name').fill('Bea');
  await other.getByLabel('Last name').fill('Newcomer');
  await other.getByLabel('Gender').selectOption('Female');
  await other.getByLabel('Date of birth').fill('02/28/1990');
  await other.getByLabel('Phone number').fill(phone.typed);
  await other.getByRole('heading', { name: 'Sign up' }).click();
  await expect(other.getByRole('img', { name: 'Email available' })).toBeVisible();
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other.getByRole('heading', { name: 'Check your inbox!' })).toBeVisible();
  await other.getByLabel('Verification code').fill(await latestCode(request, invitee));
  await expect(other).toHaveURL(/\/auth\/verify-phone-number/);
  await context.close();

  // A sees the invite accepted, and the UserInviteAccepted notification in the bell.
  await page.reload();
  const accepted = page.getByRole('list', { name: 'Accepted invites' });
  await expect(accepted.getByText('Bea Newcomer')).toBeVisible();
  await expect(page.getByText('No pending invites.', { exact: false })).toBeVisible();
  await expect(page.getByText('4 invites left')).toBeVisible();

  await page.goto('/home');
  const bell = page.getByRole('button', { name: /^Notifications, 1 unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page
    .getByRole('dialog', { name: /^Notifications/ })
    .getByTestId('notification-item')
    .filter({ hasText: 'Bea Newcomer accepted your invitation and joined RepClub.' });
  await expect(item).toBeVisible();
  await item.getByRole('button').first().click();
  // Its target: the invites page while the pie hub (accounts §4.3) does not exist; it is now read.
  await expect(page).toHaveURL(/\/profile\/invites$/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect.poll(() => unreadCount(request, info.token)).toBe(0);
  await expect(page.getByRole('list', { name: 'Accepted invites' }).getByText('Bea Newcomer')).toBeVisible();
});

test('a signed-in user accepts an invite on /accept-invite/{id}', async ({ page, request }) => {
  const inviter = await createUser(request, 'inviter2');
  const inviterInfo = await signInByApi(request, inviter);
  const email = uniqueEmail('later');
  const sent = await request.post('/api/graphql', {
    data: {
      query: 'mutation($emails: [String!]!) { sendUserInvites(emails: $emails) { inviteId } }',
      variables: { emails: [email] },
    },
    headers: { Authorization: `Bearer ${inviterInfo.token}` },
  });
  const { inviteId } = ((await sent.json()) as { data: { sendUserInvites: { inviteId: string }[] } }).data
    .sendUserInvites[0]!;

  const member = await createUser(request, 'member');
  await openSignedIn(page, await signInByApi(request, member), `/accept-invite/${inviteId}`);
  await expect(page.getByRole('heading', { name: 'Sam Tester invited you to RepClub' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Invitation accepted' })).toBeVisible();

  await page.goto('/accept-invite/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This invitation is not available' })).toBeVisible();
});
