// What a viewer may see of an event (docs/decisions/108): one rule for every field of the Event type, the event
// page's link preview, the calendar file and the comments. Every field is asked, the selection built from the
// schema, so a field added later is asked too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock';
import { schema } from '../../graphql/schema';
import { selectionOf } from '../../test/schema-operations';
import { startTestServer, type TestServer } from '../../test/server';
import { insertEvent } from '../bookings/bookings.test-support';
import { setAttendee, setEventColumns, testUser, type TestUser } from './events.test-support';

const SECRETS = {
  description: 'SECRET-DESCRIPTION',
  note: 'SECRET-NOTE',
  terms: 'SECRET-TERMS',
  faq: 'SECRET-FAQ',
  policy: 'SECRET-PURCHASE-POLICY',
  question: 'SECRET-QUESTION',
  ticket: 'SECRET-TICKET',
  music: 'SECRET-MUSIC',
  waiver: 'SECRET-WAIVER',
  comment: 'SECRET-COMMENT',
  city: 'SECRET-CITY',
  address: 'SECRET-ADDRESS',
  radius: 'SECRET-RADIUS',
  latitude: 12.3456789,
} as const;

/** Markers of the details (everything but the place). */
const DETAILS = [
  SECRETS.description,
  SECRETS.note,
  SECRETS.terms,
  SECRETS.faq,
  SECRETS.policy,
  SECRETS.question,
  SECRETS.ticket,
  SECRETS.music,
  SECRETS.waiver,
  SECRETS.comment,
];
/** Markers of the street address, coordinates and radius. */
const PLACE = [SECRETS.address, SECRETS.radius, String(SECRETS.latitude)];

const EVENT_TYPE = schema.getType('Event');
if (!EVENT_TYPE) throw new Error('no Event type');
/** Every field of Event without required arguments, three levels deep. */
const EVENT_QUERY = `query($e: String!) { event(slugOrId: $e) ${selectionOf(EVENT_TYPE as never, 3)} }`;
const COMMENTS = `query($e: ID!) { eventComments(eventId: $e) { nodes { comment replies { comment } } } }`;
const ADD_COMMENT = `mutation($i: AddEventCommentInput!) { addEventComment(input: $i) { commentId } }`;

type Viewer = { name: string; headers: Record<string, string> };

describe('what a viewer may see of an event', () => {
  let server: TestServer;
  let dist: string;
  let host: TestUser;
  let approved: TestUser;
  let pending: TestUser;
  let stranger: TestUser;
  let visitor: Viewer;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-visibility-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>RepClub</title></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer({
      webDistDir: dist,
      // The whole Event type in one request is beyond the public limits.
      env: { GRAPHQL_MAX_COST: '1000000', GRAPHQL_MAX_DEPTH: '20', GRAPHQL_MAX_TOKENS: '100000' },
    });
    host = await testUser(server, systemClock);
    approved = await testUser(server, systemClock);
    pending = await testUser(server, systemClock);
    stranger = await testUser(server, systemClock);
    visitor = { name: 'a visitor', headers: {} };
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** A published event with a secret in every field that can hold one; an approved and a pending attendee. */
  async function secretEvent(options: { isPrivate: boolean; publicPreview: boolean; hidesAddress: boolean }) {
    const { event } = await insertEvent(server, host.userId, {
      now: new Date(),
      tickets: [{ ticketType: SECRETS.ticket, price: 1500 }],
      questions: [{ question: SECRETS.question, isRequired: false }],
      optIns: {
        publicPreview: options.publicPreview,
        guestCount: true,
        musicEmbed: { url: `https://music.example/${SECRETS.music}` },
        privacyPolicy: { title: SECRETS.waiver, fileUrl: `https://repclub.test/${SECRETS.waiver}.pdf` },
      },
    });
    await setEventColumns(server, event.id, {
      isPrivate: options.isPrivate,
      description: `Come along. ${SECRETS.description}`,
      note: SECRETS.note,
      terms: SECRETS.terms,
      faqs: [{ question: 'Parking?', answer: SECRETS.faq }],
      ticketTermsPurchasePolicy: SECRETS.policy,
      city: SECRETS.city,
      location: {
        address: SECRETS.address,
        latitude: SECRETS.latitude,
        longitude: -118.3,
        isOnlyVisibleToApprovedAttendees: options.hidesAddress,
      },
      locationRadius: {
        address: SECRETS.radius,
        isActive: true,
        latitude: SECRETS.latitude,
        longitude: -118.3,
        radius: 1,
        unitLengthType: 'mi',
      },
    });
    await setAttendee(server, event.id, approved.userId, 'APPROVED');
    await setAttendee(server, event.id, pending.userId, 'PENDING');
    const comment = await server.graphql(
      ADD_COMMENT,
      { i: { eventId: event.id, comment: SECRETS.comment } },
      approved.headers,
    );
    expect(comment.body.errors).toBeUndefined();
    return event;
  }

  /** Everything the viewer can read of the event: every field, the comments, the page's head, the .ics. */
  async function everythingSeenBy(viewer: Viewer, event: { id: string; slug: string }) {
    const fields = await server.graphql(EVENT_QUERY, { e: event.slug }, viewer.headers);
    expect(fields.status, viewer.name).toBe(200);
    expect(fields.body.data?.event, `${viewer.name}: ${JSON.stringify(fields.body.errors)}`).toBeTruthy();
    const comments = await server.graphql(COMMENTS, { e: event.id }, viewer.headers);
    expect(comments.body.data, viewer.name).toBeTruthy();
    const page = await server.fetch(`/events/${event.slug}`, { headers: viewer.headers });
    const calendar = await server.fetch(`/api/events/${event.slug}/calendar.ics`, {
      headers: viewer.headers,
    });
    expect(calendar.status, viewer.name).toBe(200);
    // The page's head is rendered for a visitor whoever asks (crawlers have no session).
    return {
      graphql: JSON.stringify(fields.body) + JSON.stringify(comments.body),
      files: (await page.text()) + (await calendar.text()),
    };
  }

  const expectHidden = (seen: string, markers: readonly string[], who: string) => {
    for (const marker of markers) expect(seen, `${who} must not see ${marker}`).not.toContain(marker);
  };
  const expectShown = (seen: string, markers: readonly string[], who: string) => {
    for (const marker of markers) expect(seen, `${who} must see ${marker}`).toContain(marker);
  };

  it('asks the whole Event type: its selection holds every field of the schema', () => {
    const fields = Object.keys((EVENT_TYPE as unknown as { getFields(): object }).getFields());
    for (const field of fields) expect(EVENT_QUERY).toMatch(new RegExp(`[{\\s]${field}[\\s{(]`));
  });

  it('a private event: a visitor and a stranger get the title, cover and dates only; its team and attendees all', async () => {
    const event = await secretEvent({ isPrivate: true, publicPreview: true, hidesAddress: false });
    for (const viewer of [visitor, { name: 'a stranger', headers: stranger.headers }]) {
      const seen = await everythingSeenBy(viewer, event);
      expectHidden(seen.graphql, [...DETAILS, ...PLACE, SECRETS.city], viewer.name);
      expectHidden(seen.files, [...DETAILS, ...PLACE, SECRETS.city], viewer.name);
      expect(seen.graphql).toContain(event.displayName);
      expect(seen.graphql).toContain('"showsDetails":false');
      // Not a teaser of publicPreview: signing in would not show more.
      expect(seen.graphql).toContain('"previewOnly":false');
    }
    for (const [name, user] of [
      ['the host', host],
      ['an approved attendee', approved],
      ['a pending attendee', pending],
    ] as const) {
      const seen = await everythingSeenBy({ name, headers: user.headers }, event);
      expectShown(seen.graphql, [...DETAILS, ...PLACE, SECRETS.city], name);
      expect(seen.graphql).toContain('"showsDetails":true');
    }
  });

  it('a teaser (public preview off): a visitor gets the title, cover, dates and city; anyone signed in all', async () => {
    const event = await secretEvent({ isPrivate: false, publicPreview: false, hidesAddress: false });
    const seen = await everythingSeenBy(visitor, event);
    expectHidden(seen.graphql, [...DETAILS, ...PLACE], 'a visitor');
    expectHidden(seen.files, [...DETAILS, ...PLACE], 'a visitor');
    expect(seen.graphql).toContain('"previewOnly":true');
    expect(seen.graphql).toContain('"showsDetails":false');
    // The city is on the public event's every card.
    expect(seen.graphql).toContain(SECRETS.city);
    // Decision 086: signing in shows the whole page.
    for (const [name, user] of [
      ['a stranger', stranger],
      ['the host', host],
    ] as const) {
      const shown = await everythingSeenBy({ name, headers: user.headers }, event);
      expectShown(shown.graphql, [...DETAILS, ...PLACE], name);
    }
  });

  it('a hidden address: only the team and approved attendees get the address, coordinates and radius', async () => {
    const event = await secretEvent({ isPrivate: false, publicPreview: true, hidesAddress: true });
    for (const [name, headers] of [
      ['a visitor', visitor.headers],
      ['a stranger', stranger.headers],
      ['a pending attendee', pending.headers],
    ] as const) {
      const seen = await everythingSeenBy({ name, headers }, event);
      expectHidden(seen.graphql, PLACE, name);
      expectHidden(seen.files, PLACE, name);
      expectShown(seen.graphql, [SECRETS.description, SECRETS.note, SECRETS.city], name);
    }
    for (const [name, user] of [
      ['the host', host],
      ['an approved attendee', approved],
    ] as const) {
      const seen = await everythingSeenBy({ name, headers: user.headers }, event);
      expectShown(seen.graphql, [...DETAILS, ...PLACE], name);
      // The calendar file is the viewer's own: the address is in it.
      expect(seen.files).toContain(SECRETS.address);
    }
  });
});
