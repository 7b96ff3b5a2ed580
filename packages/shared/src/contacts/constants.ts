/**
 * Contacts, contact groups and event invitations (domain §3 Contacts, §7; docs/decisions/076).
 */

/** The most contacts one import may carry. */
export const CONTACT_IMPORT_MAX_ROWS = 500;
/** The most contacts or addresses one invitation call may invite. */
export const EVENT_INVITE_MAX_PER_REQUEST = 50;
/** The most tickets one invitation or one grant gives. */
export const EVENT_INVITE_MAX_TICKETS = 10;
/** Longest invite message. */
export const EVENT_INVITE_MESSAGE_MAX_LENGTH = 1000;
export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_GROUP_NAME_MAX_LENGTH = 60;
export const CONTACT_CUSTOM_FIELDS_MAX = 20;
/** The prefix of an event invitation's FormattedInviteId (/accept-invite/ei_<uuid>). */
export const EVENT_INVITE_ID_PREFIX = 'ei_';
/** The prefix of an event invite link's id (/accept-invite/el_<token>). */
export const EVENT_INVITE_LINK_PREFIX = 'el_';
/** The local-storage key of the invite message draft of one event (removed at sign-out). */
export const sendInviteMessageKey = (eventId: string) => `sendInviteMessage_${eventId}`;

/** Whether an /accept-invite/{id} id is an event invitation or an event invite link (not a platform invite). */
export const isEventInviteId = (id: string) =>
  id.startsWith(EVENT_INVITE_ID_PREFIX) || id.startsWith(EVENT_INVITE_LINK_PREFIX);
