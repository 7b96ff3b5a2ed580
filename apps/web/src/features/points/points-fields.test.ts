import { describe, expect, it } from 'vitest';
import { signedPoints } from '@/features/points/points-fields';

describe('points fields', () => {
  it('signs amounts from the reader’s side with a true minus sign', () => {
    expect(signedPoints(1500)).toBe('+1,500');
    expect(signedPoints(-50)).toBe('\u221250');
    expect(signedPoints(0)).toBe('0');
  });
});
