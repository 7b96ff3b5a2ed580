import { BRAND_COLOR } from '@repclub/shared';
import { describe, expect, it } from 'vitest';
import { BRAND_SHADE, brandColors, theme } from '@/ui/theme';

describe('theme', () => {
  it('makes the brand colour #3D1277 the primary colour', () => {
    expect(BRAND_COLOR).toBe('#3D1277');
    expect(theme.primaryColor).toBe('brand');
    expect(theme.primaryShade).toEqual({ light: BRAND_SHADE, dark: BRAND_SHADE });
    expect(brandColors).toHaveLength(10);
    expect(brandColors[BRAND_SHADE]).toBe('#3D1277');
  });
});
