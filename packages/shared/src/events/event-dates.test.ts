import { describe, expect, it } from 'vitest';
import { normaliseEventDates, normaliseStartDate, roundUpToStep } from './event-dates';

const at = (iso: string) => new Date(iso);

describe('event dates', () => {
  const now = at('2025-06-15T10:07:30Z');

  it('keeps a start in the future', () => {
    expect(normaliseStartDate(at('2025-06-15T10:08:00Z'), now)).toEqual(at('2025-06-15T10:08:00Z'));
  });

  it('replaces a start not in the future with now + 15 minutes on a 15-minute step', () => {
    expect(normaliseStartDate(now, now)).toEqual(at('2025-06-15T10:30:00Z'));
    expect(normaliseStartDate(at('2025-06-14T10:00:00Z'), now)).toEqual(at('2025-06-15T10:30:00Z'));
  });

  it('does not move a time already on a step', () => {
    expect(roundUpToStep(at('2025-06-15T10:45:00Z'))).toEqual(at('2025-06-15T10:45:00Z'));
  });

  it('moves the end to the start when the start passes it', () => {
    expect(
      normaliseEventDates({ start: at('2025-06-16T12:00:00Z'), end: at('2025-06-16T11:00:00Z') }, now),
    ).toEqual({ start: at('2025-06-16T12:00:00Z'), end: at('2025-06-16T12:00:00Z') });
    expect(
      normaliseEventDates({ start: at('2025-06-16T12:00:00Z'), end: at('2025-06-16T13:00:00Z') }, now).end,
    ).toEqual(at('2025-06-16T13:00:00Z'));
  });
});
