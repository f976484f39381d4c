import { describe, expect, it } from 'vitest';
import { formatDuration, formatKilometres } from './distance';

describe('distances and durations on screen', () => {
  it('shows kilometres with one decimal in both languages', () => {
    expect(formatKilometres(262_345, 'en')).toBe('262.3 km');
    expect(formatKilometres(262_345, 'ar')).toContain('262.3');
    expect(formatKilometres(0, 'en')).toBe('0 km');
  });

  it('shows hours and whole minutes, never zero minutes', () => {
    expect(formatDuration(11_700, 'en')).toBe('3 hr 15 min');
    expect(formatDuration(7_200, 'en')).toBe('2 hr');
    expect(formatDuration(10, 'en')).toBe('1 min');
    expect(formatDuration(11_700, 'ar')).toMatch(/3.*15/);
  });
});
