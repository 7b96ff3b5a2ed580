/**
 * Events (domain §3–§5, §9): limits, defaults and editor date rules, shared by the server and the web editor.
 * Decisions: docs/decisions/029-events-model-and-permissions.md, 030-event-discovery.md.
 */

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

export const RECENT_EVENTS_LIMIT = 5;

/** Required fields on create (domain §5). */
export const EVENT_REQUIRED_FIELDS = [
  'slug',
  'displayName',
  'description',
  'note',
  'avatarUrl',
  'startDate',
  'endDate',
] as const;

/** A start time not in the future becomes now + 15 minutes, on a 15-minute step. */
export const START_DATE_OFFSET_MINUTES = 15;
export const TIME_PICKER_STEP_MINUTES = 15;
