import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_PURCHASE_MESSAGES as M } from '@repclub/shared';
import { fixedClock } from '../../../platform/clock';
import { type TestServer, startTestServer } from '../../../test/server';
import { clubWithTeam, gql } from '../../clubs/clubs.test-support';
import { ledgerAccounts, ledgerTransfers } from '../../ledger/ledger.tables';
import { notifications } from '../../notifications/notifications.tables';
import { transactions } from '../../payments/payments.tables';
import { sandboxPayments } from '../../payments/gateways/sandbox.tables';
import { pointsPurchases } from './purchases.tables';

/**
 * Points packages and buying points (docs/decisions/100): who may set packages, what they give, and the
 * sandbox payment flow end to end — the points issued once through the ledger, the receipt row, the
 * notification and the e-mail; the same key answering the same purchase; a declined payment adding nothing.
 */

const clock = fixedClock('2026-06-01T18:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const SET = `mutation($c: ID!, $p: [PointsPackageInput!]!) { setClubPointsPackages(clubId: $c, packages: $p) {
  id pointsAmount repPointsMultiplier totalPoints price originalPrice currency } }`;
const OFFER = `query($c: ID!) { defaultBuyPointsOffer(clubId: $c) { club { id } packages { id totalPoints } } }`;
const CLUB = `query($c: String!) { club(idOrSlug: $c) { pointsPackages { id totalPoints } defaultBuyPointsOffer { packages { id } } } }`;
const BUY = `mutation($c: ID!, $p: ID!, $k: String!) { buyPoints(clubId: $c, packageId: $p, idempotencyKey: $k) {
  paymentUrl purchase { id status points price currency club { id } package { id totalPoints } } } }`;
const CONFIRM = `mutation($id: ID!) { confirmPointsPurchase(purchaseId: $id) { id status points } }`;

type Pkg = { id: string; totalPoints: number };
type Buy = {
  buyPoints: { paymentUrl: string | null; purchase: { id: string; status: string; points: number } };
};

const PACKAGES = [
  { pointsAmount: 100, repPointsMultiplier: 1, price: 500 },
  { pointsAmount: 333, repPointsMultiplier: 1.25, price: 1500, originalPrice: 2000 },
];

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

/** The buyer presses a button on the sandbox payment page. */
async function answerSandbox(paymentUrl: string, action: 'approve' | 'decline') {
  const response = await server.fetch(`${new URL(paymentUrl).pathname}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

async function clubSelling() {
  const setup = await clubWithTeam(server, clock);
  const set = await gql<{ setClubPointsPackages: Pkg[] }>(
    server,
    SET,
    { c: setup.club.id, p: PACKAGES },
    setup.rewardManager,
  );
  expect(set.error).toBeNull();
  return { ...setup, packages: set.data!.setClubPointsPackages };
}

describe('points packages (decision 100)', () => {
  it('lets MANAGE_POINTS set packages (floor of amount × multiplier) and refuses everyone else', async () => {
    const setup = await clubWithTeam(server, clock);
    const { club } = setup;
    for (const who of [setup.owner, setup.admin, setup.rewardManager]) {
      const ok = await gql<{ setClubPointsPackages: Record<string, unknown>[] }>(
        server,
        SET,
        { c: club.id, p: PACKAGES },
        who,
      );
      expect(ok.error).toBeNull();
      expect(ok.data!.setClubPointsPackages).toEqual([
        expect.objectContaining({ pointsAmount: 100, repPointsMultiplier: 1, totalPoints: 100, price: 500 }),
        expect.objectContaining({
          pointsAmount: 333,
          repPointsMultiplier: 1.25,
          totalPoints: 416,
          price: 1500,
          originalPrice: 2000,
          currency: 'USD',
        }),
      ]);
    }
    for (const who of [setup.accountManager, setup.eventManager, setup.member, setup.stranger]) {
      const refused = await gql(server, SET, { c: club.id, p: PACKAGES }, who);
      expect(refused.error?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
    }
    expect((await gql(server, SET, { c: club.id, p: PACKAGES }, setup.visitor)).error?.extensions?.code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );
    const bad = await gql(
      server,
      SET,
      { c: club.id, p: [{ pointsAmount: 10, repPointsMultiplier: 1.234, price: 500 }] },
      setup.owner,
    );
    expect(bad.error).toMatchObject({
      message: M.multiplierInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const cheaper = await gql(
      server,
      SET,
      { c: club.id, p: [{ pointsAmount: 10, repPointsMultiplier: 1, price: 500, originalPrice: 400 }] },
      setup.owner,
    );
    expect(cheaper.error?.message).toBe(M.originalPriceInvalid);

    // Everyone who sees the club sees what it sells; replacing the list retires the old packages.
    const offer = await gql<{ defaultBuyPointsOffer: { club: { id: string }; packages: Pkg[] } }>(
      server,
      OFFER,
      { c: club.id },
      setup.stranger,
    );
    expect(offer.data!.defaultBuyPointsOffer.packages.map((p) => p.totalPoints)).toEqual([100, 416]);
    const onClub = await gql<{ club: { pointsPackages: Pkg[] } }>(
      server,
      CLUB,
      { c: club.slug },
      setup.visitor,
    );
    expect(onClub.data!.club.pointsPackages).toHaveLength(2);
    await gql(server, SET, { c: club.id, p: [] }, setup.owner);
    expect((await gql(server, OFFER, { c: club.id }, setup.member)).data).toEqual({
      defaultBuyPointsOffer: null,
    });
  });
});

describe('buying points (decision 100)', () => {
  it('takes the sandbox payment, issues the points once and sends the receipt', async () => {
    const { club, member, packages } = await clubSelling();
    const pkg = packages[1]!;
    const started = await gql<Buy>(server, BUY, { c: club.id, p: pkg.id, k: 'key-1' }, member);
    expect(started.error).toBeNull();
    const { purchase, paymentUrl } = started.data!.buyPoints;
    expect(purchase).toMatchObject({ status: 'PENDING', points: 416 });
    expect(paymentUrl).toContain('/api/sandbox/checkout/');
    // The same key answers the same purchase and the same payment.
    const again = await gql<Buy>(server, BUY, { c: club.id, p: pkg.id, k: 'key-1' }, member);
    expect(again.data!.buyPoints.purchase.id).toBe(purchase.id);
    expect(again.data!.buyPoints.paymentUrl).toBe(paymentUrl);
    const reused = await gql(server, BUY, { c: club.id, p: packages[0]!.id, k: 'key-1' }, member);
    expect(reused.error).toMatchObject({ message: M.reusedKey, extensions: { code: 'CONFLICT' } });
    expect(await pointsOf(club.id, member.userId)).toBe(0);

    // The sandbox page's approval completes it (as a provider's webhook would); the return page confirms again.
    const back = await answerSandbox(paymentUrl!, 'approve');
    expect(back).toContain(`/rep-clubs/${club.id}/buy-points?purchase=${purchase.id}`);
    expect(await pointsOf(club.id, member.userId)).toBe(416);
    for (let i = 0; i < 2; i++) {
      const confirmed = await gql<{ confirmPointsPurchase: { status: string } }>(
        server,
        CONFIRM,
        { id: purchase.id },
        member,
      );
      expect(confirmed.data!.confirmPointsPurchase.status).toBe('COMPLETED');
    }
    expect(await pointsOf(club.id, member.userId)).toBe(416);
    const transfers = await server.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.operationId, purchase.id));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      idempotencyKey: `points-purchase:${purchase.id}`,
      reason: 'BUY_POINTS',
    });
    const [money] = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, purchase.id));
    expect(money).toMatchObject({ type: 'BUY_POINTS', status: 'COMPLETED', totalAmount: 1500 });
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.userId), eq(notifications.type, 'PointsPurchased')));
    expect(told).toHaveLength(1);
    const mails = (await server.outbox(member.row.email!)) as { subject: string; text: string }[];
    const receipt = mails.find(
      (m) => m.subject === M.receiptSubject(club.displayName) && m.text.includes(purchase.id),
    );
    expect(receipt?.text).toContain('$15.00');
  });

  it('refuses non-members, unknown packages and bad keys; a declined payment adds nothing', async () => {
    const { club, member, stranger, packages } = await clubSelling();
    const notMember = await gql(server, BUY, { c: club.id, p: packages[0]!.id, k: 'k' }, stranger);
    expect(notMember.error).toMatchObject({
      message: M.membersOnly,
      extensions: { code: 'AUTH_NOT_AUTHORIZED' },
    });
    const unknown = await gql(
      server,
      BUY,
      { c: club.id, p: '00000000-0000-4000-8000-000000000000', k: 'k' },
      member,
    );
    expect(unknown.error).toMatchObject({ message: M.packageNotFound, extensions: { code: 'NOT_FOUND' } });
    const badKey = await gql(server, BUY, { c: club.id, p: packages[0]!.id, k: '  ' }, member);
    expect(badKey.error?.extensions?.code).toBe('BAD_USER_INPUT');

    const started = await gql<Buy>(server, BUY, { c: club.id, p: packages[0]!.id, k: 'declined' }, member);
    const { purchase, paymentUrl } = started.data!.buyPoints;
    const early = await gql(server, CONFIRM, { id: purchase.id }, member);
    expect(early.error).toMatchObject({ message: M.notApproved, extensions: { code: 'CONFLICT' } });
    const others = await gql(server, CONFIRM, { id: purchase.id }, stranger);
    expect(others.error?.extensions?.code).toBe('NOT_FOUND');
    await answerSandbox(paymentUrl!, 'decline');
    const declined = await gql(server, CONFIRM, { id: purchase.id }, member);
    expect(declined.error?.message).toBe(M.paymentDeclined);
    const [row] = await server.database.db
      .select()
      .from(pointsPurchases)
      .where(eq(pointsPurchases.id, purchase.id));
    expect(row!.status).toBe('FAILED');
    const [payment] = await server.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, purchase.id));
    expect(payment!.status).toBe('DECLINED');
    expect(await pointsOf(club.id, member.userId)).toBe(0);
  });
});
