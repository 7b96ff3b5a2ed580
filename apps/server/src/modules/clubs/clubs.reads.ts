import { tierWithGrant } from '@repclub/shared';
import { type SQLWrapper, and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { ClubRow, ClubTierRow } from './clubs.repository';
import { clubMemberships, clubTiers, clubs } from './clubs.tables';

/** What the read functions run on: the database or the caller's open transaction (they only select). */
type Reader = Pick<Db, 'select'>;

/** A club as other modules need it in their own transactions: its name (messages) and status (what may move). */
export type ClubSummary = { id: string; displayName: string; status: string };

const summary = { id: clubs.id, displayName: clubs.displayName, status: clubs.status };

/**
 * What other modules read of clubs (docs/decisions/120): each function runs on the caller's executor (the
 * database or its open transaction) and answers plain rows, so no other module reads the clubs tables.
 */
export const clubReads = {
  /** The club's row, or undefined when there is none with this id. */
  async row(ex: Reader, clubId: string): Promise<ClubRow | undefined> {
    const [row] = await ex.select().from(clubs).where(eq(clubs.id, clubId));
    return row;
  },

  /** The clubs' rows, in no particular order (unknown ids are left out). */
  async rows(ex: Reader, clubIds: readonly string[]): Promise<ClubRow[]> {
    if (clubIds.length === 0) return [];
    return ex
      .select()
      .from(clubs)
      .where(inArray(clubs.id, [...clubIds]));
  },

  /** The club, or null when there is none with this id. */
  async club(ex: Reader, clubId: string): Promise<ClubSummary | null> {
    const [row] = await ex.select(summary).from(clubs).where(eq(clubs.id, clubId));
    return row ?? null;
  },

  /**
   * The clubs whose ids the subquery selects (another module's, e.g. an event's clubs), ordered by id, in one
   * statement with it; `clubId` keeps only that one.
   */
  summariesIn(ex: Reader, clubIds: SQLWrapper, clubId?: string): Promise<ClubSummary[]> {
    return ex
      .select(summary)
      .from(clubs)
      .where(and(inArray(clubs.id, clubIds), clubId === undefined ? undefined : eq(clubs.id, clubId)))
      .orderBy(asc(clubs.id));
  },

  /** The club and which of the users are its members (one statement); null when there is no such club. */
  async clubWithMembers(
    ex: Reader,
    clubId: string,
    userIds: readonly string[],
  ): Promise<{ club: ClubSummary; members: Set<string> } | null> {
    const [row] = await ex
      .select({
        ...summary,
        members:
          userIds.length > 0
            ? sql<string[]>`array(select ${clubMemberships.userId}::text from ${clubMemberships}
                where ${clubMemberships.clubId} = ${clubId}::uuid and ${clubMemberships.userId} in (${sql.join(
                  userIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )}))`
            : sql<string[]>`'{}'::text[]`,
      })
      .from(clubs)
      .where(eq(clubs.id, clubId));
    if (!row) return null;
    return {
      club: { id: row.id, displayName: row.displayName, status: row.status },
      members: new Set(row.members),
    };
  },

  /**
   * The ids of the clubs anyone may see (published, not suspended, PUBLIC), as a subquery another module's
   * statement filters its rows by (public lists of achievements).
   */
  publicIdsQuery(ex: Reader) {
    return ex
      .select({ id: clubs.id })
      .from(clubs)
      .where(and(isNotNull(clubs.publishedAt), ne(clubs.status, 'SUSPENDED'), eq(clubs.access, 'PUBLIC')));
  },

  /** The clubs the user is a member of, in the order they joined. */
  async memberClubIds(ex: Reader, userId: string): Promise<string[]> {
    const rows = await ex
      .select({ clubId: clubMemberships.clubId })
      .from(clubMemberships)
      .where(eq(clubMemberships.userId, userId))
      .orderBy(clubMemberships.joinedAt);
    return rows.map((r) => r.clubId);
  },

  /** The user's membership of the club (joinedAt, grantedTierLevel), or undefined. */
  async membership(ex: Reader, clubId: string, userId: string) {
    const [row] = await ex
      .select()
      .from(clubMemberships)
      .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)));
    return row;
  },

  /** The ids of the clubs the user is a member of, as a subquery for another module's statement. */
  memberClubIdsQuery: (ex: Reader, userId: string) =>
    ex.select({ id: clubMemberships.clubId }).from(clubMemberships).where(eq(clubMemberships.userId, userId)),

  /**
   * The ids of the clubs the user may see without being on their team (docs/decisions/094): published, not
   * suspended, PUBLIC or one they belong to; as a subquery for another module's statement.
   */
  listedClubIdsQuery: (ex: Reader, userId: string) =>
    ex
      .select({ id: clubs.id })
      .from(clubs)
      .where(
        and(
          sql`${clubs.publishedAt} is not null`,
          sql`${clubs.status} <> 'SUSPENDED'`,
          sql`(${clubs.access} = 'PUBLIC' or ${clubs.id} in (select ${clubMemberships.clubId} from ${clubMemberships} where ${clubMemberships.userId} = ${userId}::uuid))`,
        ),
      ),

  /** The club's tiers in level order. */
  tiersOf: (ex: Reader, clubId: string): Promise<ClubTierRow[]> =>
    ex.select().from(clubTiers).where(eq(clubTiers.clubId, clubId)).orderBy(asc(clubTiers.level)),

  /**
   * The tier each (club, points) pair reaches (decision 095), in the order asked; with a `userId`, the higher of
   * that and the tier the club granted the member (docs/decisions/137).
   */
  async tiersFor(
    ex: Reader,
    pairs: readonly { clubId: string; points: number; userId?: string | null }[],
  ): Promise<(ClubTierRow | null)[]> {
    const clubIds = [...new Set(pairs.map((p) => p.clubId))];
    if (clubIds.length === 0) return [];
    const userIds = [...new Set(pairs.flatMap((p) => (p.userId ? [p.userId] : [])))];
    const [rows, grants] = await Promise.all([
      ex.select().from(clubTiers).where(inArray(clubTiers.clubId, clubIds)),
      userIds.length === 0
        ? Promise.resolve([])
        : ex
            .select({
              clubId: clubMemberships.clubId,
              userId: clubMemberships.userId,
              level: clubMemberships.grantedTierLevel,
            })
            .from(clubMemberships)
            .where(and(inArray(clubMemberships.clubId, clubIds), inArray(clubMemberships.userId, userIds))),
    ]);
    return pairs.map((p) =>
      tierWithGrant(
        p.points,
        rows.filter((t) => t.clubId === p.clubId),
        grants.find((g) => g.clubId === p.clubId && g.userId === p.userId)?.level,
      ),
    );
  },
};

export type ClubReads = typeof clubReads;
