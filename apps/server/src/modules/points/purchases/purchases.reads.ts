import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/executor';
import { pointsPurchases } from './purchases.tables';

/**
 * What other modules read of points purchases, on the caller's executor (docs/decisions/121): the member's
 * completed purchases of a club's points in a window (offers' buy-points programs, docs/decisions/133).
 */
export const pointsPurchaseReads = {
  async completedIn(
    ex: Executor,
    filter: { userId: string; clubId: string; from: Date; until: Date },
  ): Promise<{ count: number; points: number }> {
    const [row] = await ex
      .select({ n: count(), points: sql<string>`coalesce(sum(${pointsPurchases.points}), 0)` })
      .from(pointsPurchases)
      .where(
        and(
          eq(pointsPurchases.userId, filter.userId),
          eq(pointsPurchases.clubId, filter.clubId),
          eq(pointsPurchases.status, 'COMPLETED'),
          gte(pointsPurchases.completedAt, filter.from),
          lt(pointsPurchases.completedAt, filter.until),
        ),
      );
    return { count: Number(row?.n ?? 0), points: Number(row?.points ?? 0) };
  },
};
