import {
  OFFER_MESSAGES as M,
  type OfferPayload,
  makeOfferInputSchema,
  offerKindOfSubType,
  participationFilterSchema,
} from '@repclub/shared';
import { createHash, randomBytes } from 'node:crypto';
import { uniqueViolation, type Executor } from '../../platform/db/executor';
import { badInput } from '../../platform/errors';
import {
  type Connection,
  type ConnectionArgs,
  isTimeIdKey,
  paginate,
} from '../../platform/graphql/pagination';
import { parseInput } from '../../platform/http/parse';
import { isUuid } from '../../platform/ids';
import type { Viewer } from '../../platform/viewer';
import { achievementReads } from '../achievements/achievements.module';
import { clubReads } from '../clubs/clubs.module';
import { eventReads } from '../events/events.module';
import { personsByIds } from '../users/users.module';
import { type OffersCore, conflict, forbidden, offerNotFound, refused } from './offers.context';
import type { OfferRow, StoredConditions } from './offers.tables';
import { type OfferParticipantView, type OfferView } from './offers.views';
import { streakLength, utcDay } from './offers.verify';

/** A seed and its commitment (docs/decisions/134): 32 random bytes (hex) and the sha256 of those bytes (hex). */
export function newDrawSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') };
}

/**
 * Offers read and edited (domain §3 Offer, §7; docs/decisions/131, 132): the wizard's save, publish, delete; an
 * offer by id or slug, a club's offers, the member's explore list; the team's participants and redemptions.
 */
export function offersEditing(core: OffersCore) {
  const { deps, viewOf, viewsOf, requireManaged } = core;
  const { repo, clubs, clock } = deps;

  /** What the payload needs of the database: tiers that exist, a ticket type of the club, the club's achievements. */
  async function checkAgainstClub(ex: Executor, clubId: string, o: OfferPayload) {
    const levels = new Set((await clubReads.tiersOf(ex, clubId)).map((t) => t.level));
    for (const r of o.requirements.requirements)
      if (r.type === 'LOYALTY_STATUS' && !levels.has(r.value ?? -1)) throw refused(M.rewardTierRequired);
    if (o.reward.tierLevel !== null && !levels.has(o.reward.tierLevel)) throw refused(M.rewardTierRequired);
    const ticketTypeId = o.settings.ticketTypeId;
    if (o.details.subType === 'buy-product' && ticketTypeId) {
      const type = await eventReads.ticketTypeById(ex, ticketTypeId);
      if (!type || !(await eventReads.clubOfEvent(ex, type.eventId, clubId)))
        throw refused(M.ticketTypeRequired);
    }
    const achievementIds = [
      ...o.requirements.requirements.flatMap((r) => (r.achievementId ? [r.achievementId] : [])),
      ...(o.achievement.achievementId ? [o.achievement.achievementId] : []),
    ];
    if (achievementIds.length > 0) {
      const found = await achievementReads.summaries(ex, achievementIds);
      const ok = achievementIds.every((id) => found.some((a) => a.id === id && a.clubId === clubId));
      if (!ok) throw refused(M.achievementInvalid);
    }
  }

  function rowValues(o: OfferPayload) {
    const conditions: StoredConditions = {
      ...o.requirements.conditions,
      notBefore: o.requirements.conditions.notBefore?.toISOString() ?? null,
      notAfter: o.requirements.conditions.notAfter?.toISOString() ?? null,
    };
    const d = o.details;
    return {
      slug: d.slug,
      displayName: d.displayName,
      description: d.description,
      avatarUrl: d.avatarUrl,
      programType: d.programType,
      subType: d.subType,
      kind: d.programType === 'reward-members' ? offerKindOfSubType(d.subType)! : d.kind,
      category: d.category,
      access: d.access,
      startAt: o.timeFrame.startAt,
      endAt: o.timeFrame.endAt,
      requirements: o.requirements.requirements,
      conditions,
      settings: o.settings,
      rewardPoints: o.reward.points,
      rewardTierLevel: o.reward.tierLevel,
      achievementId: o.achievement.achievementId,
      redeemType: o.redemption.redeemType,
      redeemValue: o.redemption.redeemValue,
    };
  }

  const sameShape = (a: OfferRow, b: ReturnType<typeof rowValues>) =>
    a.programType === b.programType &&
    a.subType === b.subType &&
    a.category === b.category &&
    JSON.stringify(a.requirements) === JSON.stringify(b.requirements);

  return {
    async offer(viewer: Viewer | null, offerId: string): Promise<OfferView | null> {
      if (!isUuid(offerId)) return null;
      return viewOf(viewer, await repo.byId(repo.db, offerId));
    },

    async offerBySlug(viewer: Viewer | null, clubId: string, slug: string): Promise<OfferView | null> {
      if (!isUuid(clubId)) return null;
      return viewOf(viewer, await repo.bySlug(repo.db, clubId, slug));
    },

    async clubOffers(
      viewer: Viewer | null,
      clubId: string,
      args: ConnectionArgs,
    ): Promise<Connection<OfferView>> {
      const { club, canManage } = isUuid(clubId)
        ? await core.clubFor(viewer, clubId)
        : { club: null, canManage: false };
      const page = await paginate(args, {
        fetch: (limit, after) =>
          club ? repo.clubOffers(clubId, { drafts: canManage, after, limit }) : Promise.resolve([]),
        keyOf: (row) => [row.cursorTime, row.id] as [string, string],
        isKey: isTimeIdKey,
      });
      const views = await viewsOf(
        viewer,
        page.edges.map((e) => e.node),
      );
      return {
        ...page,
        edges: page.edges.flatMap((e) => {
          const node = views.find((v) => v.row.id === e.node.id);
          return node ? [{ cursor: e.cursor, node }] : [];
        }),
      };
    },

    async exploreOffers(
      viewer: Viewer,
      filter: string,
      args: ConnectionArgs,
    ): Promise<Connection<OfferView>> {
      const f = participationFilterSchema.safeParse(filter);
      if (!f.success) throw badInput('Choose a valid filter.');
      const page = await paginate(args, {
        fetch: (limit, after) =>
          repo.explore({
            userId: viewer.userId,
            now: clock.now(),
            filter: f.data,
            memberClubIds: clubReads.memberClubIdsQuery(repo.db, viewer.userId),
            visibleClubIds: clubReads.listedClubIdsQuery(repo.db, viewer.userId),
            after,
            limit,
          }),
        keyOf: (row) => [row.cursorTime, row.id] as [string, string],
        isKey: isTimeIdKey,
      });
      const views = await viewsOf(
        viewer,
        page.edges.map((e) => e.node),
      );
      return {
        ...page,
        edges: page.edges.flatMap((e) => {
          const node = views.find((v) => v.row.id === e.node.id);
          return node ? [{ cursor: e.cursor, node }] : [];
        }),
      };
    },

    /** The wizard's save (MANAGE_OFFERS in the club): a new draft, or the offer it names. */
    async createOrUpdateOffer(
      viewer: Viewer,
      input: { offerId?: string | number | null; clubId: string | number } & Record<string, unknown>,
    ) {
      const clubId = String(input.clubId);
      const offerId = input.offerId === null || input.offerId === undefined ? null : String(input.offerId);
      if (!isUuid(clubId)) throw offerNotFound();
      if (offerId !== null && !isUuid(offerId)) throw offerNotFound();
      const existing = offerId ? await requireManaged(viewer, offerId) : null;
      if (existing && existing.clubId !== clubId) throw offerNotFound();
      if (!existing) await clubs.assertPermission(repo.db, clubId, viewer.userId, 'MANAGE_OFFERS');
      const payload = parseInput(makeOfferInputSchema(clock.now, existing?.startAt ?? null), input);
      const values = rowValues(payload);
      const now = clock.now();
      try {
        const row = await repo.transaction(async (tx) => {
          await checkAgainstClub(tx, clubId, payload);
          if (!existing)
            return repo.insert(tx, {
              ...values,
              clubId,
              createdBy: viewer.userId,
              createdAt: now,
              updatedAt: now,
            });
          const locked = (await repo.byId(tx, existing.id, true))!;
          if (!sameShape(locked, values) && (await repo.hasActivity(tx, locked.id)))
            throw conflict(M.publishedNotEditable);
          return repo.update(tx, locked.id, { ...values, updatedAt: now });
        });
        return (await viewOf(viewer, row))!;
      } catch (err) {
        if (uniqueViolation(err) === 'offers_club_slug_key') throw conflict(M.slugTaken);
        throw err;
      }
    },

    /** Publishes or unpublishes (MANAGE_OFFERS); a draw commits to its seed at its first publication (134). */
    async publishOffer(viewer: Viewer, offerId: string, published: boolean): Promise<OfferView> {
      if (!isUuid(offerId)) throw offerNotFound();
      await requireManaged(viewer, offerId);
      const row = await repo.transaction(async (tx) => {
        const locked = (await repo.byId(tx, offerId, true))!;
        if (!published) return repo.update(tx, offerId, { publishedAt: null, updatedAt: clock.now() });
        if (locked.publishedAt) return locked;
        const commit = locked.category === 'Draw' && !locked.drawSeedHash ? newDrawSeed() : null;
        return repo.update(tx, offerId, {
          publishedAt: clock.now(),
          updatedAt: clock.now(),
          ...(commit ? { drawSeed: commit.seed, drawSeedHash: commit.hash } : {}),
        });
      });
      return (await viewOf(viewer, row))!;
    },

    /** Deletes an offer no member has taken part in (MANAGE_OFFERS). */
    async deleteOffer(viewer: Viewer, offerId: string): Promise<boolean> {
      if (!isUuid(offerId)) throw offerNotFound();
      await requireManaged(viewer, offerId);
      await repo.transaction(async (tx) => {
        await repo.byId(tx, offerId, true);
        if (await repo.hasActivity(tx, offerId)) throw conflict(M.publishedNotDeletable);
        await repo.delete(tx, offerId);
      });
      return true;
    },

    /** The team's list of participants (MANAGE_OFFERS). */
    async participants(
      viewer: Viewer,
      offerId: string,
      args: ConnectionArgs,
    ): Promise<Connection<OfferParticipantView>> {
      await requireManaged(viewer, offerId);
      return paginate(args, {
        fetch: (limit, after) => repo.participants(offerId, { after, limit }),
        keyOf: (row) => [row.cursorTime, row.id] as [string, string],
        isKey: isTimeIdKey,
      });
    },

    async persons(ids: readonly string[]) {
      const rows = await personsByIds(repo.db, ids);
      return new Map(
        rows.map((r) => [
          r.id,
          { userId: r.id, name: r.name ?? '', userName: r.userName, avatarUrl: r.avatarUrl },
        ]),
      );
    },

    /** The redeem value for the viewer (docs/decisions/136): the team, and members whose redemption is confirmed. */
    redeemValueFor(view: OfferView): string | null {
      if (view.canManage) return view.row.redeemValue;
      return view.redemption?.status === 'CONFIRMED' ? view.row.redeemValue : null;
    },

    streakOf(view: OfferView): number {
      return streakLength(view.participation?.progress.checkIns ?? [], view.now);
    },

    checkedInToday(view: OfferView): boolean {
      return (view.participation?.progress.checkIns ?? []).includes(utcDay(view.now));
    },

    /** Forbidden unless the viewer manages the offer (for fields of the team). */
    assertManages(view: OfferView) {
      if (!view.canManage) throw forbidden();
    },
  };
}
