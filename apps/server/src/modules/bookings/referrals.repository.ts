import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { referralCodes } from './bookings.tables';
import { personsQuery } from '../users/users.module';

/** The database side of referral codes (docs/decisions/035). */
export function referralsRepository(db: Db) {
  return {
    async codeOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.userId, userId));
      return row?.code;
    },

    /**
     * Gives the user this code unless they have one already or someone else has this one: no error either
     * way (the caller reads back what the user has).
     */
    async insertIfAbsent(userId: string, code: string, now: Date): Promise<void> {
      await db.insert(referralCodes).values({ userId, code, createdAt: now }).onConflictDoNothing();
    },

    /** The owner of a code, when the code exists and their account is not deleted. */
    async ownerOf(code: string): Promise<string | undefined> {
      const owner = personsQuery(db, 'owner');
      const [row] = await db
        .select({ userId: referralCodes.userId })
        .from(referralCodes)
        .innerJoin(owner, eq(owner.id, referralCodes.userId))
        .where(and(eq(referralCodes.code, code), isNull(owner.deletedAt)));
      return row?.userId;
    },
  };
}

export type ReferralsRepository = ReturnType<typeof referralsRepository>;
