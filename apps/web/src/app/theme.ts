import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { breakpointsInEm, PRIMARY_COLOR_NAME, PRIMARY_COLOR_SHADES } from '../shared/config';

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
});
