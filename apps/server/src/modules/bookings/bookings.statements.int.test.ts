import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { insertEvent, manyUsers } from './bookings.test-support';

// The statements a page of tickets, a booking's tickets, a page of the viewer's events with their holdings or
// of attendees cost do not grow with the page, nested fields included (docs/decisions/064).

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;
let buyer: { headers: Record<string, string> };
let host: { userId: string; headers: Record<string, string> };
let eventId = '';
let bigBookingId = '';
let smallBookingId = '';

const TICKET_FIELDS = `ticketId ticketType isShareable qrCode event { eventId displayName startDate }`;
const MY_TICKETS = `query($first: Int) { myTickets(when: UPCOMING, first: $first) { nodes {
  ${TICKET_FIELDS} } } }`;
const BOOKING = `query($transactionId: ID!) { booking(transactionId: $transactionId) {
  transactionId items { eventTicketId quantity } event { eventId displayName } tickets { ${TICKET_FIELDS} } } }`;
const MY_EVENTS = `query($first: Int) { myEvents(when: UPCOMING, first: $first) { edges { node { eventId
  viewerTickets { ${TICKET_FIELDS} } viewerPendingBookings { transactionId event { eventId } }
  viewerWaitingList { waitingListEntryId offer { transactionId } } } } } }`;
const ATTENDEES = `query($eventId: ID!, $first: Int) { eventAttendees(eventId: $eventId, first: $first) {
  counts { all pending }
  nodes { userId attendeeState user { userId } referredBy { userId } approvalUser { userId } attendeeRole
    attendeeRoles isActive checkedInCount note tickets { ticketId ticketType } bookings { transactionId items {
    quantity } } } } }`;

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
  const bought = await server.graphql<{ purchaseTickets: { booking: { transactionId: string } } }>(
    purchase.replace('paymentUrl', 'paymentUrl booking { transactionId }'),
    { input: { eventId, items } },
    buyer.headers,
  );
  expect(bought.body.errors).toBeUndefined();
  bigBookingId = bought.body.data!.purchaseTickets.booking.transactionId;
  // Sooner events with a few tickets each: the first page of 5 tickets spans two events, the page of 20 seven;
  // the buyer's events are seven.
  for (const startsInDays of [1, 2, 3, 4, 5, 6]) {
    const sooner = await insertEvent(server, host.userId, {
      now: clock.now(),
      startsInDays,
      tickets: [{ price: 0 }],
    });
    const three = await server.graphql<{ purchaseTickets: { booking: { transactionId: string } } }>(
      purchase.replace('paymentUrl', 'paymentUrl booking { transactionId }'),
      { input: { eventId: sooner.event.id, items: [{ eventTicketId: sooner.types[0]!.id, quantity: 3 }] } },
      buyer.headers,
    );
    expect(three.body.errors).toBeUndefined();
    smallBookingId = three.body.data!.purchaseTickets.booking.transactionId;
  }
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

  it('a booking of 20 tickets costs what a booking of 3 costs', async () => {
    const three = await statementsOf(BOOKING, { transactionId: smallBookingId }, buyer.headers);
    expect(await statementsOf(BOOKING, { transactionId: bigBookingId }, buyer.headers)).toBe(three);
  });

  it("a page of 20 of the viewer's events with their holdings costs what a page of 5 costs", async () => {
    const five = await statementsOf(MY_EVENTS, { first: 5 }, buyer.headers);
    expect(await statementsOf(MY_EVENTS, { first: 20 }, buyer.headers)).toBe(five);
  });

  it('a page of 20 attendees costs what a page of 5 costs', async () => {
    const five = await statementsOf(ATTENDEES, { eventId, first: 5 }, host.headers);
    expect(await statementsOf(ATTENDEES, { eventId, first: 20 }, host.headers)).toBe(five);
  });
});
