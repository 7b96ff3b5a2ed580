import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createRateLimiter } from '../../platform/http/rate-limit';
import { createServices } from '../../modules';
import { graphqlResult, type TestServer, startTestServer } from '../../test/server';
import { users } from '../users/users.tables';
import { waitingListEntries } from './bookings.tables';
import { insertEvent, manyUsers } from './bookings.test-support';

/**
 * Item 20 of issue 11: bookings send e-mail (docs/decisions/058). Every mail is read back from the outbox
 * (GET /api/dev/outbox), after the real flow: sandbox checkout, RSVP, approval, waiting list, refund, share,
 * gift.
 */
const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof manyUsers>>[number];

const gql = <T>(query: string, variables: Record<string, unknown>, headers: Headers) =>
  graphqlResult<T>(server, query, variables, headers);

const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId status totalPrice } } }`;
const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId status
  tickets { ticketId } } }`;
const REFUND = `mutation($id: ID!) { refundBooking(transactionId: $id) { status } }`;
const APPROVE = `mutation($e: ID!, $u: ID!) { approveAttendee(eventId: $e, userId: $u) { attendeeState } }`;
const DECLINE = `mutation($e: ID!, $u: ID!) { declineAttendee(eventId: $e, userId: $u) { attendeeState } }`;
const SHARE = `mutation($id: ID!) { shareTicket(ticketId: $id) { url } }`;
const CLAIM = `mutation($id: ID!, $token: String!) { claimSharedTicket(ticketId: $id, token: $token) { ticketId } }`;
const REVOKE = `mutation($id: ID!) { revokeTicketShare(ticketId: $id) { shareState } }`;

type Purchase = {
  purchaseTickets: {
    paymentUrl: string | null;
    booking: { transactionId: string; status: string; totalPrice: number };
  };
};
type Rsvp = { rsvpEvent: { transactionId: string; status: string; tickets: { ticketId: string }[] } };
type Mail = { to: string; subject: string; text: string; link: string | null };

/** The buyer presses Approve on the sandbox payment page (which completes the booking, as a webhook would). */
async function approveSandbox(paymentUrl: string) {
  const response = await server.fetch(`${new URL(paymentUrl).pathname}/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(303);
}

/** Mail goes out after the booking is written, without holding up the answer: wait for it to arrive. */
async function mailTo(person: Person, subject: string): Promise<Mail> {
  return vi.waitFor(
    async () => {
      const found = ((await server.outbox(person.row.email!)) as Mail[]).find((m) => m.subject === subject);
      if (!found) throw new Error(`no mail "${subject}" to ${person.row.email}`);
      return found;
    },
    { timeout: 5000, interval: 50 },
  );
}

const subjectsTo = async (person: Person) =>
  ((await server.outbox(person.row.email!)) as Mail[]).map((m) => m.subject);

/** Lets any mail still on its way arrive, so that "no mail" checks mean something. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const eventLink = (slug: string) => `http://repclub.test/events/${slug}`;
const RECEIPTS = 'http://repclub.test/profile?tab=documents';

async function buy(buyer: Person, input: Record<string, unknown>) {
  const started = await gql<Purchase>(PURCHASE, { input }, buyer.headers);
  expect(started.error).toBeNull();
  await approveSandbox(started.data!.purchaseTickets.paymentUrl!);
  return started.data!.purchaseTickets.booking;
}

describe('purchase confirmation', () => {
  it('sends the buyer the tickets and the receipt once the payment completes', async () => {
    const [host, buyer] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'General', price: 5000, limitedAmount: 10 }],
    });
    const started = await gql<Purchase>(
      PURCHASE,
      { input: { eventId: event.id, items: [{ eventTicketId: types[0]!.id, quantity: 2 }] } },
      buyer!.headers,
    );
    // Nothing is mailed for a checkout that is not paid yet.
    await settle();
    expect(await subjectsTo(buyer!)).toEqual([]);

    await approveSandbox(started.data!.purchaseTickets.paymentUrl!);
    const mail = await mailTo(buyer!, `Your tickets for ${event.displayName}`);
    expect(mail.to).toBe(buyer!.row.email);
    expect(mail.link).toBe(eventLink(event.slug));
    // The tickets: the event, its time in the event's own zone (America/Los_Angeles), the type and quantity.
    expect(mail.text).toContain(event.displayName);
    expect(mail.text).toContain('When: Jun 8, 2026 11:00 AM – 3:00 PM PDT');
    expect(mail.text).toContain('2 × General');
    expect(mail.text).toContain(`Your tickets: ${eventLink(event.slug)}`);
    // The receipt: its number, each line and the total as money, and where the PDF is.
    const id = started.data!.purchaseTickets.booking.transactionId;
    expect(mail.text).toContain(`Receipt R-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(mail.text).toContain('General ticket: 2 × $50.00 = $100.00');
    expect(mail.text).toContain('Total paid: $110.48');
    expect(mail.text).toContain(`Receipt (PDF): ${RECEIPTS}`);

    // A second confirmation (the return page after the sandbox's own) sends nothing more.
    await gql(
      `mutation($id: ID!) { confirmCheckout(transactionId: $id) { status } }`,
      { id },
      buyer!.headers,
    );
    await settle();
    expect(
      (await subjectsTo(buyer!)).filter((s) => s === `Your tickets for ${event.displayName}`),
    ).toHaveLength(1);
  });

  it('confirms a free RSVP without a receipt, even with every e-mail subscription turned off', async () => {
    const [host, guest] = await manyUsers(server, 2, clock);
    await server.database.db
      .update(users)
      .set({
        emailSubscriptions: {
          productUpdates: false,
          eventReminders: false,
          clubNews: false,
          marketing: false,
        },
      })
      .where(eq(users.id, guest!.userId));
    const { event } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'RSVP', price: 0 }],
    });
    expect((await gql<Rsvp>(RSVP, { input: { eventId: event.id } }, guest!.headers)).error).toBeNull();
    const mail = await mailTo(guest!, `You're going to ${event.displayName}`);
    expect(mail.text).toContain('1 × RSVP');
    expect(mail.text).toContain('When: Jun 8, 2026 11:00 AM – 3:00 PM PDT');
    expect(mail.text).not.toContain('Receipt');
    expect(mail.link).toBe(eventLink(event.slug));
  });
});

describe('approval', () => {
  it('tells a buyer that their request waits for the host, then that they are approved', async () => {
    const [host, guest] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'VIP', price: 2000, isRequiredApproval: true }],
    });
    await buy(guest!, { eventId: event.id, items: [{ eventTicketId: types[0]!.id, quantity: 1 }] });
    const request = await mailTo(guest!, `Your request to attend ${event.displayName}`);
    expect(request.text).toContain('The host reviews each request');
    expect(request.text).toContain('1 × VIP');
    // Reserved, not taken, until the host approves (docs/decisions/114).
    expect(request.text).toContain('Request sent — you will be charged only if the host approves.');
    expect(request.text).toContain('Reserved, not charged:');
    expect(request.text).not.toContain('Total paid:');
    expect(request.text).not.toContain("You're going");

    expect((await gql(APPROVE, { e: event.id, u: guest!.userId }, host!.headers)).error).toBeNull();
    const approved = await mailTo(guest!, `You're approved for ${event.displayName}`);
    expect(approved.text).toContain('The host approved your request');
    expect(approved.link).toBe(eventLink(event.slug));
    // The host is told in the app (EventPending), not by mail.
    expect(await subjectsTo(host!)).toEqual([]);

    // Approved once, approved for good: their next booking is confirmed at once, and says so.
    await buy(guest!, { eventId: event.id, items: [{ eventTicketId: types[0]!.id, quantity: 1 }] });
    const more = await mailTo(guest!, `Your tickets for ${event.displayName}`);
    expect(more.text).not.toContain('The host reviews each request');
  });

  it('tells a declined buyer that nothing was charged (the reserved payment is released)', async () => {
    const [host, guest] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'VIP', price: 2000, isRequiredApproval: true }],
    });
    await buy(guest!, {
      eventId: event.id,
      items: [{ eventTicketId: types[0]!.id, quantity: 1 }],
    });
    expect((await gql(DECLINE, { e: event.id, u: guest!.userId }, host!.headers)).error).toBeNull();
    const declined = await mailTo(guest!, `Your request to attend ${event.displayName} was declined`);
    expect(declined.text).toContain('The host could not approve your request');
    expect(declined.text).toContain('you were not charged');
    // Nothing was taken, so nothing is refunded (docs/decisions/114).
    expect(await subjectsTo(guest!)).not.toContain(`Your refund for ${event.displayName}`);
  });
});

describe('refunds', () => {
  it('sends the buyer the amount refunded', async () => {
    const [host, buyer] = await manyUsers(server, 2, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'General', price: 5000 }],
    });
    const booking = await buy(buyer!, {
      eventId: event.id,
      items: [{ eventTicketId: types[0]!.id, quantity: 2 }],
    });
    expect((await gql(REFUND, { id: booking.transactionId }, buyer!.headers)).error).toBeNull();
    const mail = await mailTo(buyer!, `Your refund for ${event.displayName}`);
    expect(mail.text).toContain('We refunded $110.48 to the payment method you used');
    expect(mail.text).toContain('Your 2 tickets are cancelled');
    // Refunding again changes nothing and sends nothing.
    expect((await gql(REFUND, { id: booking.transactionId }, buyer!.headers)).error).toBeNull();
    await settle();
    expect((await subjectsTo(buyer!)).filter((s) => s.startsWith('Your refund'))).toHaveLength(1);
  });

  it('tells whoever holds a ticket of a cancelled free booking', async () => {
    const [host, owner, friend] = await manyUsers(server, 3, clock);
    const { event } = await insertEvent(server, host!.userId, { now: clock.now(), tickets: [{ price: 0 }] });
    const booked = await gql<Rsvp>(RSVP, { input: { eventId: event.id } }, owner!.headers);
    const ticketId = booked.data!.rsvpEvent.tickets[0]!.ticketId;
    const shared = await gql<{ shareTicket: { url: string } }>(SHARE, { id: ticketId }, owner!.headers);
    const token = new URL(shared.data!.shareTicket.url).searchParams.get('token')!;
    expect((await gql(CLAIM, { id: ticketId, token }, friend!.headers)).error).toBeNull();

    // With a claimed ticket out, only the event's team may cancel the booking (decision 048).
    expect((await gql(REFUND, { id: booked.data!.rsvpEvent.transactionId }, host!.headers)).error).toBeNull();
    const own = await mailTo(owner!, `Your booking for ${event.displayName} was cancelled`);
    expect(own.text).not.toContain('refunded');
    const theirs = await mailTo(friend!, `Your ticket to ${event.displayName} was cancelled`);
    expect(theirs.text).toContain(
      `The booking ${owner!.row.name} made for ${event.displayName} was cancelled`,
    );
  });
});

describe('the waiting list', () => {
  it('mails the offer with its deadline in the event’s time zone', async () => {
    const [host, first, second] = await manyUsers(server, 3, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'Floor', limitedAmount: 1, price: 1000 }],
    });
    const only = types[0]!;
    const bought = await buy(first!, { eventId: event.id, items: [{ eventTicketId: only.id, quantity: 1 }] });
    const JOIN = `mutation($id: ID!) { joinWaitingList(eventTicketId: $id, quantity: 1) { status } }`;
    expect((await gql(JOIN, { id: only.id }, second!.headers)).error).toBeNull();

    expect((await gql(REFUND, { id: bought.transactionId }, first!.headers)).error).toBeNull();
    const mail = await mailTo(second!, `Tickets are held for you: ${event.displayName}`);
    // Held for 24 hours from 2026-06-01T18:00Z: 11:00 AM the next day in Los Angeles.
    expect(mail.text).toContain('Claim it by Jun 2, 2026 11:00 AM PDT');
    expect(mail.text).toContain('1 × Floor');
    expect(mail.text).toContain('Total to pay:');
    expect(mail.link).toBe(eventLink(event.slug));
    const [entry] = await server.database.db
      .select()
      .from(waitingListEntries)
      .where(
        and(eq(waitingListEntries.eventTicketId, only.id), eq(waitingListEntries.userId, second!.userId)),
      );
    expect(entry?.status).toBe('OFFERED');
  });
});

describe('shared and gifted tickets', () => {
  it('tells the sharer their ticket was claimed, the claimer they hold it, and the claimer when it is taken back', async () => {
    const [host, owner, friend] = await manyUsers(server, 3, clock);
    const { event } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'Guest', price: 0 }],
    });
    const booked = await gql<Rsvp>(RSVP, { input: { eventId: event.id } }, owner!.headers);
    const ticketId = booked.data!.rsvpEvent.tickets[0]!.ticketId;
    const shared = await gql<{ shareTicket: { url: string } }>(SHARE, { id: ticketId }, owner!.headers);
    const token = new URL(shared.data!.shareTicket.url).searchParams.get('token')!;
    expect((await gql(CLAIM, { id: ticketId, token }, friend!.headers)).error).toBeNull();

    const claimed = await mailTo(owner!, `${friend!.row.name} claimed your ticket to ${event.displayName}`);
    expect(claimed.text).toContain('You can take it back from the event page until it is used.');
    expect(claimed.text).not.toContain(friend!.row.email!);
    const received = await mailTo(friend!, `Your ticket to ${event.displayName}`);
    expect(received.text).toContain(`${owner!.row.name} shared a ticket with you`);
    expect(received.text).toContain('1 × Guest');
    expect(received.link).toBe(eventLink(event.slug));

    expect((await gql(REVOKE, { id: ticketId }, owner!.headers)).error).toBeNull();
    const taken = await mailTo(friend!, `Your ticket to ${event.displayName} was taken back`);
    expect(taken.text).toContain(`${owner!.row.name} took back the ticket they shared with you`);
  });

  it('sends the tickets to the recipient of a gift, and the receipt to the buyer', async () => {
    const [host, sender, friend] = await manyUsers(server, 3, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'General', price: 5000 }],
    });
    await buy(sender!, {
      eventId: event.id,
      items: [{ eventTicketId: types[0]!.id, quantity: 2 }],
      giftRecipientEmail: friend!.row.email,
    });
    const gift = await mailTo(friend!, `${sender!.row.name} sent you tickets to ${event.displayName}`);
    expect(gift.text).toContain('2 × General');
    expect(gift.text).toContain('When: Jun 8, 2026 11:00 AM – 3:00 PM PDT');
    expect(gift.text).not.toContain('$');
    expect(gift.link).toBe(eventLink(event.slug));
    const receipt = await mailTo(sender!, `Your gift to ${friend!.row.name}: ${event.displayName}`);
    expect(receipt.text).toContain('Total paid: $110.48');
    expect(receipt.text).not.toContain(`Your tickets: `);
  });
});

describe('gift mail', () => {
  it('sends one recipient at most 10 gift e-mails an hour; the tickets still arrive', async () => {
    const [host, sender, target] = await manyUsers(server, 3, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'Free', price: 0, limitedAmount: 50 }],
    });
    const GIFT = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) { booking { status } } }`;
    for (let i = 0; i < 12; i++) {
      const sent = await gql<{ purchaseTickets: { booking: { status: string } } }>(
        GIFT,
        {
          input: {
            eventId: event.id,
            items: [{ eventTicketId: types[0]!.id, quantity: 1 }],
            giftRecipientEmail: target!.row.email,
          },
        },
        sender!.headers,
      );
      expect(sent.data?.purchaseTickets.booking.status).toBe('COMPLETED');
    }
    const subject = `${sender!.row.name} sent you tickets to ${event.displayName}`;
    await vi.waitFor(
      async () => expect((await subjectsTo(target!)).filter((s) => s === subject)).toHaveLength(10),
      { timeout: 5000, interval: 50 },
    );
    await settle();
    expect((await subjectsTo(target!)).filter((s) => s === subject)).toHaveLength(10);
    // The sender's own confirmations are not limited.
    expect(
      (await subjectsTo(sender!)).filter(
        (s) => s === `Your gift to ${target!.row.name}: ${event.displayName}`,
      ),
    ).toHaveLength(12);
  });
});

describe('a mail that cannot be sent', () => {
  it('never breaks the booking, and is logged', async () => {
    const [host, buyer] = await manyUsers(server, 2, clock);
    const { event } = await insertEvent(server, host!.userId, { now: clock.now(), tickets: [{ price: 0 }] });
    const errors: unknown[] = [];
    // Another server process whose SMTP server does not answer.
    const broken = createServices({
      db: server.database.db,
      config: { ...server.config, mailUrl: 'smtp://127.0.0.1:9' },
      clock,
      jwtSecret: randomBytes(36).toString('base64url'),
      rateLimiter: createRateLimiter(undefined),
      log: {
        error: (details: unknown) => void errors.push(details),
        warn: () => undefined,
        info: () => undefined,
      },
    });
    const viewer = { userId: buyer!.userId, user: buyer!.row, isAdmin: false } as unknown as Parameters<
      typeof broken.bookings.rsvpEvent
    >[0];
    const order = await broken.bookings.rsvpEvent(viewer, { eventId: event.id });
    expect(order.status).toBe('COMPLETED');
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 10_000, interval: 50 });
  });
});
