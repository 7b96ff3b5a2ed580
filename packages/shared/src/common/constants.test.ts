import { describe, expect, it } from 'vitest';
import { EXCLUDED_COUNTRY_CODES } from './constants';

describe('constants', () => {
  it('excludes kp, cu, ir, sy, ve and ru from country lists', () => {
    expect(EXCLUDED_COUNTRY_CODES).toEqual(['kp', 'cu', 'ir', 'sy', 've', 'ru']);
  });
});
