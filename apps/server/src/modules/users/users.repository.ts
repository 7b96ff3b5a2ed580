import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type Executor, uniqueViolation } from '../../platform/db/executor';
import { HANDLE_ATTEMPTS, handleBase, handleCandidate } from './handles';
import { users, userSocialAccounts } from './users.tables';
import { verifiedEmailIs } from './users.reads';

export type UserRow = typeof users.$inferSelect;
declare module '../../platform/viewer' {
  /** The viewer's user is this table's row, without the password hash. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the row's fields
  interface ViewerUser extends Omit<UserRow, 'passwordHash'> {}
}
export type NewUser = typeof users.$inferInsert;
export type UserSocialAccountRow = typeof userSocialAccounts.$inferSelect;

export function usersRepository(db: Db) {
  /**
   * The accounts a login (email or username, ignoring case) may mean, best first: the one that verified the
   * address, the username, then accounts holding the address unverified, newest first (several may hold
   * it until one verifies it: docs/decisions/106).
   */
  async function loginCandidates(login: string, limit = 5): Promise<UserRow[]> {
    const value = login.trim().toLowerCase();
    return db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${value} or lower(${users.userName}) = ${value}`)
      .orderBy(
        sql`coalesce(lower(${users.email}) = ${value} and ${users.emailVerifiedAt} is not null, false) desc`,
        sql`coalesce(lower(${users.userName}) = ${value}, false) desc`,
        desc(users.createdAt),
        asc(users.id),
      )
      .limit(limit);
  }

  return {
    async byId(id: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    /**
     * The account that has verified `email` (ignoring case), if any. An address nobody verified belongs to
     * nobody: it grants, lists and notifies nothing (docs/decisions/106).
     */
    async byEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(verifiedEmailIs(email)).limit(1);
      return rows[0];
    },

    /**
     * The newest account that holds `email` unverified (several may): for the mails that verify an address
     * (sign-up link again); `withPassword` keeps only accounts that sign in with a password.
     */
    async byUnverifiedEmail(email: string, options: { withPassword?: boolean } = {}) {
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            isNull(users.emailVerifiedAt),
            options.withPassword ? isNotNull(users.passwordHash) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(1);
      return rows[0] as UserRow | undefined;
    },

    /**
     * Marks `email` verified on the account holding it, and drops every other account's unverified claim on
     * the same address in the same statement (docs/decisions/106). Undefined when the account no longer holds
     * that address; a unique violation (users_email_key) when another account verified it first.
     */
    async verifyEmail(userId: string, email: string, now: Date): Promise<UserRow | undefined> {
      const rows = await db
        .update(users)
        .set({
          email: sql`case when ${users.id} = ${userId} then ${users.email} end`,
          emailVerifiedAt: sql`case when ${users.id} = ${userId} then ${now.toISOString()}::timestamptz end`,
          updatedAt: now,
        })
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            or(eq(users.id, userId), isNull(users.emailVerifiedAt)),
          ),
        )
        .returning();
      return rows.find((row) => row.id === userId);
    },

    /**
     * Sets one e-mail subscription in place (the other choices untouched, whatever runs at once); false when the
     * account does not exist or was deleted.
     */
    async setEmailSubscription(id: string, name: string, subscribed: boolean, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          emailSubscriptions: sql`coalesce(${users.emailSubscriptions}, '{}'::jsonb) || jsonb_build_object(${name}::text, ${subscribed}::boolean)`,
          updatedAt: now,
        })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** By email or username, ignoring case: what the sign-in form's userName can be. */
    async byLogin(login: string): Promise<UserRow | undefined> {
      return (await loginCandidates(login, 1))[0];
    },

    loginCandidates,

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
     * Whether an account other than `exceptId` signs in with `login` (its verified email or its username,
     * ignoring case), so that a new username cannot shadow another account's login. An address another
     * account holds unverified is not taken (docs/decisions/106).
     */
    async isLoginTaken(login: string, exceptId: string): Promise<boolean> {
      const value = login.trim().toLowerCase();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            ne(users.id, exceptId),
            sql`((lower(${users.email}) = ${value} and ${users.emailVerifiedAt} is not null) or lower(${users.userName}) = ${value})`,
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

/**
 * Inserts an account whose username is a handle made from its name (docs/decisions/040). Each try runs in
 * its own (nested) transaction, so a handle taken by a parallel sign-up only costs a retry, also inside a
 * caller's transaction (social sign-up creates the link in the same one). Other unique violations (e-mail,
 * phone) are the caller's to report.
 */
export async function insertUserWithHandle(db: Executor, user: Omit<NewUser, 'userName'>): Promise<UserRow> {
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

/**
 * The writes other modules make to the `users` table, each on the executor it is given (the database or the
 * caller's transaction), so that only this module writes its table (docs/decisions/065). Reached through the
 * users service module (users.service.ts re-exports it).
 */
export const userWrites = {
  /** Locks the user's row (FOR UPDATE) and answers its avatar URL; undefined: no such user. */
  async lockAvatar(executor: Executor, userId: string): Promise<{ avatarUrl: string | null } | undefined> {
    const rows = await executor
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
      .for('update');
    return rows[0];
  },

  async setAvatar(executor: Executor, userId: string, avatarUrl: string, now: Date): Promise<void> {
    await executor.update(users).set({ avatarUrl, updatedAt: now }).where(eq(users.id, userId));
  },

  /** Sets the user's verified phone number; answers the updated row (undefined: no such user). */
  async setPhone(
    executor: Executor,
    userId: string,
    phone: { phoneNumber: string; verifiedAt: Date },
    now: Date,
  ): Promise<UserRow | undefined> {
    const rows = await executor
      .update(users)
      .set({ phoneNumber: phone.phoneNumber, phoneVerifiedAt: phone.verifiedAt, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    return rows[0];
  },

  /** Inserts an account with a generated handle (social sign-up, inside its transaction). */
  /** A new account from a provider; an address it arrives with verified drops others' unverified claims. */
  async insertFromSocial(executor: Executor, user: Omit<NewUser, 'userName'>): Promise<UserRow> {
    if (user.email && user.emailVerifiedAt) {
      await executor
        .update(users)
        .set({ email: null, updatedAt: user.emailVerifiedAt })
        .where(and(sql`lower(${users.email}) = ${user.email.toLowerCase()}`, isNull(users.emailVerifiedAt)));
    }
    return insertUserWithHandle(executor, user);
  },

  /**
   * Spends `count` invites with a conditional UPDATE (`invites_remaining >= count`), which also locks the row;
   * answers the count left, or undefined when not enough remain.
   */
  async spendInvites(executor: Executor, userId: string, count: number): Promise<number | undefined> {
    const rows = await executor
      .update(users)
      .set({ invitesRemaining: sql`${users.invitesRemaining} - ${count}` })
      .where(and(eq(users.id, userId), gte(users.invitesRemaining, count)))
      .returning({ remaining: users.invitesRemaining });
    return rows[0]?.remaining;
  },

  /** The invites the user has left (0 for an unknown user). */
  async invitesRemaining(executor: Executor, userId: string): Promise<number> {
    const rows = await executor
      .select({ remaining: users.invitesRemaining })
      .from(users)
      .where(eq(users.id, userId));
    return rows[0]?.remaining ?? 0;
  },

  /**
   * Adds invites to the user; answers the new count, or undefined for an unknown user. `now`, when given,
   * becomes the row's update time.
   */
  async addInvites(
    executor: Executor,
    userId: string,
    count: number,
    now?: Date,
  ): Promise<number | undefined> {
    const rows = await executor
      .update(users)
      .set({
        invitesRemaining: sql`${users.invitesRemaining} + ${count}`,
        ...(now ? { updatedAt: now } : {}),
      })
      .where(eq(users.id, userId))
      .returning({ remaining: users.invitesRemaining });
    return rows[0]?.remaining;
  },

  /** Marks an account deleted; undefined when it already was. */
  async softDelete(executor: Executor, userId: string, now: Date): Promise<UserRow | undefined> {
    const rows = await executor
      .update(users)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    return rows[0];
  },

  /** Clears the deletion of an account deleted after `cutoff`; undefined otherwise. */
  async restore(executor: Executor, userId: string, cutoff: Date, now: Date): Promise<UserRow | undefined> {
    const rows = await executor
      .update(users)
      .set({ deletedAt: null, updatedAt: now })
      .where(and(eq(users.id, userId), isNotNull(users.deletedAt), gt(users.deletedAt, cutoff)))
      .returning();
    return rows[0];
  },

  /** Sets a new password hash if the stored one is still `expected` (compare-and-set). */
  async replacePasswordHash(
    executor: Executor,
    userId: string,
    expected: string,
    next: string,
    now: Date,
  ): Promise<UserRow | undefined> {
    const rows = await executor
      .update(users)
      .set({ passwordHash: next, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.passwordHash, expected)))
      .returning();
    return rows[0];
  },

  /** Inserts an account unless one with the same email, username or phone exists (seeds). */
  async insertIfMissing(executor: Executor, user: NewUser): Promise<UserRow | undefined> {
    const rows = await executor.insert(users).values(user).onConflictDoNothing().returning();
    return rows[0];
  },

  /**
   * Permanently deletes up to `limit` accounts deleted before `cutoff` (what references them goes too: ON DELETE
   * CASCADE). Rows another process is purging are skipped (SKIP LOCKED), and the DELETE re-checks the cutoff.
   */
  async purgeDeleted(
    executor: Executor,
    cutoff: Date,
    limit: number,
  ): Promise<{ id: string; deletedAt: Date }[]> {
    const due = executor
      .select({ id: users.id })
      .from(users)
      .where(lt(users.deletedAt, cutoff))
      .orderBy(asc(users.deletedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const purged = await executor
      .delete(users)
      .where(and(inArray(users.id, due), lt(users.deletedAt, cutoff)))
      .returning({ id: users.id, deletedAt: users.deletedAt });
    return purged.flatMap((row) => (row.deletedAt ? [{ id: row.id, deletedAt: row.deletedAt }] : []));
  },
};

export type UserWrites = typeof userWrites;
