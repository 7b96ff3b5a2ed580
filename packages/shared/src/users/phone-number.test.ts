import { describe, expect, it } from 'vitest';
import { phoneNumbersEqual, stripPhoneFormatting, toE164 } from '../common/phone';
import { phoneNumberSchema } from './schemas';

const INVALID = 'Your phone number is invalid. Please try again.';
const messages = (value: unknown) => phoneNumberSchema.safeParse(value).error?.issues.map((i) => i.message);

describe('phoneNumberSchema', () => {
  it('accepts a formatted US number and outputs E.164', () => {
    expect(phoneNumberSchema.parse('+1 (213) 555-0123')).toBe('+12135550123');
  });

  it('uses US as the default country', () => {
    expect(phoneNumberSchema.parse('(213) 555-0123')).toBe('+12135550123');
    expect(phoneNumberSchema.parse('213 555 0123')).toBe('+12135550123');
  });

  it('accepts a valid number of another country with its prefix', () => {
    expect(phoneNumberSchema.parse('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('strips spaces, dashes and brackets (and dots)', () => {
    expect(stripPhoneFormatting(' +1 (213) 555-0123 [x]')).toBe('+12135550123x');
    expect(stripPhoneFormatting('{213}.555.0123')).toBe('2135550123');
  });

  it('rejects too short', () => {
    expect(messages('555-012')).toEqual([INVALID]);
  });

  it('rejects too long', () => {
    expect(messages('+1 213 555 0123 4567 8')).toEqual([INVALID]);
  });

  it('rejects letters', () => {
    expect(messages('213-555-CALL')).toEqual([INVALID]);
  });

  it('rejects a number the phone library says is invalid', () => {
    // The right length for the pattern, but US area codes never start with 1.
    expect(messages('+1 123 456 7890')).toEqual([INVALID]);
  });

  it('rejects a plus sign anywhere but the start', () => {
    expect(messages('213+5550123')).toEqual([INVALID]);
  });

  it('requires a value', () => {
    expect(messages('')).toEqual([INVALID]);
    expect(messages(undefined)).toEqual([INVALID]);
  });
});

describe('phone helpers', () => {
  it('compares parsed numbers', () => {
    expect(phoneNumbersEqual('(213) 555-0123', '+1 213 555 0123')).toBe(true);
    expect(phoneNumbersEqual('+12135550123', '+12135550124')).toBe(false);
    expect(phoneNumbersEqual('not a phone', '+12135550123')).toBe(false);
  });

  it('gives E.164 or null', () => {
    expect(toE164('213.555.0123')).toBe('+12135550123');
    expect(toE164('213-555-0123')).toBe('+12135550123');
    expect(toE164('+1 123 456 7890')).toBeNull();
  });
});
