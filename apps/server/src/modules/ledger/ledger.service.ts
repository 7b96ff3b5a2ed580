import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { type Executor, uniqueViolation } from '../../platform/db/executor';
import { LedgerError } from './ledger.errors';
import {
  type AccountKey,
  accountKeyString,
  ledgerRepository,
  type TransferWithOwners,
} from './ledger.repository';

/** Who holds an account: a user, an issuer (a club minting its points) or the platform itself. */
export type LedgerParty =
  | { kind: 'user'; userId: string }
  | { kind: 'issuer'; ownerId: string }
  | { kind: 'system'; ownerId: string };

/** The asset of a club's points. */
export const pointsAsset = (clubId: string) => `points:${clubId}`;
export const POINTS_ASSET_PREFIX = 'points:';

/** The most one transfer may move: amounts stay exact in a JavaScript number. */
export const MAX_TRANSFER_AMOUNT = 1_000_000_000_000;

/**
 * The furthest any balance may go from zero, either way: every balance and total stays exact in a JavaScript
 * number and readable as GraphQL's SafeInt (docs/decisions/117). Domain limits (a club's points) are lower.
 */
export const MAX_ACCOUNT_BALANCE = Number.MAX_SAFE_INTEGER;

export type TransferInput = {
  asset: string;
  from: LedgerParty;
  to: LedgerParty;
  amount: number;
  reason: string;
  idempotencyKey: string;
  operation: { type: string; id: string };
  memo?: string | null;
  actorUserId?: string | null;
  /**
   * The furthest either account's balance may go from zero after this transfer (a club's cap on the points it
   * issues); never more than MAX_ACCOUNT_BALANCE. Past it → LIMIT_EXCEEDED, checked by the guarded UPDATE.
   */
  limit?: number;
};

export type TransferResult = {
  transferId: string;
  replayed: boolean;
  /** The recorded transfer (the first one, for a replay). */
  transfer: LedgerTransfer;
};

/** A recorded transfer as other modules read it. */
export type LedgerTransfer = {
  id: string;
  seq: number;
  asset: string;
  from: LedgerParty;
  to: LedgerParty;
  amount: number;
  reason: string;
  idempotencyKey: string;
  operation: { type: string; id: string };
  memo: string | null;
  actorUserId: string | null;
  createdAt: Date;
};

export type LedgerDrift = {
  asset: string;
  account: { id: string; party: LedgerParty };
  balance: number;
  fromEntries: number;
};

const partyOwner = (p: LedgerParty) => (p.kind === 'user' ? p.userId : p.ownerId);

const keyOf = (asset: string, p: LedgerParty): AccountKey => ({
  asset,
  ownerKind: p.kind,
  ownerId: partyOwner(p),
});

function partyOf(kind: string, ownerId: string): LedgerParty {
  if (kind === 'user') return { kind: 'user', userId: ownerId };
  return { kind: kind === 'issuer' ? 'issuer' : 'system', ownerId };
}

const toTransfer = (r: TransferWithOwners): LedgerTransfer => ({
  id: r.id,
  seq: Number(r.seq),
  asset: r.asset,
  from: partyOf(r.debitOwnerKind, r.debitOwnerId),
  to: partyOf(r.creditOwnerKind, r.creditOwnerId),
  amount: Number(r.amount),
  reason: r.reason,
  idempotencyKey: r.idempotencyKey,
  operation: { type: r.operationType, id: r.operationId },
  memo: r.memo,
  actorUserId: r.actorUserId,
  createdAt: r.createdAt,
});

/** Whether a recorded transfer is the movement asked for again (same key, same parameters). */
function sameMovement(r: TransferWithOwners, t: TransferInput): boolean {
  const from = keyOf(t.asset, t.from);
  const to = keyOf(t.asset, t.to);
  return (
    r.asset === t.asset &&
    r.debitOwnerKind === from.ownerKind &&
    r.debitOwnerId === from.ownerId &&
    r.creditOwnerKind === to.ownerKind &&
    r.creditOwnerId === to.ownerId &&
    Number(r.amount) === t.amount &&
    r.reason === t.reason &&
    r.operationType === t.operation.type &&
    r.operationId === t.operation.id &&
    (r.memo ?? null) === (t.memo ?? null)
  );
}

function validate(t: TransferInput) {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0 || t.amount > MAX_TRANSFER_AMOUNT)
    throw new LedgerError('INVALID_TRANSFER', 'The amount must be a positive whole number.');
  if (t.limit !== undefined && !(Number.isSafeInteger(t.limit) && t.limit >= 0))
    throw new LedgerError('INVALID_TRANSFER', 'A limit must be a whole number of at least 0.');
  if (!t.asset || !t.reason || !t.idempotencyKey || !t.operation.type || !t.operation.id)
    throw new LedgerError('INVALID_TRANSFER', 'A transfer needs an asset, a reason, a key and an operation.');
  if (accountKeyString(keyOf(t.asset, t.from)) === accountKeyString(keyOf(t.asset, t.to)))
    throw new LedgerError('INVALID_TRANSFER', 'A transfer needs two different accounts.');
}

/**
 * The platform's double-entry ledger (docs/decisions/096): no domain knowledge, only accounts, balances and
 * append-only transfers. Every function takes the caller's executor: given a transaction it writes inside it
 * (a savepoint), given the database it runs its own.
 */
export function ledgerService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = ledgerRepository;

  /**
   * Records the transfers and moves the balances, all or nothing. Accounts are created on first use; balances
   * move by guarded UPDATEs in account-id order (concurrent transfers over the same accounts wait for each
   * other, never deadlock). Same keys and parameters as recorded → replayed, nothing moves; a key recorded
   * with other parameters → CONFLICT; an account that may not go negative would → INSUFFICIENT_FUNDS.
   */
  async function transferAll(ex: Executor, transfers: readonly TransferInput[]): Promise<TransferResult[]> {
    if (transfers.length === 0) return [];
    for (const t of transfers) validate(t);
    const keys = transfers.map((t) => t.idempotencyKey);
    if (new Set(keys).size !== keys.length)
      throw new LedgerError('INVALID_TRANSFER', 'Each transfer needs its own idempotency key.');

    const replay = async (): Promise<TransferResult[] | null> => {
      const recorded = await repo.transfersByKeys(ex, keys);
      if (recorded.length === 0) return null;
      const byKey = new Map(recorded.map((r) => [r.idempotencyKey, r]));
      const results = transfers.map((t) => {
        const r = byKey.get(t.idempotencyKey);
        if (!r || !sameMovement(r, t))
          throw new LedgerError('CONFLICT', 'This idempotency key was used for another transfer.', {
            idempotencyKey: t.idempotencyKey,
          });
        return { transferId: r.id, replayed: true, transfer: toTransfer(r) };
      });
      return results;
    };

    // The rows are inserted first: a key already recorded (or being recorded by a concurrent call, which the
    // insert waits for) fails on the unique index before any balance moves, and is answered as a replay.
    try {
      return await ex.transaction(async (tx) => {
        const now = clock.now();
        const accounts = await repo.ensureAccounts(
          tx,
          transfers.flatMap((t) => [keyOf(t.asset, t.from), keyOf(t.asset, t.to)]),
          now,
        );
        const idOf = (asset: string, p: LedgerParty) => accounts.get(accountKeyString(keyOf(asset, p)))!;
        // The rows first: a concurrent transfer with the same key waits here on the unique index.
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
        const deltas = new Map<string, number>();
        const limits = new Map<string, number>();
        for (const t of transfers) {
          const debit = idOf(t.asset, t.from);
          const credit = idOf(t.asset, t.to);
          deltas.set(debit, (deltas.get(debit) ?? 0) - t.amount);
          deltas.set(credit, (deltas.get(credit) ?? 0) + t.amount);
          const limit = Math.min(t.limit ?? MAX_ACCOUNT_BALANCE, MAX_ACCOUNT_BALANCE);
          for (const id of [debit, credit]) limits.set(id, Math.min(limits.get(id) ?? limit, limit));
        }
        for (const accountId of [...deltas.keys()].sort()) {
          const delta = deltas.get(accountId)!;
          if (delta === 0) continue;
          const limit = limits.get(accountId)!;
          if (!(await repo.moveBalance(tx, accountId, delta, limit))) {
            const balance = await repo.balanceById(tx, accountId);
            if (Math.abs(balance + delta) > limit)
              throw new LedgerError(
                'LIMIT_EXCEEDED',
                'The balance would pass the most an account may hold.',
                {
                  accountId,
                },
              );
            throw new LedgerError('INSUFFICIENT_FUNDS', 'The balance is too low for this transfer.', {
              accountId,
            });
          }
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
      });
    } catch (err) {
      // The key was recorded before, or by a concurrent call that committed first: answer as a replay of it.
      if (uniqueViolation(err) === 'ledger_transfers_idempotency_key') {
        const later = await replay();
        if (later) return later;
      }
      throw err;
    }
  }

  return {
    transferAll,

    async transfer(ex: Executor, t: TransferInput): Promise<TransferResult> {
      const [result] = await transferAll(ex, [t]);
      return result!;
    },

    async balance(ex: Executor, asset: string, party: LedgerParty): Promise<number> {
      return repo.balance(ex, keyOf(asset, party));
    },

    /** A user's balances of every asset starting with the prefix (accounts they have, oldest first). */
    async balancesOf(
      ex: Executor,
      userId: string,
      assetPrefix: string,
    ): Promise<{ asset: string; balance: number }[]> {
      const rows = await repo.accountsOf(ex, 'user', userId, assetPrefix);
      return rows.map((r) => ({ asset: r.asset, balance: Number(r.balance) }));
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

    /** Every account (of an asset) whose balance differs from the sum of its transfers: empty when sound. */
    async verify(ex: Executor, asset?: string): Promise<LedgerDrift[]> {
      const rows = await repo.verify(ex, asset);
      return rows
        .filter((r) => r.balance !== r.fromEntries)
        .map((r) => ({
          asset: r.asset,
          account: { id: r.accountId, party: partyOf(r.ownerKind, r.ownerId) },
          balance: r.balance,
          fromEntries: r.fromEntries,
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
      }));
    },
  };
}

export type LedgerService = ReturnType<typeof ledgerService>;
