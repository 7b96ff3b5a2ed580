import { describe, expect, it } from 'vitest';
import { profileGenderSchema, signUpGenderSchema } from './schemas';

describe('signUpGenderSchema', () => {
  it.each(['Male', 'Female', 'Other'])('accepts %s', (value) => {
    expect(signUpGenderSchema.parse(value)).toBe(value);
  });

  it.each(['Not Disclosed', '', 'male', undefined])('rejects %s with the spec message', (value) => {
    expect(signUpGenderSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
      'Choose valid gender',
    ]);
  });
});

describe('profileGenderSchema', () => {
  it.each(['Female', 'Male', 'Other', 'Not Disclosed'])('accepts %s', (value) => {
    expect(profileGenderSchema.parse(value)).toBe(value);
  });

  it('rejects anything else', () => {
    expect(profileGenderSchema.safeParse('Unknown').error?.issues[0]?.message).toBe('Choose valid gender');
  });
});
