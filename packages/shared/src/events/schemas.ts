import { z } from 'zod';
import { isMediaUrl } from '../media/urls';
import { NUMERIC_CHECK_MAX, NUMERIC_CHECK_MIN_EXCLUSIVE } from '../common/constants';
import { DISTANCE_UNITS } from '../common/enums';
import { SOCIAL_PROVIDERS } from '../users/enums';
import {
  EVENT_DEFAULT_TICKET_COLOR,
  EVENT_DEFAULT_TIME_ZONE,
  EVENT_LIMITS as L,
  EVENT_SLUG_PATTERN,
  EVENT_TICKET_CURRENCIES,
} from './constants';
import { EVENT_TEAM_ROLES, EVENT_TYPES, MY_EVENTS_WHEN, RECURRENCE_FREQUENCIES } from './enums';
import { EVENT_MESSAGES as M } from './messages';
import { COMMON_DECIDED_MESSAGES } from '../common/messages';
import { isPlainText, isSingleLine, nameText, PLAIN_TEXT, SINGLE_LINE } from '../common/text';

/**
 * Event editor inputs (domain §3, §5; docs/decisions/029-events-model-and-permissions.md). One schema per
 * input, used by the web editor and by the server; the server adds what needs the database (slug taken,
 * tickets sold) and passes its own clock for "start in the future".
 *
 * Optional fields accept null or leave-out (GraphQL inputs send null) and take their defaults.
 */

/**
 * Required text on one line (no control characters: common/text.ts), trimmed: a blank value gives `required`, a
 * long one `tooLong`. `multiLine` keeps line breaks (descriptions, notes) and refuses the other control characters.
 */
const requiredText = (required: string, max: number, tooLong: string, multiLine = false) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong })
    .refine(multiLine ? isPlainText : isSingleLine, multiLine ? PLAIN_TEXT : SINGLE_LINE);

/** Optional text, trimmed, on one line unless `multiLine`; blank becomes null. */
const optionalText = (max: number, tooLong: string, multiLine = false) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .refine(multiLine ? isPlainText : isSingleLine, multiLine ? PLAIN_TEXT : SINGLE_LINE)
    .nullish()
    .transform((v) => (v ? v : null));

const httpUrl = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(L.urlMax, { error: M.urlInvalid })
    .refine(isMediaUrl, { error: M.urlInvalid });

const flag = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? fallback);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 date-time with an offset ('2026-12-01T19:00:00.000Z'), as a Date. */
export const isoDateTime = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), {
      error: M.dateInvalid,
      abort: true,
    })
    .transform((v) => new Date(v));

const optionalDateTime = isoDateTime(M.dateInvalid)
  .nullish()
  .transform((v) => v ?? null);

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const latitudeSchema = z.number({ error: M.latitudeInvalid }).min(-90, { error: M.latitudeInvalid }).max(90, {
  error: M.latitudeInvalid,
});
const longitudeSchema = z
  .number({ error: M.longitudeInvalid })
  .min(-180, { error: M.longitudeInvalid })
  .max(180, { error: M.longitudeInvalid });

/** Numeric check (domain §5) on a number the API sends as a number: > 0 and ≤ 1000. */
export const radiusSchema = z
  .number({ error: COMMON_DECIDED_MESSAGES.numericCheckRange })
  .gt(NUMERIC_CHECK_MIN_EXCLUSIVE, { error: COMMON_DECIDED_MESSAGES.numericCheckRange })
  .lte(NUMERIC_CHECK_MAX, { error: COMMON_DECIDED_MESSAGES.numericCheckRange });

export const distanceUnitSchema = z.enum(DISTANCE_UNITS, { error: M.distanceUnitInvalid });

export const eventLocationSchema = z
  .object({
    address: requiredText(M.addressRequired, L.addressMax, M.addressTooLong),
    latitude: latitudeSchema.nullish().transform((v) => v ?? null),
    longitude: longitudeSchema.nullish().transform((v) => v ?? null),
    isOnlyVisibleToApprovedAttendees: flag(false),
  })
  .refine((l) => (l.latitude === null) === (l.longitude === null), {
    error: M.coordinatesIncomplete,
    path: ['latitude'],
  });

export const eventLocationRadiusSchema = z.object({
  address: requiredText(M.addressRequired, L.addressMax, M.addressTooLong),
  isActive: flag(true),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  radius: radiusSchema,
  unitLengthType: distanceUnitSchema,
});

export const eventFaqSchema = z.object({
  question: requiredText(M.faqQuestionInvalid, L.faqQuestionMax, M.faqQuestionInvalid),
  answer: requiredText(M.faqAnswerInvalid, L.faqAnswerMax, M.faqAnswerInvalid, true),
});

export const eventOptInsSchema = z.object({
  guestList: flag(false),
  guestCount: flag(false),
  publicPreview: flag(false),
  displayRepScore: flag(false),
  qrPass: flag(false),
  guestsInvitingOthers: flag(false),
  ageLimit: flag(false),
  privacyPolicy: z
    .object({
      title: nameText(M.privacyPolicyTitleRequired, L.titleMax),
      fileUrl: httpUrl(M.privacyPolicyFileRequired),
    })
    .nullish()
    .transform((v) => v ?? null),
  socialAccountRequirements: z
    .array(z.enum(SOCIAL_PROVIDERS, { error: M.socialProviderInvalid }), { error: M.socialProviderInvalid })
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  questionRequirements: flag(false),
  musicEmbed: z
    .object({ url: httpUrl(M.urlInvalid) })
    .nullish()
    .transform((v) => v ?? null),
});
export type EventOptInsPayload = z.output<typeof eventOptInsSchema>;

/** Every field of an event the editor sends (info, settings). */
const eventInputObject = z.object({
  eventType: z
    .enum(EVENT_TYPES, { error: M.eventTypeInvalid })
    .nullish()
    .transform((v) => v ?? 'OTHER'),
  slug: z
    .string({ error: M.slugRequired })
    .trim()
    .min(1, { error: M.slugRequired, abort: true })
    .min(L.slugMin, { error: M.slugInvalid })
    .max(L.slugMax, { error: M.slugInvalid })
    .regex(EVENT_SLUG_PATTERN, { error: M.slugInvalid }),
  displayName: nameText(M.displayNameRequired, L.displayNameMax, M.displayNameTooLong),
  description: requiredText(M.descriptionRequired, L.descriptionMax, M.descriptionTooLong, true),
  note: requiredText(M.noteRequired, L.noteMax, M.noteTooLong, true),
  terms: optionalText(L.termsMax, M.termsTooLong, true),
  faqs: z
    .array(eventFaqSchema, { error: M.faqsTooMany })
    .max(L.faqsMax, { error: M.faqsTooMany })
    .nullish()
    .transform((v) => v ?? []),
  avatarUrl: httpUrl(M.avatarUrlRequired),
  startDate: isoDateTime(M.startDateRequired),
  endDate: isoDateTime(M.endDateRequired),
  timeZone: z
    .string({ error: M.timeZoneInvalid })
    .trim()
    .refine(isTimeZone, { error: M.timeZoneInvalid })
    .nullish()
    .transform((v) => v || EVENT_DEFAULT_TIME_ZONE),
  isPrivate: flag(false),
  isListed: flag(true),
  /** Administrators only; left out keeps the current value. */
  isFeatured: z.boolean().nullish(),
  isAllInPricing: flag(false),
  minimumRepScore: wholeNumber(0, L.minimumRepScoreMax, M.minimumRepScoreInvalid)
    .nullish()
    .transform((v) => v ?? null),
  ageLimit: wholeNumber(0, L.ageLimitMax, M.ageLimitInvalid)
    .nullish()
    .transform((v) => v ?? null),
  location: eventLocationSchema.nullish().transform((v) => v ?? null),
  city: optionalText(L.cityMax, M.cityTooLong),
  locationRadius: eventLocationRadiusSchema.nullish().transform((v) => v ?? null),
  optIns: eventOptInsSchema.nullish().transform((v) => v ?? eventOptInsSchema.parse({})),
  ticketTermsPurchasePolicy: optionalText(L.termsMax, M.termsTooLong, true),
});

/**
 * The event input with the date rules: start in the future of `now` (the server's clock; the web passes its
 * own) unless it is the event's current start (`keepStart`, so editing an event that started keeps working),
 * and end ≥ start. Quarter hours are the picker's job: any minute is accepted.
 */
export function makeEventInputSchema(now: () => Date = () => new Date(), keepStart?: Date) {
  return eventInputObject
    .refine(
      (e) => e.startDate.getTime() > now().getTime() || e.startDate.getTime() === keepStart?.getTime(),
      {
        error: M.startDateInPast,
        path: ['startDate'],
      },
    )
    .refine((e) => e.endDate.getTime() >= e.startDate.getTime(), {
      error: M.endBeforeStart,
      path: ['endDate'],
    });
}
export const eventInputSchema = makeEventInputSchema();
export type EventFormInput = z.input<typeof eventInputObject>;
export type EventPayload = z.output<typeof eventInputObject>;

/** A ticket type (the editor's Tickets tab). Money in integer cents. */
export const eventTicketInputSchema = z
  .object({
    ticketType: nameText(M.ticketTypeRequired, L.ticketTypeMax, M.ticketTypeTooLong),
    price: wholeNumber(0, L.ticketPriceMax, M.priceInvalid),
    currency: z
      .enum(EVENT_TICKET_CURRENCIES, { error: M.currencyInvalid })
      .nullish()
      .transform((v) => v ?? 'USD'),
    repPoints: wholeNumber(0, L.repPointsMax, M.repPointsInvalid)
      .nullish()
      .transform((v) => v ?? null),
    /** The price in the points of one of the event's rep clubs (docs/decisions/101); null: not for points. */
    pointsPrice: wholeNumber(1, L.repPointsMax, M.pointsPriceInvalid)
      .nullish()
      .transform((v) => v ?? null),
    pointsClubId: z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
        error: M.pointsClubRequired,
      })
      .nullish()
      .transform((v) => v ?? null),
    color: z
      .string({ error: M.colorInvalid })
      .regex(/^#[0-9A-Fa-f]{6}$/, { error: M.colorInvalid })
      .nullish()
      .transform((v) => (v ?? EVENT_DEFAULT_TICKET_COLOR).toUpperCase()),
    isActive: flag(true),
    isPrivate: flag(false),
    isSpecialGuest: flag(false),
    isEnabledWishList: flag(false),
    additionalGuests: wholeNumber(0, L.additionalGuestsMax, M.additionalGuestsInvalid)
      .nullish()
      .transform((v) => v ?? 0),
    optInShowTicketAmount: flag(false),
    visibleStartAt: optionalDateTime,
    visibleEndAt: optionalDateTime,
    gratuityPercentage: wholeNumber(0, 100, M.gratuityInvalid)
      .nullish()
      .transform((v) => v ?? 0),
    isRequiredApproval: flag(false),
    note: optionalText(L.ticketNoteMax, M.ticketNoteTooLong, true),
    limitedAmount: wholeNumber(0, L.limitedAmountMax, M.limitedAmountInvalid),
  })
  .refine((t) => !t.visibleStartAt || !t.visibleEndAt || t.visibleEndAt >= t.visibleStartAt, {
    error: M.visibleEndBeforeStart,
    path: ['visibleEndAt'],
  })
  .refine((t) => t.pointsPrice === null || t.pointsClubId !== null, {
    error: M.pointsClubRequired,
    path: ['pointsClubId'],
  })
  .refine((t) => t.pointsClubId === null || t.pointsPrice !== null, {
    error: M.pointsClubWithoutPrice,
    path: ['pointsPrice'],
  });
export type EventTicketFormInput = z.input<typeof eventTicketInputSchema>;
export type EventTicketPayload = z.output<typeof eventTicketInputSchema>;

export const eventQuestionSchema = z.object({
  question: requiredText(M.questionInvalid, L.questionMax, M.questionInvalid),
  isRequired: flag(false),
});
/** The event's questions, replaced as a whole (in order). */
export const eventQuestionsSchema = z
  .array(eventQuestionSchema, { error: M.questionsTooMany })
  .max(L.questionsMax, { error: M.questionsTooMany });

export const recurrenceSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES, { error: M.frequencyInvalid }),
  count: wholeNumber(L.recurrenceCountMin, L.recurrenceCountMax, M.recurrenceCountInvalid),
});
export type RecurrencePayload = z.output<typeof recurrenceSchema>;

export const eventTeamRoleSchema = z.enum(EVENT_TEAM_ROLES, { error: M.roleInvalid });

/**
 * Discovery criteria (docs/decisions/030-event-discovery.md). The keyword is trimmed; blank means no keyword.
 * `near` sorts by distance within `radius` (numeric check: > 0, ≤ 1000) in `unit`.
 */
export const eventSearchCriteriaSchema = z
  .object({
    keyword: z
      .string()
      .trim()
      .max(L.keywordMax, { error: M.keywordTooLong })
      .nullish()
      .transform((v) => (v ? v : null)),
    onlyFeatured: flag(false),
    onlyMyEvents: flag(false),
    startsAfter: optionalDateTime,
    startsBefore: optionalDateTime,
    near: z
      .object({
        latitude: latitudeSchema,
        longitude: longitudeSchema,
        radius: radiusSchema,
        unit: distanceUnitSchema.nullish().transform((v) => v ?? 'mi'),
      })
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((c) => !c.startsAfter || !c.startsBefore || c.startsBefore > c.startsAfter, {
    error: M.windowInvalid,
    path: ['startsBefore'],
  });
export type EventSearchCriteria = z.output<typeof eventSearchCriteriaSchema>;

export const myEventsWhenSchema = z.enum(MY_EVENTS_WHEN);

/** One line of simulate ticket cost (a host's preview): price in cents, quantity, gratuity percent. */
export const simulateCostItemSchema = z.object({
  price: wholeNumber(0, L.ticketPriceMax, M.priceInvalid),
  quantity: wholeNumber(1, 100, M.quantityInvalid),
  gratuityPercentage: wholeNumber(0, 100, M.gratuityInvalid)
    .nullish()
    .transform((v) => v ?? 0),
});
export const simulateCostItemsSchema = z
  .array(simulateCostItemSchema)
  .min(1, { error: M.itemsRequired })
  .max(50);

/** One line of calculate ticket cost (a buyer's basket). */
export const costItemSchema = z.object({
  eventTicketId: z.string({ error: M.ticketNotFound }).min(1, { error: M.ticketNotFound }),
  quantity: wholeNumber(1, 100, M.quantityInvalid),
});
export const costItemsSchema = z.array(costItemSchema).min(1, { error: M.itemsRequired }).max(50);
