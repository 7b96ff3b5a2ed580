import { REFERRAL_CODE_PATTERN, REFERRAL_MESSAGES } from '@repclub/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { graphqlResult, type TestServer, startTestServer } from '../../test/server';
import { BOOKING_MESSAGES } from './bookings.service';
import { bookingOrders, eventAttendees, referralCodes } from './bookings.tables';
import { balanceOf, insertEvent, manyUsers } from './bookings.test-support';
import { giveRole } from '../events/events.test-support';

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server?.close());

type Headers = Record<string, string>;

const gql = <T>(query: string, variables: Record<string, unknown>, headers: Headers) =>
  graphqlResult<T>(server, query, variables, headers);

const MY_CODE = `{ myReferralCode }`;
const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId status } } }`;
const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { transactionId status } }`;
const COST = `query($e: ID!, $items: [TicketCostItemInput!]!, $ref: String) {
  calculateTicketCost(eventId: $e, items: $items, referralCode: $ref) { total } }`;
const ATTENDEES = `query($id: ID!, $state: String) { eventAttendees(eventId: $id, state: $state) {
  nodes { userId attendeeState referredBy { userId } } } }`;
const APPROVE = `mutation($e: ID!, $u: ID!) { approveAttendee(eventId: $e, userId: $u) { attendeeState } }`;
const DECLINE = `mutation($e: ID!, $u: ID!) { declineAttendee(eventId: $e, userId: $u) { attendeeState } }`;

type Attendees = {
  eventAttendees: {
    nodes: { userId: string; attendeeState: string; referredBy: { userId: string } | null }[];
  };
};

const codeOf = async (headers: Headers) =>
  (await gql<{ myReferralCode: string }>(MY_CODE, {}, headers)).data!.myReferralCode;

async function attendeeRow(eventId: string, userId: string) {
  const [row] = await server.database.db
    .select()
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  return row;
}

/** The buyer presses Pay on the sandbox payment page (which completes the booking). */
async function pay(paymentUrl: string) {
  const response = await server.fetch(`${new URL(paymentUrl).pathname}/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(303);
}

describe('myReferralCode', () => {
  it('is signed in only, made once, and the same on every call', async () => {
    const [user] = await manyUsers(server, 1, clock);
    expect((await gql(MY_CODE, {}, {})).error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    const first = await codeOf(user!.headers);
    expect(first).toMatch(REFERRAL_CODE_PATTERN);
    expect(first).not.toMatch(/[01EILOU]/);
    expect(await codeOf(user!.headers)).toBe(first);
  });

  it('gives one code to many first calls at once', async () => {
    const [user, other] = await manyUsers(server, 2, clock);
    const codes = await Promise.all(Array.from({ length: 12 }, () => codeOf(user!.headers)));
    expect(new Set(codes).size).toBe(1);
    const [row] = await server.database.db
      .select({ n: count() })
      .from(referralCodes)
      .where(eq(referralCodes.userId, user!.userId));
    expect(row!.n).toBe(1);
    expect(await codeOf(other!.headers)).not.toBe(codes[0]);
  });
});

describe('attribution', () => {
  it("attributes a paid booking to the code's owner; the first referral stays", async () => {
    const [host, promoter, otherPromoter, buyer] = await manyUsers(server, 4, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 2000, limitedAmount: 10 }],
    });
    const code = await codeOf(promoter!.headers);
    const started = await gql<{
      purchaseTickets: { paymentUrl: string; booking: { transactionId: string } };
    }>(
      PURCHASE,
      // Typed by hand: lower case and spaces are accepted.
      {
        input: {
          eventId: event.id,
          items: [{ eventTicketId: types[0]!.id, quantity: 1 }],
          referralCode: ` ${code.toLowerCase()} `,
        },
      },
      buyer!.headers,
    );
    expect(started.error).toBeNull();
    const [order] = await server.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, started.data!.purchaseTickets.booking.transactionId));
    expect(order).toMatchObject({ referralCode: code, referredByUserId: promoter!.userId });
    await pay(started.data!.purchaseTickets.paymentUrl);
    expect(await attendeeRow(event.id, buyer!.userId)).toMatchObject({
      state: 'APPROVED',
      referredByUserId: promoter!.userId,
    });

    // A second booking with another promoter's code leaves the attendee with the first.
    const again = await gql<{ purchaseTickets: { paymentUrl: string } }>(
      PURCHASE,
      {
        input: {
          eventId: event.id,
          items: [{ eventTicketId: types[0]!.id, quantity: 1 }],
          referralCode: await codeOf(otherPromoter!.headers),
        },
      },
      buyer!.headers,
    );
    await pay(again.data!.purchaseTickets.paymentUrl);
    expect((await attendeeRow(event.id, buyer!.userId))?.referredByUserId).toBe(promoter!.userId);
  });

  it("ignores the buyer's own code, and attributes RSVPs", async () => {
    const [host, promoter, guest] = await manyUsers(server, 3, clock);
    const { event } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 0, limitedAmount: 10 }],
    });
    const own = await gql(
      RSVP,
      { input: { eventId: event.id, referralCode: await codeOf(promoter!.headers) } },
      promoter!.headers,
    );
    expect(own.error).toBeNull();
    expect((await attendeeRow(event.id, promoter!.userId))?.referredByUserId).toBeNull();

    const refused = await gql(
      RSVP,
      { input: { eventId: event.id, referralCode: 'ABCD-123' } },
      guest!.headers,
    );
    expect(refused.error).toMatchObject({
      message: REFERRAL_MESSAGES.codeInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await attendeeRow(event.id, guest!.userId)).toBeUndefined();
    const rsvp = await gql(
      RSVP,
      { input: { eventId: event.id, referralCode: await codeOf(promoter!.headers) } },
      guest!.headers,
    );
    expect(rsvp.error).toBeNull();
    expect((await attendeeRow(event.id, guest!.userId))?.referredByUserId).toBe(promoter!.userId);
  });

  it('refuses a code nobody has, before payment and at checkout, and changes nothing', async () => {
    const [host, promoter, buyer] = await manyUsers(server, 3, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      // Visitors see prices of events the host previews publicly (docs/decisions/086).
      optIns: { publicPreview: true },
      tickets: [{ price: 2000, limitedAmount: 10 }],
    });
    const items = [{ eventTicketId: types[0]!.id, quantity: 2 }];
    const code = await codeOf(promoter!.headers);
    const unknown = code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
    expect(BOOKING_MESSAGES.referralCodeInvalid).toBe(REFERRAL_MESSAGES.codeInvalid);

    // The cost query: refused for anyone, visitors included; a real code does not change the cost.
    for (const [ref, headers] of [
      [unknown, buyer!.headers],
      ['not a code', {}],
    ] as const) {
      expect((await gql(COST, { e: event.id, items, ref }, headers)).error).toMatchObject({
        message: REFERRAL_MESSAGES.codeInvalid,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const withCode = await gql<{ calculateTicketCost: { total: number } }>(
      COST,
      { e: event.id, items, ref: code },
      {},
    );
    const without = await gql<{ calculateTicketCost: { total: number } }>(COST, { e: event.id, items }, {});
    expect(withCode.data!.calculateTicketCost.total).toBe(without.data!.calculateTicketCost.total);

    // An open checkout stays open when a new one with a bad code is refused.
    const open = await gql<{ purchaseTickets: { booking: { transactionId: string } } }>(
      PURCHASE,
      { input: { eventId: event.id, items: [{ eventTicketId: types[0]!.id, quantity: 1 }] } },
      buyer!.headers,
    );
    expect(open.error).toBeNull();
    const refused = await gql(
      PURCHASE,
      { input: { eventId: event.id, items, referralCode: unknown } },
      buyer!.headers,
    );
    expect(refused.error).toMatchObject({
      message: REFERRAL_MESSAGES.codeInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ availableAmount: 9, lockedAmount: 1 });
    const orders = await server.database.db
      .select()
      .from(bookingOrders)
      .where(and(eq(bookingOrders.eventId, event.id), eq(bookingOrders.userId, buyer!.userId)));
    expect(orders.map((o) => [o.id, o.status])).toEqual([
      [open.data!.purchaseTickets.booking.transactionId, 'PENDING'],
    ]);
  });
});

describe('promoters approve their own attendees', () => {
  it('shows a promoter only the people they referred, and lets them decide only on those', async () => {
    const [host, promoter, door, sponsor, referred, direct, alsoReferred] = await manyUsers(server, 7, clock);
    const { event, types } = await insertEvent(server, host!.userId, {
      now: clock.now(),
      tickets: [{ price: 0, isRequiredApproval: true, limitedAmount: 10 }],
    });
    for (const [user, role] of [
      [promoter, 'PROMOTER'],
      [door, 'DOOR'],
      [sponsor, 'SPONSOR'],
    ] as const)
      await giveRole(server, event.id, user!, role, host!);
    const code = await codeOf(promoter!.headers);
    for (const [guest, referralCode] of [
      [referred, code],
      [direct, null],
      [alsoReferred, code],
    ] as const)
      expect(
        (await gql(RSVP, { input: { eventId: event.id, referralCode } }, guest!.headers)).error,
      ).toBeNull();

    const listed = async (headers: Headers, state: string | null = 'PENDING') => {
      const result = await gql<Attendees>(ATTENDEES, { id: event.id, state }, headers);
      return result.error ?? result.data!.eventAttendees.nodes;
    };
    expect(await listed(promoter!.headers)).toEqual(
      expect.arrayContaining([
        { userId: referred!.userId, attendeeState: 'PENDING', referredBy: { userId: promoter!.userId } },
        { userId: alsoReferred!.userId, attendeeState: 'PENDING', referredBy: { userId: promoter!.userId } },
      ]),
    );
    expect(await listed(promoter!.headers)).toHaveLength(2);
    // The creator sees everyone; so does the door (CanViewAttendees); a sponsor nobody.
    expect(await listed(host!.headers)).toHaveLength(3);
    expect(await listed(door!.headers)).toHaveLength(3);
    expect(await listed(sponsor!.headers)).toMatchObject({ extensions: { code: 'AUTH_NOT_AUTHORIZED' } });

    // Someone else's attendee: refused, and nothing changes.
    for (const mutation of [APPROVE, DECLINE])
      expect(
        (await gql(mutation, { e: event.id, u: direct!.userId }, promoter!.headers)).error,
      ).toMatchObject({
        message: BOOKING_MESSAGES.forbidden,
        extensions: { code: 'AUTH_NOT_AUTHORIZED' },
      });
    // Door and sponsor may not decide, even on the promoter's attendees.
    for (const headers of [door!.headers, sponsor!.headers])
      for (const mutation of [APPROVE, DECLINE])
        expect(
          (await gql(mutation, { e: event.id, u: referred!.userId }, headers)).error?.extensions?.code,
        ).toBe('AUTH_NOT_AUTHORIZED');
    expect((await attendeeRow(event.id, direct!.userId))?.state).toBe('PENDING');

    // Their own: approved, and declined (refunded, still theirs on record).
    expect((await gql(APPROVE, { e: event.id, u: referred!.userId }, promoter!.headers)).data).toEqual({
      approveAttendee: { attendeeState: 'APPROVED' },
    });
    expect((await gql(DECLINE, { e: event.id, u: alsoReferred!.userId }, promoter!.headers)).data).toEqual({
      declineAttendee: { attendeeState: 'DECLINED' },
    });
    expect(await balanceOf(server, types[0]!.id)).toMatchObject({ availableAmount: 8, releasedAmount: 2 });
    expect(await listed(promoter!.headers, 'DECLINED')).toEqual([
      { userId: alsoReferred!.userId, attendeeState: 'DECLINED', referredBy: { userId: promoter!.userId } },
    ]);
    expect(await listed(promoter!.headers, null)).toHaveLength(2);

    // Anyone may ask for only the people they referred.
    const mine = await gql<Attendees>(
      `query($id: ID!) { eventAttendees(eventId: $id, referredByMe: true) { nodes { userId attendeeState referredBy { userId } } } }`,
      { id: event.id },
      host!.headers,
    );
    expect(mine.data!.eventAttendees.nodes).toEqual([]);

    // The creator still decides on everyone.
    expect((await gql(APPROVE, { e: event.id, u: direct!.userId }, host!.headers)).data).toEqual({
      approveAttendee: { attendeeState: 'APPROVED' },
    });

    // The promoter heard of the bookings that waited for them; the creator of all three.
    const NOTES = `{ notifications(first: 10) { nodes { content { defaultPayload { notificationType } } } } }`;
    type Notes = {
      notifications: { nodes: { content: { defaultPayload: { notificationType: string } } }[] };
    };
    const pendingOf = async (headers: Headers) =>
      (await gql<Notes>(NOTES, {}, headers)).data!.notifications.nodes.filter(
        (n) => n.content.defaultPayload.notificationType === 'EventPending',
      ).length;
    expect(await pendingOf(promoter!.headers)).toBe(2);
    expect(await pendingOf(host!.headers)).toBe(3);
  });
});
