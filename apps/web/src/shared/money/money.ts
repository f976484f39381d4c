import { PRICE_MAX } from '@masar/contract/catalogue';
import { toAsciiDigits } from '@masar/contract/digits';
import { CURRENCY } from '../config';
import { i18n } from '../i18n/i18n';

/**
 * Money on screen is SAR with 2 decimals; the API speaks integer halalas (DESIGN §3).
 * Parsing is exact (no floating-point multiplication): '12.5' → 1250, '0.07' → 7.
 */

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

/**
 * What an admin typed as an amount, checked against its range: the halalas, or the one precise reason it
 * is refused in the page language (a negative amount says "greater than zero", a too big one names the
 * maximum, three decimals say two at most; issue #15).
 */
export function checkAmount(
  input: string | number,
  { min = 1, max = PRICE_MAX }: { min?: number; max?: number } = {},
): { halalas: number; error?: undefined } | { halalas?: undefined; error: string } {
  const refuse = (error: string) => ({ error });
  const text = toAsciiDigits(String(input)).trim().replace(/,/g, '.');
  if (!text) return refuse(i18n.t('common:amount.required'));
  const number = /^([-+]?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!number) return refuse(i18n.t('common:amount.notAnAmount'));
  const [, sign, whole = '', fraction = ''] = number;
  const belowMin =
    min > 0
      ? i18n.t('common:amount.aboveZero')
      : i18n.t('common:amount.atLeast', { amount: formatMoney(min, i18n.language) });
  if (sign === '-') return refuse(belowMin);
  if (fraction.length > CURRENCY.decimals) {
    return refuse(i18n.t('common:amount.decimals', { count: CURRENCY.decimals }));
  }
  const halalas =
    Number(whole) * CURRENCY.minorUnits + Number(fraction.padEnd(CURRENCY.decimals, '0') || '0');
  if (halalas > max)
    return refuse(i18n.t('common:amount.atMost', { amount: formatMoney(max, i18n.language) }));
  if (halalas < min) return refuse(belowMin);
  return { halalas };
}
