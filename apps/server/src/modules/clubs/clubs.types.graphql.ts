import {
  CLUB_ACCESSES,
  CLUB_PERMISSIONS,
  CLUB_ROLES,
  CLUB_ROLE_DISPLAY_NAMES,
  CLUB_STATUSES,
  CLUB_TEAM_KINDS,
} from '@repclub/shared';
import { builder } from '../../platform/graphql/builder';
import type { ClubPersonRow, ClubTierRow } from './clubs.repository';
import type { ClubView } from './clubs.views';
import type { MemberView, MembershipView } from './memberships.service';
import type { TeamMemberView } from './team.service';

// Rep clubs (domain §3 Club, §7), exactly as the contract of issue 15 names them. Dates are ISO 8601 strings.

export const ClubStatusEnum = builder.enumType('ClubStatus', { values: CLUB_STATUSES });
export const ClubAccessEnum = builder.enumType('ClubAccess', { values: CLUB_ACCESSES });
export const ClubRoleEnum = builder.enumType('ClubRole', { values: CLUB_ROLES });
export const ClubTeamKindEnum = builder.enumType('ClubTeamKind', { values: CLUB_TEAM_KINDS });
export const ClubPermissionEnum = builder.enumType('ClubPermission', { values: CLUB_PERMISSIONS });

export const ClubColorsRef = builder
  .objectRef<{ primary: string; secondary: string }>('ClubColors')
  .implement({
    fields: (t) => ({ primary: t.exposeString('primary'), secondary: t.exposeString('secondary') }),
  });

const ClubImagesRef = builder
  .objectRef<{ avatarUrl: string | null; coverUrl: string | null }>('ClubImages')
  .implement({
    fields: (t) => ({
      avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
      coverUrl: t.exposeString('coverUrl', { nullable: true }),
    }),
  });

const ClubSocialAccountRef = builder
  .objectRef<{ provider: string; handle: string }>('ClubSocialAccount')
  .implement({ fields: (t) => ({ provider: t.exposeString('provider'), handle: t.exposeString('handle') }) });

export const ClubPersonRef = builder.objectRef<ClubPersonRow>('ClubPerson').implement({
  description: 'A person as a club shows them: name, handle and avatar, never contact data.',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    name: t.exposeString('name'),
    userName: t.exposeString('userName', { nullable: true }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
  }),
});

export const ClubTierRef = builder.objectRef<ClubTierRow>('ClubTier').implement({
  description: "One of a club's loyalty tiers (docs/decisions/095).",
  fields: (t) => ({
    id: t.exposeID('id'),
    level: t.exposeInt('level', { description: '1 for the first tier, in order.' }),
    name: t.exposeString('name'),
    colors: t.field({ type: ClubColorsRef, resolve: (tier) => tier.colors }),
    minimumPoints: t.exposeInt('minimumPoints'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
  }),
});

export const ClubTeamMemberRef = builder.objectRef<TeamMemberView>('ClubTeamMember').implement({
  description: "Someone in a club's team with their role (docs/decisions/093).",
  fields: (t) => ({
    userId: t.exposeID('userId'),
    person: t.field({ type: ClubPersonRef, resolve: (m) => m.person }),
    kind: t.field({ type: ClubTeamKindEnum, resolve: (m) => m.kind }),
    role: t.field({ type: ClubRoleEnum, resolve: (m) => m.role }),
    roleDisplayName: t.string({ resolve: (m) => CLUB_ROLE_DISPLAY_NAMES[m.role] }),
    since: t.string({ resolve: (m) => m.since.toISOString() }),
  }),
});

export const ClubRef = builder.objectRef<ClubView>('Club');

export const ClubMembershipRef = builder.objectRef<MembershipView>('ClubMembership').implement({
  description: "The viewer's membership of a club: points and tier, computed from the points they hold now.",
  fields: (t) => ({
    club: t.field({ type: ClubRef, resolve: (m) => m.club }),
    joinedAt: t.string({ resolve: (m) => m.joinedAt.toISOString() }),
    points: t.expose('points', { type: 'SafeInt' }),
    tier: t.field({ type: ClubTierRef, nullable: true, resolve: (m) => m.tier }),
    nextTier: t.field({ type: ClubTierRef, nullable: true, resolve: (m) => m.nextTier }),
    pointsToNextTier: t.exposeInt('pointsToNextTier', { nullable: true }),
  }),
});

export const ClubMemberRef = builder.objectRef<MemberView>('ClubMember').implement({
  description: 'A member of a club, for its team (VIEW_MEMBERS).',
  fields: (t) => ({
    person: t.field({ type: ClubPersonRef, resolve: (m) => m.person }),
    joinedAt: t.string({ resolve: (m) => m.joinedAt.toISOString() }),
    points: t.expose('points', { type: 'SafeInt' }),
    tier: t.field({ type: ClubTierRef, nullable: true, resolve: (m) => m.tier }),
  }),
});

ClubRef.implement({
  description: 'A rep club (domain §3 Club; docs/decisions/093–095).',
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.row.id }),
    slug: t.string({ resolve: (c) => c.row.slug }),
    displayName: t.string({ resolve: (c) => c.row.displayName }),
    bio: t.string({ nullable: true, resolve: (c) => c.row.bio }),
    status: t.field({ type: ClubStatusEnum, resolve: (c) => c.row.status }),
    access: t.field({ type: ClubAccessEnum, resolve: (c) => c.row.access }),
    published: t.boolean({ resolve: (c) => c.row.publishedAt !== null }),
    colors: t.field({ type: ClubColorsRef, resolve: (c) => c.row.colors }),
    images: t.field({
      type: ClubImagesRef,
      resolve: (c) => ({ avatarUrl: c.row.avatarUrl, coverUrl: c.row.coverUrl }),
    }),
    socialAccounts: t.field({ type: [ClubSocialAccountRef], resolve: (c) => c.row.socialAccounts }),
    createdAt: t.string({ resolve: (c) => c.row.createdAt.toISOString() }),
    memberCount: t.loadable({
      type: 'Int',
      load: async (ids: string[], ctx) => {
        const counts = await ctx.services.clubs.memberCounts(ids);
        return ids.map((id) => counts.get(id) ?? 0);
      },
      resolve: (c) => c.row.id,
    }),
    isMember: t.boolean({ resolve: (c) => c.standing.membership !== null }),
    canJoin: t.boolean({
      resolve: async (c, _args, ctx) => (await ctx.services.clubMemberships.joinRefusal(c)) === null,
    }),
    joinRefusal: t.string({
      nullable: true,
      description: 'Why the viewer cannot join (sign in, not open, private…); null when they can.',
      resolve: (c, _args, ctx) => ctx.services.clubMemberships.joinRefusal(c),
    }),
    tiers: t.loadableGroup({
      type: ClubTierRef,
      description: 'Loyalty tiers in level order.',
      load: (ids: string[], ctx) => ctx.services.clubs.tiersOf(ids),
      group: (tier) => tier.clubId,
      resolve: (c) => c.row.id,
    }),
    myMembership: t.field({
      type: ClubMembershipRef,
      nullable: true,
      resolve: (c, _args, ctx) => ctx.services.clubMemberships.myMembership(c),
    }),
    owner: t.loadable({
      type: ClubPersonRef,
      load: async (ids: string[], ctx) => {
        const people = await ctx.services.clubs.persons(ids);
        return ids.map(
          (id) => people.get(id) ?? { userId: id, name: 'Member', userName: null, avatarUrl: null },
        );
      },
      resolve: (c) => c.row.ownerId,
    }),
    isOwner: t.boolean({ resolve: (c) => c.standing.isOwner }),
    myRole: t.field({ type: ClubRoleEnum, nullable: true, resolve: (c) => c.standing.role }),
    myPermissions: t.field({
      type: [ClubPermissionEnum],
      description: 'What the viewer may do here (docs/decisions/093); the owner holds every permission.',
      resolve: (c) => c.standing.permissions,
    }),
    teamMembers: t.field({
      type: [ClubTeamMemberRef],
      description: 'Team members (kind MEMBER) with their roles, for VIEW_MEMBERS; empty for others.',
      resolve: (c, _args, ctx) => ctx.services.clubTeam.team(c, 'MEMBER'),
    }),
    teamCollaborators: t.field({
      type: [ClubTeamMemberRef],
      description: 'Collaborators (outside partners) with their roles, for VIEW_MEMBERS; empty for others.',
      resolve: (c, _args, ctx) => ctx.services.clubTeam.team(c, 'COLLABORATOR'),
    }),
    members: t.connection(
      {
        type: ClubMemberRef,
        description:
          'Members, longest-standing first, with points and tier (VIEW_MEMBERS; refused otherwise).',
        resolve: (c, args, ctx) => ctx.services.clubMemberships.members(c, args),
      },
      { name: 'ClubMemberConnection' },
    ),
  }),
});
