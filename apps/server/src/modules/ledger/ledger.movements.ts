import { LedgerError } from './ledger.errors';
import {
  type AccountKey,
  accountKeyString,
  type HoldWithOwners,
  type TransferWithOwners,
} from './ledger.repository';
import {
  type HoldInput,
  type LedgerHold,
  type LedgerParty,
  type LedgerTransfer,
  MAX_TRANSFER_AMOUNT,
  type TransferInput,
} from './ledger.types';

/** Rows to results, the comparisons of a replayed idempotency key, and the checks of a transfer's input. */
export const partyOwner = (p: LedgerParty) => (p.kind === 'user' ? p.userId : p.ownerId);

export const keyOf = (asset: string, p: LedgerParty): AccountKey => ({
  asset,
  ownerKind: p.kind,
  ownerId: partyOwner(p),
});

export function partyOf(kind: string, ownerId: string): LedgerParty {
  if (kind === 'user') return { kind: 'user', userId: ownerId };
  return { kind: kind === 'issuer' ? 'issuer' : 'system', ownerId };
}

export const toTransfer = (r: TransferWithOwners): LedgerTransfer => ({
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

export const toHold = (r: HoldWithOwners): LedgerHold => ({
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
  expiresAt: r.expiresAt,
  createdAt: r.createdAt,
  status: r.outcome ?? 'PENDING',
  transferId: r.transferId,
  resolvedAt: r.resolvedAt,
});

/** Whether a recorded hold is the hold asked for again (same key, same parameters, same expiry). */
export function sameHold(r: HoldWithOwners, h: HoldInput): boolean {
  return (
    sameMovement({ ...r, debitAccountId: '', creditAccountId: '' } as unknown as TransferWithOwners, h) &&
    r.expiresAt.getTime() === h.expiresAt.getTime()
  );
}

/** The key of the transfer that posts a hold (one per hold: a retried post finds it). */
export const postKey = (holdId: string) => `ledger:hold:${holdId}:post`;

/** Whether a recorded transfer is the movement asked for again (same key, same parameters). */
export function sameMovement(r: TransferWithOwners, t: TransferInput): boolean {
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

export function validate(t: Omit<TransferInput, 'limit'> & { limit?: number }) {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0 || t.amount > MAX_TRANSFER_AMOUNT)
    throw new LedgerError('INVALID_TRANSFER', 'The amount must be a positive whole number.');
  if (t.limit !== undefined && !(Number.isSafeInteger(t.limit) && t.limit >= 0))
    throw new LedgerError('INVALID_TRANSFER', 'A limit must be a whole number of at least 0.');
  if (!t.asset || !t.reason || !t.idempotencyKey || !t.operation.type || !t.operation.id)
    throw new LedgerError('INVALID_TRANSFER', 'A transfer needs an asset, a reason, a key and an operation.');
  if (accountKeyString(keyOf(t.asset, t.from)) === accountKeyString(keyOf(t.asset, t.to)))
    throw new LedgerError('INVALID_TRANSFER', 'A transfer needs two different accounts.');
}
