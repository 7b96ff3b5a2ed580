import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { fixedClock } from '../../platform/clock';
import { createRateLimiter } from '../../platform/http/rate-limit';
import { createServices } from '../../modules';
import { type TestServer, startTestServer } from '../../test/server';
import { transactions } from '../payments/payments.tables';
import {
  BOOKING_MESSAGES,
  type BookingFaults,
  CHECKOUT_HOLD_MINUTES,
  RECONCILE_GRACE_MS,
} from './bookings.service';
import { bookingOrders, tickets } from './bookings.tables';
import { sandboxPayments } from '../payments/gateways/sandbox.tables';
import { balanceOf, insertEvent, manyUsers } from './bookings.test-support';

/**
 * Fault injection (issue 11, items 9 and 11): a crash point between the provider's answer and the database
 * write, then a restart on the same database. Whatever the crash interrupted, captured money ends in tickets
 * or in a refund. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
const clock = fixedClock('2026-06-01T18:00:00.000Z');
/** Where the next crash happens; the crash point fires once and disarms. */
let crashAt: 'capture' | 'refund' | null = null;
/** The provider's refunds fail while this is on. */
let refundsDown = false;
const faults: BookingFaults = {
  afterProviderCall(step) {
    if (step !== crashAt) return;
    crashAt = null;
    throw new Error(`injected crash after the provider's ${step}`);
  },
  beforeProviderRefund() {
    if (refundsDown) throw new Error('injected provider outage');
  },
};
let server: TestServer;
let baseUrl: string;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

beforeAll(async () => {
  server = await startTestServer({ clock, faults });
  baseUrl = server.baseUrl;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await server?.close();
});

type Headers = Record<string, string>;
type GqlError = { message: string; extensions?: { code?: string } };
type Checkout = { paymentUrl: string | null; booking: { transactionId: string; status: string } };

async function gql<T>(query: string, variables: Record<string, unknown>, headers: Headers) {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GqlError[] };
  return { data: (body.data ?? null) as T | null, error: body.errors?.[0] ?? null };
}

const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId status } } }`;
const CONFIRM = `mutation($id: ID!) { confirmCheckout(transactionId: $id) { transactionId status } }`;
const REFUND = `mutation($id: ID!) { refundBooking(transactionId: $id) { status } }`;

/** The buyer presses Pay on the sandbox page (which captures at once, as a provider's webhook would). */
async function approve(paymentUrl: string) {
  const response = await fetch(`${baseUrl}${new URL(paymentUrl).pathname}/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(303);
}

/** Stops the running app (its database stays open) and starts a new one on the same database. */
async function restart() {
  const running = apps.at(-1) ?? server.app;
  await running.close();
  const app = await buildApp({
    config: server.config,
    database: server.database,
    clock,
    faults,
    webDistDir: '/nonexistent-web-dist',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  apps.push(app);
}

const orderRow = async (id: string) =>
  (await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, id)))[0]!;
const paymentRow = async (orderId: string) =>
  (await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, orderId)))[0]!;
const ledgerRow = async (id: string) =>
  (await server.database.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
const activeTickets = (orderId: string) =>
  server.database.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'ACTIVE')));

/** Waits until the restarted server's jobs (run at start) have settled the order. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the restarted server did not settle the order');
}

async function paidEventAndBuyer(limitedAmount = 10) {
  const [host, buyer] = await manyUsers(server, 2, clock);
  const { event, types } = await insertEvent(server, host!.userId, {
    now: clock.now(),
    tickets: [{ price: 2500, limitedAmount }],
  });
  return { host: host!, buyer: buyer!, event, type: types[0]! };
}

describe('a captured payment is never lost', () => {
  it('a crash between the capture and the booking: after a restart the booking completes', async () => {
    const { buyer, event, type } = await paidEventAndBuyer();
    const started = await gql<{ purchaseTickets: Checkout }>(
      PURCHASE,
      { input: { eventId: event.id, items: [{ eventTicketId: type.id, quantity: 2 }] } },
      buyer.headers,
    );
    const orderId = started.data!.purchaseTickets.booking.transactionId;
    crashAt = 'capture';
    await approve(started.data!.purchaseTickets.paymentUrl!);
    // The crash left the money taken and the order open.
    expect((await paymentRow(orderId)).status).toBe('CAPTURED');
    expect((await orderRow(orderId)).status).toBe('PENDING');
    expect((await orderRow(orderId)).providerCallAt).not.toBeNull();

    clock.advance(RECONCILE_GRACE_MS + 1_000);
    await restart();
    await until(async () => (await orderRow(orderId)).status === 'COMPLETED');
    const order = await orderRow(orderId);
    expect(order.providerCaptureId).toBe((await paymentRow(orderId)).captureId);
    expect(order.providerCallAt).toBeNull();
    expect(await activeTickets(orderId)).toHaveLength(2);
    expect((await ledgerRow(orderId)).status).toBe('COMPLETED');
    expect(await balanceOf(server, type.id)).toMatchObject({ lockedAmount: 0, releasedAmount: 2 });
  });

  it('a crash, then the hold runs out: the expiry job asks the provider and completes the booking', async () => {
    const { buyer, event, type } = await paidEventAndBuyer();
    const started = await gql<{ purchaseTickets: Checkout }>(
      PURCHASE,
      { input: { eventId: event.id, items: [{ eventTicketId: type.id, quantity: 1 }] } },
      buyer.headers,
    );
    const orderId = started.data!.purchaseTickets.booking.transactionId;
    crashAt = 'capture';
    await approve(started.data!.purchaseTickets.paymentUrl!);
    expect((await paymentRow(orderId)).status).toBe('CAPTURED');

    clock.advance((CHECKOUT_HOLD_MINUTES + 5) * 60_000);
    await restart();
    await until(async () => (await orderRow(orderId)).status !== 'PENDING');
    expect((await orderRow(orderId)).status).toBe('COMPLETED');
    expect((await paymentRow(orderId)).status).toBe('CAPTURED');
    expect(await activeTickets(orderId)).toHaveLength(1);
  });

  it('a crash, then the hold is cancelled: the money is refunded, on restart or when the buyer comes back', async () => {
    const { buyer, event, type } = await paidEventAndBuyer();
    const input = { eventId: event.id, items: [{ eventTicketId: type.id, quantity: 1 }] };
    // Two buyers' worth of the same story: one settled by the restarted server, one by the buyer's return.
    const first = await gql<{ purchaseTickets: Checkout }>(PURCHASE, { input }, buyer.headers);
    const firstId = first.data!.purchaseTickets.booking.transactionId;
    crashAt = 'capture';
    await approve(first.data!.purchaseTickets.paymentUrl!);
    // A new checkout replaces the open one: the first order is cancelled while its money is captured.
    const second = await gql<{ purchaseTickets: Checkout }>(PURCHASE, { input }, buyer.headers);
    expect((await orderRow(firstId)).status).toBe('CANCELLED');
    expect((await paymentRow(firstId)).status).toBe('CAPTURED');

    // The buyer returns to the first checkout's page: the money goes back.
    const back = await gql(CONFIRM, { id: firstId }, buyer.headers);
    expect(back.error?.message).toBe(BOOKING_MESSAGES.expiredAndRefunded);
    expect((await paymentRow(firstId)).status).toBe('REFUNDED');
    expect((await orderRow(firstId)).providerCallAt).toBeNull();

    // The second checkout crashes too, and its hold is replaced by a third; nobody comes back for it.
    const secondId = second.data!.purchaseTickets.booking.transactionId;
    crashAt = 'capture';
    await approve(second.data!.purchaseTickets.paymentUrl!);
    await gql(PURCHASE, { input }, buyer.headers);
    expect((await orderRow(secondId)).status).toBe('CANCELLED');
    expect((await paymentRow(secondId)).status).toBe('CAPTURED');
    clock.advance(RECONCILE_GRACE_MS + 1_000);
    await restart();
    await until(async () => (await paymentRow(secondId)).status === 'REFUNDED');
    expect((await orderRow(secondId)).status).toBe('CANCELLED');
    expect((await orderRow(secondId)).providerCallAt).toBeNull();
    expect(await activeTickets(secondId)).toHaveLength(0);
  });
});

describe('reconciliation with several servers', () => {
  it('two processes reconciling at once settle an interrupted capture once', async () => {
    const { buyer, event, type } = await paidEventAndBuyer();
    const started = await gql<{ purchaseTickets: Checkout }>(
      PURCHASE,
      { input: { eventId: event.id, items: [{ eventTicketId: type.id, quantity: 1 }] } },
      buyer.headers,
    );
    const orderId = started.data!.purchaseTickets.booking.transactionId;
    crashAt = 'capture';
    await approve(started.data!.purchaseTickets.paymentUrl!);
    expect((await orderRow(orderId)).status).toBe('PENDING');

    clock.advance(RECONCILE_GRACE_MS + 1_000);
    const process = () =>
      createServices({
        db: server.database.db,
        config: server.config,
        clock,
        jwtSecret: randomBytes(36).toString('base64url'),
        rateLimiter: createRateLimiter(undefined),
      }).bookings;
    const [a, b] = await Promise.all([process().reconcilePayments(), process().reconcilePayments()]);
    // The running server's own job may have taken it first; never both of these.
    expect(a + b).toBeLessThanOrEqual(1);
    await until(async () => (await orderRow(orderId)).status === 'COMPLETED');
    expect(await activeTickets(orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).providerCallAt).toBeNull();
  });
});

describe('a refund is written before it is sent', () => {
  it('a crash after the provider refunded: tickets already void, and the restart completes the refund', async () => {
    const { buyer, event, type } = await paidEventAndBuyer(3);
    const started = await gql<{ purchaseTickets: Checkout }>(
      PURCHASE,
      { input: { eventId: event.id, items: [{ eventTicketId: type.id, quantity: 1 }] } },
      buyer.headers,
    );
    const orderId = started.data!.purchaseTickets.booking.transactionId;
    await approve(started.data!.purchaseTickets.paymentUrl!);
    expect((await orderRow(orderId)).status).toBe('COMPLETED');

    crashAt = 'refund';
    const crashed = await gql(REFUND, { id: orderId }, buyer.headers);
    expect(crashed.error).not.toBeNull();
    // Before the restart: the money is back, the order says so, the ticket no longer admits anyone.
    expect((await paymentRow(orderId)).status).toBe('REFUNDED');
    expect((await orderRow(orderId)).status).toBe('REFUND_PENDING');
    expect((await ledgerRow(orderId)).status).toBe('REFUND_PENDING');
    expect(await activeTickets(orderId)).toHaveLength(0);
    expect(await balanceOf(server, type.id)).toMatchObject({ availableAmount: 3, releasedAmount: 0 });

    clock.advance(RECONCILE_GRACE_MS + 1_000);
    await restart();
    await until(async () => (await orderRow(orderId)).status === 'REFUNDED');
    expect((await ledgerRow(orderId)).status).toBe('REFUNDED');
    expect((await orderRow(orderId)).providerCallAt).toBeNull();
    expect(await balanceOf(server, type.id)).toMatchObject({ availableAmount: 3, releasedAmount: 0 });
  });

  it('a provider that fails the refund: the booking reads REFUND_PENDING, and reconciliation finishes it', async () => {
    const { buyer, event, type } = await paidEventAndBuyer(2);
    const started = await gql<{ purchaseTickets: Checkout }>(
      PURCHASE,
      { input: { eventId: event.id, items: [{ eventTicketId: type.id, quantity: 1 }] } },
      buyer.headers,
    );
    const orderId = started.data!.purchaseTickets.booking.transactionId;
    await approve(started.data!.purchaseTickets.paymentUrl!);

    refundsDown = true;
    const asked = await gql<{ refundBooking: { status: string } }>(REFUND, { id: orderId }, buyer.headers);
    expect(asked.error).toBeNull();
    expect(asked.data).toEqual({ refundBooking: { status: 'REFUND_PENDING' } });
    expect((await paymentRow(orderId)).status).toBe('CAPTURED');
    expect(await activeTickets(orderId)).toHaveLength(0);

    refundsDown = false;
    clock.advance(RECONCILE_GRACE_MS + 1_000);
    await restart();
    await until(async () => (await orderRow(orderId)).status === 'REFUNDED');
    expect((await paymentRow(orderId)).status).toBe('REFUNDED');
    expect((await ledgerRow(orderId)).status).toBe('REFUNDED');
  });
});
