import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../users/users.tables';

export function mediaRepository(db: Db) {
  return {
    /**
     * Sets a user's avatar URL and answers the one it replaced, with the row locked so that concurrent
     * uploads each see the URL the other replaced (and no file is left behind). Undefined: no such user.
     */
    async swapAvatarUrl(
      userId: string,
      avatarUrl: string,
      now: Date,
    ): Promise<{ previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ avatarUrl: users.avatarUrl })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1)
          .for('update');
        const row = rows[0];
        if (!row) return undefined;
        await tx.update(users).set({ avatarUrl, updatedAt: now }).where(eq(users.id, userId));
        return { previous: row.avatarUrl };
      });
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
