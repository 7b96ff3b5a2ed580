import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { manyUsers } from '../bookings/bookings.test-support';
import { clubMemberships } from '../clubs/clubs.tables';
import { createClub, publishClub } from '../clubs/clubs.test-support';
import { isLedgerError } from '../ledger/ledger.errors';
import { type LedgerParty, ledgerService, pointsAsset } from '../ledger/ledger.service';
import { tradeRequests } from '../trades/trades.tables';
import {
  ACCEPT_TRADE,
  CANCEL_TRADE,
  CREATE_TRADE,
  DECLINE_TRADE,
  type TradeData,
} from '../trades/trades.test-support';
import { type Caller, GRANT, SEND, type TxData, gql, grant, wallet } from './points.test-support';

/**
 * Conservation under concurrency (issue 15, issue 22): 50 members of two clubs, points issued by grants, then
 * 1,000 random operations fired at once over HTTP GraphQL — sends, replayed sends and grants, trade requests
 * made, accepted, declined and cancelled (their offers held by the ledger), the hold-expiry job — and spends
 * through the ledger directly. Afterwards every club's points add up to what it issued (what members may spend
 * plus what open trade requests hold), no balance is negative, every balance equals its ledger entries and every
 * pending amount its open holds, every trade's hold followed the trade, and every repeated key was applied once.
 */

const MEMBERS = 50;
const OPERATIONS = 1_000;
const INITIAL = 1_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

/** A small seeded generator, so a failure can be replayed. */
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

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

type Outcome = { ok: boolean; code: string | null; id?: string; message?: string };

describe('points conservation', () => {
  it(
    "1,000 parallel operations among 50 members conserve every club's points",
    { timeout: 120_000 },
    async () => {
      const seed = Number(process.env.CONSERVATION_SEED ?? Date.now() % 100_000);
      const rnd = random(seed);
      const ledger = ledgerService({ db: server.database.db, clock: systemClock });
      const [ownerA, ownerB, ...members] = await manyUsers(server, MEMBERS + 2, systemClock);
      const clubA = await createClub(server, ownerA!, { displayName: 'Conservation A' });
      const clubB = await createClub(server, ownerB!, { displayName: 'Conservation B' });
      await publishClub(server, ownerA!, clubA.id);
      await publishClub(server, ownerB!, clubB.id);
      const clubs = [
        { id: clubA.id, owner: ownerA! },
        { id: clubB.id, owner: ownerB! },
      ];
      // Joining is the clubs module's (tested there): the memberships are written directly.
      await server.database.db.insert(clubMemberships).values(
        members.flatMap((m) => [
          { clubId: clubA.id, userId: m.userId, joinedAt: new Date() },
          { clubId: clubB.id, userId: m.userId, joinedAt: new Date() },
        ]),
      );
      await inBatches(members, 25, async (m) => {
        await grant(server, ownerA!, clubA.id, m, INITIAL);
        await grant(server, ownerB!, clubB.id, m, INITIAL);
      });

      // Trade requests waiting for an answer; acceptances, declines and cancellations below race each other and
      // the sends. The first ten are made first and expire first: the expiry job runs among the operations.
      const trades: { id: string; from: Caller; to: Caller; expiresAt: string }[] = [];
      const makeTrade = async (i: number) => {
        const from = members[i % MEMBERS]!;
        const to = members[(i * 7 + 3) % MEMBERS]!;
        const giveA = i % 2 === 0;
        const created = await gql<{ createTradeRequest: TradeData }>(
          server,
          CREATE_TRADE,
          {
            i: {
              toUserId: to.userId,
              giveClubId: giveA ? clubA.id : clubB.id,
              giveAmount: 50 + (i % 200),
              askClubId: giveA ? clubB.id : clubA.id,
              askAmount: 40 + ((i * 13) % 300),
              idempotencyKey: randomUUID(),
            },
          },
          from,
        );
        if (created.error) throw new Error(`createTradeRequest: ${created.error.message}`);
        const trade = created.data!.createTradeRequest;
        trades.push({ id: trade.id, from, to, expiresAt: trade.expiresAt });
      };
      await inBatches(
        Array.from({ length: 10 }, (_, i) => i),
        10,
        makeTrade,
      );
      const expiring = trades.slice();
      const expiryLine = new Date(Math.max(...expiring.map((t) => Date.parse(t.expiresAt))));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await inBatches(
        Array.from({ length: 50 }, (_, i) => i + 10),
        25,
        makeTrade,
      );
      // Seven days on for these ten: the requests are aged (sessions would expire with a moved clock), and the job
      // below runs at their holds' expiry, which comes before every other request's.
      await server.database.db
        .update(tradeRequests)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(
          inArray(
            tradeRequests.id,
            expiring.map((t) => t.id),
          ),
        );
      const expired = new Set(expiring.map((t) => t.id));

      // Operations whose key is sent several times: each must be applied once.
      const grantPool = Array.from({ length: 20 }, () => {
        const club = rnd.pick(clubs);
        return {
          club,
          input: {
            clubId: club.id,
            toUserId: rnd.pick(members).userId,
            amount: rnd.int(1, 200),
            idempotencyKey: randomUUID(),
          },
        };
      });
      const sendPool = Array.from({ length: 20 }, () => {
        const from = rnd.pick(members);
        let to = rnd.pick(members);
        while (to.userId === from.userId) to = rnd.pick(members);
        return {
          from,
          input: {
            clubId: rnd.pick(clubs).id,
            toUserId: to.userId,
            amount: rnd.int(1, 300),
            idempotencyKey: randomUUID(),
          },
        };
      });

      const grantOutcomes = new Map<string, Outcome[]>();
      const sendOutcomes = new Map<string, Outcome[]>();
      const tradeOutcomes = new Map<string, Outcome[]>();
      const answers = new Map<string, { declined: Outcome[]; cancelled: Outcome[] }>();
      const created: { ok: boolean; id?: string }[] = [];
      let jobRuns = 0;
      const spends: { clubId: string; amount: number; ok: boolean }[] = [];
      const unexpected: string[] = [];

      const record = (map: Map<string, Outcome[]>, k: string, o: Outcome) =>
        map.set(k, [...(map.get(k) ?? []), o]);
      const outcomeOf = (
        r: {
          data: Record<string, { id: string }> | null;
          error: { message: string; extensions?: { code?: string } } | null;
        },
        field: string,
      ): Outcome => {
        if (!r.error) return { ok: true, code: null, id: r.data![field]!.id };
        const code = r.error.extensions?.code ?? null;
        if (code !== 'BAD_USER_INPUT') unexpected.push(`${field}: ${code} ${r.error.message}`);
        return { ok: false, code, message: r.error.message };
      };

      const operations = Array.from({ length: OPERATIONS }, () => {
        const roll = rnd.next();
        if (roll < 0.4) {
          const from = rnd.pick(members);
          let to = rnd.pick(members);
          while (to.userId === from.userId) to = rnd.pick(members);
          const input = {
            clubId: rnd.pick(clubs).id,
            toUserId: to.userId,
            amount: rnd.int(1, 400),
            idempotencyKey: randomUUID(),
          };
          return async () => {
            const r = await gql<{ sendPoints: TxData }>(server, SEND, { i: input }, from);
            outcomeOf(r, 'sendPoints');
          };
        }
        if (roll < 0.55) {
          const { from, input } = rnd.pick(sendPool);
          return async () => {
            const r = await gql<{ sendPoints: TxData }>(server, SEND, { i: input }, from);
            record(sendOutcomes, input.idempotencyKey, outcomeOf(r, 'sendPoints'));
          };
        }
        if (roll < 0.7) {
          const { club, input } = rnd.pick(grantPool);
          return async () => {
            const r = await gql<{ grantPoints: TxData }>(server, GRANT, { i: input }, club.owner);
            record(grantOutcomes, input.idempotencyKey, outcomeOf(r, 'grantPoints'));
          };
        }
        if (roll < 0.72) {
          const trade = rnd.pick(trades);
          const cancel = rnd.next() < 0.5;
          return async () => {
            const r = await gql<Record<string, TradeData>>(
              server,
              cancel ? CANCEL_TRADE : DECLINE_TRADE,
              { t: trade.id },
              cancel ? trade.from : trade.to,
            );
            const field = cancel ? 'cancelTradeRequest' : 'declineTradeRequest';
            const entry = answers.get(trade.id) ?? { declined: [], cancelled: [] };
            (cancel ? entry.cancelled : entry.declined).push(outcomeOf(r, field));
            answers.set(trade.id, entry);
          };
        }
        if (roll < 0.77) {
          const from = rnd.pick(members);
          let to = rnd.pick(members);
          while (to.userId === from.userId) to = rnd.pick(members);
          const giveA = rnd.next() < 0.5;
          const input = {
            toUserId: to.userId,
            giveClubId: giveA ? clubA.id : clubB.id,
            giveAmount: rnd.int(1, 400),
            askClubId: giveA ? clubB.id : clubA.id,
            askAmount: rnd.int(1, 100),
            idempotencyKey: randomUUID(),
          };
          return async () => {
            const r = await gql<{ createTradeRequest: TradeData }>(server, CREATE_TRADE, { i: input }, from);
            const o = outcomeOf(r, 'createTradeRequest');
            created.push({ ok: o.ok, ...(o.id ? { id: o.id } : {}) });
          };
        }
        if (roll < 0.78)
          return async () => {
            await ledger.expireHolds(expiryLine);
            jobRuns++;
          };
        if (roll < 0.88) {
          const trade = rnd.pick(trades);
          return async () => {
            const r = await gql<{ acceptTradeRequest: TradeData }>(
              server,
              ACCEPT_TRADE,
              { t: trade.id },
              trade.to,
            );
            record(tradeOutcomes, trade.id, outcomeOf(r, 'acceptTradeRequest'));
          };
        }
        // A spend (tickets paid in points go back to the club's issuer account), through the ledger itself.
        const spender = rnd.pick(members);
        const club = rnd.pick(clubs);
        const amount = rnd.int(1, 150);
        return async () => {
          const k = `test:spend:${randomUUID()}`;
          try {
            await ledger.transfer(server.database.db, {
              asset: pointsAsset(club.id),
              from: { kind: 'user', userId: spender.userId },
              to: { kind: 'issuer', ownerId: club.id },
              amount,
              reason: 'SPEND_TICKET',
              idempotencyKey: k,
              operation: { type: 'test.spend', id: k },
            });
            spends.push({ clubId: club.id, amount, ok: true });
          } catch (err) {
            if (!isLedgerError(err, 'INSUFFICIENT_FUNDS')) unexpected.push(`spend: ${String(err)}`);
            spends.push({ clubId: club.id, amount, ok: false });
          }
        };
      });

      const started = Date.now();
      await Promise.all(operations.map((run) => run()));
      const elapsed = Date.now() - started;
      // The job once more, as its next minute would.
      await ledger.expireHolds(expiryLine);
      expect(unexpected, `seed ${seed}`).toEqual([]);

      const db = server.database.db;
      for (const club of clubs) {
        const asset = pointsAsset(club.id);
        const accounts = await ledger.accounts(db, asset);
        const issuer = accounts.find((a) => a.party.kind === 'issuer')!;
        const users = accounts.filter((a) => a.party.kind === 'user');
        const held = users.reduce((sum, a) => sum + a.balance, 0);
        const available = users.reduce((sum, a) => sum + (a.balance - a.pending), 0);
        const pending = users.reduce((sum, a) => sum + a.pending, 0);
        // What the club issued (−its issuer balance) is exactly what its members hold: what they may spend plus
        // what open trade requests hold of it.
        expect(held, `seed ${seed}`).toBe(-issuer.balance);
        expect(available + pending, `seed ${seed}`).toBe(-issuer.balance);
        const open = await db.select().from(tradeRequests).where(eq(tradeRequests.giveClubId, club.id));
        const openHeld = open
          .filter((t) => t.status === 'PENDING' && !expired.has(t.id))
          .reduce((sum, t) => sum + t.giveAmount, 0);
        expect(pending, `seed ${seed}`).toBe(openHeld);
        const granted = grantPool
          .filter((g) => g.club.id === club.id && grantOutcomes.has(g.input.idempotencyKey))
          .reduce((sum, g) => sum + g.input.amount, 0);
        const spent = spends
          .filter((s) => s.clubId === club.id && s.ok)
          .reduce((sum, s) => sum + s.amount, 0);
        expect(-issuer.balance, `seed ${seed}`).toBe(MEMBERS * INITIAL + granted - spent);
        for (const a of users) expect(a.balance - a.pending).toBeGreaterThanOrEqual(0);
        for (const a of accounts) expect([a.balance, a.pending]).toEqual([a.fromEntries, a.fromHolds]);
      }
      expect(await ledger.verify(db)).toEqual([]);

      // Every repeated key applied once: one transfer, and every success answered with it.
      for (const [k, outcomes] of grantOutcomes) {
        const clubId = grantPool.find((g) => g.input.idempotencyKey === k)!.club.id;
        const transfers = await ledger.transfersByKeys(db, [`points:grant:${clubId}:${k}`]);
        expect(transfers).toHaveLength(1);
        expect(outcomes.every((o) => o.ok && o.id === transfers[0]!.id)).toBe(true);
      }
      for (const [k, outcomes] of sendOutcomes) {
        const sender = sendPool.find((s) => s.input.idempotencyKey === k)!.from;
        const transfers = await ledger.transfersByKeys(db, [`points:send:${sender.userId}:${k}`]);
        const ids = new Set(outcomes.filter((o) => o.ok).map((o) => o.id));
        expect(transfers.length).toBe(ids.size > 0 ? 1 : 0);
        if (transfers[0]) expect([...ids]).toEqual([transfers[0].id]);
      }
      // Every trade answered at most once — accepted (both legs), declined or cancelled — or still open, and its
      // hold followed it: posted, voided, expired (the aged ten) or still pending.
      const holdAfter = { ACCEPTED: 'POSTED', DECLINED: 'VOIDED', CANCELLED: 'VOIDED' } as const;
      for (const trade of trades) {
        const accepted = (tradeOutcomes.get(trade.id) ?? []).filter((o) => o.ok).length;
        const declined = (answers.get(trade.id)?.declined ?? []).filter((o) => o.ok).length;
        const cancelled = (answers.get(trade.id)?.cancelled ?? []).filter((o) => o.ok).length;
        expect(accepted + declined + cancelled).toBeLessThanOrEqual(1);
        const legs = await ledger.transfersByKeys(db, [
          `points:trade:${trade.id}:give`,
          `points:trade:${trade.id}:ask`,
        ]);
        const [row] = await db.select().from(tradeRequests).where(eq(tradeRequests.id, trade.id));
        expect(legs.length).toBe(accepted === 1 ? 2 : 0);
        const status = accepted ? 'ACCEPTED' : declined ? 'DECLINED' : cancelled ? 'CANCELLED' : 'PENDING';
        expect(row!.status).toBe(status);
        const hold = await ledger.hold(db, row!.holdId!);
        expect(hold.status).toBe(
          status === 'PENDING' ? (expired.has(trade.id) ? 'EXPIRED' : 'PENDING') : holdAfter[status],
        );
        if (expired.has(trade.id)) expect(status).toBe('PENDING');
      }
      expect(jobRuns).toBeGreaterThan(0);
      // Requests made among the operations hold their offer too.
      for (const c of created.filter((x) => x.ok)) {
        const [row] = await db.select().from(tradeRequests).where(eq(tradeRequests.id, c.id!));
        expect((await ledger.hold(db, row!.holdId!)).status).toBe(
          row!.status === 'ACCEPTED' ? 'POSTED' : 'PENDING',
        );
      }

      // What members read over GraphQL is the ledger.
      for (const m of members.slice(0, 5)) {
        const balances = await wallet(server, m);
        for (const club of clubs) {
          const party: LedgerParty = { kind: 'user', userId: m.userId };
          expect(balances.get(club.id)).toBe(await ledger.balance(db, pointsAsset(club.id), party));
        }
      }
      console.info(
        `conservation: ${OPERATIONS} operations in ${elapsed} ms (seed ${seed}; ${server.database.kind}); ` +
          `trades accepted ${[...tradeOutcomes.values()].filter((o) => o.some((x) => x.ok)).length}, ` +
          `made ${created.filter((c) => c.ok).length}/${created.length}, expiry runs ${jobRuns}, ` +
          `spends ${spends.filter((s) => s.ok).length}/${spends.length}`,
      );
    },
  );
});
