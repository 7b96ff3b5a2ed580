import { z } from 'zod';
import { DECIDED_MESSAGES, MESSAGES } from '../messages';

/** Earliest accepted date of birth (ours; the spec gives none). */
export const DATE_OF_BIRTH_MIN = '1900-01-01';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a yyyy-MM-dd string naming a real calendar day ('2023-02-29' is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date of `date` in the runtime's time zone, as yyyy-MM-dd. */
export function toLocalIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Date of birth (accounts §3, §5): required, sent as yyyy-MM-dd, a real calendar date, not in the
 * future. "Today" is the calendar date of `now()` in the runtime's time zone, and today is
 * accepted. `now` is injectable so tests and the server's clock decide what today is.
 */
export function makeDateOfBirthSchema(now: () => Date = () => new Date()) {
  return z
    .string({ error: MESSAGES.dateOfBirthRequired })
    .trim()
    .min(1, { error: MESSAGES.dateOfBirthRequired, abort: true })
    .refine((value) => isCalendarDate(value) && value >= DATE_OF_BIRTH_MIN, {
      error: DECIDED_MESSAGES.dateOfBirthInvalid,
      abort: true,
    })
    .refine((value) => value <= toLocalIsoDate(now()), { error: DECIDED_MESSAGES.dateOfBirthInFuture });
}

export const dateOfBirthSchema = makeDateOfBirthSchema();
