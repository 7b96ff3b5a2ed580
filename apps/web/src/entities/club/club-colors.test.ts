import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, safeColor } from '@/entities/club/club-colors';

describe('club colours', () => {
  it('keeps valid club colours, falls back to black, and picks readable text', () => {
    expect(safeColor('#3D1277')).toBe('#3D1277');
    expect(safeColor('purple')).toBe('#000000');
    expect(safeColor(null)).toBe('#000000');
    expect(readableOn('#3D1277')).toBe('#FFFFFF');
    expect(readableOn('#E8590C')).toBe('#000000');
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
  });
});
