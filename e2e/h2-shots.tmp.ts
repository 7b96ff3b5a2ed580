import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://localhost:5202';
const paths = process.argv.slice(2);
const signIn = await fetch(`${base}/api/auth/password/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: process.env.WHO ?? 'host@repclub.example', password: process.env.PW ?? 'Host1234!' }),
});
const info = (await signIn.json()) as Record<string, unknown>;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (e) => console.log('pageerror:', String(e).slice(0, 300)));
  page.on('response', (r) => { if (r.url().includes('api/documents')) console.log('resp', r.status(), r.url().slice(0, 120)); });
  page.on('requestfailed', (r) => console.log('failed', r.url().slice(0, 120), r.failure()?.errorText));
  page.on('console', (m) => { if (!m.text().includes('vite') && !m.text().includes('DevTools')) console.log('console:', m.text().slice(0, 200)); });
  await page.goto(`${base}/404`);
  await page.evaluate((stored) => {
    localStorage.clear();
    localStorage.setItem('token', String(stored.token));
    localStorage.setItem('refreshToken', String(stored.refreshToken));
    localStorage.setItem('authInfo', JSON.stringify(stored));
    localStorage.setItem('isSignedUp', 'true');
  }, info);
  for (const p of paths) {
    const [path, click] = p.split('@');
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    if (click) {
      await page.getByRole('button', { name: new RegExp(click) }).first().click();
      await page.getByRole("link", { name: "Open in new tab" }).waitFor({ timeout: 30000 }).catch((e) => console.log("no link", String(e).slice(0, 100)));
      await page.waitForTimeout(500);
    }
    const file = `/tmp/h2-shots/${(path + (click ?? '')).replace(/[^\w]+/g, '-')}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
