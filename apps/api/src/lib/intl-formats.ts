import { zoneCityName } from '@masar/contract/constants';

const formats = new Map<string, unknown>();

/**
 * An Intl formatter made once per key and kept: making one loads ICU data (~0.1–0.3 ms, a booking's
 * confirmation made several), using one takes microseconds.
 */
export function keptFormat<Format>(key: string, make: () => Format): Format {
  let format = formats.get(key) as Format | undefined;
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * A time zone's name in a language, as the screens write it: 'Asia/Riyadh' is 'بتوقيت الرياض', 'Riyadh
 * time' (contract/constants.ts); another zone gets Intl's long name ('Asia/Dubai': 'Gulf Standard Time').
 */
export function zoneName(language: string, timeZone: string): string {
  const city = zoneCityName(language, timeZone);
  if (city) return city;
  const format = keptFormat(
    `zone:${language}:${timeZone}`,
    () => new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' }),
  );
  return format.formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A period of business-time-zone days with its zone: "2026-12-01 – 2026-12-31 (Riyadh time)"; `between` '\n'
 * puts the zone on a line of its own (a narrow PDF column), never cut in two.
 */
export function periodInZone(
  period: { from: string; to: string },
  language: string,
  timeZone: string,
  between: ' ' | '\n' = ' ',
) {
  return `${period.from} – ${period.to}${between}(${zoneName(language, timeZone)})`;
}
