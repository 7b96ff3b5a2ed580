import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/executor';
import type { Viewer } from '../../platform/viewer';
import { type ClubRow, type ClubTierRow, type ClubView, clubReads } from '../clubs/clubs.module';
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
 * The clubs module as points uses it (docs/decisions/097, 120): the ClubsPort the service needs, answered by the
 * clubs module's read functions (`clubReads`) and access checks, and what the points GraphQL types resolve
 * (clubs, people, tiers).
 */
export function pointsClubs(db: Db, clubs: ClubsFrontDoor) {
  const port: ClubsPort = {
    club: clubReads.club,
    clubWithMembers: clubReads.clubWithMembers,
    canManagePoints: (ex, clubId, userId) => clubs.hasPermission(ex, clubId, userId, 'MANAGE_POINTS'),
    memberClubIds: clubReads.memberClubIds,
  };

  return {
    port,

    /** Clubs as GraphQL resolves them for the viewer, in the order asked (null for an unknown id). */
    async views(viewer: Viewer | null, ids: readonly string[]): Promise<(ClubView | null)[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = await clubReads.rows(db, unique);
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
    tiers: (
      pairs: readonly { clubId: string; points: number; userId?: string | null }[],
    ): Promise<(ClubTierRow | null)[]> => clubReads.tiersFor(db, pairs),
  };
}

export type PointsClubs = ReturnType<typeof pointsClubs>;
