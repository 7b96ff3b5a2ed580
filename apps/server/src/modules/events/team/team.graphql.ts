import { builder } from '../../../platform/graphql/builder';
import { EventRef } from '../events.types.graphql';

const roleArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  eventId: t.arg.id({ required: true }),
  userId: t.arg.id({ required: true }),
  role: t.arg.string({
    required: true,
    description: 'CO_HOST, PROMOTER, COORDINATOR, DOOR, SPONSOR or TALENT.',
  }),
});

builder.mutationField('setEventRole', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'Gives a user a team role, APPROVED at once (creator only).',
    args: roleArgs(t),
    resolve: (_root, args, ctx) =>
      ctx.services.events.setRole(ctx.viewer, String(args.eventId), String(args.userId), args.role),
  }),
);

builder.mutationField('removeEventRole', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description: 'Takes a team role away from a user (creator only).',
    args: roleArgs(t),
    resolve: (_root, args, ctx) =>
      ctx.services.events.removeRole(ctx.viewer, String(args.eventId), String(args.userId), args.role),
  }),
);
