import { and, asc, desc, eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/executor';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

/** An account by what identifies it: asset, owner kind and owner id. */
export type AccountKey = { asset: string; ownerKind: string; ownerId: string };

/** A recorded transfer with the owners of both its accounts. */
export type TransferWithOwners = LedgerTransferRow & {
  debitOwnerKind: string;
  debitOwnerId: string;
  creditOwnerKind: string;
  creditOwnerId: string;
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

  /**
   * Moves an account's balance by `delta`, unless that would take an account that may not go negative below
   * zero, or any account past ±`limit`: the guards and the change are one statement, so concurrent movements
   * cannot both pass them. Answers whether it moved.
   */
  async moveBalance(ex: Executor, accountId: string, delta: number, limit: number): Promise<boolean> {
    const moved = await ex
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
      .where(
        and(
          eq(ledgerAccounts.id, accountId),
          delta < 0
            ? sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${delta} >= 0) and ${ledgerAccounts.balance} + ${delta} >= ${-limit}`
            : sql`${ledgerAccounts.balance} + ${delta} <= ${limit}`,
        ),
      )
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

  async balance(ex: Executor, key: AccountKey): Promise<number> {
    const [row] = await ex
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.asset, key.asset),
          eq(ledgerAccounts.ownerKind, key.ownerKind),
          eq(ledgerAccounts.ownerId, key.ownerId),
        ),
      );
    return Number(row?.balance ?? 0);
  },

  async accountsOf(ex: Executor, ownerKind: string, ownerId: string, assetPrefix: string) {
    return ex
      .select({ asset: ledgerAccounts.asset, balance: ledgerAccounts.balance })
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
      })
      .from(ledgerAccounts)
      .where(asset !== undefined ? eq(ledgerAccounts.asset, asset) : undefined)
      .orderBy(asc(ledgerAccounts.asset), asc(ledgerAccounts.id));
    return rows.map((r) => ({ ...r, balance: Number(r.balance), fromEntries: Number(r.fromEntries) }));
  },
};

export const accountKeyString = (k: AccountKey) => `${k.asset}\u0000${k.ownerKind}\u0000${k.ownerId}`;
