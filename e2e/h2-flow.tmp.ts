import { chromium } from '@playwright/test';
const base = 'http://localhost:5202';
const signIn = await fetch(`${base}/api/auth/password/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'host@repclub.example', password: 'Host1234!' }) });
const info = (await signIn.json()) as Record<string, unknown>;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/404`);
  await page.evaluate((s) => { localStorage.clear(); localStorage.setItem('token', String(s.token)); localStorage.setItem('refreshToken', String(s.refreshToken)); localStorage.setItem('authInfo', JSON.stringify(s)); localStorage.setItem('isSignedUp', 'true'); }, info);
  await page.goto(`${base}/profile?tab=payouts`, { waitUntil: 'networkidle' });
  const btn = page.getByRole('button', { name: /Connect payout account|Finish setup|Manage/ }).first();
  await btn.click();
  await page.waitForURL(/sandbox/);
  await page.screenshot({ path: `/tmp/h2-shots/sandbox-${width}.png`, fullPage: true });
  const complete = page.getByRole('button', { name: 'Complete' });
  if (await complete.count()) { await page.getByLabel('Account holder name').fill('Harper Host Events LLC'); await complete.click(); }
  else await page.getByRole('button', { name: /Pause|Resume/ }).click();
  await page.waitForURL(/payout\/process/);
  await page.getByRole('link', { name: 'Back to payouts' }).waitFor();
  await page.screenshot({ path: `/tmp/h2-shots/process-${width}.png`, fullPage: true });
  await page.goto(`${base}/profile?tab=payouts`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/h2-shots/payouts-after-${width}.png`, fullPage: true });
  await page.goto(`${base}/payout/process?state=xyz`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/h2-shots/process-bad-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
