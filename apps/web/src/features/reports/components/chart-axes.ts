import { LANGUAGE_DIRECTIONS, type Language } from '../../../shared/config';

/**
 * Axis settings for a chart in the page's direction. The charts draw left to right whatever the page
 * (recharts has no right-to-left mode), so in Arabic the x axis is reversed (time and bars run from the
 * right) and the y axis moves to the right side, where an Arabic reader starts.
 */

const isRtl = (language: string) => LANGUAGE_DIRECTIONS[language as Language] === 'rtl';

/** The y axis on the reader's starting side, its labels kept clear of the plot. */
function yAxisSide(rtl: boolean) {
  return {
    orientation: rtl ? ('right' as const) : ('left' as const),
    tick: { transform: `translate(${rtl ? 10 : -10}, 0)`, fontSize: 12, fill: 'currentColor' },
  };
}

/** Columns and areas over categories or time: values along y. */
export function chartAxes(language: string, formatValue: (value: number) => string) {
  const rtl = isRtl(language);
  return {
    xAxisProps: { reversed: rtl },
    yAxisProps: { ...yAxisSide(rtl), tickFormatter: formatValue },
  };
}

/** Bars lying down: values along x, names along y (room for two short lines of a name). */
export function horizontalBarAxes(language: string, formatValue: (value: number) => string) {
  const rtl = isRtl(language);
  return {
    xAxisProps: { reversed: rtl, tickFormatter: formatValue },
    yAxisProps: { ...yAxisSide(rtl), width: 110 },
  };
}
