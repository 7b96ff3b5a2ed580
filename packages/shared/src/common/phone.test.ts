import { describe, expect, it } from 'vitest';
import { isPhoneNumberLike } from './phone';

describe('isPhoneNumberLike (login step 1)', () => {
  it.each([
    '+12135550123',
    '2135550123',
    '+1 (213) 555-0123',
    '213.555.0123',
    '213-555-0123',
    ' 5550123 ',
    '+44 20 7946 0958',
    '123456789012345',
  ])('treats %s as a phone number', (input) => {
    expect(isPhoneNumberLike(input)).toBe(true);
  });

  it.each([
    'jane@example.com',
    '2135550123@example.com',
    'jane',
    'jane123',
    '213555012a',
    '123456', // 6 digits: too short
    '1234567890123456', // 16 digits: too long
    '++12135550123',
    '213+5550123',
    '',
    '   ',
    '+',
  ])('does not treat %s as a phone number', (input) => {
    expect(isPhoneNumberLike(input)).toBe(false);
  });
});
