import type { Viewer } from '../../platform/viewer';
import { type ClubStanding, VISITOR_STANDING, standingOf } from './clubs.access';
import type { ClubRow, ClubsRepository } from './clubs.repository';

/** A club as GraphQL resolves it: its row and where the viewer stands in it. */
export type ClubView = { row: ClubRow; standing: ClubStanding };

/** Builds views of clubs for a viewer: two statements for any number of clubs. */
export function clubViews(repo: ClubsRepository) {
  return async function viewsOf(viewer: Viewer | null, rows: readonly ClubRow[]): Promise<ClubView[]> {
    if (!viewer) return rows.map((row) => ({ row, standing: VISITOR_STANDING }));
    const ids = rows.map((r) => r.id);
    const [team, memberships] = await Promise.all([
      repo.teamRowsOf(viewer.userId, ids),
      repo.memberOf(viewer.userId, ids),
    ]);
    return rows.map((row) => ({
      row,
      standing: standingOf(row, viewer, team.get(row.id), memberships.get(row.id)),
    }));
  };
}
