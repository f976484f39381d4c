import { PRICE_MAX } from '@masar/contract/constants';
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

function formatterOf(language: string): Intl.NumberFormat {
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
  return formatter;
}

/** Unicode bidi isolates: LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE. */
export const LTR_ISOLATE = '\u2066';
export const POP_ISOLATE = '\u2069';
const NUMBER_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);

/**
 * The amount in the page language with `sign` written right before its digits, sign and digits isolated
 * left-to-right (LRI … PDI), so that in Arabic the minus stays before the number instead of drifting to
 * its other side ('114.00- ر.س.'): '-SAR 114.00' is written 'SAR ⁦-114.00⁩', '‏-114.00 ر.س.‏' keeps its
 * sign beside the digits in a right-to-left line. Without a sign the locale's own format is returned.
 */
function withSign(halalas: number, language: string, sign: '' | '-' | '+'): string {
  const formatter = formatterOf(language);
  const amount = Math.abs(halalas) / CURRENCY.minorUnits;
  if (!sign) return formatter.format(amount);
  const parts = formatter.formatToParts(amount);
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return `${text(0, first)}${LTR_ISOLATE}${sign}${text(first, last + 1)}${POP_ISOLATE}${text(last + 1, parts.length)}`;
}

/**
 * The amount for reading, in the page language: 1250 → 'SAR 12.50' / '‏12.50 ر.س.‏'; a negative one (a balance
 * on credit) → 'SAR ⁦-12.50⁩' / '‏⁦-12.50⁩ ر.س.‏' (see withSign).
 */
export function formatMoney(halalas: number, language: string): string {
  return withSign(halalas, language, halalas < 0 ? '-' : '');
}

/** A movement of money with its sign before its digits: 1250 → 'SAR ⁦+12.50⁩', -1250 → 'SAR ⁦-12.50⁩', 0 → 'SAR 0.00'. */
export function formatSignedMoney(halalas: number, language: string): string {
  return withSign(halalas, language, halalas < 0 ? '-' : halalas > 0 ? '+' : '');
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
