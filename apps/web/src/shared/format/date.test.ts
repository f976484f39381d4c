import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate', () => {
  it('shows the day in the business time zone (Riyadh), not the browser’s', () => {
    // 22:30 UTC on 5 March is already 6 March in Riyadh (UTC+3).
    expect(formatDate('2026-03-05T22:30:00Z', 'en')).toBe('6 Mar 2026');
    expect(formatDate('2026-03-05T22:30:00Z', 'ar')).toBe('6 مارس 2026');
  });

  it('is empty for a missing or broken value', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'ar')).toBe('');
  });
});
