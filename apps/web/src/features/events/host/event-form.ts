import {
  EVENT_DEFAULT_TIME_ZONE,
  makeEventInputSchema,
  normaliseStartDate,
  roundUpToStep,
  START_DATE_OFFSET_MINUTES,
} from '@repclub/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { EditorEvent } from '@/features/events/api/host-queries';
import { joinInZone, splitInZone } from '@/features/events/host/zoned-date-time';
import type { EventInput } from '@/gql/graphql';

/**
 * The editor's info and settings form (docs/decisions/032). Its values are what people type (numbers may be
 * blank); `toEventInput` turns them into the API's EventInput and the shared zod schema
 * (packages/shared/src/schemas/event.ts) checks that, with its messages put back on the fields.
 */
export type EventFormValues = {
  eventType: string;
  displayName: string;
  slug: string;
  description: string;
  note: string;
  terms: string;
  faqs: { question: string; answer: string }[];
  avatarUrl: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  city: string;
  address: string;
  latitude: number | '';
  longitude: number | '';
  isOnlyVisibleToApprovedAttendees: boolean;
  radiusActive: boolean;
  radius: number | '';
  unitLengthType: 'mi' | 'km';
  isPrivate: boolean;
  isListed: boolean;
  isAllInPricing: boolean;
  ageLimit: number | '';
  minimumRepScore: number | '';
  guestList: boolean;
  guestCount: boolean;
  publicPreview: boolean;
  displayRepScore: boolean;
  qrPass: boolean;
  guestsInvitingOthers: boolean;
  ageLimitOptIn: boolean;
  questionRequirements: boolean;
  socialAccountRequirements: string[];
  waiverEnabled: boolean;
  waiverTitle: string;
  waiverUrl: string;
  musicEnabled: boolean;
  musicUrl: string;
  ticketTermsPurchasePolicy: string;
};

const MINUTE_MS = 60_000;

/** A new event starts at the next quarter hour at least 15 minutes away and lasts three hours. */
export function emptyEventForm(now: Date = new Date()): EventFormValues {
  const start = roundUpToStep(new Date(now.getTime() + START_DATE_OFFSET_MINUTES * MINUTE_MS));
  const end = new Date(start.getTime() + 180 * MINUTE_MS);
  return {
    eventType: 'PARTY',
    displayName: '',
    slug: '',
    description: '',
    note: '',
    terms: '',
    faqs: [],
    avatarUrl: '',
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    timeZone: browserTimeZone(),
    city: '',
    address: '',
    latitude: '',
    longitude: '',
    isOnlyVisibleToApprovedAttendees: false,
    radiusActive: false,
    radius: '',
    unitLengthType: 'mi',
    isPrivate: false,
    isListed: true,
    isAllInPricing: false,
    ageLimit: '',
    minimumRepScore: '',
    guestList: false,
    guestCount: false,
    publicPreview: false,
    displayRepScore: false,
    qrPass: false,
    guestsInvitingOthers: false,
    ageLimitOptIn: false,
    questionRequirements: false,
    socialAccountRequirements: [],
    waiverEnabled: false,
    waiverTitle: '',
    waiverUrl: '',
    musicEnabled: false,
    musicUrl: '',
    ticketTermsPurchasePolicy: '',
  };
}

/** The viewer's IANA zone, or the default (the default map centre's). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || EVENT_DEFAULT_TIME_ZONE;
  } catch {
    return EVENT_DEFAULT_TIME_ZONE;
  }
}

/** The form for an existing event. */
export function eventToForm(event: NonNullable<EditorEvent>): EventFormValues {
  const radius = event.locationRadius;
  const optIns = event.optIns;
  return {
    ...emptyEventForm(),
    eventType: event.eventType,
    displayName: event.displayName,
    slug: event.slug,
    description: event.description ?? '',
    note: event.note ?? '',
    terms: event.terms ?? '',
    faqs: event.faqs.map(({ question, answer }) => ({ question, answer })),
    avatarUrl: event.avatarUrl,
    startDate: event.startDate,
    endDate: event.endDate,
    timeZone: event.timeZone,
    city: event.city ?? '',
    address: event.location?.address ?? '',
    latitude: event.location?.latitude ?? '',
    longitude: event.location?.longitude ?? '',
    isOnlyVisibleToApprovedAttendees: event.location?.isOnlyVisibleToApprovedAttendees ?? false,
    radiusActive: radius?.isActive ?? false,
    radius: radius?.radius ?? '',
    unitLengthType: radius?.unitLengthType === 'km' ? 'km' : 'mi',
    isPrivate: event.isPrivate,
    isListed: event.isListed,
    isAllInPricing: event.isAllInPricing,
    ageLimit: event.ageLimit ?? '',
    minimumRepScore: event.minimumRepScore ?? '',
    guestList: optIns.guestList,
    guestCount: optIns.guestCount,
    publicPreview: optIns.publicPreview,
    displayRepScore: optIns.displayRepScore,
    qrPass: optIns.qrPass,
    guestsInvitingOthers: optIns.guestsInvitingOthers,
    ageLimitOptIn: optIns.ageLimit,
    questionRequirements: optIns.questionRequirements,
    socialAccountRequirements: [...optIns.socialAccountRequirements],
    waiverEnabled: Boolean(optIns.privacyPolicy),
    waiverTitle: optIns.privacyPolicy?.title ?? '',
    waiverUrl: optIns.privacyPolicy?.fileUrl ?? '',
    musicEnabled: Boolean(optIns.musicEmbed),
    musicUrl: optIns.musicEmbed?.url ?? '',
    ticketTermsPurchasePolicy: event.ticketTermsPurchasePolicy ?? '',
  };
}

const numberOrNull = (value: number | '') => (value === '' ? null : value);

/** The API input for the form: blank optional parts become null (cleared). */
export function toEventInput(values: EventFormValues): EventInput {
  const hasAddress = values.address.trim() !== '';
  return {
    eventType: values.eventType,
    displayName: values.displayName,
    slug: values.slug,
    description: values.description,
    note: values.note,
    terms: values.terms,
    faqs: values.faqs,
    avatarUrl: values.avatarUrl,
    startDate: values.startDate,
    endDate: values.endDate,
    timeZone: values.timeZone,
    city: values.city,
    location: hasAddress
      ? {
          address: values.address,
          latitude: numberOrNull(values.latitude),
          longitude: numberOrNull(values.longitude),
          isOnlyVisibleToApprovedAttendees: values.isOnlyVisibleToApprovedAttendees,
        }
      : null,
    locationRadius: values.radiusActive
      ? {
          address: values.address,
          isActive: true,
          latitude: numberOrNull(values.latitude),
          longitude: numberOrNull(values.longitude),
          radius: numberOrNull(values.radius),
          unitLengthType: values.unitLengthType,
        }
      : null,
    isPrivate: values.isPrivate,
    isListed: values.isListed,
    isAllInPricing: values.isAllInPricing,
    ageLimit: numberOrNull(values.ageLimit),
    minimumRepScore: numberOrNull(values.minimumRepScore),
    optIns: {
      guestList: values.guestList,
      guestCount: values.guestCount,
      publicPreview: values.publicPreview,
      displayRepScore: values.displayRepScore,
      qrPass: values.qrPass,
      guestsInvitingOthers: values.guestsInvitingOthers,
      ageLimit: values.ageLimitOptIn,
      questionRequirements: values.questionRequirements,
      socialAccountRequirements: values.socialAccountRequirements,
      privacyPolicy: values.waiverEnabled ? { title: values.waiverTitle, fileUrl: values.waiverUrl } : null,
      musicEmbed: values.musicEnabled ? { url: values.musicUrl } : null,
    },
    ticketTermsPurchasePolicy: values.ticketTermsPurchasePolicy,
  };
}

/** Where an issue of the API input's schema shows in the form. */
export function formFieldFor(path: readonly PropertyKey[]): string {
  const [head, second, third] = path.map(String);
  if (head === 'location' || head === 'locationRadius') {
    if (second === 'address') return 'address';
    if (second === 'latitude' || second === 'longitude' || second === 'radius') return second;
    if (second === 'unitLengthType') return 'unitLengthType';
    return 'address';
  }
  if (head === 'optIns') {
    if (second === 'privacyPolicy') return third === 'title' ? 'waiverTitle' : 'waiverUrl';
    if (second === 'musicEmbed') return 'musicUrl';
    if (second === 'socialAccountRequirements') return 'socialAccountRequirements';
    return 'guestList';
  }
  if (head === 'faqs' && second !== undefined && third) return `faqs.${second}.${third}`;
  return head ?? 'root';
}

/** The form's tab for a field, so that Save can show the first tab with an error. */
export function tabForField(field: string): 'info' | 'settings' {
  const settings = new Set([
    'isPrivate',
    'isListed',
    'isAllInPricing',
    'ageLimit',
    'minimumRepScore',
    'waiverTitle',
    'waiverUrl',
    'musicUrl',
    'socialAccountRequirements',
    'guestList',
    'ticketTermsPurchasePolicy',
  ]);
  return settings.has(field) ? 'settings' : 'info';
}

/**
 * react-hook-form resolver: the shared schema on the API input, with the browser's clock for "start in the
 * future" (an edit may keep the event's current start, as on the server).
 */
export function eventFormResolver(keepStart?: string): Resolver<EventFormValues> {
  return (values) => {
    const schema = makeEventInputSchema(() => new Date(), keepStart ? new Date(keepStart) : undefined);
    const result = schema.safeParse(toEventInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = formFieldFor(issue.path);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<EventFormValues> };
  };
}

/** 'Summer Rooftop Party!' → 'summer-rooftop-party' (the shared slug pattern; at most 80 characters). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

type EventDates = { startDate: string; endDate: string };

/**
 * The start rule (domain §4) on a picked start. A start that moves onto or past the end takes the end along
 * and keeps the event's length (issue 21: the end used to collapse onto the start, a zero-length event);
 * the end becomes the start only when there was no length to keep (decision 111).
 */
export function applyStartRule(pickedIso: string, current: EventDates, now: Date = new Date()): EventDates {
  const start = normaliseStartDate(new Date(pickedIso), now);
  const end = new Date(current.endDate);
  const length = end.getTime() - new Date(current.startDate).getTime();
  if (Number.isNaN(end.getTime()) || end.getTime() <= start.getTime()) {
    const kept = Number.isFinite(length) && length > 0 ? length : 0;
    return { startDate: start.toISOString(), endDate: new Date(start.getTime() + kept).toISOString() };
  }
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

/**
 * The dates at the same wall-clock times in another zone: a host who typed 8:00 PM and then picks the zone
 * still has 8:00 PM, now in that zone (decision 111). A date that cannot be read is left as it is.
 */
export function keepWallClock(dates: EventDates, from: string, to: string): EventDates {
  const move = (iso: string) => {
    if (!iso || from === to) return iso;
    const { date, time } = splitInZone(iso, from);
    return joinInZone(date, time, to) || iso;
  };
  return { startDate: move(dates.startDate), endDate: move(dates.endDate) };
}
