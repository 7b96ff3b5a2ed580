import { describe, expect, it } from 'vitest';
import { isCalendarDate, makeDateOfBirthSchema, toLocalIsoDate } from './schemas';

// Noon local time, so the calendar date is the same in every time zone the tests may run in.
const now = new Date(2025, 5, 15, 12, 0, 0);
const schema = makeDateOfBirthSchema(() => now);
const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe('dateOfBirthSchema', () => {
  it('accepts a past date in yyyy-MM-dd', () => {
    expect(schema.parse('1990-02-28')).toBe('1990-02-28');
  });

  it('accepts today', () => {
    expect(schema.parse('2025-06-15')).toBe('2025-06-15');
  });

  it('rejects a future date', () => {
    expect(messages('2025-06-16')).toEqual(['Your date of birth cannot be in the future.']);
  });

  it.each([
    '2023-02-29',
    '1990-13-01',
    '1990-00-10',
    '1990-04-31',
    '15/06/1990',
    '06/15/1990',
    '1990-6-1',
    'abc',
  ])('rejects the invalid date %s', (value) => {
    expect(messages(value)).toEqual(['Your date of birth is invalid. Please try again.']);
  });

  it('rejects dates before 1900', () => {
    expect(messages('1899-12-31')).toEqual(['Your date of birth is invalid. Please try again.']);
  });

  it('requires a value', () => {
    expect(messages('')).toEqual(['Date of birth is required']);
    expect(messages(undefined)).toEqual(['Date of birth is required']);
  });

  it('accepts a leap day', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('formats the local calendar date', () => {
    expect(toLocalIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
