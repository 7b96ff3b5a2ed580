/**
 * What each club role may do (docs/decisions/093). The owner holds every permission; an ADMIN all but
 * TRANSFER_OWNERSHIP. Collaborators (outside partners) hold EVENT_MANAGER or OFFER_MANAGER only.
 */
import { type ClubRole } from './enums';

export const CLUB_PERMISSIONS = [
  'EDIT_CLUB',
  'MANAGE_TIERS',
  'MANAGE_TEAM',
  'MANAGE_POINTS',
  'MANAGE_EVENTS',
  'MANAGE_OFFERS',
  'MANAGE_ACHIEVEMENTS',
  'VIEW_MEMBERS',
  'TRANSFER_OWNERSHIP',
] as const;
export type ClubPermission = (typeof CLUB_PERMISSIONS)[number];

export const CLUB_ACCESSES = ['PUBLIC', 'PRIVATE'] as const;
export type ClubAccess = (typeof CLUB_ACCESSES)[number];

export const CLUB_TEAM_KINDS = ['MEMBER', 'COLLABORATOR'] as const;
export type ClubTeamKind = (typeof CLUB_TEAM_KINDS)[number];

/** The roles a collaborator may hold. */
export const CLUB_COLLABORATOR_ROLES = [
  'EVENT_MANAGER',
  'OFFER_MANAGER',
] as const satisfies readonly ClubRole[];

export const CLUB_ROLE_PERMISSIONS: Readonly<Record<ClubRole, readonly ClubPermission[]>> = {
  ADMIN: [
    'EDIT_CLUB',
    'MANAGE_TIERS',
    'MANAGE_TEAM',
    'MANAGE_POINTS',
    'MANAGE_EVENTS',
    'MANAGE_OFFERS',
    'MANAGE_ACHIEVEMENTS',
    'VIEW_MEMBERS',
  ],
  ACCOUNT_MANAGER: ['EDIT_CLUB', 'MANAGE_TIERS', 'VIEW_MEMBERS'],
  REWARD_MANAGER: ['MANAGE_POINTS', 'MANAGE_ACHIEVEMENTS', 'VIEW_MEMBERS'],
  EVENT_MANAGER: ['MANAGE_EVENTS', 'VIEW_MEMBERS'],
  OFFER_MANAGER: ['MANAGE_OFFERS', 'MANAGE_ACHIEVEMENTS', 'VIEW_MEMBERS'],
};

/** The permissions of someone in a club: its owner, a role, or nothing. */
export function clubPermissionsOf(standing: { isOwner: boolean; role: ClubRole | null }): ClubPermission[] {
  if (standing.isOwner) return [...CLUB_PERMISSIONS];
  return standing.role ? [...CLUB_ROLE_PERMISSIONS[standing.role]] : [];
}

/** Whether a role may be given to a collaborator. */
export const isCollaboratorRole = (role: ClubRole): boolean =>
  (CLUB_COLLABORATOR_ROLES as readonly ClubRole[]).includes(role);
