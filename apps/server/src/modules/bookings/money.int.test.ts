import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { PAYMENT_MESSAGES } from '@repclub/shared';
import { eventRoles } from '../events/events.tables';
import { BOOKING_MESSAGES } from './bookings.service';
import { bookingOrders, tickets, waitingListEntries } from './bookings.tables';
import { sandboxPayments } from '../payments/gateways/sandbox.tables';
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
const CONFIRM = `mutation($id: ID!) { confirmCheckout(transactionId: $id) { transactionId status } }`;
const REFUND = `mutation($id: ID!) { refundBooking(transactionId: $id) { status } }`;
const JOIN = `mutation($id: ID!) { joinWaitingList(eventTicketId: $id, quantity: 1) { status } }`;
const BOOKING = `query($id: ID!) { booking(transactionId: $id) { tickets { ticketId } } }`;
const SHARE = `mutation($id: ID!) { shareTicket(ticketId: $id) { url } }`;
const CLAIM = `mutation($id: ID!, $token: String!) { claimSharedTicket(ticketId: $id, token: $token) { ticketId } }`;
const REVOKE = `mutation($id: ID!) { revokeTicketShare(ticketId: $id) { status } }`;

/** The buyer presses Pay on the sandbox page (which captures at once, as a provider's webhook would). */
async function approve(paymentUrl: string) {
  const response = await server.fetch(`${new URL(paymentUrl).pathname}/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(303);
}

async function buy(headers: Headers, eventId: string, eventTicketId: string, quantity = 1) {
  const started = await gql<{ purchaseTickets: Checkout }>(
    PURCHASE,
    { input: { eventId, items: [{ eventTicketId, quantity }] } },
    headers,
  );
  await approve(started.data!.purchaseTickets.paymentUrl!);
  return started.data!.purchaseTickets.booking.transactionId;
}

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
      Array.from({ length: 5 }, () =>
        gql<{ purchaseTickets: Checkout }>(PURCHASE, { input }, buyer!.headers),
      ),
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
    // The sandbox page says plainly that it takes no money.
    const page = await server.fetch(new URL(started.data!.purchaseTickets.paymentUrl!).pathname);
    expect(await page.text()).toContain(PAYMENT_MESSAGES.sandboxNoMoney);
    const paid = await gql(PAY_OFFER, { id: orderId }, buyer!.headers);
    expect(paid.error?.message).toBe(BOOKING_MESSAGES.notAnOffer);
    const payments = await server.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, orderId));
    expect(payments).toHaveLength(1);
  });
});

describe('a waiting-list offer is paid once', () => {
  it('five payWaitingListOffer calls at once answer one payment, and five confirmations capture it once', async () => {
    const [host, first, second] = await manyUsers(server, 3, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 1500, limitedAmount: 1 }],
    });
    const only = types[0]!;
    const bought = await buy(first!.headers, event.id, only.id);
    expect((await gql(JOIN, { id: only.id }, second!.headers)).error).toBeNull();
    expect((await gql(REFUND, { id: bought }, first!.headers)).data).toEqual({
      refundBooking: { status: 'REFUNDED' },
    });
    const [entry] = await server.database.db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.userId, second!.userId));
    const offerId = entry!.offerOrderId!;

    const pays = await Promise.all(
      Array.from({ length: 5 }, () =>
        gql<{ payWaitingListOffer: Checkout }>(PAY_OFFER, { id: offerId }, second!.headers),
      ),
    );
    expect(pays.map((p) => p.error)).toEqual(Array(5).fill(null));
    const urls = new Set(pays.map((p) => p.data!.payWaitingListOffer.paymentUrl));
    expect(urls.size).toBe(1);
    await approve([...urls][0]!);
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () =>
        gql<{ confirmCheckout: { status: string } }>(CONFIRM, { id: offerId }, second!.headers),
      ),
    );
    expect(confirms.map((c) => c.data?.confirmCheckout.status)).toEqual(Array(5).fill('COMPLETED'));
    const payments = await server.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, offerId));
    expect(payments.map((p) => p.status)).toEqual(['CAPTURED']);
    const [order] = await server.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, offerId));
    expect(order!.providerCaptureId).toBe(payments[0]!.captureId);
    // Once paid, the offer cannot be paid again.
    expect((await gql(PAY_OFFER, { id: offerId }, second!.headers)).error?.message).toBe(
      BOOKING_MESSAGES.notPending,
    );
  });
});

describe('who may refund (docs/decisions/048)', () => {
  it('the creator and co-hosts may; a coordinator may not; the buyer not while someone holds a claimed ticket', async () => {
    const [host, coHost, coordinator, buyer, friend] = await manyUsers(server, 5, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 2000, limitedAmount: 10 }],
    });
    await server.database.db.insert(eventRoles).values([
      { eventId: event.id, userId: coHost!.userId, role: 'CO_HOST', status: 'APPROVED' },
      { eventId: event.id, userId: coordinator!.userId, role: 'COORDINATOR', status: 'APPROVED' },
    ]);
    const type = types[0]!;
    const mine = await buy(buyer!.headers, event.id, type.id, 2);
    const other = await buy(friend!.headers, event.id, type.id, 1);

    expect((await gql(REFUND, { id: other }, coordinator!.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await gql(REFUND, { id: other }, coHost!.headers)).data).toEqual({
      refundBooking: { status: 'REFUNDED' },
    });

    // The buyer shares one ticket and the friend claims it: the buyer may not refund the booking now.
    const booked = await gql<{ booking: { tickets: { ticketId: string }[] } }>(
      BOOKING,
      { id: mine },
      buyer!.headers,
    );
    const ticketId = booked.data!.booking.tickets[0]!.ticketId;
    const shared = await gql<{ shareTicket: { url: string } }>(SHARE, { id: ticketId }, buyer!.headers);
    const token = new URL(shared.data!.shareTicket.url).searchParams.get('token')!;
    expect((await gql(CLAIM, { id: ticketId, token }, friend!.headers)).error).toBeNull();
    const refused = await gql(REFUND, { id: mine }, buyer!.headers);
    expect(refused.error).toMatchObject({
      message: PAYMENT_MESSAGES.refundClaimedTicket,
      extensions: { code: 'CONFLICT' },
    });
    expect(await balanceOf(server, type.id)).toMatchObject({ releasedAmount: 2 });

    // Once the buyer takes the ticket back, the refund goes through.
    expect((await gql(REVOKE, { id: ticketId }, buyer!.headers)).error).toBeNull();
    expect((await gql(REFUND, { id: mine }, buyer!.headers)).data).toEqual({
      refundBooking: { status: 'REFUNDED' },
    });
    expect(await balanceOf(server, type.id)).toMatchObject({ releasedAmount: 0, availableAmount: 10 });
  });

  it("the event's creator refunds a booking with a claimed ticket: the claimant's ticket is void too", async () => {
    const [host, buyer, friend] = await manyUsers(server, 3, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 2000, limitedAmount: 10 }],
    });
    const mine = await buy(buyer!.headers, event.id, types[0]!.id, 1);
    const booked = await gql<{ booking: { tickets: { ticketId: string }[] } }>(
      BOOKING,
      { id: mine },
      buyer!.headers,
    );
    const ticketId = booked.data!.booking.tickets[0]!.ticketId;
    const shared = await gql<{ shareTicket: { url: string } }>(SHARE, { id: ticketId }, buyer!.headers);
    const token = new URL(shared.data!.shareTicket.url).searchParams.get('token')!;
    expect((await gql(CLAIM, { id: ticketId, token }, friend!.headers)).error).toBeNull();
    expect((await gql(REFUND, { id: mine }, host!.headers)).data).toEqual({
      refundBooking: { status: 'REFUNDED' },
    });
    const active = await server.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, mine), eq(tickets.status, 'ACTIVE')));
    expect(active).toHaveLength(0);
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
