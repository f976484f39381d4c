import { Alert, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PriceBreakdown } from '@masar/contract/trips';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/money/money';

function Line({
  label,
  amount,
  strong,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size={strong ? 'md' : 'sm'}
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

/**
 * The review before paying: the price from a fresh quote (car, hours, extras), the wallet balance, what is
 * deducted and what remains. Confirm is disabled while the price loads and when the balance is short.
 */
export function ReviewCard({
  price,
  balance,
  pending,
  formId,
}: {
  price: PriceBreakdown | undefined;
  balance: number | undefined;
  pending: boolean;
  formId: string;
}) {
  const { t, i18n } = useTranslation('agent-booking');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const english = i18n.language === 'en';
  const after = price && balance !== undefined ? balance - price.total : undefined;
  const short = after !== undefined && after < 0;

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
        {price ? (
          <Stack gap={6}>
            {price.hourlyPrice !== null && price.hours !== null ? (
              <Line
                label={t('review.hourly', { price: money(price.hourlyPrice), count: price.hours })}
                amount={money(price.hourlyPrice * price.hours)}
              />
            ) : (
              <Line label={t('review.transfer')} amount={money(price.transferPrice)} />
            )}
            {price.extras.map((line) => (
              <Line
                key={line.extraServiceId}
                label={t('review.extraLine', {
                  name: english ? line.nameEn : line.nameAr,
                  count: line.quantity,
                })}
                amount={money(line.total)}
              />
            ))}
            <Divider />
            <Line label={t('review.total')} amount={money(price.total)} strong testId="review-total" />
          </Stack>
        ) : (
          <Skeleton h={72} />
        )}
        <Divider label={t('review.wallet')} labelPosition="center" />
        <Stack gap={6}>
          <Line
            label={t('review.balance')}
            amount={balance === undefined ? '…' : money(balance)}
            testId="review-balance"
          />
          <Line label={t('review.deduct')} amount={price ? money(-price.total) : '…'} />
          <Line
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
            {t('review.insufficient', { missing: money(-(after ?? 0)) })}
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
