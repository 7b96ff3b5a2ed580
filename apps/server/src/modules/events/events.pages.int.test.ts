import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { eventQuestions, eventRoles, eventTicketTypes, events } from './events.tables';
import { type TestUser, testUser } from './events.test-support';

// The statements a page of events costs do not grow with the page (docs/decisions/068): the fields read per
// event (its creator, team, questions, ticket balances) are loaded for the whole page at once.

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;
let viewer: TestUser;

const PAGE = `query($first: Int) { searchEvents(criteria: {}, first: $first) { edges { node {
  eventId
  createdBy { name }
  coHosts { userId }
  promoters { userId }
  questions { questionId }
  tickets { eventTicketId balance { awaitingApprovalAmount soldAmount } }
} } } }`;

beforeAll(async () => {
  server = await startTestServer({ clock });
  viewer = await testUser(server, clock);
  const db = server.database.db;
  for (let i = 0; i < 22; i += 1) {
    // A creator, a co-host and a promoter of its own for every event, so nothing is shared between rows.
    const [creator, coHost, promoter] = [
      await testUser(server, clock),
      await testUser(server, clock),
      await testUser(server, clock),
    ];
    const start = new Date(clock.now().getTime() + (i + 2) * 86_400_000);
    const [event] = await db
      .insert(events)
      .values({
        slug: `pages-${i}`,
        createdBy: creator!.userId,
        eventType: 'CONCERT',
        displayName: `Pages ${i}`,
        description: 'A night of music.',
        note: 'Doors at 7.',
        avatarUrl: 'https://cdn.example/cover.webp',
        startDate: start,
        endDate: new Date(start.getTime() + 3_600_000),
        timeZone: 'America/Los_Angeles',
        status: 'PUBLISHED',
        optIns: {
          guestList: false,
          guestCount: false,
          publicPreview: false,
          displayRepScore: false,
          qrPass: false,
          guestsInvitingOthers: false,
          ageLimit: false,
          privacyPolicy: null,
          socialAccountRequirements: [],
          questionRequirements: false,
          musicEmbed: null,
        },
      })
      .returning();
    await db.insert(eventTicketTypes).values(
      ['General', 'VIP'].map((ticketType, position) => ({
        eventId: event!.id,
        ticketType,
        price: 2500,
        position,
        optInShowTicketAmount: true,
        limitedAmount: 100,
        availableAmount: 100,
      })),
    );
    await db.insert(eventQuestions).values({ eventId: event!.id, position: 0, question: 'Your size?' });
    await db.insert(eventRoles).values([
      { eventId: event!.id, userId: coHost!.userId, role: 'CO_HOST', assignedBy: creator!.userId },
      { eventId: event!.id, userId: promoter!.userId, role: 'PROMOTER', assignedBy: creator!.userId },
    ]);
  }
});
afterAll(async () => server?.close());

async function statementsOf(first: number, user?: TestUser) {
  const headers = user?.headers ?? {};
  // Once first, so nothing that happens only once per process (a statement prepared) is counted.
  await server.graphql(PAGE, { first }, headers);
  let edges = 0;
  let errors: unknown;
  const statements = await server.statementsOf(async () => {
    const { body } = await server.graphql<{ searchEvents: { edges: unknown[] } }>(PAGE, { first }, headers);
    errors = body.errors;
    edges = body.data?.searchEvents.edges.length ?? 0;
  });
  expect(errors).toBeUndefined();
  expect(edges).toBe(first);
  return statements.length;
}

describe('SQL statements per page of events', () => {
  it('a page of 20 events with their creators, teams, questions and balances costs what a page of 5 costs', async () => {
    const five = await statementsOf(5);
    expect(await statementsOf(20)).toBe(five);
  });

  it('the same signed in', async () => {
    const five = await statementsOf(5, viewer);
    expect(await statementsOf(20, viewer)).toBe(five);
  });
});
