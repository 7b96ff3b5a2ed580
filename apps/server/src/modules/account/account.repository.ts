import type { Db } from '../../platform/db/client';
import { sessionMethodOf } from '../auth/auth.module';
import { auditRepository, type AuditEntry, toAuditRow } from '../audit/audit.module';
import { type NewUser, type UserRow, userWrites } from '../users/users.module';

/** Account lifecycle writes: each is one conditional statement, so concurrent calls cannot both win. */
export function accountRepository(db: Db) {
  return {
    /** Marks an account deleted; undefined when it already was. */
    softDelete: (userId: string, now: Date): Promise<UserRow | undefined> =>
      userWrites.softDelete(db, userId, now),

    /** Clears the deletion of an account deleted after `cutoff`; undefined otherwise. */
    restore: (userId: string, cutoff: Date, now: Date): Promise<UserRow | undefined> =>
      userWrites.restore(db, userId, cutoff, now),

    /** Sets a new password hash if the stored one is still `expected` (compare-and-set). */
    replacePasswordHash: (
      userId: string,
      expected: string,
      next: string,
      now: Date,
    ): Promise<UserRow | undefined> => userWrites.replacePasswordHash(db, userId, expected, next, now),

    /** Inserts an account unless one with the same email, username or phone exists (seeds). */
    insertIfMissing: (user: NewUser): Promise<UserRow | undefined> => userWrites.insertIfMissing(db, user),

    sessionMethod: (sessionId: string): Promise<string | undefined> => sessionMethodOf(db, sessionId),

    /**
     * Permanently deletes up to `limit` accounts deleted before `cutoff` (their sessions, codes,
     * passkeys and notifications go with them: ON DELETE CASCADE) and writes the audit entries in the
     * same transaction. Rows another process is purging are skipped (SKIP LOCKED), and the DELETE
     * re-checks the cutoff, so several processes can run it at once.
     */
    async purgeBatch(
      cutoff: Date,
      limit: number,
      now: Date,
      entry: (row: { id: string; deletedAt: Date }) => AuditEntry,
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
        const rows = await userWrites.purgeDeleted(tx, cutoff, limit);
        await auditRepository(tx).insert(rows.map((row) => toAuditRow(entry(row), now)));
        return rows.map((row) => row.id);
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
