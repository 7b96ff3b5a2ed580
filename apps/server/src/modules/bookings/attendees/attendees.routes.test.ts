import { describe, expect, it } from 'vitest';
import { csvCell } from './attendees.routes';

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
