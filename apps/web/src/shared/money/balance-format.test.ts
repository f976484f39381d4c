import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from './money';

/** Bidi marks and no-break spaces vary with ICU versions; compare the visible text. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('agent balances (minor units) shown as money', () => {
  it('English: SAR, grouping and two decimals', () => {
    expect(visible(formatMoney(500_000, 'en'))).toBe('SAR 5,000.00');
    expect(visible(formatMoney(120_050, 'en'))).toBe('SAR 1,200.50');
    expect(visible(formatMoney(0, 'en'))).toBe('SAR 0.00');
    expect(visible(formatMoney(7, 'en'))).toBe('SAR 0.07');
  });

  it('Arabic: the riyal sign after the amount, Latin digits, same grouping', () => {
    const arabic = visible(formatMoney(500_000, 'ar'));
    expect(arabic).toContain('5,000.00');
    expect(arabic).toContain('ر.س');
    expect(arabic.indexOf('5')).toBeLessThan(arabic.indexOf('ر'));
    expect(visible(formatMoney(0, 'ar'))).toContain('0.00');
  });
});

describe('wallet movements shown with their sign', () => {
  it('puts + before money in and - before money out, in both languages', () => {
    expect(visible(formatSignedMoney(17_500, 'en'))).toBe('+SAR 175.00');
    expect(visible(formatSignedMoney(-17_500, 'en'))).toBe('-SAR 175.00');
    expect(visible(formatSignedMoney(0, 'en'))).toBe('SAR 0.00');
    const arabic = visible(formatSignedMoney(-17_500, 'ar'));
    expect(arabic).toMatch(/^-175\.00/);
    expect(arabic).toContain('ر.س');
    // The unsigned format is unchanged by the signed one sharing the cache.
    expect(visible(formatMoney(17_500, 'en'))).toBe('SAR 175.00');
  });
});
