import { BUSINESS_TIME_ZONE } from '../config';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}|${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      // The 24-hour clock of the time fields, in both languages: never "04:28 م" beside a "24-hour" field.
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A timestamp from the API (ISO 8601) as a date in the page language, in the business time zone
 * (DESIGN §3), with Latin digits and the Gregorian calendar in Arabic too. '' when there is none.
 */
export function formatDate(iso: string | null | undefined, language: string, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatterOf(language, withTime).format(date);
}
