import { describe, expect, it } from 'vitest';
import { signUpSchema } from './schemas';

const valid = {
  userName: 'Jane@Example.com',
  password: 'Secret123',
  firstName: ' Jane ',
  lastName: 'Doe',
  gender: 'Female',
  dateOfBirth: '1990-05-01',
  phoneNumber: '(213) 555-0123',
  agreeToTermsAndConditions: true,
};

describe('signUpSchema', () => {
  it('normalises the payload and derives the name', () => {
    expect(signUpSchema.parse(valid)).toEqual({
      userName: 'jane@example.com',
      password: 'Secret123',
      firstName: 'Jane',
      lastName: 'Doe',
      name: 'Jane Doe',
      gender: 'Female',
      dateOfBirth: '1990-05-01',
      phoneNumber: '+12135550123',
      agreeToTermsAndConditions: true,
    });
  });

  it('keeps a name that is given', () => {
    expect(signUpSchema.parse({ ...valid, name: ' J. Doe ' }).name).toBe('J. Doe');
    expect(signUpSchema.parse({ ...valid, name: '  ' }).name).toBe('Jane Doe');
  });

  it('refuses the not-disclosed gender at sign-up', () => {
    const result = signUpSchema.safeParse({ ...valid, gender: 'Not Disclosed' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['gender', 'Choose valid gender'],
    ]);
  });

  it('reports every invalid field with its message', () => {
    const result = signUpSchema.safeParse({
      userName: 'nope',
      password: 'short',
      firstName: '',
      lastName: '',
      gender: '',
      dateOfBirth: '',
      phoneNumber: '12',
    });
    expect(Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual({
      userName: 'Your email address is invalid. Please try again.',
      password:
        'Passwords must have at least 8 characters and include 2 of the following: 1 uppercase letter, 1 number, or 1 special character.',
      firstName: 'Your first name is invalid. Please try again.',
      lastName: 'Your last name is invalid. Please try again.',
      gender: 'Choose valid gender',
      dateOfBirth: 'Date of birth is required',
      phoneNumber: 'Your phone number is invalid. Please try again.',
      agreeToTermsAndConditions: expect.any(String),
    });
  });
});
