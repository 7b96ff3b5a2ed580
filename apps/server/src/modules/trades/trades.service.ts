import {
  LEDGER_OPERATIONS,
  POINTS_LIMITS,
  POINTS_MESSAGES as M,
  type NotificationPropertyKey,
  type TradeRequestStatus,
  ledgerKeys,
  pointsAsset,
  tradeRequestSchema,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import { DomainError, badInput, notFound } from '../../platform/errors';
import {
  type Connection,
  type ConnectionArgs,
  isTimeIdKey,
  paginate,
} from '../../platform/graphql/pagination';
import { parseInput } from '../../platform/http/parse';
import { isUuid } from '../../platform/ids';
import type { ModuleLog } from '../../platform/module';
import type { Viewer } from '../../platform/viewer';
import {
  type LedgerParty,
  type LedgerService,
  type TransferInput,
  isLedgerError,
} from '../ledger/ledger.module';
import type { NotificationsService } from '../notifications/notifications.module';
import { type ClubsPort, FROZEN_CLUB_STATUSES, type PointsClub } from '../points/points.module';
import type { TradeRequestRow, TradesRepository } from './trades.repository';

export type TradeRequestView = TradeRequestRow & { effectiveStatus: TradeRequestStatus; viewerId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const userParty = (userId: string): LedgerParty => ({ kind: 'user', userId });

/**
 * Trade requests (docs/decisions/097, 123): one member offers an amount of one asset for an amount of another.
 * The giver's side is held in the ledger when the request is made, so acceptance cannot fail on it; accepting
 * posts the hold and moves the other leg in one ledger call (one lock order, all or nothing); declining,
 * cancelling and expiry release the hold. Today both assets are club points; the settlement reads only assets.
 */
export function tradesService({
  repo,
  ledger,
  clubs,
  notifications,
  clock,
  log,
}: {
  repo: TradesRepository;
  ledger: LedgerService;
  clubs: ClubsPort;
  notifications: NotificationsService;
  clock: Clock;
  log: ModuleLog;
}) {
  const db = repo.db;

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
      log.error({ err, type: input.type }, 'trade notification failed');
    }
  }

  function senderProperties(viewer: Viewer): Partial<Record<NotificationPropertyKey, string>> {
    return {
      SenderName: nameOf(viewer),
      ...(viewer.user.avatarUrl ? { SenderAvatar: viewer.user.avatarUrl } : {}),
    };
  }

  function tradeView(row: TradeRequestRow, viewerId: string): TradeRequestView {
    const expired = row.status === 'PENDING' && row.expiresAt.getTime() <= clock.now().getTime();
    return {
      ...row,
      effectiveStatus: expired ? 'EXPIRED' : (row.status as TradeRequestStatus),
      viewerId,
    };
  }

  async function tradeFor(viewer: Viewer, tradeRequestId: string): Promise<TradeRequestRow> {
    const row = isUuid(tradeRequestId) ? await repo.tradeById(tradeRequestId) : undefined;
    if (!row || (row.fromUserId !== viewer.userId && row.toUserId !== viewer.userId))
      throw notFound(M.tradeNotFound);
    return row;
  }

  /** Why an answer to a request that is no longer open is refused. */
  function notOpen(row: TradeRequestRow): DomainError {
    return tradeView(row, '').effectiveStatus === 'EXPIRED'
      ? badInput(M.tradeExpired)
      : badInput(M.tradeNotPending);
  }

  /** One leg of a trade: `amount` of `asset` from one person to the other. */
  function leg(row: TradeRequestRow, side: 'give' | 'ask', actorUserId: string): TransferInput {
    const give = side === 'give';
    return {
      asset: give ? row.giveAsset : row.askAsset,
      from: userParty(give ? row.fromUserId : row.toUserId),
      to: userParty(give ? row.toUserId : row.fromUserId),
      amount: give ? row.giveAmount : row.askAmount,
      reason: 'TRADE',
      idempotencyKey: ledgerKeys.tradeLeg(row.id, side),
      operation: { type: LEDGER_OPERATIONS.trade, id: row.id },
      memo: row.memo,
      actorUserId,
    };
  }

  /**
   * Answers a request without moving anything (DECLINED, CANCELLED): the row and the release of its hold in one
   * transaction, so the request and the hold cannot disagree.
   */
  async function close(
    viewer: Viewer,
    found: TradeRequestRow,
    status: 'DECLINED' | 'CANCELLED',
  ): Promise<TradeRequestRow> {
    const closed = await repo.transaction(async (tx) => {
      const row = await repo.closeTrade(tx, found.id, status, clock.now());
      if (row?.holdId) await ledger.void(tx, row.holdId, { actorUserId: viewer.userId });
      return row;
    });
    if (!closed) throw notOpen((await repo.tradeById(found.id)) ?? found);
    return closed;
  }

  return {
    /**
     * createTradeRequest: offers points of one club for points of another; both must be members of both. The
     * offered points are held at once (a ledger hold until the request is answered or expires).
     */
    async createTradeRequest(viewer: Viewer, raw: unknown): Promise<TradeRequestView> {
      const input = parseInput(tradeRequestSchema, raw);
      if (input.toUserId === viewer.userId) throw badInput(M.tradeWithYourself, { field: 'toUserId' });
      const same = (row: TradeRequestRow) =>
        row.toUserId === input.toUserId &&
        row.giveClubId === input.giveClubId &&
        row.giveAmount === input.giveAmount &&
        row.askClubId === input.askClubId &&
        row.askAmount === input.askAmount &&
        (row.memo ?? null) === input.memo;
      const replay = async () => {
        const row = await repo.tradeByKey(viewer.userId, input.idempotencyKey);
        if (!row) return null;
        if (!same(row)) throw new DomainError('CONFLICT', M.reusedKey);
        return tradeView(row, viewer.userId);
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const people = [viewer.userId, input.toUserId];
      const { club: give, members: giveMembers } = await movableClub(db, input.giveClubId, people);
      const { club: ask, members: askMembers } = await movableClub(db, input.askClubId, people);
      for (const members of [giveMembers, askMembers]) {
        if (!members.has(viewer.userId)) throw new DomainError('AUTH_NOT_AUTHORIZED', M.tradeMembers);
        if (!members.has(input.toUserId)) throw badInput(M.tradeMembers, { field: 'toUserId' });
      }
      const giveAsset = pointsAsset(give.id);
      const askAsset = pointsAsset(ask.id);
      const short = async () =>
        badInput(
          M.insufficient(give.displayName, await ledger.available(db, giveAsset, userParty(viewer.userId))),
          {
            field: 'giveAmount',
          },
        );
      if ((await ledger.available(db, giveAsset, userParty(viewer.userId))) < input.giveAmount)
        throw await short();
      // Refused now rather than at acceptance; the counterparty's balance is not told (docs/decisions/113).
      const theirs = await ledger.available(db, askAsset, userParty(input.toUserId));
      if (theirs < input.askAmount)
        throw badInput(M.tradeAskTooMuch(ask.displayName), { field: 'askAmount' });
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + POINTS_LIMITS.TRADE_REQUEST_TTL_DAYS * DAY_MS);
      let created: TradeRequestRow | undefined;
      try {
        created = await repo.transaction(async (tx) => {
          const row = await repo.insertTrade(tx, {
            fromUserId: viewer.userId,
            toUserId: input.toUserId,
            giveClubId: give.id,
            giveAmount: input.giveAmount,
            giveAsset,
            askClubId: ask.id,
            askAmount: input.askAmount,
            askAsset,
            memo: input.memo,
            idempotencyKey: input.idempotencyKey,
            expiresAt,
            createdAt: now,
          });
          // The same key sent at the same moment: the request the other call recorded (answered below).
          if (!row) return undefined;
          const { holdId } = await ledger.reserve(tx, {
            asset: giveAsset,
            from: userParty(viewer.userId),
            to: userParty(input.toUserId),
            amount: input.giveAmount,
            reason: 'TRADE',
            idempotencyKey: ledgerKeys.tradeHold(row.id),
            operation: { type: LEDGER_OPERATIONS.trade, id: row.id },
            memo: input.memo,
            actorUserId: viewer.userId,
            expiresAt,
          });
          return repo.setHold(tx, row.id, holdId);
        });
      } catch (err) {
        // Spent meanwhile by a concurrent send or another request: nothing stored.
        if (isLedgerError(err, 'INSUFFICIENT_FUNDS')) throw await short();
        throw err;
      }
      if (!created) {
        const row = await replay();
        if (!row) throw new DomainError('CONFLICT', M.reusedKey);
        return row;
      }
      await notifySafely({
        userId: input.toUserId,
        type: 'TradeRequestReceived',
        message: M.tradeReceived(nameOf(viewer)),
        properties: senderProperties(viewer),
      });
      return tradeView(created, viewer.userId);
    },

    /**
     * acceptTradeRequest: the recipient accepts. With the request row locked: the hold of the giver's side is
     * posted and the recipient's side moved in one ledger call, and the request closed, in one transaction — or
     * nothing moves and the request stays open (the recipient short of what was asked).
     */
    async acceptTradeRequest(viewer: Viewer, tradeRequestId: string): Promise<TradeRequestView> {
      const found = await tradeFor(viewer, tradeRequestId);
      if (found.toUserId !== viewer.userId) throw new DomainError('AUTH_NOT_AUTHORIZED', M.onlyRecipient);
      const people = [found.fromUserId, found.toUserId];
      const { club: give } = await movableClub(db, found.giveClubId);
      const { club: ask } = await movableClub(db, found.askClubId);
      let accepted: TradeRequestRow;
      try {
        accepted = await repo.transaction(async (tx) => {
          const row = await repo.lockTrade(tx, found.id);
          if (!row) throw notFound(M.tradeNotFound);
          const now = clock.now();
          if (row.status !== 'PENDING' || row.expiresAt.getTime() <= now.getTime()) throw notOpen(row);
          for (const clubId of [give.id, ask.id]) {
            const members = (await clubs.clubWithMembers(tx, clubId, people))?.members;
            if (!people.every((userId) => members?.has(userId))) throw badInput(M.tradeMembers);
          }
          if (row.holdId)
            await ledger.post(tx, row.holdId, {
              with: [leg(row, 'ask', viewer.userId)],
              idempotencyKey: ledgerKeys.tradeLeg(row.id, 'give'),
              actorUserId: viewer.userId,
            });
          // A request made before holds (docs/decisions/123): both legs checked and moved now.
          else
            await ledger.transferAll(tx, [leg(row, 'give', viewer.userId), leg(row, 'ask', viewer.userId)]);
          const closed = await repo.closeTrade(tx, row.id, 'ACCEPTED', now);
          if (!closed) throw notOpen(row);
          return closed;
        });
      } catch (err) {
        if (isLedgerError(err, 'INSUFFICIENT_FUNDS')) {
          const mine = await ledger.available(db, found.askAsset, userParty(viewer.userId));
          throw badInput(
            mine < found.askAmount
              ? M.tradeInsufficientYours(ask.displayName)
              : M.tradeInsufficientTheirs(give.displayName),
          );
        }
        // The hold ran out (its expiry is the request's) or was released by a concurrent answer.
        if (isLedgerError(err, 'HOLD_EXPIRED') || isLedgerError(err, 'HOLD_CLOSED'))
          throw notOpen((await repo.tradeById(found.id)) ?? found);
        throw err;
      }
      await notifySafely({
        userId: accepted.fromUserId,
        type: 'TradeRequestAccepted',
        message: M.tradeAccepted(nameOf(viewer)),
        properties: { ReceiverName: nameOf(viewer) },
      });
      return tradeView(accepted, viewer.userId);
    },

    /** declineTradeRequest: the recipient says no; the offered points are released. */
    async declineTradeRequest(viewer: Viewer, tradeRequestId: string): Promise<TradeRequestView> {
      const found = await tradeFor(viewer, tradeRequestId);
      if (found.toUserId !== viewer.userId) throw new DomainError('AUTH_NOT_AUTHORIZED', M.onlyRecipient);
      const closed = await close(viewer, found, 'DECLINED');
      await notifySafely({
        userId: closed.fromUserId,
        type: 'TradeRequestDeclined',
        message: M.tradeDeclined(nameOf(viewer)),
        properties: { ReceiverName: nameOf(viewer) },
      });
      return tradeView(closed, viewer.userId);
    },

    /** cancelTradeRequest: the sender takes it back; the offered points are released. */
    async cancelTradeRequest(viewer: Viewer, tradeRequestId: string): Promise<TradeRequestView> {
      const found = await tradeFor(viewer, tradeRequestId);
      if (found.fromUserId !== viewer.userId) throw new DomainError('AUTH_NOT_AUTHORIZED', M.onlySender);
      return tradeView(await close(viewer, found, 'CANCELLED'), viewer.userId);
    },

    /** tradeRequests: the viewer's incoming and outgoing requests, newest first (open: the ones still open). */
    async tradeRequests(
      viewer: Viewer,
      args: ConnectionArgs & { open?: boolean | null },
    ): Promise<Connection<TradeRequestView>> {
      const page = await paginate(args, {
        fetch: (limit, after) =>
          repo.tradesOf(viewer.userId, { open: args.open === true, now: clock.now(), after, limit }),
        keyOf: (row) => [row.cursorTime, row.id] as [string, string],
        isKey: isTimeIdKey,
      });
      return {
        ...page,
        edges: page.edges.map((e) => ({ cursor: e.cursor, node: tradeView(e.node, viewer.userId) })),
      };
    },
  };
}

export type TradesService = ReturnType<typeof tradesService>;
