import { describe, expect, it } from 'vitest';
import { csvCell, exportFileName, isoInZone } from './attendees.routes';

describe('csvCell', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(3)).toBe('"3"');
    expect(csvCell(null)).toBe('""');
  });

  it('keeps what a spreadsheet would run as a formula as text', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(formula)).toBe(`"'${formula}"`);
    expect(csvCell('a=1')).toBe('"a=1"');
  });
});

describe('isoInZone', () => {
  it("writes an instant in the zone's local time with its offset", () => {
    const instant = new Date('2026-11-28T15:06:19.896Z');
    expect(isoInZone(instant, 'America/Los_Angeles')).toBe('2026-11-28T07:06:19-08:00');
    expect(isoInZone(new Date('2026-06-01T18:00:00Z'), 'America/Los_Angeles')).toBe(
      '2026-06-01T11:00:00-07:00',
    );
    expect(isoInZone(instant, 'Asia/Kolkata')).toBe('2026-11-28T20:36:19+05:30');
    expect(isoInZone(instant, 'UTC')).toBe('2026-11-28T15:06:19+00:00');
    expect(isoInZone(new Date('2026-11-28T23:30:00Z'), 'Europe/London')).toBe('2026-11-28T23:30:00+00:00');
  });
});

describe('exportFileName', () => {
  it('names the state and any other filter', () => {
    expect(exportFileName('party', null, false)).toBe('attendees-party.csv');
    expect(exportFileName('party', 'CHECKED_IN', false)).toBe('attendees-party-checked-in.csv');
    expect(exportFileName('party', null, true)).toBe('attendees-party-filtered.csv');
  });
});
