import { type SQL, and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor, Tx } from '../../platform/db/executor';
import { clubReads } from '../clubs/clubs.module';
import { birthAndGenderQuery } from '../users/users.module';
import { achievementAwards, achievements } from './achievements.tables';

export type AchievementRow = typeof achievements.$inferSelect;
export type NewAchievement = typeof achievements.$inferInsert;
export type AchievementAwardRow = typeof achievementAwards.$inferSelect;
export type NewAchievementAward = typeof achievementAwards.$inferInsert;

/** A page position: (createdAt as a cursor time, id), newest first. */
type After = [string, string] | null;

const newestFirst = [desc(achievements.createdAt), desc(achievements.id)];
const afterKey = (after: After): SQL | undefined =>
  after
    ? or(
        lt(achievements.createdAt, new Date(after[0])),
        and(eq(achievements.createdAt, new Date(after[0])), lt(achievements.id, after[1])),
      )
    : undefined;

/** Whether an achievement may be awarded at `now`: ACTIVE and inside its active window. */
export const awardableAt = (now: Date): SQL =>
  and(
    eq(achievements.status, 'ACTIVE'),
    or(isNull(achievements.activeFrom), lte(achievements.activeFrom, now)),
    or(isNull(achievements.activeTo), gt(achievements.activeTo, now)),
  )!;

/** Achievements and their awards (achievements.tables.ts). */
export function achievementsRepository(db: Db) {
  return {
    db,
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async byId(id: string, ex: Executor = db): Promise<AchievementRow | undefined> {
      const [row] = await ex.select().from(achievements).where(eq(achievements.id, id));
      return row;
    },

    async byIds(ids: readonly string[]): Promise<AchievementRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(achievements)
        .where(inArray(achievements.id, [...ids]));
    },

    /** The row, locked until the transaction ends (edits and deletes against concurrent awards). */
    async lock(tx: Tx, id: string): Promise<AchievementRow | undefined> {
      const [row] = await tx.select().from(achievements).where(eq(achievements.id, id)).for('update');
      return row;
    },

    async bySlug(clubId: string, slug: string): Promise<AchievementRow | undefined> {
      const [row] = await db
        .select()
        .from(achievements)
        .where(and(eq(achievements.clubId, clubId), eq(achievements.slug, slug)));
      return row;
    },

    async insert(ex: Executor, row: NewAchievement): Promise<AchievementRow> {
      const [inserted] = await ex.insert(achievements).values(row).returning();
      return inserted!;
    },

    async update(ex: Executor, id: string, set: Partial<NewAchievement>): Promise<AchievementRow> {
      const [row] = await ex.update(achievements).set(set).where(eq(achievements.id, id)).returning();
      return row!;
    },

    async remove(ex: Executor, id: string): Promise<void> {
      await ex.delete(achievements).where(eq(achievements.id, id));
    },

    /**
     * Counts one more award, only while the achievement is awardable and below its maximum supply: the one
     * statement that keeps the supply under concurrent awards (the row lock of the update serialises racers and
     * each re-checks the condition). Undefined when it may not be awarded.
     */
    async countAward(tx: Executor, id: string, now: Date): Promise<AchievementRow | undefined> {
      const [row] = await tx
        .update(achievements)
        .set({ awardedCount: sql`${achievements.awardedCount} + 1` })
        .where(
          and(
            eq(achievements.id, id),
            awardableAt(now),
            or(isNull(achievements.maxSupply), lt(achievements.awardedCount, achievements.maxSupply)),
          ),
        )
        .returning();
      return row;
    },

    /** Gives back a counted award that turned out to be a duplicate (same user, concurrent). */
    async uncountAward(tx: Executor, id: string): Promise<void> {
      await tx
        .update(achievements)
        .set({ awardedCount: sql`${achievements.awardedCount} - 1` })
        .where(eq(achievements.id, id));
    },

    /** The award row; undefined when the user already held the achievement. */
    async insertAward(tx: Executor, row: NewAchievementAward): Promise<AchievementAwardRow | undefined> {
      const [inserted] = await tx
        .insert(achievementAwards)
        .values(row)
        .onConflictDoNothing({ target: [achievementAwards.achievementId, achievementAwards.userId] })
        .returning();
      return inserted;
    },

    async award(
      ex: Executor,
      achievementId: string,
      userId: string,
    ): Promise<AchievementAwardRow | undefined> {
      const [row] = await ex
        .select()
        .from(achievementAwards)
        .where(and(eq(achievementAwards.achievementId, achievementId), eq(achievementAwards.userId, userId)));
      return row;
    },

    /** The user's awards among these achievements. */
    async awardsOf(userId: string, achievementIds: readonly string[]): Promise<AchievementAwardRow[]> {
      if (achievementIds.length === 0) return [];
      return db
        .select()
        .from(achievementAwards)
        .where(
          and(
            eq(achievementAwards.userId, userId),
            inArray(achievementAwards.achievementId, [...achievementIds]),
          ),
        );
    },

    /** A club's achievements, newest first; archived ones only when asked. */
    async ofClub(
      clubId: string,
      opts: { includeArchived: boolean; includeHidden: boolean },
      limit: number,
      after: After,
    ) {
      return db
        .select()
        .from(achievements)
        .where(
          and(
            eq(achievements.clubId, clubId),
            opts.includeArchived ? undefined : eq(achievements.status, 'ACTIVE'),
            opts.includeHidden ? undefined : eq(achievements.isHidden, false),
            afterKey(after),
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** Active, not hidden achievements of clubs anyone may see, newest first; a keyword matches the name or link. */
    async listed(keyword: string | null, limit: number, after: After): Promise<AchievementRow[]> {
      const term = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      return db
        .select()
        .from(achievements)
        .where(
          and(
            eq(achievements.status, 'ACTIVE'),
            eq(achievements.isHidden, false),
            inArray(achievements.clubId, clubReads.publicIdsQuery(db)),
            term
              ? or(sql`${achievements.displayName} ilike ${term}`, sql`${achievements.slug} ilike ${term}`)
              : undefined,
            afterKey(after),
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /**
     * A user's achievements with when they got them, latest first. `visibleTo` keeps hidden ones only for
     * these clubs (the viewer's own, or the clubs the viewer runs); null keeps them all (the holder).
     */
    async heldBy(
      userId: string,
      hiddenClubIds: readonly string[] | null,
      limit: number,
      after: After,
    ): Promise<(AchievementRow & { awardedAt: Date })[]> {
      const rows = await db
        .select({ achievement: achievements, awardedAt: achievementAwards.awardedAt })
        .from(achievementAwards)
        .innerJoin(achievements, eq(achievements.id, achievementAwards.achievementId))
        .where(
          and(
            eq(achievementAwards.userId, userId),
            hiddenClubIds === null
              ? undefined
              : hiddenClubIds.length > 0
                ? or(eq(achievements.isHidden, false), inArray(achievements.clubId, [...hiddenClubIds]))
                : eq(achievements.isHidden, false),
            after
              ? or(
                  lt(achievementAwards.awardedAt, new Date(after[0])),
                  and(eq(achievementAwards.awardedAt, new Date(after[0])), lt(achievements.id, after[1])),
                )
              : undefined,
          ),
        )
        .orderBy(desc(achievementAwards.awardedAt), desc(achievements.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.achievement, awardedAt: r.awardedAt }));
    },

    /** Holders of the achievement by age (whole years at `today`, null unknown) and gender: counts only. */
    async holderAgesAndGenders(achievementId: string, today: Date) {
      const demographics = birthAndGenderQuery(db);
      const day = today.toISOString().slice(0, 10);
      const rows = await db
        .select({
          age: sql<
            number | null
          >`date_part('year', age(${day}::date, ${demographics.dateOfBirth}::date))::int`,
          gender: demographics.gender,
          count: sql<number>`count(*)::int`,
        })
        .from(achievementAwards)
        .innerJoin(demographics, eq(demographics.id, achievementAwards.userId))
        .where(eq(achievementAwards.achievementId, achievementId))
        .groupBy(sql`1`, demographics.gender);
      return rows.map((r) => ({
        age: r.age === null ? null : Number(r.age),
        gender: r.gender,
        count: Number(r.count),
      }));
    },
  };
}

export type AchievementsRepository = ReturnType<typeof achievementsRepository>;
