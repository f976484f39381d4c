import type { CancellationTier } from '@masar/contract/cancellation-policy';

type Lang = 'ar' | 'en';

const arabicPlural = new Intl.PluralRules('ar');

/**
 * N hours in Arabic, in the plural form the number takes (Intl.PluralRules): 1 ساعة واحدة, 2 ساعتين (the
 * genitive: it follows حتى), 3–10 ساعات, 11–99 ساعة, 100 ساعة, 103 ساعات… — as the web's `terms.hours_*`.
 */
export function arabicHours(hours: number): string {
  switch (arabicPlural.select(hours)) {
    case 'one':
      return 'ساعة واحدة';
    case 'two':
      return 'ساعتين';
    case 'few':
      return `${hours}\u00a0ساعات`;
    default:
      return `${hours}\u00a0ساعة`;
  }
}

const words = {
  en: {
    free: 'Free cancellation',
    freeUntil: (hours: number) => `Free cancellation until ${hours}\u00a0h before pickup`,
    firstUntil: (percent: number, hours: number) =>
      `${percent}\u00a0% fee until ${hours}\u00a0h before pickup`,
    until: (percent: number, hours: number) => `${percent}\u00a0% until ${hours}\u00a0h`,
    thenPercent: (percent: number) => `then ${percent}\u00a0%`,
    thenNoRefund: 'then no refund',
  },
  ar: {
    free: 'إلغاء مجاني',
    freeUntil: (hours: number) => `إلغاء مجاني حتى ${arabicHours(hours)} قبل الانطلاق`,
    firstUntil: (percent: number, hours: number) =>
      `رسوم ${percent}\u00a0% حتى ${arabicHours(hours)} قبل الانطلاق`,
    until: (percent: number, hours: number) => `${percent}\u00a0% حتى ${arabicHours(hours)}`,
    thenPercent: (percent: number) => `ثم ${percent}\u00a0%`,
    thenNoRefund: 'ثم لا استرداد',
  },
} as const;

/**
 * A booking's cancellation terms in one language for documents (the ticket), worded as the web's
 * locales/*\/bookings.json `terms.*`: "Free cancellation until 24 h before pickup · 50 % until 6 h · then no refund".
 */
export function cancellationTermsWords(tiers: CancellationTier[], lang: Lang): string {
  const w = words[lang];
  const sorted = [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  if (sorted.every((tier) => tier.feePercent === 0)) return w.free;
  return sorted
    .map((tier, index) => {
      if (tier.hoursBefore === 0)
        return tier.feePercent === 100 ? w.thenNoRefund : w.thenPercent(tier.feePercent);
      if (tier.feePercent === 0) return w.freeUntil(tier.hoursBefore);
      return index === 0
        ? w.firstUntil(tier.feePercent, tier.hoursBefore)
        : w.until(tier.feePercent, tier.hoursBefore);
    })
    .join(' · ');
}
