import { expect, test } from '../fixtures';

test('the /dev/outbox page shows the mail a sign-up sent, with its code and link', async ({
  page,
  request,
}) => {
  const email = `outbox.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/auth/password/register', {
    data: {
      userName: email,
      password: 'Secret123!',
      firstName: 'Olive',
      lastName: 'Box',
      gender: 'Female',
      dateOfBirth: '1991-04-05',
      phoneNumber: `+1213555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
      agreeToTermsAndConditions: true,
    },
  });
  expect(response.status()).toBe(201);
  const [mail] = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();

  await page.goto('/dev/outbox');
  await page.getByLabel('Recipient').fill(email);
  // The list shows every message until the filter applies (other journeys of this worker sign up too):
  // wait until only this recipient's row is left.
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: email });
  await expect(row.getByText('Confirm your email for RepClub')).toBeVisible();
  await expect(row.getByText(mail.code, { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Open link' })).toHaveAttribute('href', mail.link);
});
