import { POINTS_LIMITS, POINTS_MESSAGES as M, POINTS_PURCHASE_MESSAGES as PM } from '@repclub/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { clubWithTeam } from '../clubs/clubs.test-support';
import { isLedgerError } from '../ledger/ledger.errors';
import { MAX_ACCOUNT_BALANCE, ledgerService, pointsAsset } from '../ledger/ledger.service';
import { ledgerAccounts } from '../ledger/ledger.tables';
import { type Caller, gql, grant, key } from './points.test-support';

/**
 * Points past 32 bits (issue 21 item 5, security review S2; docs/decisions/117): balances and totals above
 * 2,147,483,647 are read as SafeInt, and a club's issued total stops at POINTS_LIMITS.maxPointsIssued.
 */

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const ledger = () => ledgerService({ db: server.database.db, clock });

/** Issues points straight through the ledger: past the per-movement bound of grantPoints, in one movement. */
async function issue(clubId: string, userId: string, amount: number) {
  await ledger().transfer(server.database.db, {
    asset: pointsAsset(clubId),
    from: { kind: 'issuer', ownerId: clubId },
    to: { kind: 'user', userId },
    amount,
    reason: 'GRANT',
    idempotencyKey: `test-issue:${key()}`,
    operation: { type: 'test.issue', id: key() },
  });
}

const BIG = 3_000_000_000; // > 2^31 − 1
const OTHER = 2_500_000_000;

describe('balances and totals past 2^31', () => {
  it('reads walletBalances, myClubMemberships, the club total, members and movements without errors', async () => {
    const s = await clubWithTeam(server, clock);
    await issue(s.club.id, s.member.userId, BIG);
    await issue(s.club.id, s.admin.userId, OTHER);

    const wallet = await gql<{ walletBalances: { points: number; club: { id: string } }[] }>(
      server,
      'query { walletBalances { points club { id } tier { name } } }',
      {},
      s.member,
    );
    expect(wallet.error).toBeNull();
    expect(wallet.data!.walletBalances).toEqual([{ points: BIG, club: { id: s.club.id }, tier: null }]);

    const memberships = await gql<{ myClubMemberships: { points: number }[] }>(
      server,
      'query { myClubMemberships { points pointsToNextTier club { id } } }',
      {},
      s.member,
    );
    expect(memberships.error).toBeNull();
    expect(memberships.data!.myClubMemberships).toEqual([
      { points: BIG, pointsToNextTier: null, club: { id: s.club.id } },
    ]);

    const history = await gql<{ tradingTransactions: { nodes: { amount: number }[] } }>(
      server,
      'query { tradingTransactions(first: 5) { nodes { amount type } } }',
      {},
      s.member,
    );
    expect(history.error).toBeNull();
    expect(history.data!.tradingTransactions.nodes).toEqual([{ amount: BIG, type: 'GRANT' }]);

    const club = await gql<{
      club: {
        pointsIssued: number;
        members: { edges: { node: { points: number; person: { userId: string } } }[] };
      };
    }>(
      server,
      'query($c: String!) { club(idOrSlug: $c) { pointsIssued members(first: 10) { edges { node { points person { userId } } } } } }',
      { c: s.club.id },
      s.owner,
    );
    expect(club.error).toBeNull();
    expect(club.data!.club.pointsIssued).toBe(BIG + OTHER);
    expect(club.data!.club.members.edges.map((e) => e.node)).toContainEqual({
      points: BIG,
      person: { userId: s.member.userId },
    });

    const clubHistory = await gql<{ clubTradingTransactions: { nodes: { amount: number }[] } }>(
      server,
      'query($c: ID!) { clubTradingTransactions(clubId: $c, first: 5) { nodes { amount } } }',
      { c: s.club.id },
      s.owner,
    );
    expect(clubHistory.error).toBeNull();
    expect(
      clubHistory.data!.clubTradingTransactions.nodes.map((n) => n.amount).sort((a, b) => a - b),
    ).toEqual([-BIG, -OTHER]);
  });
});

describe("the club's issued total stops at the cap", () => {
  const CAP = POINTS_LIMITS.maxPointsIssued;

  it('refuses a grant that would pass it with the shared message; one reaching it exactly is accepted', async () => {
    const s = await clubWithTeam(server, clock);
    await issue(s.club.id, s.admin.userId, CAP - 10);

    const over = await gql(
      server,
      'mutation($i: GrantPointsInput!) { grantPoints(input: $i) { amount } }',
      { i: { clubId: s.club.id, toUserId: s.member.userId, amount: 11, idempotencyKey: key() } },
      s.owner,
    );
    expect(over.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(over.error?.message).toBe(M.issuedLimit);
    expect(M.issuedLimit).toBe(
      'A club can have at most 1,000,000,000,000 points issued; this would pass it.',
    );

    await grant(server, s.owner, s.club.id, s.member as Caller, 10);
    const issued = await gql<{ club: { pointsIssued: number } }>(
      server,
      'query($c: String!) { club(idOrSlug: $c) { pointsIssued } }',
      { c: s.club.id },
      s.owner,
    );
    expect(issued.data!.club.pointsIssued).toBe(CAP);
  });

  it('refuses to start a purchase whose points would pass it, before any payment', async () => {
    const s = await clubWithTeam(server, clock);
    const set = await gql<{ setClubPointsPackages: { id: string }[] }>(
      server,
      'mutation($c: ID!, $p: [PointsPackageInput!]!) { setClubPointsPackages(clubId: $c, packages: $p) { id } }',
      { c: s.club.id, p: [{ pointsAmount: 100, repPointsMultiplier: 1, price: 500 }] },
      s.owner,
    );
    expect(set.error).toBeNull();
    await issue(s.club.id, s.admin.userId, CAP - 99);

    const buy = await gql<{ buyPoints: { paymentUrl: string | null } }>(
      server,
      'mutation($c: ID!, $p: ID!, $k: String!) { buyPoints(clubId: $c, packageId: $p, idempotencyKey: $k) { paymentUrl } }',
      { c: s.club.id, p: set.data!.setClubPointsPackages[0]!.id, k: key() },
      s.member,
    );
    expect(buy.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(buy.error?.message).toBe(PM.issuedLimit);
  });

  it('the ledger keeps every balance within ±(2^53 − 1), whatever the caller asks', async () => {
    const s = await clubWithTeam(server, clock);
    await issue(s.club.id, s.member.userId, 1);
    // Brought next to the bound by hand: reaching it by transfers would take 9,008 of the largest.
    await server.database.db
      .update(ledgerAccounts)
      .set({ balance: sql`${MAX_ACCOUNT_BALANCE - 5}` })
      .where(
        and(
          eq(ledgerAccounts.asset, pointsAsset(s.club.id)),
          eq(ledgerAccounts.ownerKind, 'user'),
          eq(ledgerAccounts.ownerId, s.member.userId),
        ),
      );
    const refused = await issue(s.club.id, s.member.userId, 6).catch((err: unknown) => err);
    expect(isLedgerError(refused, 'LIMIT_EXCEEDED')).toBe(true);
    await issue(s.club.id, s.member.userId, 5);
    expect(
      await ledger().balance(server.database.db, pointsAsset(s.club.id), {
        kind: 'user',
        userId: s.member.userId,
      }),
    ).toBe(MAX_ACCOUNT_BALANCE);
  });
});
