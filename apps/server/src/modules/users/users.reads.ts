import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/executor';
import { withFastRows } from '../../platform/db/fast-rows';
import { users, userSocialAccounts } from './users.tables';

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
/** The address, only once verified (an unverified one proves nothing: docs/decisions/106). */
const verifiedEmail = sql<
  string | null
>`case when ${users.emailVerifiedAt} is not null then ${users.email} end`;

/** The account verified `email` (ignoring case). */
export const verifiedEmailIs = (email: string) =>
  and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNotNull(users.emailVerifiedAt));

export type ContactRow = { userId: string; email: string | null; name: string | null };

/**
 * The accounts, not deleted, among `userIds` (a list, or a select of user ids from another module's read, so the
 * caller keeps one statement), ordered by id.
 */
export function contactsAmong(ex: Executor, userIds: readonly string[] | SQLWrapper): Promise<ContactRow[]> {
  return ex
    .select({
      userId: users.id,
      email: verifiedEmail,
      name: users.name,
    })
    .from(users)
    .where(and(inArray(users.id, Array.isArray(userIds) ? [...userIds] : userIds), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
}

/** Every column of users but the password hash, which only sign-in reads. */
const { passwordHash: _passwordHash, ...publicColumns } = getTableColumns(users);
type PublicColumns = typeof publicColumns;
export type PublicUserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;

/**
 * The accounts, every column but the password hash, as a subquery (aliased `users`) a caller joins in its own
 * statement, with `fields` to select them (the session check: one named statement per signed-in request).
 */
export function publicUsersQuery(ex: Executor) {
  const query = ex.select(publicColumns).from(users).as('users');
  const fields = Object.fromEntries(
    Object.keys(publicColumns).map((key) => [key, query[key as keyof PublicColumns]]),
  ) as unknown as PublicColumns;
  return { query, fields };
}

/** Accounts by id (every column but the password hash), as a named statement built once per database. */
export function preparePublicUsersByIds(db: Db): (ids: readonly string[]) => Promise<PublicUserRow[]> {
  const statement = withFastRows(
    db
      .select(publicColumns)
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('users_public_by_ids'),
  );
  return async (ids) => (ids.length === 0 ? [] : statement.execute({ ids: [...ids] }));
}

/**
 * A person (id, names, avatar) with the account's state, as a subquery a caller joins or filters by in its own
 * statement (paginated lists of attendees, a ticket's holder), under `alias`.
 */
export function personsQuery<A extends string = 'persons'>(ex: Executor, alias?: A) {
  return ex
    .select({
      id: users.id,
      name: users.name,
      userName: users.userName,
      avatarUrl: users.avatarUrl,
      deletedAt: users.deletedAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .as((alias ?? 'persons') as A);
}

/**
 * Birth date and gender by account, as a subquery for statistics the caller computes in its own statement (an
 * event's ages and genders): no birth date leaves the database.
 */
export function birthAndGenderQuery(ex: Executor) {
  return ex
    .select({ id: users.id, dateOfBirth: users.dateOfBirth, gender: users.gender })
    .from(users)
    .as('demographics');
}

/**
 * The gender and birth date (`gender`, `born`) of the one account, not deleted, that verified `email` or
 * `phone` (e-mail first): the body of a lateral subquery the caller runs per row of its own statement
 * (guests matched to accounts, docs/decisions/074).
 */
export function accountMatchingSql(email: SQLWrapper, phone: SQLWrapper): SQL {
  return sql`select ${users.gender} as gender, ${users.dateOfBirth} as born
      from ${users}
      where ${users.deletedAt} is null
        and ((${email} is not null and lower(${users.email}) = ${email} and ${users.emailVerifiedAt} is not null)
          or (${phone} is not null and ${users.phoneNumber} = ${phone} and ${users.phoneVerifiedAt} is not null))
      order by (lower(${users.email}) = ${email}) desc nulls last
      limit 1`;
}

/** An account that can be given something (not deleted, not deactivated), by id. */
export async function activeUserById(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ id: users.id, name: users.name, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.deactivatedAt)));
  return row;
}

/** The account, not deleted nor deactivated, that verified `email` (decision 106). */
export async function activeUserByVerifiedEmail(ex: Executor, email: string) {
  const [row] = await ex
    .select({ id: users.id, name: users.name, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(and(verifiedEmailIs(email), isNull(users.deletedAt), isNull(users.deactivatedAt)));
  return row;
}

/** Whom an invitation is for: `email` is the VERIFIED address only (null while unverified; decision 106). */
export type InviteeRow = { id: string; email: string | null; deletedAt: Date | null; name: string | null };

/** An account by id, with its verified address. */
export async function inviteeById(ex: Executor, userId: string): Promise<InviteeRow | undefined> {
  const [row] = await ex
    .select({ id: users.id, email: verifiedEmail, deletedAt: users.deletedAt, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The account that verified `email`, if any. */
export async function inviteeByEmail(ex: Executor, email: string): Promise<InviteeRow | undefined> {
  const [row] = await ex
    .select({ id: users.id, email: verifiedEmail, deletedAt: users.deletedAt, name: users.name })
    .from(users)
    .where(verifiedEmailIs(email));
  return row;
}

/** The names and address a receipt is made out to (the address as the account holds it). */
export async function receiptPersonOf(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The social media providers an account has linked (INSTAGRAM, …). */
export async function socialProvidersOf(ex: Executor, userId: string): Promise<string[]> {
  const rows = await ex
    .select({ provider: userSocialAccounts.provider })
    .from(userSocialAccounts)
    .where(eq(userSocialAccounts.userId, userId));
  return rows.map((r) => r.provider);
}

/** How many of `userIds` (a select of user ids, so the caller keeps one statement) linked each provider. */
export async function socialProviderCounts(ex: Executor, userIds: SQLWrapper) {
  const rows = await ex
    .select({ provider: userSocialAccounts.provider, n: count() })
    .from(userSocialAccounts)
    .where(inArray(userSocialAccounts.userId, userIds))
    .groupBy(userSocialAccounts.provider);
  return rows.map((r) => ({ provider: r.provider, n: Number(r.n) }));
}

/**
 * The ids of the accounts whose name or username contains `text` (ignoring case; `%` and `_` literal), as a
 * select the caller filters by in its own statement (an event's attendee list searched by name).
 */
export function idsNamedLike(ex: Executor, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ex
    .select({ id: users.id })
    .from(users)
    .where(or(sql`${users.name} ilike ${pattern}`, sql`${users.userName} ilike ${pattern}`));
}
