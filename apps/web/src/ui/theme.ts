import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  rem,
  type VariantColorsResolver,
} from '@mantine/core';
import { BRAND_COLOR, LAYOUT_MAX_WIDTH_PX } from '@repclub/shared';
import tabsClasses from '@/ui/tabs.module.css';
import toastClasses from '@/ui/toast.module.css';

/** Ten shades of the brand purple (hue 266°), light to dark; shade 6 is the brand colour itself. */
export const brandColors: MantineColorsTuple = [
  '#F5F0FC',
  '#E6D8F8',
  '#CDB3EF',
  '#AE86E4',
  '#8D56D7',
  '#682CBA',
  BRAND_COLOR,
  '#320D63',
  '#260A4D',
  '#1B0637',
];

/** The brand colour's index in `brandColors`: the primary shade. */
export const BRAND_SHADE = 6;

const systemFontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * Light and outline variants (badges, light buttons) write their text in the colour's darkest shade darkened
 * further, rather than Mantine's shade 6, so small text on the tinted or white background passes WCAG AA
 * contrast (yellow 6 on yellow light is about 1.9:1, on white 2.1:1). The brand purple is dark enough as it is.
 * An outline keeps its shade 6 border.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'outline') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === 'brand') return colors;
  return { ...colors, color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 40%)` };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  primaryShade: { light: BRAND_SHADE, dark: BRAND_SHADE },
  colors: { brand: brandColors },
  autoContrast: true,
  fontFamily: systemFontStack,
  headings: {
    fontFamily: systemFontStack,
    fontWeight: '700',
    textWrap: 'balance',
    // Page titles shrink on phones (26 px at 375 px wide) and reach Mantine's 34 px on wide screens.
    sizes: { h1: { fontSize: 'clamp(1.625rem, 1.1rem + 2.2vw, 2.125rem)' } },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // A plain object rather than `Tabs.extend(…)`, which would bring the Tabs component into every page.
    Tabs: { classNames: { list: tabsClasses.list, tab: tabsClasses.tab } },
    // Every dialog's close button is named for screen readers (a dialog may still name it its own way).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Every toast's close button is named for screen readers, and its text and cross meet AA contrast.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      classNames: { description: toastClasses.description, closeButton: toastClasses.closeButton },
    },
  },
});

/** App-wide CSS variables: `--app-layout-max-width` (accounts spec §9) for the shells. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--app-layout-max-width': rem(LAYOUT_MAX_WIDTH_PX) },
  // Dimmed text (input descriptions, secondary text) at gray 7 and field errors at red 9, not Mantine's
  // gray 6 and red 6, for WCAG AA contrast on white and on the light brand backgrounds.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
