import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { cancellationTermsText } from './cancellation-terms';

/** "Free until N h; 50 % until N h; then no refund" — a policy whose first tier is N hours before pickup. */
const policy = (hours: number) => [
  { hoursBefore: hours, feePercent: 0 },
  { hoursBefore: 0, feePercent: 100 },
];

describe('cancellation terms: hours in the plural form of the language', () => {
  it.each([
    [1, 'إلغاء مجاني حتى ساعة واحدة قبل الانطلاق · ثم لا استرداد'],
    [2, 'إلغاء مجاني حتى ساعتين قبل الانطلاق · ثم لا استرداد'],
    [3, 'إلغاء مجاني حتى 3\u00a0ساعات قبل الانطلاق · ثم لا استرداد'],
    [11, 'إلغاء مجاني حتى 11\u00a0ساعة قبل الانطلاق · ثم لا استرداد'],
    [24, 'إلغاء مجاني حتى 24\u00a0ساعة قبل الانطلاق · ثم لا استرداد'],
    [100, 'إلغاء مجاني حتى 100\u00a0ساعة قبل الانطلاق · ثم لا استرداد'],
  ])('Arabic, %i hours', async (hours, expected) => {
    await i18n.changeLanguage('ar');
    expect(cancellationTermsText(policy(hours), i18n.getFixedT('ar', 'bookings'))).toBe(expected);
  });

  it.each([
    [1, 'Free cancellation until 1\u00a0h before pickup · then no refund'],
    [2, 'Free cancellation until 2\u00a0h before pickup · then no refund'],
    [3, 'Free cancellation until 3\u00a0h before pickup · then no refund'],
    [11, 'Free cancellation until 11\u00a0h before pickup · then no refund'],
    [24, 'Free cancellation until 24\u00a0h before pickup · then no refund'],
    [100, 'Free cancellation until 100\u00a0h before pickup · then no refund'],
  ])('English, %i hours', async (hours, expected) => {
    await i18n.changeLanguage('en');
    expect(cancellationTermsText(policy(hours), i18n.getFixedT('en', 'bookings'))).toBe(expected);
  });

  it('the middle tiers read "6 ساعات", not "6 ساعة"', async () => {
    await i18n.changeLanguage('ar');
    const tiers = [
      { hoursBefore: 24, feePercent: 0 },
      { hoursBefore: 6, feePercent: 50 },
      { hoursBefore: 0, feePercent: 100 },
    ];
    expect(cancellationTermsText(tiers, i18n.getFixedT('ar', 'bookings'))).toBe(
      'إلغاء مجاني حتى 24\u00a0ساعة قبل الانطلاق · 50\u00a0% حتى 6\u00a0ساعات · ثم لا استرداد',
    );
  });
});
