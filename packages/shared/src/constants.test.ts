import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REACTIVATION_WINDOW_MS,
  BLOCK_DURATION_MINUTES,
  BLOCK_DURATION_MS,
  EXCLUDED_COUNTRY_CODES,
  isProfileComplete,
  RESEND_WAIT_MS,
  RESEND_WAIT_SECONDS,
  SLICE_PRICE_TIERS,
  slicePriceCentsFor,
} from './constants';
import { ALLOWED_COUNTRY_CODES, isExcludedCountry } from './countries';

describe('constants', () => {
  it('keeps durations consistent', () => {
    expect(BLOCK_DURATION_MS).toBe(BLOCK_DURATION_MINUTES * 60_000);
    expect(RESEND_WAIT_MS).toBe(RESEND_WAIT_SECONDS * 1000);
    expect(ACCOUNT_REACTIVATION_WINDOW_MS).toBe(7_776_000_000);
  });

  it('prices slice tiers in integer cents', () => {
    for (const tier of SLICE_PRICE_TIERS) expect(Number.isInteger(tier.priceCents)).toBe(true);
    expect(slicePriceCentsFor(10_000)).toBe(0);
    expect(slicePriceCentsFor(100_000)).toBe(1_000);
    expect(slicePriceCentsFor(1_000_000_000)).toBe(10_000_000);
    expect(slicePriceCentsFor(12_345)).toBeUndefined();
  });

  it('excludes kp, cu, ir, sy, ve and ru from country lists', () => {
    expect(EXCLUDED_COUNTRY_CODES).toEqual(['kp', 'cu', 'ir', 'sy', 've', 'ru']);
    for (const code of ['KP', 'CU', 'IR', 'SY', 'VE', 'RU']) {
      expect(ALLOWED_COUNTRY_CODES).not.toContain(code);
      expect(isExcludedCountry(code)).toBe(true);
    }
    expect(ALLOWED_COUNTRY_CODES).toContain('US');
    expect(isExcludedCountry('us')).toBe(false);
  });

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
