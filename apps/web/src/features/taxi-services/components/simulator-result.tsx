import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SimulateResponse } from '@masar/contract/price-tools';
import { formatDuration, formatKilometres } from '../../../shared/format/distance';
import { useTranslation } from '../../../shared/i18n/translation';
import { PriceLines } from '../../bookings-core/trip/price-lines';

/** What the simulator found: the ends as priced, the distance, and every car's price or "not served". */
export function SimulatorResult({ result }: { result: SimulateResponse }) {
  const { t, i18n } = useTranslation('price-tools');
  const nameOf = (item: { nameAr: string; nameEn: string }) =>
    i18n.language === 'ar' ? item.nameAr : item.nameEn;
  const end = (item: SimulateResponse['from']) => `${nameOf(item)} (${t(`simulator.endKind.${item.kind}`)})`;
  return (
    <Stack gap="sm" data-testid="simulator-result">
      <Paper withBorder radius="md" p="sm">
        <Stack gap={4}>
          <Text fw={600}>{t('simulator.ends', { from: end(result.from), to: end(result.to) })}</Text>
          {result.distance && (
            <Text size="sm" c="dimmed">
              {t('simulator.distance', {
                distance: formatKilometres(result.distance.meters, i18n.language),
                duration: formatDuration(result.distance.seconds, i18n.language),
                source: t(`simulator.sources.${result.distance.source}`),
              })}
            </Text>
          )}
        </Stack>
      </Paper>
      {!result.served && (
        <Alert color="orange" role="status">
          {t('simulator.notServedTrip')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {result.cars.map((item) => (
          <Paper key={item.car.id} withBorder radius="md" p="sm" data-testid={`simulated-car-${item.car.id}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Title order={3} fz="md">
                  {nameOf(item.car)}
                </Title>
                {!item.served && (
                  <Badge color="gray" variant="light">
                    {t('simulator.notServed')}
                  </Badge>
                )}
              </Group>
              {item.served && item.pricing && item.sourceId && item.price && (
                <>
                  <Text size="xs" c="dimmed" dir="auto">
                    {t(`simulator.source.${item.pricing}`, { id: item.sourceId.slice(0, 8) })}
                  </Text>
                  <PriceLines
                    audience="agent"
                    price={item.price}
                    totalTestId={`simulated-total-${item.car.id}`}
                  />
                </>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
