import { and, asc, desc, eq, inArray, isNull, like, lte, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/executor';
import { ledgerAccounts, ledgerHoldResolutions, ledgerHolds, ledgerTransfers } from './ledger.tables';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
export type LedgerHoldRow = typeof ledgerHolds.$inferSelect;
export type HoldOutcome = 'POSTED' | 'VOIDED' | 'EXPIRED';

/** An account by what identifies it: asset, owner kind and owner id. */
export type AccountKey = { asset: string; ownerKind: string; ownerId: string };

/** A recorded transfer with the owners of both its accounts. */
export type TransferWithOwners = LedgerTransferRow & {
  debitOwnerKind: string;
  debitOwnerId: string;
  creditOwnerKind: string;
  creditOwnerId: string;
};

/** A hold with the owners of both its accounts and what became of it (null while open). */
export type HoldWithOwners = LedgerHoldRow & {
  debitOwnerKind: string;
  debitOwnerId: string;
  creditOwnerKind: string;
  creditOwnerId: string;
  outcome: HoldOutcome | null;
  transferId: string | null;
  resolvedAt: Date | null;
};

const debitAccount = alias(ledgerAccounts, 'debit_account');
const creditAccount = alias(ledgerAccounts, 'credit_account');

const transferWithOwners = {
  id: ledgerTransfers.id,
  seq: ledgerTransfers.seq,
  asset: ledgerTransfers.asset,
  debitAccountId: ledgerTransfers.debitAccountId,
  creditAccountId: ledgerTransfers.creditAccountId,
  amount: ledgerTransfers.amount,
  reason: ledgerTransfers.reason,
  idempotencyKey: ledgerTransfers.idempotencyKey,
  operationType: ledgerTransfers.operationType,
  operationId: ledgerTransfers.operationId,
  memo: ledgerTransfers.memo,
  actorUserId: ledgerTransfers.actorUserId,
  createdAt: ledgerTransfers.createdAt,
  debitOwnerKind: debitAccount.ownerKind,
  debitOwnerId: debitAccount.ownerId,
  creditOwnerKind: creditAccount.ownerKind,
  creditOwnerId: creditAccount.ownerId,
};

const holdWithOwners = {
  id: ledgerHolds.id,
  seq: ledgerHolds.seq,
  asset: ledgerHolds.asset,
  debitAccountId: ledgerHolds.debitAccountId,
  creditAccountId: ledgerHolds.creditAccountId,
  amount: ledgerHolds.amount,
  reason: ledgerHolds.reason,
  idempotencyKey: ledgerHolds.idempotencyKey,
  operationType: ledgerHolds.operationType,
  operationId: ledgerHolds.operationId,
  memo: ledgerHolds.memo,
  actorUserId: ledgerHolds.actorUserId,
  expiresAt: ledgerHolds.expiresAt,
  createdAt: ledgerHolds.createdAt,
  debitOwnerKind: debitAccount.ownerKind,
  debitOwnerId: debitAccount.ownerId,
  creditOwnerKind: creditAccount.ownerKind,
  creditOwnerId: creditAccount.ownerId,
  outcome: sql<HoldOutcome | null>`${ledgerHoldResolutions.outcome}`,
  transferId: ledgerHoldResolutions.transferId,
  resolvedAt: ledgerHoldResolutions.createdAt,
};

/** Escapes LIKE's wildcards so that a prefix matches only itself. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The ledger's accounts and transfers (ledger.tables.ts). Every function runs on the caller's executor. */
export const ledgerRepository = {
  async transfersByKeys(ex: Executor, keys: readonly string[]): Promise<TransferWithOwners[]> {
    if (keys.length === 0) return [];
    return ex
      .select(transferWithOwners)
      .from(ledgerTransfers)
      .innerJoin(debitAccount, eq(debitAccount.id, ledgerTransfers.debitAccountId))
      .innerJoin(creditAccount, eq(creditAccount.id, ledgerTransfers.creditAccountId))
      .where(inArray(ledgerTransfers.idempotencyKey, [...keys]));
  },

  /**
   * The ids of the accounts, creating the missing ones (in key order, so that transactions creating the same
   * accounts wait for each other instead of deadlocking).
   */
  async ensureAccounts(ex: Executor, keys: readonly AccountKey[], now: Date): Promise<Map<string, string>> {
    const sorted = [...new Map(keys.map((k) => [accountKeyString(k), k])).entries()].sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    const ids = new Map<string, string>();
    const existing = await ex
      .select({
        id: ledgerAccounts.id,
        asset: ledgerAccounts.asset,
        ownerKind: ledgerAccounts.ownerKind,
        ownerId: ledgerAccounts.ownerId,
      })
      .from(ledgerAccounts)
      .where(
        or(
          ...sorted.map(([, k]) =>
            and(
              eq(ledgerAccounts.asset, k.asset),
              eq(ledgerAccounts.ownerKind, k.ownerKind),
              eq(ledgerAccounts.ownerId, k.ownerId),
            ),
          ),
        ),
      );
    for (const row of existing) ids.set(accountKeyString(row), row.id);
    for (const [key, k] of sorted) {
      if (ids.has(key)) continue;
      await ex
        .insert(ledgerAccounts)
        .values({ ...k, allowNegative: k.ownerKind === 'issuer', createdAt: now })
        .onConflictDoNothing({
          target: [ledgerAccounts.asset, ledgerAccounts.ownerKind, ledgerAccounts.ownerId],
        });
      const [row] = await ex
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.asset, k.asset),
            eq(ledgerAccounts.ownerKind, k.ownerKind),
            eq(ledgerAccounts.ownerId, k.ownerId),
          ),
        );
      if (!row) throw new Error(`ledger account ${key} was not created`);
      ids.set(key, row.id);
    }
    return ids;
  },

  async insertTransfers(
    ex: Executor,
    rows: (typeof ledgerTransfers.$inferInsert)[],
  ): Promise<{ id: string; seq: number }[]> {
    return ex
      .insert(ledgerTransfers)
      .values(rows)
      .returning({ id: ledgerTransfers.id, seq: ledgerTransfers.seq });
  },

  async insertHold(ex: Executor, row: typeof ledgerHolds.$inferInsert): Promise<{ id: string; seq: number }> {
    const [inserted] = await ex
      .insert(ledgerHolds)
      .values(row)
      .returning({ id: ledgerHolds.id, seq: ledgerHolds.seq });
    return inserted!;
  },

  /** Holds (with what became of them) by ids or by idempotency keys. */
  async holds(
    ex: Executor,
    by:
      { ids: readonly string[] } | { keys: readonly string[] } | { operation: { type: string; id: string } },
  ): Promise<HoldWithOwners[]> {
    const where =
      'ids' in by
        ? by.ids.length > 0
          ? inArray(ledgerHolds.id, [...by.ids])
          : undefined
        : 'keys' in by
          ? by.keys.length > 0
            ? inArray(ledgerHolds.idempotencyKey, [...by.keys])
            : undefined
          : and(
              eq(ledgerHolds.operationType, by.operation.type),
              eq(ledgerHolds.operationId, by.operation.id),
            );
    if (!where) return [];
    const rows = await ex
      .select(holdWithOwners)
      .from(ledgerHolds)
      .innerJoin(debitAccount, eq(debitAccount.id, ledgerHolds.debitAccountId))
      .innerJoin(creditAccount, eq(creditAccount.id, ledgerHolds.creditAccountId))
      .leftJoin(ledgerHoldResolutions, eq(ledgerHoldResolutions.holdId, ledgerHolds.id))
      .where(where)
      .orderBy(asc(ledgerHolds.seq));
    return rows;
  },

  /**
   * Records what became of a hold, unless something already did (the hold id is the key: a concurrent
   * resolution waits for the other to commit). Answers whether this call decided it.
   */
  async resolveHold(ex: Executor, row: typeof ledgerHoldResolutions.$inferInsert): Promise<boolean> {
    const inserted = await ex
      .insert(ledgerHoldResolutions)
      .values(row)
      .onConflictDoNothing({ target: ledgerHoldResolutions.holdId })
      .returning({ holdId: ledgerHoldResolutions.holdId });
    return inserted.length > 0;
  },

  /** Open holds whose expiry has passed, oldest expiry first. */
  async expiredHolds(ex: Executor, now: Date, limit: number) {
    return ex
      .select({ id: ledgerHolds.id, debitAccountId: ledgerHolds.debitAccountId, amount: ledgerHolds.amount })
      .from(ledgerHolds)
      .leftJoin(ledgerHoldResolutions, eq(ledgerHoldResolutions.holdId, ledgerHolds.id))
      .where(and(lte(ledgerHolds.expiresAt, now), isNull(ledgerHoldResolutions.holdId)))
      .orderBy(asc(ledgerHolds.expiresAt))
      .limit(limit);
  },

  /**
   * Moves an account's balance by `balance` and its pending (held) amount by `pending`, in one guarded
   * statement: an account that may not go negative keeps balance − pending ≥ 0 whenever what it may spend
   * shrinks, and the balance stays within ±`limit` in the direction it moves. Concurrent movements queue on the
   * row and cannot both pass. Answers whether it moved.
   */
  async moveAccount(
    ex: Executor,
    accountId: string,
    delta: { balance: number; pending: number },
    limit: number,
  ): Promise<boolean> {
    const { balance: db, pending: dp } = delta;
    const guards = [eq(ledgerAccounts.id, accountId)];
    if (db - dp < 0)
      guards.push(
        sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${db} - (${ledgerAccounts.pending} + ${dp}) >= 0)`,
      );
    if (db < 0) guards.push(sql`${ledgerAccounts.balance} + ${db} >= ${-limit}`);
    if (db > 0) guards.push(sql`${ledgerAccounts.balance} + ${db} <= ${limit}`);
    if (dp < 0) guards.push(sql`${ledgerAccounts.pending} + ${dp} >= 0`);
    const moved = await ex
      .update(ledgerAccounts)
      .set({
        balance: sql`${ledgerAccounts.balance} + ${db}`,
        pending: sql`${ledgerAccounts.pending} + ${dp}`,
      })
      .where(and(...guards))
      .returning({ id: ledgerAccounts.id });
    return moved.length > 0;
  },

  /** An account's balance by its id (why a movement was refused). */
  async balanceById(ex: Executor, accountId: string): Promise<number> {
    const [row] = await ex
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId));
    return Number(row?.balance ?? 0);
  },

  /** An account's balance and what open holds keep of it (0 and 0 without an account). */
  async balance(ex: Executor, key: AccountKey): Promise<{ balance: number; pending: number }> {
    const [row] = await ex
      .select({ balance: ledgerAccounts.balance, pending: ledgerAccounts.pending })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.asset, key.asset),
          eq(ledgerAccounts.ownerKind, key.ownerKind),
          eq(ledgerAccounts.ownerId, key.ownerId),
        ),
      );
    return { balance: Number(row?.balance ?? 0), pending: Number(row?.pending ?? 0) };
  },

  async accountsOf(ex: Executor, ownerKind: string, ownerId: string, assetPrefix: string) {
    return ex
      .select({
        asset: ledgerAccounts.asset,
        balance: ledgerAccounts.balance,
        pending: ledgerAccounts.pending,
      })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerKind, ownerKind),
          eq(ledgerAccounts.ownerId, ownerId),
          like(ledgerAccounts.asset, likePrefix(assetPrefix)),
        ),
      )
      .orderBy(asc(ledgerAccounts.createdAt), asc(ledgerAccounts.asset));
  },

  /** Transfers newest first (by seq), filtered by asset or asset prefix and by an owner on either side. */
  async transfers(
    ex: Executor,
    filter: {
      asset?: string | undefined;
      assetPrefix?: string | undefined;
      owner?: { kind: string; id: string } | undefined;
      afterSeq?: number | null | undefined;
      limit: number;
    },
  ): Promise<TransferWithOwners[]> {
    const conditions = [
      filter.asset !== undefined ? eq(ledgerTransfers.asset, filter.asset) : undefined,
      filter.assetPrefix !== undefined
        ? like(ledgerTransfers.asset, likePrefix(filter.assetPrefix))
        : undefined,
      filter.afterSeq != null ? lt(ledgerTransfers.seq, filter.afterSeq) : undefined,
      filter.owner
        ? or(
            and(eq(debitAccount.ownerKind, filter.owner.kind), eq(debitAccount.ownerId, filter.owner.id)),
            and(eq(creditAccount.ownerKind, filter.owner.kind), eq(creditAccount.ownerId, filter.owner.id)),
          )
        : undefined,
    ];
    return ex
      .select(transferWithOwners)
      .from(ledgerTransfers)
      .innerJoin(debitAccount, eq(debitAccount.id, ledgerTransfers.debitAccountId))
      .innerJoin(creditAccount, eq(creditAccount.id, ledgerTransfers.creditAccountId))
      .where(and(...conditions))
      .orderBy(desc(ledgerTransfers.seq))
      .limit(filter.limit);
  },

  /** Every account (of an asset) with its balance and the sum of its transfers. */
  async verify(ex: Executor, asset?: string) {
    const rows = await ex
      .select({
        asset: ledgerAccounts.asset,
        accountId: ledgerAccounts.id,
        ownerKind: ledgerAccounts.ownerKind,
        ownerId: ledgerAccounts.ownerId,
        balance: ledgerAccounts.balance,
        fromEntries: sql<string>`coalesce((select sum(t.amount) from ledger_transfers t
          where t.credit_account_id = ${ledgerAccounts}.id), 0)
          - coalesce((select sum(t.amount) from ledger_transfers t
          where t.debit_account_id = ${ledgerAccounts}.id), 0)`,
        pending: ledgerAccounts.pending,
        fromHolds: sql<string>`coalesce((select sum(h.amount) from ledger_holds h
          where h.debit_account_id = ${ledgerAccounts}.id
          and not exists (select 1 from ledger_hold_resolutions r where r.hold_id = h.id)), 0)`,
      })
      .from(ledgerAccounts)
      .where(asset !== undefined ? eq(ledgerAccounts.asset, asset) : undefined)
      .orderBy(asc(ledgerAccounts.asset), asc(ledgerAccounts.id));
    return rows.map((r) => ({
      ...r,
      balance: Number(r.balance),
      fromEntries: Number(r.fromEntries),
      pending: Number(r.pending),
      fromHolds: Number(r.fromHolds),
    }));
  },
};

export const accountKeyString = (k: AccountKey) => `${k.asset}\u0000${k.ownerKind}\u0000${k.ownerId}`;
