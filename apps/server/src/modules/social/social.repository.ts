import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { oauthStates, socialAccounts } from './social.tables';
import { type NewUser, type UserRow, userWrites } from '../users/users.module';

export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
type NewLink = Omit<typeof socialAccounts.$inferInsert, 'userId'>;

/** Thrown inside a transaction to roll it back when another request linked the same account first. */
class LinkTaken extends Error {}

export function socialRepository(db: Db) {
  return {
    async insertState(row: typeof oauthStates.$inferInsert): Promise<void> {
      await db.insert(oauthStates).values(row);
    },

    /** Takes a state for good: whoever deletes the row is the only one who may use it. */
    async takeState(stateHash: string): Promise<OAuthStateRow | undefined> {
      const rows = await db.delete(oauthStates).where(eq(oauthStates.state, stateHash)).returning();
      return rows[0];
    },

    async deleteExpiredStates(now: Date): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    },

    async link(provider: string, providerUserId: string): Promise<SocialAccountRow | undefined> {
      const rows = await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
        .limit(1);
      return rows[0];
    },

    /** Links a provider account to a user; answers the link that holds, which may be someone else's. */
    async insertLink(link: NewLink & { userId: string }): Promise<SocialAccountRow> {
      const inserted = await db.insert(socialAccounts).values(link).onConflictDoNothing().returning();
      const row = inserted[0] ?? (await this.link(link.provider, link.providerUserId));
      if (!row) throw new Error('social account link vanished');
      return row;
    },

    /**
     * Creates a user and its link in one transaction. When a concurrent request linked the same provider
     * account first, nothing is created and the existing link's user id is answered instead.
     */
    async createUserWithLink(
      user: Omit<NewUser, 'userName'>,
      link: NewLink,
    ): Promise<{ user: UserRow; created: true } | { existingUserId: string; created: false }> {
      try {
        const created = await db.transaction(async (tx) => {
          const row = await userWrites.insertFromSocial(tx, user);
          const linked = await tx
            .insert(socialAccounts)
            .values({ ...link, userId: row.id })
            .onConflictDoNothing()
            .returning();
          if (linked.length === 0) throw new LinkTaken();
          return row;
        });
        return { user: created, created: true };
      } catch (err) {
        if (!(err instanceof LinkTaken)) throw err;
        const existing = await this.link(link.provider, link.providerUserId);
        if (!existing) throw new Error('social account link vanished', { cause: err });
        return { existingUserId: existing.userId, created: false };
      }
    },
  };
}

export type SocialRepository = ReturnType<typeof socialRepository>;
