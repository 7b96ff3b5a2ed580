/**
 * Events, tickets, attendees, event permissions and invitees (accounts §4.5, §6; domain §2, §3, §4, §6), and the
 * events tabs. Each is a `const` array plus a string-union type; display labels sit beside the values. Values the
 * spec does not show are marked (docs/decisions/009-shared-enumeration-values.md, 029).
 */
import { labelsFor } from '../common/tabs';

export const ATTENDEE_STATES = ['NONE', 'PENDING', 'APPROVED', 'DECLINED', 'CHECKED_IN'] as const;
export type AttendeeState = (typeof ATTENDEE_STATES)[number];

export const EVENT_ROLE_STATUSES = [
  'INVITED',
  'INVITEE_ACCEPTED',
  'INVITEE_DECLINED',
  'APPROVED',
  'DECLINED',
  'NONE',
] as const;
export type EventRoleStatus = (typeof EVENT_ROLE_STATUSES)[number];

/**
 * A person's role at an event: ATTENDEE is someone with no team role, the others a team role held. The host's
 * attendee list filters by it too (`eventAttendeesFilterSchema`).
 */
export const ATTENDEE_ROLES = [
  'ATTENDEE',
  'COORDINATOR',
  'CO_HOST',
  'DOOR',
  'PROMOTER',
  'SPONSOR',
  'TALENT',
] as const;
export type AttendeeRole = (typeof ATTENDEE_ROLES)[number];

export const EVENT_TYPES = [
  'ART_SHOW',
  'COMEDY_SHOW',
  'CONCERT',
  'CONFERENCE',
  'FESTIVAL',
  'PARTY',
  'PODCAST',
  'SPORTING',
  'WORKSHOP',
  'OTHER',
  'NONE',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Event roles a user can be given (accounts §6). */
export const EVENT_ROLES = ['cohost', 'promoter', 'coordinator', 'sponsor', 'talent', 'door'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

/** Every role a user can have towards an event, creator and plain attendee included (domain §6). */
export const EVENT_USER_ROLES = [
  'creator',
  'cohost',
  'promoter',
  'sponsor',
  'door',
  'coordinator',
  'talent',
  'attendee',
] as const;
export type EventUserRole = (typeof EVENT_USER_ROLES)[number];

/** Per-user display names (domain §6); roles not listed show no name. */
export const EVENT_ROLE_DISPLAY_NAMES: Readonly<Partial<Record<EventUserRole, string>>> = {
  creator: 'Producer',
  cohost: 'Manager',
  promoter: 'Promoter',
  sponsor: 'Sponsor',
  coordinator: 'Host',
  door: 'Scanner',
};

/** Same display names keyed by attendee role (attendee role Coordinator → Host, Door → Scanner). */
export const ATTENDEE_ROLE_DISPLAY_NAMES: Readonly<Partial<Record<AttendeeRole, string>>> = {
  CO_HOST: 'Manager',
  PROMOTER: 'Promoter',
  SPONSOR: 'Sponsor',
  COORDINATOR: 'Host',
  DOOR: 'Scanner',
};

/** Display name of an event role, or `null` when the role shows none. */
export function eventRoleDisplayName(role: EventUserRole): string | null {
  return EVENT_ROLE_DISPLAY_NAMES[role] ?? null;
}

/** Permissions that let the holder add people to an event (holding any one is enough). */
export const ADD_ATTENDEE_PERMISSIONS = [
  'CanAddCoHostAttendee',
  'CanAddCoordinatorAttendee',
  'CanAddDoorAttendee',
  'CanAddPromoterAttendee',
  'CanAddSponsorAttendee',
  'CanAddTalentAttendee',
] as const;
export type AddAttendeePermission = (typeof ADD_ATTENDEE_PERMISSIONS)[number];

/** Every permission the spec names word for word. */
export const NAMED_EVENT_PERMISSIONS = [
  'CanApproveAttendee',
  'CanApproveMyAttendee',
  ...ADD_ATTENDEE_PERMISSIONS,
  'CanFilterStatistics',
  'CanAddVip',
  'CanExportAttendees',
] as const;
export type NamedEventPermission = (typeof NAMED_EVENT_PERMISSIONS)[number];

/**
 * The full flag set: the named permissions plus names we derived, in the same pattern, for the
 * flags domain §6 lists in words (add guest, decline or undo own or all, remove attendee per role,
 * ...). See docs/decisions/009-shared-enumeration-values.md.
 */
export const EVENT_PERMISSIONS = [
  ...NAMED_EVENT_PERMISSIONS,
  'CanAddGuest',
  'CanAddExtraTicket',
  'CanDeclineAttendee',
  'CanDeclineMyAttendee',
  'CanUndoAttendee',
  'CanUndoMyAttendee',
  'CanCreateTicket',
  'CanEditTicket',
  'CanDuplicateEvent',
  'CanEditEvent',
  'CanMessageAttendees',
  'CanRemoveAttendee',
  'CanRemoveCoHostAttendee',
  'CanRemoveCoordinatorAttendee',
  'CanRemoveDoorAttendee',
  'CanRemovePromoterAttendee',
  'CanRemoveSponsorAttendee',
  'CanRemoveTalentAttendee',
  'CanScanTicket',
  'CanSearchGuests',
  'CanShareEventLink',
  'CanSharePrivateTicket',
  'CanViewAttendees',
  'CanViewEarnings',
] as const;
export type EventPermission = (typeof EVENT_PERMISSIONS)[number];

/** Extra permissions on top of the attendee permissions, by role (domain §6). */
export const CREATOR_EXTRA_EVENT_PERMISSIONS = [
  'CanFilterStatistics',
  'CanAddVip',
  'CanExportAttendees',
] as const satisfies readonly EventPermission[];
export const CO_HOST_EXTRA_EVENT_PERMISSIONS = [
  'CanFilterStatistics',
  'CanAddVip',
  'CanExportAttendees',
] as const satisfies readonly EventPermission[];
export const PROMOTER_EXTRA_EVENT_PERMISSIONS = ['CanAddVip'] as const satisfies readonly EventPermission[];

/** Permission that shows the Manage Attendees button. */
export const MANAGE_ATTENDEES_PERMISSION = 'CanApproveMyAttendee' satisfies EventPermission;

/** True when any one of the add-attendee permissions is held. */
export function canAddPeople(permissions: readonly string[]): boolean {
  return ADD_ATTENDEE_PERMISSIONS.some((p) => permissions.includes(p));
}

export const INVITEE_STATES = ['Approved', 'Declined', 'InviteeAccepted'] as const;
export type InviteeState = (typeof INVITEE_STATES)[number];

export const BADGE_SIZES = ['large', 'small'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];

export const INVITEE_BADGE_LABELS: Readonly<Record<InviteeState, Readonly<Record<BadgeSize, string>>>> = {
  Approved: { large: 'Approved', small: 'Approved' },
  Declined: { large: 'Not Selected', small: 'Declined' },
  InviteeAccepted: { large: 'RSVP Pending', small: 'Pending' },
};

/** Invitee state shown for an event role status (other statuses show no badge). */
export const INVITEE_STATE_BY_ROLE_STATUS: Readonly<Partial<Record<EventRoleStatus, InviteeState>>> = {
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  INVITEE_ACCEPTED: 'InviteeAccepted',
};

export function inviteeBadgeLabel(state: InviteeState, size: BadgeSize): string {
  return INVITEE_BADGE_LABELS[state][size];
}

export const GUEST_INVITE_FILTERS = ['ALL', 'INVITE_PENDING', 'INVITED', 'NOT_INVITED'] as const;
export type GuestInviteFilter = (typeof GUEST_INVITE_FILTERS)[number];

export const GUEST_INVITE_FILTER_LABELS: Readonly<Record<GuestInviteFilter, string>> = {
  ALL: 'All',
  INVITE_PENDING: 'Invite Pending',
  INVITED: 'Invited',
  NOT_INVITED: 'Not Invited',
};

export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Roles the creator can give in an event's team (domain §4 attendee roles without ATTENDEE). */
export const EVENT_TEAM_ROLES = ['CO_HOST', 'PROMOTER', 'COORDINATOR', 'DOOR', 'SPONSOR', 'TALENT'] as const;
export type EventTeamRole = (typeof EVENT_TEAM_ROLES)[number];

export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const MY_EVENTS_WHEN = ['UPCOMING', 'PAST'] as const;
export type MyEventsWhen = (typeof MY_EVENTS_WHEN)[number];

export const EVENTS_LIST_TABS = ['explore', 'my-events', 'near-me', 'this-week'] as const;
export type EventsListTab = (typeof EVENTS_LIST_TABS)[number];
export const EVENTS_LIST_TAB_LABELS = labelsFor(EVENTS_LIST_TABS);

export const EVENT_EDITOR_TABS = ['info', 'guest', 'settings', 'questions', 'rep-clubs', 'preview'] as const;
export type EventEditorTab = (typeof EVENT_EDITOR_TABS)[number];
export const EVENT_EDITOR_TAB_LABELS = labelsFor(EVENT_EDITOR_TABS, { guest: 'Tickets' });
