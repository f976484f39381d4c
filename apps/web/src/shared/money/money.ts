import { toAsciiDigits } from '@masar/contract/digits';
import { CURRENCY } from '../config';

/**
 * Money on screen is SAR with 2 decimals; the API speaks integer halalas (DESIGN §3).
 * Parsing is exact (no floating-point multiplication): '12.5' → 1250, '0.07' → 7.
 */

/** Halalas from what an admin typed ('12', '12.5', '12.50', '١٢٫٥'); null when it is not an amount. */
export function sarToHalalas(input: string | number): number | null {
  const text = toAsciiDigits(String(input)).trim().replace(/,/g, '.');
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

function formatterOf(language: string, signed: boolean): Intl.NumberFormat {
  const locale = language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA';
  const key = `${locale}|${signed}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY.code,
      minimumFractionDigits: CURRENCY.decimals,
      maximumFractionDigits: CURRENCY.decimals,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The amount for reading, in the page language: 1250 → 'SAR 12.50' / '‏12.50 ر.س.‏'. */
export function formatMoney(halalas: number, language: string): string {
  return formatterOf(language, false).format(halalas / CURRENCY.minorUnits);
}

/** A movement of money with its sign, placed as the language places it: 1250 → '+SAR 12.50', -1250 → '-SAR 12.50'. */
export function formatSignedMoney(halalas: number, language: string): string {
  return formatterOf(language, true).format(halalas / CURRENCY.minorUnits);
}
