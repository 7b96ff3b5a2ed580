import { describe, expect, it } from 'vitest';
import { searchKeywordSchema } from './schemas';

describe('searchKeywordSchema', () => {
  it('trims the keyword', () => {
    expect(searchKeywordSchema.parse('  party ')).toBe('party');
  });

  it('refuses a blank keyword', () => {
    expect(searchKeywordSchema.safeParse('   ').success).toBe(false);
  });
});
