import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('formats integer cents with the currency symbol and thousands separators', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(100_000_000_00, 'usd')).toBe('$100,000,000.00');
    expect(formatCents(-1999, 'EUR')).toBe('-€19.99');
  });

  it('puts the code after the amount for currencies without a symbol', () => {
    expect(formatCents(500, 'SEK')).toBe('5.00 SEK');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});
