import { describe, expect, it } from 'vitest';
import { isProfileComplete } from './constants';

describe('constants', () => {
  it('counts a profile as complete only with every required field', () => {
    const profile = {
      name: 'Jane',
      userName: 'jane',
      dateOfBirth: '1990-01-01',
      phoneNumber: '+12135550123',
      gender: 'Female',
    };
    expect(isProfileComplete(profile)).toBe(true);
    expect(isProfileComplete({ ...profile, gender: null })).toBe(false);
    expect(isProfileComplete({ ...profile, name: '  ' })).toBe(false);
  });
});
