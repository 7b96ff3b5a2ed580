// Shared event links (issue 14, docs/decisions/090): the event page's link-preview meta tags served with
// index.html, and the calendar file, both as the caller may see the event.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../platform/clock';
import { startTestServer, type TestServer } from '../../../test/server';
import { insertEvent } from '../../bookings/bookings.test-support';
import { setAttendee, setEventColumns, testUser, type TestUser } from '../events.test-support';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="RepClub: events, rep clubs and rewards in one place." />
    <title>RepClub</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const HOSTILE = `"><script>alert(1)</script>`;
// Saturday, December 12, 2026, 9:00 PM in Los Angeles.
const START = new Date('2026-12-13T05:00:00.000Z');
const END = new Date('2026-12-13T09:00:00.000Z');
const ADDRESS = '123 Sunset Blvd, Los Angeles, CA 90028';

/** The content of `<meta property|name="key">` in a page, unescaped, or null. */
function metaOf(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  if (!match) return null;
  return match[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function jsonLdOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

/** The unfolded content lines of an iCalendar file (RFC 5545 §3.1). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('shared event links', () => {
  let server: TestServer;
  let dist: string;
  let host: TestUser;
  let attendee: TestUser;
  let stranger: TestUser;

  async function event(
    values: Partial<Parameters<typeof setEventColumns>[2]> = {},
    options: Partial<Parameters<typeof insertEvent>[2]> = {},
  ) {
    // Previewed publicly unless a test says otherwise: what a visitor sees of the rest is decision 086's teaser.
    const { event: row, types } = await insertEvent(server, host.userId, {
      now: new Date(),
      tickets: [{ ticketType: 'General', price: 2500 }],
      ...options,
      optIns: { publicPreview: true, ...options.optIns },
    });
    await setEventColumns(server, row.id, {
      description: 'Dance all night under the stars.\nBring friends.',
      startDate: START,
      endDate: END,
      city: 'Los Angeles',
      location: {
        address: ADDRESS,
        latitude: 34.1,
        longitude: -118.3,
        isOnlyVisibleToApprovedAttendees: false,
      },
      ...values,
    });
    return { ...row, ...values, types };
  }

  const page = async (slug: string) => {
    const response = await server.fetch(`/events/${slug}`);
    return { response, html: await response.text() };
  };

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-share-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    server = await startTestServer({ webDistDir: dist });
    host = await testUser(server, systemClock);
    attendee = await testUser(server, systemClock);
    stranger = await testUser(server, systemClock);
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('the event page', () => {
    it('answers index.html with the title, description, cover and date in link-preview tags', async () => {
      const shown = await event({ displayName: 'Rooftop Party' });
      const { response, html } = await page(shown.slug);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(html).toContain('<div id="root"></div>');
      // The app's own title and description are replaced, not repeated.
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain('<title>Rooftop Party</title>');
      expect(html.match(/name="description"/g)).toHaveLength(1);
      const description =
        'Sat, Dec 12 · 9:00 PM · Los Angeles — Dance all night under the stars. Bring friends.';
      expect(metaOf(html, 'description')).toBe(description);
      expect(metaOf(html, 'og:title')).toBe('Rooftop Party');
      expect(metaOf(html, 'og:description')).toBe(description);
      expect(metaOf(html, 'og:image')).toBe('https://repclub.test/cover.webp');
      expect(metaOf(html, 'og:url')).toBe(`http://repclub.test/events/${shown.slug}`);
      expect(metaOf(html, 'og:type')).toBe('website');
      expect(metaOf(html, 'og:site_name')).toBe('RepClub');
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(html, 'twitter:title')).toBe('Rooftop Party');
      expect(metaOf(html, 'twitter:image')).toBe('https://repclub.test/cover.webp');
      expect(metaOf(html, 'event:start_time')).toBe(START.toISOString());
      expect(html).toContain(`<link rel="canonical" href="http://repclub.test/events/${shown.slug}" />`);
      // The head closes after the tags.
      expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));

      expect(jsonLdOf(html)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Rooftop Party',
        startDate: START.toISOString(),
        endDate: END.toISOString(),
        eventStatus: 'https://schema.org/EventScheduled',
        url: `http://repclub.test/events/${shown.slug}`,
        image: ['https://repclub.test/cover.webp'],
        description: 'Dance all night under the stars. Bring friends.',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: 'Los Angeles', address: ADDRESS },
        offers: [
          {
            '@type': 'Offer',
            name: 'General',
            price: '25.00',
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            url: `http://repclub.test/events/${shown.slug}`,
          },
        ],
      });
    });

    it('finds the event by id and by a slug in capitals, and points to the slug', async () => {
      const shown = await event({ displayName: 'By Id' });
      for (const key of [shown.id, shown.slug.toUpperCase()]) {
        const { html } = await page(key);
        expect(metaOf(html, 'og:title'), key).toBe('By Id');
        expect(metaOf(html, 'og:url'), key).toBe(`http://repclub.test/events/${shown.slug}`);
      }
    });

    it('escapes a hostile title, description and cover in attributes and in the JSON-LD', async () => {
      const shown = await event({
        displayName: HOSTILE,
        description: `</script><script>alert(2)</script> & 'quotes' \u2028`,
        avatarUrl: `https://cdn.example/a.webp?x="><script>alert(3)</script>`,
      });
      const { html } = await page(shown.slug);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('</script><script>');
      expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      expect(metaOf(html, 'og:title')).toBe(HOSTILE);
      expect(metaOf(html, 'og:description')).toContain(`</script><script>alert(2)</script> & 'quotes'`);
      // The image URL is encoded as a URL, then escaped as an attribute.
      expect(metaOf(html, 'og:image')).toBe(
        'https://cdn.example/a.webp?x=%22%3E%3Cscript%3Ealert(3)%3C/script%3E',
      );
      // Only the one JSON-LD script element, which parses back to the hostile text.
      expect(html.match(/<script/g)).toHaveLength(1);
      const jsonLd = jsonLdOf(html)!;
      expect(jsonLd.name).toBe(HOSTILE);
      expect(jsonLd.description).toContain('</script><script>alert(2)</script>');
    });

    it('leaks nothing of drafts, cancelled events, unknown slugs or cover URLs that are not http', async () => {
      const draft = await event({ displayName: 'Secret Draft' }, { status: 'DRAFT' });
      const cancelled = await event({ displayName: 'Called Off' }, { status: 'CANCELLED' });
      for (const key of [
        draft.slug,
        cancelled.slug,
        draft.id,
        'no-such-event',
        'x'.repeat(300),
        'a%20b',
        '%C3%9C',
      ]) {
        const { response, html } = await page(key);
        expect(response.status, key).toBe(200);
        expect(html, key).toBe(INDEX_HTML);
      }
      // A NUL is refused before any reading, as everywhere.
      expect((await page('%00')).response.status).toBe(400);
      const odd = await event({ displayName: 'Odd Cover', avatarUrl: 'javascript:alert(1)' });
      const { html } = await page(odd.slug);
      expect(metaOf(html, 'og:image')).toBeNull();
      expect(metaOf(html, 'twitter:card')).toBe('summary');
    });

    it('keeps a hidden address out: the city only', async () => {
      const shown = await event({
        displayName: 'Hidden Spot',
        location: {
          address: ADDRESS,
          latitude: 34.1,
          longitude: -118.3,
          isOnlyVisibleToApprovedAttendees: true,
        },
      });
      const { html } = await page(shown.slug);
      expect(html).not.toContain('Sunset');
      expect(metaOf(html, 'description')).toMatch(/^Sat, Dec 12 · 9:00 PM · Los Angeles — /);
      expect(jsonLdOf(html)!.location).toEqual({
        '@type': 'Place',
        name: 'Los Angeles',
        address: 'Los Angeles',
      });
    });

    it('shows a private event by title, cover and date only', async () => {
      const shown = await event({ displayName: 'Private Dinner', isPrivate: true });
      const { html } = await page(shown.slug);
      expect(metaOf(html, 'og:title')).toBe('Private Dinner');
      expect(metaOf(html, 'og:image')).toBe('https://repclub.test/cover.webp');
      expect(metaOf(html, 'description')).toBe('Sat, Dec 12 · 9:00 PM');
      expect(html).not.toContain('Dance all night');
      expect(html).not.toContain('Los Angeles');
      expect(html).not.toContain('Sunset');
      const jsonLd = jsonLdOf(html)!;
      expect(Object.keys(jsonLd).sort()).toEqual(
        ['@context', '@type', 'endDate', 'eventStatus', 'image', 'name', 'startDate', 'url'].sort(),
      );
    });

    it('gives a visitor the teaser of an event not previewed publicly: no description, place or prices', async () => {
      const shown = await event({ displayName: 'Teaser Night' }, { optIns: { publicPreview: false } });
      const { html } = await page(shown.slug);
      expect(metaOf(html, 'og:title')).toBe('Teaser Night');
      // The city, on the public event's every card, as the Event type gives it (docs/decisions/108).
      expect(metaOf(html, 'description')).toBe('Sat, Dec 12 · 9:00 PM · Los Angeles');
      expect(html).not.toContain('Dance all night');
      expect(html).not.toContain('Sunset');
      expect(jsonLdOf(html)).not.toHaveProperty('offers');
    });

    it('reads the event and its ticket types in one statement', async () => {
      const shown = await event({ displayName: 'Cheap Page' });
      const statements = await server.statementsOf(() => page(shown.slug));
      expect(statements).toHaveLength(1);
    });

    it('leaves other pages and the API alone', async () => {
      const home = await server.fetch('/home');
      expect(await home.text()).toBe(INDEX_HTML);
      const nested = await server.fetch('/events/some-party/extra');
      expect(await nested.text()).toBe(INDEX_HTML);
      const api = await server.fetch('/api/no-such-route');
      expect(api.status).toBe(404);
    });
  });

  describe('the calendar file', () => {
    const calendar = (key: string, headers: Record<string, string> = {}) =>
      server.fetch(`/api/events/${key}/calendar.ics`, { headers });

    it('is an iCalendar attachment with the event, times in UTC, escaped and folded', async () => {
      const long = `${'Dance all night, under the stars; bring friends. '.repeat(6)}Ünïcödé 🎉 ends here.`;
      const shown = await event({ displayName: 'Rooftop, Party; Night', description: long });
      const response = await calendar(shown.slug);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${shown.slug}.ics"`);
      const ics = await response.text();
      // Every physical line is at most 75 octets (RFC 5545 §3.1), CRLF-terminated.
      const physical = ics.split('\r\n');
      expect(ics.endsWith('\r\n') || physical.at(-1) === 'END:VCALENDAR').toBe(true);
      for (const line of physical) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      expect(physical.some((line) => line.startsWith(' '))).toBe(true);
      const lines = unfold(ics);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('VERSION:2.0');
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain(`UID:${shown.id}@repclub.test`);
      expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      expect(lines).toContain('DTSTART:20261213T050000Z');
      expect(lines).toContain('DTEND:20261213T090000Z');
      expect(lines).toContain('SUMMARY:Rooftop\\, Party\\; Night');
      expect(lines).toContain(`LOCATION:${ADDRESS.replace(/,/g, '\\,')}`);
      expect(lines).toContain(`URL;VALUE=URI:http://repclub.test/events/${shown.slug}`);
      expect(lines).toContain('STATUS:CONFIRMED');
      const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
      expect(description).toContain('Dance all night\\, under the stars\\; bring friends.');
      expect(description).toMatch(new RegExp(`\\\\n\\\\nhttp://repclub.test/events/${shown.slug}$`));
      expect(lines).toContain('END:VEVENT');
      expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
    });

    it('holds one event whatever the title, with NAME and X-WR-CALNAME escaped, and ends in CRLF (issue 21)', async () => {
      // A title saved before single-line text refused line breaks, and one with the characters TEXT escapes.
      const injected =
        'Party\r\nBEGIN:VEVENT\r\nUID:i@x\r\nDTSTART:20261224T180000Z\r\nSUMMARY:Pay at phish.invalid\r\nEND:VEVENT';
      for (const [title, escaped] of [
        [injected, injected.replace(/\r\n/g, '\\n')],
        ['Comma, semi; back\\slash', 'Comma\\, semi\\; back\\\\slash'],
      ] as const) {
        const shown = await event({
          displayName: title,
          description: 'First line.\nSecond line.',
        });
        const ics = await (await calendar(shown.slug)).text();
        expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
        // No bare CR or LF: every line break is a CRLF.
        expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        const lines = unfold(ics);
        expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
        expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
        expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toHaveLength(1);
        expect(lines).toContain(`NAME:${escaped}`);
        expect(lines).toContain(`X-WR-CALNAME:${escaped}`);
        expect(lines).toContain(`SUMMARY:${escaped}`);
        // The description keeps its line break (escaped).
        expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('First line.\\nSecond line.');
      }
    });

    it('answers 404 for unknown, draft and (to visitors) cancelled events', async () => {
      const draft = await event({}, { status: 'DRAFT' });
      const cancelled = await event({}, { status: 'CANCELLED' });
      for (const key of [
        'no-such-event',
        draft.slug,
        cancelled.slug,
        '00000000-0000-4000-8000-000000000000',
      ]) {
        const response = await calendar(key);
        expect(response.status, key).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Event not found.' } });
      }
      // The draft's host and a cancelled event's attendee get theirs (cancelled, so calendars drop it).
      expect((await calendar(draft.slug, host.headers)).status).toBe(200);
      await setAttendee(server, cancelled.id, attendee.userId, 'APPROVED');
      const gone = await calendar(cancelled.slug, attendee.headers);
      expect(gone.status).toBe(200);
      expect(unfold(await gone.text())).toContain('STATUS:CANCELLED');
    });

    it('gives a hidden address to approved attendees only, and a private event no description', async () => {
      const hidden = await event({
        location: {
          address: ADDRESS,
          latitude: 34.1,
          longitude: -118.3,
          isOnlyVisibleToApprovedAttendees: true,
        },
      });
      for (const caller of [{}, stranger.headers, { authorization: 'Bearer not-a-token' }]) {
        const ics = await (await calendar(hidden.slug, caller)).text();
        expect(ics).not.toContain('Sunset');
        expect(ics).not.toContain('LOCATION');
      }
      await setAttendee(server, hidden.id, attendee.userId, 'APPROVED');
      const approved = unfold(await (await calendar(hidden.slug, attendee.headers)).text());
      expect(approved).toContain(`LOCATION:${ADDRESS.replace(/,/g, '\\,')}`);

      const secret = await event({ isPrivate: true });
      const visitor = unfold(await (await calendar(secret.slug)).text());
      expect(visitor.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
        `DESCRIPTION:http://repclub.test/events/${secret.slug}`,
      );
      expect(visitor.some((l) => l.startsWith('LOCATION'))).toBe(false);
      const team = await (await calendar(secret.slug, host.headers)).text();
      expect(team).toContain('Dance all night');
    });
  });
});

describe('shared links over the rate limit', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-share-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    server = await startTestServer({ webDistDir: dist, env: { GRAPHQL_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers the calendar 429 and the page plainly once an address used its minute', async () => {
    const host = await testUser(server, systemClock);
    const { event } = await insertEvent(server, host.userId, { now: new Date(), displayName: 'Busy' });
    for (let i = 0; i < 3; i++)
      expect((await server.fetch(`/api/events/${event.slug}/calendar.ics`)).status).toBe(200);
    const limited = await server.fetch(`/api/events/${event.slug}/calendar.ics`);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    const plain = await server.fetch(`/events/${event.slug}`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(INDEX_HTML);
  });
});
