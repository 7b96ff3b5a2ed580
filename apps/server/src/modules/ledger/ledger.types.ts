import { POINTS_ASSET_PREFIX, pointsAsset } from '@repclub/shared';
import type { HoldOutcome } from './ledger.repository';

/** Who holds an account: a user, an issuer (a club minting its points) or the platform itself. */
export type LedgerParty =
  | { kind: 'user'; userId: string }
  | { kind: 'issuer'; ownerId: string }
  | { kind: 'system'; ownerId: string };

/** Asset names are declared once, in shared (packages/shared/src/ledger/assets.ts). */
export { POINTS_ASSET_PREFIX, pointsAsset };

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

/** A hold to make (docs/decisions/122): a transfer kept pending until it is posted or voided, or it expires. */
export type HoldInput = Omit<TransferInput, 'limit'> & {
  /** After this the hold can no longer be posted; the expiry job then voids it (EXPIRED). */
  expiresAt: Date;
};

export type HoldStatus = 'PENDING' | HoldOutcome;

/** A recorded hold as other modules read it. */
export type LedgerHold = {
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
  expiresAt: Date;
  createdAt: Date;
  /** PENDING while open (even past expiresAt until the job or a void closes it), else what became of it. */
  status: HoldStatus;
  /** The transfer that moved the amount (POSTED). */
  transferId: string | null;
  resolvedAt: Date | null;
};

export type HoldResult = { holdId: string; replayed: boolean; hold: LedgerHold };

export type PostResult = {
  hold: LedgerHold;
  /** The transfer that moved the held amount. */
  transfer: LedgerTransfer;
  /** The transfers moved with it (`post(…, { with })`), in the order given. */
  transfers: TransferResult[];
  replayed: boolean;
};

export type LedgerDrift = {
  asset: string;
  account: { id: string; party: LedgerParty };
  balance: number;
  fromEntries: number;
  pending: number;
  fromHolds: number;
};
