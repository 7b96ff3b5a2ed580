import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { OfferParticipationStatus } from '@repclub/shared';
import type { Db } from '../../platform/db/client';
import type { Executor, Tx } from '../../platform/db/executor';
import {
  type OfferParticipationRow,
  type OfferRedemptionRow,
  type OfferRow,
  offerParticipations,
  offerRedemptions,
  offers,
} from './offers.tables';

type NewOffer = typeof offers.$inferInsert;

/** A timestamp as a cursor writes it: microseconds, UTC (platform/graphql/pagination). */
const cursorTime = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Offers' tables (docs/decisions/131): offers, offer_participations, offer_redemptions. */
export function offersRepository(db: Db) {
  return {
    db,
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async byId(ex: Executor, offerId: string, lock = false): Promise<OfferRow | undefined> {
      const q = ex.select().from(offers).where(eq(offers.id, offerId));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    async bySlug(ex: Executor, clubId: string, slug: string): Promise<OfferRow | undefined> {
      const [row] = await ex
        .select()
        .from(offers)
        .where(and(eq(offers.clubId, clubId), eq(offers.slug, slug.toLowerCase())));
      return row;
    },

    async insert(ex: Executor, values: NewOffer): Promise<OfferRow> {
      const [row] = await ex.insert(offers).values(values).returning();
      return row!;
    },

    async update(ex: Executor, offerId: string, values: Partial<NewOffer>): Promise<OfferRow> {
      const [row] = await ex.update(offers).set(values).where(eq(offers.id, offerId)).returning();
      return row!;
    },

    async delete(ex: Executor, offerId: string): Promise<void> {
      await ex.delete(offers).where(eq(offers.id, offerId));
    },

    /** A club's offers, newest first; `drafts` includes unpublished ones. */
    async clubOffers(
      clubId: string,
      options: { drafts: boolean; after: [string, string] | null; limit: number },
    ): Promise<(OfferRow & { cursorTime: string })[]> {
      return db
        .select({ ...offersColumns, cursorTime: cursorTime(offers.createdAt) })
        .from(offers)
        .where(
          and(
            eq(offers.clubId, clubId),
            options.drafts ? undefined : isNotNull(offers.publishedAt),
            options.after
              ? or(
                  lt(offers.createdAt, sql`${options.after[0]}::timestamptz`),
                  and(
                    eq(offers.createdAt, sql`${options.after[0]}::timestamptz`),
                    lt(offers.id, options.after[1]),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(options.limit);
    },

    /**
     * Published offers the user may take part in (PUBLIC ones, and MEMBERS ones of the clubs in `memberClubIds`),
     * in visible clubs (`visibleClub`), filtered by the user's status (docs/decisions/138); soonest ending first.
     */
    async explore(options: {
      userId: string;
      now: Date;
      filter: string;
      memberClubIds: SQLWrapper;
      visibleClubIds: SQLWrapper;
      after: [string, string] | null;
      limit: number;
    }): Promise<(OfferRow & { cursorTime: string })[]> {
      const { userId, now } = options;
      const p = sql`(select ${offerParticipations.status} from ${offerParticipations}
        where ${offerParticipations.offerId} = ${offers.id} and ${offerParticipations.userId} = ${userId}::uuid)`;
      const ended = sql`${offers.endAt} <= ${now.toISOString()}::timestamptz`;
      const draw = sql`${offers.category} = 'Draw'`;
      const awarded = sql`(${p} = 'WON' or (not ${draw} and ${p} = 'COMPLETED'))`;
      const waitingDraw = sql`(${draw} and ${p} = 'COMPLETED' and ${offers.drawnAt} is null)`;
      const expired = sql`(not ${awarded} or ${p} is null) and (${p} is not distinct from 'LOST' or (${ended} and not coalesce(${waitingDraw}, false)))`;
      const byFilter: Record<string, SQL | undefined> = {
        all: undefined,
        'not-participating': sql`${p} is null and not ${ended}`,
        participating: sql`${p} is not null and coalesce(not ${awarded}, true) and not (${expired})`,
        awarded: sql`coalesce(${awarded}, false)`,
        expired: sql`coalesce(${expired}, false)`,
      };
      return db
        .select({ ...offersColumns, cursorTime: cursorTime(offers.endAt) })
        .from(offers)
        .where(
          and(
            isNotNull(offers.publishedAt),
            inArray(offers.clubId, options.visibleClubIds),
            or(eq(offers.access, 'PUBLIC'), inArray(offers.clubId, options.memberClubIds)),
            byFilter[options.filter],
            options.after
              ? or(
                  gt(offers.endAt, sql`${options.after[0]}::timestamptz`),
                  and(
                    eq(offers.endAt, sql`${options.after[0]}::timestamptz`),
                    gt(offers.id, options.after[1]),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(asc(offers.endAt), asc(offers.id))
        .limit(options.limit);
    },

    // Participations ------------------------------------------------------------------------------------------

    async participation(
      ex: Executor,
      offerId: string,
      userId: string,
      lock = false,
    ): Promise<OfferParticipationRow | undefined> {
      const q = ex
        .select()
        .from(offerParticipations)
        .where(and(eq(offerParticipations.offerId, offerId), eq(offerParticipations.userId, userId)));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    async participationsOf(
      ex: Executor,
      userId: string,
      offerIds: readonly string[],
    ): Promise<OfferParticipationRow[]> {
      if (offerIds.length === 0) return [];
      return ex
        .select()
        .from(offerParticipations)
        .where(
          and(eq(offerParticipations.userId, userId), inArray(offerParticipations.offerId, [...offerIds])),
        );
    },

    async participantCounts(ex: Executor, offerIds: readonly string[]): Promise<Map<string, number>> {
      if (offerIds.length === 0) return new Map();
      const rows = await ex
        .select({ offerId: offerParticipations.offerId, n: count() })
        .from(offerParticipations)
        .where(inArray(offerParticipations.offerId, [...offerIds]))
        .groupBy(offerParticipations.offerId);
      return new Map(rows.map((r) => [r.offerId, Number(r.n)]));
    },

    /** Adds the participation; the existing one when the member already takes part. */
    async join(ex: Executor, offerId: string, userId: string, now: Date): Promise<OfferParticipationRow> {
      await ex
        .insert(offerParticipations)
        .values({ offerId, userId, joinedAt: now })
        .onConflictDoNothing({ target: [offerParticipations.offerId, offerParticipations.userId] });
      return (await this.participation(ex, offerId, userId))!;
    },

    async setProgress(
      ex: Executor,
      participationId: string,
      progress: OfferParticipationRow['progress'],
    ): Promise<OfferParticipationRow> {
      const [row] = await ex
        .update(offerParticipations)
        .set({ progress })
        .where(eq(offerParticipations.id, participationId))
        .returning();
      return row!;
    },

    /** The guarded step PARTICIPATING → COMPLETED: undefined when another request got there first. */
    async complete(
      ex: Executor,
      participationId: string,
      now: Date,
      awardedBy: string | null,
    ): Promise<OfferParticipationRow | undefined> {
      const [row] = await ex
        .update(offerParticipations)
        .set({ status: 'COMPLETED', completedAt: now, awardedBy })
        .where(
          and(eq(offerParticipations.id, participationId), eq(offerParticipations.status, 'PARTICIPATING')),
        )
        .returning();
      return row;
    },

    async participants(
      offerId: string,
      options: { after: [string, string] | null; limit: number; status?: string },
    ): Promise<(OfferParticipationRow & { cursorTime: string })[]> {
      return db
        .select({ ...participationColumns, cursorTime: cursorTime(offerParticipations.joinedAt) })
        .from(offerParticipations)
        .where(
          and(
            eq(offerParticipations.offerId, offerId),
            options.status
              ? eq(offerParticipations.status, options.status as OfferParticipationStatus)
              : undefined,
            options.after
              ? or(
                  gt(offerParticipations.joinedAt, sql`${options.after[0]}::timestamptz`),
                  and(
                    eq(offerParticipations.joinedAt, sql`${options.after[0]}::timestamptz`),
                    gt(offerParticipations.id, options.after[1]),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(asc(offerParticipations.joinedAt), asc(offerParticipations.id))
        .limit(options.limit);
    },

    /** Every COMPLETED entrant of a draw (the draw orders them itself). */
    async completedUserIds(ex: Executor, offerId: string): Promise<string[]> {
      const rows = await ex
        .select({ userId: offerParticipations.userId })
        .from(offerParticipations)
        .where(and(eq(offerParticipations.offerId, offerId), eq(offerParticipations.status, 'COMPLETED')));
      return rows.map((r) => r.userId);
    },

    async settleDraw(ex: Executor, offerId: string, winners: readonly string[]): Promise<void> {
      await ex
        .update(offerParticipations)
        .set({
          status: winners.length
            ? sql`case when ${inArray(offerParticipations.userId, [...winners])} then 'WON' else 'LOST' end`
            : 'LOST',
        })
        .where(and(eq(offerParticipations.offerId, offerId), eq(offerParticipations.status, 'COMPLETED')));
    },

    // Redemptions ---------------------------------------------------------------------------------------------

    async redemption(
      ex: Executor,
      redemptionId: string,
      lock = false,
    ): Promise<OfferRedemptionRow | undefined> {
      const q = ex.select().from(offerRedemptions).where(eq(offerRedemptions.id, redemptionId));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    /** The member's open or confirmed redemptions of these offers (at most one per offer). */
    async openRedemptionsOf(
      ex: Executor,
      userId: string,
      offerIds: readonly string[],
    ): Promise<OfferRedemptionRow[]> {
      if (offerIds.length === 0) return [];
      return ex
        .select()
        .from(offerRedemptions)
        .where(
          and(
            eq(offerRedemptions.userId, userId),
            inArray(offerRedemptions.offerId, [...offerIds]),
            sql`${offerRedemptions.status} <> 'CANCELLED'`,
          ),
        );
    },

    /** Inserts a redemption; undefined when the member already has an open or confirmed one (unique index). */
    async insertRedemption(
      ex: Executor,
      values: typeof offerRedemptions.$inferInsert,
    ): Promise<OfferRedemptionRow | undefined> {
      const [row] = await ex
        .insert(offerRedemptions)
        .values(values)
        .onConflictDoNothing({
          target: [offerRedemptions.offerId, offerRedemptions.userId],
          where: sql`${offerRedemptions.status} <> 'CANCELLED'`,
        })
        .returning();
      return row;
    },

    async updateRedemption(
      ex: Executor,
      redemptionId: string,
      values: Partial<typeof offerRedemptions.$inferInsert>,
    ): Promise<OfferRedemptionRow> {
      const [row] = await ex
        .update(offerRedemptions)
        .set(values)
        .where(eq(offerRedemptions.id, redemptionId))
        .returning();
      return row!;
    },

    /** The guarded step PENDING → CONFIRMED/CANCELLED: undefined when it was no longer pending. */
    async resolveRedemption(
      ex: Executor,
      redemptionId: string,
      values: { status: 'CONFIRMED' | 'CANCELLED'; resolvedAt: Date; resolvedBy: string },
    ): Promise<OfferRedemptionRow | undefined> {
      const [row] = await ex
        .update(offerRedemptions)
        .set(values)
        .where(and(eq(offerRedemptions.id, redemptionId), eq(offerRedemptions.status, 'PENDING')))
        .returning();
      return row;
    },

    async redemptions(
      offerId: string,
      options: { after: [string, string] | null; limit: number },
    ): Promise<(OfferRedemptionRow & { cursorTime: string })[]> {
      return db
        .select({ ...redemptionColumns, cursorTime: cursorTime(offerRedemptions.createdAt) })
        .from(offerRedemptions)
        .where(
          and(
            eq(offerRedemptions.offerId, offerId),
            options.after
              ? or(
                  lt(offerRedemptions.createdAt, sql`${options.after[0]}::timestamptz`),
                  and(
                    eq(offerRedemptions.createdAt, sql`${options.after[0]}::timestamptz`),
                    lt(offerRedemptions.id, options.after[1]),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(offerRedemptions.createdAt), desc(offerRedemptions.id))
        .limit(options.limit);
    },

    async hasActivity(ex: Executor, offerId: string): Promise<boolean> {
      const [row] = await ex
        .select({ n: count() })
        .from(offerParticipations)
        .where(eq(offerParticipations.offerId, offerId));
      const [red] = await ex
        .select({ n: count() })
        .from(offerRedemptions)
        .where(eq(offerRedemptions.offerId, offerId));
      return Number(row?.n ?? 0) + Number(red?.n ?? 0) > 0;
    },
  };
}

const offersColumns = getTableColumns(offers);
const participationColumns = getTableColumns(offerParticipations);
const redemptionColumns = getTableColumns(offerRedemptions);

export type OffersRepository = ReturnType<typeof offersRepository>;
