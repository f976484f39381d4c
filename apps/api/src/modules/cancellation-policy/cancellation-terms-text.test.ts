import { describe, expect, it } from 'vitest';
import { cancellationTermsWords } from './cancellation-terms-text';

const policy = (hours: number) => [
  { hoursBefore: hours, feePercent: 0 },
  { hoursBefore: 0, feePercent: 100 },
];

describe('the terms for documents: hours in the plural form of the language', () => {
  it.each([
    [1, 'ساعة واحدة'],
    [2, 'ساعتين'],
    [3, '3\u00a0ساعات'],
    [11, '11\u00a0ساعة'],
    [24, '24\u00a0ساعة'],
    [100, '100\u00a0ساعة'],
  ])('Arabic, %i hours', (hours, words) => {
    expect(cancellationTermsWords(policy(hours), 'ar')).toBe(
      `إلغاء مجاني حتى ${words} قبل الانطلاق · ثم لا استرداد`,
    );
  });

  it.each([1, 2, 3, 11, 24, 100])('English, %i hours', (hours) => {
    expect(cancellationTermsWords(policy(hours), 'en')).toBe(
      `Free cancellation until ${hours}\u00a0h before pickup · then no refund`,
    );
  });

  it('every tier of a three-tier policy: "6 ساعات", not "6 ساعة"', () => {
    const tiers = [
      { hoursBefore: 24, feePercent: 10 },
      { hoursBefore: 6, feePercent: 50 },
      { hoursBefore: 0, feePercent: 100 },
    ];
    expect(cancellationTermsWords(tiers, 'ar')).toBe(
      'رسوم 10\u00a0% حتى 24\u00a0ساعة قبل الانطلاق · 50\u00a0% حتى 6\u00a0ساعات · ثم لا استرداد',
    );
    expect(cancellationTermsWords(tiers, 'en')).toBe(
      '10\u00a0% fee until 24\u00a0h before pickup · 50\u00a0% until 6\u00a0h · then no refund',
    );
  });
});
