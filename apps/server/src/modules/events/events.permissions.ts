import {
  CO_HOST_EXTRA_EVENT_PERMISSIONS,
  EVENT_PERMISSIONS,
  type EventPermission,
  type EventTeamRole,
  PROMOTER_EXTRA_EVENT_PERMISSIONS,
} from '@repclub/shared';

/**
 * Which event permissions each role holds (accounts §6, domain §6; the base flags per role are ours:
 * docs/decisions/029-events-model-and-permissions.md). The creator holds every permission; a person with
 * several roles holds the union.
 */
const ROLE_BASE_PERMISSIONS: Record<EventTeamRole, readonly EventPermission[]> = {
  CO_HOST: [
    'CanViewAttendees',
    'CanViewEarnings',
    'CanEditEvent',
    'CanDuplicateEvent',
    'CanCreateTicket',
    'CanEditTicket',
    'CanApproveAttendee',
    'CanApproveMyAttendee',
    'CanDeclineAttendee',
    'CanDeclineMyAttendee',
    'CanUndoAttendee',
    'CanUndoMyAttendee',
    'CanScanTicket',
    'CanSearchGuests',
    'CanAddGuest',
    'CanAddExtraTicket',
    'CanMessageAttendees',
    'CanShareEventLink',
    'CanSharePrivateTicket',
    'CanAddPromoterAttendee',
    'CanAddCoordinatorAttendee',
    'CanAddDoorAttendee',
    'CanAddSponsorAttendee',
    'CanAddTalentAttendee',
    'CanRemoveAttendee',
    'CanRemovePromoterAttendee',
    'CanRemoveCoordinatorAttendee',
    'CanRemoveDoorAttendee',
    'CanRemoveSponsorAttendee',
    'CanRemoveTalentAttendee',
  ],
  PROMOTER: [
    'CanApproveMyAttendee',
    'CanDeclineMyAttendee',
    'CanUndoMyAttendee',
    'CanAddGuest',
    'CanShareEventLink',
    'CanSharePrivateTicket',
  ],
  COORDINATOR: [
    'CanViewAttendees',
    'CanApproveAttendee',
    'CanApproveMyAttendee',
    'CanDeclineAttendee',
    'CanDeclineMyAttendee',
    'CanUndoAttendee',
    'CanUndoMyAttendee',
    'CanScanTicket',
    'CanSearchGuests',
    'CanAddGuest',
    'CanMessageAttendees',
    'CanShareEventLink',
    'CanAddDoorAttendee',
    'CanRemoveDoorAttendee',
  ],
  DOOR: ['CanViewAttendees', 'CanScanTicket', 'CanSearchGuests'],
  SPONSOR: ['CanShareEventLink'],
  TALENT: ['CanShareEventLink'],
};

const ROLE_EXTRA_PERMISSIONS: Partial<Record<EventTeamRole, readonly EventPermission[]>> = {
  CO_HOST: CO_HOST_EXTRA_EVENT_PERMISSIONS,
  PROMOTER: PROMOTER_EXTRA_EVENT_PERMISSIONS,
};

/** The permissions of a viewer who is the creator (or an administrator) or holds these approved roles. */
export function permissionsOf(options: { isCreator: boolean; roles: readonly string[] }): EventPermission[] {
  if (options.isCreator) return [...EVENT_PERMISSIONS];
  const held = new Set<EventPermission>();
  for (const role of options.roles) {
    const team = role as EventTeamRole;
    for (const p of ROLE_BASE_PERMISSIONS[team] ?? []) held.add(p);
    for (const p of ROLE_EXTRA_PERMISSIONS[team] ?? []) held.add(p);
  }
  // In the order of EVENT_PERMISSIONS, so answers are stable.
  return EVENT_PERMISSIONS.filter((p) => held.has(p));
}

export { ROLE_BASE_PERMISSIONS };
