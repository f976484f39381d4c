import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { breakpointsInEm, PRIMARY_COLOR_NAME, PRIMARY_COLOR_SHADES } from '../shared/config';

const masar: MantineColorsTuple = [...PRIMARY_COLOR_SHADES];

const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', 'Noto Sans Arabic', 'Noto Sans', Tahoma, Roboto, 'Helvetica Neue', Arial, sans-serif";

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
