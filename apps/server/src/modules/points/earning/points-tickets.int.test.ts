import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, POINTS_PURCHASE_MESSAGES as M } from '@repclub/shared';
import { createServices } from '../../../modules';
import { fixedClock } from '../../../platform/clock';
import { createRateLimiter } from '../../../platform/http/rate-limit';
import { graphqlResult, type TestServer, startTestServer } from '../../../test/server';
import { bookingOrders, tickets } from '../../bookings/bookings.tables';
import { insertEvent } from '../../bookings/bookings.test-support';
import { type Caller, checkinEvent, rsvp, scanId } from '../../checkin/checkin.test-support';
import { clubWithTeam } from '../../clubs/clubs.test-support';
import { eventClubs, eventTicketTypes } from '../../events/events.tables';
import { ledgerAccounts } from '../../ledger/ledger.tables';
import { notifications } from '../../notifications/notifications.tables';
import { transactions } from '../../payments/payments.tables';

/**
 * Earning and spending points with tickets (docs/decisions/101): a ticket type's repPoints reach the holder at
 * the ticket's first check-in, in every club of the event, once; tickets priced in a club's points are paid in
 * the order's transaction (never overdrawn, even in parallel) and a refund gives the points back.
 */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const gql = <T>(query: string, variables: Record<string, unknown>, caller: Caller) =>
  graphqlResult<T>(server, query, variables, caller.headers);

const CHECK_IN = `mutation($e: ID!, $i: ScanInput!) { checkIn(eventId: $e, input: $i) { outcome refusal } }`;
const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId status totalPrice tickets { ticketId } } } }`;
const REFUND = `mutation($id: ID!) { refundBooking(transactionId: $id) { status } }`;
const UPSERT = `mutation($e: ID!, $t: ID, $i: EventTicketInput!) { upsertEventTicket(eventId: $e, eventTicketId: $t, input: $i) {
  eventTicketId pointsPrice pointsClubId repPoints } }`;

type Purchase = {
  purchaseTickets: {
    paymentUrl: string | null;
    booking: { transactionId: string; status: string; totalPrice: number; tickets: { ticketId: string }[] };
  };
};

async function pointsOf(clubId: string, userId: string) {
  const [row] = await server.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.asset, `points:${clubId}`),
        eq(ledgerAccounts.ownerKind, 'user'),
        eq(ledgerAccounts.ownerId, userId),
      ),
    );
  return row?.balance ?? 0;
}

/** Issues points to a user from the club (what a grant or a purchase does), through the ledger. */
async function give(clubId: string, userId: string, amount: number) {
  const services = createServices({
    db: server.database.db,
    config: server.config,
    clock,
    jwtSecret: randomBytes(36).toString('base64url'),
    rateLimiter: createRateLimiter(undefined),
  });
  await services.ledger.transfer(server.database.db, {
    asset: `points:${clubId}`,
    from: { kind: 'issuer', ownerId: clubId },
    to: { kind: 'user', userId },
    amount,
    reason: 'GRANT',
    idempotencyKey: `test-give:${randomBytes(8).toString('hex')}`,
    operation: { type: 'GRANT', id: clubId },
  });
}

let linked = 0;
const link = (eventId: string, clubId: string) =>
  server.database.db.insert(eventClubs).values({ eventId, clubId, position: linked++, addedAt: new Date() });

describe('earning points at check-in (decision 101)', () => {
  it("credits a ticket's repPoints at its first check-in, in every club of the event, once", async () => {
    const t = await checkinEvent(server, clock);
    const one = await clubWithTeam(server, clock);
    const two = await clubWithTeam(server, clock);
    await link(t.event.id, one.club.id);
    await link(t.event.id, two.club.id);
    await server.database.db
      .update(eventTicketTypes)
      .set({ repPoints: 50 })
      .where(eq(eventTicketTypes.id, t.general.id));

    const { code } = await rsvp(server, t.attendee, t.event.id, t.general.id);
    // Not at booking.
    expect(await pointsOf(one.club.id, t.attendee.userId)).toBe(0);
    const first = await gql<{ checkIn: { outcome: string } }>(
      CHECK_IN,
      { e: t.event.id, i: { scanId: scanId(), code } },
      t.door,
    );
    expect(first.data!.checkIn.outcome).toBe('ADMITTED');
    expect(await pointsOf(one.club.id, t.attendee.userId)).toBe(50);
    expect(await pointsOf(two.club.id, t.attendee.userId)).toBe(50);
    const again = await gql<{ checkIn: { outcome: string } }>(
      CHECK_IN,
      { e: t.event.id, i: { scanId: scanId(), code } },
      t.door,
    );
    expect(again.data!.checkIn.outcome).toBe('REFUSED');
    expect(await pointsOf(one.club.id, t.attendee.userId)).toBe(50);
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, t.attendee.userId), eq(notifications.type, 'PointsEarned')));
    expect(told.map((n) => n.message).sort()).toEqual(
      [
        M.earned(50, one.club.displayName, t.event.displayName),
        M.earned(50, two.club.displayName, t.event.displayName),
      ].sort(),
    );

    // A ticket type without repPoints earns nothing.
    const { code: vip } = await rsvp(server, t.stranger, t.event.id, t.vip.id);
    await gql(CHECK_IN, { e: t.event.id, i: { scanId: scanId(), code: vip } }, t.door);
    expect(await pointsOf(one.club.id, t.stranger.userId)).toBe(0);
  });

  it('a booked-then-refunded ticket earns nothing', async () => {
    const t = await checkinEvent(server, clock);
    const { club } = await clubWithTeam(server, clock);
    await link(t.event.id, club.id);
    await server.database.db
      .update(eventTicketTypes)
      .set({ repPoints: 80 })
      .where(eq(eventTicketTypes.id, t.general.id));
    const { ticketId, code } = await rsvp(server, t.attendee, t.event.id, t.general.id);
    const [ticket] = await server.database.db.select().from(tickets).where(eq(tickets.id, ticketId));
    const refunded = await gql(REFUND, { id: ticket!.orderId }, t.attendee);
    expect(refunded.error).toBeNull();
    const scan = await gql<{ checkIn: { outcome: string } }>(
      CHECK_IN,
      { e: t.event.id, i: { scanId: scanId(), code } },
      t.door,
    );
    expect(scan.data!.checkIn.outcome).toBe('REFUSED');
    expect(await pointsOf(club.id, t.attendee.userId)).toBe(0);
  });
});

describe('paying for tickets with points (decision 101)', () => {
  async function pointsEvent(price = 100) {
    const setup = await clubWithTeam(server, clock);
    const { event, types } = await insertEvent(server, setup.owner.userId, {
      now: clock.now(),
      tickets: [
        { ticketType: 'Points', price: 2500 },
        { ticketType: 'Money only', price: 2500 },
      ],
    });
    await link(event.id, setup.club.id);
    await server.database.db
      .update(eventTicketTypes)
      .set({ pointsPrice: price, pointsClubId: setup.club.id })
      .where(eq(eventTicketTypes.id, types[0]!.id));
    return { ...setup, event, pointsType: types[0]!, moneyType: types[1]! };
  }

  it('pays in the order’s transaction, refuses without enough points, and gives them back on refund', async () => {
    const { club, member, stranger, event, pointsType, moneyType } = await pointsEvent();
    await give(club.id, member.userId, 150);
    const input = (items: { eventTicketId: string; quantity: number }[], extra = {}) => ({
      input: { eventId: event.id, items, payWithPoints: true, ...extra },
    });

    const paid = await gql<Purchase>(
      PURCHASE,
      input([{ eventTicketId: pointsType.id, quantity: 1 }]),
      member,
    );
    expect(paid.error).toBeNull();
    const booking = paid.data!.purchaseTickets.booking;
    expect(paid.data!.purchaseTickets.paymentUrl).toBeNull();
    expect(booking).toMatchObject({ status: 'COMPLETED', totalPrice: 0 });
    expect(booking.tickets).toHaveLength(1);
    expect(await pointsOf(club.id, member.userId)).toBe(50);
    const [order] = await server.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, booking.transactionId));
    expect(order).toMatchObject({ paymentProvider: 'POINTS', pointsTotal: 100, pointsClubId: club.id });
    const [money] = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, booking.transactionId));
    expect(money).toMatchObject({ paymentMethod: 'POINTS', totalAmount: 0, status: 'COMPLETED' });

    const short = await gql(PURCHASE, input([{ eventTicketId: pointsType.id, quantity: 1 }]), member);
    expect(short.error).toMatchObject({
      message: M.notEnoughPoints(club.displayName, 100, 50),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const moneyOnly = await gql(PURCHASE, input([{ eventTicketId: moneyType.id, quantity: 1 }]), member);
    expect(moneyOnly.error?.message).toBe(M.pointsOnly);
    const gift = await gql(
      PURCHASE,
      input([{ eventTicketId: pointsType.id, quantity: 1 }], { giftRecipientEmail: stranger.row.email }),
      member,
    );
    expect(gift.error?.message).toBe(M.noPointsForGift);
    expect(await pointsOf(club.id, member.userId)).toBe(50);

    const refunded = await gql<{ refundBooking: { status: string } }>(
      REFUND,
      { id: booking.transactionId },
      member,
    );
    expect(refunded.data!.refundBooking.status).toBe('REFUNDED');
    expect(await pointsOf(club.id, member.userId)).toBe(150);
    // Refunding again moves nothing more.
    await gql(REFUND, { id: booking.transactionId }, member);
    expect(await pointsOf(club.id, member.userId)).toBe(150);
  });

  it('parallel orders cannot spend the same points twice', async () => {
    const first = await pointsEvent(100);
    const { club, member } = first;
    // A second event of the same club: the two orders do not share the buyer's per-event lock.
    const { event: other, types } = await insertEvent(server, first.owner.userId, {
      now: clock.now(),
      tickets: [{ ticketType: 'Points', price: 2500 }],
    });
    await link(other.id, club.id);
    await server.database.db
      .update(eventTicketTypes)
      .set({ pointsPrice: 100, pointsClubId: club.id })
      .where(eq(eventTicketTypes.id, types[0]!.id));
    await give(club.id, member.userId, 150);
    const orders = [
      { eventId: first.event.id, items: [{ eventTicketId: first.pointsType.id, quantity: 1 }] },
      { eventId: other.id, items: [{ eventTicketId: types[0]!.id, quantity: 1 }] },
      { eventId: first.event.id, items: [{ eventTicketId: first.pointsType.id, quantity: 1 }] },
    ];
    const results = await Promise.all(
      orders.map((o) => gql<Purchase>(PURCHASE, { input: { ...o, payWithPoints: true } }, member)),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    for (const refused of results.filter((r) => r.error !== null))
      expect(refused.error!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await pointsOf(club.id, member.userId)).toBe(50);
  });

  it("takes a points price only in one of the event's clubs (editor)", async () => {
    const { club, owner, event, moneyType } = await pointsEvent();
    const elsewhere = await clubWithTeam(server, clock);
    const refused = await gql(
      UPSERT,
      { e: event.id, t: moneyType.id, i: { pointsPrice: 40, pointsClubId: elsewhere.club.id } },
      owner,
    );
    expect(refused.error).toMatchObject({
      message: EVENT_MESSAGES.pointsClubNotOfEvent,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const half = await gql(UPSERT, { e: event.id, t: moneyType.id, i: { pointsPrice: 40 } }, owner);
    expect(half.error?.message).toBe(EVENT_MESSAGES.pointsClubRequired);
    const ok = await gql<{ upsertEventTicket: { pointsPrice: number; pointsClubId: string } }>(
      UPSERT,
      { e: event.id, t: moneyType.id, i: { pointsPrice: 40, pointsClubId: club.id, repPoints: 5 } },
      owner,
    );
    expect(ok.error).toBeNull();
    expect(ok.data!.upsertEventTicket).toMatchObject({ pointsPrice: 40, pointsClubId: club.id });
  });
});
