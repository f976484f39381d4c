import { Alert, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { PriceBreakdown } from '@masar/contract/trips';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../../shared/i18n/translation';
import { formatMoney } from '../../../../shared/money/money';
import { PriceLine, PriceLines } from '../../../bookings-core/trip/price-lines';

/**
 * The review before paying: the price from a fresh quote (car, hours, extras), the wallet balance, what is
 * deducted and what remains. Confirm is disabled while the price loads and when the balance and the agent's
 * credit limit (decision 0011: bookings may go down to −limit) are short.
 */
export function ReviewCard({
  price,
  returnPrice,
  balance,
  creditLimit = 0,
  pending,
  formId,
}: {
  price: PriceBreakdown | undefined;
  /** A return trip's return leg (decision 0017): both legs are shown, and paid together. */
  returnPrice?: PriceBreakdown;
  balance: number | undefined;
  creditLimit?: number;
  pending: boolean;
  formId: string;
}) {
  const { t, i18n } = useTranslation('agent-booking');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const total = price && price.total + (returnPrice?.total ?? 0);
  const after = total !== undefined && balance !== undefined ? balance - total : undefined;
  const short = after !== undefined && after < -creditLimit;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="booking-review-title"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="booking-review-title">
          {t('review.title')}
        </Title>
        {returnPrice && price ? (
          <>
            <Text size="sm" fw={600}>
              {t('review.outwardLeg')}
            </Text>
            <PriceLines audience="agent" price={price} totalTestId="review-outward-total" />
            <Text size="sm" fw={600}>
              {t('review.returnLeg')}
            </Text>
            <PriceLines audience="agent" price={returnPrice} totalTestId="review-return-total" />
            <Divider />
            <PriceLine
              label={t('review.bothTotal')}
              amount={money(price.total + returnPrice.total)}
              strong
              size="lg"
              testId="review-total"
            />
          </>
        ) : (
          <PriceLines audience="agent" price={price} totalTestId="review-total" />
        )}
        <Divider label={t('review.wallet')} labelPosition="center" />
        <Stack gap={6}>
          <PriceLine
            label={t('review.balance')}
            amount={balance === undefined ? '…' : money(balance)}
            testId="review-balance"
          />
          {creditLimit > 0 && (
            <PriceLine label={t('review.creditLimit')} amount={money(creditLimit)} testId="review-credit" />
          )}
          <PriceLine label={t('review.deduct')} amount={total !== undefined ? money(-total) : '…'} />
          <PriceLine
            label={t('review.after')}
            amount={after === undefined ? '…' : money(after)}
            strong
            testId="review-after"
          />
        </Stack>
        {short && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            role="alert"
            id="booking-short"
          >
            {t('review.insufficient', { missing: money(-((after ?? 0) + creditLimit)) })}
          </Alert>
        )}
        <Button
          type="submit"
          form={formId}
          size="md"
          fullWidth
          loading={pending}
          disabled={!price || balance === undefined || short}
          aria-describedby={short ? 'booking-short' : 'booking-pay-hint'}
          leftSection={<IconLock size={18} aria-hidden="true" />}
        >
          {total !== undefined ? t('review.confirm', { amount: money(total) }) : t('review.confirmPlain')}
        </Button>
        <Text size="xs" c="dimmed" id="booking-pay-hint">
          {t('review.payHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
