import { LEDGER_OPERATIONS, OFFER_MESSAGES as M, ledgerKeys, offerProofSchema } from '@repclub/shared';
import type { Executor, Tx } from '../../platform/db/executor';
import { parseInput } from '../../platform/http/parse';
import { isUuid } from '../../platform/ids';
import type { Viewer } from '../../platform/viewer';
import { ticketsSince } from '../bookings/bookings.module';
import { clubReads } from '../clubs/clubs.module';
import { eventIdsOfClub } from '../events/events.module';
import { isLedgerError, pointsAsset } from '../ledger/ledger.module';
import { FROZEN_CLUB_STATUSES, pointsPurchaseReads } from '../points/points.module';
import { verifiedSocialProvidersOf } from '../social/social.module';
import { type OffersCore, conflict, offerNotFound, refused } from './offers.context';
import type { OfferParticipationRow, OfferRow } from './offers.tables';
import type { OfferView } from './offers.views';
import { completionWay, progressWithProof, proofFailure, streakLength, utcDay } from './offers.verify';

/** What to do after the transaction that rewarded: notices (never throw). */
type After = () => Promise<void>;

/**
 * Taking part (docs/decisions/133): join a live offer whose requirements the member meets, check in (streaks),
 * open the link (download, interact), complete with what the server verifies, or be awarded by the team. A
 * completion moves PARTICIPATING → COMPLETED in one guarded update and rewards in the same transaction — points
 * from the club's issuer (key `offer:{offerId}:{userId}`), a tier level, the linked achievement — so racing
 * requests reward once.
 */
export function offersParticipation(core: OffersCore) {
  const { deps, viewOf, requireView, requireManaged, liveRefusal, entryRefusal, balanceOf, priceOf } = core;
  const { repo, ledger, clubs, achievements, notifications, clock, log } = deps;

  /** The reward of a completion (or a draw's win), inside the caller's transaction; the notices to send after. */
  async function rewardInTx(tx: Tx, row: OfferRow, userId: string, bonusPoints: number): Promise<After[]> {
    const after: After[] = [];
    const club = await clubReads.club(tx, row.clubId);
    const points = (row.rewardPoints ?? 0) + bonusPoints;
    if (points > 0 && club && !FROZEN_CLUB_STATUSES.includes(club.status))
      await ledger.transfer(tx, {
        asset: pointsAsset(row.clubId),
        from: { kind: 'issuer', ownerId: row.clubId },
        to: { kind: 'user', userId },
        amount: points,
        reason: LEDGER_OPERATIONS.offerReward,
        idempotencyKey: ledgerKeys.offerReward(row.id, userId),
        operation: { type: LEDGER_OPERATIONS.offerReward, id: row.id },
        memo: row.displayName,
      });
    if (row.rewardTierLevel !== null) await clubs.grantTierLevel(tx, row.clubId, userId, row.rewardTierLevel);
    if (row.achievementId) {
      const result = await achievements.awardInTx(tx, {
        achievementId: row.achievementId,
        userId,
        source: { kind: 'OFFER', id: row.id },
      });
      if (result.after) after.push(result.after);
    }
    const won = row.category === 'Draw';
    after.push(async () => {
      try {
        await notifications.notify({
          userId,
          type: won ? 'OfferWon' : 'OfferAwarded',
          message: won
            ? `You won ${row.displayName} of ${club?.displayName ?? 'your club'}.`
            : `You completed ${row.displayName} of ${club?.displayName ?? 'your club'}${points > 0 ? ` and earned ${points} points` : ''}.`,
          properties: { ClubId: row.clubId, ClubName: club?.displayName ?? '' },
        });
      } catch (err) {
        log.error({ err, offerId: row.id, userId }, 'offer notification failed');
      }
    });
    return after;
  }

  const runAfter = async (after: After[]) => {
    for (const a of after) await a();
  };

  /** The participation locked for the rest of the transaction; refused when there is none. */
  async function lockedParticipation(
    tx: Tx,
    offerId: string,
    userId: string,
  ): Promise<OfferParticipationRow> {
    const p = await repo.participation(tx, offerId, userId, true);
    if (!p) throw refused(M.notParticipating);
    return p;
  }

  /**
   * Completes inside the transaction: the guarded step, the reward (a draw rewards its winners at the draw), and a
   * buy-now's PRICE paid from the member's points. Answers the notices; none when another request completed first.
   */
  async function completeInTx(
    tx: Tx,
    row: OfferRow,
    p: OfferParticipationRow,
    options: { awardedBy: string | null; bonusPoints: number },
  ): Promise<After[] | null> {
    const done = await repo.complete(tx, p.id, clock.now(), options.awardedBy);
    if (!done) return null;
    if (row.subType === 'buy-now') {
      const price = priceOf(row);
      if (price > 0)
        try {
          await ledger.transfer(tx, {
            asset: pointsAsset(row.clubId),
            from: { kind: 'user', userId: p.userId },
            to: { kind: 'issuer', ownerId: row.clubId },
            amount: price,
            reason: LEDGER_OPERATIONS.offerPrice,
            idempotencyKey: ledgerKeys.offerPrice(row.id, p.userId),
            operation: { type: LEDGER_OPERATIONS.offerPrice, id: row.id },
            memo: row.displayName,
          });
        } catch (err) {
          if (isLedgerError(err, 'INSUFFICIENT_FUNDS')) throw refused(M.pointsTooFew);
          throw err;
        }
    }
    if (row.category === 'Draw') return [];
    return rewardInTx(tx, row, p.userId, options.bonusPoints);
  }

  /** What the server reads of the member's doings for a `record` sub-type; a message when not done, and any bonus. */
  async function recordCheck(
    ex: Executor,
    row: OfferRow,
    p: OfferParticipationRow,
  ): Promise<{ failure: string | null; bonus: number }> {
    const s = row.settings;
    const userId = p.userId;
    const ok = { failure: null, bonus: 0 };
    switch (row.subType) {
      case 'social-action': {
        const providers = await verifiedSocialProvidersOf(ex, userId);
        return s.socialProvider && providers.includes(s.socialProvider)
          ? ok
          : { failure: M.socialAccountMissing, bonus: 0 };
      }
      case 'download':
      case 'interact':
        return p.progress.linkOpenedAt ? ok : { failure: M.linkNotOpened, bonus: 0 };
      case 'buy-product': {
        const n = s.ticketTypeId
          ? await ticketsSince(ex, { userId, since: row.startAt, eventTicketId: s.ticketTypeId })
          : 0;
        return n > 0 ? ok : { failure: M.productNotBought, bonus: 0 };
      }
      case 'action-amount': {
        const n = await ticketsSince(ex, {
          userId,
          since: row.startAt,
          eventIds: eventIdsOfClub(ex, row.clubId),
          checkedIn: true,
        });
        return n >= (s.requiredCount ?? 1) ? ok : { failure: M.actionsMissing, bonus: 0 };
      }
      case 'level-up': {
        const goal = Math.max(
          0,
          ...row.requirements.filter((r) => r.type === 'REP_POINTS').map((r) => r.value ?? 0),
        );
        return (await balanceOf(ex, row.clubId, userId)) >= goal ? ok : { failure: M.pointsTooFew, bonus: 0 };
      }
      case 'buy-now':
        return (await balanceOf(ex, row.clubId, userId)) >= priceOf(row)
          ? ok
          : { failure: M.pointsTooFew, bonus: 0 };
      default:
        break;
    }
    if (row.programType === 'buy-points') {
      const bought = await pointsPurchaseReads.completedIn(ex, {
        userId,
        clubId: row.clubId,
        from: row.startAt,
        until: row.endAt,
      });
      const needed = row.subType === 'streak' ? (s.requiredCount ?? 1) : 1;
      if (bought.count < needed) return { failure: M.actionsMissing, bonus: 0 };
      return { failure: null, bonus: buyPointsBonus(row, bought.points) };
    }
    // reward-members: meeting the requirements (checked at join) completes; a draw's entrant waits for the draw.
    return ok;
  }

  return {
    rewardInTx,
    runAfter,

    /** Takes part in a live offer whose requirements and conditions the member meets. */
    async joinOffer(viewer: Viewer, offerId: string): Promise<OfferView> {
      if (!isUuid(offerId)) throw offerNotFound();
      await requireView(viewer, offerId);
      await repo.transaction(async (tx) => {
        const row = (await repo.byId(tx, offerId, true))!;
        const existing = await repo.participation(tx, offerId, viewer.userId);
        if (existing) return;
        const live = liveRefusal(row);
        if (live) throw refused(live);
        const refusal = await entryRefusal(tx, row, viewer.userId);
        if (refusal) throw refused(refusal);
        const max = row.settings.maxParticipants;
        if (max !== null && ((await repo.participantCounts(tx, [offerId])).get(offerId) ?? 0) >= max)
          throw conflict(M.full);
        await repo.join(tx, offerId, viewer.userId, clock.now());
      });
      return (await viewOf(viewer, await repo.byId(repo.db, offerId)))!;
    },

    /** A streak (earn points, earn status): checks in for today (UTC); completes at the streak's length. */
    async checkInOffer(viewer: Viewer, offerId: string): Promise<OfferView> {
      if (!isUuid(offerId)) throw offerNotFound();
      await requireView(viewer, offerId);
      const after = await repo.transaction(async (tx) => {
        const row = (await repo.byId(tx, offerId))!;
        if (completionWay(row) !== 'checkIn') throw refused(M.notAStreak);
        const live = liveRefusal(row);
        if (live) throw refused(live);
        const p = await lockedParticipation(tx, offerId, viewer.userId);
        if (p.status !== 'PARTICIPATING') throw conflict(M.alreadyCompleted);
        const today = utcDay(clock.now());
        const checkIns = p.progress.checkIns ?? [];
        if (checkIns.includes(today)) throw conflict(M.alreadyCheckedIn);
        const updated = await repo.setProgress(tx, p.id, { ...p.progress, checkIns: [...checkIns, today] });
        if (streakLength(updated.progress.checkIns ?? [], clock.now()) < (row.settings.streakDays ?? 1))
          return [];
        return (await completeInTx(tx, row, updated, { awardedBy: null, bonusPoints: 0 })) ?? [];
      });
      await runAfter(after);
      return (await viewOf(viewer, await repo.byId(repo.db, offerId)))!;
    },

    /** A download or interact offer: records that the member opened the link through the server; answers it. */
    async openOfferLink(viewer: Viewer, offerId: string): Promise<string> {
      if (!isUuid(offerId)) throw offerNotFound();
      const view = await requireView(viewer, offerId);
      const url = view.row.settings.linkUrl;
      if (!url || (view.row.subType !== 'download' && view.row.subType !== 'interact'))
        throw refused(M.completedOtherWay);
      const live = liveRefusal(view.row);
      if (live) throw refused(live);
      await repo.transaction(async (tx) => {
        const p = await lockedParticipation(tx, offerId, viewer.userId);
        if (!p.progress.linkOpenedAt)
          await repo.setProgress(tx, p.id, { ...p.progress, linkOpenedAt: clock.now().toISOString() });
      });
      return url;
    },

    /** Completes when the server verifies it (docs/decisions/133); rewards once, even when requests race. */
    async completeOffer(viewer: Viewer, offerId: string, rawProof: unknown): Promise<OfferView> {
      if (!isUuid(offerId)) throw offerNotFound();
      const proof = parseInput(offerProofSchema, rawProof ?? {});
      await requireView(viewer, offerId);
      const after = await repo.transaction(async (tx) => {
        const row = (await repo.byId(tx, offerId))!;
        const live = liveRefusal(row);
        if (live) throw refused(live);
        const way = completionWay(row);
        if (way === 'manual') throw refused(M.awardedByTeam);
        const p = await lockedParticipation(tx, offerId, viewer.userId);
        if (p.status !== 'PARTICIPATING') throw conflict(M.alreadyCompleted);
        let bonus = 0;
        if (way === 'checkIn') {
          if (streakLength(p.progress.checkIns ?? [], clock.now()) < (row.settings.streakDays ?? 1))
            throw refused(M.actionsMissing);
        } else if (way === 'proof') {
          const failure = proofFailure(row, proof, M);
          if (failure) throw refused(failure);
        } else {
          const check = await recordCheck(tx, row, p);
          if (check.failure) throw refused(check.failure);
          bonus = check.bonus;
        }
        const refusal = await entryRefusal(tx, row, viewer.userId);
        if (refusal) throw refused(refusal);
        const withProof = await repo.setProgress(tx, p.id, progressWithProof(p, row, proof));
        const done = await completeInTx(tx, row, withProof, { awardedBy: null, bonusPoints: bonus });
        if (!done) throw conflict(M.alreadyCompleted);
        return done;
      });
      await runAfter(after);
      return (await viewOf(viewer, await repo.byId(repo.db, offerId)))!;
    },

    /** The team awards the offer to a member (MANAGE_OFFERS): they take part and complete at once. */
    async awardOffer(viewer: Viewer, offerId: string, userId: string): Promise<OfferView> {
      if (!isUuid(offerId)) throw offerNotFound();
      await requireManaged(viewer, offerId);
      if (!isUuid(userId)) throw refused(M.notAMember);
      const after = await repo.transaction(async (tx) => {
        const row = (await repo.byId(tx, offerId, true))!;
        if (!row.publishedAt) throw refused(M.notPublished);
        if (row.category === 'Draw') throw refused(M.notADraw);
        if (!(await clubReads.membership(tx, row.clubId, userId))) throw refused(M.notAMember);
        await repo.join(tx, offerId, userId, clock.now());
        const p = await lockedParticipation(tx, offerId, userId);
        if (p.status !== 'PARTICIPATING') throw conflict(M.alreadyCompleted);
        const done = await completeInTx(tx, row, p, { awardedBy: viewer.userId, bonusPoints: 0 });
        if (!done) throw conflict(M.alreadyCompleted);
        return done;
      });
      await runAfter(after);
      return (await viewOf(viewer, await repo.byId(repo.db, offerId)))!;
    },
  };
}

/**
 * The bonus a buy-points offer pays on the points bought in its window (docs/decisions/133): bonus-buys and the
 * streak pay bonusPercent of them; points-bundle and time-span pay the percentOff of the highest discount bucket
 * reached, as points (the packages' money prices stay as the club set them).
 */
export function buyPointsBonus(row: OfferRow, boughtPoints: number): number {
  const s = row.settings;
  if (row.subType === 'bonus-buys' || row.subType === 'streak')
    return Math.floor((boughtPoints * (s.bonusPercent ?? 0)) / 100);
  const bucket = [...s.discountBuckets].reverse().find((b) => boughtPoints >= b.minimumPoints);
  return bucket ? Math.floor((boughtPoints * bucket.percentOff) / 100) : 0;
}
