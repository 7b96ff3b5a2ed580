import { POINTS_MESSAGES as M } from '@repclub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { manyUsers } from '../bookings/bookings.test-support';
import { clubWithTeam, createClub, publishClub } from '../clubs/clubs.test-support';
import { notifications } from '../notifications/notifications.tables';
import {
  type Caller,
  GRANT,
  SEND,
  TX_FIELDS,
  type TxData,
  gql,
  grant,
  joinClub,
  key,
  wallet,
} from './points.test-support';

/** Sends and grants over real HTTP GraphQL (docs/decisions/097; trade requests: trades/trades.int.test.ts). */

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const codeOf = (r: { error: { extensions?: { code?: string } } | null }) => r.error?.extensions?.code ?? null;

/** Club A with its team and members; club B with the same members; everyone funded by grants. */
async function setup() {
  const a = await clubWithTeam(server, clock);
  const [bOwner, m1, m2] = await manyUsers(server, 3, clock);
  const b = await createClub(server, bOwner!, { displayName: 'Harbour Rowers' });
  await publishClub(server, bOwner!, b.id);
  for (const who of [m1!, m2!]) await joinClub(server, who, a.club.id);
  for (const who of [m1!, m2!, a.member]) await joinClub(server, who, b.id);
  for (const who of [m1!, m2!]) {
    await grant(server, a.owner, a.club.id, who, 500);
    await grant(server, bOwner!, b.id, who, 300);
  }
  return { ...a, clubA: a.club, clubB: b, bOwner: bOwner!, m1: m1!, m2: m2! };
}

async function notificationsOf(userId: string, type: string) {
  return server.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

describe('sendPoints', () => {
  it('moves points between members; both histories show it from their side; the recipient is told', async () => {
    const s = await setup();
    const sent = await gql<{ sendPoints: TxData }>(
      server,
      SEND,
      {
        i: {
          clubId: s.clubA.id,
          toUserId: s.m2.userId,
          amount: 120,
          memo: 'for the tickets',
          idempotencyKey: key(),
        },
      },
      s.m1,
    );
    expect(sent.error).toBeNull();
    expect(sent.data!.sendPoints).toMatchObject({
      type: 'SEND',
      amount: -120,
      memo: 'for the tickets',
      status: 'COMPLETED',
      club: { id: s.clubA.id },
      counterparty: { userId: s.m2.userId },
    });
    expect((await wallet(server, s.m1)).get(s.clubA.id)).toBe(380);
    expect((await wallet(server, s.m2)).get(s.clubA.id)).toBe(620);
    const history = await gql<{ tradingTransactions: { nodes: TxData[] } }>(
      server,
      `query($c: ID) { tradingTransactions(clubId: $c, first: 5) { nodes { ${TX_FIELDS} } } }`,
      { c: s.clubA.id },
      s.m2,
    );
    expect(history.data!.tradingTransactions.nodes.map((t) => [t.type, t.amount])).toEqual([
      ['RECEIVE', 120],
      ['GRANT', 500],
    ]);
    const told = await notificationsOf(s.m2.userId, 'PointsReceived');
    expect(told.map((n) => n.message)).toContain(M.received('Buyer 1', 120, s.clubA.displayName));
    // The club's ledger: the amount moved, unsigned, and both people.
    const ledger = await gql<{
      clubTradingTransactions: {
        nodes: { amount: number; from: { userId: string } | null; to: { userId: string } | null }[];
      };
    }>(
      server,
      'query($c: ID!) { clubTradingTransactions(clubId: $c, first: 1) { nodes { amount from { userId } to { userId } } } }',
      { c: s.clubA.id },
      s.owner,
    );
    expect(ledger.data!.clubTradingTransactions.nodes).toEqual([
      { amount: 120, from: { userId: s.m1.userId }, to: { userId: s.m2.userId } },
    ]);
  });

  it('refuses overdrafts with the balance in the message, and nothing moves', async () => {
    const s = await setup();
    const refused = await gql(
      server,
      SEND,
      { i: { clubId: s.clubA.id, toUserId: s.m2.userId, amount: 501, idempotencyKey: key() } },
      s.m1,
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.error!.message).toBe(M.insufficient(s.clubA.displayName, 500));
    expect((await wallet(server, s.m1)).get(s.clubA.id)).toBe(500);
    expect((await wallet(server, s.m2)).get(s.clubA.id)).toBe(500);
  });

  it('refuses yourself, strangers, non-member recipients, bad amounts and visitors', async () => {
    const s = await setup();
    const send = (caller: Caller, input: Record<string, unknown>) =>
      gql(server, SEND, { i: { clubId: s.clubA.id, amount: 5, idempotencyKey: key(), ...input } }, caller);
    const self = await send(s.m1, { toUserId: s.m1.userId });
    expect([codeOf(self), self.error?.message]).toEqual(['BAD_USER_INPUT', M.notYourself]);
    const stranger = await send(s.stranger, { toUserId: s.m1.userId });
    expect([codeOf(stranger), stranger.error?.message]).toEqual(['AUTH_NOT_AUTHORIZED', M.notMember]);
    const toStranger = await send(s.m1, { toUserId: s.stranger.userId });
    expect([codeOf(toStranger), toStranger.error?.message]).toEqual(['BAD_USER_INPUT', M.recipientNotMember]);
    for (const amount of [0, -3, 1_000_001]) {
      const bad = await send(s.m1, { toUserId: s.m2.userId, amount });
      expect([codeOf(bad), bad.error?.message]).toEqual(['BAD_USER_INPUT', M.amountInvalid]);
    }
    const unknownClub = await send(s.m1, { toUserId: s.m2.userId, clubId: 'not-a-club' });
    expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(codeOf(unknownClub));
    const noSuchClub = await send(s.m1, { toUserId: s.m2.userId, clubId: s.m1.userId });
    expect([codeOf(noSuchClub), noSuchClub.error?.message]).toEqual(['NOT_FOUND', M.clubNotFound]);
    const visitor = await send(s.visitor, { toUserId: s.m2.userId });
    expect(codeOf(visitor)).toBe('AUTH_NOT_AUTHENTICATED');
    expect((await wallet(server, s.m1)).get(s.clubA.id)).toBe(500);
  });

  it('applies a repeated key once and refuses it with other details', async () => {
    const s = await setup();
    const input = { clubId: s.clubA.id, toUserId: s.m2.userId, amount: 40, idempotencyKey: key() };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => gql<{ sendPoints: TxData }>(server, SEND, { i: input }, s.m1)),
    );
    expect(results.map((r) => r.error)).toEqual([null, null, null, null, null]);
    expect(new Set(results.map((r) => r.data!.sendPoints.id)).size).toBe(1);
    expect((await wallet(server, s.m1)).get(s.clubA.id)).toBe(460);
    const conflict = await gql(server, SEND, { i: { ...input, amount: 41 } }, s.m1);
    expect([codeOf(conflict), conflict.error?.message]).toEqual(['CONFLICT', M.reusedKey]);
    const told = await notificationsOf(s.m2.userId, 'PointsReceived');
    expect(told.filter((n) => n.message === M.received('Buyer 1', 40, s.clubA.displayName))).toHaveLength(1);
  });
});

describe('grantPoints', () => {
  it("lets the owner, ADMIN and REWARD_MANAGER grant; others are refused; the club's ledger shows it", async () => {
    const s = await setup();
    for (const manager of [s.owner, s.admin, s.rewardManager]) {
      const granted = await gql<{ grantPoints: TxData }>(
        server,
        GRANT,
        { i: { clubId: s.clubA.id, toUserId: s.member.userId, amount: 10, idempotencyKey: key() } },
        manager,
      );
      expect(granted.error).toBeNull();
      expect(granted.data!.grantPoints).toMatchObject({ type: 'GRANT', amount: -10 });
    }
    for (const refused of [
      s.accountManager,
      s.eventManager,
      s.offerManager,
      s.collaborator,
      s.member,
      s.stranger,
    ]) {
      const r = await gql(
        server,
        GRANT,
        { i: { clubId: s.clubA.id, toUserId: s.member.userId, amount: 10, idempotencyKey: key() } },
        refused,
      );
      expect([codeOf(r), r.error?.message]).toEqual(['AUTH_NOT_AUTHORIZED', M.notAllowedToGrant]);
    }
    const toStranger = await gql(
      server,
      GRANT,
      { i: { clubId: s.clubA.id, toUserId: s.stranger.userId, amount: 10, idempotencyKey: key() } },
      s.owner,
    );
    expect([codeOf(toStranger), toStranger.error?.message]).toEqual(['BAD_USER_INPUT', M.recipientNotMember]);
    expect((await wallet(server, s.member)).get(s.clubA.id)).toBe(30);

    const ISSUED = 'query($c: String!) { club(idOrSlug: $c) { pointsIssued } }';
    const issued = await gql<{ club: { pointsIssued: number | null } }>(
      server,
      ISSUED,
      { c: s.clubA.id },
      s.owner,
    );
    expect(issued.data!.club.pointsIssued).toBe(1030);
    const hidden = await gql<{ club: { pointsIssued: number | null } }>(
      server,
      ISSUED,
      { c: s.clubA.id },
      s.member,
    );
    expect(hidden.data!.club.pointsIssued).toBeNull();

    const LEDGER = `query($c: ID!) { clubTradingTransactions(clubId: $c, first: 3) { nodes { ${TX_FIELDS} }
      pageInfo { hasNextPage endCursor } } }`;
    const ledger = await gql<{
      clubTradingTransactions: { nodes: TxData[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    }>(server, LEDGER, { c: s.clubA.id }, s.rewardManager);
    expect(ledger.data!.clubTradingTransactions.nodes.map((t) => t.amount)).toEqual([-10, -10, -10]);
    expect(ledger.data!.clubTradingTransactions.pageInfo.hasNextPage).toBe(true);
    const refused = await gql(server, LEDGER, { c: s.clubA.id }, s.member);
    expect(codeOf(refused)).toBe('AUTH_NOT_AUTHORIZED');
  });

  it('applies a replayed grant once', async () => {
    const s = await setup();
    const k = key();
    const first = await grant(server, s.owner, s.clubA.id, s.member, 77, k);
    const again = await grant(server, s.owner, s.clubA.id, s.member, 77, k);
    expect(again.id).toBe(first.id);
    expect((await wallet(server, s.member)).get(s.clubA.id)).toBe(77);
  });
});
