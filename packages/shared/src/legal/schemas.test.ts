import { describe, expect, it } from 'vitest';
import { acceptTermsSchema } from './schemas';

describe('auth request schemas', () => {
  it('terms version is a positive integer', () => {
    expect(acceptTermsSchema.parse({ version: 3 })).toEqual({ version: 3 });
    expect(acceptTermsSchema.safeParse({ version: 1.5 }).success).toBe(false);
    expect(acceptTermsSchema.safeParse({ version: '3' }).success).toBe(false);
  });
});
