import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor, Tx } from '../../platform/db/executor';
import { inviteeByEmail, inviteeById, personsByIds, personsQuery } from '../users/users.module';
import {
  clubInvites,
  clubMemberships,
  clubOwnershipTransfers,
  clubTeam,
  clubTiers,
  clubs,
} from './clubs.tables';

export type ClubRow = typeof clubs.$inferSelect;
export type NewClub = typeof clubs.$inferInsert;
export type ClubTierRow = typeof clubTiers.$inferSelect;
export type ClubMembershipRow = typeof clubMemberships.$inferSelect;
export type ClubTeamRow = typeof clubTeam.$inferSelect;
export type ClubInviteRow = typeof clubInvites.$inferSelect;
export type ClubTransferRow = typeof clubOwnershipTransfers.$inferSelect;

/** A person as a club shows them: no personal data. */
export type ClubPersonRow = {
  userId: string;
  name: string;
  userName: string | null;
  avatarUrl: string | null;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The clubs and everything in them (tables of clubs.tables.ts). */
export function clubsRepository(db: Db) {
  return {
    db,

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    // Clubs

    async insertClub(ex: Executor, row: NewClub): Promise<ClubRow> {
      const [inserted] = await ex.insert(clubs).values(row).returning();
      return inserted!;
    },

    async byId(id: string, ex: Executor = db): Promise<ClubRow | undefined> {
      const [row] = await ex.select().from(clubs).where(eq(clubs.id, id));
      return row;
    },

    /** The club, its row locked until the transaction ends. */
    async lock(tx: Tx, id: string): Promise<ClubRow | undefined> {
      const [row] = await tx.select().from(clubs).where(eq(clubs.id, id)).for('update');
      return row;
    },

    async byIds(ids: readonly string[]): Promise<ClubRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(clubs)
        .where(inArray(clubs.id, [...ids]));
    },

    async bySlug(slug: string, ex: Executor = db): Promise<ClubRow | undefined> {
      const [row] = await ex.select().from(clubs).where(eq(clubs.slug, slug));
      return row;
    },

    async slugTaken(slug: string, exceptId: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: clubs.id })
        .from(clubs)
        .where(exceptId ? and(eq(clubs.slug, slug), ne(clubs.id, exceptId)) : eq(clubs.slug, slug));
      return row !== undefined;
    },

    async updateClub(ex: Executor, id: string, patch: Partial<NewClub>): Promise<ClubRow> {
      const [row] = await ex.update(clubs).set(patch).where(eq(clubs.id, id)).returning();
      return row!;
    },

    /**
     * Listed clubs, newest first: published, not SUSPENDED, PUBLIC, or any the viewer belongs to or runs; a search
     * matches the name or the link.
     */
    async listed(
      viewerId: string | null,
      search: string | null,
      limit: number,
      after: [string, string] | null,
    ): Promise<ClubRow[]> {
      const mine = viewerId
        ? or(
            eq(clubs.ownerId, viewerId),
            sql`exists (select 1 from ${clubMemberships} m where m.club_id = ${clubs.id} and m.user_id = ${viewerId})`,
            sql`exists (select 1 from ${clubTeam} t where t.club_id = ${clubs.id} and t.user_id = ${viewerId})`,
          )
        : undefined;
      const term = search ? `%${escapeLike(search)}%` : null;
      return db
        .select()
        .from(clubs)
        .where(
          and(
            sql`${clubs.publishedAt} is not null`,
            ne(clubs.status, 'SUSPENDED'),
            mine ? or(eq(clubs.access, 'PUBLIC'), mine) : eq(clubs.access, 'PUBLIC'),
            term ? or(ilike(clubs.displayName, term), ilike(clubs.slug, term)) : undefined,
            after
              ? or(
                  lt(clubs.createdAt, new Date(after[0])),
                  and(eq(clubs.createdAt, new Date(after[0])), lt(clubs.id, after[1])),
                )
              : undefined,
          ),
        )
        .orderBy(desc(clubs.createdAt), desc(clubs.id))
        .limit(limit);
    },

    /** Clubs the user owns or is in the team of, oldest first. */
    async managedBy(userId: string): Promise<ClubRow[]> {
      return db
        .select()
        .from(clubs)
        .where(
          or(
            eq(clubs.ownerId, userId),
            sql`exists (select 1 from ${clubTeam} t where t.club_id = ${clubs.id} and t.user_id = ${userId})`,
          ),
        )
        .orderBy(asc(clubs.createdAt), asc(clubs.id));
    },

    // Tiers

    async tiersOf(clubIds: readonly string[], ex: Executor = db): Promise<ClubTierRow[]> {
      if (clubIds.length === 0) return [];
      return ex
        .select()
        .from(clubTiers)
        .where(inArray(clubTiers.clubId, [...clubIds]))
        .orderBy(asc(clubTiers.clubId), asc(clubTiers.level));
    },

    async replaceTiers(tx: Tx, clubId: string, tiers: Omit<typeof clubTiers.$inferInsert, 'clubId'>[]) {
      await tx.delete(clubTiers).where(eq(clubTiers.clubId, clubId));
      if (tiers.length > 0) await tx.insert(clubTiers).values(tiers.map((t) => ({ ...t, clubId })));
    },

    // Memberships

    async membership(ex: Executor, clubId: string, userId: string): Promise<ClubMembershipRow | undefined> {
      const [row] = await ex
        .select()
        .from(clubMemberships)
        .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)));
      return row;
    },

    /** Raises the member's granted tier level to `level` (never lowers it); false when there is no membership. */
    async grantTierLevel(ex: Executor, clubId: string, userId: string, level: number): Promise<boolean> {
      const rows = await ex
        .update(clubMemberships)
        .set({ grantedTierLevel: sql`greatest(coalesce(${clubMemberships.grantedTierLevel}, 0), ${level})` })
        .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)))
        .returning({ userId: clubMemberships.userId });
      return rows.length > 0;
    },

    /** Adds a member; false when they already were one. */
    async insertMembership(ex: Executor, row: typeof clubMemberships.$inferInsert): Promise<boolean> {
      const inserted = await ex
        .insert(clubMemberships)
        .values(row)
        .onConflictDoNothing()
        .returning({ userId: clubMemberships.userId });
      return inserted.length > 0;
    },

    async deleteMembership(ex: Executor, clubId: string, userId: string): Promise<boolean> {
      const deleted = await ex
        .delete(clubMemberships)
        .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)))
        .returning({ userId: clubMemberships.userId });
      return deleted.length > 0;
    },

    /** Which of the clubs the user is a member of. */
    async memberOf(userId: string, clubIds: readonly string[]): Promise<Map<string, ClubMembershipRow>> {
      if (clubIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(clubMemberships)
        .where(and(eq(clubMemberships.userId, userId), inArray(clubMemberships.clubId, [...clubIds])));
      return new Map(rows.map((r) => [r.clubId, r]));
    },

    async memberCounts(clubIds: readonly string[]): Promise<Map<string, number>> {
      if (clubIds.length === 0) return new Map();
      const rows = await db
        .select({ clubId: clubMemberships.clubId, n: sql<number>`count(*)::int` })
        .from(clubMemberships)
        .where(inArray(clubMemberships.clubId, [...clubIds]))
        .groupBy(clubMemberships.clubId);
      return new Map(rows.map((r) => [r.clubId, Number(r.n)]));
    },

    /** The user's memberships with their clubs, newest first (suspended clubs left out). */
    async membershipsOf(userId: string): Promise<{ membership: ClubMembershipRow; club: ClubRow }[]> {
      return db
        .select({ membership: clubMemberships, club: clubs })
        .from(clubMemberships)
        .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
        .where(and(eq(clubMemberships.userId, userId), ne(clubs.status, 'SUSPENDED')))
        .orderBy(desc(clubMemberships.joinedAt), desc(clubMemberships.clubId));
    },

    /** A page of a club's members, oldest first. */
    async members(
      clubId: string,
      limit: number,
      after: [string, string] | null,
    ): Promise<(ClubMembershipRow & { person: ClubPersonRow })[]> {
      const person = personsQuery(db, 'person');
      const rows = await db
        .select({
          membership: clubMemberships,
          name: person.name,
          userName: person.userName,
          avatarUrl: person.avatarUrl,
        })
        .from(clubMemberships)
        .innerJoin(person, eq(person.id, clubMemberships.userId))
        .where(
          and(
            eq(clubMemberships.clubId, clubId),
            after
              ? or(
                  gt(clubMemberships.joinedAt, new Date(after[0])),
                  and(eq(clubMemberships.joinedAt, new Date(after[0])), gt(clubMemberships.userId, after[1])),
                )
              : undefined,
          ),
        )
        .orderBy(asc(clubMemberships.joinedAt), asc(clubMemberships.userId))
        .limit(limit);
      return rows.map((r) => ({
        ...r.membership,
        person: {
          userId: r.membership.userId,
          name: r.name ?? r.userName ?? 'Member',
          userName: r.userName,
          avatarUrl: r.avatarUrl,
        },
      }));
    },

    // Team

    async teamRow(ex: Executor, clubId: string, userId: string): Promise<ClubTeamRow | undefined> {
      const [row] = await ex
        .select()
        .from(clubTeam)
        .where(and(eq(clubTeam.clubId, clubId), eq(clubTeam.userId, userId)));
      return row;
    },

    /** The viewer's team rows in the clubs. */
    async teamRowsOf(userId: string, clubIds: readonly string[]): Promise<Map<string, ClubTeamRow>> {
      if (clubIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(clubTeam)
        .where(and(eq(clubTeam.userId, userId), inArray(clubTeam.clubId, [...clubIds])));
      return new Map(rows.map((r) => [r.clubId, r]));
    },

    async team(clubId: string): Promise<ClubTeamRow[]> {
      return db
        .select()
        .from(clubTeam)
        .where(eq(clubTeam.clubId, clubId))
        .orderBy(asc(clubTeam.since), asc(clubTeam.userId));
    },

    /** Adds someone to the team; false when they already are in it. */
    async insertTeam(ex: Executor, row: typeof clubTeam.$inferInsert): Promise<boolean> {
      const inserted = await ex
        .insert(clubTeam)
        .values(row)
        .onConflictDoNothing()
        .returning({ userId: clubTeam.userId });
      return inserted.length > 0;
    },

    async updateTeam(ex: Executor, clubId: string, userId: string, patch: Partial<ClubTeamRow>) {
      const [row] = await ex
        .update(clubTeam)
        .set(patch)
        .where(and(eq(clubTeam.clubId, clubId), eq(clubTeam.userId, userId)))
        .returning();
      return row;
    },

    async deleteTeam(ex: Executor, clubId: string, userId: string): Promise<boolean> {
      const deleted = await ex
        .delete(clubTeam)
        .where(and(eq(clubTeam.clubId, clubId), eq(clubTeam.userId, userId)))
        .returning({ userId: clubTeam.userId });
      return deleted.length > 0;
    },

    // People

    async persons(userIds: readonly string[]): Promise<Map<string, ClubPersonRow>> {
      const rows = await personsByIds(db, userIds);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            userId: r.id,
            name: r.name ?? r.userName ?? 'Member',
            userName: r.userName,
            avatarUrl: r.avatarUrl,
          },
        ]),
      );
    },

    /**
     * A user with `email` their VERIFIED address only (null while unverified): invites are matched, listed and
     * mailed by verified addresses alone (docs/decisions/106).
     */
    userById: (userId: string) => inviteeById(db, userId),

    /** The account that verified `email`, if any. */
    userByEmail: (email: string) => inviteeByEmail(db, email),

    // Invites

    async insertInvite(ex: Executor, row: typeof clubInvites.$inferInsert): Promise<ClubInviteRow> {
      const [inserted] = await ex.insert(clubInvites).values(row).returning();
      return inserted!;
    },

    async inviteById(id: string, ex: Executor = db): Promise<ClubInviteRow | undefined> {
      const [row] = await ex.select().from(clubInvites).where(eq(clubInvites.id, id));
      return row;
    },

    async lockInvite(tx: Tx, id: string): Promise<ClubInviteRow | undefined> {
      const [row] = await tx.select().from(clubInvites).where(eq(clubInvites.id, id)).for('update');
      return row;
    },

    async updateInvite(ex: Executor, id: string, patch: Partial<ClubInviteRow>): Promise<ClubInviteRow> {
      const [row] = await ex.update(clubInvites).set(patch).where(eq(clubInvites.id, id)).returning();
      return row!;
    },

    /** Takes one use of an invite unless it is used up, revoked, declined or expired; false when none was left. */
    async useInvite(tx: Tx, id: string, now: Date): Promise<boolean> {
      const used = await tx
        .update(clubInvites)
        .set({ uses: sql`${clubInvites.uses} + 1` })
        .where(
          and(
            eq(clubInvites.id, id),
            lt(clubInvites.uses, clubInvites.usesPerInvite),
            isNull(clubInvites.revokedAt),
            isNull(clubInvites.declinedAt),
            or(isNull(clubInvites.expiresAt), gt(clubInvites.expiresAt, now)),
          ),
        )
        .returning({ id: clubInvites.id });
      return used.length > 0;
    },

    async invitesOfClub(clubId: string): Promise<ClubInviteRow[]> {
      return db
        .select()
        .from(clubInvites)
        .where(eq(clubInvites.clubId, clubId))
        .orderBy(desc(clubInvites.createdAt), desc(clubInvites.id))
        .limit(500);
    },

    async activeInviteCount(clubId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(clubInvites)
        .where(
          and(
            eq(clubInvites.clubId, clubId),
            lt(clubInvites.uses, clubInvites.usesPerInvite),
            isNull(clubInvites.revokedAt),
            isNull(clubInvites.declinedAt),
            or(isNull(clubInvites.expiresAt), gt(clubInvites.expiresAt, now)),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Open invites addressed to the user (by id or by their e-mail address), newest first. */
    async invitesFor(userId: string, email: string | null, now: Date): Promise<ClubInviteRow[]> {
      return db
        .select()
        .from(clubInvites)
        .where(
          and(
            email
              ? or(eq(clubInvites.inviteeId, userId), eq(clubInvites.email, email.toLowerCase()))
              : eq(clubInvites.inviteeId, userId),
            lt(clubInvites.uses, clubInvites.usesPerInvite),
            isNull(clubInvites.revokedAt),
            isNull(clubInvites.declinedAt),
            or(isNull(clubInvites.expiresAt), gt(clubInvites.expiresAt, now)),
          ),
        )
        .orderBy(desc(clubInvites.createdAt), desc(clubInvites.id))
        .limit(200);
    },

    // Ownership transfers

    async insertTransfer(
      ex: Executor,
      row: typeof clubOwnershipTransfers.$inferInsert,
    ): Promise<ClubTransferRow> {
      const [inserted] = await ex.insert(clubOwnershipTransfers).values(row).returning();
      return inserted!;
    },

    async transferById(id: string, ex: Executor = db): Promise<ClubTransferRow | undefined> {
      const [row] = await ex.select().from(clubOwnershipTransfers).where(eq(clubOwnershipTransfers.id, id));
      return row;
    },

    async pendingTransfer(clubId: string, ex: Executor = db): Promise<ClubTransferRow | undefined> {
      const [row] = await ex
        .select()
        .from(clubOwnershipTransfers)
        .where(and(eq(clubOwnershipTransfers.clubId, clubId), eq(clubOwnershipTransfers.status, 'PENDING')));
      return row;
    },

    /** Answers a pending transfer; undefined when it was no longer pending. */
    async settleTransfer(ex: Executor, id: string, status: string, now: Date) {
      const [row] = await ex
        .update(clubOwnershipTransfers)
        .set({ status, respondedAt: now })
        .where(and(eq(clubOwnershipTransfers.id, id), eq(clubOwnershipTransfers.status, 'PENDING')))
        .returning();
      return row;
    },
  };
}

export type ClubsRepository = ReturnType<typeof clubsRepository>;
