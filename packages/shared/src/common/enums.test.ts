import { describe, expect, it } from 'vitest';
import { ageRangeFor } from './enums';

describe('enumerations', () => {
  it('finds the age range', () => {
    expect(ageRangeFor(17)).toBeNull();
    expect(ageRangeFor(18)).toBe('18-24');
    expect(ageRangeFor(34)).toBe('25-34');
    expect(ageRangeFor(44)).toBe('35-44');
    expect(ageRangeFor(45)).toBe('45+');
  });
});
