import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-rules';
import { passwordSchema } from './schemas';

const RULE =
  'Passwords must have at least 8 characters and include 2 of the following: 1 uppercase letter, 1 number, or 1 special character.';
const messages = (value: unknown) => passwordSchema.safeParse(value).error?.issues.map((i) => i.message);

describe('passwordSchema', () => {
  it('rejects 7 characters even with every class', () => {
    expect(messages('Ab1!xyz')).toEqual([RULE]);
  });

  it('rejects 8 lowercase letters', () => {
    expect(messages('abcdefgh')).toEqual([RULE]);
  });

  it('accepts uppercase + digit', () => {
    expect(passwordSchema.parse('Abcdefg1')).toBe('Abcdefg1');
  });

  it('accepts digit + special', () => {
    expect(passwordSchema.safeParse('abcdef1.').success).toBe(true);
  });

  it('accepts uppercase + special', () => {
    expect(passwordSchema.safeParse('Abcdefg_').success).toBe(true);
  });

  it.each(['ABCDEFGH', '12345678', 'abcdefg!', 'abcdefg1', 'Abcdefgh'])(
    'rejects only one class: %s',
    (value) => {
      expect(messages(value)).toEqual([RULE]);
    },
  );

  it('does not count characters outside @$#!%*?&._- as special, but allows them', () => {
    expect(messages('abcdefg^')).toEqual([RULE]);
    expect(messages('abcdef1^')).toEqual([RULE]);
    expect(messages('Abcdef1^ ')).toBeUndefined();
  });

  it('rejects empty and missing values with the same message', () => {
    expect(messages('')).toEqual([RULE]);
    expect(messages(undefined)).toEqual([RULE]);
  });
});

describe('passwordStrength', () => {
  it('reports each class for the checklist', () => {
    expect(passwordStrength('abc')).toEqual({
      hasMinLength: false,
      hasUppercase: false,
      hasDigit: false,
      hasSpecial: false,
      classesMet: 0,
      isValid: false,
    });
    expect(passwordStrength('Abcdefg1@')).toEqual({
      hasMinLength: true,
      hasUppercase: true,
      hasDigit: true,
      hasSpecial: true,
      classesMet: 3,
      isValid: true,
    });
  });

  it.each([...'@$#!%*?&._-'])('counts %s as special', (char) => {
    expect(passwordStrength(`abcdefg${char}`).hasSpecial).toBe(true);
  });
});
