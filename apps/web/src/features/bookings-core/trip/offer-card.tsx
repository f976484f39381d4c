import { Badge, Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { Offer, TripDirection } from '@masar/contract/trips';
import { IconBriefcase, IconCar, IconCheck, IconReceiptRefund, IconUsers } from '@tabler/icons-react';
import { formatPercent } from '../../../shared/format/percent';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { CancellationTermsText } from '../booking/cancellation-terms';
import { PriceLine } from './price-lines';

/**
 * One car offered for the trip: picture, name, type, capacity, its cancellation terms (decision 0016: they
 * differ per route), price, and the button choosing it.
 */
export function OfferCard({
  offer,
  direction,
  chosen,
  disabled = false,
  onChoose,
}: {
  offer: Offer;
  direction: TripDirection;
  chosen: boolean;
  disabled?: boolean;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation(['agent-booking', 'catalogue', 'common']);
  const { car, price } = offer;
  const name = i18n.language === 'en' ? car.nameEn : car.nameAr;
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const picture = car.images[0];

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={name}
      style={chosen ? { borderColor: 'var(--mantine-color-masar-6)', borderWidth: 2 } : undefined}
    >
      <Group gap="md" align="center" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="center" miw={0} style={{ flex: '1 1 20rem' }}>
          <Box w={{ base: 104, xs: 168 }} style={{ flexShrink: 0 }}>
            {picture ? (
              <Image
                src={picture.thumbUrl}
                alt={name}
                radius="sm"
                h={{ base: 72, xs: 104 }}
                fit="cover"
                loading="lazy"
              />
            ) : (
              <Stack
                h={{ base: 72, xs: 104 }}
                align="center"
                justify="center"
                bg="gray.1"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                role="img"
                aria-label={t('catalogue:cars.noPicture')}
              >
                <IconCar size={32} aria-hidden="true" color="var(--mantine-color-gray-5)" />
              </Stack>
            )}
          </Box>
          <Stack gap={4} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} size="lg" component="h3" m={0}>
                {name}
              </Text>
              <Badge variant="light" color="gray">
                {t(`common:carTypes.${car.type}`)}
              </Badge>
              {offer.pricing === 'Distance' && (
                <Badge variant="light" color="teal">
                  {t('offers.byDistance')}
                </Badge>
              )}
            </Group>
            <Group gap="sm" c="dimmed" wrap="wrap">
              <Group gap={4} wrap="nowrap">
                <IconUsers size={16} aria-hidden="true" />
                <Text size="sm">{t('offers.passengers', { count: car.passengers })}</Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconBriefcase size={16} aria-hidden="true" />
                <Text size="sm">{t('offers.bags', { count: car.bags })}</Text>
              </Group>
            </Group>
            <Group gap={4} wrap="nowrap" c="dimmed" align="flex-start" data-testid="offer-terms">
              <IconReceiptRefund
                size={16}
                aria-hidden="true"
                style={{ flexShrink: 0, marginBlockStart: 2 }}
              />
              <Text size="sm">
                <CancellationTermsText tiers={offer.cancellationTerms} />
              </Text>
            </Group>
            {direction === 'Hourly' && price.hourlyPrice !== null && (
              <Text size="sm" c="dimmed">
                {t('offers.hourly', { price: money(price.hourlyPrice), count: offer.minHours ?? 1 })}
              </Text>
            )}
          </Stack>
        </Group>
        {/* Phones: price and button on their own row; wider: at the end of the card. */}
        <Group gap="md" justify="space-between" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
          <Text fw={700} size="xl" dir="auto" data-testid="offer-price">
            {money(offer.returnLeg?.bothLegsTotal ?? price.total)}
          </Text>
          <Button
            onClick={onChoose}
            disabled={disabled}
            variant={chosen ? 'filled' : 'light'}
            leftSection={chosen ? <IconCheck size={16} aria-hidden="true" /> : undefined}
            aria-label={t(chosen ? 'offers.chosenCar' : 'offers.chooseCar', { name })}
            miw={112}
          >
            {t(chosen ? 'offers.chosen' : 'offers.choose')}
          </Button>
        </Group>
      </Group>
      {offer.returnLeg && <ReturnLegLines offer={offer} />}
    </Paper>
  );
}

/** A return trip's offer (decision 0017): each leg's price, the return discount, both legs' terms. */
function ReturnLegLines({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('agent-booking');
  const leg = offer.returnLeg;
  if (!leg) return null;
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const discount = leg.price.returnDiscount;
  return (
    <Stack gap={4} mt="sm" pt="sm" style={{ borderBlockStart: '1px solid var(--mantine-color-gray-3)' }}>
      <PriceLine label={t('offers.outwardLeg')} amount={money(offer.price.total)} testId="offer-outward" />
      <PriceLine
        label={t('offers.returnLeg')}
        amount={money(leg.price.total + (discount?.amount ?? 0))}
        testId="offer-return"
      />
      {discount && (
        <PriceLine
          label={t('review.returnDiscount', { rate: formatPercent(discount.percent * 100, i18n.language) })}
          amount={money(-discount.amount)}
          testId="offer-return-discount"
        />
      )}
      <PriceLine label={t('offers.bothLegs')} amount={money(leg.bothLegsTotal)} strong />
      <Group gap={4} wrap="nowrap" c="dimmed" align="flex-start" data-testid="offer-return-terms">
        <IconReceiptRefund size={16} aria-hidden="true" style={{ flexShrink: 0, marginBlockStart: 2 }} />
        <Text size="sm">
          {t('offers.returnLeg')}: <CancellationTermsText tiers={leg.cancellationTerms} />
        </Text>
      </Group>
    </Stack>
  );
}
