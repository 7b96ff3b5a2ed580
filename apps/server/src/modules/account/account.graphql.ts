import { builder } from '../../platform/graphql/builder';
import { UserRef, type UserView } from '../users/users.module';

type DeletedAccount = { user: UserView; deletedAt: Date; recoverableUntil: Date };

const DeletedAccountRef = builder.objectRef<DeletedAccount>('DeletedAccount').implement({
  description: 'A deleted account: it can be recovered at /auth/recover until recoverableUntil.',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (d) => d.user }),
    deletedAt: t.string({ resolve: (d) => d.deletedAt.toISOString() }),
    recoverableUntil: t.string({ resolve: (d) => d.recoverableUntil.toISOString() }),
  }),
});

builder.mutationField('deleteAccount', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: DeletedAccountRef,
    description:
      "Deletes the signed-in user's account: 90 days to recover it, then it is purged. Other sessions are signed out; this one stays.",
    resolve: async (_root, _args, ctx) => {
      const viewer = ctx.viewer;
      const result = await ctx.services.account.deleteAccount(viewer, {
        ip: ctx.request.ip,
        userAgent: ctx.request.headers['user-agent'],
        requestId: ctx.request.id,
      });
      return { ...result, user: ctx.services.users.view(result.user, viewer) };
    },
  }),
);
