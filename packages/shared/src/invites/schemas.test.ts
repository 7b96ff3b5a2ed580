import { describe, expect, it } from 'vitest';
import { makeInviteEmailSchema } from './schemas';

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
