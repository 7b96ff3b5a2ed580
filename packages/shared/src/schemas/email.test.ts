import { describe, expect, it } from 'vitest';
import { emailSchema, makeInviteEmailSchema } from './email';

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

describe('makeInviteEmailSchema', () => {
  it('refuses an email that is already selected, whatever its case', () => {
    const schema = makeInviteEmailSchema({ selected: ['jane@example.com'] });
    expect(schema.safeParse('JANE@example.com').error?.issues[0]?.message).toBe(
      'This email address is already selected.',
    );
    expect(schema.parse('john@example.com')).toBe('john@example.com');
  });

  it('refuses an excluded email with the default or a custom message', () => {
    expect(
      makeInviteEmailSchema({ excluded: ['me@example.com'] }).safeParse('me@example.com').error?.issues[0]
        ?.message,
    ).toBe('This email address cannot be used.');
    expect(
      makeInviteEmailSchema({ excluded: ['me@example.com'], excludedMessage: 'You cannot invite yourself.' })
        .safeParse('me@example.com')
        .error?.issues.map((i) => i.message),
    ).toEqual(['You cannot invite yourself.']);
  });

  it('applies the email rules first', () => {
    expect(makeInviteEmailSchema().safeParse('nope').error?.issues[0]?.message).toBe(
      'Your email address is invalid. Please try again.',
    );
  });
});
