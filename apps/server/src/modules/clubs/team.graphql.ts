import { clubInviteSchema } from '@repclub/shared';
import { type GraphQLContext, builder } from '../../platform/graphql/builder';
import { parseInput } from '../../platform/http/parse';
import {
  ClubPersonRef,
  ClubRef,
  ClubRoleEnum,
  ClubTeamKindEnum,
  ClubTeamMemberRef,
} from './clubs.types.graphql';
import type { InviteView, TransferView } from './team.service';

// Team invites, roles and ownership transfers (docs/decisions/098), as the contract of issue 15 names them.

/** People by id, for a page of invites or transfers at once. */
const loadPeople = async (ids: string[], ctx: GraphQLContext) => {
  const people = await ctx.services.clubTeam.persons(ids);
  return ids.map((id) => people.get(id) ?? { userId: id, name: 'Member', userName: null, avatarUrl: null });
};

const ClubInviteRef = builder.objectRef<InviteView>('ClubInvite');
ClubInviteRef.implement({
  description: "An invite to a club's team (with a role) or to its membership (role null).",
  fields: (t) => ({
    id: t.id({ resolve: (i) => i.row.id }),
    club: t.field({ type: ClubRef, resolve: (i) => i.club }),
    kind: t.field({ type: ClubTeamKindEnum, resolve: (i) => i.row.kind }),
    role: t.field({ type: ClubRoleEnum, nullable: true, resolve: (i) => i.row.role }),
    memo: t.string({ nullable: true, resolve: (i) => i.row.memo }),
    email: t.string({
      nullable: true,
      description: 'The invited address: for the team managers and the invitee only.',
      resolve: (i) => (i.showEmail ? i.row.email : null),
    }),
    invitee: t.loadable({
      type: ClubPersonRef,
      nullable: true,
      description: 'The invited account (invites to a user).',
      load: loadPeople,
      resolve: (i) => i.row.inviteeId,
    }),
    expiresAt: t.string({ nullable: true, resolve: (i) => i.row.expiresAt?.toISOString() ?? null }),
    usesPerInvite: t.int({ resolve: (i) => i.row.usesPerInvite }),
    uses: t.int({ resolve: (i) => i.row.uses }),
    status: t.string({ description: 'ACTIVE, USED_UP, EXPIRED or REVOKED.', resolve: (i) => i.status }),
    invitedBy: t.loadable({
      type: ClubPersonRef,
      load: loadPeople,
      resolve: (i) => i.row.invitedBy,
    }),
    createdAt: t.string({ resolve: (i) => i.row.createdAt.toISOString() }),
  }),
});

const ClubOwnershipTransferRef = builder.objectRef<TransferView>('ClubOwnershipTransfer').implement({
  description: "An owner's request to hand the club over: PENDING, ACCEPTED, DECLINED or CANCELLED.",
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.row.id }),
    club: t.field({ type: ClubRef, resolve: (v) => v.club }),
    from: t.loadable({
      type: ClubPersonRef,
      load: loadPeople,
      resolve: (v) => v.row.fromUserId,
    }),
    to: t.loadable({
      type: ClubPersonRef,
      load: loadPeople,
      resolve: (v) => v.row.toUserId,
    }),
    status: t.string({ resolve: (v) => v.row.status }),
    createdAt: t.string({ resolve: (v) => v.row.createdAt.toISOString() }),
  }),
});

builder.objectFields(ClubRef, (t) => ({
  invites: t.field({
    type: [ClubInviteRef],
    description: 'Invites of the club, newest first (MANAGE_TEAM; empty for others).',
    resolve: (c, _args, ctx) => ctx.services.clubTeam.invitesOf(ctx.viewer, c),
  }),
  pendingOwnershipTransfer: t.field({
    type: ClubOwnershipTransferRef,
    nullable: true,
    description: 'The ownership transfer awaiting an answer: for the owner and the person asked.',
    resolve: (c, _args, ctx) => ctx.services.clubTeam.pendingTransfer(c),
  }),
}));

const CreateClubInviteInput = builder.inputType('CreateClubInviteInput', {
  description:
    'role null: a membership invite. Neither userId nor email: a link anyone signed in may use (usesPerInvite times).',
  fields: (t) => ({
    clubId: t.id({ required: true }),
    kind: t.field({ type: ClubTeamKindEnum, required: true }),
    role: t.field({ type: ClubRoleEnum }),
    userId: t.id(),
    email: t.string(),
    memo: t.string(),
    expiresAt: t.string({ description: 'ISO 8601; 14 days from now when left out.' }),
    usesPerInvite: t.int({ description: '1 when left out; invites to a person or address are used once.' }),
  }),
});

builder.queryField('clubInvite', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubInviteRef,
    nullable: true,
    description:
      "An invite, for its invitee, the club's team managers, or anyone signed in for a link invite.",
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.clubTeam.clubInvite(ctx.viewer, String(args.inviteId)),
  }),
);

builder.queryField('myClubInvites', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [ClubInviteRef],
    description: 'Open invites addressed to the viewer (by account or e-mail address), newest first.',
    resolve: (_root, _args, ctx) => ctx.services.clubTeam.myClubInvites(ctx.viewer),
  }),
);

builder.mutationField('createClubInvite', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubInviteRef,
    description: 'Invites to the team or to membership (MANAGE_TEAM; ADMIN invites by the owner only).',
    args: { input: t.arg({ type: CreateClubInviteInput, required: true }) },
    resolve: (_root, args, ctx) => {
      const raw = Object.fromEntries(
        Object.entries(args.input)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, k.endsWith('Id') && v !== null ? String(v) : v]),
      );
      return ctx.services.clubTeam.createClubInvite(ctx.viewer, parseInput(clubInviteSchema, raw));
    },
  }),
);

builder.mutationField('revokeClubInvite', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubInviteRef,
    description: 'Withdraws an invite (MANAGE_TEAM).',
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.clubTeam.revokeClubInvite(ctx.viewer, String(args.inviteId)),
  }),
);

builder.mutationField('acceptClubInvite', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description: 'Joins the team with the invite’s role, or the club as a member.',
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.clubTeam.acceptClubInvite(ctx.viewer, String(args.inviteId)),
  }),
);

builder.mutationField('declineClubInvite', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubInviteRef,
    description: 'Declines an invite addressed to the viewer.',
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.clubTeam.declineClubInvite(ctx.viewer, String(args.inviteId)),
  }),
);

builder.mutationField('changeClubRole', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubTeamMemberRef,
    description: "Changes a team member's role (MANAGE_TEAM; ADMIN by the owner only).",
    args: {
      clubId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
      role: t.arg({ type: ClubRoleEnum, required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.clubTeam.changeClubRole(ctx.viewer, String(args.clubId), String(args.userId), args.role),
  }),
);

builder.mutationField('removeClubTeamMember', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description:
      'Removes someone from the team (MANAGE_TEAM; ADMINs by the owner only); anyone may leave the team.',
    args: { clubId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.clubTeam.removeClubTeamMember(ctx.viewer, String(args.clubId), String(args.userId)),
  }),
);

builder.mutationField('requestClubOwnershipTransfer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubOwnershipTransferRef,
    description: 'The owner asks someone to take the club over (one pending request at a time).',
    args: { clubId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.clubTeam.requestClubOwnershipTransfer(
        ctx.viewer,
        String(args.clubId),
        String(args.userId),
      ),
  }),
);

builder.mutationField('acceptClubOwnershipTransfer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description: 'The person asked becomes the owner; the former owner stays as an ADMIN.',
    args: { transferId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.clubTeam.acceptClubOwnershipTransfer(ctx.viewer, String(args.transferId)),
  }),
);

builder.mutationField('declineClubOwnershipTransfer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubOwnershipTransferRef,
    args: { transferId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.clubTeam.declineClubOwnershipTransfer(ctx.viewer, String(args.transferId)),
  }),
);

builder.mutationField('cancelClubOwnershipTransfer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubOwnershipTransferRef,
    args: { transferId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.clubTeam.cancelClubOwnershipTransfer(ctx.viewer, String(args.transferId)),
  }),
);
