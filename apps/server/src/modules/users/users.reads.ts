import { inArray } from 'drizzle-orm';
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
