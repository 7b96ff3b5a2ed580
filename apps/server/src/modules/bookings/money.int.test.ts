import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { type TestServer, startTestServer } from '../../test/server';
import { BOOKING_MESSAGES } from './bookings.service';
import { bookingOrders, sandboxPayments, tickets } from './bookings.tables';
import { balanceOf, insertEvent, manyUsers } from './bookings.test-support';

/**
 * Money under races (issue 11, items 10, 12 and 17): parallel requests of one person leave one hold, one
 * capture, one RSVP. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
type GqlError = { message: string; extensions?: { code?: string } };
type Checkout = { paymentUrl: string | null; booking: { transactionId: string; status: string } };

const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId status } } }`;
const PAY_OFFER = `mutation($id: ID!) { payWaitingListOffer(transactionId: $id) { paymentUrl booking { transactionId status } } }`;
const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId status type } }`;

async function gql<T>(query: string, variables: Record<string, unknown>, headers: Headers) {
  const { body } = await server.graphql<T>(query, variables, headers);
  return { data: (body.data ?? null) as T | null, error: (body.errors?.[0] ?? null) as GqlError | null };
}

const ordersOf = (userId: string, eventId: string) =>
  server.database.db
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.userId, userId), eq(bookingOrders.eventId, eventId)));

describe('one hold per buyer per event', () => {
  it('five checkouts sent at once by one buyer leave one open hold', async () => {
    const [host, buyer] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 2000, limitedAmount: 50 }],
    });
    const input = { eventId: event.id, items: [{ eventTicketId: types[0]!.id, quantity: 2 }] };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => gql<{ purchaseTickets: Checkout }>(PURCHASE, { input }, buyer!.headers)),
    );
    expect(answers.every((a) => a.error === null || a.error.extensions?.code === 'CONFLICT')).toBe(true);
    const pending = (await ordersOf(buyer!.userId, event.id)).filter((o) => o.status === 'PENDING');
    expect(pending).toHaveLength(1);
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ lockedAmount: 2, availableAmount: 48 });
  });
});

describe('a booking is charged once', () => {
  it('payWaitingListOffer refuses an ordinary checkout', async () => {
    const [host, buyer] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 2000, limitedAmount: 5 }],
    });
    const started = await gql<{ purchaseTickets: Checkout }>(
      PURCHASE,
      { input: { eventId: event.id, items: [{ eventTicketId: types[0]!.id, quantity: 1 }] } },
      buyer!.headers,
    );
    const orderId = started.data!.purchaseTickets.booking.transactionId;
    const paid = await gql(PAY_OFFER, { id: orderId }, buyer!.headers);
    expect(paid.error?.message).toBe(BOOKING_MESSAGES.notAnOffer);
    const payments = await server.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, orderId));
    expect(payments).toHaveLength(1);
  });
});

describe('one RSVP per person and event', () => {
  it('ten RSVPs sent at once leave one booking and one ticket, and repeating answers the same booking', async () => {
    const [host, guest] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 0, limitedAmount: 100 }],
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        gql<{ rsvpEvent: { transactionId: string; status: string } }>(
          RSVP,
          { input: { eventId: event.id } },
          guest!.headers,
        ),
      ),
    );
    expect(answers.map((a) => a.error)).toEqual(Array(10).fill(null));
    const ids = new Set(answers.map((a) => a.data!.rsvpEvent.transactionId));
    expect(ids.size).toBe(1);
    const orders = await ordersOf(guest!.userId, event.id);
    expect(orders).toHaveLength(1);
    const issued = await server.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.eventId, event.id), eq(tickets.userId, guest!.userId)));
    expect(issued).toHaveLength(1);
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ releasedAmount: 1, availableAmount: 99 });
  });
});
