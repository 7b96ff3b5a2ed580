import { achievementInputSchema } from '@repclub/shared';
import { builder } from '../../platform/graphql/builder';
import { parseInput } from '../../platform/http/parse';
import { ClubRef } from '../clubs/clubs.module';
import { AchievementBadgeTypeEnum, type AchievementNode, AchievementRef } from './achievements.types.graphql';

// Queries and mutations of achievements (domain §7 Achievement; docs/decisions/127–129).

const AchievementConnectionRef = builder.connectionObject({
  type: AchievementRef,
  name: 'AchievementConnection',
});

const AchievementInput = builder.inputType('AchievementInput', {
  description: 'Creates an achievement (no achievementId) or replaces the fields of one (with it).',
  fields: (t) => ({
    achievementId: t.id(),
    clubId: t.id({ required: true }),
    displayName: t.string({ required: true }),
    slug: t.string({ required: true, description: 'Unique in the club; fixed once awarded.' }),
    bio: t.string(),
    avatarUrl: t.string({ description: 'From POST /api/media/club-image.' }),
    category: t.field({ type: AchievementBadgeTypeEnum, required: true }),
    isHidden: t.boolean(),
    activeFromUtc: t.string({ description: 'ISO 8601 on a 15-minute step; null: from now.' }),
    activeToUtc: t.string({ description: 'ISO 8601 on a 15-minute step; null: no end.' }),
    maxSupply: t.int({ description: 'Null: unlimited; not below the number awarded.' }),
  }),
});

const DeleteAchievementResultRef = builder
  .objectRef<{ achievementId: string; archived: boolean }>('DeleteAchievementResult')
  .implement({
    description: 'Deleted, or archived when someone holds it (holders keep it).',
    fields: (t) => ({ achievementId: t.exposeID('achievementId'), archived: t.exposeBoolean('archived') }),
  });

type AwardView = { achievement: AchievementNode; awarded: boolean };
const AwardAchievementResultRef = builder.objectRef<AwardView>('AwardAchievementResult').implement({
  fields: (t) => ({
    achievement: t.field({ type: AchievementRef, resolve: (r) => r.achievement }),
    awarded: t.exposeBoolean('awarded', { description: 'False when the member already held it.' }),
  }),
});

builder.queryField('achievement', (t) =>
  t.field({
    type: AchievementRef,
    nullable: true,
    description:
      'An achievement by id; null when there is none or the viewer may not see it (hidden, private club).',
    args: { achievementId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.achievements.achievement(ctx.viewer, String(args.achievementId)),
  }),
);

builder.queryField('achievementBySlug', (t) =>
  t.field({
    type: AchievementRef,
    nullable: true,
    description: 'An achievement by its club (id or link) and its link.',
    args: { clubId: t.arg.string({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.achievements.achievementBySlug(ctx.viewer, args.clubId, args.slug),
  }),
);

builder.queryField('achievements', (t) =>
  t.connection(
    {
      type: AchievementRef,
      description:
        'Active, not hidden achievements of public clubs, newest first; a keyword matches name or link.',
      args: { keyword: t.arg.string() },
      resolve: (_root, args, ctx) => ctx.services.achievements.achievements(ctx.viewer, args.keyword, args),
    },
    AchievementConnectionRef,
  ),
);

builder.queryField('clubAchievements', (t) =>
  t.connection(
    {
      type: AchievementRef,
      description:
        "A club's achievements, newest first: hidden ones for its team; archived ones when its team asks (includeArchived).",
      args: { clubId: t.arg.string({ required: true }), includeArchived: t.arg.boolean() },
      resolve: (_root, args, ctx) =>
        ctx.services.achievements.clubAchievements(
          ctx.viewer,
          args.clubId,
          args.includeArchived === true,
          args,
        ),
    },
    AchievementConnectionRef,
  ),
);

builder.queryField('userAchievements', (t) =>
  t.connection(
    {
      type: AchievementRef,
      description:
        "A member's achievements, latest awarded first; hidden ones only to the member and their club's team.",
      args: { userId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        ctx.services.achievements.userAchievements(ctx.viewer, String(args.userId), args),
    },
    AchievementConnectionRef,
  ),
);

builder.objectField(ClubRef, 'achievements', (t) =>
  t.connection(
    {
      type: AchievementRef,
      description: "The club's achievements (as clubAchievements; archived ones for its team when asked).",
      args: { includeArchived: t.arg.boolean() },
      resolve: (club, args, ctx) =>
        ctx.services.achievements.clubAchievements(
          ctx.viewer,
          club.row.id,
          args.includeArchived === true,
          args,
        ),
    },
    AchievementConnectionRef,
  ),
);

builder.mutationField('createOrUpdateAchievement', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AchievementRef,
    description: 'Creates or edits an achievement (MANAGE_ACHIEVEMENTS); an archived one cannot change.',
    args: { input: t.arg({ type: AchievementInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.achievements.createOrUpdateAchievement(
        ctx.viewer,
        parseInput(achievementInputSchema, {
          achievementId: input.achievementId == null ? null : String(input.achievementId),
          clubId: String(input.clubId),
          displayName: input.displayName,
          slug: input.slug,
          bio: input.bio,
          avatarUrl: input.avatarUrl,
          category: input.category,
          isHidden: input.isHidden,
          activeFrom: input.activeFromUtc,
          activeTo: input.activeToUtc,
          maxSupply: input.maxSupply,
        }),
      ),
  }),
);

builder.mutationField('deleteAchievement', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: DeleteAchievementResultRef,
    description: 'Deletes an achievement nobody holds, or archives an awarded one (MANAGE_ACHIEVEMENTS).',
    args: { achievementId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.achievements.deleteAchievement(ctx.viewer, String(args.achievementId)),
  }),
);

builder.mutationField('awardAchievement', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AwardAchievementResultRef,
    description:
      'Awards an active achievement to a member of its club (MANAGE_ACHIEVEMENTS) within its maximum supply; once per member.',
    args: { achievementId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.achievements.awardAchievement(ctx.viewer, String(args.achievementId), String(args.userId)),
  }),
);

builder.mutationField('uploadAchievementAvatar', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AchievementRef,
    description:
      "Sets the achievement's image to one uploaded with POST /api/media/club-image, or clears it (MANAGE_ACHIEVEMENTS).",
    args: { achievementId: t.arg.id({ required: true }), avatarUrl: t.arg.string() },
    resolve: (_root, args, ctx) =>
      ctx.services.achievements.setAchievementAvatar(
        ctx.viewer,
        String(args.achievementId),
        parseInput(achievementInputSchema.shape.avatarUrl, args.avatarUrl),
      ),
  }),
);
