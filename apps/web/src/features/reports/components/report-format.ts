import type { ReportGranularity } from '@masar/contract/reports';
import { CURRENCY } from '../../../shared/config';

/** Numbers in the page language, with Latin digits in Arabic too (as shared/money and shared/format do). */
const localeOf = (language: string) => (language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA');
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** A count: 1234 → '1,234'. */
export function formatCount(value: number, language: string): string {
  return cached(`count|${language}`, () => new Intl.NumberFormat(localeOf(language))).format(value);
}

/** Money for a chart axis, short: 1_234_500 halalas → '12.3K'. */
export function formatCompactAmount(halalas: number, language: string): string {
  return cached(
    `compact|${language}`,
    () => new Intl.NumberFormat(localeOf(language), { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(halalas / CURRENCY.minorUnits);
}

/** A bucket's first day as a chart label: '5 Jan' for days and weeks, 'Jan 2026' for months. */
export function formatBucket(day: string, granularity: ReportGranularity, language: string): string {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
  const locale = language === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB';
  // The day is a calendar day already in the business zone: read it as UTC so no zone shifts it.
  return cached(
    `bucket|${granularity}|${language}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }),
  ).format(new Date(`${day}T00:00:00Z`));
}
