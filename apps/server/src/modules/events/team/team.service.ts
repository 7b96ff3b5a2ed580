import {
  ADD_ROLE_PERMISSION,
  canAddPeople,
  EVENT_CREATOR_DISPLAY_NAME,
  EVENT_MESSAGES as M,
  EVENT_ROLE_INVITATION_TTL_DAYS,
  EVENT_TEAM_MESSAGES as T,
  type EventPermission,
  type EventTeamRole,
  eventRoleInviteSchema,
  eventTeamRoleSchema,
  formatRoleInviteId,
  type NotificationPropertyKey,
  parseRoleInviteId,
  REMOVE_ROLE_PERMISSION,
  ROLE_INVITATION_NOTIFICATION,
  ROUTE_QUERY,
  routes,
  TEAM_ROLE_LABELS,
  teamRoleDisplayName,
} from '@repclub/shared';
import { DomainError, notFound } from '../../../platform/errors';
import { parseInput } from '../../../platform/http/parse';
import type { Viewer } from '../../../platform/viewer';
import { isUuid } from '../../../platform/ids';
import type { EventRow, PublicUserRow, RoleInvitationRow } from '../events.rows';
import {
  conflict,
  eventNotFound,
  forbidden,
  type EventView,
  type TeamMember,
  type EventsContext,
} from '../events.context';
import { teamInvitationEmail, teamInvitationWithdrawnEmail, teamRoleRemovedEmail } from './team.emails';

const DAY_MS = 86_400_000;

/** An invitation with its event, as the accept page and the team see it. */
export type RoleInvitationView = {
  row: RoleInvitationRow;
  event: EventRow;
  now: Date;
  /** The invitee (or an administrator): may accept or decline. */
  isInvitee: boolean;
  /** The team member who may withdraw it (or an administrator): sees the address. */
  isManager: boolean;
};

/** One person in an event's team (usersRoles): the creator first, then the APPROVED roles by rank, then as given. */
export type TeamRoleView = TeamMember & { role: 'CREATOR' | EventTeamRole; displayName: string | null };

/** How a user is named to others in mail and notifications. */
const nameOf = (user: PublicUserRow | undefined) => user?.name ?? user?.userName ?? 'A RepClub member';

/** Roles in the order their display name wins (the viewer's highest role names them). */
const ROLE_RANK: readonly EventTeamRole[] = [
  'CO_HOST',
  'COORDINATOR',
  'PROMOTER',
  'DOOR',
  'SPONSOR',
  'TALENT',
];

/**
 * The event's team (docs/decisions/029, 073): roles are invitations the person accepts or declines; each add and
 * remove needs the role's flag; a member may leave a role. Only APPROVED roles grant or show anything.
 */
export function teamService(ctx: EventsContext) {
  const { repo, clock, viewOf, maySee, usersOf, usersRepo, notifications, messaging, publicUrl } = ctx;

  const eventProps = (event: EventRow) => ({
    EventName: event.displayName,
    EventSlug: event.slug,
    EventAvatar: event.avatarUrl,
  });

  /** The event for a change that needs any one of `permissions` (NOT_FOUND when it may not even be seen). */
  async function eventWithAny(viewer: Viewer, eventId: string, permissions: EventPermission[]) {
    const row = isUuid(eventId) ? await repo.byId(eventId) : undefined;
    if (!row) throw eventNotFound();
    const view = await viewOf(viewer, row);
    if (!maySee(view)) throw eventNotFound();
    if (!permissions.some((p) => view.permissions.includes(p))) throw forbidden();
    return view;
  }

  const isOver = (event: EventRow, now: Date) => event.status === 'CANCELLED' || event.endDate <= now;

  /** Tells someone about a team change (EventRoleUpdate); a failure to notify never undoes the change. */
  async function roleUpdate(
    userId: string | null,
    message: string,
    event: EventRow,
    roleType: string,
    attendeeRole: string,
  ) {
    if (!userId) return;
    await notifications.notify({
      userId,
      type: 'EventRoleUpdate',
      message,
      properties: { ...eventProps(event), RoleType: roleType, AttendeeRole: attendeeRole },
    });
  }

  async function userRow(userId: string): Promise<PublicUserRow | undefined> {
    const [row] = await repo.usersByIds([userId]);
    return row && !row.deletedAt ? row : undefined;
  }

  /** A user's address once verified: nothing is granted, listed or sent by an unverified one (decision 106). */
  const verifiedEmailOf = (user: PublicUserRow | undefined): string | null =>
    user?.emailVerifiedAt && user.email ? user.email : null;

  /** Whether the viewer is the person an invitation was sent to (by account, or by the verified address of theirs). */
  async function isInviteeOf(viewer: Viewer, row: RoleInvitationRow): Promise<boolean> {
    if (row.userId) return row.userId === viewer.userId;
    const mine = verifiedEmailOf(await userRow(viewer.userId));
    return mine !== null && mine.toLowerCase() === row.email;
  }

  async function invitationView(viewer: Viewer, formattedId: string): Promise<RoleInvitationView | null> {
    const id = parseRoleInviteId(formattedId) ?? formattedId;
    const row = isUuid(id) ? await repo.invitationById(id) : undefined;
    if (!row) return null;
    const event = await repo.byId(row.eventId);
    if (!event) return null;
    const role = row.role as EventTeamRole;
    const isInvitee = viewer.isAdmin || (await isInviteeOf(viewer, row));
    const view = await viewOf(viewer, event);
    const isManager =
      maySee(view) &&
      (view.permissions.includes(ADD_ROLE_PERMISSION[role]) ||
        view.permissions.includes(REMOVE_ROLE_PERMISSION[role]));
    if (!isInvitee && !isManager) return null;
    return { row, event, now: clock.now(), isInvitee, isManager };
  }

  /** The invitation the viewer answers, or the reason they cannot (decision 073). */
  async function answerable(viewer: Viewer, formattedId: string) {
    const id = parseRoleInviteId(formattedId) ?? formattedId;
    const row = isUuid(id) ? await repo.invitationById(id) : undefined;
    if (!row) throw notFound(T.invitationNotFound);
    if (!(await isInviteeOf(viewer, row)))
      throw new DomainError('AUTH_NOT_AUTHORIZED', T.invitationOtherPerson);
    const event = await repo.byId(row.eventId);
    if (!event) throw notFound(T.invitationNotFound);
    return { row, event };
  }

  /** Why an invitation that is no longer INVITED (or has expired) cannot be answered. */
  function closedReason(row: RoleInvitationRow, now: Date): DomainError {
    const answered = row.status === 'APPROVED' || row.status === 'INVITEE_DECLINED';
    if (answered) return conflict(T.invitationAnswered);
    if (row.expiresAt <= now) return conflict(T.invitationExpired);
    if (row.status === 'DECLINED') return conflict(T.invitationWithdrawn);
    return conflict(T.invitationAnswered);
  }

  const label = (role: string) => TEAM_ROLE_LABELS[role as EventTeamRole] ?? role;

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

    /** usersRoles of a page of events: the creator (Producer) and every APPROVED role, in three statements. */
    async usersRolesOf(viewer: Viewer | null, eventIds: readonly string[]): Promise<TeamRoleView[]> {
      const [events, roles] = await Promise.all([repo.byIds([...eventIds]), repo.approvedRoles(eventIds)]);
      const ids = [...new Set([...events.map((e) => e.createdBy), ...roles.map((r) => r.userId)])];
      const users = await usersOf(viewer, ids);
      const byId = new Map(users.filter((u) => u !== null).map((u) => [u.row.id, u]));
      const out: TeamRoleView[] = [];
      for (const eventId of eventIds) {
        const event = events.find((e) => e.id === eventId);
        const creator = event ? byId.get(event.createdBy) : undefined;
        if (creator)
          out.push({ ...creator, eventId, role: 'CREATOR', displayName: EVENT_CREATOR_DISPLAY_NAME });
        const ofEvent = roles
          .filter((x) => x.eventId === eventId)
          .sort(
            (a, b) => ROLE_RANK.indexOf(a.role as EventTeamRole) - ROLE_RANK.indexOf(b.role as EventTeamRole),
          );
        for (const r of ofEvent) {
          const user = byId.get(r.userId);
          if (user)
            out.push({
              ...user,
              eventId,
              role: r.role as EventTeamRole,
              displayName: teamRoleDisplayName(r.role),
            });
        }
      }
      return out;
    },

    /** The viewer's display name in the event (domain §6): Producer, else their highest role's, else none. */
    viewerRoleName(view: EventView): string | null {
      if (view.isCreator) return EVENT_CREATOR_DISPLAY_NAME;
      const role = ROLE_RANK.find((r) => view.roles.includes(r));
      return role ? teamRoleDisplayName(role) : null;
    },

    /** Open invitations of a page of events (for the team; the field shows them to those who may add people). */
    async openInvitationsOf(eventIds: readonly string[]): Promise<RoleInvitationRow[]> {
      return repo.openInvitations(eventIds, clock.now());
    },

    /** Whether the viewer sees the event's open invitations (anyone who may add people). */
    seesInvitations: (view: EventView) => canAddPeople(view.permissions),

    /** One invitation for the accept page: the invitee's or a team manager's; null for anyone else. */
    eventRoleInvitation: invitationView,

    /**
     * inviteEventTeamMember: an invitation to a role, by account or e-mail address (an address of an account
     * invites the account). Needs the role's CanAdd…Attendee flag. The invitee gets a notification (accounts
     * §3) and an e-mail with the link to /accept-invite/role-{id}.
     */
    async inviteEventTeamMember(
      viewer: Viewer,
      eventId: string,
      rawInput: unknown,
    ): Promise<RoleInvitationView> {
      const input = parseInput(eventRoleInviteSchema, rawInput);
      const view = await eventWithAny(viewer, eventId, [ADD_ROLE_PERMISSION[input.role]]);
      const now = clock.now();
      if (isOver(view.row, now)) throw conflict(T.invitationEventOver);

      let invitee: PublicUserRow | undefined;
      if (input.userId) {
        invitee = isUuid(input.userId) ? await userRow(input.userId) : undefined;
        if (!invitee) throw notFound(M.userNotFound);
      } else if (input.email) {
        const byEmail = await usersRepo.byEmail(input.email);
        if (byEmail && !byEmail.deletedAt) invitee = await userRow(byEmail.id);
      }
      if (invitee?.deactivatedAt && !viewer.isAdmin) throw notFound(M.userNotFound);
      if (invitee?.id === view.row.createdBy) throw new DomainError('BAD_USER_INPUT', M.roleSelf);
      if (invitee?.id === viewer.userId) throw new DomainError('BAD_USER_INPUT', T.inviteSelf);
      if (invitee && (await repo.holdsRole(view.row.id, invitee.id, input.role)))
        throw conflict(T.alreadyMember);

      const inserted = await repo.insertInvitation({
        eventId: view.row.id,
        role: input.role,
        userId: invitee?.id ?? null,
        // Kept for an invitation by address even when it names an account: the inviter is not told whose it is.
        email: input.email ?? null,
        invitedBy: viewer.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + EVENT_ROLE_INVITATION_TTL_DAYS * DAY_MS),
      });
      if (inserted === 'duplicate') throw conflict(T.alreadyInvited);

      const inviter = await userRow(viewer.userId);
      const formatted = formatRoleInviteId(inserted.id);
      const to = verifiedEmailOf(invitee) ?? input.email ?? null;
      if (invitee) {
        const properties: Partial<Record<NotificationPropertyKey, string>> = {
          ...eventProps(view.row),
          FormattedInviteId: formatted,
          RoleType: input.role,
          AttendeeRole: input.role,
          SenderName: nameOf(inviter),
          ...(inviter?.avatarUrl ? { SenderAvatar: inviter.avatarUrl } : {}),
        };
        await notifications.notify({
          userId: invitee.id,
          type: ROLE_INVITATION_NOTIFICATION[input.role],
          message: T.invited(nameOf(inviter), label(input.role), view.row.displayName),
          properties,
        });
      }
      if (to) {
        const query = invitee ? '' : `?${ROUTE_QUERY.email}=${encodeURIComponent(to)}`;
        await messaging.sendEmail(
          teamInvitationEmail({
            to,
            inviterName: nameOf(inviter),
            roleLabel: label(input.role),
            eventName: view.row.displayName,
            link: `${publicUrl}${routes.acceptInvite(formatted)}${query}`,
          }),
        );
      }
      return { row: inserted, event: view.row, now, isInvitee: false, isManager: true };
    },

    /**
     * acceptEventRoleInvitation: INVITED → APPROVED and the role written, in one transaction (the host already
     * chose the person). Accepting twice (or twice at once) changes things once and answers the invitation.
     */
    async acceptEventRoleInvitation(viewer: Viewer, formattedId: string): Promise<RoleInvitationView> {
      const { row, event } = await answerable(viewer, formattedId);
      const now = clock.now();
      const done = (r: RoleInvitationRow): RoleInvitationView => ({
        row: r,
        event,
        now,
        isInvitee: true,
        isManager: false,
      });
      if (row.status === 'APPROVED' && row.userId === viewer.userId) return done(row);
      if (row.status !== 'INVITED' || row.expiresAt <= now) throw closedReason(row, now);
      if (isOver(event, now)) throw conflict(T.invitationEventOver);
      if (event.createdBy === viewer.userId) throw new DomainError('BAD_USER_INPUT', M.roleSelf);
      const accepted = await repo.acceptInvitation(row.id, viewer.userId, now);
      if (!accepted) {
        const current = await repo.invitationById(row.id);
        if (current?.status === 'APPROVED' && current.userId === viewer.userId) return done(current);
        throw closedReason(current ?? row, now);
      }
      const me = await userRow(viewer.userId);
      await roleUpdate(
        accepted.invitedBy,
        T.accepted(nameOf(me), label(accepted.role), event.displayName),
        event,
        accepted.role,
        accepted.role,
      );
      return done(accepted);
    },

    /** declineEventRoleInvitation: INVITED → INVITEE_DECLINED; the inviter is told. */
    async declineEventRoleInvitation(viewer: Viewer, formattedId: string): Promise<RoleInvitationView> {
      const { row, event } = await answerable(viewer, formattedId);
      const now = clock.now();
      const done = (r: RoleInvitationRow): RoleInvitationView => ({
        row: r,
        event,
        now,
        isInvitee: true,
        isManager: false,
      });
      if (row.status === 'INVITEE_DECLINED' && row.userId === viewer.userId) return done(row);
      if (row.status !== 'INVITED' || row.expiresAt <= now) throw closedReason(row, now);
      const declined = await repo.closeInvitation(row.id, 'INVITEE_DECLINED', now, viewer.userId);
      if (!declined) {
        const current = await repo.invitationById(row.id);
        if (current?.status === 'INVITEE_DECLINED' && current.userId === viewer.userId) return done(current);
        throw closedReason(current ?? row, now);
      }
      const me = await userRow(viewer.userId);
      await roleUpdate(
        declined.invitedBy,
        T.declined(nameOf(me), label(declined.role), event.displayName),
        event,
        'NONE',
        'ATTENDEE',
      );
      return done(declined);
    },

    /** cancelEventRoleInvitation: the team withdraws an open invitation (INVITED → DECLINED); add or remove flag. */
    async cancelEventRoleInvitation(viewer: Viewer, formattedId: string): Promise<EventView> {
      const id = parseRoleInviteId(formattedId) ?? formattedId;
      const row = isUuid(id) ? await repo.invitationById(id) : undefined;
      if (!row) throw notFound(T.invitationNotFound);
      const role = row.role as EventTeamRole;
      const view = await eventWithAny(viewer, row.eventId, [
        ADD_ROLE_PERMISSION[role],
        REMOVE_ROLE_PERMISSION[role],
      ]);
      const closed = await repo.closeInvitation(row.id, 'DECLINED', clock.now());
      if (!closed) throw closedReason((await repo.invitationById(row.id)) ?? row, clock.now());
      // The invitee is told in the app (an account) and by e-mail (the address it went to): access changed.
      const invitee = closed.userId ? await userRow(closed.userId) : undefined;
      await roleUpdate(
        invitee?.id ?? null,
        T.withdrawn(label(role), view.row.displayName),
        view.row,
        'NONE',
        'ATTENDEE',
      );
      const to = closed.email ?? verifiedEmailOf(invitee);
      if (to)
        await messaging.sendEmail(
          teamInvitationWithdrawnEmail({
            to,
            roleLabel: label(role),
            eventName: view.row.displayName,
            link: `${publicUrl}${routes.event(view.row.slug)}`,
          }),
        );
      return viewOf(viewer, view.row);
    },

    /** removeEventRole: takes an APPROVED role away (the role's CanRemove…Attendee flag); the member is told. */
    async removeEventRole(viewer: Viewer, eventId: string, userId: string, role: string): Promise<EventView> {
      const parsedRole = parseInput(eventTeamRoleSchema, role);
      const view = await eventWithAny(viewer, eventId, [REMOVE_ROLE_PERMISSION[parsedRole]]);
      if (!isUuid(userId) || !(await repo.deleteRole(view.row.id, userId, parsedRole)))
        throw notFound(M.roleNotFound);
      await roleUpdate(
        userId,
        T.removed(label(parsedRole), view.row.displayName),
        view.row,
        'NONE',
        'ATTENDEE',
      );
      const member = await userRow(userId);
      const memberEmail = verifiedEmailOf(member);
      if (member && memberEmail)
        await messaging.sendEmail(
          teamRoleRemovedEmail({
            to: memberEmail,
            name: member.firstName ?? member.name ?? 'there',
            roleLabel: label(parsedRole),
            eventName: view.row.displayName,
            link: `${publicUrl}${routes.event(view.row.slug)}`,
          }),
        );
      return viewOf(viewer, view.row);
    },

    /** leaveEventRole: a member gives up one of their roles; the creator is told. */
    async leaveEventRole(viewer: Viewer, eventId: string, role: string): Promise<boolean> {
      const parsedRole = parseInput(eventTeamRoleSchema, role);
      const event = isUuid(eventId) ? await repo.byId(eventId) : undefined;
      if (!event) throw eventNotFound();
      if (!(await repo.deleteRole(event.id, viewer.userId, parsedRole))) throw notFound(T.notMember);
      const me = await userRow(viewer.userId);
      await roleUpdate(
        event.createdBy,
        T.left(nameOf(me), label(parsedRole), event.displayName),
        event,
        parsedRole,
        parsedRole,
      );
      return true;
    },
  };
}
