import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid('3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('3F2B8C1E-9D4A-4B7E-8F00-1A2B3C4D5E6F')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isUuid('3f2b8c1e9d4a4b7e8f001a2b3c4d5e6f')).toBe(false);
    expect(isUuid(' 3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f')).toBe(false);
    expect(isUuid('tess@example.com')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
