import { expect, test } from '../fixtures';

// What a first visit to the login page costs on the wire (docs/decisions/055). Each test has a fresh browser
// context, so the cache is empty. Bytes are what Chromium counts as received for each script: compressed body
// plus response headers.

/**
 * The most JavaScript the login page's first visit may transfer, in bytes. The target is 150 KiB (153,600 bytes).
 * Measured 210,489 bytes in 21 files (docs/decisions/060: validation, phone rules and the code form now load when
 * needed; 254 KiB in 24 files before that, 946 KiB in 48 files before compression and grouping). Still on the page:
 * React + router + query cache (about 90 KiB), Mantine (about 39 KiB), the entry (about 29 KiB) and react-hook-form
 * (about 14 KiB). The limit keeps a little slack over the figure and is to be lowered as more moves out.
 */
const LOGIN_JS_LIMIT = 212 * 1024;
/** The most script files it may fetch. */
const LOGIN_SCRIPTS_LIMIT = 24;

test('the login page sends compressed JavaScript, in few files, within its byte budget', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { url: string; encoding: string; length: number; bytes: number }>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    scripts.set(event.requestId, {
      url: event.response.url,
      encoding: headers['content-encoding'] ?? 'none',
      length: Number(headers['content-length'] ?? Infinity),
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.bytes = event.encodedDataLength;
  });

  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const all = [...scripts.values()];
  const total = all.reduce((sum, script) => sum + script.bytes, 0);
  test
    .info()
    .annotations.push({ type: 'login JavaScript', description: `${total} bytes in ${all.length} files` });
  const report = all.map((s) => `${s.bytes} ${s.encoding} ${new URL(s.url).pathname}`).join('\n');
  expect(all.length, report).toBeGreaterThan(0);
  // Every script of any size arrives brotli-compressed (the build writes .br copies; files under 1 KiB stay plain).
  for (const script of all)
    expect(
      script.encoding === 'br' || script.length < 1024,
      `${script.url} was sent ${script.encoding}`,
    ).toBe(true);
  expect(all.length, report).toBeLessThanOrEqual(LOGIN_SCRIPTS_LIMIT);
  expect(total, `${total} bytes of JavaScript:\n${report}`).toBeLessThanOrEqual(LOGIN_JS_LIMIT);
});
