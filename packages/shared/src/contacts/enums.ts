/**
 * Event invitations (docs/decisions/076). Their statuses are the spec's role status values (EVENT_ROLE_STATUSES);
 * their badges are the invitee badges of events/enums.ts (INVITEE_STATE_BY_ROLE_STATUS, inviteeBadgeLabel).
 */
import type { EventRoleStatus } from '../events/enums';

/**
 * INVITED: sent, not answered. INVITEE_ACCEPTED: the invitee accepted a plain invitation (or asked through the
 * invite link) and has still to book ('RSVP Pending'). INVITEE_DECLINED: the invitee said no. APPROVED: the team
 * approved, or the invitee accepted tickets that were granted. DECLINED: the team withdrew it ('Not Selected').
 */
export const EVENT_INVITATION_STATUSES = [
  'INVITED',
  'INVITEE_ACCEPTED',
  'INVITEE_DECLINED',
  'APPROVED',
  'DECLINED',
] as const satisfies readonly EventRoleStatus[];
export type EventInvitationStatus = (typeof EVENT_INVITATION_STATUSES)[number];

/** What an invitation gives: nothing (a plain invite), a gift ticket, or a private ticket. */
export const EVENT_INVITE_TICKET_KINDS = ['GIFT', 'PRIVATE'] as const;
export type EventInviteTicketKind = (typeof EVENT_INVITE_TICKET_KINDS)[number];

/** Labels of the statuses that have no spec badge (ours): shown as plain text in the invitee list. */
export const EVENT_INVITATION_PLAIN_LABELS: Readonly<Partial<Record<EventInvitationStatus, string>>> = {
  INVITED: 'Invited',
  INVITEE_DECLINED: 'Declined by invitee',
};
