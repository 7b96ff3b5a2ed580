import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, userSocialAccounts } from './users.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserSocialAccountRow = typeof userSocialAccounts.$inferSelect;

export function usersRepository(db: Db) {
  return {
    async byId(id: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    async byEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return rows[0];
    },

    /** By email or username, ignoring case: what the sign-in form's userName can be. */
    async byLogin(login: string): Promise<UserRow | undefined> {
      const value = login.trim().toLowerCase();
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${value} or lower(${users.userName}) = ${value}`)
        .orderBy(sql`lower(${users.email}) = ${value} desc`)
        .limit(1);
      return rows[0];
    },

    async byPhone(phoneNumber: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
      return rows[0];
    },

    async insert(user: NewUser): Promise<UserRow> {
      const rows = await db.insert(users).values(user).returning();
      const row = rows[0];
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(id: string, changes: Partial<NewUser>): Promise<UserRow | undefined> {
      const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return rows[0];
    },

    /**
     * Whether an account other than `exceptId` signs in with `login` (its email or its username, ignoring
     * case), so that a new username cannot shadow another account's login.
     */
    async isLoginTaken(login: string, exceptId: string): Promise<boolean> {
      const value = login.trim().toLowerCase();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            ne(users.id, exceptId),
            sql`(lower(${users.email}) = ${value} or lower(${users.userName}) = ${value})`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * User search (accounts §7): accounts that are not deleted whose name (or a word of it), username or
     * email starts with `keyword`, ignoring case; ordered by name (byte order of the lowercased name,
     * the same on every database) then id. Answers one page and the total number of matches.
     */
    async search(
      keyword: string,
      page: { offset: number; limit: number },
      options: { showDeactivatedOf?: string } = {},
    ): Promise<{ rows: UserRow[]; totalCount: number }> {
      const prefix = `${escapeLike(keyword)}%`;
      const where = and(
        isNull(users.deletedAt),
        // Deactivated accounts are hidden, except the searcher's own.
        options.showDeactivatedOf
          ? or(isNull(users.deactivatedAt), eq(users.id, options.showDeactivatedOf))
          : isNull(users.deactivatedAt),
        or(
          sql`${users.name} ilike ${prefix}`,
          sql`${users.name} ilike ${`% ${prefix}`}`,
          sql`${users.userName} ilike ${prefix}`,
          sql`${users.email} ilike ${prefix}`,
        ),
      );
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(sql`lower(${users.name}) collate "C" asc nulls last`, asc(users.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { rows, totalCount: Number(counted[0]?.count ?? 0) };
    },

    /** The user's social media accounts, in provider order. */
    socialAccounts(userId: string): Promise<UserSocialAccountRow[]> {
      return db
        .select()
        .from(userSocialAccounts)
        .where(eq(userSocialAccounts.userId, userId))
        .orderBy(asc(userSocialAccounts.provider));
    },

    /** Sets (adds or replaces) the account for one provider. */
    async upsertSocialAccount(userId: string, provider: string, value: string, now: Date): Promise<void> {
      await db
        .insert(userSocialAccounts)
        .values({ userId, provider, value, createdAt: now })
        .onConflictDoUpdate({
          target: [userSocialAccounts.userId, userSocialAccounts.provider],
          set: { value, createdAt: now },
        });
    },

    /** Removes the account for one provider; answers whether there was one. */
    async deleteSocialAccount(userId: string, provider: string): Promise<boolean> {
      const rows = await db
        .delete(userSocialAccounts)
        .where(and(eq(userSocialAccounts.userId, userId), eq(userSocialAccounts.provider, provider)))
        .returning({ provider: userSocialAccounts.provider });
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

/** Escapes LIKE's wildcards (% and _) and its escape character, so a keyword matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Whether a unique index refused a write (Postgres error 23505), and which one. */
export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : 'unique';
    current = e.cause;
  }
  return null;
}
