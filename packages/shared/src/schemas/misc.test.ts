import { describe, expect, it } from 'vitest';
import {
  acceptTermsSchema,
  checkEmailAvailabilitySchema,
  passkeyRegisterOptionsSchema,
} from './auth-requests';
import { countryCodeSchema } from './country';
import { numericCheckSchema } from './numeric';
import { customPieAmountSchema } from './pie-amount';
import { searchKeywordSchema } from './search';

describe('searchKeywordSchema', () => {
  it('trims the keyword', () => {
    expect(searchKeywordSchema.parse('  party ')).toBe('party');
  });

  it('refuses a blank keyword', () => {
    expect(searchKeywordSchema.safeParse('   ').success).toBe(false);
  });
});

describe('countryCodeSchema', () => {
  it('accepts a code in either case and returns it upper case', () => {
    expect(countryCodeSchema.parse('us')).toBe('US');
    expect(countryCodeSchema.parse(' GB ')).toBe('GB');
  });

  it.each(['kp', 'cu', 'ir', 'sy', 've', 'ru', 'KP', 'RU'])('refuses the excluded country %s', (code) => {
    expect(countryCodeSchema.safeParse(code).error?.issues.map((i) => i.message)).toEqual([
      'This country is not supported.',
    ]);
  });

  it.each(['', 'USA', 'ZZ', '1A'])('refuses %s as no country', (code) => {
    expect(countryCodeSchema.safeParse(code).error?.issues.map((i) => i.message)).toEqual([
      'Please choose a valid country.',
    ]);
  });
});

describe('numericCheckSchema', () => {
  it.each([0.01, 1, 1000, '500'])('accepts %s', (value) => {
    expect(numericCheckSchema.safeParse(value).success).toBe(true);
  });

  it.each([0, -1, 1000.01, 1001])('refuses %s', (value) => {
    expect(numericCheckSchema.safeParse(value).error?.issues[0]?.message).toBe(
      'Enter a number greater than 0 and at most 1000.',
    );
  });

  it('refuses what is not a number', () => {
    expect(numericCheckSchema.safeParse('abc').error?.issues[0]?.message).toBe('You must specify a number');
  });

  it('returns a number', () => {
    expect(numericCheckSchema.parse('1000')).toBe(1000);
  });
});

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

describe('auth request schemas', () => {
  it('check email availability uses the email rules', () => {
    expect(checkEmailAvailabilitySchema.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
  });

  it('passkey registration needs user name and display name', () => {
    expect(passkeyRegisterOptionsSchema.safeParse({ userName: 'jane', displayName: '' }).success).toBe(false);
  });

  it('terms version is a positive integer', () => {
    expect(acceptTermsSchema.parse({ version: 3 })).toEqual({ version: 3 });
    expect(acceptTermsSchema.safeParse({ version: 1.5 }).success).toBe(false);
    expect(acceptTermsSchema.safeParse({ version: '3' }).success).toBe(false);
  });
});
