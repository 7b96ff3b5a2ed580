import { describe, expect, it } from 'vitest';
import { formatHoursMinutesSeconds, formatMinutesSeconds, parseDate, secondsLeft } from './timers';

describe('countdown formatting', () => {
  it('formats a code expiry as mm:ss', () => {
    expect(formatMinutesSeconds(600)).toBe('10:00');
    expect(formatMinutesSeconds(545)).toBe('09:05');
    expect(formatMinutesSeconds(1)).toBe('00:01');
    expect(formatMinutesSeconds(0)).toBe('00:00');
    expect(formatMinutesSeconds(-5)).toBe('00:00');
  });

  it('formats a block as hours, minutes and seconds', () => {
    expect(formatHoursMinutesSeconds(1800)).toBe('30m 00s');
    expect(formatHoursMinutesSeconds(1799)).toBe('29m 59s');
    expect(formatHoursMinutesSeconds(5)).toBe('0m 05s');
    expect(formatHoursMinutesSeconds(3723)).toBe('1h 02m 03s');
    expect(formatHoursMinutesSeconds(0)).toBe('0m 00s');
  });

  it('counts whole seconds left, rounding up, never below zero', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(70_000, 10_000)).toBe(60);
    expect(secondsLeft(5_000, 10_000)).toBe(0);
    expect(secondsLeft(null, 10_000)).toBe(0);
  });

  it('parses server dates', () => {
    expect(parseDate('2030-01-01T00:00:00.000Z')).toBe(Date.UTC(2030, 0, 1));
    expect(parseDate(null)).toBeNull();
    expect(parseDate('nope')).toBeNull();
  });
});
