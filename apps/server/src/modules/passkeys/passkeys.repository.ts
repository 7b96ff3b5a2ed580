import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { passkeyCredentials, webauthnChallenges } from './passkeys.tables';

export type PasskeyRow = typeof passkeyCredentials.$inferSelect;
export type NewPasskey = typeof passkeyCredentials.$inferInsert;
export type ChallengeRow = typeof webauthnChallenges.$inferSelect;
export type ChallengePurpose = 'register' | 'login';

/** The only code that touches the passkey tables. */
export function passkeysRepository(db: Db) {
  return {
    async listByUser(userId: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeyCredentials)
        .where(eq(passkeyCredentials.userId, userId))
        .orderBy(asc(passkeyCredentials.createdAt), asc(passkeyCredentials.id));
    },

    async byId(id: string): Promise<PasskeyRow | undefined> {
      const rows = await db.select().from(passkeyCredentials).where(eq(passkeyCredentials.id, id)).limit(1);
      return rows[0];
    },

    async insert(row: NewPasskey): Promise<PasskeyRow> {
      const rows = await db.insert(passkeyCredentials).values(row).returning();
      const inserted = rows[0];
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },

    /**
     * Records a sign-in in one conditional UPDATE: the stored counter moves only forward (or stays at 0 for
     * authenticators that do not count), so two racing assertions with the same counter cannot both pass.
     * Answers whether the row was updated.
     */
    async recordUse(
      id: string,
      changes: { counter: number; lastUsedAt: Date; backedUp: boolean; deviceType: string },
    ): Promise<boolean> {
      const rows = await db
        .update(passkeyCredentials)
        .set(changes)
        .where(
          and(
            eq(passkeyCredentials.id, id),
            changes.counter === 0
              ? eq(passkeyCredentials.counter, 0)
              : lt(passkeyCredentials.counter, changes.counter),
          ),
        )
        .returning({ id: passkeyCredentials.id });
      return rows.length > 0;
    },

    /** Deletes a user's credential; answers false when there is none with that id for that user. */
    async deleteForUser(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(passkeyCredentials)
        .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId)))
        .returning({ id: passkeyCredentials.id });
      return rows.length > 0;
    },

    /** Stores a challenge (and clears the ones that expired before `now`); answers its id, the token. */
    async insertChallenge(row: {
      purpose: ChallengePurpose;
      challenge: string;
      userId: string | null;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<string> {
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, row.createdAt));
      const rows = await db.insert(webauthnChallenges).values(row).returning({ id: webauthnChallenges.id });
      const inserted = rows[0];
      if (!inserted) throw new Error('insert returned no row');
      return inserted.id;
    },

    /**
     * Spends an open challenge in one conditional UPDATE, so it is single use even under concurrent
     * requests. `userId` undefined matches any owner; null or an id must match the stored one.
     */
    async consumeChallenge(
      id: string,
      purpose: ChallengePurpose,
      userId: string | undefined,
      now: Date,
    ): Promise<ChallengeRow | undefined> {
      const rows = await db
        .update(webauthnChallenges)
        .set({ consumedAt: now })
        .where(
          and(
            eq(webauthnChallenges.id, id),
            eq(webauthnChallenges.purpose, purpose),
            isNull(webauthnChallenges.consumedAt),
            gt(webauthnChallenges.expiresAt, now),
            userId === undefined ? undefined : eq(webauthnChallenges.userId, userId),
          ),
        )
        .returning();
      return rows[0];
    },

    /** A challenge as stored, to tell why it could not be spent. */
    async challengeById(id: string): Promise<ChallengeRow | undefined> {
      const rows = await db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, id)).limit(1);
      return rows[0];
    },
  };
}

export type PasskeysRepository = ReturnType<typeof passkeysRepository>;
