import { normaliseEventDates } from '@repclub/shared';

export type OfferDates = { startDate: string; endDate: string | null };

/**
 * The offer's start as picked (domain §4, §5): a time not in the future becomes now + 15 minutes rounded to a
 * 15-minute step; if the start then passes the end, the end becomes the start. An open end stays open.
 */
export function applyOfferStart(pickedIso: string, current: OfferDates, now: Date = new Date()): OfferDates {
  const picked = new Date(pickedIso);
  if (Number.isNaN(picked.getTime())) return current;
  const end = current.endDate ? new Date(current.endDate) : null;
  const dates = normaliseEventDates(
    { start: picked, end: end && !Number.isNaN(end.getTime()) ? end : picked },
    now,
  );
  return {
    startDate: dates.start.toISOString(),
    endDate: current.endDate === null ? null : dates.end.toISOString(),
  };
}

/** The start a new offer proposes: the next quarter hour at least 15 minutes away. */
export function defaultOfferStart(now: Date = new Date()): string {
  return applyOfferStart(now.toISOString(), { startDate: '', endDate: null }, now).startDate;
}
