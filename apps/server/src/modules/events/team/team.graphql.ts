import {
  EVENT_TEAM_ROLES,
  formatRoleInviteId,
  type EventTeamRole,
  teamRoleDisplayName,
} from '@repclub/shared';
import { builder } from '../../../platform/graphql/builder';
import { EventRef } from '../events.types.graphql';
import type { RoleInvitationView, TeamMember, TeamRoleView } from '../events.service';
import { UserRef } from '../../users/users.module';

// The event's team (docs/decisions/029, 073): people by role, open invitations, and the invitation mutations.

const ROLES = EVENT_TEAM_ROLES.join(', ');

export const EventRoleInvitationRef = builder.objectRef<RoleInvitationView>('EventRoleInvitation').implement({
  description:
    'An invitation to a role in an event team (docs/decisions/073); shown to the invitee and to team members ' +
    'who may add or remove that role.',
  fields: (t) => ({
    invitationId: t.id({
      description: 'The FormattedInviteId: role-<id>, the id of /accept-invite/{id}.',
      resolve: (v) => formatRoleInviteId(v.row.id),
    }),
    role: t.string({ description: ROLES, resolve: (v) => v.row.role }),
    roleDisplayName: t.string({
      nullable: true,
      description: 'Domain §6: Manager, Promoter, Sponsor, Host, Scanner; none for talent.',
      resolve: (v) => teamRoleDisplayName(v.row.role),
    }),
    status: t.string({
      description: 'INVITED, APPROVED (accepted), INVITEE_DECLINED or DECLINED (withdrawn).',
      resolve: (v) => v.row.status,
    }),
    isExpired: t.boolean({ resolve: (v) => v.row.status === 'INVITED' && v.row.expiresAt <= v.now }),
    createdAt: t.string({ resolve: (v) => v.row.createdAt.toISOString() }),
    expiresAt: t.string({ resolve: (v) => v.row.expiresAt.toISOString() }),
    emailAddress: t.string({
      nullable: true,
      description: 'The invited address (invitations by e-mail), for the team members who manage the role.',
      resolve: (v) => (v.isManager ? v.row.email : null),
    }),
    eventId: t.id({ resolve: (v) => v.event.id }),
    eventName: t.string({ resolve: (v) => v.event.displayName }),
    eventSlug: t.string({ resolve: (v) => v.event.slug }),
    eventAvatarUrl: t.string({ resolve: (v) => v.event.avatarUrl }),
    eventStartDate: t.string({ resolve: (v) => v.event.startDate.toISOString() }),
    eventTimeZone: t.string({ resolve: (v) => v.event.timeZone }),
    invitedBy: t.loadable({
      type: UserRef,
      nullable: true,
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (v) => v.row.invitedBy,
    }),
    invitee: t.loadable({
      type: UserRef,
      nullable: true,
      description:
        'The invited account. Null for an invitation by e-mail until it is accepted (the inviter is not told ' +
        'which account an address belongs to).',
      load: (ids: string[], ctx) => ctx.services.events.users(ctx.viewer, ids),
      resolve: (v) => (v.row.email && v.row.status !== 'APPROVED' && !v.isInvitee ? null : v.row.userId),
    }),
  }),
});

const EventTeamMemberRef = builder.objectRef<TeamRoleView>('EventTeamMember').implement({
  description: "One of an event's people by role (domain §3 usersRoles): the creator and the APPROVED roles.",
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (m) => m }),
    role: t.string({ description: `CREATOR, ${ROLES}.`, resolve: (m) => m.role }),
    status: t.string({
      description: 'APPROVED (only accepted roles are listed).',
      resolve: () => 'APPROVED',
    }),
    displayName: t.string({
      nullable: true,
      description: 'Domain §6: Producer, Manager, Promoter, Sponsor, Host, Scanner; else none.',
      resolve: (m) => m.displayName,
    }),
  }),
});

const peopleField = (
  t: Parameters<Parameters<typeof builder.objectFields<typeof EventRef>>[1]>[0],
  role: EventTeamRole,
) =>
  t.loadableGroup({
    type: UserRef,
    description: `Users holding an APPROVED ${role} role, in the order they accepted.`,
    load: (ids: string[], ctx) => ctx.services.events.teamsOf(ctx.viewer, ids, role),
    group: (user) => (user as TeamMember).eventId,
    resolve: (v) => v.row.id,
  });

builder.objectFields(EventRef, (t) => ({
  // Each field loads its role for the whole page of events at once (two statements).
  coHosts: peopleField(t, 'CO_HOST'),
  promoters: peopleField(t, 'PROMOTER'),
  sponsors: peopleField(t, 'SPONSOR'),
  doors: peopleField(t, 'DOOR'),
  coordinators: peopleField(t, 'COORDINATOR'),
  talents: peopleField(t, 'TALENT'),
  usersRoles: t.loadableGroup({
    type: EventTeamMemberRef,
    description: 'The creator (Producer) and every APPROVED role with its display name.',
    load: (ids: string[], ctx) => ctx.services.events.usersRolesOf(ctx.viewer, ids),
    group: (member) => member.eventId,
    resolve: (v) => v.row.id,
  }),
  viewerRoles: t.stringList({
    description: "The viewer's APPROVED team roles in this event.",
    resolve: (v) => v.roles,
  }),
  viewerRoleName: t.string({
    nullable: true,
    description:
      "The viewer's display name in the event (domain §6): Producer for the creator, else their role's.",
    resolve: (v, _args, ctx) => ctx.services.events.viewerRoleName(v),
  }),
  roleInvitations: t.field({
    type: [EventRoleInvitationRef],
    nullable: true,
    description: 'Open invitations to the team; for those who may add people (else null).',
    resolve: async (v, _args, ctx) => {
      if (!ctx.services.events.seesInvitations(v)) return null;
      // One event at a time: the field is read on the host's page of one event.
      const rows = await ctx.services.events.openInvitationsOf([v.row.id]);
      return rows.map((row) => ({ row, event: v.row, now: v.now, isInvitee: false, isManager: true }));
    },
  }),
}));

builder.queryField('eventRoleInvitation', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRoleInvitationRef,
    nullable: true,
    description:
      'An invitation to an event team by its id (role-<id>), for /accept-invite/{id}; null when none.',
    args: { invitationId: t.arg.string({ required: true, description: 'role-<id> (FormattedInviteId).' }) },
    resolve: (_root, args, ctx) =>
      ctx.services.events.eventRoleInvitation(ctx.viewer, String(args.invitationId)),
  }),
);

builder.mutationField('inviteEventTeamMember', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRoleInvitationRef,
    description:
      'Invites a user (userId) or an e-mail address to a team role; needs the role’s CanAdd…Attendee flag. ' +
      'The person is notified and e-mailed a link to accept.',
    args: {
      eventId: t.arg.id({ required: true }),
      role: t.arg.string({ required: true, description: ROLES }),
      userId: t.arg.id(),
      email: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.events.inviteEventTeamMember(ctx.viewer, String(args.eventId), {
        role: args.role,
        userId: args.userId == null ? null : String(args.userId),
        email: args.email ?? null,
      }),
  }),
);

builder.mutationField('acceptEventRoleInvitation', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRoleInvitationRef,
    description:
      'The invitee accepts: the role is theirs (APPROVED) at once; accepting again changes nothing.',
    args: { invitationId: t.arg.string({ required: true, description: 'role-<id> (FormattedInviteId).' }) },
    resolve: (_root, args, ctx) =>
      ctx.services.events.acceptEventRoleInvitation(ctx.viewer, String(args.invitationId)),
  }),
);

builder.mutationField('declineEventRoleInvitation', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRoleInvitationRef,
    description: 'The invitee declines (INVITEE_DECLINED); the inviter is told.',
    args: { invitationId: t.arg.string({ required: true, description: 'role-<id> (FormattedInviteId).' }) },
    resolve: (_root, args, ctx) =>
      ctx.services.events.declineEventRoleInvitation(ctx.viewer, String(args.invitationId)),
  }),
);

builder.mutationField('cancelEventRoleInvitation', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'Withdraws an open invitation (the role’s add or remove flag).',
    args: { invitationId: t.arg.string({ required: true, description: 'role-<id> (FormattedInviteId).' }) },
    resolve: (_root, args, ctx) =>
      ctx.services.events.cancelEventRoleInvitation(ctx.viewer, String(args.invitationId)),
  }),
);

builder.mutationField('removeEventRole', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'Takes a team role away from a user (the role’s CanRemove…Attendee flag); the user is told.',
    args: {
      eventId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
      role: t.arg.string({ required: true, description: ROLES }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.events.removeEventRole(ctx.viewer, String(args.eventId), String(args.userId), args.role),
  }),
);

builder.mutationField('leaveEventRole', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: 'Boolean',
    description: 'Gives up one of your roles in an event team; the creator is told.',
    args: {
      eventId: t.arg.id({ required: true }),
      role: t.arg.string({ required: true, description: ROLES }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.events.leaveEventRole(ctx.viewer, String(args.eventId), args.role),
  }),
);
