import { OFFER_MESSAGES as M, tierWithGrant } from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import type { Executor, Tx } from '../../platform/db/executor';
import { DomainError, notFound } from '../../platform/errors';
import type { ModuleLog } from '../../platform/module';
import type { Viewer } from '../../platform/viewer';
import { type AchievementsService, achievementReads } from '../achievements/achievements.module';
import { type ClubView, type Clubs, clubReads } from '../clubs/clubs.module';
import { type LedgerService, pointsAsset } from '../ledger/ledger.module';
import type { Email } from '../messaging/messaging.module';
import type { NotificationsService } from '../notifications/notifications.module';
import { activeUserById } from '../users/users.module';
import type { OffersRepository } from './offers.repository';
import type { OfferParticipationRow, OfferRedemptionRow, OfferRow } from './offers.tables';
import type { OfferView } from './offers.views';

export type OffersDeps = {
  repo: OffersRepository;
  ledger: LedgerService;
  clubs: Clubs;
  achievements: Pick<AchievementsService, 'awardInTx'>;
  notifications: Pick<NotificationsService, 'notify'>;
  sendEmail: (email: Email) => Promise<unknown>;
  /** Members' rep scores (bookings' opt-ins), in the order asked. */
  repScoresOf: (userIds: readonly string[]) => Promise<number[]>;
  clock: Clock;
  log: Pick<ModuleLog, 'error'>;
  publicUrl: string;
};

export const offerNotFound = () => notFound(M.offerNotFound);
export const notFoundRedemption = () => notFound(M.redemptionNotFound);
export const forbidden = () => new DomainError('AUTH_NOT_AUTHORIZED', M.forbidden);
export const refused = (message: string) => new DomainError('BAD_USER_INPUT', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);

/** What every part of the offers service shares: loading offers as the viewer may see them, and the rules. */
export function offersCore(deps: OffersDeps) {
  const { repo, clubs, clock } = deps;

  /** The club as the viewer sees it (null: they may not) and whether they manage its offers. */
  async function clubFor(
    viewer: Viewer | null,
    clubId: string,
  ): Promise<{ club: ClubView | null; canManage: boolean }> {
    const club = await clubs.club(viewer, clubId);
    return { club, canManage: !!club && club.standing.permissions.includes('MANAGE_OFFERS') };
  }

  /** Whether someone who does not manage the offer may see it: published, in a club they see, open to them. */
  function visibleTo(row: OfferRow, club: ClubView | null): boolean {
    if (!club || !row.publishedAt) return false;
    return row.access === 'PUBLIC' || club.standing.membership !== null;
  }

  /** Views of rows for the viewer (rows they may not see are dropped), in the order given. */
  async function viewsOf(
    viewer: Viewer | null,
    rows: readonly OfferRow[],
    ex: Executor = repo.db,
  ): Promise<OfferView[]> {
    const clubIds = [...new Set(rows.map((r) => r.clubId))];
    const byClub = new Map(
      await Promise.all(clubIds.map(async (id) => [id, await clubFor(viewer, id)] as const)),
    );
    const shown = rows.filter((r) => {
      const c = byClub.get(r.clubId)!;
      return c.canManage || visibleTo(r, c.club);
    });
    const ids = shown.map((r) => r.id);
    const [participations, redemptions, counts] = await Promise.all([
      viewer ? repo.participationsOf(ex, viewer.userId, ids) : Promise.resolve([]),
      viewer ? repo.openRedemptionsOf(ex, viewer.userId, ids) : Promise.resolve([]),
      repo.participantCounts(ex, ids),
    ]);
    const now = clock.now();
    return shown.map((row) => ({
      row,
      viewerId: viewer?.userId ?? null,
      canManage: byClub.get(row.clubId)!.canManage,
      participation: participations.find((p) => p.offerId === row.id) ?? null,
      redemption: redemptions.find((r) => r.offerId === row.id) ?? null,
      participantsCount: counts.get(row.id) ?? 0,
      now,
    }));
  }

  async function viewOf(
    viewer: Viewer | null,
    row: OfferRow | undefined,
    ex?: Executor,
  ): Promise<OfferView | null> {
    if (!row) return null;
    const [view] = await viewsOf(viewer, [row], ex);
    return view ?? null;
  }

  /** The offer as the viewer sees it; NOT_FOUND when there is none or they may not see it. */
  async function requireView(viewer: Viewer, offerId: string): Promise<OfferView> {
    const view = await viewOf(viewer, await repo.byId(repo.db, offerId));
    if (!view) throw offerNotFound();
    return view;
  }

  /** The offer, for the team: NOT_FOUND when there is none or it is hidden, AUTH_NOT_AUTHORIZED without MANAGE_OFFERS. */
  async function requireManaged(viewer: Viewer, offerId: string, ex: Executor = repo.db): Promise<OfferRow> {
    const row = await repo.byId(ex, offerId);
    if (!row) throw offerNotFound();
    const { club, canManage } = await clubFor(viewer, row.clubId);
    if (!canManage) throw visibleTo(row, club) ? forbidden() : offerNotFound();
    return row;
  }

  /** The member's points balance in the club. */
  const balanceOf = (ex: Executor, clubId: string, userId: string) =>
    deps.ledger.balance(ex, pointsAsset(clubId), { kind: 'user', userId });

  /**
   * Whether the member meets the offer's requirements and conditions (domain §3 Offer, §5); the message when not.
   * PRICE is paid, not checked here; a level-up's REP_POINTS is its goal, checked at completion.
   */
  async function entryRefusal(ex: Executor, row: OfferRow, userId: string): Promise<string | null> {
    const membership = await clubReads.membership(ex, row.clubId, userId);
    if (row.access === 'MEMBERS' && !membership) return M.membersOnly;
    if (row.programType === 'earn-status' && !membership) return M.membersOnly;
    const needs = row.requirements.filter((r) => r.type !== 'NONE' && r.type !== 'PRICE');
    const c = row.conditions;
    const needsBalance =
      c.minimumPoints !== null || needs.some((r) => r.type === 'REP_POINTS' || r.type === 'LOYALTY_STATUS');
    const balance = needsBalance ? await balanceOf(ex, row.clubId, userId) : 0;
    for (const r of needs) {
      if (r.type === 'LOYALTY_STATUS') {
        if (!membership) return M.membersOnly;
        const tier = tierWithGrant(
          balance,
          await clubReads.tiersOf(ex, row.clubId),
          membership.grantedTierLevel,
        );
        if ((tier?.level ?? 0) < (r.value ?? 0)) return M.requirementsNotMet;
      }
      if (r.type === 'REP_POINTS' && row.subType !== 'level-up' && balance < (r.value ?? 0))
        return M.requirementsNotMet;
      if (r.type === 'REP_SCORE') {
        const [score] = await deps.repScoresOf([userId]);
        if ((score ?? 0) < (r.value ?? 0)) return M.requirementsNotMet;
      }
      if (r.type === 'ACHIEVEMENTS' && r.achievementId) {
        const held = await achievementReads.heldBy(ex, userId, [r.achievementId]);
        if (!held.has(r.achievementId)) return M.requirementsNotMet;
      }
    }
    if (c.minimumPoints !== null && balance < c.minimumPoints) return M.conditionsNotMet;
    if (c.minimumAge !== null) {
      const user = await activeUserById(ex, userId);
      if (!user?.dateOfBirth || ageOn(user.dateOfBirth, clock.now()) < c.minimumAge)
        return M.conditionsNotMet;
    }
    if (c.membershipAgeDays !== null || c.notBefore || c.notAfter) {
      if (!membership) return M.membersOnly;
      const joined = membership.joinedAt.getTime();
      if (c.membershipAgeDays !== null && clock.now().getTime() - joined < c.membershipAgeDays * 86_400_000)
        return M.conditionsNotMet;
      if (c.notBefore && joined < Date.parse(c.notBefore)) return M.conditionsNotMet;
      if (c.notAfter && joined > Date.parse(c.notAfter)) return M.conditionsNotMet;
    }
    return null;
  }

  /** Live: published, started, not ended. The message when not. */
  function liveRefusal(row: OfferRow): string | null {
    const now = clock.now().getTime();
    if (!row.publishedAt) return M.notPublished;
    if (row.startAt.getTime() > now) return M.notStarted;
    if (row.endAt.getTime() <= now) return M.ended;
    return null;
  }

  /** The PRICE requirement's points (0 without one). */
  const priceOf = (row: OfferRow) => row.requirements.find((r) => r.type === 'PRICE')?.value ?? 0;

  return {
    deps,
    clubFor,
    visibleTo,
    viewsOf,
    viewOf,
    requireView,
    requireManaged,
    balanceOf,
    entryRefusal,
    liveRefusal,
    priceOf,
  };
}

export type OffersCore = ReturnType<typeof offersCore>;

/** Whole years between a birth date (YYYY-MM-DD) and `now`. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

export type { OfferParticipationRow, OfferRedemptionRow, Tx };
