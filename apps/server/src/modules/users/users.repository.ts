import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './users.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

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
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

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
