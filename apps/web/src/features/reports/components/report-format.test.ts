import { describe, expect, it } from 'vitest';
import { chartAxes, horizontalBarAxes } from './chart-axes';
import { formatBucket, formatCompactAmount, formatCount } from './report-format';

describe('report formats', () => {
  it('labels a bucket by its day, or its month, whatever the browser’s time zone', () => {
    expect(formatBucket('2026-01-01', 'day', 'en')).toBe('1 Jan');
    expect(formatBucket('2026-01-04', 'week', 'en')).toBe('4 Jan');
    expect(formatBucket('2026-02-01', 'month', 'en')).toBe('Feb 2026');
    expect(formatBucket('2026-02-01', 'month', 'ar')).toBe('فبراير 2026');
  });

  it('writes counts and short amounts with Latin digits in both languages', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'ar')).toMatch(/^1[,٬]234$/);
    expect(formatCompactAmount(1_250_000, 'en')).toBe('12.5K');
  });

  it('starts the charts on the right in Arabic', () => {
    const count = (value: number) => String(value);
    expect(chartAxes('ar', count).xAxisProps.reversed).toBe(true);
    expect(chartAxes('ar', count).yAxisProps.orientation).toBe('right');
    expect(chartAxes('en', count).xAxisProps.reversed).toBe(false);
    expect(horizontalBarAxes('ar', count).yAxisProps.orientation).toBe('right');
    expect(horizontalBarAxes('en', count).yAxisProps.orientation).toBe('left');
  });
});
