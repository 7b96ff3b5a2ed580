import type { Db } from '../../platform/db/client';
import { userWrites } from '../users/users.module';

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
        const row = await userWrites.lockAvatar(tx, userId);
        if (!row) return undefined;
        await userWrites.setAvatar(tx, userId, avatarUrl, now);
        return { previous: row.avatarUrl };
      });
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
