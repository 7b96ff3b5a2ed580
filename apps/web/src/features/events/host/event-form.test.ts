import { describe, expect, it } from 'vitest';
import { applyStartRule, keepWallClock } from './event-form';
import { splitInZone } from './zoned-date-time';

describe('the event form date rules (decision 111)', () => {
  const now = new Date('2030-01-01T10:07:00.000Z');

  it('keeps the wall-clock times typed when the zone changes', () => {
    // 8:00 PM to 11:00 PM on June 6 typed in UTC, then America/Los_Angeles picked.
    const typed = { startDate: '2030-06-06T20:00:00.000Z', endDate: '2030-06-06T23:00:00.000Z' };
    const moved = keepWallClock(typed, 'UTC', 'America/Los_Angeles');
    expect(splitInZone(moved.startDate, 'America/Los_Angeles')).toEqual({
      date: '2030-06-06',
      time: '20:00',
    });
    expect(splitInZone(moved.endDate, 'America/Los_Angeles')).toEqual({ date: '2030-06-06', time: '23:00' });
    expect(moved).toEqual({ startDate: '2030-06-07T03:00:00.000Z', endDate: '2030-06-07T06:00:00.000Z' });
    // Across a date line and back, and to the same zone: nothing typed changes.
    const tokyo = keepWallClock(moved, 'America/Los_Angeles', 'Asia/Tokyo');
    expect(splitInZone(tokyo.startDate, 'Asia/Tokyo')).toEqual({ date: '2030-06-06', time: '20:00' });
    expect(keepWallClock(typed, 'UTC', 'UTC')).toEqual(typed);
    expect(keepWallClock({ startDate: '', endDate: typed.endDate }, 'UTC', 'Asia/Tokyo').startDate).toBe('');
  });

  it('keeps the length of the event when the start moves onto or past the end', () => {
    const current = { startDate: '2030-06-06T20:00:00.000Z', endDate: '2030-06-06T23:00:00.000Z' };
    expect(applyStartRule('2030-06-07T01:00:00.000Z', current, now)).toEqual({
      startDate: '2030-06-07T01:00:00.000Z',
      endDate: '2030-06-07T04:00:00.000Z',
    });
    expect(applyStartRule('2030-06-06T23:00:00.000Z', current, now)).toEqual({
      startDate: '2030-06-06T23:00:00.000Z',
      endDate: '2030-06-07T02:00:00.000Z',
    });
    // A start that stays before the end leaves the end where it is.
    expect(applyStartRule('2030-06-06T21:00:00.000Z', current, now)).toEqual({
      startDate: '2030-06-06T21:00:00.000Z',
      endDate: '2030-06-06T23:00:00.000Z',
    });
    // With no length to keep, the end becomes the start (domain §4).
    const zero = { startDate: current.startDate, endDate: current.startDate };
    expect(applyStartRule('2030-06-07T01:00:00.000Z', zero, now).endDate).toBe('2030-06-07T01:00:00.000Z');
  });

  it('moves a start that is not in the future to the next quarter hour, the end with it', () => {
    expect(
      applyStartRule(
        '2029-12-31T10:00:00.000Z',
        { startDate: '2030-01-02T10:00:00.000Z', endDate: '2030-01-02T12:00:00.000Z' },
        now,
      ),
    ).toEqual({ startDate: '2030-01-01T10:30:00.000Z', endDate: '2030-01-02T12:00:00.000Z' });
  });
});
