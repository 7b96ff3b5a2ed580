import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { isLedgerError } from './ledger.errors';
import {
  type HoldInput,
  type LedgerParty,
  type LedgerService,
  ledgerService,
  pointsAsset,
} from './ledger.service';

/**
 * Holds, the ledger's two-phase transfers (docs/decisions/122), on a real database: PGlite, or PostgreSQL with
 * TEST_DATABASE_URL (where the races below run over many connections at once).
 */

let server: TestServer;
let ledger: LedgerService;

beforeAll(async () => {
  server = await startTestServer();
  ledger = ledgerService({ db: server.database.db, clock: systemClock });
});
afterAll(() => server?.close());

const db = () => server.database.db;
const user = (): LedgerParty => ({ kind: 'user', userId: randomUUID() });
const issuerOf = (clubId: string): LedgerParty => ({ kind: 'issuer', ownerId: clubId });
const key = () => `test:${randomUUID()}`;
const HOUR = 60 * 60 * 1000;

function move(asset: string, from: LedgerParty, to: LedgerParty, amount: number, idempotencyKey = key()) {
  return {
    asset,
    from,
    to,
    amount,
    reason: 'TEST',
    idempotencyKey,
    operation: { type: 'test', id: idempotencyKey },
  };
}

function hold(
  asset: string,
  from: LedgerParty,
  to: LedgerParty,
  amount: number,
  options: { key?: string; expiresAt?: Date } = {},
): HoldInput {
  return {
    ...move(asset, from, to, amount, options.key ?? key()),
    expiresAt: options.expiresAt ?? new Date(Date.now() + HOUR),
  };
}

async function fundedClub(members: number, each: number) {
  const clubId = randomUUID();
  const asset = pointsAsset(clubId);
  const users = Array.from({ length: members }, user);
  for (const u of users) await ledger.transfer(db(), move(asset, issuerOf(clubId), u, each));
  return { clubId, asset, users, issuer: issuerOf(clubId) };
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

/** 'ok', or the ledger's code for a refusal (anything else fails the test). */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (err: unknown) => (isLedgerError(err) ? err.ledgerCode : Promise.reject(err)),
  );

describe('holds', () => {
  it('keep the amount out of what the account may spend, until voided', async () => {
    const { asset, users } = await fundedClub(1, 100);
    const a = users[0]!;
    const b = user();
    const made = await ledger.reserve(db(), hold(asset, a, b, 60));
    expect(made.replayed).toBe(false);
    expect(made.hold).toMatchObject({ status: 'PENDING', amount: 60, from: a, to: b });
    expect(await ledger.balance(db(), asset, a)).toBe(100);
    expect(await ledger.available(db(), asset, a)).toBe(40);
    expect(await ledger.balance(db(), asset, b)).toBe(0);
    const overspend = await rejection(ledger.transfer(db(), move(asset, a, b, 41)));
    expect(isLedgerError(overspend, 'INSUFFICIENT_FUNDS')).toBe(true);
    const overhold = await rejection(ledger.reserve(db(), hold(asset, a, b, 41)));
    expect(isLedgerError(overhold, 'INSUFFICIENT_FUNDS')).toBe(true);
    await ledger.transfer(db(), move(asset, a, b, 40));
    expect(await ledger.available(db(), asset, a)).toBe(0);
    expect(await ledger.verify(db(), asset)).toEqual([]);

    const voided = await ledger.void(db(), made.holdId);
    expect(voided).toMatchObject({ replayed: false, hold: { status: 'VOIDED' } });
    expect(await ledger.available(db(), asset, a)).toBe(60);
    expect(await ledger.balance(db(), asset, b)).toBe(40);
    expect((await ledger.void(db(), made.holdId)).replayed).toBe(true);
    const post = await rejection(ledger.post(db(), made.holdId));
    expect(isLedgerError(post, 'HOLD_CLOSED')).toBe(true);
    expect((post as { code: string }).code).toBe('CONFLICT');
    expect(await ledger.verify(db(), asset)).toEqual([]);
  });

  it('post moves the held amount, and other transfers with it all or nothing', async () => {
    const x = await fundedClub(1, 50);
    const y = await fundedClub(1, 20);
    const a = x.users[0]!;
    const b = y.users[0]!;
    const made = await ledger.reserve(db(), hold(x.asset, a, b, 30));
    // The other leg is short: nothing moves and the hold stays open.
    const short = await rejection(ledger.post(db(), made.holdId, { with: [move(y.asset, b, a, 21)] }));
    expect(isLedgerError(short, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect((await ledger.hold(db(), made.holdId)).status).toBe('PENDING');
    expect(await ledger.account(db(), x.asset, a)).toEqual({ balance: 50, pending: 30 });

    const leg = move(y.asset, b, a, 20);
    const posted = await ledger.post(db(), made.holdId, { with: [leg] });
    expect(posted.replayed).toBe(false);
    expect(posted.hold.status).toBe('POSTED');
    expect(posted.transfer).toMatchObject({ from: a, to: b, amount: 30, reason: 'TEST' });
    expect(await ledger.account(db(), x.asset, a)).toEqual({ balance: 20, pending: 0 });
    expect(await ledger.balance(db(), x.asset, b)).toBe(30);
    expect(await ledger.balance(db(), y.asset, a)).toBe(20);
    expect(await ledger.balance(db(), y.asset, b)).toBe(0);

    const again = await ledger.post(db(), made.holdId, { with: [leg] });
    expect(again).toMatchObject({ replayed: true, transfer: { id: posted.transfer.id } });
    expect(again.transfers[0]!.transferId).toBe(posted.transfers[0]!.transferId);
    const voided = await rejection(ledger.void(db(), made.holdId));
    expect(isLedgerError(voided, 'HOLD_CLOSED')).toBe(true);
    expect((await ledger.hold(db(), made.holdId)).transferId).toBe(posted.transfer.id);
    expect(await ledger.verify(db())).toEqual([]);
  });

  it('replays the same key with the same parameters; refuses it with others (CONFLICT)', async () => {
    const { asset, users } = await fundedClub(1, 100);
    const a = users[0]!;
    const b = user();
    const expiresAt = new Date(Date.now() + HOUR);
    const k = key();
    const first = await ledger.reserve(db(), hold(asset, a, b, 25, { key: k, expiresAt }));
    const again = await ledger.reserve(db(), hold(asset, a, b, 25, { key: k, expiresAt }));
    expect(again).toMatchObject({ holdId: first.holdId, replayed: true });
    for (const other of [
      hold(asset, a, b, 26, { key: k, expiresAt }),
      hold(asset, a, b, 25, { key: k, expiresAt: new Date(expiresAt.getTime() + 1) }),
      { ...hold(asset, a, b, 25, { key: k, expiresAt }), memo: 'x' },
    ]) {
      const err = await rejection(ledger.reserve(db(), other));
      expect(isLedgerError(err, 'CONFLICT')).toBe(true);
    }
    expect(await ledger.available(db(), asset, a)).toBe(75);
  });

  it('refuses what is not a hold, and a hold that is not there', async () => {
    const { asset, users } = await fundedClub(1, 10);
    const a = users[0]!;
    const past = await rejection(ledger.reserve(db(), hold(asset, a, user(), 1, { expiresAt: new Date(0) })));
    expect(isLedgerError(past, 'INVALID_TRANSFER')).toBe(true);
    const zero = await rejection(ledger.reserve(db(), hold(asset, a, user(), 0)));
    expect(isLedgerError(zero, 'INVALID_TRANSFER')).toBe(true);
    for (const id of [randomUUID(), 'nope']) {
      const err = await rejection(ledger.post(db(), id));
      expect(isLedgerError(err, 'HOLD_NOT_FOUND')).toBe(true);
      expect((err as { code: string }).code).toBe('NOT_FOUND');
    }
  });

  it('expire: past its expiry a hold cannot be posted; the job releases it once', async () => {
    const { asset, users } = await fundedClub(1, 10);
    const a = users[0]!;
    const made = await ledger.reserve(
      db(),
      hold(asset, a, user(), 7, { expiresAt: new Date(Date.now() + HOUR) }),
    );
    const later = { now: () => new Date(Date.now() + 2 * HOUR) };
    const afterwards = ledgerService({ db: db(), clock: later });
    const err = await rejection(afterwards.post(db(), made.holdId));
    expect(isLedgerError(err, 'HOLD_EXPIRED')).toBe(true);
    expect(await ledger.available(db(), asset, a)).toBe(3);
    expect(await afterwards.expireHolds()).toBeGreaterThanOrEqual(1);
    expect((await ledger.hold(db(), made.holdId)).status).toBe('EXPIRED');
    expect(await ledger.available(db(), asset, a)).toBe(10);
    expect(await afterwards.expireHolds()).toBe(0);
    // Voiding what expired is answered as done; posting it is refused.
    expect(await ledger.void(db(), made.holdId)).toMatchObject({
      replayed: true,
      hold: { status: 'EXPIRED' },
    });
    expect(isLedgerError(await rejection(ledger.post(db(), made.holdId)), 'HOLD_CLOSED')).toBe(true);
    expect(await ledger.verify(db(), asset)).toEqual([]);
  });

  it('are append-only, and so are their resolutions', async () => {
    const { asset, users } = await fundedClub(1, 10);
    const made = await ledger.reserve(db(), hold(asset, users[0]!, user(), 1));
    await ledger.void(db(), made.holdId);
    for (const statement of [
      sql`update ledger_holds set amount = amount + 1 where id = ${made.holdId}`,
      sql`delete from ledger_holds where id = ${made.holdId}`,
      sql`update ledger_hold_resolutions set outcome = 'POSTED' where hold_id = ${made.holdId}`,
      sql`delete from ledger_hold_resolutions where hold_id = ${made.holdId}`,
      sql`truncate ledger_hold_resolutions`,
    ]) {
      const e = (await rejection(db().execute(statement))) as {
        message: string;
        cause?: { message: string };
      };
      expect(`${e.message} ${e.cause?.message ?? ''}`).toMatch(/append-only|violates/);
    }
    expect((await ledger.hold(db(), made.holdId)).status).toBe('VOIDED');
    // A user's pending may not pass their balance, even written directly (CHECK).
    const direct = await rejection(
      db().execute(
        sql`update ledger_accounts set pending = balance + 1 where asset = ${asset} and owner_kind = 'user'`,
      ),
    );
    expect(direct).toBeTruthy();
  });
});

describe('holds under concurrency', () => {
  it('50 parallel reserves against a balance that covers 10: exactly 10 are held', async () => {
    const { asset, users } = await fundedClub(1, 100);
    const a = users[0]!;
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => outcome(ledger.reserve(db(), hold(asset, a, user(), 10)))),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await ledger.account(db(), asset, a)).toEqual({ balance: 100, pending: 100 });
    expect(await ledger.verify(db(), asset)).toEqual([]);
  });

  it('reserves and transfers racing for one balance never spend more than it holds', async () => {
    const { asset, users } = await fundedClub(1, 100);
    const a = users[0]!;
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        outcome(
          i % 2 === 0
            ? ledger.reserve(db(), hold(asset, a, user(), 7))
            : ledger.transfer(db(), move(asset, a, user(), 7)),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(14);
    const { balance, pending } = await ledger.account(db(), asset, a);
    expect(balance - pending).toBe(2);
    expect(await ledger.verify(db(), asset)).toEqual([]);
  });

  it('post and void of one hold in parallel: exactly one wins', async () => {
    const { asset, users } = await fundedClub(1, 400);
    const a = users[0]!;
    const b = user();
    const holds = await Promise.all(
      Array.from({ length: 20 }, () => ledger.reserve(db(), hold(asset, a, b, 20))),
    );
    const results = await Promise.all(
      holds.map(async ({ holdId }) => {
        const [posted, voided] = await Promise.all([
          outcome(ledger.post(db(), holdId)),
          outcome(ledger.void(db(), holdId)),
        ]);
        return { holdId, posted, voided };
      }),
    );
    let moved = 0;
    for (const r of results) {
      const status = (await ledger.hold(db(), r.holdId)).status;
      // One of them decided; the loser was refused (a post after a void) or refused in turn (a void after a post).
      expect([r.posted, r.voided].filter((o) => o === 'ok')).toHaveLength(1);
      expect(status).toBe(r.posted === 'ok' ? 'POSTED' : 'VOIDED');
      expect(r.posted === 'ok' ? r.voided : r.posted).toBe('HOLD_CLOSED');
      if (status === 'POSTED') moved += 20;
    }
    expect(await ledger.account(db(), asset, a)).toEqual({ balance: 400 - moved, pending: 0 });
    expect(await ledger.balance(db(), asset, b)).toBe(moved);
    expect(await ledger.verify(db(), asset)).toEqual([]);
  });

  it('the expiry job against a post: exactly one wins, and parallel posts post once', async () => {
    const { asset, users } = await fundedClub(1, 400);
    const a = users[0]!;
    const b = user();
    // Sooner than every other hold of this file: the job below closes only these.
    const expiresAt = new Date(Date.now() + HOUR / 4);
    const holds = await Promise.all(
      Array.from({ length: 20 }, () => ledger.reserve(db(), hold(asset, a, b, 20, { expiresAt }))),
    );
    // Three processes run the job as if the expiry had passed, while the posts run now (before it).
    const jobs = Promise.all(
      [1, 2, 3].map(() => ledger.expireHolds(new Date(expiresAt.getTime() + 1), 5)),
    ).then((counts) => counts.reduce((sum, n) => sum + n, 0));
    const [expired, ...posts] = await Promise.all([
      jobs,
      ...holds.flatMap(({ holdId }) => [
        ledger.post(db(), holdId).then(
          (r) => (r.replayed ? 'replayed' : 'ok'),
          (err: unknown) => (isLedgerError(err, 'HOLD_CLOSED') ? 'closed' : Promise.reject(err)),
        ),
        ledger.post(db(), holdId).then(
          (r) => (r.replayed ? 'replayed' : 'ok'),
          (err: unknown) => (isLedgerError(err, 'HOLD_CLOSED') ? 'closed' : Promise.reject(err)),
        ),
      ]),
    ]);
    let posted = 0;
    for (const [i, { holdId }] of holds.entries()) {
      const pair = [posts[2 * i], posts[2 * i + 1]];
      const status = (await ledger.hold(db(), holdId)).status;
      if (status === 'POSTED') {
        posted++;
        expect(pair.filter((o) => o === 'ok')).toHaveLength(1);
        expect(pair.filter((o) => o === 'replayed')).toHaveLength(1);
      } else {
        expect(status).toBe('EXPIRED');
        expect(pair).toEqual(['closed', 'closed']);
      }
    }
    expect(expired).toBe(20 - posted);
    expect(await ledger.account(db(), asset, a)).toEqual({ balance: 400 - 20 * posted, pending: 0 });
    expect(await ledger.verify(db(), asset)).toEqual([]);
  });

  it('replayed keys under concurrency: one hold, held once', async () => {
    const { asset, users } = await fundedClub(1, 100);
    const a = users[0]!;
    const b = user();
    const input = hold(asset, a, b, 30);
    const results = await Promise.all(Array.from({ length: 10 }, () => ledger.reserve(db(), input)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.holdId)).size).toBe(1);
    expect(await ledger.account(db(), asset, a)).toEqual({ balance: 100, pending: 30 });
    expect(await ledger.verify(db(), asset)).toEqual([]);
  });

  it('crossing posts, reserves and trades between the same accounts finish without deadlock', async () => {
    const x = await fundedClub(4, 1_000);
    const y = await fundedClub(0, 0);
    for (const u of x.users) await ledger.transfer(db(), move(y.asset, y.issuer, u, 1_000));
    const holds = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ledger.reserve(db(), hold(x.asset, x.users[i % 4]!, x.users[(i + 1) % 4]!, 5)),
      ),
    );
    await Promise.all([
      ...holds.map(({ holdId }, i) =>
        ledger.post(db(), holdId, {
          with: [move(y.asset, x.users[(i + 1) % 4]!, x.users[i % 4]!, 3)],
        }),
      ),
      ...Array.from({ length: 30 }, (_, i) =>
        ledger.transferAll(db(), [
          move(x.asset, x.users[(i + 2) % 4]!, x.users[(i + 3) % 4]!, 2),
          move(y.asset, x.users[(i + 3) % 4]!, x.users[(i + 2) % 4]!, 1),
        ]),
      ),
    ]);
    let total = 0;
    for (const u of x.users) total += await ledger.balance(db(), x.asset, u);
    expect(total).toBe(4_000);
    expect(await ledger.verify(db())).toEqual([]);
  });
});
