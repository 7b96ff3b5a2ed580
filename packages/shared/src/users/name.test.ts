import { describe, expect, it } from 'vitest';
import { bioSchema, firstNameSchema, lastNameSchema, userNameSchema } from './schemas';

describe('first and last name', () => {
  it('trims the value', () => {
    expect(firstNameSchema.parse('  Jane ')).toBe('Jane');
    expect(lastNameSchema.parse(' Doe')).toBe('Doe');
  });

  it.each(['', '   ', undefined])('first name is required (%s)', (value) => {
    expect(firstNameSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
      'Your first name is invalid. Please try again.',
    ]);
  });

  it.each(['', '   ', undefined])('last name is required (%s)', (value) => {
    expect(lastNameSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
      'Your last name is invalid. Please try again.',
    ]);
  });

  it('rejects names over 100 characters', () => {
    expect(firstNameSchema.safeParse('a'.repeat(101)).success).toBe(false);
    expect(firstNameSchema.safeParse('a'.repeat(100)).success).toBe(true);
  });
});

describe('userName and bio', () => {
  it('accepts a handle, refuses spaces and refuses anything with @ (an e-mail address)', () => {
    expect(userNameSchema.parse(' jane.doe_1 ')).toBe('jane.doe_1');
    for (const value of ['jane@example.com', '@jane', 'a@b'])
      expect(userNameSchema.safeParse(value).error?.issues[0]?.message).toBe(
        'A username cannot be an email address.',
      );
    expect(userNameSchema.safeParse('jane doe').error?.issues[0]?.message).toBe(
      'Your username is invalid. Please try again.',
    );
  });

  it('limits the bio to 500 characters', () => {
    expect(bioSchema.parse('')).toBe('');
    expect(bioSchema.safeParse('a'.repeat(501)).error?.issues[0]?.message).toBe(
      'Your bio must be at most 500 characters.',
    );
  });
});
