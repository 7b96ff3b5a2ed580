import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { webOperation } from '../../test/web-documents';
import { type TestUser, setAttendee, testUser } from './events.test-support';

// How many SQL statements the hottest pages cost (docs/decisions/056). The counts are the contract: a change
// that adds a statement to these pages makes this test fail, so it is a decision and not an accident.

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;
let host: TestUser;
let guest: TestUser;
let slug = '';

const EVENT_PAGE = webOperation('EventPage');
const SEARCH_EVENTS = webOperation('SearchEvents');

beforeAll(async () => {
  server = await startTestServer({ clock });
  host = await testUser(server, clock);
  guest = await testUser(server, clock);
  for (let i = 0; i < 12; i += 1) {
    const created = await server.graphql<{ createEvent: { eventId: string; slug: string } }>(
      `mutation($input: EventInput!) { createEvent(input: $input) { eventId slug } }`,
      {
        input: {
          slug: `statements-${i}`,
          displayName: `Statements ${i}`,
          description: 'A night of music.',
          note: 'Doors at 7.',
          location: { address: '1 Main St, Los Angeles', latitude: 34.05, longitude: -118.25 },
          avatarUrl: 'https://cdn.example/cover.webp',
          startDate: new Date(clock.now().getTime() + (i + 2) * 86_400_000).toISOString(),
          endDate: new Date(clock.now().getTime() + (i + 2) * 86_400_000 + 3_600_000).toISOString(),
          eventType: 'CONCERT',
          city: 'Los Angeles',
          // Visitors see the whole page (decision 086), so their statements are those of the full page.
          optIns: { publicPreview: true },
        },
      },
      host.headers,
    );
    if (!created.body.data) throw new Error(JSON.stringify(created.body.errors));
    const event = created.body.data.createEvent;
    for (const ticketType of ['General', 'VIP']) {
      const ticket = await server.graphql(
        `mutation($eventId: ID!, $input: EventTicketInput!) {
          upsertEventTicket(eventId: $eventId, input: $input) { eventTicketId } }`,
        { eventId: event.eventId, input: { ticketType, price: 2500, limitedAmount: 100 } },
        host.headers,
      );
      expect(ticket.body.errors).toBeUndefined();
    }
    const question = await server.graphql(
      `mutation($eventId: ID!, $q: [EventQuestionInput!]!) { setEventQuestions(eventId: $eventId, questions: $q) { eventId } }`,
      { eventId: event.eventId, q: [{ question: 'Your size?', isRequired: false }] },
      host.headers,
    );
    expect(question.body.errors).toBeUndefined();
    const published = await server.graphql(
      `mutation($eventId: ID!) { publishEvent(eventId: $eventId) { eventId } }`,
      { eventId: event.eventId },
      host.headers,
    );
    expect(published.body.errors).toBeUndefined();
    if (i === 0) {
      slug = event.slug;
      await setAttendee(server, event.eventId, guest.userId, 'GOING');
    }
  }
});
afterAll(async () => server?.close());

/** The statements one request costs; the answer must have no errors. */
async function statementsOf(query: string, variables: Record<string, unknown>, user?: TestUser) {
  // Once first, so nothing that happens only once per process (a cache filled, a statement prepared) is counted.
  await server.graphql(query, variables, user?.headers ?? {});
  let errors: unknown;
  const statements = await server.statementsOf(async () => {
    const { body } = await server.graphql(query, variables, user?.headers ?? {});
    errors = body.errors;
  });
  expect(errors).toBeUndefined();
  return statements;
}

describe('SQL statements per request', () => {
  it('explore, first page: 2 for a visitor (events, their ticket types), 4 signed in', async () => {
    const variables = { criteria: {}, first: 10 };
    expect(await statementsOf(SEARCH_EVENTS, variables)).toHaveLength(2);
    // + the session and the viewer's roles and attendance at those events (one statement).
    expect(await statementsOf(SEARCH_EVENTS, variables, guest)).toHaveLength(4);
    // A keyword search costs the same.
    expect(
      await statementsOf(SEARCH_EVENTS, { criteria: { keyword: 'statements' }, first: 10 }),
    ).toHaveLength(2);
  });

  it('the event page: 4 for a visitor, 7 signed in; no statement reads password hashes', async () => {
    const visitor = await statementsOf(EVENT_PAGE, { slugOrId: slug });
    // The event, its ticket types, its questions, its creator.
    expect(visitor).toHaveLength(4);
    const signedIn = await statementsOf(EVENT_PAGE, { slugOrId: slug }, guest);
    // + the session, the viewer's roles and attendance (one), the viewer's tickets, open bookings and
    // waiting-list places (one).
    expect(signedIn).toHaveLength(7);
    for (const statement of [...visitor, ...signedIn]) expect(statement).not.toContain('password_hash');
  });
});

describe('the host counters', () => {
  it('cost the same for a page of 10 of the host’s events as for 3, invitations included (decision 072)', async () => {
    const query = `query($first: Int) { myCreatedEvents(first: $first) { edges { node { eventId
      hostCounters { approved pending totalAttendees approvedTickets scannedTickets waitingTickets invitedAttendees
      isListFull } } } } }`;
    const three = await statementsOf(query, { first: 3 }, host);
    const ten = await statementsOf(query, { first: 10 }, host);
    expect(ten.length).toBe(three.length);
    // A guest sees no counters.
    const { body } = await server.graphql<{ event: { hostCounters: unknown } }>(
      `query($id: String!) { event(slugOrId: $id) { hostCounters { approved } } }`,
      { id: slug },
      guest.headers,
    );
    expect(body.data!.event.hostCounters).toBeNull();
  });
});
