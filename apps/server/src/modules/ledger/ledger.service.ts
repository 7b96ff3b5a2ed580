import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { type Executor, uniqueViolation } from '../../platform/db/executor';
import { isUuid } from '../../platform/ids';
import { LedgerError } from './ledger.errors';
import { accountKeyString, type HoldWithOwners, ledgerRepository } from './ledger.repository';
import {
  keyOf,
  partyOf,
  partyOwner,
  postKey,
  sameHold,
  sameMovement,
  toHold,
  toTransfer,
  validate,
} from './ledger.movements';

import {
  type HoldInput,
  type HoldResult,
  type LedgerDrift,
  type LedgerHold,
  type LedgerParty,
  type LedgerTransfer,
  MAX_ACCOUNT_BALANCE,
  type PostResult,
  type TransferInput,
  type TransferResult,
} from './ledger.types';

export * from './ledger.types';

/**
 * The platform's double-entry ledger (docs/decisions/096): no domain knowledge, only accounts, balances and
 * append-only transfers. Every function takes the caller's executor: given a transaction it writes inside it
 * (a savepoint), given the database it runs its own.
 */
export function ledgerService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = ledgerRepository;

  type Delta = { balance: number; pending: number; limit: number };

  /** Adds a movement of `balance`/`pending` to an account's net change (the tightest limit wins). */
  function addDelta(
    deltas: Map<string, Delta>,
    accountId: string,
    balance: number,
    pending: number,
    limit?: number,
  ) {
    const cap = Math.min(limit ?? MAX_ACCOUNT_BALANCE, MAX_ACCOUNT_BALANCE);
    const d = deltas.get(accountId) ?? { balance: 0, pending: 0, limit: cap };
    deltas.set(accountId, {
      balance: d.balance + balance,
      pending: d.pending + pending,
      limit: Math.min(d.limit, cap),
    });
  }

  /**
   * Applies every account's net change by one guarded UPDATE each, in account-id order: concurrent calls over
   * the same accounts queue on the rows and never deadlock, and two debits cannot both pass the guard.
   */
  async function applyDeltas(tx: Executor, deltas: Map<string, Delta>) {
    for (const accountId of [...deltas.keys()].sort()) {
      const delta = deltas.get(accountId)!;
      if (delta.balance === 0 && delta.pending === 0) continue;
      if (!(await repo.moveAccount(tx, accountId, delta, delta.limit))) {
        const balance = await repo.balanceById(tx, accountId);
        if (Math.abs(balance + delta.balance) > delta.limit)
          throw new LedgerError('LIMIT_EXCEEDED', 'The balance would pass the most an account may hold.', {
            accountId,
          });
        throw new LedgerError('INSUFFICIENT_FUNDS', 'The balance is too low for this transfer.', {
          accountId,
        });
      }
    }
  }

  function checkTransfers(transfers: readonly TransferInput[], extraKeys: readonly string[] = []) {
    for (const t of transfers) validate(t);
    const keys = [...transfers.map((t) => t.idempotencyKey), ...extraKeys];
    if (new Set(keys).size !== keys.length)
      throw new LedgerError('INVALID_TRANSFER', 'Each transfer needs its own idempotency key.');
  }

  /** The recorded transfers of these keys as a replay; null when none is recorded; CONFLICT when one differs. */
  async function replayTransfers(
    ex: Executor,
    transfers: readonly TransferInput[],
  ): Promise<TransferResult[] | null> {
    const recorded = await repo.transfersByKeys(
      ex,
      transfers.map((t) => t.idempotencyKey),
    );
    if (recorded.length === 0) return null;
    const byKey = new Map(recorded.map((r) => [r.idempotencyKey, r]));
    return transfers.map((t) => {
      const r = byKey.get(t.idempotencyKey);
      if (!r || !sameMovement(r, t))
        throw new LedgerError('CONFLICT', 'This idempotency key was used for another transfer.', {
          idempotencyKey: t.idempotencyKey,
        });
      return { transferId: r.id, replayed: true, transfer: toTransfer(r) };
    });
  }

  /**
   * Inside the caller's transaction: ensures the accounts, inserts the transfer rows (a key already recorded
   * fails here on the unique index, before any balance moves) and adds their changes to `deltas`.
   */
  async function recordTransfers(
    tx: Executor,
    transfers: readonly TransferInput[],
    deltas: Map<string, Delta>,
    now: Date,
    ids: Map<string, string> | null = null,
  ): Promise<TransferResult[]> {
    if (transfers.length === 0) return [];
    const accounts =
      ids ??
      (await repo.ensureAccounts(
        tx,
        transfers.flatMap((t) => [keyOf(t.asset, t.from), keyOf(t.asset, t.to)]),
        now,
      ));
    const idOf = (asset: string, p: LedgerParty) => accounts.get(accountKeyString(keyOf(asset, p)))!;
    const inserted = await repo.insertTransfers(
      tx,
      transfers.map((t) => ({
        asset: t.asset,
        debitAccountId: idOf(t.asset, t.from),
        creditAccountId: idOf(t.asset, t.to),
        amount: t.amount,
        reason: t.reason,
        idempotencyKey: t.idempotencyKey,
        operationType: t.operation.type,
        operationId: t.operation.id,
        memo: t.memo ?? null,
        actorUserId: t.actorUserId ?? null,
        createdAt: now,
      })),
    );
    for (const t of transfers) {
      addDelta(deltas, idOf(t.asset, t.from), -t.amount, 0, t.limit);
      addDelta(deltas, idOf(t.asset, t.to), t.amount, 0, t.limit);
    }
    return inserted.map((row, i) => {
      const t = transfers[i]!;
      const transfer: LedgerTransfer = {
        id: row.id,
        seq: Number(row.seq),
        asset: t.asset,
        from: t.from,
        to: t.to,
        amount: t.amount,
        reason: t.reason,
        idempotencyKey: t.idempotencyKey,
        operation: t.operation,
        memo: t.memo ?? null,
        actorUserId: t.actorUserId ?? null,
        createdAt: now,
      };
      return { transferId: row.id, replayed: false, transfer };
    });
  }

  /**
   * Records the transfers and moves the balances, all or nothing. Accounts are created on first use; balances
   * move by guarded UPDATEs in account-id order (concurrent transfers over the same accounts wait for each
   * other, never deadlock). Same keys and parameters as recorded → replayed, nothing moves; a key recorded
   * with other parameters → CONFLICT; an account that may not go negative would → INSUFFICIENT_FUNDS. What open
   * holds keep of an account cannot be spent (its available balance is balance − pending).
   */
  async function transferAll(ex: Executor, transfers: readonly TransferInput[]): Promise<TransferResult[]> {
    if (transfers.length === 0) return [];
    checkTransfers(transfers);
    try {
      return await ex.transaction(async (tx) => {
        const deltas = new Map<string, Delta>();
        const results = await recordTransfers(tx, transfers, deltas, clock.now());
        await applyDeltas(tx, deltas);
        return results;
      });
    } catch (err) {
      // The key was recorded before, or by a concurrent call that committed first: answer as a replay of it.
      if (uniqueViolation(err) === 'ledger_transfers_idempotency_key') {
        const later = await replayTransfers(ex, transfers);
        if (later) return later;
      }
      throw err;
    }
  }

  async function holdById(ex: Executor, holdId: string): Promise<HoldWithOwners> {
    const [row] = isUuid(holdId) ? await repo.holds(ex, { ids: [holdId] }) : [];
    if (!row) throw new LedgerError('HOLD_NOT_FOUND', 'There is no such hold.', { holdId });
    return row;
  }

  const closed = (row: HoldWithOwners) =>
    new LedgerError('HOLD_CLOSED', `The hold is already ${row.outcome!.toLowerCase()}.`, {
      holdId: row.id,
      outcome: row.outcome,
    });

  /** A post of a hold already posted: the transfer that moved it, and the other transfers as a replay. */
  async function replayPost(
    ex: Executor,
    row: HoldWithOwners,
    key: string,
    transfers: readonly TransferInput[],
  ): Promise<PostResult> {
    if (row.outcome !== 'POSTED') throw closed(row);
    const [moved] = await repo.transfersByKeys(ex, [key]);
    const others = transfers.length > 0 ? await replayTransfers(ex, transfers) : [];
    if (!moved || moved.id !== row.transferId || !others || others.length !== transfers.length)
      throw new LedgerError('CONFLICT', 'This hold was posted with other transfers.', { holdId: row.id });
    return { hold: toHold(row), transfer: toTransfer(moved), transfers: others, replayed: true };
  }

  /**
   * Closes an open hold without moving it (VOIDED, or EXPIRED by the job): its pending amount is released, in
   * the same transaction as the resolution row that decides the race. Answers whether this call closed it.
   */
  async function release(
    ex: Executor,
    row: HoldWithOwners,
    outcome: 'VOIDED' | 'EXPIRED',
    actorUserId: string | null,
  ): Promise<boolean> {
    return ex.transaction(async (tx) => {
      const won = await repo.resolveHold(tx, {
        holdId: row.id,
        outcome,
        transferId: null,
        actorUserId,
        createdAt: clock.now(),
      });
      if (!won) return false;
      const deltas = new Map<string, Delta>();
      addDelta(deltas, row.debitAccountId, 0, -Number(row.amount));
      await applyDeltas(tx, deltas);
      return true;
    });
  }

  return {
    transferAll,

    async transfer(ex: Executor, t: TransferInput): Promise<TransferResult> {
      const [result] = await transferAll(ex, [t]);
      return result!;
    },

    /**
     * Makes a hold (TigerBeetle's pending transfer, docs/decisions/122): `amount` of `from` is kept for `to` until
     * it is posted, voided or expires. It counts against `from`'s available balance at once (a guarded UPDATE
     * of `pending`), so no transfer or other hold can spend it. Same key and parameters → the first hold
     * (replayed); other parameters → CONFLICT; too little available → INSUFFICIENT_FUNDS, nothing recorded.
     */
    async reserve(ex: Executor, h: HoldInput): Promise<HoldResult> {
      validate(h);
      if (!(h.expiresAt instanceof Date) || Number.isNaN(h.expiresAt.getTime()))
        throw new LedgerError('INVALID_TRANSFER', 'A hold needs an expiry.');
      const replay = async (): Promise<HoldResult | null> => {
        const [r] = await repo.holds(ex, { keys: [h.idempotencyKey] });
        if (!r) return null;
        if (!sameHold(r, h))
          throw new LedgerError('CONFLICT', 'This idempotency key was used for another hold.', {
            idempotencyKey: h.idempotencyKey,
          });
        return { holdId: r.id, replayed: true, hold: toHold(r) };
      };
      const earlier = await replay();
      if (earlier) return earlier;
      try {
        return await ex.transaction(async (tx) => {
          const now = clock.now();
          if (h.expiresAt.getTime() <= now.getTime())
            throw new LedgerError('INVALID_TRANSFER', 'A hold must expire in the future.');
          const accounts = await repo.ensureAccounts(tx, [keyOf(h.asset, h.from), keyOf(h.asset, h.to)], now);
          const debit = accounts.get(accountKeyString(keyOf(h.asset, h.from)))!;
          const credit = accounts.get(accountKeyString(keyOf(h.asset, h.to)))!;
          // The row first: a concurrent reserve with the same key waits here on the unique index.
          const row = await repo.insertHold(tx, {
            asset: h.asset,
            debitAccountId: debit,
            creditAccountId: credit,
            amount: h.amount,
            reason: h.reason,
            idempotencyKey: h.idempotencyKey,
            operationType: h.operation.type,
            operationId: h.operation.id,
            memo: h.memo ?? null,
            actorUserId: h.actorUserId ?? null,
            expiresAt: h.expiresAt,
            createdAt: now,
          });
          const deltas = new Map<string, Delta>();
          addDelta(deltas, debit, 0, h.amount);
          await applyDeltas(tx, deltas);
          const hold: LedgerHold = {
            id: row.id,
            seq: Number(row.seq),
            asset: h.asset,
            from: h.from,
            to: h.to,
            amount: h.amount,
            reason: h.reason,
            idempotencyKey: h.idempotencyKey,
            operation: h.operation,
            memo: h.memo ?? null,
            actorUserId: h.actorUserId ?? null,
            expiresAt: h.expiresAt,
            createdAt: now,
            status: 'PENDING',
            transferId: null,
            resolvedAt: null,
          };
          return { holdId: row.id, replayed: false, hold };
        });
      } catch (err) {
        if (uniqueViolation(err) === 'ledger_holds_idempotency_key') {
          const later = await replay();
          if (later) return later;
        }
        throw err;
      }
    },

    /**
     * Posts an open, unexpired hold: a transfer (reason, operation and memo of the hold; its own key) moves the held amount
     * to the credit account, and `with` moves other transfers (the other leg of a trade) in the same
     * transaction and the same account-id lock order, all or nothing. A hold already posted → the same result
     * (replayed); voided or expired → HOLD_CLOSED; past its expiry → HOLD_EXPIRED; one of `with` short →
     * INSUFFICIENT_FUNDS and the hold stays open. Against a concurrent void or expiry exactly one wins.
     */
    async post(
      ex: Executor,
      holdId: string,
      options: {
        with?: readonly TransferInput[];
        actorUserId?: string | null;
        /** The posting transfer's key (default `ledger:hold:<holdId>:post`). */
        idempotencyKey?: string;
      } = {},
    ): Promise<PostResult> {
      const others = options.with ?? [];
      const key = options.idempotencyKey ?? postKey(holdId);
      checkTransfers(others, [key]);
      const row = await holdById(ex, holdId);
      if (row.outcome) return replayPost(ex, row, key, others);
      if (row.expiresAt.getTime() <= clock.now().getTime())
        throw new LedgerError('HOLD_EXPIRED', 'The hold has expired.', { holdId });
      const hold = toHold(row);
      const posting: TransferInput = {
        asset: hold.asset,
        from: hold.from,
        to: hold.to,
        amount: hold.amount,
        reason: hold.reason,
        idempotencyKey: key,
        operation: hold.operation,
        memo: hold.memo,
        actorUserId: options.actorUserId ?? hold.actorUserId,
      };
      try {
        return await ex.transaction(async (tx) => {
          const now = clock.now();
          const deltas = new Map<string, Delta>();
          // The posting transfer first: a concurrent post waits on its key, then answers as a replay.
          const accounts = new Map([
            [accountKeyString(keyOf(hold.asset, hold.from)), row.debitAccountId],
            [accountKeyString(keyOf(hold.asset, hold.to)), row.creditAccountId],
          ]);
          const [moved] = await recordTransfers(tx, [posting], deltas, now, accounts);
          // The held amount leaves pending as it leaves the balance: what the debit account may spend is unchanged.
          addDelta(deltas, row.debitAccountId, 0, -hold.amount);
          // One outcome per hold: a void or the expiry job that got there first wins.
          const won = await repo.resolveHold(tx, {
            holdId: hold.id,
            outcome: 'POSTED',
            transferId: moved!.transferId,
            actorUserId: posting.actorUserId ?? null,
            createdAt: now,
          });
          if (!won) throw closed((await repo.holds(tx, { ids: [hold.id] }))[0]!);
          const results = await recordTransfers(tx, others, deltas, now);
          await applyDeltas(tx, deltas);
          return {
            hold: { ...hold, status: 'POSTED' as const, transferId: moved!.transferId, resolvedAt: now },
            transfer: moved!.transfer,
            transfers: results,
            replayed: false,
          };
        });
      } catch (err) {
        if (uniqueViolation(err) === 'ledger_transfers_idempotency_key') {
          const now = await holdById(ex, holdId);
          if (now.outcome) return replayPost(ex, now, key, others);
        }
        throw err;
      }
    },

    /**
     * Voids an open hold: its amount is available again, nothing moves. A hold already voided or expired →
     * answered as done (replayed); posted → HOLD_CLOSED. Against a concurrent post or expiry exactly one wins.
     */
    async void(
      ex: Executor,
      holdId: string,
      options: { actorUserId?: string | null } = {},
    ): Promise<HoldResult> {
      let row = await holdById(ex, holdId);
      if (!row.outcome && (await release(ex, row, 'VOIDED', options.actorUserId ?? null)))
        return { holdId, replayed: false, hold: toHold(await holdById(ex, holdId)) };
      row = await holdById(ex, holdId);
      if (row.outcome === 'POSTED') throw closed(row);
      return { holdId, replayed: true, hold: toHold(row) };
    },

    /**
     * Closes every open hold whose expiry has passed (EXPIRED), releasing what it kept; each in its own
     * transaction, so a post or void racing it decides by the resolution row. Answers how many it closed.
     */
    async expireHolds(now: Date = clock.now(), batch = 100): Promise<number> {
      let count = 0;
      for (;;) {
        const due = await repo.expiredHolds(db, now, batch);
        for (const hold of due) {
          const [row] = await repo.holds(db, { ids: [hold.id] });
          if (row && !row.outcome && (await release(db, row, 'EXPIRED', null))) count++;
        }
        if (due.length < batch) return count;
      }
    },

    /** A hold by its id (HOLD_NOT_FOUND when there is none). */
    async hold(ex: Executor, holdId: string): Promise<LedgerHold> {
      return toHold(await holdById(ex, holdId));
    },

    /** The holds of a domain operation, oldest first. */
    async holdsOf(ex: Executor, operation: { type: string; id: string }): Promise<LedgerHold[]> {
      return (await repo.holds(ex, { operation })).map(toHold);
    },

    /** An account's balance: everything it owns, held or not (0 without an account). */
    async balance(ex: Executor, asset: string, party: LedgerParty): Promise<number> {
      return (await repo.balance(ex, keyOf(asset, party))).balance;
    },

    /** What an account may spend: its balance less what open holds keep (docs/decisions/122). */
    async available(ex: Executor, asset: string, party: LedgerParty): Promise<number> {
      const { balance, pending } = await repo.balance(ex, keyOf(asset, party));
      return balance - pending;
    },

    /** An account's balance and what open holds keep of it. */
    async account(
      ex: Executor,
      asset: string,
      party: LedgerParty,
    ): Promise<{ balance: number; pending: number }> {
      return repo.balance(ex, keyOf(asset, party));
    },

    /**
     * A user's balances of every asset starting with the prefix (accounts they have, oldest first), with what
     * open holds keep of each (`pending`, part of `balance`).
     */
    async balancesOf(
      ex: Executor,
      userId: string,
      assetPrefix: string,
    ): Promise<{ asset: string; balance: number; pending: number }[]> {
      const rows = await repo.accountsOf(ex, 'user', userId, assetPrefix);
      return rows.map((r) => ({ asset: r.asset, balance: Number(r.balance), pending: Number(r.pending) }));
    },

    /** Transfers, newest first: `after` is the seq of the last one seen (keyset paging). */
    async transfersOf(
      ex: Executor,
      filter: {
        asset?: string;
        assetPrefix?: string;
        userId?: string;
        party?: LedgerParty;
        after?: number | null;
        first: number;
      },
    ): Promise<LedgerTransfer[]> {
      const party =
        filter.party ?? (filter.userId ? { kind: 'user' as const, userId: filter.userId } : undefined);
      const rows = await repo.transfers(ex, {
        asset: filter.asset,
        assetPrefix: filter.assetPrefix,
        owner: party ? { kind: party.kind, id: partyOwner(party) } : undefined,
        afterSeq: filter.after ?? null,
        limit: filter.first,
      });
      return rows.map(toTransfer);
    },

    /** Transfers by their idempotency keys (what a retried operation already recorded). */
    async transfersByKeys(ex: Executor, keys: readonly string[]): Promise<LedgerTransfer[]> {
      return (await repo.transfersByKeys(ex, keys)).map(toTransfer);
    },

    /**
     * Every account (of an asset) whose balance differs from the sum of its transfers, or whose pending amount
     * differs from the sum of its open holds: empty when sound.
     */
    async verify(ex: Executor, asset?: string): Promise<LedgerDrift[]> {
      const rows = await repo.verify(ex, asset);
      return rows
        .filter((r) => r.balance !== r.fromEntries || r.pending !== r.fromHolds)
        .map((r) => ({
          asset: r.asset,
          account: { id: r.accountId, party: partyOf(r.ownerKind, r.ownerId) },
          balance: r.balance,
          fromEntries: r.fromEntries,
          pending: r.pending,
          fromHolds: r.fromHolds,
        }));
    },

    /** Every account with its balance and the sum of its transfers (tests and the bench check the totals). */
    async accounts(ex: Executor = db, asset?: string) {
      const rows = await repo.verify(ex, asset);
      return rows.map((r) => ({
        asset: r.asset,
        accountId: r.accountId,
        party: partyOf(r.ownerKind, r.ownerId),
        balance: r.balance,
        fromEntries: r.fromEntries,
        pending: r.pending,
        fromHolds: r.fromHolds,
      }));
    },
  };
}

export type LedgerService = ReturnType<typeof ledgerService>;
