import {
  CLUB_MESSAGES as M,
  type ClubPermission,
  type ClubRole,
  type ClubTeamKind,
  clubPermissionsOf,
} from '@repclub/shared';
import { DomainError, notFound } from '../../platform/errors';
import type { Executor } from '../../platform/db/executor';
import type { ClubMembershipRow, ClubRow, ClubsRepository } from './clubs.repository';

/** Where someone stands in a club (docs/decisions/093). */
export type ClubStanding = {
  viewerId: string | null;
  /** A platform administrator (may suspend and restore; sees every club). */
  isPlatformAdmin: boolean;
  isOwner: boolean;
  role: ClubRole | null;
  kind: ClubTeamKind | null;
  membership: ClubMembershipRow | null;
  permissions: ClubPermission[];
};

export const VISITOR_STANDING: ClubStanding = {
  viewerId: null,
  isPlatformAdmin: false,
  isOwner: false,
  role: null,
  kind: null,
  membership: null,
  permissions: [],
};

export function standingOf(
  club: ClubRow,
  viewer: { userId: string; isAdmin: boolean } | null,
  team: { role: ClubRole; kind: ClubTeamKind } | undefined,
  membership: ClubMembershipRow | undefined,
): ClubStanding {
  if (!viewer) return VISITOR_STANDING;
  const isOwner = club.ownerId === viewer.userId;
  const role = team?.role ?? null;
  return {
    viewerId: viewer.userId,
    isPlatformAdmin: viewer.isAdmin,
    isOwner,
    role,
    kind: team?.kind ?? null,
    membership: membership ?? null,
    permissions: clubPermissionsOf({ isOwner, role }),
  };
}

/** Whether the standing runs the club in any way (owner or team). */
export const isManager = (s: ClubStanding) => s.isOwner || s.role !== null;

/**
 * Whether the viewer may see the club at all (docs/decisions/094): its owner, team and platform admins always;
 * others a published, not suspended club, PUBLIC or one they belong to.
 */
export function canSee(club: ClubRow, s: ClubStanding): boolean {
  if (isManager(s) || s.isPlatformAdmin) return true;
  if (!club.publishedAt || club.status === 'SUSPENDED') return false;
  return club.access === 'PUBLIC' || s.membership !== null;
}

export const notAllowed = () => new DomainError('AUTH_NOT_AUTHORIZED', M.notAllowed);
export const clubNotFound = () => notFound(M.notFound);

/** What other modules ask of clubs: membership and permissions, on their executor (their transaction). */
export function clubAccess(repo: ClubsRepository) {
  async function permissionsIn(ex: Executor, clubId: string, userId: string) {
    const club = await repo.byId(clubId, ex);
    if (!club) return null;
    const team = await repo.teamRow(ex, clubId, userId);
    return {
      club,
      permissions: clubPermissionsOf({ isOwner: club.ownerId === userId, role: team?.role ?? null }),
    };
  }
  return {
    async isMember(ex: Executor, clubId: string, userId: string): Promise<boolean> {
      return (await repo.membership(ex, clubId, userId)) !== undefined;
    },
    async hasPermission(
      ex: Executor,
      clubId: string,
      userId: string,
      permission: ClubPermission,
    ): Promise<boolean> {
      const found = await permissionsIn(ex, clubId, userId);
      return found?.permissions.includes(permission) ?? false;
    },
    /**
     * Grants a member a tier level (an earn-status offer, docs/decisions/137): their tier becomes at least the
     * highest tier at or below it; a lower grant never lowers an earlier one. False when they are not a member.
     */
    async grantTierLevel(ex: Executor, clubId: string, userId: string, level: number): Promise<boolean> {
      return repo.grantTierLevel(ex, clubId, userId, level);
    },
    /** The club, when the user holds the permission in it; NOT_FOUND or AUTH_NOT_AUTHORIZED otherwise. */
    async assertPermission(
      ex: Executor,
      clubId: string,
      userId: string,
      permission: ClubPermission,
    ): Promise<ClubRow> {
      const found = await permissionsIn(ex, clubId, userId);
      if (!found) throw clubNotFound();
      if (!found.permissions.includes(permission)) throw notAllowed();
      return found.club;
    },
  };
}

export type ClubAccess = ReturnType<typeof clubAccess>;
