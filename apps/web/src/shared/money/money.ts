import { CURRENCY } from '../config';

/**
 * Money on screen is SAR with 2 decimals; the API speaks integer halalas (DESIGN §3).
 * Parsing is exact (no floating-point multiplication): '12.5' → 1250, '0.07' → 7.
 */

/** Halalas from what an admin typed ('12', '12.5', '12.50', '١٢٫٥'); null when it is not an amount. */
export function sarToHalalas(input: string | number): number | null {
  const text = String(input)
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[٫,]/g, '.');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(CURRENCY.decimals, '0'));
  return whole * CURRENCY.minorUnits + fraction;
}

/** The amount for an input field: 1250 → '12.50'. */
export function halalasToSar(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(halalas));
  const whole = Math.floor(absolute / CURRENCY.minorUnits);
  const fraction = String(absolute % CURRENCY.minorUnits).padStart(CURRENCY.decimals, '0');
  return `${sign}${whole}.${fraction}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The amount for reading, in the page language: 1250 → 'SAR 12.50' / '‏12.50 ر.س.‏'. */
export function formatMoney(halalas: number, language: string): string {
  const locale = language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY.code,
      minimumFractionDigits: CURRENCY.decimals,
      maximumFractionDigits: CURRENCY.decimals,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(halalas / CURRENCY.minorUnits);
}
