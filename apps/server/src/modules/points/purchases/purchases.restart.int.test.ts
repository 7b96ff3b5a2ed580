import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_PURCHASE_EXPIRY_MINUTES } from '@repclub/shared';
import { buildApp } from '../../../app';
import { fixedClock } from '../../../platform/clock';
import type { ProviderFaults } from '../../../platform/faults';
import { type TestServer, startTestServer } from '../../../test/server';
import { clubWithTeam } from '../../clubs/clubs.test-support';
import { signInRow } from '../../users/users.test-helpers';
import { ledgerAccounts, ledgerTransfers } from '../../ledger/ledger.tables';
import { sandboxPayments } from '../../payments/gateways/sandbox.tables';
import { POINTS_RECONCILE_GRACE_MS } from './purchases.service';
import { pointsPurchases } from './purchases.tables';

/**
 * A captured payment for points is never lost (docs/decisions/100, as 045 for tickets): a crash between the
 * provider's capture and the database write, then a restart on the same database. Captured ⇒ the points are
 * credited once, or — when the purchase had closed — the money is refunded. Runs on PGlite and PostgreSQL.
 */
const clock = fixedClock('2026-06-01T18:00:00.000Z');
let crashAt: 'capture' | 'refund' | null = null;
const faults: ProviderFaults = {
  afterProviderCall(step) {
    if (step !== crashAt) return;
    crashAt = null;
    throw new Error(`injected crash after the provider's ${step}`);
  },
};
let server: TestServer;
let baseUrl: string;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

type Setup = Awaited<ReturnType<typeof buyer>>;
/** The clubs and buyers, made on the first server (the helpers talk to it; later tests run on restarted ones). */
const setups: Setup[] = [];

beforeAll(async () => {
  server = await startTestServer({ clock, faults, env: { RATE_LIMITS: 'off' } });
  baseUrl = server.baseUrl;
  for (let i = 0; i < 3; i++) setups.push(await buyer());
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await server?.close();
});

type Headers = Record<string, string>;
type GqlError = { message: string; extensions?: { code?: string } };

async function gql<T>(query: string, variables: Record<string, unknown>, headers: Headers) {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GqlError[] };
  return { data: (body.data ?? null) as T | null, error: body.errors?.[0] ?? null };
}

const SET = `mutation($c: ID!, $p: [PointsPackageInput!]!) { setClubPointsPackages(clubId: $c, packages: $p) { id } }`;
const BUY = `mutation($c: ID!, $p: ID!, $k: String!) { buyPoints(clubId: $c, packageId: $p, idempotencyKey: $k) {
  paymentUrl purchase { id status } } }`;
const CONFIRM = `mutation($id: ID!) { confirmPointsPurchase(purchaseId: $id) { id status } }`;
type Buy = { buyPoints: { paymentUrl: string; purchase: { id: string; status: string } } };

async function approve(paymentUrl: string) {
  const response = await fetch(`${baseUrl}${new URL(paymentUrl).pathname}/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(303);
}

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

const purchaseRow = async (id: string) =>
  (await server.database.db.select().from(pointsPurchases).where(eq(pointsPurchases.id, id)))[0]!;
const paymentRow = async (id: string) =>
  (await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, id)))[0]!;
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

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the restarted server did not settle the purchase');
}

async function buyer() {
  const setup = await clubWithTeam(server, clock);
  const set = await gql<{ setClubPointsPackages: { id: string }[] }>(
    SET,
    { c: setup.club.id, p: [{ pointsAmount: 200, repPointsMultiplier: 1.5, price: 1000 }] },
    setup.owner.headers,
  );
  return { ...setup, packageId: set.data!.setClubPointsPackages[0]!.id };
}

describe('a captured points payment is never lost', () => {
  it('a crash between the capture and the credit: after a restart the points are credited once', async () => {
    const { club, member, packageId } = setups.shift()!;
    // Access tokens last 15 minutes and the clock moves: a fresh sign-in for each call.
    const as = async () => signInRow(server, member.row, clock);
    const started = await gql<Buy>(BUY, { c: club.id, p: packageId, k: 'crash-1' }, await as());
    const id = started.data!.buyPoints.purchase.id;
    crashAt = 'capture';
    await approve(started.data!.buyPoints.paymentUrl);
    expect((await paymentRow(id)).status).toBe('CAPTURED');
    expect((await purchaseRow(id)).status).toBe('PENDING');
    expect((await purchaseRow(id)).providerCallAt).not.toBeNull();
    expect(await pointsOf(club.id, member.userId)).toBe(0);

    clock.advance(POINTS_RECONCILE_GRACE_MS + 1_000);
    await restart();
    await until(async () => (await purchaseRow(id)).status === 'COMPLETED');
    expect((await purchaseRow(id)).providerCallAt).toBeNull();
    expect(await pointsOf(club.id, member.userId)).toBe(300);
    // The buyer's return page confirms again: nothing more moves.
    const again = await gql<{ confirmPointsPurchase: { status: string } }>(CONFIRM, { id }, await as());
    expect(again.data!.confirmPointsPurchase.status).toBe('COMPLETED');
    expect(await pointsOf(club.id, member.userId)).toBe(300);
    const transfers = await server.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.operationId, id));
    expect(transfers).toHaveLength(1);
  });

  it('a purchase that expired unpaid takes no money afterwards, and no points move', async () => {
    const { club, member, packageId } = setups.shift()!;
    // Access tokens last 15 minutes and the clock moves: a fresh sign-in for each call.
    const as = async () => signInRow(server, member.row, clock);
    const started = await gql<Buy>(BUY, { c: club.id, p: packageId, k: 'late-1' }, await as());
    const id = started.data!.buyPoints.purchase.id;
    // Nobody pays in time: the expiry job (run at start) asks the provider, finds nothing and closes it.
    clock.advance((POINTS_PURCHASE_EXPIRY_MINUTES + 5) * 60_000);
    await restart();
    await until(async () => (await purchaseRow(id)).status === 'CANCELLED');
    // Approved afterwards on the provider's page: a closed purchase is never captured.
    await approve(started.data!.buyPoints.paymentUrl);
    expect((await paymentRow(id)).status).toBe('APPROVED');
    const back = await gql<{ confirmPointsPurchase: { status: string } }>(CONFIRM, { id }, await as());
    expect(back.error).toBeNull();
    expect(back.data!.confirmPointsPurchase.status).toBe('CANCELLED');
    expect((await paymentRow(id)).status).toBe('APPROVED');
    expect(await pointsOf(club.id, member.userId)).toBe(0);
  });

  it('a capture that lands after the purchase closed, then a crash: reconciliation refunds it', async () => {
    const { club, member, packageId } = setups.shift()!;
    // Access tokens last 15 minutes and the clock moves: a fresh sign-in for each call.
    const as = async () => signInRow(server, member.row, clock);
    const started = await gql<Buy>(BUY, { c: club.id, p: packageId, k: 'late-2' }, await as());
    const id = started.data!.buyPoints.purchase.id;
    crashAt = 'capture';
    await approve(started.data!.buyPoints.paymentUrl);
    expect((await paymentRow(id)).status).toBe('CAPTURED');
    // Meanwhile the expiry closed the purchase, keeping the capture's mark (what settlePending writes).
    await server.database.db
      .update(pointsPurchases)
      .set({ status: 'CANCELLED' })
      .where(eq(pointsPurchases.id, id));
    expect((await purchaseRow(id)).providerCallAt).not.toBeNull();
    clock.advance(POINTS_RECONCILE_GRACE_MS + 1_000);
    await restart();
    await until(async () => (await paymentRow(id)).status === 'REFUNDED');
    await until(async () => (await purchaseRow(id)).status === 'REFUNDED');
    expect((await purchaseRow(id)).providerCallAt).toBeNull();
    expect(await pointsOf(club.id, member.userId)).toBe(0);
    // The buyer's return page says what happened: refunded, nothing added.
    const back = await gql<{ confirmPointsPurchase: { status: string } }>(CONFIRM, { id }, await as());
    expect(back.data!.confirmPointsPurchase.status).toBe('REFUNDED');
  });
});
