import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { insertEvent, manyUsers } from './bookings.test-support';

// The statements a page of tickets or attendees costs do not grow with the page (docs/decisions/064).

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;
let buyer: { headers: Record<string, string> };
let host: { headers: Record<string, string> };
let eventId = '';

const MY_TICKETS = `query($first: Int) { myTickets(when: UPCOMING, first: $first) { nodes {
  ticketId ticketType isShareable qrCode } } }`;
const ATTENDEES = `query($eventId: ID!, $first: Int) { eventAttendees(eventId: $eventId, first: $first) {
  nodes { userId attendeeState user { userId } referredBy { userId } } } }`;

beforeAll(async () => {
  server = await startTestServer({ clock });
  const users = await manyUsers(server, 22, clock);
  host = users[0]!;
  buyer = users[1]!;
  const { event, types } = await insertEvent(server, users[0]!.userId, {
    now: clock.now(),
    tickets: [
      { ticketType: 'General', price: 0 },
      { ticketType: 'VIP', price: 0 },
    ],
  });
  eventId = event.id;
  const purchase = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) { paymentUrl } }`;
  const items = types.map((t) => ({ eventTicketId: t.id, quantity: 10 }));
  const bought = await server.graphql(purchase, { input: { eventId, items } }, buyer.headers);
  expect(bought.body.errors).toBeUndefined();
  for (const user of users.slice(2)) {
    const one = await server.graphql(
      purchase,
      { input: { eventId, items: [{ eventTicketId: types[0]!.id, quantity: 1 }] } },
      user.headers,
    );
    expect(one.body.errors).toBeUndefined();
  }
});
afterAll(async () => server?.close());

async function statementsOf(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  await server.graphql(query, variables, headers);
  let errors: unknown;
  const statements = await server.statementsOf(async () => {
    const { body } = await server.graphql(query, variables, headers);
    errors = body.errors;
  });
  expect(errors).toBeUndefined();
  return statements.length;
}

describe('SQL statements per page of bookings', () => {
  it('a page of 20 tickets costs what a page of 5 costs', async () => {
    const five = await statementsOf(MY_TICKETS, { first: 5 }, buyer.headers);
    expect(await statementsOf(MY_TICKETS, { first: 20 }, buyer.headers)).toBe(five);
  });

  it('a page of 20 attendees costs what a page of 5 costs', async () => {
    const five = await statementsOf(ATTENDEES, { eventId, first: 5 }, host.headers);
    expect(await statementsOf(ATTENDEES, { eventId, first: 20 }, host.headers)).toBe(five);
  });
});
