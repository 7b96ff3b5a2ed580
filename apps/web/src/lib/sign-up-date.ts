import { isCalendarDate, SIGN_UP_DATE_DISPLAY_FORMAT } from '@repclub/shared';

/** The date of birth field shows MM/dd/yyyy (accounts §9); this is its dayjs format for Mantine. */
export const DATE_OF_BIRTH_VALUE_FORMAT = SIGN_UP_DATE_DISPLAY_FORMAT;

const US_DATE = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses what the user typed in the date of birth field, MM/dd/yyyy (leading zeros optional), into the
 * yyyy-MM-dd value that is sent (accounts §3). Answers null for anything that is not a real calendar
 * day, so '02/30/2000' or '2000-01-02' never become a value.
 */
export function parseSignUpDate(text: string): string | null {
  const match = US_DATE.exec(text);
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** Shows a yyyy-MM-dd value as MM/dd/yyyy; answers '' for anything else. */
export function formatSignUpDate(iso: string | null | undefined): string {
  const match = iso ? ISO_DATE.exec(iso) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}
