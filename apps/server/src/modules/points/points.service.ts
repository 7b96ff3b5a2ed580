import {
  LEDGER_OPERATIONS,
  POINTS_ASSET_PREFIX,
  POINTS_LIMITS,
  POINTS_MESSAGES as M,
  type NotificationPropertyKey,
  TRADING_TRANSACTION_TYPES,
  type TradingTransactionType,
  clubIdOfAsset,
  grantPointsSchema,
  ledgerKeys,
  pointsAsset,
  sendPointsSchema,
} from '@repclub/shared';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/executor';
import { DomainError, badInput, notFound } from '../../platform/errors';
import { type Connection, type ConnectionArgs, paginate } from '../../platform/graphql/pagination';
import { parseInput } from '../../platform/http/parse';
import { isUuid } from '../../platform/ids';
import type { ModuleLog } from '../../platform/module';
import type { Viewer } from '../../platform/viewer';
import {
  type LedgerParty,
  type LedgerService,
  type LedgerTransfer,
  isLedgerError,
} from '../ledger/ledger.module';
import type { NotificationsService } from '../notifications/notifications.module';
import { type ClubsPort, FROZEN_CLUB_STATUSES, type PointsClub } from './points.ports';

/** A points movement as a history shows it (GraphQL TradingTransaction), from the viewer's or the club's side. */
export type TradingTransactionView = {
  id: string;
  type: TradingTransactionType;
  /** Signed from the side the history is read from. */
  amount: number;
  clubId: string;
  counterpartyUserId: string | null;
  memo: string | null;
  status: string;
  createdAt: Date;
  /** The ledger transfer behind it (for money details of purchases). */
  transfer: LedgerTransfer;
};

export type WalletBalanceView = { clubId: string; points: number; isMember: boolean };

/** What a points purchase cost (BUY_POINTS movements), answered by the purchases part when it binds itself. */
export type PointsMoney = { price: number; currency: string; paymentMethod: string | null };
export type PointsPurchaseDetails = { moneyOf: (transfer: LedgerTransfer) => Promise<PointsMoney | null> };

const userParty = (userId: string): LedgerParty => ({ kind: 'user', userId });
const issuerParty = (clubId: string): LedgerParty => ({ kind: 'issuer', ownerId: clubId });
const userIdOf = (p: LedgerParty) => (p.kind === 'user' ? p.userId : null);

function typeOf(reason: string): TradingTransactionType {
  return (TRADING_TRANSACTION_TYPES as readonly string[]).includes(reason)
    ? (reason as TradingTransactionType)
    : 'TRADE';
}

/** A transfer from one user's side: what left them is negative; a send they received reads RECEIVE. */
export function fromUserSide(t: LedgerTransfer, userId: string): TradingTransactionView {
  const outgoing = userIdOf(t.from) === userId;
  const type = typeOf(t.reason);
  return {
    id: t.id,
    type: type === 'SEND' && !outgoing ? 'RECEIVE' : type,
    amount: outgoing ? -t.amount : t.amount,
    clubId: clubIdOfAsset(t.asset) ?? '',
    counterpartyUserId: userIdOf(outgoing ? t.to : t.from),
    memo: t.memo,
    status: 'COMPLETED',
    createdAt: t.createdAt,
    transfer: t,
  };
}

/**
 * A transfer from the club's side: points it issued are negative, points back to it positive (the counterparty
 * is the member); a movement between members changes nothing for the club: the amount moved, unsigned, with the
 * sender as counterparty (`from` and `to` on the GraphQL type name both people).
 */
export function fromClubSide(t: LedgerTransfer): TradingTransactionView {
  const issued = t.from.kind === 'issuer';
  const returned = t.to.kind === 'issuer';
  return {
    id: t.id,
    type: typeOf(t.reason),
    amount: issued ? -t.amount : t.amount,
    clubId: clubIdOfAsset(t.asset) ?? '',
    counterpartyUserId: issued ? userIdOf(t.to) : returned ? userIdOf(t.from) : userIdOf(t.from),
    memo: t.memo,
    status: 'COMPLETED',
    createdAt: t.createdAt,
    transfer: t,
  };
}

const isSeqKey = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * Wallets, sends, grants and points histories (docs/decisions/097; trade requests are the trades module's, 123).
 * Balances and movements are the ledger's; this service decides who may move what and says so in the user's
 * words.
 */
export function pointsService({
  db,
  ledger,
  clubs,
  notifications,
  log,
  purchases = () => null,
}: {
  db: Db;
  ledger: LedgerService;
  clubs: ClubsPort;
  notifications: NotificationsService;
  log: ModuleLog;
  purchases?: () => PointsPurchaseDetails | null;
}) {
  /** The club, when its points may move, and which of the users are its members (one statement). */
  async function movableClub(
    ex: Executor,
    clubId: string,
    userIds: readonly string[] = [],
  ): Promise<{ club: PointsClub; members: Set<string> }> {
    const found = isUuid(clubId) ? await clubs.clubWithMembers(ex, clubId, userIds) : null;
    if (!found) throw notFound(M.clubNotFound);
    if (FROZEN_CLUB_STATUSES.includes(found.club.status)) throw badInput(M.clubFrozen, { field: 'clubId' });
    return found;
  }

  const nameOf = (viewer: Viewer) => viewer.user.name ?? viewer.user.userName ?? 'Someone';

  async function notifySafely(input: Parameters<NotificationsService['notify']>[0]) {
    try {
      await notifications.notify(input);
    } catch (err) {
      log.error({ err, type: input.type }, 'points notification failed');
    }
  }

  function senderProperties(viewer: Viewer): Partial<Record<NotificationPropertyKey, string>> {
    return {
      SenderName: nameOf(viewer),
      ...(viewer.user.avatarUrl ? { SenderAvatar: viewer.user.avatarUrl } : {}),
    };
  }

  /** Maps the ledger's refusals to the user's words; rethrows anything else. */
  async function ledgerRefusal(err: unknown, club: PointsClub, userId: string): Promise<never> {
    if (isLedgerError(err, 'INSUFFICIENT_FUNDS')) {
      // What they may spend: points an open trade request holds are not (docs/decisions/122).
      const balance = await ledger.available(db, pointsAsset(club.id), userParty(userId));
      throw badInput(M.insufficient(club.displayName, balance), { field: 'amount' });
    }
    if (isLedgerError(err, 'CONFLICT')) throw new DomainError('CONFLICT', M.reusedKey);
    if (isLedgerError(err, 'LIMIT_EXCEEDED')) throw badInput(M.issuedLimit, { field: 'amount' });
    throw err;
  }

  /** Of the viewer's balances, the clubs both people belong to and whose points can move. */
  async function tradableWith(
    views: WalletBalanceView[],
    viewer: Viewer,
    userId: string,
  ): Promise<WalletBalanceView[]> {
    if (!isUuid(userId) || userId === viewer.userId) return [];
    const theirs = new Set(await clubs.memberClubIds(db, userId));
    const shared = views.filter((view) => view.isMember && theirs.has(view.clubId));
    const found = await Promise.all(shared.map((view) => clubs.club(db, view.clubId)));
    return shared.filter((_, i) => {
      const club = found[i];
      return club != null && !FROZEN_CLUB_STATUSES.includes(club.status);
    });
  }

  return {
    /** sendPoints: a member sends some of their points of a club to another member. */
    async sendPoints(viewer: Viewer, raw: unknown): Promise<TradingTransactionView> {
      const input = parseInput(sendPointsSchema, raw);
      if (input.toUserId === viewer.userId) throw badInput(M.notYourself, { field: 'toUserId' });
      const { club, members } = await movableClub(db, input.clubId, [viewer.userId, input.toUserId]);
      if (!members.has(viewer.userId)) throw new DomainError('AUTH_NOT_AUTHORIZED', M.notMember);
      if (!members.has(input.toUserId)) throw badInput(M.recipientNotMember, { field: 'toUserId' });
      const operationId = `${viewer.userId}:${input.idempotencyKey}`;
      let result;
      try {
        result = await ledger.transfer(db, {
          asset: pointsAsset(club.id),
          from: userParty(viewer.userId),
          to: userParty(input.toUserId),
          amount: input.amount,
          reason: 'SEND',
          idempotencyKey: ledgerKeys.pointsSend(viewer.userId, input.idempotencyKey),
          operation: { type: LEDGER_OPERATIONS.pointsSend, id: operationId },
          memo: input.memo,
          actorUserId: viewer.userId,
        });
      } catch (err) {
        return ledgerRefusal(err, club, viewer.userId);
      }
      if (!result.replayed)
        await notifySafely({
          userId: input.toUserId,
          type: 'PointsReceived',
          message: M.received(nameOf(viewer), input.amount, club.displayName),
          properties: senderProperties(viewer),
        });
      return fromUserSide(result.transfer, viewer.userId);
    },

    /** grantPoints: a club's points manager issues new points to a member (from the club's issuer account). */
    async grantPoints(viewer: Viewer, raw: unknown): Promise<TradingTransactionView> {
      const input = parseInput(grantPointsSchema, raw);
      const { club, members } = await movableClub(db, input.clubId, [input.toUserId]);
      if (!(await clubs.canManagePoints(db, club.id, viewer.userId)))
        throw new DomainError('AUTH_NOT_AUTHORIZED', M.notAllowedToGrant);
      if (!members.has(input.toUserId)) throw badInput(M.recipientNotMember, { field: 'toUserId' });
      const key = ledgerKeys.pointsGrant(club.id, input.idempotencyKey);
      let result;
      try {
        result = await ledger.transfer(db, {
          asset: pointsAsset(club.id),
          from: issuerParty(club.id),
          to: userParty(input.toUserId),
          amount: input.amount,
          reason: 'GRANT',
          idempotencyKey: key,
          operation: { type: LEDGER_OPERATIONS.pointsGrant, id: `${club.id}:${input.idempotencyKey}` },
          memo: input.memo,
          actorUserId: viewer.userId,
          // The club's issued total (−its issuer balance) stays within the cap (docs/decisions/117).
          limit: POINTS_LIMITS.maxPointsIssued,
        });
      } catch (err) {
        return ledgerRefusal(err, club, viewer.userId);
      }
      if (!result.replayed)
        await notifySafely({
          userId: input.toUserId,
          type: 'PointsReceived',
          message: M.granted(club.displayName, input.amount),
          properties: senderProperties(viewer),
        });
      return fromClubSide(result.transfer);
    },

    /**
     * walletBalances: the viewer's points in every club they hold points of or belong to; with `withUserId`, only
     * the clubs whose points the two may trade (both members, points that can move; docs/decisions/113).
     */
    async walletBalances(viewer: Viewer, withUserId: string | null = null): Promise<WalletBalanceView[]> {
      const [balances, memberOf] = await Promise.all([
        ledger.balancesOf(db, viewer.userId, POINTS_ASSET_PREFIX),
        clubs.memberClubIds(db, viewer.userId),
      ]);
      const members = new Set(memberOf);
      const views: WalletBalanceView[] = [];
      const seen = new Set<string>();
      for (const b of balances) {
        const clubId = clubIdOfAsset(b.asset);
        if (!clubId) continue;
        seen.add(clubId);
        views.push({ clubId, points: b.balance, isMember: members.has(clubId) });
      }
      for (const clubId of memberOf) if (!seen.has(clubId)) views.push({ clubId, points: 0, isMember: true });
      return withUserId === null ? views : tradableWith(views, viewer, withUserId);
    },

    /** A user's balance in a club (0 without an account). */
    balance(clubId: string, userId: string, ex: Executor = db): Promise<number> {
      return ledger.balance(ex, pointsAsset(clubId), userParty(userId));
    },

    /** Balances of (club, user) pairs, keyed `${clubId}:${userId}` (members' tiers). */
    async balances(pairs: readonly { clubId: string; userId: string }[]): Promise<Map<string, number>> {
      const result = new Map<string, number>();
      const byUser = new Map<string, Set<string>>();
      for (const p of pairs) byUser.set(p.userId, (byUser.get(p.userId) ?? new Set()).add(p.clubId));
      await Promise.all(
        [...byUser].map(async ([userId, clubIds]) => {
          const held = await ledger.balancesOf(db, userId, POINTS_ASSET_PREFIX);
          for (const clubId of clubIds)
            result.set(
              `${clubId}:${userId}`,
              held.find((h) => h.asset === pointsAsset(clubId))?.balance ?? 0,
            );
        }),
      );
      return result;
    },

    /** The money side of a BUY_POINTS movement (null for every other movement). */
    async moneyOf(view: TradingTransactionView): Promise<PointsMoney | null> {
      if (view.type !== LEDGER_OPERATIONS.buyPoints) return null;
      return (await purchases()?.moneyOf(view.transfer)) ?? null;
    },

    /** What the club has issued: −its issuer balance. */
    async issued(clubId: string): Promise<number> {
      return -(await ledger.balance(db, pointsAsset(clubId), issuerParty(clubId)));
    },

    /** May the viewer read the club's points (MANAGE_POINTS)? */
    canManage(viewer: Viewer, clubId: string): Promise<boolean> {
      return isUuid(clubId) ? clubs.canManagePoints(db, clubId, viewer.userId) : Promise.resolve(false);
    },

    /** tradingTransactions: the viewer's movements, newest first (of one club, or all). */
    async tradingTransactions(
      viewer: Viewer,
      args: ConnectionArgs & { clubId?: string | null },
    ): Promise<Connection<TradingTransactionView>> {
      if (args.clubId && !isUuid(args.clubId)) throw notFound(M.clubNotFound);
      return paginate(args, {
        fetch: async (limit, after) =>
          (
            await ledger.transfersOf(db, {
              userId: viewer.userId,
              ...(args.clubId ? { asset: pointsAsset(args.clubId) } : { assetPrefix: POINTS_ASSET_PREFIX }),
              after,
              first: limit,
            })
          ).map((t) => fromUserSide(t, viewer.userId)),
        keyOf: (row) => row.transfer.seq,
        isKey: isSeqKey,
      });
    },

    /** clubTradingTransactions: every movement of a club's points (MANAGE_POINTS), from the club's side. */
    async clubTradingTransactions(
      viewer: Viewer,
      clubId: string,
      args: ConnectionArgs,
    ): Promise<Connection<TradingTransactionView>> {
      const club = isUuid(clubId) ? await clubs.club(db, clubId) : null;
      if (!club) throw notFound(M.clubNotFound);
      if (!(await clubs.canManagePoints(db, club.id, viewer.userId)))
        throw new DomainError('AUTH_NOT_AUTHORIZED', M.notAllowedToView);
      return paginate(args, {
        fetch: async (limit, after) =>
          (await ledger.transfersOf(db, { asset: pointsAsset(club.id), after, first: limit })).map(
            fromClubSide,
          ),
        keyOf: (row) => row.transfer.seq,
        isKey: isSeqKey,
      });
    },
  };
}

export type PointsService = ReturnType<typeof pointsService>;
