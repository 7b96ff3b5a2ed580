import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, safeColor, signedPoints } from '@/features/points/points-parts';

describe('points parts', () => {
  it('signs amounts from the reader’s side with a true minus sign', () => {
    expect(signedPoints(1500)).toBe('+1,500');
    expect(signedPoints(-50)).toBe('\u221250');
    expect(signedPoints(0)).toBe('0');
  });

  it('keeps valid club colours, falls back to black, and picks readable text', () => {
    expect(safeColor('#3D1277')).toBe('#3D1277');
    expect(safeColor('purple')).toBe('#000000');
    expect(safeColor(null)).toBe('#000000');
    expect(readableOn('#3D1277')).toBe('#FFFFFF');
    expect(readableOn('#E8590C')).toBe('#000000');
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
  });
});
