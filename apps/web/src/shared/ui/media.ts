import type { MantineTheme } from '@mantine/core';

/** A media query "from this breakpoint up", for mantine-datatable's `visibleMediaQuery` (phones see fewer columns). */
export const fromBreakpoint =
  (breakpoint: 'xs' | 'sm' | 'md' | 'lg' | 'xl') =>
  (theme: MantineTheme): string =>
    `(min-width: ${theme.breakpoints[breakpoint]})`;
