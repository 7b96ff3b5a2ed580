import { defineConfig, devices } from '@playwright/test';

// Journeys run in Debian's Chromium (never a downloaded browser) against the built server, which the
// `server` fixture starts on a free port with a fresh DATA_DIR for each worker.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: './.artifacts/report' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      // Only journeys about layout run at phone size too: tagged @layout (in the title, or `{ tag }` of a describe):
      // the shell and its bottom navigation, the scanner, the accessibility checks, and every journey that
      // asserts or branches on the phone's layout (isMobile, the viewport). The rest run at desktop width only
      // (docs/decisions/118).
      grep: /@layout/,
    },
  ],
});
