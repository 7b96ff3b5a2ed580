import { expect, startServer, test } from '../fixtures';
import { createUser, latestCode, latestMessage } from '../support/accounts';

// Issue 21: everyone who signed in with an e-mailed or texted code was signed out exactly 30 minutes later, door
// staff mid-shift included. This journey's own server runs on a clock the test moves forward (support/
// clock-shift.mjs), 50 minutes a step: past the code step's 30 minutes and the access token's 15 each time.
const clockShift = new URL('../support/clock-shift.mjs', import.meta.url).href;
const STEP_MS = 50 * 60 * 1000;

// Desktop only (playwright.config.ts): no layout is checked.
test('signed in with the e-mailed code, the user is still signed in hours later', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const own = await startServer({
    NODE_OPTIONS: `--import=${clockShift}`,
    CLOCK_SHIFT_STEP_MS: String(STEP_MS),
  });
  const request = await playwright.request.newContext({ baseURL: own.baseURL });
  try {
    const user = await createUser(request, 'shift');
    const before = await latestMessage(request, user.email);
    await page.goto(`${own.baseURL}/auth/login?to=%2Fprofile`);
    await page.getByLabel('Email, username or phone number').fill(user.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/mfa/);
    await page
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await latestCode(request, user.email, before));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);

    // Three steps: 2 h 30 min at the server, each past the access token's life, so each reload refreshes.
    for (let step = 1; step <= 3; step += 1) {
      own.signal('SIGUSR2');
      await page.waitForTimeout(300);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Sam Tester' })).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
    }
  } finally {
    await request.dispose();
    await own.stop();
  }
});
