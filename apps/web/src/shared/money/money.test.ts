import { PRICE_MAX } from '@masar/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { checkAmount, formatMoney, halalasToSar } from './money';

/** Halalas of what was typed, or null when it is refused (no minimum: 0 is an amount). */
const sarToHalalas = (input: string | number) => checkAmount(input, { min: 0 }).halalas ?? null;

describe('checkAmount reading an amount', () => {
  it('reads whole and decimal amounts exactly', () => {
    expect(sarToHalalas('12')).toBe(1200);
    expect(sarToHalalas('12.5')).toBe(1250);
    expect(sarToHalalas('12.50')).toBe(1250);
    expect(sarToHalalas('0.07')).toBe(7);
    expect(sarToHalalas('1.1')).toBe(110);
    expect(sarToHalalas('19.99')).toBe(1999); // 19.99 * 100 is 1998.9999… in floating point
    expect(sarToHalalas(' 3. ')).toBe(300);
    expect(sarToHalalas(45)).toBe(4500);
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(sarToHalalas('١٢٫٥')).toBe(1250);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-1', '1.234', '1e3', '.5', '1.2.3']) expect(sarToHalalas(bad)).toBeNull();
  });
});

describe('halalasToSar', () => {
  it('writes two decimals', () => {
    expect(halalasToSar(1250)).toBe('12.50');
    expect(halalasToSar(7)).toBe('0.07');
    expect(halalasToSar(0)).toBe('0.00');
    expect(halalasToSar(100_000_000)).toBe('1000000.00');
  });

  it('round-trips with sarToHalalas', () => {
    for (const halalas of [0, 1, 99, 100, 1999, 123456])
      expect(sarToHalalas(halalasToSar(halalas))).toBe(halalas);
  });
});

describe('formatMoney', () => {
  it('formats in the page language with the currency', () => {
    expect(formatMoney(1250, 'en')).toMatch(/SAR\s?12\.50/);
    expect(formatMoney(1250, 'ar')).toContain('12.50');
  });
});

describe('checkAmount', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('gives the halalas of an amount in range', () => {
    expect(checkAmount('١٢٫٥')).toEqual({ halalas: 1250 });
    expect(checkAmount('0', { min: 0 })).toEqual({ halalas: 0 });
  });

  it('says precisely why an amount is refused, in the page language', async () => {
    await i18n.changeLanguage('ar');
    expect(checkAmount('-5').error).toBe(i18n.t('common:amount.aboveZero'));
    expect(checkAmount('0').error).toBe(i18n.t('common:amount.aboveZero'));
    expect(checkAmount('99999999999').error).toBe(
      i18n.t('common:amount.atMost', { amount: formatMoney(PRICE_MAX, 'ar') }),
    );
    expect(checkAmount('99999999999').error).toContain('1,000,000.00');
    expect(checkAmount('1.234').error).toBe(i18n.t('common:amount.decimals', { count: 2 }));
    expect(checkAmount('abc').error).toBe(i18n.t('common:amount.notAnAmount'));
    expect(checkAmount(' ').error).toBe(i18n.t('common:amount.required'));
  });
});
