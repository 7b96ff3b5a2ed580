import { describe, expect, it } from 'vitest';
import { addLocal, localTimeOn } from './local-time';

describe('calendar arithmetic in a time zone', () => {
  it('keeps the local time across daylight-saving changes', () => {
    // Sat Mar 7 2026, 7 pm in New York (EST, UTC−5); Mar 14 is after the change to EDT (UTC−4).
    const start = new Date('2026-03-08T00:00:00.000Z');
    expect(addLocal(start, 'America/New_York', { days: 7 }).toISOString()).toBe('2026-03-14T23:00:00.000Z');
    expect(addLocal(start, 'UTC', { days: 7 }).toISOString()).toBe('2026-03-15T00:00:00.000Z');
  });

  it('moves by calendar months, the 31st becoming the last day of a shorter month', () => {
    const jan31 = new Date('2026-01-31T18:00:00.000Z');
    expect(addLocal(jan31, 'Europe/London', { months: 1 }).toISOString()).toBe('2026-02-28T18:00:00.000Z');
    expect(addLocal(jan31, 'Europe/London', { months: 13 }).toISOString()).toBe('2027-02-28T18:00:00.000Z');
    expect(addLocal(jan31, 'Europe/London', { months: 2 }).toISOString()).toBe('2026-03-31T17:00:00.000Z');
  });

  it('answers a local time of day some days ahead', () => {
    const now = new Date('2026-06-01T12:00:00.000Z');
    expect(localTimeOn(now, 'America/Los_Angeles', 3, 19).toISOString()).toBe('2026-06-05T02:00:00.000Z');
    expect(localTimeOn(now, 'Asia/Tokyo', 0, 9, 30).toISOString()).toBe('2026-06-01T00:30:00.000Z');
  });
});
