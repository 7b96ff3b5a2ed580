import { EVENT_MESSAGES as M, eventTeamRoleSchema } from '@repclub/shared';
import { DomainError, notFound } from '../../../platform/errors';
import { parseInput } from '../../../platform/http/parse';
import type { Viewer } from '../../../platform/viewer';
import { isUuid } from '../../../platform/ids';
import { type EventView, type TeamMember, type EventsContext } from '../events.context';

/** The event's team: who holds which role (the creator gives and takes them), and its members for the team fields. */
export function teamService(ctx: EventsContext) {
  const { repo, clock, eventFor, viewOf, usersOf } = ctx;
  return {
    /** Users by id for the creator and team fields (the User type hides private fields from others). */
    users: usersOf,

    /**
     * The users holding an APPROVED `role` in a page of events (two statements), each with the event it is of,
     * in the order the roles were given.
     */
    async teamsOf(viewer: Viewer | null, eventIds: readonly string[], role: string): Promise<TeamMember[]> {
      const roles = (await repo.approvedRoles(eventIds)).filter((r) => r.role === role);
      const users = await usersOf(viewer, [...new Set(roles.map((r) => r.userId))]);
      const byId = new Map(users.filter((u) => u !== null).map((u) => [u.row.id, u]));
      return roles.flatMap((r) => {
        const user = byId.get(r.userId);
        return user ? [{ ...user, eventId: r.eventId }] : [];
      });
    },

    /** Gives a user a role in the event's team, APPROVED at once (creator only; invitations come later). */
    async setRole(viewer: Viewer, eventId: string, userId: string, role: string): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'creator');
      const parsedRole = parseInput(eventTeamRoleSchema, role);
      if (userId === view.row.createdBy)
        throw new DomainError('BAD_USER_INPUT', M.roleSelf, { field: 'userId' });
      const [user] = isUuid(userId) ? await repo.usersByIds([userId]) : [];
      if (!user || user.deletedAt) throw notFound(M.userNotFound);
      await repo.upsertRole(view.row.id, userId, parsedRole, viewer.userId, clock.now());
      return viewOf(viewer, view.row);
    },

    async removeRole(viewer: Viewer, eventId: string, userId: string, role: string): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'creator');
      const parsedRole = parseInput(eventTeamRoleSchema, role);
      if (!isUuid(userId) || !(await repo.deleteRole(view.row.id, userId, parsedRole)))
        throw notFound(M.roleNotFound);
      return viewOf(viewer, view.row);
    },
  };
}
