import { builder } from '../../platform/graphql/builder';
import { requestMeta } from '../../platform/http/viewer';
import type { GraphQLContext } from '../../platform/graphql/builder';
import type { Viewer } from '../../platform/viewer';
import type { InviteRow } from './invites.repository';
import { UserRef, type UserView } from '../users/users.module';

/** A user shown inside an invite: deleted accounts never, deactivated ones only to themselves and admins. */
async function shownUser(ctx: GraphQLContext, userId: string | null): Promise<UserView | null> {
  if (!userId) return null;
  const row = await ctx.services.invites.userOf(userId);
  if (!row || row.deletedAt) return null;
  const view = ctx.services.users.view(row, ctx.viewer);
  if (row.deactivatedAt && !view.canSeePrivate) return null;
  return view;
}

const involved = (invite: InviteRow, viewer: Viewer | null) =>
  viewer !== null &&
  (viewer.isAdmin || viewer.userId === invite.inviterId || viewer.userId === invite.invitedUserId);

export const UserInviteRef = builder.objectRef<InviteRow>('UserInvite').implement({
  description: 'An invitation to join RepClub sent by email (docs/decisions/022-user-invites.md).',
  fields: (t) => ({
    inviteId: t.id({ resolve: (invite) => invite.id }),
    emailAddress: t.string({ description: 'The invited address, lowercased.', resolve: (i) => i.email }),
    status: t.string({ description: 'PENDING, ACCEPTED or CANCELLED.', resolve: (i) => i.status }),
    createdAt: t.string({ resolve: (i) => i.createdAt.toISOString() }),
    acceptedAt: t.string({ nullable: true, resolve: (i) => i.acceptedAt?.toISOString() ?? null }),
    inviter: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who sent the invite (null once the account is deleted or hidden).',
      resolve: (invite, _args, ctx) => shownUser(ctx, invite.inviterId),
    }),
    invitedUser: t.field({
      type: UserRef,
      nullable: true,
      description: 'The account that accepted; shown to the inviter, that account and administrators.',
      resolve: (invite, _args, ctx) =>
        involved(invite, ctx.viewer) ? shownUser(ctx, invite.invitedUserId) : null,
    }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  userInvitesRemaining: t.int({
    nullable: true,
    description: 'Invites the user can still send; shown to the user and administrators.',
    resolve: (u) => (u.canSeePrivate ? u.row.invitesRemaining : null),
  }),
  pendingInvites: t.field({
    type: [UserInviteRef],
    nullable: true,
    description: 'Invites the user sent that are still open, newest first; shown to the user only.',
    resolve: (u, _args, ctx) => (u.isSelf ? ctx.services.invites.list(u.row.id, 'PENDING') : null),
  }),
  acceptedInvites: t.field({
    type: [UserInviteRef],
    nullable: true,
    description: 'Invites of the user that were accepted, latest first; shown to the user only.',
    resolve: (u, _args, ctx) => (u.isSelf ? ctx.services.invites.list(u.row.id, 'ACCEPTED') : null),
  }),
}));

builder.queryField('userInvite', (t) =>
  t.field({
    type: UserInviteRef,
    nullable: true,
    description: 'An invite by its id, for /accept-invite/{id}; null when there is none. Open to visitors.',
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await ctx.services.invites.userInvite(String(args.inviteId))) ?? null,
  }),
);

builder.mutationField('sendUserInvites', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [UserInviteRef],
    description:
      'Invites people by email, one invite each (all or nothing); each gets a link to /accept-invite/{id}.',
    args: { emails: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.invites.sendUserInvites(ctx.viewer, args.emails, ctx.request.log),
  }),
);

builder.mutationField('cancelUserInvite', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserRef,
    description: 'Withdraws one of your pending invites and gives the invite back.',
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.invites.cancelUserInvite(ctx.viewer, String(args.inviteId));
      return ctx.services.users.me(ctx.viewer);
    },
  }),
);

builder.mutationField('acceptUserInvite', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UserInviteRef,
    description: 'Accepts an open invite as the signed-in user (once; not your own); the inviter is told.',
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.invites.acceptUserInvite(ctx.viewer, String(args.inviteId)),
  }),
);

builder.mutationField('grantUserInvites', (t) =>
  t.withAuth({ admin: true }).field({
    type: UserRef,
    description: 'Administrators: gives a user more invites (1 to 100); the user is notified.',
    args: { userId: t.arg.id({ required: true }), count: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) =>
      ctx.services.users.view(
        await ctx.services.invites.grantUserInvites(ctx.viewer, String(args.userId), args.count, {
          requestId: ctx.request.id,
          ip: requestMeta(ctx.request).ip,
        }),
        ctx.viewer,
      ),
  }),
);
