import { EVENT_LIMITS, EVENT_MESSAGES as M } from '@repclub/shared';
import { DomainError } from '../../../platform/errors';
import type { Viewer } from '../../../platform/viewer';
import { uniqueViolation } from '../../../platform/db/executor';
import type { EventRow, NewEventRow, TicketFields, TicketTypeRow } from '../events.repository';

// The editor's pure parts: a stored row as the editor's input, updates merged into it, copies of events.

/** The event input as the editor would send it back, from a stored row (updates merge into it). */
export function inputOf(row: EventRow): Record<string, unknown> {
  return {
    eventType: row.eventType,
    slug: row.slug,
    displayName: row.displayName,
    description: row.description,
    note: row.note,
    terms: row.terms,
    faqs: row.faqs,
    avatarUrl: row.avatarUrl,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    timeZone: row.timeZone,
    isPrivate: row.isPrivate,
    isListed: row.isListed,
    isAllInPricing: row.isAllInPricing,
    minimumRepScore: row.minimumRepScore,
    ageLimit: row.ageLimit,
    location: row.location,
    city: row.city,
    locationRadius: row.locationRadius,
    optIns: row.optIns,
    ticketTermsPurchasePolicy: row.ticketTermsPurchasePolicy,
  };
}

export function ticketInputOf(row: TicketTypeRow): Record<string, unknown> {
  return {
    ticketType: row.ticketType,
    price: row.price,
    currency: row.currency,
    repPoints: row.repPoints,
    pointsPrice: row.pointsPrice,
    pointsClubId: row.pointsClubId,
    color: row.color,
    isActive: row.isActive,
    isPrivate: row.isPrivate,
    isSpecialGuest: row.isSpecialGuest,
    isEnabledWishList: row.isEnabledWishList,
    additionalGuests: row.additionalGuests,
    optInShowTicketAmount: row.optInShowTicketAmount,
    visibleStartAt: row.visibleStartAt?.toISOString() ?? null,
    visibleEndAt: row.visibleEndAt?.toISOString() ?? null,
    gratuityPercentage: row.gratuityPercentage,
    isRequiredApproval: row.isRequiredApproval,
    note: row.note,
    limitedAmount: row.limitedAmount,
  };
}

/** Fields given in an update (not left out) replace the stored ones; `optIns` merges key by key. */
export function merge(
  current: Record<string, unknown>,
  given: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (
      key === 'optIns' &&
      value &&
      typeof value === 'object' &&
      current.optIns &&
      typeof current.optIns === 'object'
    ) {
      const optIns: Record<string, unknown> = { ...(current.optIns as Record<string, unknown>) };
      for (const [k, v] of Object.entries(value)) if (v !== undefined) optIns[k] = v;
      merged.optIns = optIns;
    } else merged[key] = value;
  }
  return merged;
}

/** A slug with a suffix, cut so that the whole stays within the limit. */
export const withSuffix = (slug: string, suffix: string) =>
  `${slug.slice(0, EVENT_LIMITS.slugMax - suffix.length - 1).replace(/-+$/, '')}-${suffix}`;

/** Writes, turning the slug's unique index into the editor's message. */
export async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === 'events_slug_key')
      throw new DomainError('CONFLICT', M.slugTaken, { field: 'slug' });
    throw err;
  }
}

/** A copy of an event's editable fields: not featured, not in a series, DRAFT. */
export function copyOf(
  source: EventRow,
  options: { slug: string; startDate: Date; endDate: Date; viewer: Viewer; now: Date },
): NewEventRow {
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    publishedAt: _publishedAt,
    seriesId: _seriesId,
    ...fields
  } = source;
  return {
    ...fields,
    slug: options.slug,
    startDate: options.startDate,
    endDate: options.endDate,
    createdBy: source.createdBy,
    status: 'DRAFT',
    isFeatured: false,
    publishedAt: null,
    seriesId: null,
    createdAt: options.now,
    updatedAt: options.now,
  };
}

export function copyTicket(t: TicketTypeRow): TicketFields {
  const {
    id: _id,
    eventId: _eventId,
    availableAmount: _a,
    lockedAmount: _l,
    releasedAmount: _r,
    createdAt: _c,
    updatedAt: _u,
    ...fields
  } = t;
  return fields;
}
