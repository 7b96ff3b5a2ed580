import { EVENT_MESSAGES as M } from '@repclub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { VENUE_TIME_ZONE_BACKFILL } from './events.module';
import { maintenanceRuns } from '../../platform/db/maintenance.tables';
import { fixedClock } from '../../platform/clock';
import { type TestServer, firstGraphQLError, startTestServer } from '../../test/server';
import { events } from './events.tables';
import { type TestUser, setEventColumns, testUser } from './events.test-support';

/** An event's time zone is its venue's (issue 11 item 21, docs/decisions/052). */

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;
let host: TestUser;

beforeAll(async () => {
  server = await startTestServer({ clock });
  host = await testUser(server, clock);
});
afterAll(async () => server?.close());

const NEW_YORK = { address: '20 W 34th St, New York', latitude: 40.7484, longitude: -73.9857 };
const CHICAGO = { address: '233 S Wacker Dr, Chicago', latitude: 41.8789, longitude: -87.6359 };
const FIELDS = 'eventId timeZone startDate location { latitude longitude }';

let counter = 0;
function input(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    slug: `zone-event-${counter}`,
    displayName: `Zone Event ${counter}`,
    description: 'A night of music.',
    note: 'Doors at 7.',
    avatarUrl: 'https://cdn.example/cover.webp',
    startDate: '2026-07-10T23:00:00.000Z',
    endDate: '2026-07-11T03:00:00.000Z',
    eventType: 'CONCERT',
    city: 'New York',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown>) {
  const res = await server.graphql<{ createEvent: { eventId: string; timeZone: string; startDate: string } }>(
    `mutation($input: EventInput!) { createEvent(input: $input) { ${FIELDS} } }`,
    { input: input(overrides) },
    host.headers,
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createEvent;
}

describe('venue time zone', () => {
  it("keeps an event in its venue's zone, whatever zone the editor sent", async () => {
    // The browser that created it was in Los Angeles; the venue is in New York.
    const event = await create({ location: NEW_YORK, timeZone: 'America/Los_Angeles' });
    expect(event.timeZone).toBe('America/New_York');
    // The instant is kept as given: the editor interprets its inputs in the venue's zone (timeZoneAt).
    expect(event.startDate).toBe('2026-07-10T23:00:00.000Z');

    const moved = await server.graphql<{ updateEvent: { timeZone: string } }>(
      `mutation($id: ID!, $input: EventInput!) { updateEvent(eventId: $id, input: $input) { ${FIELDS} } }`,
      { id: event.eventId, input: { location: CHICAGO } },
      host.headers,
    );
    expect(moved.body.data!.updateEvent.timeZone).toBe('America/Chicago');
  });

  it('keeps the chosen zone for an event without coordinates (online)', async () => {
    expect((await create({ location: null, timeZone: 'Europe/Berlin' })).timeZone).toBe('Europe/Berlin');
    expect((await create({ location: { address: 'Somewhere' }, timeZone: 'Asia/Tokyo' })).timeZone).toBe(
      'Asia/Tokyo',
    );
  });

  it('answers the zone at coordinates for the editor; refuses bad coordinates and visitors', async () => {
    const at = (latitude: number, longitude: number, headers = host.headers) =>
      server.graphql<{ timeZoneAt: string }>(
        'query($la: Float!, $lo: Float!) { timeZoneAt(latitude: $la, longitude: $lo) }',
        { la: latitude, lo: longitude },
        headers,
      );
    expect((await at(48.8566, 2.3522)).body.data!.timeZoneAt).toBe('Europe/Paris');
    expect((await at(39.7392, -104.9903)).body.data!.timeZoneAt).toBe('America/Denver');
    expect(firstGraphQLError((await at(91, 0)).body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.latitudeInvalid,
    });
    expect(firstGraphQLError((await at(0, -181)).body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.longitudeInvalid,
    });
    expect(firstGraphQLError((await at(0, 0, {} as TestUser['headers'])).body).code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
  });

  it('moves events saved before the rule to their venue zone at the next start, once', async () => {
    const event = await create({ location: NEW_YORK });
    await setEventColumns(server, event.eventId, { timeZone: 'UTC' });
    const online = await create({ location: null, timeZone: 'Europe/Berlin' });
    // A database from before the rule: the backfill has not run on it.
    await server.database.db
      .delete(maintenanceRuns)
      .where(eq(maintenanceRuns.name, VENUE_TIME_ZONE_BACKFILL));
    const restart = async () =>
      (
        await buildApp({
          config: server.config,
          database: server.database,
          clock,
          webDistDir: '/nonexistent-web-dist',
        })
      ).close();

    await restart();
    const zoneOf = async (id: string) =>
      (await server.database.db.select().from(events).where(eq(events.id, id)))[0]!.timeZone;
    expect(await zoneOf(event.eventId)).toBe('America/New_York');
    expect(await zoneOf(online.eventId)).toBe('Europe/Berlin');

    // The backfill ran once: later starts do not read every event again.
    await setEventColumns(server, event.eventId, { timeZone: 'UTC' });
    await restart();
    expect(await zoneOf(event.eventId)).toBe('UTC');
  });
});
