// Takes desktop and mobile screenshots of the given routes against a freshly started built server, for
// looking at what users see. Usage (after `npm run build`):
//   npx tsx e2e/scripts/screenshots.ts /terms-of-service /404 ...   → screenshots/<route>-<viewport>.png
// SCREENSHOT_AS=host@repclub.example:Host1234! signs a demo account in first (password-only accounts);
// FULL_PAGE=1 takes the whole page; SCREENSHOT_CLICK='Send' clicks the first button of that name first (a dialog).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../fixtures';

const routes = process.argv.slice(2);
if (routes.length === 0) routes.push('/terms-of-service', '/privacy-policy', '/404');
const outDir = path.resolve('screenshots');
fs.mkdirSync(outDir, { recursive: true });

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

const server = await startServer();

/** The stored session of a password-only demo account (accounts §3 stored keys), or null for a visitor. */
async function signIn(): Promise<Record<string, string> | null> {
  const as = process.env.SCREENSHOT_AS;
  if (!as) return null;
  const [userName, password] = [as.slice(0, as.indexOf(':')), as.slice(as.indexOf(':') + 1)];
  const response = await fetch(`${server.baseURL}/api/auth/password/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  const info = (await response.json()) as { token?: string; refreshToken?: string; userId?: string };
  if (!response.ok || !info.token) throw new Error(`${userName} could not sign in with a password alone`);
  return {
    token: info.token,
    refreshToken: info.refreshToken ?? '',
    authInfo: JSON.stringify(info),
    isSignedUp: 'true',
  };
}
const stored = await signIn();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    if (stored) {
      await page.goto(`${server.baseURL}/404`);
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, stored);
    }
    for (const route of routes) {
      await page.goto(`${server.baseURL}${route}`, { waitUntil: 'networkidle' });
      if (process.env.SCREENSHOT_CLICK) {
        await page.getByRole('button', { name: process.env.SCREENSHOT_CLICK, exact: true }).first().click();
        await page.waitForLoadState('networkidle');
      }
      const file = path.join(
        outDir,
        `${route.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'root'}-${viewport.name}.png`,
      );
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
