import { describe, expect, it } from 'vitest';
import { countryCodeSchema, numericCheckSchema } from './schemas';

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
