import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/executor';
import { refreshTokens, sessions } from './auth.tables';
import { publicUsersQuery } from '../users/users.module';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export function sessionsRepository(db: Db) {
  // The session check runs on every signed-in request: built once per database, sent as a named statement
  // (docs/decisions/056).
  let sessionWithUser: ReturnType<typeof prepareWithUser> | undefined;
  return {
    async insert(
      session: NewSession,
      refreshToken: { tokenHash: string; expiresAt: Date },
    ): Promise<SessionRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(sessions).values(session).returning();
        if (!row) throw new Error('insert returned no row');
        await tx
          .insert(refreshTokens)
          .values({ ...refreshToken, sessionId: row.id, createdAt: session.createdAt });
        return row;
      });
    },

    async byId(id: string): Promise<SessionRow | undefined> {
      const rows = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return rows[0];
    },

    /** The session and user behind an access token, in one round trip. */
    async withUser(sessionId: string) {
      sessionWithUser ??= prepareWithUser(db);
      const rows = await sessionWithUser.execute({ sessionId });
      return rows[0];
    },

    /** The session a refresh token belongs to, whether or not the token was used. */
    async byRefreshToken(tokenHash: string) {
      const rows = await db
        .select({ session: sessions, token: refreshTokens })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /**
     * Spends a refresh token and issues its successor, atomically: the conditional UPDATE lets exactly one
     * of two concurrent uses win. Returns the session id, or null when the token was already used.
     */
    async rotate(
      tokenHash: string,
      next: { tokenHash: string; expiresAt: Date },
      now: Date,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
          .returning({ sessionId: refreshTokens.sessionId });
        if (!spent) return null;
        await tx.insert(refreshTokens).values({ ...next, sessionId: spent.sessionId, createdAt: now });
        await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, spent.sessionId));
        return spent.sessionId;
      });
    },

    /** Marks a pending session active; it then lives until `expiresAt` like any other session. */
    async activate(sessionId: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ status: 'active', expiresAt })
        .where(and(eq(sessions.id, sessionId), eq(sessions.status, 'pending_otp')))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    async revoke(sessionId: string, reason: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ status: 'revoked', revokedAt: now, revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), sql`${sessions.status} <> 'revoked'`));
    },

    /** Ends every session of a user, but the one given (after a password change, say). */
    async revokeAllForUser(
      userId: string,
      reason: string,
      now: Date,
      exceptSessionId?: string,
    ): Promise<void> {
      await db
        .update(sessions)
        .set({ status: 'revoked', revokedAt: now, revokeReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            sql`${sessions.status} <> 'revoked'`,
            exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
          ),
        );
    },
  };
}

function prepareWithUser(db: Db) {
  // The user's every column but the password hash, joined from the users module's subquery.
  const users = publicUsersQuery(db);
  return db
    .select({ session: sessions, user: users.fields })
    .from(sessions)
    .innerJoin(users.query, eq(users.query.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_with_user');
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;

/** How a session was signed in (PASSWORD, CODE, …), for other modules on the caller's executor (decision 121). */
export async function sessionMethodOf(ex: Executor, sessionId: string): Promise<string | undefined> {
  const rows = await ex
    .select({ method: sessions.method })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return rows[0]?.method;
}
