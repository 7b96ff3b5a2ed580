import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { achievementAwards, achievements } from './achievements.tables';

/** What the read functions run on: the database or the caller's open transaction (they only select). */
type Reader = Pick<Db, 'select'>;

/** An achievement as other modules need it (an offer linking one): its club, name and whether it is in use. */
export type AchievementSummary = {
  id: string;
  clubId: string;
  displayName: string;
  status: string;
  isHidden: boolean;
};

/**
 * What other modules read of achievements (docs/decisions/120): each function runs on the caller's executor and
 * answers plain values, so no other module reads the achievements tables.
 */
export const achievementReads = {
  /** Which of the achievements the user holds. */
  async heldBy(ex: Reader, userId: string, achievementIds: readonly string[]): Promise<Set<string>> {
    if (achievementIds.length === 0) return new Set();
    const rows = await ex
      .select({ id: achievementAwards.achievementId })
      .from(achievementAwards)
      .where(
        and(
          eq(achievementAwards.userId, userId),
          inArray(achievementAwards.achievementId, [...achievementIds]),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  /** The achievements, in no particular order (unknown ids left out). */
  async summaries(ex: Reader, achievementIds: readonly string[]): Promise<AchievementSummary[]> {
    if (achievementIds.length === 0) return [];
    return ex
      .select({
        id: achievements.id,
        clubId: achievements.clubId,
        displayName: achievements.displayName,
        status: achievements.status,
        isHidden: achievements.isHidden,
      })
      .from(achievements)
      .where(inArray(achievements.id, [...achievementIds]));
  },
};

export type AchievementReads = typeof achievementReads;
