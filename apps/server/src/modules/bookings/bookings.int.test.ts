import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createRateLimiter } from '../../platform/http/rate-limit';
import { createServices } from '../../modules';
import { type TestServer, startTestServer } from '../../test/server';
import { BOOKING_MESSAGES, CHECKOUT_HOLD_MINUTES } from './bookings.service';
import { bookingOrders, eventAttendees, tickets, waitingListEntries } from './bookings.tables';
import { transactions } from '../payments/payments.tables';
import { signInRow } from '../users/users.test-helpers';
import { balanceOf, insertEvent, manyUsers } from './bookings.test-support';

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

/** The services of another server process on the same database and clock (jobs, host-side calls). */
const services = () =>
  createServices({
    db: server.database.db,
    config: server.config,
    clock,
    jwtSecret: randomBytes(36).toString('base64url'),
    rateLimiter: createRateLimiter(undefined),
  });

type GqlError = { message: string; extensions?: { code?: string } };
type Checkout = {
  paymentUrl: string | null;
  booking: {
    transactionId: string;
    status: string;
    totalPrice: number;
    quantity: number;
    expiresAt: string | null;
  };
};
type Booking = {
  transactionId: string;
  status: string;
  tickets: { ticketId: string; qrCode: string | null; status: string }[];
};

const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId status totalPrice quantity expiresAt } } }`;
const CONFIRM = `mutation($id: ID!) { confirmCheckout(transactionId: $id) {
  transactionId status tickets { ticketId qrCode status } } }`;

async function purchase(headers: Record<string, string>, input: Record<string, unknown>) {
  const { body } = await server.graphql<{ purchaseTickets: Checkout }>(PURCHASE, { input }, headers);
  return { data: body.data?.purchaseTickets ?? null, error: (body.errors?.[0] ?? null) as GqlError | null };
}

async function confirm(headers: Record<string, string>, id: string) {
  const { body } = await server.graphql<{ confirmCheckout: Booking }>(CONFIRM, { id }, headers);
  return { data: body.data?.confirmCheckout ?? null, error: (body.errors?.[0] ?? null) as GqlError | null };
}

/** The buyer presses a button on the sandbox payment page. */
async function answerSandbox(paymentUrl: string, action: 'approve' | 'decline') {
  const response = await server.fetch(`${new URL(paymentUrl).pathname}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  return { status: response.status, location: response.headers.get('location') };
}

async function ticketCount(eventTicketId: string) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.eventTicketId, eventTicketId), eq(tickets.status, 'ACTIVE')));
  return row!.n;
}

const sumsUp = (b: Awaited<ReturnType<typeof balanceOf>>) =>
  b.availableAmount + b.lockedAmount + b.releasedAmount === b.limitedAmount;

describe('checkout with the sandbox provider', () => {
  it('holds, pays and issues tickets with QR codes; a second confirmation changes nothing', async () => {
    const [host, buyer] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'General', price: 5000, limitedAmount: 10 }],
    });
    const ga = types[0]!;
    const started = await purchase(buyer!.headers, {
      eventId: event.id,
      items: [{ eventTicketId: ga.id, quantity: 2 }],
    });
    expect(started.error).toBeNull();
    expect(started.data!.booking).toMatchObject({ status: 'PENDING', quantity: 2, totalPrice: 11048 });
    expect(started.data!.booking.expiresAt).toBe(
      new Date(clock.now().getTime() + CHECKOUT_HOLD_MINUTES * 60_000).toISOString(),
    );
    expect(await balanceOf(server, ga.id)).toEqual({
      limitedAmount: 10,
      availableAmount: 8,
      lockedAmount: 2,
      releasedAmount: 0,
    });

    // The sandbox page shows the amount; paying sends the buyer back to the event page.
    const page = await server.fetch(new URL(started.data!.paymentUrl!).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('$110.48 USD');
    const paid = await answerSandbox(started.data!.paymentUrl!, 'approve');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(
      `http://repclub.test/events/${event.slug}?checkout=${started.data!.booking.transactionId}`,
    );

    // Approving already completed it (as a provider's webhook would); the return page confirms again, twice.
    const [first, second] = await Promise.all([
      confirm(buyer!.headers, started.data!.booking.transactionId),
      confirm(buyer!.headers, started.data!.booking.transactionId),
    ]);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(first.data!.status).toBe('COMPLETED');
    expect(first.data!.tickets).toHaveLength(2);
    for (const ticket of first.data!.tickets)
      expect(ticket.qrCode).toMatch(new RegExp(`^repclub:ticket:${ticket.ticketId}:[\\w-]{43}$`));
    expect(await ticketCount(ga.id)).toBe(2);
    expect(await balanceOf(server, ga.id)).toEqual({
      limitedAmount: 10,
      availableAmount: 8,
      lockedAmount: 0,
      releasedAmount: 2,
    });
    const [attendee] = await server.database.db
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, event.id), eq(eventAttendees.userId, buyer!.userId)));
    expect(attendee?.state).toBe('APPROVED');

    // The ledger has the payment, with the receipt lines adding up to what was charged.
    const [ledger] = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, started.data!.booking.transactionId));
    expect(ledger).toMatchObject({
      status: 'COMPLETED',
      totalAmount: 11048,
      type: 'BUY_EVENT_TICKET',
      quantity: 2,
    });
    expect(ledger!.providerReference).toMatch(/^SBXCAP-/);
    expect(ledger!.items.reduce((sum, item) => sum + item.amount, 0)).toBe(11048);

    // Someone else cannot confirm it, or read its QR codes.
    const other = await confirm(host!.headers, started.data!.booking.transactionId);
    expect(other.error?.extensions?.code).toBe('NOT_FOUND');
  });

  it('returns the tickets when the payment is declined or the checkout is abandoned', async () => {
    const [host, buyer] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ limitedAmount: 5 }],
    });
    const ticket = types[0]!;
    const declined = await purchase(buyer!.headers, {
      eventId: event.id,
      items: [{ eventTicketId: ticket.id, quantity: 3 }],
    });
    expect((await answerSandbox(declined.data!.paymentUrl!, 'decline')).location).toContain('&cancelled=1');
    const confirmed = await confirm(buyer!.headers, declined.data!.booking.transactionId);
    expect(confirmed.error?.message).toBe(BOOKING_MESSAGES.paymentDeclined);
    expect(await balanceOf(server, ticket.id)).toMatchObject({ availableAmount: 5, lockedAmount: 0 });

    // Abandoned: nobody pays; 15 minutes later the job gives the tickets back.
    const abandoned = await purchase(buyer!.headers, {
      eventId: event.id,
      items: [{ eventTicketId: ticket.id, quantity: 4 }],
    });
    expect(await balanceOf(server, ticket.id)).toMatchObject({ availableAmount: 1, lockedAmount: 4 });
    clock.advance(CHECKOUT_HOLD_MINUTES * 60_000 + 1000);
    expect(await services().bookings.expireHolds()).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(server, ticket.id)).toMatchObject({
      availableAmount: 5,
      lockedAmount: 0,
      releasedAmount: 0,
    });
    const [order] = await server.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, abandoned.data!.booking.transactionId));
    expect(order?.status).toBe('CANCELLED');

    // Paying after the hold ended books nothing (the access token of before has expired: sign in again).
    expect((await answerSandbox(abandoned.data!.paymentUrl!, 'approve')).status).toBe(303);
    const late = await confirm(
      await signInRow(server, buyer!.row, clock),
      abandoned.data!.booking.transactionId,
    );
    expect(late.data?.status ?? late.error?.message).toBe('CANCELLED');
    expect(await ticketCount(ticket.id)).toBe(0);
  });

  it('books free tickets at once and leaves approval tickets PENDING', async () => {
    const [host, guest] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'RSVP', price: 0, limitedAmount: 50, isRequiredApproval: true }],
    });
    const booked = await purchase(guest!.headers, {
      eventId: event.id,
      items: [{ eventTicketId: types[0]!.id, quantity: 1 }],
    });
    expect(booked.error).toBeNull();
    expect(booked.data).toMatchObject({ paymentUrl: null, booking: { status: 'COMPLETED', totalPrice: 0 } });
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ availableAmount: 49, releasedAmount: 1 });
    const [attendee] = await server.database.db
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, event.id), eq(eventAttendees.userId, guest!.userId)));
    expect(attendee?.state).toBe('PENDING');
  });
});

describe('bad input changes nothing', () => {
  it('refuses each bad basket with a clear message', async () => {
    const [host, buyer] = await manyUsers(server, 2, clock);
    const { event, types, questions } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      optIns: {
        questionRequirements: true,
        privacyPolicy: { title: 'Event Waiver', fileUrl: 'https://repclub.test/w.pdf' },
      },
      tickets: [
        { ticketType: 'General' },
        { ticketType: 'Hidden', isPrivate: true },
        { ticketType: 'Off', isActive: false },
      ],
      questions: [{ question: 'Dietary needs?', isRequired: true }],
    });
    const draft = await insertEvent(server, host!.userId, { now: clock.now(), status: 'DRAFT' });
    const [general, hidden, off] = types;
    const good = {
      eventId: event.id,
      items: [{ eventTicketId: general!.id, quantity: 1 }],
      answers: [{ questionId: questions[0]!.id, answer: 'None' }],
      acceptWaiver: true,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, items: [] }, 'BAD_USER_INPUT', BOOKING_MESSAGES.noItems],
      [
        { ...good, items: [{ eventTicketId: general!.id, quantity: 0 }] },
        'BAD_USER_INPUT',
        BOOKING_MESSAGES.quantity,
      ],
      [
        { ...good, items: [{ eventTicketId: general!.id, quantity: 11 }] },
        'BAD_USER_INPUT',
        BOOKING_MESSAGES.quantity,
      ],
      [
        { ...good, items: [{ eventTicketId: hidden!.id, quantity: 1 }] },
        'BAD_USER_INPUT',
        BOOKING_MESSAGES.ticketNotOnSale('These'),
      ],
      [
        { ...good, items: [{ eventTicketId: off!.id, quantity: 1 }] },
        'BAD_USER_INPUT',
        BOOKING_MESSAGES.ticketNotOnSale('These'),
      ],
      [{ ...good, answers: [] }, 'BAD_USER_INPUT', BOOKING_MESSAGES.answerRequired('Dietary needs?')],
      [{ ...good, acceptWaiver: false }, 'BAD_USER_INPUT', BOOKING_MESSAGES.waiverRequired('Event Waiver')],
      [
        { ...good, eventId: draft.event.id, items: [{ eventTicketId: draft.types[0]!.id, quantity: 1 }] },
        'NOT_FOUND',
        BOOKING_MESSAGES.eventNotFound,
      ],
    ];
    for (const [input, code, message] of cases) {
      const result = await purchase(buyer!.headers, input);
      expect(result.error, JSON.stringify(input)).toMatchObject({ message, extensions: { code } });
    }
    expect(await balanceOf(server, general!.id)).toMatchObject({ availableAmount: 100, lockedAmount: 0 });

    const signedOut = await purchase({}, good);
    expect(signedOut.error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    expect((await purchase(buyer!.headers, good)).error).toBeNull();
  });

  it('keeps people under the age limit out', async () => {
    const [host, buyer] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      ageLimit: 40,
      optIns: { ageLimit: true },
    });
    const result = await purchase(buyer!.headers, {
      eventId: event.id,
      items: [{ eventTicketId: types[0]!.id, quantity: 1 }],
    });
    expect(result.error).toMatchObject({
      message: BOOKING_MESSAGES.ageLimit(40),
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
  });
});

describe('the waiting list', () => {
  it('offers a refunded ticket to the first in line, who pays for it', async () => {
    const [host, first, second, late] = await manyUsers(server, 4, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ limitedAmount: 1, price: 1000 }],
    });
    const only = types[0]!;
    const bought = await purchase(first!.headers, {
      eventId: event.id,
      items: [{ eventTicketId: only.id, quantity: 1 }],
    });
    await answerSandbox(bought.data!.paymentUrl!, 'approve');
    const soldOut = await purchase(second!.headers, {
      eventId: event.id,
      items: [{ eventTicketId: only.id, quantity: 1 }],
    });
    expect(soldOut.error?.message).toBe(BOOKING_MESSAGES.soldOut(only.ticketType));

    const JOIN = `mutation($id: ID!) { joinWaitingList(eventTicketId: $id, quantity: 1) { status } }`;
    expect((await server.graphql(JOIN, { id: only.id }, second!.headers)).body.data).toEqual({
      joinWaitingList: { status: 'WAITING' },
    });
    expect((await server.graphql(JOIN, { id: only.id }, late!.headers)).body.data).toEqual({
      joinWaitingList: { status: 'WAITING' },
    });
    expect((await server.graphql(JOIN, { id: only.id }, late!.headers)).body.errors?.[0]?.message).toBe(
      BOOKING_MESSAGES.alreadyWaiting,
    );

    // A refund puts the ticket back — straight into an offer to the first in line.
    await services().bookings.refund(bought.data!.booking.transactionId, async () => true);
    expect(await balanceOf(server, only.id)).toEqual({
      limitedAmount: 1,
      availableAmount: 0,
      lockedAmount: 1,
      releasedAmount: 0,
    });
    const [entry] = await server.database.db
      .select()
      .from(waitingListEntries)
      .where(
        and(eq(waitingListEntries.eventTicketId, only.id), eq(waitingListEntries.userId, second!.userId)),
      );
    expect(entry?.status).toBe('OFFERED');

    const PAY = `mutation($id: ID!) { payWaitingListOffer(transactionId: $id) { paymentUrl booking { transactionId } } }`;
    const offer = await server.graphql<{ payWaitingListOffer: Checkout }>(
      PAY,
      { id: entry!.offerOrderId },
      second!.headers,
    );
    await answerSandbox(offer.body.data!.payWaitingListOffer.paymentUrl!, 'approve');
    expect((await confirm(second!.headers, entry!.offerOrderId!)).data?.status).toBe('COMPLETED');
    expect(await balanceOf(server, only.id)).toEqual({
      limitedAmount: 1,
      availableAmount: 0,
      lockedAmount: 0,
      releasedAmount: 1,
    });
    expect(await ticketCount(only.id)).toBe(1);
  });
});

describe('no overselling', () => {
  it('sells exactly 100 of 100 tickets to 500 buyers at once', async () => {
    const [host] = await manyUsers(server, 1, clock);
    const buyers = await manyUsers(server, 500, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ limitedAmount: 100, price: 2000 }],
    });
    const ticket = types[0]!;

    const results = await Promise.all(
      buyers.map((b) =>
        purchase(b.headers, { eventId: event.id, items: [{ eventTicketId: ticket.id, quantity: 1 }] }),
      ),
    );
    const held = results.filter((r) => r.data);
    const refused = results.filter((r) => r.error);
    expect(held).toHaveLength(100);
    expect(refused).toHaveLength(400);
    for (const r of refused)
      expect(r.error).toMatchObject({
        message: BOOKING_MESSAGES.soldOut(ticket.ticketType),
        extensions: { code: 'CONFLICT' },
      });
    expect(await balanceOf(server, ticket.id)).toEqual({
      limitedAmount: 100,
      availableAmount: 0,
      lockedAmount: 100,
      releasedAmount: 0,
    });

    await Promise.all(held.map((r) => answerSandbox(r.data!.paymentUrl!, 'approve')));
    const balance = await balanceOf(server, ticket.id);
    expect(balance).toEqual({ limitedAmount: 100, availableAmount: 0, lockedAmount: 0, releasedAmount: 100 });
    expect(sumsUp(balance)).toBe(true);
    expect(await ticketCount(ticket.id)).toBe(100);
  }, 120_000);
});
