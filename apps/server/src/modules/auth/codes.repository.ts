import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { verificationCodes } from './auth.tables';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type CodeOwner = { userId: string; sessionId?: string | null };

export function codesRepository(db: Db) {
  const ownerIs = (owner: CodeOwner) =>
    owner.sessionId
      ? eq(verificationCodes.sessionId, owner.sessionId)
      : eq(verificationCodes.userId, owner.userId);

  return {
    /** Spends every open code of this purpose and owner, then stores the new one. */
    async replace(row: typeof verificationCodes.$inferInsert & CodeOwner, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(verificationCodes.purpose, row.purpose),
              ownerIs(row),
              isNull(verificationCodes.consumedAt),
            ),
          );
        await tx.insert(verificationCodes).values(row);
      });
    },

    async latest(purpose: string, owner: CodeOwner): Promise<CodeRow | undefined> {
      const rows = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.purpose, purpose), ownerIs(owner)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return rows[0];
    },

    /**
     * Checks a short code under a row lock, so parallel guesses are counted one by one: `check` decides
     * from the locked row and returns the changes to write.
     */
    async withLockedOpenCode<T>(
      purpose: string,
      owner: CodeOwner,
      now: Date,
      check: (row: CodeRow | undefined) => { update?: Partial<CodeRow>; result: T },
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(verificationCodes)
          .where(
            and(
              eq(verificationCodes.purpose, purpose),
              ownerIs(owner),
              isNull(verificationCodes.consumedAt),
              gt(verificationCodes.expiresAt, now),
            ),
          )
          .orderBy(desc(verificationCodes.createdAt))
          .limit(1)
          .for('update');
        const row = rows[0];
        const { update, result } = check(row);
        if (row && update)
          await tx.update(verificationCodes).set(update).where(eq(verificationCodes.id, row.id));
        return result;
      });
    },

    /** Spends a long token in one conditional UPDATE: single use even under concurrent requests. */
    async consumeToken(purpose: string, codeHash: string, now: Date): Promise<CodeRow | undefined> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.codeHash, codeHash),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .returning();
      return rows[0];
    },

    /** Whether a long token is open (unspent, unexpired), without spending it. */
    async findOpenToken(codeHash: string, now: Date): Promise<CodeRow | undefined> {
      const rows = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.codeHash, codeHash),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
            sql`length(${verificationCodes.target}) > 0`,
          ),
        )
        .limit(1);
      return rows[0];
    },
  };
}

export type CodesRepository = ReturnType<typeof codesRepository>;
