import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './schemas';

describe('profileUpdateSchema', () => {
  it('accepts an empty update', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it('normalises the fields that are sent', () => {
    expect(
      profileUpdateSchema.parse({
        name: ' Jane Doe ',
        userName: 'jane',
        bio: ' Hi ',
        gender: 'Not Disclosed',
        dateOfBirth: '1990-01-01',
        phoneNumber: '(213) 555-0123',
      }),
    ).toEqual({
      name: 'Jane Doe',
      userName: 'jane',
      bio: 'Hi',
      gender: 'Not Disclosed',
      dateOfBirth: '1990-01-01',
      phoneNumber: '+12135550123',
    });
  });

  it('validates each field with its message', () => {
    const result = profileUpdateSchema.safeParse({
      name: ' ',
      gender: 'X',
      phoneNumber: '1',
      dateOfBirth: '',
    });
    expect(Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual({
      name: 'Your name is invalid. Please try again.',
      gender: 'Choose valid gender',
      phoneNumber: 'Your phone number is invalid. Please try again.',
      dateOfBirth: 'Date of birth is required',
    });
  });
});
