import { Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { PriceBreakdown } from '@masar/contract/trips';
import { formatPercent } from '../../../shared/format/percent';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney, formatSignedMoney } from '../../../shared/money/money';

/** One label and its amount; amounts keep their own direction in RTL. */
export function PriceLine({
  label,
  amount,
  strong,
  size = 'md',
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  /** Of a strong amount. */
  size?: 'md' | 'lg';
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size={strong ? size : 'sm'}
        fw={strong ? 700 : 500}
        dir="auto"
        style={{ flexShrink: 0 }}
        data-testid={testId}
      >
        {amount}
      </Text>
    </Group>
  );
}

/** Agents and visitors read the lines in their own namespace's words. */
const texts = {
  agent: {
    hourly: 'agent-booking:review.hourly',
    transfer: 'agent-booking:review.transfer',
    extraLine: 'agent-booking:review.extraLine',
    total: 'agent-booking:review.total',
    surchargePercent: 'agent-booking:review.surchargePercent',
    returnDiscount: 'agent-booking:review.returnDiscount',
  },
  public: {
    hourly: 'public-booking:price.hourly',
    transfer: 'public-booking:price.transfer',
    extraLine: 'public-booking:price.extraLine',
    total: 'public-booking:price.total',
    surchargePercent: 'public-booking:price.surchargePercent',
    returnDiscount: 'public-booking:price.returnDiscount',
  },
} as const;

/**
 * The server's price of a trip, line by line (transfer or hours, each surcharge, each extra, a return leg's
 * discount) down to the total.
 */
export function PriceLines({
  audience,
  price,
  totalSize,
  totalTestId,
}: {
  audience: keyof typeof texts;
  price: PriceBreakdown | undefined;
  totalSize?: 'md' | 'lg';
  totalTestId: string;
}) {
  const { t, i18n } = useTranslation(['agent-booking', 'public-booking']);
  const text = texts[audience];
  const money = (amount: number) => formatMoney(amount, i18n.language);
  if (!price) return <Skeleton h={72} />;
  return (
    <Stack gap={6}>
      {price.hourlyPrice !== null && price.hours !== null ? (
        <PriceLine
          label={t(text.hourly, { price: money(price.hourlyPrice), count: price.hours })}
          amount={money(price.hourlyPrice * price.hours)}
        />
      ) : (
        <PriceLine label={t(text.transfer)} amount={money(price.transferPrice)} />
      )}
      {price.surcharges.map((line) => {
        const name = i18n.language === 'en' ? line.nameEn : line.nameAr;
        return (
          <PriceLine
            key={line.surchargeId}
            label={
              line.rate === null
                ? name
                : t(text.surchargePercent, { name, rate: formatPercent(line.rate, i18n.language) })
            }
            amount={formatSignedMoney(line.total, i18n.language)}
            testId="surcharge-line"
          />
        );
      })}
      {price.extras.map((line) => (
        <PriceLine
          key={line.extraServiceId}
          label={t(text.extraLine, {
            name: i18n.language === 'en' ? line.nameEn : line.nameAr,
            count: line.quantity,
          })}
          amount={money(line.total)}
        />
      ))}
      {price.returnDiscount && (
        <PriceLine
          label={t(text.returnDiscount, {
            rate: formatPercent(price.returnDiscount.percent * 100, i18n.language),
          })}
          amount={formatSignedMoney(-price.returnDiscount.amount, i18n.language)}
          testId="return-discount-line"
        />
      )}
      <Divider />
      <PriceLine
        label={t(text.total)}
        amount={money(price.total)}
        strong
        size={totalSize}
        testId={totalTestId}
      />
    </Stack>
  );
}
