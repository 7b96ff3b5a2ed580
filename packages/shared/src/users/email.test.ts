import { describe, expect, it } from 'vitest';
import { emailSchema } from './schemas';

const messages = (value: unknown) => emailSchema.safeParse(value).error?.issues.map((i) => i.message);

describe('emailSchema', () => {
  it('accepts a valid email, trimmed and lowercased', () => {
    expect(emailSchema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it('requires a value', () => {
    expect(messages('')).toEqual(['Email is required']);
    expect(messages('   ')).toEqual(['Email is required']);
    expect(messages(undefined)).toEqual(['Email is required']);
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'a@b@c.com'])(
    'rejects %s with the spec message',
    (value) => {
      expect(messages(value)).toEqual(['Your email address is invalid. Please try again.']);
    },
  );

  it('rejects an address longer than 254 characters', () => {
    expect(messages(`${'a'.repeat(250)}@example.com`)).toEqual([
      'Your email address is invalid. Please try again.',
    ]);
  });
});
