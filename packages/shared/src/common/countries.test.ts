import { describe, expect, it } from 'vitest';
import { ALLOWED_COUNTRY_CODES, isExcludedCountry } from './countries';

describe('constants', () => {
  it('excludes kp, cu, ir, sy, ve and ru from country lists', () => {
    for (const code of ['KP', 'CU', 'IR', 'SY', 'VE', 'RU']) {
      expect(ALLOWED_COUNTRY_CODES).not.toContain(code);
      expect(isExcludedCountry(code)).toBe(true);
    }
    expect(ALLOWED_COUNTRY_CODES).toContain('US');
    expect(isExcludedCountry('us')).toBe(false);
  });
});
