import { Alert, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { PriceBreakdown } from '@masar/contract/trips';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/money/money';
import { PriceLine, PriceLines } from '../../../bookings-core/trip/price-lines';

/**
 * The review before paying: the price from a fresh quote (car, hours, extras), the wallet balance, what is
 * deducted and what remains. Confirm is disabled while the price loads and when the balance and the agent's
 * credit limit (decision 0011: bookings may go down to −limit) are short.
 */
export function ReviewCard({
  price,
  balance,
  creditLimit = 0,
  pending,
  formId,
}: {
  price: PriceBreakdown | undefined;
  balance: number | undefined;
  creditLimit?: number;
  pending: boolean;
  formId: string;
}) {
  const { t, i18n } = useTranslation('agent-booking');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const after = price && balance !== undefined ? balance - price.total : undefined;
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
        <PriceLines audience="agent" price={price} totalTestId="review-total" />
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
          <PriceLine label={t('review.deduct')} amount={price ? money(-price.total) : '…'} />
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
          {price ? t('review.confirm', { amount: money(price.total) }) : t('review.confirmPlain')}
        </Button>
        <Text size="xs" c="dimmed" id="booking-pay-hint">
          {t('review.payHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
