import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate', () => {
  it('shows the day in the business time zone (Riyadh), not the browser’s', () => {
    // 22:30 UTC on 5 March is already 6 March in Riyadh (UTC+3).
    expect(formatDate('2026-03-05T22:30:00Z', 'en')).toBe('6 Mar 2026');
    expect(formatDate('2026-03-05T22:30:00Z', 'ar')).toBe('6 مارس 2026');
  });

  it('shows times on the 24-hour clock in both languages, without AM/PM (ص/م)', () => {
    // 13:28 UTC is 16:28 in Riyadh.
    expect(formatDate('2026-03-05T13:28:00Z', 'en', true)).toContain('16:28');
    const arabic = formatDate('2026-03-05T13:28:00Z', 'ar', true);
    expect(arabic).toContain('16:28');
    expect(arabic).not.toMatch(/[صم](?![ا-ي])/u);
  });

  it('is empty for a missing or broken value', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'ar')).toBe('');
  });
});
