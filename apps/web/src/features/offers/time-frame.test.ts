import { describe, expect, it } from 'vitest';
import { applyOfferStart, defaultOfferStart } from '@/features/offers/time-frame';

const now = new Date('2026-11-29T10:07:00.000Z');

describe('the offer start rule (domain §4, §5)', () => {
  it('replaces a start not in the future by now + 15 minutes on a 15-minute step', () => {
    const past = applyOfferStart('2026-11-28T09:00:00.000Z', { startDate: '', endDate: null }, now);
    expect(past.startDate).toBe('2026-11-29T10:30:00.000Z');
    const rightNow = applyOfferStart(now.toISOString(), { startDate: '', endDate: null }, now);
    expect(rightNow.startDate).toBe('2026-11-29T10:30:00.000Z');
  });

  it('keeps a start in the future as picked', () => {
    const next = applyOfferStart(
      '2026-12-01T18:00:00.000Z',
      { startDate: '', endDate: '2026-12-05T18:00:00.000Z' },
      now,
    );
    expect(next).toEqual({ startDate: '2026-12-01T18:00:00.000Z', endDate: '2026-12-05T18:00:00.000Z' });
  });

  it('moves the end to the start when the start passes it', () => {
    const next = applyOfferStart(
      '2026-12-10T18:00:00.000Z',
      { startDate: '', endDate: '2026-12-05T18:00:00.000Z' },
      now,
    );
    expect(next).toEqual({ startDate: '2026-12-10T18:00:00.000Z', endDate: '2026-12-10T18:00:00.000Z' });
  });

  it('leaves an open end open and ignores a date it cannot read', () => {
    expect(
      applyOfferStart('2026-12-10T18:00:00.000Z', { startDate: 'x', endDate: null }, now).endDate,
    ).toBeNull();
    const current = { startDate: '2026-12-01T18:00:00.000Z', endDate: null };
    expect(applyOfferStart('not a date', current, now)).toBe(current);
  });

  it('proposes the next quarter hour at least 15 minutes away', () => {
    expect(defaultOfferStart(now)).toBe('2026-11-29T10:30:00.000Z');
  });
});
