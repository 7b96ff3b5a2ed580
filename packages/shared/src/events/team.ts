/**
 * An event's team by invitation (domain §3 people by role, §4 event role status, §6 flags and display names;
 * accounts §3 notification types; docs/decisions/073-event-team-invitations.md).
 */
import { z } from 'zod';
import type { NotificationType } from '../notifications/enums';
import { emailSchema } from '../users/schemas';
import {
  ATTENDEE_ROLE_DISPLAY_NAMES,
  EVENT_TEAM_ROLES,
  type EventPermission,
  type EventRoleStatus,
  type EventTeamRole,
} from './enums';
import { EVENT_MESSAGES } from './messages';

/** An invitation to a team role is open this long (then it is refused as expired). */
export const EVENT_ROLE_INVITATION_TTL_DAYS = 14;

/**
 * `FormattedInviteId` of a team-role invitation: the prefix and the invitation's id, so /accept-invite/{id}
 * tells it from a RepClub invite (a bare UUID).
 */
export const EVENT_ROLE_INVITE_PREFIX = 'role-';

export function formatRoleInviteId(invitationId: string): string {
  return `${EVENT_ROLE_INVITE_PREFIX}${invitationId}`;
}

/** The invitation id inside a `role-…` id, or null when it is not a team-role invitation id. */
export function parseRoleInviteId(formatted: string): string | null {
  return formatted.startsWith(EVENT_ROLE_INVITE_PREFIX)
    ? formatted.slice(EVENT_ROLE_INVITE_PREFIX.length) || null
    : null;
}

/** Statuses an invitation moves through (a subset of EVENT_ROLE_STATUSES; decision 073). */
export const EVENT_ROLE_INVITATION_STATUSES = [
  'INVITED',
  'APPROVED',
  'INVITEE_DECLINED',
  'DECLINED',
] as const satisfies readonly EventRoleStatus[];
export type EventRoleInvitationStatus = (typeof EVENT_ROLE_INVITATION_STATUSES)[number];

/** The flag that lets someone add (invite) a person to a role. */
export const ADD_ROLE_PERMISSION: Readonly<Record<EventTeamRole, EventPermission>> = {
  CO_HOST: 'CanAddCoHostAttendee',
  PROMOTER: 'CanAddPromoterAttendee',
  SPONSOR: 'CanAddSponsorAttendee',
  DOOR: 'CanAddDoorAttendee',
  COORDINATOR: 'CanAddCoordinatorAttendee',
  TALENT: 'CanAddTalentAttendee',
};

/** The flag that lets someone take a role away (or withdraw an invitation to it). */
export const REMOVE_ROLE_PERMISSION: Readonly<Record<EventTeamRole, EventPermission>> = {
  CO_HOST: 'CanRemoveCoHostAttendee',
  PROMOTER: 'CanRemovePromoterAttendee',
  SPONSOR: 'CanRemoveSponsorAttendee',
  DOOR: 'CanRemoveDoorAttendee',
  COORDINATOR: 'CanRemoveCoordinatorAttendee',
  TALENT: 'CanRemoveTalentAttendee',
};

/** The notification an invitee gets (accounts §3). */
export const ROLE_INVITATION_NOTIFICATION: Readonly<Record<EventTeamRole, NotificationType>> = {
  CO_HOST: 'EventCoHostInvitation',
  PROMOTER: 'EventPromoteInvitation',
  SPONSOR: 'EventSponsorInvitation',
  DOOR: 'EventInvitation',
  COORDINATOR: 'EventInvitation',
  TALENT: 'EventInvitation',
};

/** Domain §6 display name of the creator. */
export const EVENT_CREATOR_DISPLAY_NAME = 'Producer';

/** Domain §6 display name of a team role (Manager, Promoter, Sponsor, Host, Scanner), or null (talent). */
export function teamRoleDisplayName(role: string): string | null {
  return ATTENDEE_ROLE_DISPLAY_NAMES[role as EventTeamRole] ?? null;
}

/** How a role is named in sentences (display name, else a plain word). */
export const TEAM_ROLE_LABELS: Readonly<Record<EventTeamRole, string>> = {
  CO_HOST: 'Manager (co-host)',
  PROMOTER: 'Promoter',
  SPONSOR: 'Sponsor',
  COORDINATOR: 'Host (coordinator)',
  DOOR: 'Scanner (door)',
  TALENT: 'Talent',
};

/** The roles a holder of these permissions may invite people to, in EVENT_TEAM_ROLES order. */
export function invitableRoles(permissions: readonly string[]): EventTeamRole[] {
  return EVENT_TEAM_ROLES.filter((role) => permissions.includes(ADD_ROLE_PERMISSION[role]));
}

/** Messages of the team invitations (ours: the spec gives none). */
export const EVENT_TEAM_MESSAGES = {
  inviteeRequired: 'Choose a person or enter an email address.',
  inviteeBoth: 'Choose a person or enter an email address, not both.',
  invitationNotFound: 'This invitation is not available.',
  invitationExpired: 'This invitation has expired. Ask the host to invite you again.',
  invitationWithdrawn: 'This invitation was withdrawn.',
  invitationAnswered: 'This invitation has already been answered.',
  invitationOtherPerson: 'This invitation was sent to another account.',
  invitationEventOver: 'This event has ended or was cancelled.',
  alreadyInvited: 'This person already has an open invitation to this role.',
  alreadyMember: 'This person already has this role.',
  inviteSelf: 'You cannot invite yourself.',
  notMember: 'You do not have this role.',
  invited: (inviter: string, role: string, event: string) =>
    `${inviter} invited you to be ${role} of ${event}.`,
  accepted: (name: string, role: string, event: string) => `${name} accepted to be ${role} of ${event}.`,
  declined: (name: string, role: string, event: string) => `${name} declined to be ${role} of ${event}.`,
  left: (name: string, role: string, event: string) => `${name} is no longer ${role} of ${event}.`,
  removed: (role: string, event: string) => `You are no longer ${role} of ${event}.`,
  withdrawn: (role: string, event: string) => `Your invitation to be ${role} of ${event} was withdrawn.`,
} as const;

/** inviteEventTeamMember: a person by user id, or an e-mail address (someone who may not have an account yet). */
export const eventRoleInviteSchema = z
  .object({
    role: z.enum(EVENT_TEAM_ROLES, { error: EVENT_MESSAGES.roleInvalid }),
    userId: z.string().trim().min(1).optional().nullable(),
    email: emailSchema.optional().nullable(),
  })
  .superRefine((value, ctx) => {
    if (!value.userId && !value.email)
      ctx.addIssue({ code: 'custom', message: EVENT_TEAM_MESSAGES.inviteeRequired, path: ['userId'] });
    if (value.userId && value.email)
      ctx.addIssue({ code: 'custom', message: EVENT_TEAM_MESSAGES.inviteeBoth, path: ['email'] });
  });
export type EventRoleInvitePayload = z.output<typeof eventRoleInviteSchema>;
