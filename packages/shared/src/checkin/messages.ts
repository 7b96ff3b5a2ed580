import { CHECKIN_LIMITS as L } from './constants';
import type { ScanRefusal } from './enums';

/**
 * What the door sees after a scan (docs/decisions/080): short, read at a glance. `time` is already formatted in
 * the event's time zone (doorTime).
 */
export const DOOR_MESSAGES = {
  admit: (count: number, ticketType?: string | null) =>
    `Admit ${count}${ticketType ? ` — ${ticketType}` : ''}`,
  notATicket: 'Not a valid ticket',
  otherEvent: 'Ticket is for another event',
  wrongZone: (ticketType: string) => `Wrong entrance: ${ticketType} ticket`,
  notApproved: 'Not approved by the host',
  alreadyScanned: (time: string) => `Already scanned at ${time}`,
  revoked: 'Ticket was taken back by its sharer',
  refunded: 'Refunded ticket',
  cancelled: 'Cancelled ticket',
  sharedAway: 'Ticket was given to someone else',
  policyNotAccepted: 'Waiver not accepted',
  noAdmissionsLeft: 'No admissions left',
  onlyLeft: (left: number) => `Only ${left} admission${left === 1 ? '' : 's'} left`,
  conflict: (time: string) => `Admitted offline, but already admitted at ${time}`,
} as const;

/** The door's message for each refusal that needs no details (a wrong zone names the type; a used ticket the time). */
export const DOOR_REFUSAL_MESSAGES: Record<Exclude<ScanRefusal, 'WRONG_ZONE' | 'ALREADY_SCANNED'>, string> = {
  NOT_A_TICKET: DOOR_MESSAGES.notATicket,
  OTHER_EVENT: DOOR_MESSAGES.otherEvent,
  NOT_APPROVED: DOOR_MESSAGES.notApproved,
  REVOKED: DOOR_MESSAGES.revoked,
  REFUNDED: DOOR_MESSAGES.refunded,
  CANCELLED: DOOR_MESSAGES.cancelled,
  SHARED_AWAY: DOOR_MESSAGES.sharedAway,
  POLICY_NOT_ACCEPTED: DOOR_MESSAGES.policyNotAccepted,
  NO_ADMISSIONS_LEFT: DOOR_MESSAGES.noAdmissionsLeft,
};

/** The time of a scan as the door reads it ("9:14 PM"), in the event's time zone. */
export function doorTime(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      at,
    );
  }
}

/** Errors of the check-in operations and the zone form. */
export const CHECKIN_MESSAGES = {
  zoneNotFound: 'Scanning zone not found.',
  zoneNameRequired: 'Zone name is required.',
  zoneNameTooLong: `Zone name must be at most ${L.zoneNameMax} characters.`,
  zoneTicketTypesTooMany: `Pick at most ${L.zoneTicketTypesMax} ticket types.`,
  zoneTicketTypeNotOfEvent: 'This ticket type is not part of the event.',
  maxScansInvalid: `Max scans must be a whole number from 1 to ${L.maxScansMax}.`,
  scanTargetRequired: 'Scan a code, or pick a ticket or a guest.',
  scanTargetOne: 'Give only one of code, ticket or guest.',
  codeTooLong: `A code is at most ${L.codeMax} characters.`,
  deviceIdTooLong: `A device id is at most ${L.deviceIdMax} characters.`,
  deviceNameTooLong: `A device name is at most ${L.deviceNameMax} characters.`,
  quantityInvalid: `Quantity must be a whole number from 1 to ${L.guestQuantityMax}.`,
  scannedAtInvalid: 'scannedAt must be an ISO date and time.',
  scanIdInvalid: 'scanId must be a UUID.',
  scanIdUsed: 'This scan id was already used at another event.',
  syncTooMany: `Send at most ${L.syncBatchMax} scans at once.`,
  syncDuplicateIds: 'Each scan needs its own scanId.',
  conflictNotification: (count: number, eventName: string) =>
    `${count} offline scan${count === 1 ? '' : 's'} at ${eventName} admitted ${
      count === 1 ? 'a ticket' : 'tickets'
    } already used. Review the check-in conflicts.`,
  checkedInNotification: (eventName: string) => `You're checked in at ${eventName}. Enjoy!`,
} as const;
