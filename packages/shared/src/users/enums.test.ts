import { describe, expect, it } from 'vitest';
import { SIGN_UP_GENDERS } from './enums';

describe('enumerations', () => {
  it('lists values in spec order', () => {
    expect(SIGN_UP_GENDERS).toEqual(['Male', 'Female', 'Other']);
  });
});
