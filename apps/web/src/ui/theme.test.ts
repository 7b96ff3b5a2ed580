import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
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

describe('variant colours', () => {
  const resolve = (variant: string, color: string) =>
    theme.variantColorResolver!({ variant, color, theme: mergeMantineTheme(DEFAULT_THEME, theme) });

  it('writes outline and light text in a darkened shade 9 (AA on white), keeping the outline’s border', () => {
    const outline = resolve('outline', 'yellow');
    expect(outline.color).toBe('color-mix(in srgb, var(--mantine-color-yellow-9), black 40%)');
    expect(outline.border).toContain('yellow');
    expect(resolve('light', 'green').color).toBe(
      'color-mix(in srgb, var(--mantine-color-green-9), black 40%)',
    );
    // The brand purple and filled variants stay Mantine's.
    expect(resolve('outline', 'brand').color).not.toContain('color-mix');
    expect(resolve('filled', 'yellow').color).not.toContain('color-mix');
  });
});
