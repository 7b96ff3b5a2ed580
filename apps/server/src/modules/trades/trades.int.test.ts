import { POINTS_MESSAGES as M, TRADE_REQUEST_TTL_DAYS } from '@repclub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { manyUsers } from '../bookings/bookings.test-support';
import { clubWithTeam, createClub, publishClub } from '../clubs/clubs.test-support';
import { notifications } from '../notifications/notifications.tables';
import { type LedgerParty, ledgerService, pointsAsset } from '../ledger/ledger.service';
import { type Caller, SEND, gql, grant, joinClub, key, wallet } from '../points/points.test-support';
import { tradeRequests } from './trades.tables';
import {
  ACCEPT_TRADE,
  CANCEL_TRADE,
  CREATE_TRADE,
  DECLINE_TRADE,
  type TradeData,
} from './trades.test-support';

/** Trade requests over real HTTP GraphQL (docs/decisions/097, 123): the offer is held until it is answered. */

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

const ledger = () => ledgerService({ db: server.database.db, clock });
const me = (who: Caller): LedgerParty => ({ kind: 'user', userId: who.userId });

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

describe('trade requests', () => {
  async function offer(s: Awaited<ReturnType<typeof setup>>, give = 100, ask = 50) {
    const created = await gql<{ createTradeRequest: TradeData }>(
      server,
      CREATE_TRADE,
      {
        i: {
          toUserId: s.m2.userId,
          giveClubId: s.clubA.id,
          giveAmount: give,
          askClubId: s.clubB.id,
          askAmount: ask,
          memo: 'swap?',
          idempotencyKey: key(),
        },
      },
      s.m1,
    );
    if (created.error) throw new Error(`createTradeRequest: ${created.error.message}`);
    return created.data!.createTradeRequest;
  }

  it('accepting moves both legs at once; both see it in tradeRequests; the sender is told', async () => {
    const s = await setup();
    const trade = await offer(s);
    expect(trade).toMatchObject({ status: 'PENDING', isIncoming: false, giveAmount: 100, askAmount: 50 });
    expect(new Date(trade.expiresAt).getTime() - clock.now().getTime()).toBe(
      TRADE_REQUEST_TTL_DAYS * 86_400_000,
    );
    expect((await notificationsOf(s.m2.userId, 'TradeRequestReceived')).length).toBe(1);
    const LIST = `query { tradeRequests(open: true) { nodes { id isIncoming status } } }`;
    const incoming = await gql<{ tradeRequests: { nodes: { id: string; isIncoming: boolean }[] } }>(
      server,
      LIST,
      {},
      s.m2,
    );
    expect(incoming.data!.tradeRequests.nodes).toEqual([
      { id: trade.id, isIncoming: true, status: 'PENDING' },
    ]);

    const byTheSender = await gql(server, ACCEPT_TRADE, { t: trade.id }, s.m1);
    expect([codeOf(byTheSender), byTheSender.error?.message]).toEqual([
      'AUTH_NOT_AUTHORIZED',
      M.onlyRecipient,
    ]);
    const byAStranger = await gql(server, ACCEPT_TRADE, { t: trade.id }, s.stranger);
    expect(codeOf(byAStranger)).toBe('NOT_FOUND');

    const accepted = await gql<{ acceptTradeRequest: TradeData }>(
      server,
      ACCEPT_TRADE,
      { t: trade.id },
      s.m2,
    );
    expect(accepted.error).toBeNull();
    expect(accepted.data!.acceptTradeRequest.status).toBe('ACCEPTED');
    const w1 = await wallet(server, s.m1);
    const w2 = await wallet(server, s.m2);
    expect([w1.get(s.clubA.id), w1.get(s.clubB.id), w2.get(s.clubA.id), w2.get(s.clubB.id)]).toEqual([
      400, 350, 600, 250,
    ]);
    expect((await notificationsOf(s.m1.userId, 'TradeRequestAccepted')).length).toBe(1);
    const again = await gql(server, ACCEPT_TRADE, { t: trade.id }, s.m2);
    expect([codeOf(again), again.error?.message]).toEqual(['BAD_USER_INPUT', M.tradeNotPending]);
    const open = await gql<{ tradeRequests: { nodes: unknown[] } }>(server, LIST, {}, s.m2);
    expect(open.data!.tradeRequests.nodes).toEqual([]);
  });

  it('refuses an acceptance the recipient cannot pay, and nothing moves', async () => {
    const s = await setup();
    const trade = await offer(s, 100, 300);
    // The recipient spends some of what was asked before answering.
    await gql(
      server,
      SEND,
      { i: { clubId: s.clubB.id, toUserId: s.member.userId, amount: 1, idempotencyKey: key() } },
      s.m2,
    );
    const refused = await gql(server, ACCEPT_TRADE, { t: trade.id }, s.m2);
    expect([codeOf(refused), refused.error?.message]).toEqual([
      'BAD_USER_INPUT',
      M.tradeInsufficientYours(s.clubB.displayName),
    ]);
    const w1 = await wallet(server, s.m1);
    expect([w1.get(s.clubA.id), w1.get(s.clubB.id)]).toEqual([500, 300]);
    expect((await wallet(server, s.m2)).get(s.clubB.id)).toBe(299);
    // The offer is held: the sender cannot spend it before the answer, so acceptance cannot fail on their side.
    const trade2 = await offer(s, 400, 10);
    expect((await wallet(server, s.m1)).get(s.clubA.id)).toBe(500);
    expect(await ledger().available(server.database.db, pointsAsset(s.clubA.id), me(s.m1))).toBe(0);
    const spent = await gql(
      server,
      SEND,
      { i: { clubId: s.clubA.id, toUserId: s.member.userId, amount: 200, idempotencyKey: key() } },
      s.m1,
    );
    expect([codeOf(spent), spent.error?.message]).toEqual([
      'BAD_USER_INPUT',
      M.insufficient(s.clubA.displayName, 0),
    ]);
    const accepted = await gql(server, ACCEPT_TRADE, { t: trade2.id }, s.m2);
    expect(accepted.error).toBeNull();
    expect([
      (await wallet(server, s.m1)).get(s.clubA.id),
      (await wallet(server, s.m2)).get(s.clubB.id),
    ]).toEqual([100, 289]);
  });

  it('settles a request made before holds as before: both sides checked at acceptance', async () => {
    const s = await setup();
    const legacy = async (give: number, ask: number) => {
      const [row] = await server.database.db
        .insert(tradeRequests)
        .values({
          fromUserId: s.m1.userId,
          toUserId: s.m2.userId,
          giveClubId: s.clubA.id,
          giveAmount: give,
          giveAsset: pointsAsset(s.clubA.id),
          askClubId: s.clubB.id,
          askAmount: ask,
          askAsset: pointsAsset(s.clubB.id),
          idempotencyKey: key(),
          expiresAt: new Date(clock.now().getTime() + 86_400_000),
          createdAt: clock.now(),
        })
        .returning();
      return row!;
    };
    const unheld = await legacy(400, 10);
    // Nothing is held: the sender may spend the points, and the acceptance then finds them missing.
    const sent = await gql(
      server,
      SEND,
      { i: { clubId: s.clubA.id, toUserId: s.member.userId, amount: 200, idempotencyKey: key() } },
      s.m1,
    );
    expect(sent.error).toBeNull();
    const theirs = await gql(server, ACCEPT_TRADE, { t: unheld.id }, s.m2);
    expect(theirs.error?.message).toBe(M.tradeInsufficientTheirs(s.clubA.displayName));
    expect((await wallet(server, s.m2)).get(s.clubB.id)).toBe(300);
    const fine = await legacy(100, 10);
    const accepted = await gql<{ acceptTradeRequest: TradeData }>(server, ACCEPT_TRADE, { t: fine.id }, s.m2);
    expect(accepted.data?.acceptTradeRequest.status).toBe('ACCEPTED');
    expect([
      (await wallet(server, s.m1)).get(s.clubA.id),
      (await wallet(server, s.m2)).get(s.clubA.id),
    ]).toEqual([200, 600]);
    const declined = await legacy(10, 10);
    const d = await gql<{ declineTradeRequest: TradeData }>(server, DECLINE_TRADE, { t: declined.id }, s.m2);
    expect(d.data?.declineTradeRequest.status).toBe('DECLINED');
    expect(await ledger().verify(server.database.db)).toEqual([]);
  });

  it('declines, cancels and expires', async () => {
    const s = await setup();
    const declined = await offer(s);
    const byTheSender = await gql(server, DECLINE_TRADE, { t: declined.id }, s.m1);
    expect(codeOf(byTheSender)).toBe('AUTH_NOT_AUTHORIZED');
    const available = () => ledger().available(server.database.db, pointsAsset(s.clubA.id), me(s.m1));
    expect(await available()).toBe(400);
    const d = await gql<{ declineTradeRequest: TradeData }>(server, DECLINE_TRADE, { t: declined.id }, s.m2);
    expect(d.data!.declineTradeRequest.status).toBe('DECLINED');
    expect(await available()).toBe(500);
    expect((await notificationsOf(s.m1.userId, 'TradeRequestDeclined')).length).toBe(1);

    const cancelled = await offer(s);
    const byTheRecipient = await gql(server, CANCEL_TRADE, { t: cancelled.id }, s.m2);
    expect([codeOf(byTheRecipient), byTheRecipient.error?.message]).toEqual([
      'AUTH_NOT_AUTHORIZED',
      M.onlySender,
    ]);
    const c = await gql<{ cancelTradeRequest: TradeData }>(server, CANCEL_TRADE, { t: cancelled.id }, s.m1);
    expect(c.data!.cancelTradeRequest.status).toBe('CANCELLED');
    expect(await available()).toBe(500);
    const late = await gql(server, ACCEPT_TRADE, { t: cancelled.id }, s.m2);
    expect(late.error?.message).toBe(M.tradeNotPending);

    const expiring = await offer(s);
    expect(await available()).toBe(400);
    // Seven days on (the sessions would expire with a moved clock, so the request is aged instead, and the
    // ledger's job runs as it would then: it releases the hold, whose expiry is the request's).
    await server.database.db
      .update(tradeRequests)
      .set({ expiresAt: new Date(clock.now().getTime() - 1) })
      .where(eq(tradeRequests.id, expiring.id));
    expect(await ledger().expireHolds(new Date(expiring.expiresAt))).toBeGreaterThanOrEqual(1);
    expect(await available()).toBe(500);
    const expired = await gql(server, ACCEPT_TRADE, { t: expiring.id }, s.m2);
    expect([codeOf(expired), expired.error?.message]).toEqual(['BAD_USER_INPUT', M.tradeExpired]);
    const cancelExpired = await gql(server, CANCEL_TRADE, { t: expiring.id }, s.m1);
    expect(cancelExpired.error?.message).toBe(M.tradeExpired);
    const all = await gql<{ tradeRequests: { nodes: { id: string; status: string }[] } }>(
      server,
      'query { tradeRequests(first: 10) { nodes { id status } } }',
      {},
      s.m1,
    );
    expect(all.data!.tradeRequests.nodes.find((t) => t.id === expiring.id)?.status).toBe('EXPIRED');
    const open = await gql<{ tradeRequests: { nodes: { id: string }[] } }>(
      server,
      'query { tradeRequests(open: true) { nodes { id } } }',
      {},
      s.m2,
    );
    expect(open.data!.tradeRequests.nodes.map((t) => t.id)).not.toContain(expiring.id);
    expect(await ledger().verify(server.database.db)).toEqual([]);
  });

  it('refuses trades with yourself, within one club, with non-members, and more than you hold', async () => {
    const s = await setup();
    const create = (caller: Caller, input: Record<string, unknown>) =>
      gql(
        server,
        CREATE_TRADE,
        {
          i: {
            toUserId: s.m2.userId,
            giveClubId: s.clubA.id,
            giveAmount: 10,
            askClubId: s.clubB.id,
            askAmount: 10,
            idempotencyKey: key(),
            ...input,
          },
        },
        caller,
      );
    expect((await create(s.m1, { toUserId: s.m1.userId })).error?.message).toBe(M.tradeWithYourself);
    expect((await create(s.m1, { askClubId: s.clubA.id })).error?.message).toBe(M.sameClubTrade);
    expect((await create(s.m1, { toUserId: s.stranger.userId })).error?.message).toBe(M.tradeMembers);
    expect(codeOf(await create(s.stranger, {}))).toBe('AUTH_NOT_AUTHORIZED');
    expect((await create(s.m1, { giveAmount: 501 })).error?.message).toBe(
      M.insufficient(s.clubA.displayName, 500),
    );
  });

  it('lists, for a trade with someone, only the clubs both belong to', async () => {
    const s = await setup();
    const c = await createClub(server, s.bOwner, { displayName: 'Only Mine' });
    await publishClub(server, s.bOwner, c.id);
    await joinClub(server, s.m1, c.id);
    const TRADABLE = 'query($u: ID) { walletBalances(withUserId: $u) { points isMember club { id } } }';
    const clubsWith = async (u: string | null) => {
      const r = await gql<{ walletBalances: { club: { id: string } }[] }>(server, TRADABLE, { u }, s.m1);
      if (r.error) throw new Error(r.error.message);
      return r.data!.walletBalances.map((b) => b.club.id).sort();
    };
    expect(await clubsWith(null)).toContain(c.id);
    expect(await clubsWith(s.m2.userId)).toEqual([s.clubA.id, s.clubB.id].sort());
    expect(await clubsWith(s.stranger.userId)).toEqual([]);
    expect(await clubsWith(s.m1.userId)).toEqual([]);
  });

  it('refuses at creation a request for more than the other member holds, without telling their balance', async () => {
    const s = await setup();
    const asked = await gql(
      server,
      CREATE_TRADE,
      {
        i: {
          toUserId: s.m2.userId,
          giveClubId: s.clubA.id,
          giveAmount: 10,
          askClubId: s.clubB.id,
          askAmount: 301,
          idempotencyKey: key(),
        },
      },
      s.m1,
    );
    expect([codeOf(asked), asked.error?.message]).toEqual([
      'BAD_USER_INPUT',
      M.tradeAskTooMuch(s.clubB.displayName),
    ]);
    expect(asked.error?.message).not.toContain('300');
    const stored = await server.database.db
      .select()
      .from(tradeRequests)
      .where(eq(tradeRequests.fromUserId, s.m1.userId));
    expect(stored).toEqual([]);
    expect(await notificationsOf(s.m2.userId, 'TradeRequestReceived')).toEqual([]);
    // Exactly what they hold may be asked.
    const exact = await gql(
      server,
      CREATE_TRADE,
      {
        i: {
          toUserId: s.m2.userId,
          giveClubId: s.clubA.id,
          giveAmount: 10,
          askClubId: s.clubB.id,
          askAmount: 300,
          idempotencyKey: key(),
        },
      },
      s.m1,
    );
    expect(exact.error).toBeNull();
  });

  it('accepts a trade once when accepted many times at once', async () => {
    const s = await setup();
    const trade = await offer(s);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => gql(server, ACCEPT_TRADE, { t: trade.id }, s.m2)),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.message === M.tradeNotPending)).toHaveLength(5);
    expect((await wallet(server, s.m2)).get(s.clubA.id)).toBe(600);
  });

  it('an acceptance and a cancellation at once: one wins, and the hold follows it', async () => {
    const s = await setup();
    const trades = await Promise.all(Array.from({ length: 5 }, () => offer(s, 20, 10)));
    const results = await Promise.all(
      trades.flatMap((t) => [
        gql(server, ACCEPT_TRADE, { t: t.id }, s.m2),
        gql(server, CANCEL_TRADE, { t: t.id }, s.m1),
      ]),
    );
    let accepted = 0;
    for (const [i] of trades.entries()) {
      const [accept, cancel] = [results[2 * i]!, results[2 * i + 1]!];
      expect([accept.error, cancel.error].filter((e) => e === null)).toHaveLength(1);
      expect((accept.error ?? cancel.error)?.message).toBe(M.tradeNotPending);
      if (accept.error === null) accepted++;
    }
    const db = server.database.db;
    expect(await ledger().account(db, pointsAsset(s.clubA.id), me(s.m1))).toEqual({
      balance: 500 - 20 * accepted,
      pending: 0,
    });
    expect((await wallet(server, s.m2)).get(s.clubB.id)).toBe(300 - 10 * accepted);
    expect(await ledger().verify(db)).toEqual([]);
  });
});
