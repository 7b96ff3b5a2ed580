import { describe, expect, it } from 'vitest';
import { customPieAmountSchema } from './schemas';

describe('customPieAmountSchema', () => {
  const messagesFor = (value: unknown) =>
    Object.fromEntries(
      customPieAmountSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
    );

  it('returns slices and the price in integer cents', () => {
    expect(customPieAmountSchema.parse({ slices: '100000', price: '9.99' })).toEqual({
      slices: 100_000,
      priceCents: 999,
    });
    expect(customPieAmountSchema.parse({ slices: 10, price: 0 })).toEqual({ slices: 10, priceCents: 0 });
  });

  it('gives the spec messages for missing values', () => {
    expect(messagesFor({ slices: '', price: '' })).toEqual({
      slices: 'Number of slices is required',
      price: 'Pie price is required',
    });
    expect(messagesFor({})).toEqual({
      slices: 'Number of slices is required',
      price: 'Pie price is required',
    });
  });

  it('gives the spec message for something that is not a number', () => {
    expect(messagesFor({ slices: 'ten', price: 'free' })).toEqual({
      slices: 'You must specify a number',
      price: 'You must specify a number',
    });
  });

  it('refuses fractional slices and sub-cent prices', () => {
    expect(messagesFor({ slices: '1.5', price: '1.234' })).toEqual({
      slices: 'Number of slices must be a whole number greater than 0.',
      price: 'Pie price must be 0 or more, with at most 2 decimals.',
    });
  });
});
