import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { Offer } from '@masar/contract/trips';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from '../../../../shared/i18n/translation';
import { formatMoney } from '../../../../shared/money/money';

/** The car chosen in step 2, with its current price (both legs of a return trip), on the later steps. */
export function ChosenCar({ offer, changePath }: { offer: Offer; changePath?: React.ReactNode }) {
  const { t, i18n } = useTranslation(['agent-booking', 'common']);
  const name = i18n.language === 'en' ? offer.car.nameEn : offer.car.nameAr;
  const picture = offer.car.images[0];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('chosenCar.label')}>
      <Group gap="sm" wrap="nowrap" align="center">
        {picture ? (
          <Image
            src={picture.thumbUrl}
            alt=""
            w={72}
            h={48}
            radius="sm"
            fit="cover"
            style={{ flexShrink: 0 }}
          />
        ) : (
          <IconCar
            size={32}
            aria-hidden="true"
            color="var(--mantine-color-gray-5)"
            style={{ flexShrink: 0 }}
          />
        )}
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {t(`common:carTypes.${offer.car.type}`)} ·{' '}
            {t('offers.passengers', { count: offer.car.passengers })} ·{' '}
            {t('offers.bags', { count: offer.car.bags })}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700} dir="auto">
            {formatMoney(offer.returnLeg?.bothLegsTotal ?? offer.price.total, i18n.language)}
          </Text>
          {changePath}
        </Stack>
      </Group>
    </Paper>
  );
}
