import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { HANDLE_ATTEMPTS, handleBase, handleCandidate } from './handles';
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

    /** Inserts a new account with a generated handle as its username (every sign-up path uses this). */
    insertWithHandle: (user: Omit<NewUser, 'userName'>) => insertUserWithHandle(db, user),

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
     * (with `matchEmail`, for administrators) email starts with `keyword`, ignoring case; ordered by name (byte order of the lowercased name,
     * the same on every database) then id. Answers one page and the total number of matches.
     */
    async search(
      keyword: string,
      page: { offset: number; limit: number },
      options: { showDeactivatedOf?: string; matchEmail?: boolean } = {},
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
          // E-mail addresses are private: only administrators find people by them (decision 040).
          options.matchEmail ? sql`${users.email} ilike ${prefix}` : undefined,
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
/**
 * Inserts an account whose username is a handle made from its name (docs/decisions/040). Each try runs in
 * its own (nested) transaction, so a handle taken by a parallel sign-up only costs a retry, also inside a
 * caller's transaction (social sign-up creates the link in the same one). Other unique violations (e-mail,
 * phone) are the caller's to report.
 */
export async function insertUserWithHandle(
  db: Pick<Db, 'transaction' | 'select'>,
  user: Omit<NewUser, 'userName'>,
): Promise<UserRow> {
  const base = handleBase(user.name ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || null));
  for (let attempt = 0; attempt < HANDLE_ATTEMPTS; attempt++) {
    const userName = handleCandidate(base, attempt);
    if (attempt === 0) {
      const taken = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = ${userName}`)
        .limit(1);
      if (taken.length > 0) continue;
    }
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...user, userName })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    } catch (err) {
      if (uniqueViolation(err) === 'users_user_name_key') continue;
      throw err;
    }
  }
  throw new Error(`no free handle for ${base} after ${HANDLE_ATTEMPTS} attempts`);
}

export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : 'unique';
    current = e.cause;
  }
  return null;
}
