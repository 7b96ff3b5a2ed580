import { GUEST_LIMITS as L } from './constants';

/** Messages the spec does not give (docs/decisions/074); the server and the guest page show them as they are. */
export const GUEST_MESSAGES = {
  guestNotFound: 'Guest not found.',
  fullNameRequired: 'Guest name is required.',
  fullNameTooLong: `Guest name must be at most ${L.fullNameMax} characters.`,
  noteTooLong: `Note must be at most ${L.noteMax} characters.`,
  customFieldsTooMany: `Add at most ${L.customFieldsMax} custom fields.`,
  customFieldLabelRequired: 'Each custom field needs a label.',
  customFieldTooLong: `Custom field labels must be at most ${L.customFieldLabelMax} characters and values at most ${L.customFieldValueMax}.`,
  quantityInvalid: `Quantity must be a whole number from 1 to ${L.quantityMax}.`,
  duplicateGuest: 'This guest is already on the list.',
  guestListFull: 'The guest list is full.',
  ticketsSoldOut: 'Not enough tickets of this type are left for this guest.',
  ticketTypeNotOfEvent: 'This ticket type is not part of the event.',
  extraTicketsNotAllowed: 'You cannot add extra tickets for a guest.',
  vipNotAllowed: 'You cannot give special guest tickets.',
  checkedInTickets: 'Guests who have checked in cannot lose those tickets.',
  noEmailForInvite: 'This guest has no email address to send the invitation to.',
  savedListNameRequired: 'Guest list name is required.',
  savedListNameTooLong: `Guest list name must be at most ${L.savedListNameMax} characters.`,
  savedListNotFound: 'Saved guest list not found.',
  savedListEmpty: 'There are no guests to save.',
  savedListTooLong: `A saved guest list holds at most ${L.savedListGuestsMax} guests.`,
  capacityInvalid: `Capacity must be a whole number from 0 to ${L.capacityMax}, or empty for no limit.`,
  passNotFound: 'This guest pass was not found. Ask your host for a new link.',
  queryTooLong: `Search at most ${L.queryMax} characters.`,
} as const;
