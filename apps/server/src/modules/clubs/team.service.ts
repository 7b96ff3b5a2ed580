import type { ClubTeamKind } from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import type { ClubPersonRow, ClubTeamRow, ClubsRepository } from './clubs.repository';
import type { ClubsService } from './clubs.service';
import type { ClubView } from './clubs.views';

export type TeamMemberView = ClubTeamRow & { person: ClubPersonRow };

/** A club's team: who holds which role (docs/decisions/093), invites and ownership transfers (098). */
export function teamService({ repo }: { repo: ClubsRepository; clubs: ClubsService; clock: Clock }) {
  return {
    /** Team members or collaborators with their roles, for VIEW_MEMBERS; empty for others. */
    async team(view: ClubView, kind: ClubTeamKind): Promise<TeamMemberView[]> {
      if (!view.standing.permissions.includes('VIEW_MEMBERS')) return [];
      const rows = (await repo.team(view.row.id)).filter((r) => r.kind === kind);
      const people = await repo.persons(rows.map((r) => r.userId));
      return rows.map((r) => ({
        ...r,
        person: people.get(r.userId) ?? { userId: r.userId, name: 'Member', userName: null, avatarUrl: null },
      }));
    },
  };
}

export type TeamService = ReturnType<typeof teamService>;
