/**
 * Contacts and event invitation messages (ours: the spec gives none; docs/decisions/076).
 */
import { CONTACT_IMPORT_MAX_ROWS, EVENT_INVITE_MAX_PER_REQUEST, EVENT_INVITE_MAX_TICKETS } from './constants';

export const CONTACTS_MESSAGES = {
  nameRequired: 'Please enter a name.',
  nameTooLong: 'The name is too long.',
  emailOrPhoneRequired: 'Please enter an email address or a phone number.',
  phoneInvalid: 'This phone number is invalid.',
  groupNameRequired: 'Please enter a group name.',
  groupNameTooLong: 'The group name is too long.',
  groupExists: 'You already have a group with this name.',
  contactNotFound: 'Contact not found.',
  groupNotFound: 'Group not found.',
  duplicateEmail: 'A contact with this email address already exists.',
  duplicatePhone: 'A contact with this phone number already exists.',
  duplicateInImport: 'This row repeats an earlier row.',
  importEmpty: 'There is nothing to import.',
  importTooMany: `You can import at most ${CONTACT_IMPORT_MAX_ROWS} contacts at once.`,
  importNoHeader: 'The first line must name the columns (name, email, phone).',
  tooManyCustomFields: 'Too many custom fields.',
} as const;

export const EVENT_INVITE_MESSAGES = {
  noInvitees: 'Please choose at least one contact or email address.',
  tooMany: `You can invite at most ${EVENT_INVITE_MAX_PER_REQUEST} people at once.`,
  ticketQuantity: `The number of tickets must be between 1 and ${EVENT_INVITE_MAX_TICKETS}.`,
  ticketNotFound: 'This ticket is not available for this event.',
  notPrivateTicket: 'A private ticket invitation needs a private ticket.',
  messageTooLong: 'The message is too long.',
  forbidden: 'You are not allowed to invite guests to this event.',
  grantForbidden: 'You are not allowed to give tickets for this event.',
  alreadyInvitedSomeone: 'Someone you chose is already invited to this event.',
  eventNotOpen: 'Invitations are open only for a published event.',
  contactNotFound: 'Contact not found.',
  alreadyInvited: (email: string) => `${email} is already invited to this event.`,
  contactWithoutEmail: (name: string) => `${name} has no email address.`,
  invitationNotFound: 'This invitation is not available.',
  notYours: 'This invitation was sent to another email address.',
  notOpen: 'This invitation has already been answered.',
  cannotDecide: 'Only an invitation the invitee accepted can be approved.',
  linkNotFound: 'This invite link is not available.',
  ownEvent: 'You are on the team of this event.',
  recipientNotFound: 'No account found for this user.',
  invited: (hostName: string, eventName: string) => `${hostName} invited you to ${eventName}.`,
  ticketsGranted: (count: number, eventName: string) =>
    `You received ${count} ticket${count === 1 ? '' : 's'} to ${eventName}.`,
} as const;
