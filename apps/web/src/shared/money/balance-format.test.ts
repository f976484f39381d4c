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
  it('writes the sign right before the digits, sign and digits isolated left-to-right, in both languages', () => {
    expect(visible(formatSignedMoney(17_500, 'en'))).toBe('SAR \u2066+175.00\u2069');
    expect(visible(formatSignedMoney(-17_500, 'en'))).toBe('SAR \u2066-175.00\u2069');
    expect(visible(formatSignedMoney(0, 'en'))).toBe('SAR 0.00');
    const arabic = visible(formatSignedMoney(-17_500, 'ar'));
    expect(arabic).toBe('\u2066-175.00\u2069 ر.س.');
    expect(visible(formatSignedMoney(17_500, 'ar'))).toBe('\u2066+175.00\u2069 ر.س.');
    // The unsigned format is unchanged by the signed one sharing the cache.
    expect(visible(formatMoney(17_500, 'en'))).toBe('SAR 175.00');
  });

  it('keeps the minus of a negative balance before its digits in Arabic, grouped (the low-balance banner)', () => {
    const raw = formatMoney(-11_400, 'ar');
    // Nothing but the isolate may separate the minus from the digits: no bidi mark between them.
    expect(raw).toMatch(/\u2066-114\.00\u2069/);
    expect(raw.startsWith('\u200f')).toBe(true);
    expect(visible(raw)).toBe('\u2066-114.00\u2069 ر.س.');
    expect(visible(formatMoney(-123_456_789, 'ar'))).toBe('\u2066-1,234,567.89\u2069 ر.س.');
    expect(visible(formatMoney(-11_400, 'en'))).toBe('SAR \u2066-114.00\u2069');
    // A positive balance is the locale's own format, with no isolate.
    expect(formatMoney(11_400, 'ar')).not.toMatch(/[\u2066\u2069]/);
  });
});
