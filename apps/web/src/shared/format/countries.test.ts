import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryOptions } from './countries';

describe('countries', () => {
  it('lists each ISO 3166-1 alpha-2 code once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names a country in the page language and keeps unknown codes as they are', () => {
    expect(countryName('SA', 'en')).toBe('Saudi Arabia');
    expect(countryName('eg', 'en')).toBe('Egypt');
    expect(countryName('SA', 'ar')).toMatch(/السعودية/);
    expect(countryName(null, 'en')).toBe('');
    expect(countryName('1X', 'en')).toBe('1X');
  });

  it('sorts the options by name in the page language', () => {
    const english = countryOptions('en');
    expect(english).toHaveLength(249);
    expect(english[0]?.label).toBe('Afghanistan');
    const labels = countryOptions('ar').map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ar').compare));
  });
});
