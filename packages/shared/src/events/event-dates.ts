/**
 * Start and end date rules of the event and offer editors (domain §4, §5, §9).
 */
import { START_DATE_OFFSET_MINUTES, TIME_PICKER_STEP_MINUTES } from './constants';

const MINUTE_MS = 60_000;

/**
 * Rounds up to the next step (15 minutes by default). Time zones are whole quarter hours from UTC,
 * so rounding epoch milliseconds gives local quarter hours too.
 */
export function roundUpToStep(date: Date, stepMinutes: number = TIME_PICKER_STEP_MINUTES): Date {
  const stepMs = stepMinutes * MINUTE_MS;
  return new Date(Math.ceil(date.getTime() / stepMs) * stepMs);
}

/**
 * A start not in the future becomes now + 15 minutes, rounded up to the 15-minute step (rounding
 * up keeps it at least 15 minutes ahead). A start in the future is kept as it is.
 */
export function normaliseStartDate(start: Date, now: Date): Date {
  if (start.getTime() > now.getTime()) return start;
  return roundUpToStep(new Date(now.getTime() + START_DATE_OFFSET_MINUTES * MINUTE_MS));
}

/** Applies the start rule, then moves the end to the start when the start has passed it. */
export function normaliseEventDates(
  dates: { start: Date; end: Date },
  now: Date,
): { start: Date; end: Date } {
  const start = normaliseStartDate(dates.start, now);
  const end = dates.end.getTime() < start.getTime() ? start : dates.end;
  return { start, end };
}
