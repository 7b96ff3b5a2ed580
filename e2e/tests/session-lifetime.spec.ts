import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  const shiftFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-clock-')), 'offset-ms');
  fs.writeFileSync(shiftFile, '0');
  const own = await startServer({ NODE_OPTIONS: `--import=${clockShift}`, CLOCK_SHIFT_FILE: shiftFile });
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
      fs.writeFileSync(shiftFile, String(step * STEP_MS));
      await page.waitForTimeout(300); // the server reads the file every 100 ms
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Sam Tester' })).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
    }
  } finally {
    await request.dispose();
    await own.stop();
    fs.rmSync(path.dirname(shiftFile), { recursive: true, force: true });
  }
});
