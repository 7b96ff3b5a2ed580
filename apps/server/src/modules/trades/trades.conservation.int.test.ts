import { randomUUID } from 'node:crypto';
import { POINTS_MESSAGES as M } from '@repclub/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { manyUsers } from '../bookings/bookings.test-support';
import { clubMemberships } from '../clubs/clubs.tables';
import { createClub, publishClub } from '../clubs/clubs.test-support';
import { ledgerService, pointsAsset } from '../ledger/ledger.service';
import { type Caller, gql, grant } from '../points/points.test-support';
import { tradeRequests } from './trades.tables';
import {
  ACCEPT_TRADE,
  CANCEL_TRADE,
  CREATE_TRADE,
  DECLINE_TRADE,
  type TradeData,
} from './trades.test-support';

/**
 * Conservation of both assets of a trade under concurrency (issue 22): 30 members of two clubs, 90 requests, then 600
 * operations at once over HTTP GraphQL — requests made (each holding its offer), accepted (the hold posted and
 * the other leg moved), declined, cancelled, and the hold-expiry job. Afterwards each club's points add up to
 * what it issued (what members may spend plus what open requests hold), every pending amount is its open
 * holds, every request's hold followed it and every accepted request moved both legs once.
 */

const MEMBERS = 30;
const OPERATIONS = 600;
const INITIAL = 500;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

type Trade = { id: string; from: Caller; to: Caller };
type Answer = 'accept' | 'decline' | 'cancel';

describe('trades conservation', () => {
  it(
    '600 parallel trade operations among 30 members conserve both clubs’ points',
    { timeout: 120_000 },
    async () => {
      const seed = Number(process.env.CONSERVATION_SEED ?? Date.now() % 100_000);
      const rnd = random(seed);
      const db = server.database.db;
      const ledger = ledgerService({ db, clock: systemClock });
      const [ownerA, ownerB, ...members] = await manyUsers(server, MEMBERS + 2, systemClock);
      const clubs = [
        await createClub(server, ownerA!, { displayName: 'Trades A' }),
        await createClub(server, ownerB!, { displayName: 'Trades B' }),
      ];
      await publishClub(server, ownerA!, clubs[0]!.id);
      await publishClub(server, ownerB!, clubs[1]!.id);
      await db
        .insert(clubMemberships)
        .values(
          members.flatMap((m) =>
            clubs.map((c) => ({ clubId: c.id, userId: m.userId, joinedAt: new Date() })),
          ),
        );
      await Promise.all(
        members.map(async (m) => {
          await grant(server, ownerA!, clubs[0]!.id, m, INITIAL);
          await grant(server, ownerB!, clubs[1]!.id, m, INITIAL);
        }),
      );

      const unexpected: string[] = [];
      const trades: Trade[] = [];
      const answers = new Map<string, { answer: Answer; ok: boolean }[]>();
      const pair = () => {
        const from = rnd.pick(members);
        let to = rnd.pick(members);
        while (to.userId === from.userId) to = rnd.pick(members);
        return { from, to };
      };
      const make = async (from: Caller, to: Caller, giveA: boolean, give: number, ask: number) => {
        const r = await gql<{ createTradeRequest: TradeData }>(
          server,
          CREATE_TRADE,
          {
            i: {
              toUserId: to.userId,
              giveClubId: clubs[giveA ? 0 : 1]!.id,
              giveAmount: give,
              askClubId: clubs[giveA ? 1 : 0]!.id,
              askAmount: ask,
              idempotencyKey: randomUUID(),
            },
          },
          from,
        );
        if (r.error) {
          if (r.error.extensions?.code !== 'BAD_USER_INPUT') unexpected.push(`create: ${r.error.message}`);
          return null;
        }
        const trade = { id: r.data!.createTradeRequest.id, from, to };
        trades.push(trade);
        return trade;
      };

      // Ten requests made first and aged: the expiry job among the operations releases their holds (made before
      // every other request's, so the job at their expiry touches no other).
      const expiring: Trade[] = [];
      for (let i = 0; i < 10; i++) {
        const { from, to } = pair();
        const t = await make(from, to, i % 2 === 0, 10 + i, 10);
        if (t) expiring.push(t);
      }
      const [line] = await db
        .select({ at: tradeRequests.expiresAt })
        .from(tradeRequests)
        .where(eq(tradeRequests.id, expiring.at(-1)!.id));
      const expiryLine = line!.at;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await db
        .update(tradeRequests)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(
          inArray(
            tradeRequests.id,
            expiring.map((t) => t.id),
          ),
        );
      // Eighty more, made in parallel.
      await Promise.all(
        Array.from({ length: 80 }, (_, i) => {
          const { from, to } = pair();
          return make(from, to, i % 2 === 0, rnd.int(1, 60), rnd.int(1, 40));
        }),
      );

      // An answer picks its request when it runs, after a pause, among the latest forty made: requests made
      // among the operations are answered too.
      const answer = (kind: Answer) => async () => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 8_000));
        const latest = trades.slice(-40);
        const trade = latest[Math.floor(Math.random() * latest.length)]!;
        const [query, who, field] =
          kind === 'accept'
            ? [ACCEPT_TRADE, trade.to, 'acceptTradeRequest']
            : kind === 'decline'
              ? [DECLINE_TRADE, trade.to, 'declineTradeRequest']
              : [CANCEL_TRADE, trade.from, 'cancelTradeRequest'];
        const r = await gql<Record<string, TradeData>>(server, query, { t: trade.id }, who);
        if (r.error && r.error.extensions?.code !== 'BAD_USER_INPUT')
          unexpected.push(`${field}: ${r.error.message}`);
        if (
          r.error &&
          kind !== 'accept' &&
          !([M.tradeNotPending, M.tradeExpired] as string[]).includes(r.error.message)
        )
          unexpected.push(`${field}: ${r.error.message}`);
        answers.set(trade.id, [...(answers.get(trade.id) ?? []), { answer: kind, ok: r.error === null }]);
      };
      let jobRuns = 0;
      const operations = Array.from({ length: OPERATIONS }, () => {
        const roll = rnd.next();
        if (roll < 0.25) {
          const { from, to } = pair();
          const giveA = rnd.next() < 0.5;
          const give = rnd.int(1, 60);
          const ask = rnd.int(1, 40);
          return async () => {
            await make(from, to, giveA, give, ask);
          };
        }
        if (roll < 0.65) return answer('accept');
        if (roll < 0.8) return answer('decline');
        if (roll < 0.95) return answer('cancel');
        return async () => {
          await ledger.expireHolds(expiryLine);
          jobRuns++;
        };
      });
      const started = Date.now();
      await Promise.all(operations.map((run) => run()));
      const elapsed = Date.now() - started;
      await ledger.expireHolds(expiryLine);
      expect(unexpected, `seed ${seed}`).toEqual([]);

      const rows = await db
        .select()
        .from(tradeRequests)
        .where(
          inArray(
            tradeRequests.id,
            trades.map((t) => t.id),
          ),
        );
      const expired = new Set(expiring.map((t) => t.id));
      for (const club of clubs) {
        const accounts = await ledger.accounts(db, pointsAsset(club.id));
        const issuer = accounts.find((a) => a.party.kind === 'issuer')!;
        const users = accounts.filter((a) => a.party.kind === 'user');
        const owned = users.reduce((sum, a) => sum + a.balance, 0);
        const pending = users.reduce((sum, a) => sum + a.pending, 0);
        const available = owned - pending;
        expect(-issuer.balance, `seed ${seed}`).toBe(MEMBERS * INITIAL);
        expect(available + pending, `seed ${seed}`).toBe(MEMBERS * INITIAL);
        const held = rows
          .filter((t) => t.giveClubId === club.id && t.status === 'PENDING' && !expired.has(t.id))
          .reduce((sum, t) => sum + t.giveAmount, 0);
        expect(pending, `seed ${seed}`).toBe(held);
        for (const a of users) expect(a.balance - a.pending).toBeGreaterThanOrEqual(0);
        for (const a of accounts) expect([a.balance, a.pending]).toEqual([a.fromEntries, a.fromHolds]);
      }
      expect(await ledger.verify(db)).toEqual([]);

      const holdAfter = { ACCEPTED: 'POSTED', DECLINED: 'VOIDED', CANCELLED: 'VOIDED' } as const;
      const won = { accept: 'ACCEPTED', decline: 'DECLINED', cancel: 'CANCELLED' } as const;
      let accepted = 0;
      for (const row of rows) {
        const wins = (answers.get(row.id) ?? []).filter((a) => a.ok);
        expect(wins.length).toBeLessThanOrEqual(1);
        expect(row.status).toBe(wins[0] ? won[wins[0].answer] : 'PENDING');
        const hold = await ledger.hold(db, row.holdId!);
        expect(hold.status).toBe(
          row.status === 'PENDING'
            ? expired.has(row.id)
              ? 'EXPIRED'
              : 'PENDING'
            : holdAfter[row.status as keyof typeof holdAfter],
        );
        const legs = await ledger.transfersByKeys(db, [
          `points:trade:${row.id}:give`,
          `points:trade:${row.id}:ask`,
        ]);
        expect(legs.length).toBe(row.status === 'ACCEPTED' ? 2 : 0);
        if (row.status === 'ACCEPTED') accepted++;
      }
      expect(jobRuns).toBeGreaterThan(0);
      console.info(
        `trades conservation: ${OPERATIONS} operations in ${elapsed} ms (seed ${seed}; ${server.database.kind}); ` +
          `requests ${rows.length}, accepted ${accepted}, expiry runs ${jobRuns}`,
      );
    },
  );
});
