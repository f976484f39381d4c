import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';
import { breakpointsInEm, PRIMARY_COLOR_NAME, PRIMARY_COLOR_SHADES } from '../config';

const masar: MantineColorsTuple = [...PRIMARY_COLOR_SHADES];

// Arabic glyphs come from the self-hosted Noto Sans Arabic (its @font-face covers only the Arabic range, so it
// is fetched only when Arabic text shows); Latin text uses the system font.
const fontFamily =
  "'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', 'Noto Sans', Tahoma, Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Light theme, teal-blue primary, the spec's breakpoints (spec §9). */
export const theme = createTheme({
  primaryColor: PRIMARY_COLOR_NAME,
  primaryShade: 6,
  colors: { [PRIMARY_COLOR_NAME]: masar },
  breakpoints: breakpointsInEm(),
  fontFamily,
  headings: { fontFamily },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // A closed dropdown gives the focus back to what opened it (a chosen date left it on <body>).
    // By name, not Popover.extend: the theme is in the first load, Popover is not.
    Popover: { defaultProps: { returnFocus: true } },
  },
});

/** WCAG contrast ratio of two colours. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color`, darkened in small steps until it reads on `background` at WCAG AA for normal text (4.5:1). */
export function readableOn(color: string, background: string): string {
  let result = color;
  for (let step = 1; contrastRatio(result, background) < 4.5 && step < 20; step += 1) {
    result = darken(color, step * 0.05);
  }
  return result;
}

const WHITE = '#ffffff';

/**
 * Mantine's light-scheme colours that carry text, made readable (axe's color-contrast, WCAG AA): its defaults
 * put white on shade 6 (red 3.3:1, teal 2.6:1), light badges' shade 9 on shade 1 (orange "Requested" 3.6:1),
 * dimmed hints in gray 6 (3.3:1) and placeholders in gray 5 (2.1:1). Every palette keeps its hue, only darker
 * where it has to be.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => {
  const light: Record<string, string> = {};
  const gray = current.colors.gray;
  // Coloured text and links sit on white, on the panels' gray-0/1 and on a hovered table row's gray-1.
  const textBackground = gray[1];
  for (const [name, shades] of Object.entries(current.colors)) {
    const filled = readableOn(shades[6], WHITE);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    light[`--mantine-color-${name}-text`] = readableOn(shades[6], textBackground);
    light[`--mantine-color-${name}-outline`] = filled;
    // The light variant's text on its hover background (shade 2), the darker of its two backgrounds.
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
  }
  light['--mantine-color-anchor'] = readableOn(
    current.colors[current.primaryColor]?.[6] ?? '',
    textBackground,
  );
  light['--mantine-color-dimmed'] = readableOn(gray[6], textBackground);
  light['--mantine-color-placeholder'] = readableOn(gray[5], WHITE);
  light['--mantine-color-error'] = readableOn(current.colors.red[6], WHITE);
  return { variables: {}, light, dark: {} };
};
