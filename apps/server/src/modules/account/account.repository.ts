import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sessions } from '../auth/auth.tables';
import { auditRepository } from '../audit/audit.repository';
import { type AuditEntry, toAuditRow } from '../audit/audit.service';
import type { NewUser, UserRow } from '../users/users.repository';
import { users } from '../users/users.tables';

/** Account lifecycle writes: each is one conditional statement, so concurrent calls cannot both win. */
export function accountRepository(db: Db) {
  return {
    /** Marks an account deleted; undefined when it already was. */
    async softDelete(userId: string, now: Date): Promise<UserRow | undefined> {
      const rows = await db
        .update(users)
        .set({ deletedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning();
      return rows[0];
    },

    /** Clears the deletion of an account deleted after `cutoff`; undefined otherwise. */
    async restore(userId: string, cutoff: Date, now: Date): Promise<UserRow | undefined> {
      const rows = await db
        .update(users)
        .set({ deletedAt: null, updatedAt: now })
        .where(and(eq(users.id, userId), isNotNull(users.deletedAt), gt(users.deletedAt, cutoff)))
        .returning();
      return rows[0];
    },

    /** Sets a new password hash if the stored one is still `expected` (compare-and-set). */
    async replacePasswordHash(
      userId: string,
      expected: string,
      next: string,
      now: Date,
    ): Promise<UserRow | undefined> {
      const rows = await db
        .update(users)
        .set({ passwordHash: next, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.passwordHash, expected)))
        .returning();
      return rows[0];
    },

    /** Inserts an account unless one with the same email, username or phone exists (seeds). */
    async insertIfMissing(user: NewUser): Promise<UserRow | undefined> {
      const rows = await db.insert(users).values(user).onConflictDoNothing().returning();
      return rows[0];
    },

    async sessionMethod(sessionId: string): Promise<string | undefined> {
      const rows = await db
        .select({ method: sessions.method })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return rows[0]?.method;
    },

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
        const due = tx
          .select({ id: users.id })
          .from(users)
          .where(lt(users.deletedAt, cutoff))
          .orderBy(asc(users.deletedAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        const purged = await tx
          .delete(users)
          .where(and(inArray(users.id, due), lt(users.deletedAt, cutoff)))
          .returning({ id: users.id, deletedAt: users.deletedAt });
        const rows = purged.flatMap((row) =>
          row.deletedAt ? [{ id: row.id, deletedAt: row.deletedAt }] : [],
        );
        await auditRepository(tx as unknown as Db).insert(rows.map((row) => toAuditRow(entry(row), now)));
        return rows.map((row) => row.id);
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
