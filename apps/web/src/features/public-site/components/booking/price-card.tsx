import { Button, Divider, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CancellationTier } from '@masar/contract/cancellation-policy';
import type { Offer, PriceBreakdown } from '@masar/contract/trips';
import { IconBriefcase, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../../../shared/i18n/translation';
import { formatMoney } from '../../../../shared/money/money';
import { CancellationTermsText } from '../../../bookings-core/booking/cancellation-terms';
import { PriceLine, PriceLines } from '../../../bookings-core/trip/price-lines';

/**
 * The price from a fresh server quote (car, hours, extras) and the confirm button. Nothing is paid
 * online: the customer pays the driver at pickup.
 */
export function PriceCard({
  car,
  price,
  returnPrice,
  returnTerms,
  pending,
  canConfirm,
  formId,
  hint,
  terms,
}: {
  car: Offer['car'] | undefined;
  price: PriceBreakdown | undefined;
  /** A return trip's return leg (decision 0017): both legs, the discount line and the sum are shown. */
  returnPrice?: PriceBreakdown;
  returnTerms?: CancellationTier[];
  pending: boolean;
  /** false until the customer is signed in. */
  canConfirm: boolean;
  formId: string;
  hint: string;
  /** The offer's cancellation terms (decision 0016), shown before the customer confirms. */
  terms: CancellationTier[] | undefined;
}) {
  const { t, i18n } = useTranslation(['public-booking', 'common']);
  const english = i18n.language === 'en';

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      shadow="sm"
      component="section"
      aria-labelledby="price-title"
    >
      <Stack gap="sm">
        {car ? (
          <Group gap="sm" wrap="nowrap" align="center">
            {car.images[0] && (
              <Image
                src={car.images[0].thumbUrl}
                alt=""
                w={96}
                h={60}
                radius="sm"
                fit="cover"
                style={{ flexShrink: 0 }}
              />
            )}
            <Stack gap={2} miw={0}>
              <Text fw={700} data-testid="chosen-car">
                {english ? car.nameEn : car.nameAr}
              </Text>
              <Group gap="xs" c="dimmed" wrap="wrap">
                <Text size="xs">{t(`common:carTypes.${car.type}`)}</Text>
                <Group gap={2} wrap="nowrap">
                  <IconUsers size={14} aria-hidden="true" />
                  <Text size="xs">{t('summary.passengers', { count: car.passengers })}</Text>
                </Group>
                <Group gap={2} wrap="nowrap">
                  <IconBriefcase size={14} aria-hidden="true" />
                  <Text size="xs">{t('summary.bags', { count: car.bags })}</Text>
                </Group>
              </Group>
            </Stack>
          </Group>
        ) : (
          <Skeleton h={60} />
        )}
        <Divider />
        <Title order={2} fz="h4" id="price-title">
          {t('price.title')}
        </Title>
        {returnPrice && price ? (
          <>
            <Text size="sm" fw={600}>
              {t('price.outwardLeg')}
            </Text>
            <PriceLines audience="public" price={price} totalTestId="price-outward-total" />
            <Text size="sm" fw={600}>
              {t('price.returnLeg')}
            </Text>
            <PriceLines audience="public" price={returnPrice} totalTestId="price-return-total" />
            <Divider />
            <PriceLine
              label={t('price.bothTotal')}
              amount={formatMoney(price.total + returnPrice.total, i18n.language)}
              strong
              size="lg"
              testId="price-total"
            />
          </>
        ) : (
          <PriceLines audience="public" price={price} totalSize="lg" totalTestId="price-total" />
        )}
        {terms && (
          <Stack gap={2} component="section" aria-labelledby="price-terms-title">
            <Text size="xs" c="dimmed" id="price-terms-title">
              {t('price.cancellation')}
            </Text>
            <Text size="sm" data-testid="price-terms">
              {returnTerms && `${t('price.outwardLeg')}: `}
              <CancellationTermsText tiers={terms} />
            </Text>
            {returnTerms && (
              <Text size="sm" data-testid="price-return-terms">
                {t('price.returnLeg')}: <CancellationTermsText tiers={returnTerms} />
              </Text>
            )}
          </Stack>
        )}
        <Button
          type="submit"
          form={formId}
          size="md"
          fullWidth
          loading={pending}
          disabled={!price || !canConfirm}
          aria-describedby="price-hint"
        >
          {t('price.confirm')}
        </Button>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconShieldCheck
            size={16}
            aria-hidden="true"
            color="var(--mantine-color-teal-7)"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="xs" c="dimmed" id="price-hint">
            {hint}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
