import { clubSlugSchema, clubTiersSchema, createClubSchema, updateClubSchema } from '@repclub/shared';
import { builder, viewerOf } from '../../platform/graphql/builder';
import { parseInput } from '../../platform/http/parse';
import { ClubAccessEnum, ClubMembershipRef, ClubRef, ClubStatusEnum } from './clubs.types.graphql';

// Queries and mutations of clubs, tiers and memberships (domain §7; the contract of issue 15).

const ClubColorsInput = builder.inputType('ClubColorsInput', {
  fields: (t) => ({
    primary: t.string({ required: true, description: '#RRGGBB' }),
    secondary: t.string({ required: true, description: '#RRGGBB' }),
  }),
});

const ClubSocialAccountInput = builder.inputType('ClubSocialAccountInput', {
  fields: (t) => ({
    provider: t.string({ required: true, description: 'One of the social networks of profiles.' }),
    handle: t.string({ required: true }),
  }),
});

const CreateClubInput = builder.inputType('CreateClubInput', {
  fields: (t) => ({
    displayName: t.string({ required: true }),
    slug: t.string({
      required: true,
      description: 'The club link: lower case letters, numbers and hyphens.',
    }),
    bio: t.string(),
    colors: t.field({ type: ClubColorsInput }),
    avatarUrl: t.string({ description: 'From POST /api/media/club-image.' }),
    coverUrl: t.string({ description: 'From POST /api/media/club-image.' }),
    access: t.field({ type: ClubAccessEnum, description: 'PUBLIC when left out.' }),
    socialAccounts: t.field({ type: [ClubSocialAccountInput] }),
  }),
});

const UpdateClubInput = builder.inputType('UpdateClubInput', {
  description: 'Fields left out keep their value; null clears bio and images.',
  fields: (t) => ({
    displayName: t.string(),
    bio: t.string(),
    colors: t.field({ type: ClubColorsInput }),
    avatarUrl: t.string(),
    coverUrl: t.string(),
    access: t.field({ type: ClubAccessEnum }),
    socialAccounts: t.field({ type: [ClubSocialAccountInput] }),
  }),
});

const ClubTierInput = builder.inputType('ClubTierInput', {
  description: 'A tier; its level is its position in the list + 1.',
  fields: (t) => ({
    name: t.string({ required: true }),
    colors: t.field({ type: ClubColorsInput, required: true }),
    minimumPoints: t.int({ required: true, description: 'Strictly more than the tier before.' }),
    imageUrl: t.string({ description: 'From POST /api/media/club-image.' }),
  }),
});

/** GraphQL sends null for explicit nulls and leaves absent fields out: absent stays absent for updates. */
const definedOnly = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

/** Non-null fields of an update that arrive as null are left out (a required field cannot be cleared). */
const updateOf = (input: Record<string, unknown>) => {
  const out = definedOnly(input);
  for (const key of ['displayName', 'colors', 'access', 'socialAccounts'])
    if (out[key] === null) delete out[key];
  return out;
};

const ClubConnectionRef = builder.connectionObject({ type: ClubRef, name: 'ClubConnection' });

builder.queryField('clubs', (t) =>
  t.connection(
    {
      type: ClubRef,
      description:
        'Clubs to find: published, not suspended, PUBLIC or the viewer’s own; a search matches the name or link. Newest first.',
      args: { search: t.arg.string() },
      resolve: (_root, args, ctx) => ctx.services.clubs.clubs(ctx.viewer, args.search, args),
    },
    ClubConnectionRef,
  ),
);

builder.queryField('club', (t) =>
  t.field({
    type: ClubRef,
    nullable: true,
    description:
      'A club by id or link; null when it does not exist or the viewer may not see it (unpublished, suspended or private).',
    args: { idOrSlug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.clubs.club(ctx.viewer, args.idOrSlug),
  }),
);

builder.queryField('clubSlugAvailable', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Whether a link is valid and free (for a new club, or for `clubId` keeping its own).',
    args: { slug: t.arg.string({ required: true }), clubId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      ctx.services.clubs.clubSlugAvailable(args.slug, args.clubId ? String(args.clubId) : null),
  }),
);

builder.queryField('myClubMemberships', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [ClubMembershipRef],
    description: "The viewer's memberships, latest joined first, with points and tiers.",
    resolve: (_root, _args, ctx) => ctx.services.clubMemberships.myClubMemberships(ctx.viewer),
  }),
);

builder.queryField('managedClubs', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [ClubRef],
    description: 'Clubs the viewer owns or is in the team of, oldest first: the first is the selected club.',
    resolve: (_root, _args, ctx) => ctx.services.clubs.managedClubs(ctx.viewer),
  }),
);

builder.mutationField('createClub', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description: 'Creates a club owned by the viewer: PENDING and unpublished until publishClub.',
    args: { input: t.arg({ type: CreateClubInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.clubs.createClub(ctx.viewer, parseInput(createClubSchema, definedOnly(args.input))),
  }),
);

builder.mutationField('updateClub', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description: "Edits the club's details, images, accounts and access (EDIT_CLUB).",
    args: { clubId: t.arg.id({ required: true }), input: t.arg({ type: UpdateClubInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.clubs.updateClub(
        ctx.viewer,
        String(args.clubId),
        parseInput(updateClubSchema, updateOf(args.input)),
      ),
  }),
);

builder.mutationField('changeClubSlug', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description: "Changes the club's link (EDIT_CLUB); CONFLICT when taken.",
    args: { clubId: t.arg.id({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.clubs.changeClubSlug(
        ctx.viewer,
        String(args.clubId),
        parseInput(clubSlugSchema, args.slug),
      ),
  }),
);

builder.mutationField('publishClub', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description: 'Publishes a PENDING club: it becomes OPEN (EDIT_CLUB).',
    args: { clubId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.clubs.publishClub(ctx.viewer, String(args.clubId)),
  }),
);

builder.mutationField('setClubStatus', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description:
      'OPEN ↔ CLOSED and OPEN/CLOSED → STATIC (EDIT_CLUB); SUSPENDED and back for platform admins (docs/decisions/094).',
    args: { clubId: t.arg.id({ required: true }), status: t.arg({ type: ClubStatusEnum, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.clubs.setClubStatus(ctx.viewer, String(args.clubId), args.status),
  }),
);

builder.mutationField('setClubTiers', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description: "Replaces the club's tiers, in level order (MANAGE_TIERS; docs/decisions/095).",
    args: {
      clubId: t.arg.id({ required: true }),
      tiers: t.arg({ type: [ClubTierInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.clubs.setClubTiers(
        ctx.viewer,
        String(args.clubId),
        parseInput(
          clubTiersSchema,
          args.tiers.map((tier) => definedOnly(tier)),
        ),
      ),
  }),
);

builder.mutationField('joinClub', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description: 'Joins an OPEN club: PUBLIC to anyone signed in, PRIVATE with a membership invite.',
    args: { clubId: t.arg.id({ required: true }), inviteId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      ctx.services.clubMemberships.joinClub(
        viewerOf(ctx),
        String(args.clubId),
        args.inviteId ? String(args.inviteId) : null,
      ),
  }),
);

builder.mutationField('leaveClub', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ClubRef,
    description: 'Leaves a club; the owner cannot.',
    args: { clubId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.clubMemberships.leaveClub(ctx.viewer, String(args.clubId)),
  }),
);
