import { toAsciiDigits } from '@masar/contract/digits';
import { i18n } from '../i18n/i18n';

/** Percentages on screen, basis points in the API: 2000 → '20 %', 1250 → '12.5 %' (page language). */
export function formatPercent(basisPoints: number, language: string): string {
  const locale = language === 'ar' ? 'ar-SA-u-nu-latn' : 'en';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

/** The input field's text of basis points: 1250 → '12.5'. */
export function basisPointsToPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

/**
 * A percentage as typed ('12.5', '١٢٫٥'), up to 2 decimals, exactly: the basis points, or the reason it is
 * refused in the page language.
 */
export function checkPercent(
  input: string,
  { max = 10_000 }: { max?: number } = {},
): { basisPoints: number; error?: undefined } | { basisPoints?: undefined; error: string } {
  const text = toAsciiDigits(input).trim().replace(/,/g, '.').replace(/%$/, '').trim();
  if (!text) return { error: i18n.t('common:percent.required') };
  const number = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!number) return { error: i18n.t('common:percent.notAPercent') };
  const [, whole = '', fraction = ''] = number;
  if (fraction.length > 2) return { error: i18n.t('common:percent.decimals') };
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (basisPoints < 1) return { error: i18n.t('common:percent.aboveZero') };
  if (basisPoints > max)
    return { error: i18n.t('common:percent.atMost', { percent: formatPercent(max, i18n.language) }) };
  return { basisPoints };
}
