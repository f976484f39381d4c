import type { CancellationTier } from '@masar/contract/cancellation-policy';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../shared/i18n/translation';

/**
 * A booking's cancellation terms in the reader's language (decision 0016), e.g. "Free cancellation until
 * 24 h before pickup · 50 % until 6 h · then no refund". Tiers come furthest first; [] or all 0 % is free.
 */
export function cancellationTermsText(tiers: CancellationTier[], t: TFunction<'bookings'>): string {
  const sorted = [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  if (sorted.every((tier) => tier.feePercent === 0)) return t('terms.free');
  return sorted
    .map((tier, index) => {
      // The hours in the language's plural form (Arabic: ساعة واحدة, ساعتين, 3–10 ساعات, 11+ ساعة).
      const values = { duration: t('terms.hours', { count: tier.hoursBefore }), percent: tier.feePercent };
      if (tier.hoursBefore === 0)
        return tier.feePercent === 100 ? t('terms.thenNoRefund') : t('terms.then', values);
      if (tier.feePercent === 0) return t('terms.freeUntil', values);
      return index === 0 ? t('terms.firstUntil', values) : t('terms.until', values);
    })
    .join(' · ');
}

export function CancellationTermsText({ tiers }: { tiers: CancellationTier[] }) {
  const { t } = useTranslation('bookings');
  return <>{cancellationTermsText(tiers, t)}</>;
}
