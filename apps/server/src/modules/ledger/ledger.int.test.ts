import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { isLedgerError } from './ledger.errors';
import { type LedgerParty, type LedgerService, ledgerService, pointsAsset } from './ledger.service';

/** The platform ledger (docs/decisions/096) on a real database: PGlite, or PostgreSQL with TEST_DATABASE_URL. */

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

/** A club's asset with `members` users holding `each` points, issued by the club. */
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

describe('transfers', () => {
  it('issues from the issuer (negative) and moves between users, double-entry', async () => {
    const { asset, users, issuer } = await fundedClub(2, 100);
    const [a, b] = users as [LedgerParty, LedgerParty];
    const result = await ledger.transfer(db(), { ...move(asset, a, b, 30), memo: 'thanks' });
    expect(result.replayed).toBe(false);
    expect(await ledger.balance(db(), asset, a)).toBe(70);
    expect(await ledger.balance(db(), asset, b)).toBe(130);
    expect(await ledger.balance(db(), asset, issuer)).toBe(-200);
    expect(await ledger.verify(db(), asset)).toEqual([]);
    const [latest] = await ledger.transfersOf(db(), { asset, first: 1 });
    expect(latest).toMatchObject({ id: result.transferId, from: a, to: b, amount: 30, memo: 'thanks' });
    const ofB = await ledger.transfersOf(db(), { userId: (b as { userId: string }).userId, first: 10 });
    expect(ofB.map((t) => t.amount)).toEqual([30, 100]);
    expect(await ledger.balancesOf(db(), (a as { userId: string }).userId, 'points:')).toEqual([
      { asset, balance: 70, pending: 0 },
    ]);
  });

  it('moves both legs of a trade in one call, or neither', async () => {
    const x = await fundedClub(2, 50);
    const y = await fundedClub(0, 0);
    const [a, b] = x.users as [LedgerParty, LedgerParty];
    await ledger.transfer(db(), move(y.asset, y.issuer, b, 20));
    const refused = await rejection(
      ledger.transferAll(db(), [move(x.asset, a, b, 10), move(y.asset, b, a, 21)]),
    );
    expect(isLedgerError(refused, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await ledger.balance(db(), x.asset, a)).toBe(50);
    expect(await ledger.balance(db(), y.asset, b)).toBe(20);
    await ledger.transferAll(db(), [move(x.asset, a, b, 10), move(y.asset, b, a, 20)]);
    expect(await ledger.balance(db(), x.asset, a)).toBe(40);
    expect(await ledger.balance(db(), y.asset, a)).toBe(20);
    expect(await ledger.balance(db(), y.asset, b)).toBe(0);
  });

  it('refuses what is not a movement', async () => {
    const { asset, users } = await fundedClub(1, 10);
    const a = users[0]!;
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      const err = await rejection(ledger.transfer(db(), move(asset, a, user(), amount)));
      expect(isLedgerError(err, 'INVALID_TRANSFER')).toBe(true);
    }
    const self = await rejection(ledger.transfer(db(), move(asset, a, a, 1)));
    expect(isLedgerError(self, 'INVALID_TRANSFER')).toBe(true);
  });
});

describe('insufficient funds', () => {
  it('changes nothing: no transfer row, no balance, no account left behind', async () => {
    const { asset, users } = await fundedClub(1, 10);
    const a = users[0]!;
    const b = user();
    const k = key();
    const err = await rejection(ledger.transfer(db(), move(asset, a, b, 11, k)));
    expect(isLedgerError(err, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect((err as { code: string }).code).toBe('BAD_USER_INPUT');
    expect(await ledger.balance(db(), asset, a)).toBe(10);
    expect(await ledger.transfersByKeys(db(), [k])).toEqual([]);
    expect(await ledger.balancesOf(db(), (b as { userId: string }).userId, 'points:')).toEqual([]);
    // The key was not spent: the same movement succeeds once the funds are there.
    await ledger.transfer(db(), move(asset, issuerOf(asset.slice(7)), a, 1));
    expect((await ledger.transfer(db(), move(asset, a, b, 11, k))).replayed).toBe(false);
  });

  it('inside a caller transaction, rolls back only with it', async () => {
    const { asset, users } = await fundedClub(1, 10);
    const a = users[0]!;
    const err = await rejection(
      db().transaction(async (tx) => {
        await ledger.transfer(tx, move(asset, a, user(), 4));
        await ledger.transfer(tx, move(asset, a, user(), 7));
      }),
    );
    expect(isLedgerError(err, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await ledger.balance(db(), asset, a)).toBe(10);
  });
});

describe('idempotency', () => {
  it('replays the same key with the same parameters: nothing moves twice', async () => {
    const { asset, users } = await fundedClub(2, 100);
    const [a, b] = users as [LedgerParty, LedgerParty];
    const k = key();
    const first = await ledger.transfer(db(), move(asset, a, b, 25, k));
    const again = await ledger.transfer(db(), move(asset, a, b, 25, k));
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
    expect(again.transfer).toEqual(first.transfer);
    expect(await ledger.balance(db(), asset, a)).toBe(75);
  });

  it('refuses the same key with other parameters (CONFLICT)', async () => {
    const { asset, users } = await fundedClub(2, 100);
    const [a, b] = users as [LedgerParty, LedgerParty];
    const k = key();
    await ledger.transfer(db(), move(asset, a, b, 25, k));
    for (const other of [
      move(asset, a, b, 26, k),
      move(asset, b, a, 25, k),
      { ...move(asset, a, b, 25, k), memo: 'x' },
    ]) {
      const err = await rejection(ledger.transfer(db(), other));
      expect(isLedgerError(err, 'CONFLICT')).toBe(true);
      expect((err as { code: string }).code).toBe('CONFLICT');
    }
    expect(await ledger.balance(db(), asset, a)).toBe(75);
  });

  it('applies one of many concurrent calls with the same key; the others are replays', async () => {
    const { asset, users } = await fundedClub(2, 100);
    const [a, b] = users as [LedgerParty, LedgerParty];
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => ledger.transfer(db(), move(asset, a, b, 5, k))),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await ledger.balance(db(), asset, a)).toBe(95);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of transfers', async () => {
    const { asset } = await fundedClub(1, 10);
    for (const statement of [
      sql`update ledger_transfers set amount = amount + 1 where asset = ${asset}`,
      sql`delete from ledger_transfers where asset = ${asset}`,
      sql`truncate ledger_transfers cascade`,
    ]) {
      const err = (await rejection(db().execute(statement))) as {
        message: string;
        cause?: { message: string };
      };
      expect(`${err.message} ${err.cause?.message ?? ''}`).toMatch(/append-only/);
    }
    expect(await ledger.transfersOf(db(), { asset, first: 10 })).toHaveLength(1);
  });

  it('refuses a balance below zero for users even written directly (CHECK)', async () => {
    const { asset } = await fundedClub(1, 10);
    const err = await rejection(
      db().execute(
        sql`update ledger_accounts set balance = -1 where asset = ${asset} and owner_kind = 'user'`,
      ),
    );
    expect(err).toBeTruthy();
  });
});

describe('concurrency', () => {
  it('parallel transfers cannot overdraw an account', async () => {
    const { asset, users } = await fundedClub(1, 100);
    const a = users[0]!;
    const recipients = Array.from({ length: 8 }, user);
    const attempts = Array.from({ length: 40 }, (_, i) =>
      ledger.transfer(db(), move(asset, a, recipients[i % recipients.length]!, 7)).then(
        () => 'ok',
        (err: unknown) => (isLedgerError(err, 'INSUFFICIENT_FUNDS') ? 'refused' : Promise.reject(err)),
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(14);
    expect(await ledger.balance(db(), asset, a)).toBe(2);
    let received = 0;
    for (const r of recipients) received += await ledger.balance(db(), asset, r);
    expect(received).toBe(98);
    expect(await ledger.verify(db(), asset)).toEqual([]);
  });

  it('crossing transfers and trades between the same accounts finish without deadlock', async () => {
    const x = await fundedClub(4, 1_000);
    const y = await fundedClub(0, 0);
    for (const u of x.users) await ledger.transfer(db(), move(y.asset, y.issuer, u, 1_000));
    const work = Array.from({ length: 60 }, (_, i) => {
      const p = x.users[i % 4]!;
      const q = x.users[(i + 1 + (i % 3)) % 4]!;
      return i % 2 === 0
        ? ledger.transfer(db(), move(x.asset, p, q, 3))
        : ledger.transferAll(db(), [move(x.asset, p, q, 2), move(y.asset, q, p, 5)]);
    });
    await Promise.all(work);
    let total = 0;
    for (const u of x.users) total += await ledger.balance(db(), x.asset, u);
    expect(total).toBe(4_000);
    expect(await ledger.verify(db())).toEqual([]);
  });
});
