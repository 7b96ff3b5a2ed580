import { tierFor } from '@repclub/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/executor';
import type { Viewer } from '../../platform/viewer';
import {
  type ClubRow,
  type ClubTierRow,
  type ClubView,
  clubMemberships,
  clubTiers,
  clubs as clubsTable,
} from '../clubs/clubs.module';
import { personsByIds } from '../users/users.module';
import type { ClubsPort } from './points.ports';

/** What the points module uses of the clubs module's front door. */
type ClubsFrontDoor = {
  hasPermission: (
    ex: Executor,
    clubId: string,
    userId: string,
    permission: 'MANAGE_POINTS',
  ) => Promise<boolean>;
  viewsOf: (viewer: Viewer | null, rows: readonly ClubRow[]) => Promise<ClubView[]>;
};

/** A person as clubs show them (GraphQL ClubPerson): no contact data. */
export type PointsPerson = {
  userId: string;
  name: string;
  userName: string | null;
  avatarUrl: string | null;
};

/**
 * The clubs module as points uses it (docs/decisions/097): the ClubsPort the service needs, and what the points
 * GraphQL types resolve (clubs, people, tiers), reading the tables the clubs module's front door exports.
 */
export function pointsClubs(db: Db, clubs: ClubsFrontDoor) {
  const port: ClubsPort = {
    async club(ex, clubId) {
      const [row] = await ex
        .select({ id: clubsTable.id, displayName: clubsTable.displayName, status: clubsTable.status })
        .from(clubsTable)
        .where(eq(clubsTable.id, clubId));
      return row ?? null;
    },
    async clubWithMembers(ex, clubId, userIds) {
      const [row] = await ex
        .select({
          id: clubsTable.id,
          displayName: clubsTable.displayName,
          status: clubsTable.status,
          members:
            userIds.length > 0
              ? sql<string[]>`array(select m.user_id::text from club_memberships m
                  where m.club_id = ${clubId}::uuid and m.user_id in (${sql.join(
                    userIds.map((id) => sql`${id}::uuid`),
                    sql`, `,
                  )}))`
              : sql<string[]>`'{}'::text[]`,
        })
        .from(clubsTable)
        .where(eq(clubsTable.id, clubId));
      if (!row) return null;
      return {
        club: { id: row.id, displayName: row.displayName, status: row.status },
        members: new Set(row.members),
      };
    },
    canManagePoints: (ex, clubId, userId) => clubs.hasPermission(ex, clubId, userId, 'MANAGE_POINTS'),
    async memberClubIds(ex, userId) {
      const rows = await ex
        .select({ clubId: clubMemberships.clubId })
        .from(clubMemberships)
        .where(eq(clubMemberships.userId, userId))
        .orderBy(clubMemberships.joinedAt);
      return rows.map((r) => r.clubId);
    },
  };

  return {
    port,

    /** Clubs as GraphQL resolves them for the viewer, in the order asked (null for an unknown id). */
    async views(viewer: Viewer | null, ids: readonly string[]): Promise<(ClubView | null)[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = await db.select().from(clubsTable).where(inArray(clubsTable.id, unique));
      const views = await clubs.viewsOf(viewer, rows);
      const byId = new Map(views.map((v) => [v.row.id, v]));
      return ids.map((id) => byId.get(id) ?? null);
    },

    async persons(ids: readonly string[]): Promise<Map<string, PointsPerson>> {
      const rows = await personsByIds(db, ids);
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

    /** The tier each (club, points) pair reaches (decision 095), in the order asked. */
    async tiers(pairs: readonly { clubId: string; points: number }[]): Promise<(ClubTierRow | null)[]> {
      const clubIds = [...new Set(pairs.map((p) => p.clubId))];
      if (clubIds.length === 0) return [];
      const rows = await db.select().from(clubTiers).where(inArray(clubTiers.clubId, clubIds));
      return pairs.map((p) =>
        tierFor(
          p.points,
          rows.filter((t) => t.clubId === p.clubId),
        ),
      );
    },
  };
}

export type PointsClubs = ReturnType<typeof pointsClubs>;
