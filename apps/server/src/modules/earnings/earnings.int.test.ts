import { randomBytes } from 'node:crypto';
import { EARNINGS_MESSAGES } from '@repclub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../modules';
import { fixedClock } from '../../platform/clock';
import { createRateLimiter } from '../../platform/http/rate-limit';
import { type TestServer, startTestServer } from '../../test/server';
import { bookingOrders } from '../bookings/bookings.tables';
import { insertEvent, manyUsers } from '../bookings/bookings.test-support';
import { eventRoles, events } from '../events/events.tables';
import { notifications } from '../notifications/notifications.tables';
import {
  payoutAccounts,
  sandboxPayoutAccounts,
  sandboxPayouts,
  transactions,
} from '../payments/payments.tables';
import { eventPayouts } from './earnings.tables';
import { PAYOUT_GIVE_UP_MS, PAYOUT_RECONCILE_GRACE_MS } from './earnings.service';

/**
 * Event earnings, promoter sales and payouts (issue 13 "Money for hosts"; docs/decisions/075): real checkouts on
 * the sandbox, real HTTP, the sandbox payout provider.
 */
const clock = fixedClock('2026-06-01T18:00:00.000Z');
/** When set, the next payout crashes right after the provider paid it (before the outcome is written). */
let crashNextPayout = false;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    clock,
    faults: {
      afterPayoutCall() {
        if (!crashNextPayout) return;
        crashNextPayout = false;
        throw new Error('injected crash after the payout provider paid');
      },
    },
  });
});
afterAll(async () => {
  await server?.close();
});

type Headers = Record<string, string>;
type GqlError = { message: string; extensions?: { code?: string } };

async function gql<T>(query: string, variables: Record<string, unknown>, headers: Headers) {
  const { body } = await server.graphql<T>(query, variables, headers);
  return { data: (body.data ?? null) as T | null, error: (body.errors?.[0] ?? null) as GqlError | null };
}

const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId status } } }`;
const REFUND = `mutation($id: ID!) { refundBooking(transactionId: $id) { status } }`;
const MY_CODE = `query { myReferralCode }`;
const EARNINGS = `query($e: ID!) { eventEarnings(eventId: $e) {
  eventId currency totalPrice totalFees serviceFees processingFees ticketSales totalTaxes totalGratuity
  netEarnings totalQuantity totalOrders
  ticketBreakdown { eventTicketId ticketType unitPrice quantity total } } }`;
const PROMOTERS = `query($e: ID!) { promoterSales(eventId: $e) {
  promoterId promoter { userId } orders ticketsSold amount } }`;
const INFO = `query($e: ID!) { requestedPayoutInfo(eventId: $e) {
  canRequestPayout blockedReason lastRequestedTime totalBalance totalEarned totalPaidOut eventEnded
  hasPayoutAccount payoutAccountReady payoutInProgress payouts { amount status } } }`;
const REQUEST = `mutation($input: RequestPayoutInput!) { requestPayout(input: $input) {
  payoutId transactionId amount currency status requestedAt completedAt } }`;

type Earnings = {
  totalPrice: number;
  totalFees: number;
  serviceFees: number;
  processingFees: number;
  ticketSales: number;
  totalTaxes: number;
  totalGratuity: number;
  netEarnings: number;
  totalQuantity: number;
  totalOrders: number;
  ticketBreakdown: {
    eventTicketId: string;
    ticketType: string;
    unitPrice: number;
    quantity: number;
    total: number;
  }[];
};
type Info = {
  canRequestPayout: boolean;
  blockedReason: string | null;
  lastRequestedTime: string | null;
  totalBalance: number;
  totalEarned: number;
  totalPaidOut: number;
  eventEnded: boolean;
  hasPayoutAccount: boolean;
  payoutAccountReady: boolean;
  payoutInProgress: boolean;
  payouts: { amount: number; status: string }[];
};
type Payout = { payoutId: string; transactionId: string; amount: number; status: string };

/** A paid checkout, paid on the sandbox page; answers the order id. */
async function buy(
  headers: Headers,
  eventId: string,
  items: { eventTicketId: string; quantity: number }[],
  referralCode?: string,
) {
  const started = await gql<{ purchaseTickets: { paymentUrl: string; booking: { transactionId: string } } }>(
    PURCHASE,
    { input: { eventId, items, ...(referralCode ? { referralCode } : {}) } },
    headers,
  );
  expect(started.error).toBeNull();
  const response = await server.fetch(
    `${new URL(started.data!.purchaseTickets.paymentUrl).pathname}/approve`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    },
  );
  expect(response.status).toBe(303);
  return started.data!.purchaseTickets.booking.transactionId;
}

async function giveRole(eventId: string, userId: string, role: string) {
  await server.database.db.insert(eventRoles).values({ eventId, userId, role, status: 'APPROVED' });
}

/** The event is over (payouts may be requested once it ended). */
async function endEvent(eventId: string) {
  const now = clock.now().getTime();
  await server.database.db
    .update(events)
    .set({ startDate: new Date(now - 6 * 3_600_000), endDate: new Date(now - 3_600_000) })
    .where(eq(events.id, eventId));
}

/** Another process's services on the same database (reconciliation as a second server would run it). */
const otherProcess = () =>
  createServices({
    db: server.database.db,
    config: server.config,
    clock,
    jwtSecret: randomBytes(36).toString('base64url'),
    rateLimiter: createRateLimiter(undefined),
  }).earnings;

/** The provider pauses (or resumes) payouts to a sandbox account, behind RepClub's back. */
async function setProviderPayouts(accountId: string, payoutsEnabled: boolean) {
  await server.database.db
    .update(sandboxPayoutAccounts)
    .set({ payoutsEnabled })
    .where(eq(sandboxPayoutAccounts.id, accountId));
}

/** A sandbox payout account that finished onboarding, as the hosted pages would leave it. */
async function linkPayoutAccount(userId: string, payoutsEnabled = true) {
  const id = `acct_sbx_${randomBytes(8).toString('hex')}`;
  await server.database.db.insert(sandboxPayoutAccounts).values({
    id,
    idempotencyKey: `test-${id}`,
    detailsSubmitted: true,
    payoutsEnabled,
    displayName: 'Host Bank',
  });
  await server.database.db.insert(payoutAccounts).values({
    userId,
    provider: 'SANDBOX',
    externalAccountId: id,
    status: payoutsEnabled ? 'ACTIVE' : 'RESTRICTED',
    payoutsEnabled,
    detailsSubmitted: true,
  });
  return id;
}

/** An event with two paid ticket types, sold: 2 × A (via the promoter's code) and 1 × B. */
async function soldEvent() {
  const [host, buyer, other, promoter, coHost, door, stranger] = await manyUsers(server, 7, clock);
  const { event, types } = await insertEvent(server, host!.userId, {
    now: clock.now(),
    tickets: [
      { ticketType: 'General', price: 2500, limitedAmount: 50 },
      { ticketType: 'VIP', price: 6000, limitedAmount: 10 },
    ],
  });
  await giveRole(event.id, promoter!.userId, 'PROMOTER');
  await giveRole(event.id, coHost!.userId, 'CO_HOST');
  await giveRole(event.id, door!.userId, 'DOOR');
  const code = (await gql<{ myReferralCode: string }>(MY_CODE, {}, promoter!.headers)).data!.myReferralCode;
  const referred = await buy(buyer!.headers, event.id, [{ eventTicketId: types[0]!.id, quantity: 2 }], code);
  const direct = await buy(other!.headers, event.id, [{ eventTicketId: types[1]!.id, quantity: 1 }]);
  return {
    host: host!,
    buyer: buyer!,
    other: other!,
    promoter: promoter!,
    coHost: coHost!,
    door: door!,
    stranger: stranger!,
    event,
    types,
    orders: { referred, direct },
  };
}

async function costOf(orderId: string) {
  const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
  return row!.cost;
}

describe('eventEarnings', () => {
  it('adds up the completed bookings, and a refund takes its booking out', async () => {
    const { host, event, types, orders } = await soldEvent();
    const [a, b] = [await costOf(orders.referred), await costOf(orders.direct)];
    const before = (await gql<{ eventEarnings: Earnings }>(EARNINGS, { e: event.id }, host.headers)).data!
      .eventEarnings;
    expect(before).toMatchObject({
      totalOrders: 2,
      totalQuantity: 3,
      ticketSales: 2 * 2500 + 6000,
      totalPrice: a.total + b.total,
      serviceFees: a.serviceFee + b.serviceFee,
      processingFees: a.processingFee + b.processingFee,
      totalFees: a.serviceFee + a.processingFee + b.serviceFee + b.processingFee,
      netEarnings: a.hostBalance + b.hostBalance,
    });
    // What buyers paid is what the host earns plus the fees.
    expect(before.totalPrice).toBe(before.netEarnings + before.totalFees);
    expect(before.netEarnings).toBe(before.ticketSales + before.totalTaxes + before.totalGratuity);
    expect(before.totalFees).toBeGreaterThan(0);
    expect(before.ticketBreakdown).toEqual([
      { eventTicketId: types[0]!.id, ticketType: 'General', unitPrice: 2500, quantity: 2, total: 5000 },
      { eventTicketId: types[1]!.id, ticketType: 'VIP', unitPrice: 6000, quantity: 1, total: 6000 },
    ]);

    // The host refunds the VIP booking: it no longer counts.
    expect((await gql(REFUND, { id: orders.direct }, host.headers)).data).toEqual({
      refundBooking: { status: 'REFUNDED' },
    });
    const afterAnswer = await gql<{ eventEarnings: Earnings }>(EARNINGS, { e: event.id }, host.headers);
    expect(afterAnswer.error).toBeNull();
    const after = afterAnswer.data!.eventEarnings;
    expect(after).toMatchObject({
      totalOrders: 1,
      totalQuantity: 2,
      ticketSales: 5000,
      totalPrice: a.total,
      totalFees: a.serviceFee + a.processingFee,
      netEarnings: a.hostBalance,
    });
    expect(after.ticketBreakdown).toEqual([
      { eventTicketId: types[0]!.id, ticketType: 'General', unitPrice: 2500, quantity: 2, total: 5000 },
    ]);
  });

  it('answers zeros for an event with no sales', async () => {
    const [host] = await manyUsers(server, 1, clock);
    const { event } = await insertEvent(server, host!.userId, { now: clock.now() });
    const { data } = await gql<{ eventEarnings: Earnings }>(EARNINGS, { e: event.id }, host!.headers);
    expect(data!.eventEarnings).toMatchObject({
      totalPrice: 0,
      totalFees: 0,
      totalQuantity: 0,
      ticketBreakdown: [],
    });
  });

  it('is for the creator and co-hosts (CanViewEarnings) only', async () => {
    const { coHost, promoter, door, stranger, buyer, event } = await soldEvent();
    expect(
      (await gql<{ eventEarnings: Earnings }>(EARNINGS, { e: event.id }, coHost.headers)).data!.eventEarnings
        .totalQuantity,
    ).toBe(3);
    for (const who of [promoter, door, stranger, buyer]) {
      const { data, error } = await gql(EARNINGS, { e: event.id }, who.headers);
      expect(data).toBeNull();
      expect(error?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
      expect(error?.message).toBe(EARNINGS_MESSAGES.forbidden);
    }
    expect((await gql(EARNINGS, { e: event.id }, {})).error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    expect((await gql(INFO, { e: event.id }, door.headers)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHORIZED',
    );
    expect((await gql(INFO, { e: event.id }, {})).error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
  });
});

describe('promoterSales', () => {
  it('shows hosts every promoter, a promoter only their own row, and nobody else anything', async () => {
    const { host, coHost, promoter, door, stranger, event, types } = await soldEvent();
    // A second referrer outside the team (anyone has a referral code).
    const [friend, friendBuyer] = await manyUsers(server, 2, clock);
    const friendCode = (await gql<{ myReferralCode: string }>(MY_CODE, {}, friend!.headers)).data!
      .myReferralCode;
    await buy(friendBuyer!.headers, event.id, [{ eventTicketId: types[0]!.id, quantity: 1 }], friendCode);

    const expected = [
      {
        promoterId: promoter.userId,
        promoter: { userId: promoter.userId },
        orders: 1,
        ticketsSold: 2,
        amount: 5000,
      },
      {
        promoterId: friend!.userId,
        promoter: { userId: friend!.userId },
        orders: 1,
        ticketsSold: 1,
        amount: 2500,
      },
    ];
    for (const who of [host, coHost])
      expect(
        (await gql<{ promoterSales: unknown[] }>(PROMOTERS, { e: event.id }, who.headers)).data!
          .promoterSales,
      ).toEqual(expected);
    expect(
      (await gql<{ promoterSales: unknown[] }>(PROMOTERS, { e: event.id }, promoter.headers)).data!
        .promoterSales,
    ).toEqual([expected[0]]);
    for (const who of [door, stranger, friend!]) {
      const { error } = await gql(PROMOTERS, { e: event.id }, who.headers);
      expect(error?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
      expect(error?.message).toBe(EARNINGS_MESSAGES.promoterSalesForbidden);
    }
    expect((await gql(PROMOTERS, { e: event.id }, {})).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
  });
});

describe('requestPayout', () => {
  const request = (headers: Headers, eventId: string, amount?: number) =>
    gql<{ requestPayout: Payout }>(REQUEST, { input: { eventId, ...(amount ? { amount } : {}) } }, headers);
  const info = async (headers: Headers, eventId: string) =>
    (await gql<{ requestedPayoutInfo: Info }>(INFO, { e: eventId }, headers)).data!.requestedPayoutInfo;

  it('is refused before the event ends, without a payout account, to co-hosts, and with nothing earned', async () => {
    const { host, coHost, event } = await soldEvent();
    let refused = await request(host.headers, event.id);
    expect(refused.error?.message).toBe(EARNINGS_MESSAGES.noPayoutAccount);
    expect(await info(host.headers, event.id)).toMatchObject({
      canRequestPayout: false,
      blockedReason: EARNINGS_MESSAGES.noPayoutAccount,
      hasPayoutAccount: false,
      eventEnded: false,
    });
    await linkPayoutAccount(host.userId);
    refused = await request(host.headers, event.id);
    expect(refused.error).toMatchObject({
      message: EARNINGS_MESSAGES.notEnded,
      extensions: { code: 'CONFLICT' },
    });
    await endEvent(event.id);
    refused = await request(coHost.headers, event.id);
    expect(refused.error).toMatchObject({
      message: EARNINGS_MESSAGES.creatorOnly,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    expect(await info(coHost.headers, event.id)).toMatchObject({
      canRequestPayout: false,
      blockedReason: EARNINGS_MESSAGES.creatorOnly,
    });
    expect((await request({}, event.id)).error?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');

    // A paused account is refused too.
    const [paused] = await manyUsers(server, 1, clock);
    const { event: other } = await insertEvent(server, paused!.userId, { now: clock.now() });
    await linkPayoutAccount(paused!.userId, false);
    expect((await request(paused!.headers, other.id)).error?.message).toBe(
      EARNINGS_MESSAGES.payoutAccountNotReady,
    );

    // An ended event with nothing sold has no balance.
    const [quiet] = await manyUsers(server, 1, clock);
    const { event: empty } = await insertEvent(server, quiet!.userId, { now: clock.now() });
    await linkPayoutAccount(quiet!.userId);
    await endEvent(empty.id);
    expect((await request(quiet!.headers, empty.id)).error).toMatchObject({
      message: EARNINGS_MESSAGES.noBalance,
      extensions: { code: 'CONFLICT' },
    });
    expect(
      await server.database.db.select().from(eventPayouts).where(eq(eventPayouts.eventId, empty.id)),
    ).toEqual([]);
  });

  it('pays the balance once when asked twice at once, with a ledger row, an e-mail and a notification', async () => {
    const { host, event } = await soldEvent();
    await linkPayoutAccount(host.userId);
    await endEvent(event.id);
    const earned = (await info(host.headers, event.id)).totalEarned;
    expect(await info(host.headers, event.id)).toMatchObject({
      canRequestPayout: true,
      blockedReason: null,
      totalBalance: earned,
      totalPaidOut: 0,
      lastRequestedTime: null,
    });

    const answers = await Promise.all([request(host.headers, event.id), request(host.headers, event.id)]);
    const paid = answers.filter((a) => a.data);
    const refused = answers.filter((a) => a.error);
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.error?.extensions?.code).toBe('CONFLICT');
    expect([EARNINGS_MESSAGES.noBalance, EARNINGS_MESSAGES.inProgress]).toContain(refused[0]!.error?.message);
    const payout = paid[0]!.data!.requestPayout;
    expect(payout).toMatchObject({ amount: earned, status: 'COMPLETED', currency: 'USD' });

    // One payout at the provider, one PAYOUT row in the ledger, completed.
    const rows = await server.database.db
      .select()
      .from(eventPayouts)
      .where(eq(eventPayouts.eventId, event.id));
    expect(rows).toHaveLength(1);
    const atProvider = await server.database.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.idempotencyKey, rows[0]!.idempotencyKey));
    expect(atProvider).toHaveLength(1);
    expect(atProvider[0]!.amount).toBe(earned);
    const [ledger] = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, payout.payoutId));
    expect(ledger).toMatchObject({
      userId: host.userId,
      type: 'PAYOUT',
      status: 'COMPLETED',
      totalAmount: earned,
      providerReference: atProvider[0]!.id,
    });

    expect(await info(host.headers, event.id)).toMatchObject({
      canRequestPayout: false,
      blockedReason: EARNINGS_MESSAGES.noBalance,
      totalBalance: 0,
      totalPaidOut: earned,
      payouts: [{ amount: earned, status: 'COMPLETED' }],
    });
    expect((await info(host.headers, event.id)).lastRequestedTime).toBe(clock.now().toISOString());
    expect((await request(host.headers, event.id)).error?.message).toBe(EARNINGS_MESSAGES.noBalance);

    const told = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, host.userId), eq(notifications.type, 'EventPayoutSent')));
    expect(told).toHaveLength(1);
    const mail = (await server.outbox(host.row.email!)) as { subject: string; text: string }[];
    expect(mail.filter((m) => m.subject === `Your payout for ${event.displayName}`)).toHaveLength(1);
  });

  it('refuses an amount beyond the balance, and pays a part then the rest', async () => {
    const { host, event } = await soldEvent();
    await linkPayoutAccount(host.userId);
    await endEvent(event.id);
    const earned = (await info(host.headers, event.id)).totalBalance;
    const beyond = await request(host.headers, event.id, earned + 1);
    expect(beyond.error).toMatchObject({
      message: EARNINGS_MESSAGES.beyondBalance,
      extensions: { code: 'CONFLICT' },
    });
    expect((await request(host.headers, event.id, -5)).error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await request(host.headers, event.id, 1000)).data!.requestPayout).toMatchObject({
      amount: 1000,
      status: 'COMPLETED',
    });
    expect((await info(host.headers, event.id)).totalBalance).toBe(earned - 1000);
    expect((await request(host.headers, event.id, earned - 999)).error?.message).toBe(
      EARNINGS_MESSAGES.beyondBalance,
    );
    expect((await request(host.headers, event.id)).data!.requestPayout.amount).toBe(earned - 1000);
    expect(await info(host.headers, event.id)).toMatchObject({ totalBalance: 0, totalPaidOut: earned });
  });

  it('finishes a payout interrupted between the provider and the database with the reconciliation job', async () => {
    const { host, event } = await soldEvent();
    await linkPayoutAccount(host.userId);
    await endEvent(event.id);
    const earned = (await info(host.headers, event.id)).totalBalance;
    crashNextPayout = true;
    const crashed = await request(host.headers, event.id);
    expect(crashed.error).not.toBeNull();
    const [row] = await server.database.db
      .select()
      .from(eventPayouts)
      .where(eq(eventPayouts.eventId, event.id));
    expect(row).toMatchObject({ status: 'PENDING', amount: earned });
    expect(row!.providerCallAt).not.toBeNull();
    // The provider paid; the database does not know yet. The balance stays held, and no second payout passes.
    expect(await info(host.headers, event.id)).toMatchObject({
      totalBalance: 0,
      payoutInProgress: true,
      canRequestPayout: false,
      blockedReason: EARNINGS_MESSAGES.inProgress,
    });
    expect((await request(host.headers, event.id)).error?.message).toBe(EARNINGS_MESSAGES.inProgress);

    // Not before the grace period, then once, even with two processes at it.
    expect(await otherProcess().reconcilePayouts()).toBe(0);
    clock.advance(PAYOUT_RECONCILE_GRACE_MS + 1_000);
    const [a, b] = await Promise.all([otherProcess().reconcilePayouts(), otherProcess().reconcilePayouts()]);
    expect(a + b).toBe(1);

    const [done] = await server.database.db.select().from(eventPayouts).where(eq(eventPayouts.id, row!.id));
    expect(done).toMatchObject({ status: 'COMPLETED', providerCallAt: null });
    const atProvider = await server.database.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.idempotencyKey, row!.idempotencyKey));
    expect(atProvider).toHaveLength(1);
    expect(done!.providerReference).toBe(atProvider[0]!.id);
    const [ledger] = await server.database.db.select().from(transactions).where(eq(transactions.id, row!.id));
    expect(ledger).toMatchObject({ type: 'PAYOUT', status: 'COMPLETED', totalAmount: earned });
  });

  it('keeps a payout the provider refused pending, sends it on a retry, and gives one up after a day', async () => {
    const { host, event } = await soldEvent();
    const account = await linkPayoutAccount(host.userId);
    await endEvent(event.id);
    const earned = (await info(host.headers, event.id)).totalBalance;
    await setProviderPayouts(account, false);
    const first = await request(host.headers, event.id, 1000);
    expect(first.error).toBeNull();
    expect(first.data!.requestPayout).toMatchObject({ amount: 1000, status: 'PENDING', completedAt: null });
    const [ledger] = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, first.data!.requestPayout.payoutId));
    expect(ledger).toMatchObject({ type: 'PAYOUT', status: 'PENDING', totalAmount: 1000 });
    expect(await info(host.headers, event.id)).toMatchObject({
      totalBalance: earned - 1000,
      payoutInProgress: true,
    });

    // The provider takes payouts again: the retry sends it.
    await setProviderPayouts(account, true);
    clock.advance(PAYOUT_RECONCILE_GRACE_MS + 1_000);
    expect(await otherProcess().reconcilePayouts()).toBe(1);
    const [sent] = await server.database.db
      .select()
      .from(eventPayouts)
      .where(eq(eventPayouts.id, first.data!.requestPayout.payoutId));
    expect(sent).toMatchObject({ status: 'COMPLETED', attempts: 1 });

    // A second payout the provider refuses for a whole day is given up: FAILED, its amount back in the balance.
    await setProviderPayouts(account, false);
    const second = await request(host.headers, event.id, 500);
    expect(second.data!.requestPayout.status).toBe('PENDING');
    const payoutId = second.data!.requestPayout.payoutId;
    clock.advance(PAYOUT_GIVE_UP_MS + 1_000);
    expect(await otherProcess().reconcilePayouts()).toBe(1);
    const [failed] = await server.database.db
      .select()
      .from(eventPayouts)
      .where(eq(eventPayouts.id, payoutId));
    expect(failed).toMatchObject({ status: 'FAILED', providerCallAt: null });
    const [failedLedger] = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, payoutId));
    expect(failedLedger!.status).toBe('FAILED');
    const atProvider = await server.database.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.idempotencyKey, failed!.idempotencyKey));
    expect(atProvider).toHaveLength(0);
    // The clock moved a day: a new session reads the balance, 1000 paid and the 500 back.
    const [again] = await manyUsers(server, 1, clock);
    await giveRole(event.id, again!.userId, 'CO_HOST');
    expect(await info(again!.headers, event.id)).toMatchObject({
      totalBalance: earned - 1000,
      totalPaidOut: 1000,
      payoutInProgress: false,
    });
  });
});
