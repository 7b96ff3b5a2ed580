/**
 * Events (domain §3–§5, §9): statuses, limits and the messages the spec does not give, shared by the server
 * and the web editor. Decisions: docs/decisions/029-events-model-and-permissions.md, 030-event-discovery.md.
 */

export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Roles the creator can give in an event's team (domain §4 attendee roles without ATTENDEE). */
export const EVENT_TEAM_ROLES = ['CO_HOST', 'PROMOTER', 'COORDINATOR', 'DOOR', 'SPONSOR', 'TALENT'] as const;
export type EventTeamRole = (typeof EVENT_TEAM_ROLES)[number];

export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const MY_EVENTS_WHEN = ['UPCOMING', 'PAST'] as const;
export type MyEventsWhen = (typeof MY_EVENTS_WHEN)[number];

/** Our limits (the spec gives none but the numeric check): docs/decisions/029. */
export const EVENT_LIMITS = {
  slugMin: 3,
  slugMax: 80,
  displayNameMax: 120,
  descriptionMax: 5000,
  noteMax: 2000,
  termsMax: 10_000,
  faqsMax: 30,
  faqQuestionMax: 300,
  faqAnswerMax: 2000,
  urlMax: 2048,
  addressMax: 300,
  cityMax: 100,
  titleMax: 200,
  questionsMax: 20,
  questionMax: 500,
  ageLimitMax: 120,
  minimumRepScoreMax: 1_000_000,
  ticketTypeMax: 100,
  ticketNoteMax: 1000,
  /** $100,000 in cents. */
  ticketPriceMax: 10_000_000,
  repPointsMax: 10_000_000,
  limitedAmountMax: 1_000_000,
  additionalGuestsMax: 10,
  keywordMax: 100,
  recurrenceCountMin: 1,
  recurrenceCountMax: 52,
} as const;

/** Lower case letters and digits in groups joined by single hyphens, e.g. 'rooftop-party-2026'. */
export const EVENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const EVENT_DEFAULT_TIME_ZONE = 'America/Los_Angeles';
export const EVENT_DEFAULT_TICKET_COLOR = '#3D1277';
export const EVENT_TICKET_CURRENCIES = ['USD'] as const;

/** Kilometres in a mile; distances are computed in kilometres and converted. */
export const KM_PER_MILE = 1.609344;

const L = EVENT_LIMITS;

/** Messages the spec does not give (docs/decisions/029, 030); the server and the editor show them as they are. */
export const EVENT_MESSAGES = {
  eventNotFound: 'Event not found.',
  ticketNotFound: 'Ticket type not found.',
  userNotFound: 'User not found.',
  forbidden: 'You do not have permission to do this.',
  creatorOnly: 'Only the event creator can do this.',
  featureAdminOnly: 'Only administrators can feature an event.',
  eventTypeInvalid: 'Choose a valid event type.',
  slugRequired: 'Event link is required.',
  slugInvalid: `Use ${L.slugMin} to ${L.slugMax} lower case letters, numbers and single hyphens for the event link.`,
  slugTaken: 'This event link is already taken. Please choose another.',
  displayNameRequired: 'Event name is required.',
  displayNameTooLong: `Event name must be at most ${L.displayNameMax} characters.`,
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description must be at most ${L.descriptionMax} characters.`,
  noteRequired: 'Note is required.',
  noteTooLong: `Note must be at most ${L.noteMax} characters.`,
  termsTooLong: `Terms must be at most ${L.termsMax} characters.`,
  faqsTooMany: `Add at most ${L.faqsMax} FAQs.`,
  faqQuestionInvalid: `Each FAQ needs a question of at most ${L.faqQuestionMax} characters.`,
  faqAnswerInvalid: `Each FAQ needs an answer of at most ${L.faqAnswerMax} characters.`,
  avatarUrlRequired: 'Cover image is required.',
  urlInvalid: 'Enter a valid http(s) link.',
  startDateRequired: 'Start date is required.',
  endDateRequired: 'End date is required.',
  dateInvalid: 'Enter a valid date and time.',
  startDateInPast: 'The start date must be in the future.',
  endBeforeStart: 'The end date must be on or after the start date.',
  timeZoneInvalid: 'Choose a valid time zone.',
  ageLimitInvalid: `Age limit must be a whole number from 0 to ${L.ageLimitMax}.`,
  minimumRepScoreInvalid: 'Minimum rep score must be a whole number of 0 or more.',
  addressRequired: 'Address is required.',
  addressTooLong: `Address must be at most ${L.addressMax} characters.`,
  cityTooLong: `City must be at most ${L.cityMax} characters.`,
  latitudeInvalid: 'Latitude must be between -90 and 90.',
  longitudeInvalid: 'Longitude must be between -180 and 180.',
  coordinatesIncomplete: 'Give both latitude and longitude, or neither.',
  distanceUnitInvalid: 'Choose mi or km.',
  privacyPolicyTitleRequired: 'Waiver title is required.',
  privacyPolicyFileRequired: 'Waiver PDF is required.',
  socialProviderInvalid: 'Choose valid social accounts.',
  questionsTooMany: `Add at most ${L.questionsMax} questions.`,
  questionInvalid: `Each question needs text of at most ${L.questionMax} characters.`,
  ticketTypeRequired: 'Ticket name is required.',
  ticketTypeTooLong: `Ticket name must be at most ${L.ticketTypeMax} characters.`,
  priceInvalid: 'Price must be a whole number of cents, 0 or more, at most $100,000.',
  currencyInvalid: 'Tickets are sold in USD.',
  repPointsInvalid: 'Rep points must be a whole number of 0 or more.',
  colorInvalid: 'Choose a colour like #3D1277.',
  additionalGuestsInvalid: `Additional guests must be a whole number from 0 to ${L.additionalGuestsMax}.`,
  gratuityInvalid: 'Gratuity must be a whole percent from 0 to 100.',
  ticketNoteTooLong: `Ticket note must be at most ${L.ticketNoteMax} characters.`,
  limitedAmountInvalid: `Limited amount must be a whole number from 0 to ${L.limitedAmountMax.toLocaleString('en-US')}.`,
  visibleEndBeforeStart: 'The visibility end must be on or after its start.',
  limitBelowSold: (held: number) =>
    `The limited amount cannot be lower than the ${held} ticket${held === 1 ? '' : 's'} already sold or held.`,
  ticketSold: 'This ticket type has sold or held tickets and cannot be deleted.',
  eventSold: 'This event has sold or held tickets and cannot be deleted. Cancel it instead.',
  unpublishSold: 'This event has sold or held tickets and cannot go back to draft. Cancel it instead.',
  alreadyPublished: 'This event is already published.',
  notPublished: 'Only a published event can go back to draft.',
  alreadyCancelled: 'This event is already cancelled.',
  cancelledEvent: 'This event is cancelled.',
  publishEnded: 'This event has already ended.',
  publishNoTickets: 'Add at least one ticket type before publishing.',
  frequencyInvalid: 'Choose daily, weekly or monthly.',
  recurrenceCountInvalid: `Create from ${L.recurrenceCountMin} to ${L.recurrenceCountMax} repeats.`,
  roleInvalid: 'Choose a valid role.',
  roleSelf: 'The creator already holds every permission.',
  roleNotFound: 'This person does not have this role.',
  keywordTooLong: `Search at most ${L.keywordMax} characters.`,
  windowInvalid: 'The end of the date range must be after its start.',
  itemsRequired: 'Choose at least one ticket.',
  quantityInvalid: 'Quantity must be a whole number from 1 to 100.',
} as const;
