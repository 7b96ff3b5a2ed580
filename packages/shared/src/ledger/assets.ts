/**
 * What the platform ledger holds and why it moves (docs/decisions/096, 122, 123): every asset name and every
 * operation type is declared here once; the server's ledger, points and trades code use these, never literals.
 *
 * An asset is `<kind>:<id>`: `points:<clubId>` (a club's rep points), `slices:<pieId>` (a pie's slices). Money
 * can become a kind later (`money:<currency>`, minor units), so that a trade leg may be paid in money.
 */

export const ASSET_KINDS = ['points', 'slices'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** A parsed asset name. */
export type Asset = { kind: 'points'; clubId: string } | { kind: 'slices'; pieId: string };

/** The prefix every asset name of a kind starts with ("points:"). */
export const assetPrefix = (kind: AssetKind) => `${kind}:`;

export const POINTS_ASSET_PREFIX = assetPrefix('points');
export const SLICES_ASSET_PREFIX = assetPrefix('slices');

/** The asset of a club's points: `points:<clubId>`. */
export const pointsAsset = (clubId: string) => `${POINTS_ASSET_PREFIX}${clubId}`;

/** The asset of a pie's slices: `slices:<pieId>`. */
export const slicesAsset = (pieId: string) => `${SLICES_ASSET_PREFIX}${pieId}`;

/** An asset's name, as the ledger stores it. */
export function formatAsset(asset: Asset): string {
  return asset.kind === 'points' ? pointsAsset(asset.clubId) : slicesAsset(asset.pieId);
}

/** The asset a name stands for, or null for a name that is none (unknown kind, empty id). */
export function parseAsset(name: string): Asset | null {
  const colon = name.indexOf(':');
  if (colon <= 0) return null;
  const kind = name.slice(0, colon);
  const id = name.slice(colon + 1);
  if (!id || id.includes(':')) return null;
  if (kind === 'points') return { kind, clubId: id };
  if (kind === 'slices') return { kind, pieId: id };
  return null;
}

/** The club of a points asset name, or null for any other asset. */
export function clubIdOfAsset(name: string): string | null {
  const asset = parseAsset(name);
  return asset?.kind === 'points' ? asset.clubId : null;
}

/**
 * The domain operations a ledger movement or hold belongs to (`operation.type` of transfers and holds). Each
 * names its operation id: a send is `<senderId>:<key>`, a grant `<clubId>:<key>`, a trade the trade request's id,
 * a purchase, ticket, order or refund its row's id.
 */
export const LEDGER_OPERATIONS = {
  pointsSend: 'points.send',
  pointsGrant: 'points.grant',
  /** A trade request (docs/decisions/123): the giver's hold, its posting and the other leg. */
  trade: 'points.trade',
  buyPoints: 'BUY_POINTS',
  earnTicket: 'EARN_TICKET',
  spendTicket: 'SPEND_TICKET',
  refundTicket: 'REFUND_TICKET',
  /** Offers (docs/decisions/135): a reward paid from the club's issuer, a PRICE paid, a redemption's hold. */
  offerReward: 'OFFER_REWARD',
  offerPrice: 'OFFER_PRICE',
  offerRedemption: 'OFFER_REDEMPTION',
} as const;
export type LedgerOperationType = (typeof LEDGER_OPERATIONS)[keyof typeof LEDGER_OPERATIONS];

/** The idempotency keys the ledger records, built one way everywhere (a retried call finds the first). */
export const ledgerKeys = {
  pointsSend: (senderId: string, key: string) => `points:send:${senderId}:${key}`,
  pointsGrant: (clubId: string, key: string) => `points:grant:${clubId}:${key}`,
  /** The giver's hold of a trade request (made with the request). */
  tradeHold: (tradeRequestId: string) => `points:trade:${tradeRequestId}:hold`,
  /** The legs of an accepted trade: `give` (a request without a hold) and `ask`. */
  tradeLeg: (tradeRequestId: string, leg: 'give' | 'ask') => `points:trade:${tradeRequestId}:${leg}`,
  /** An offer's reward to a member: once per offer and member (docs/decisions/135). */
  offerReward: (offerId: string, userId: string) => `offer:${offerId}:${userId}`,
  /** A buy-now offer's PRICE, paid with its completion. */
  offerPrice: (offerId: string, userId: string) => `offer:${offerId}:${userId}:price`,
  /** A redemption's hold of the PRICE points. */
  offerRedemptionHold: (redemptionId: string) => `offer:redemption:${redemptionId}:hold`,
} as const;
