import { expect, test } from '../fixtures';

// Shared event links (issue 14, docs/decisions/090) on the demo's Sunset Rooftop Party.
const SLUG = 'sunset-rooftop-party';

test.describe('a shared event link', () => {
  test('the raw page carries the link-preview tags a crawler reads', async ({ request, baseURL }) => {
    const response = await request.get(`/events/${SLUG}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Sunset Rooftop Party</title>');
    expect(html).toContain('<meta property="og:title" content="Sunset Rooftop Party" />');
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/events/${SLUG}" />`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
    expect(html).toMatch(
      /<meta property="og:description" content="\w{3}, \w{3} \d{1,2} · \d{1,2}:\d{2} [AP]M · Los Angeles — Golden-hour/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<script type="application/ld+json">');
    // The app still starts from it.
    expect(html).toContain('<div id="root"></div>');
  });

  test('the calendar file is an iCalendar attachment', async ({ request }) => {
    const response = await request.get(`/api/events/${SLUG}/calendar.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await response.text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Sunset Rooftop Party');
  });

  test('the page offers Add to calendar and Share, and Share copies the link', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/events/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunset Rooftop Party' })).toBeVisible();
    // Chromium on Linux has no share sheet: the link is copied.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/events/${SLUG}`);

    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /\.ics file/ }).click();
    expect((await download).suggestedFilename()).toBe(`${SLUG}.ics`);
  });

  test('on a phone the ticket button stays in reach while the page scrolls @layout', async ({
    page,
    isMobile,
  }) => {
    await page.goto(`/events/${SLUG}`);
    const bar = page.getByRole('region', { name: 'Book this event' });
    const button = bar.getByRole('button', { name: 'Choose tickets' });
    if (!isMobile) {
      // On a desktop the checkout panel is beside the details; no bar.
      await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
      await expect(bar).toBeHidden();
      return;
    }
    await expect(button).toBeInViewport();
    await page.getByRole('heading', { name: 'About this event' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(button).toBeInViewport();
    const box = await button.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    await button.click();
    await expect(page.getByRole('heading', { name: 'Tickets' })).toBeInViewport();
  });
});
