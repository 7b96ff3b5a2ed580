import { and, asc, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { users } from './users.tables';

/**
 * The reads other modules make of this module's tables, each on the executor it is given (the database or the
 * caller's transaction): front doors export these verbs, not tables (docs/decisions/121). None of them answers
 * the password hash.
 */

/** A person as other modules show one: a member, a holder, an author. */
export type PersonRow = {
  id: string;
  name: string | null;
  userName: string | null;
  avatarUrl: string | null;
};

/** The persons with these ids, in no particular order (unknown ids are left out; deleted accounts are not). */
export async function personsByIds(ex: Executor, ids: readonly string[]): Promise<PersonRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return ex
    .select({ id: users.id, name: users.name, userName: users.userName, avatarUrl: users.avatarUrl })
    .from(users)
    .where(inArray(users.id, unique));
}

/** Whom a message is addressed to: the name, and the address only once verified (docs/decisions/106). */
export type ContactRow = { userId: string; email: string | null; name: string | null };

/**
 * The accounts, not deleted, among `userIds` (a list, or a select of user ids from another module's read, so the
 * caller keeps one statement), ordered by id.
 */
export function contactsAmong(ex: Executor, userIds: readonly string[] | SQLWrapper): Promise<ContactRow[]> {
  return ex
    .select({
      userId: users.id,
      email: sql<string | null>`case when ${users.emailVerifiedAt} is not null then ${users.email} end`,
      name: users.name,
    })
    .from(users)
    .where(and(inArray(users.id, Array.isArray(userIds) ? [...userIds] : userIds), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
}
