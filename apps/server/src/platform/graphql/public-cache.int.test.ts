import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { type TestServer, startTestServer } from '../../test/server';
import { insertEvent as insertTestEvent } from '../../modules/bookings/bookings.test-support';
import { type TestUser, testUser } from '../../modules/events/events.test-support';

// Visitors' answers to public listings are shared for a while (docs/decisions/071); nothing else is.

const clock = fixedClock('2026-06-01T12:00:00.000Z');
const SEARCH = '{ searchEvents(criteria: {}) { edges { node { displayName } } } }';
let server: TestServer;
let host: TestUser;
let created = 0;

/** A published public event straight in the database: no mutation, so nothing tells the cache. */
async function insertEvent(name: string) {
  created += 1;
  await insertTestEvent(server, host.userId, { now: clock.now(), startsInDays: created, displayName: name });
}

async function names(
  query = SEARCH,
  headers: Record<string, string> = {},
  variables?: Record<string, unknown>,
) {
  const { status, body } = await server.graphql<{
    searchEvents: { edges: { node: { displayName: string } }[] };
  }>(query, variables, headers);
  expect(status).toBe(200);
  return (body.data?.searchEvents.edges ?? []).map((edge) => edge.node.displayName).sort();
}

describe('the public answer cache', () => {
  beforeAll(async () => {
    server = await startTestServer({ clock, env: { GRAPHQL_PUBLIC_CACHE_MS: '60000' } });
    host = await testUser(server, clock);
    await insertEvent('First');
  });
  afterAll(() => server.close());

  it("answers a visitor's repeated listing from the cache, and a signed-in viewer never", async () => {
    expect(await names()).toEqual(['First']);
    await insertEvent('Second');
    // The same document and variables from a visitor: the shared answer.
    expect(await names()).toEqual(['First']);
    // Other variables, another entry.
    expect(
      await names(
        'query($n: Int) { searchEvents(criteria: {}, first: $n) { edges { node { displayName } } } }',
        {},
        { n: 5 },
      ),
    ).toEqual(['First', 'Second']);
    // Signed in: never shared, never stored.
    expect(await names(SEARCH, host.headers)).toEqual(['First', 'Second']);
  });

  it('empties the cache when a mutation is answered', async () => {
    await names();
    await insertEvent('Third');
    expect(await names()).not.toContain('Third');
    const { body } = await server.graphql('mutation { markAllNotificationsRead }', {}, host.headers);
    expect(body.errors).toBeUndefined();
    expect(await names()).toContain('Third');
  });

  it('empties the cache when another write is answered (REST)', async () => {
    await names();
    await insertEvent('Fourth');
    expect(await names()).not.toContain('Fourth');
    // A refused sign-in is still a POST this server answered.
    await server.fetch('/api/auth/password/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'nobody-here', password: 'not-the-password' }),
    });
    expect(await names()).toContain('Fourth');
  });

  it('does not share a document that selects anything but public listings', async () => {
    const mixed =
      '{ searchEvents(criteria: {}) { edges { node { displayName } } } termsAndPrivacy { version } }';
    expect(await names(mixed)).toContain('Fourth');
    await insertEvent('Fifth');
    expect(await names(mixed)).toContain('Fifth');
  });

  it('does not share an answer with errors', async () => {
    const bad =
      'query($c: EventSearchCriteria) { searchEvents(criteria: $c) { edges { node { displayName } } } }';
    const first = await server.graphql(bad, { c: { keyword: 'x'.repeat(10_000) } });
    const second = await server.graphql(bad, { c: { keyword: 'x'.repeat(10_000) } });
    expect(first.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(second.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await insertEvent('Sixth');
    // The valid variant of the same document is answered fresh.
    expect(await names(bad, {}, { c: {} })).toContain('Sixth');
  });
});
