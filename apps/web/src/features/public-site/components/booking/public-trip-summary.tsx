import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowNarrowLeft,
  IconArrowNarrowRight,
  IconBriefcase,
  IconCalendar,
  IconClockHour4,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/format/date';
import { useTranslation } from '../../../../shared/i18n/translation';
import { Link } from '../../../../shared/router/react';
import { pickupOf, returnPickupOf, type TripDraft } from '../../../bookings-core/trip/trip-params';
import { publicLocationsQueryOptions } from '../../../public-catalogue/api/public-catalogue';

/** The trip being booked in one card: from → to, pickup time, people and bags, with a link to change it. */
export function PublicTripSummary({ trip, changePath }: { trip: TripDraft; changePath: string }) {
  const { t, i18n } = useTranslation('public-booking');
  const locations = useQuery(publicLocationsQueryOptions());
  const english = i18n.language === 'en';
  const location = locations.data?.find((item) => item.id === trip.locationId);
  const locationName = location ? (english ? location.nameEn : location.nameAr) : '…';
  const address = trip.place?.address ?? '';
  const [from, to] =
    trip.direction === 'Hourly'
      ? [address, null]
      : trip.direction === 'Arrival'
        ? [locationName, address]
        : [address, locationName];
  const pickup = pickupOf(trip);
  const returnPickup = returnPickupOf(trip);
  const Arrow = english ? IconArrowNarrowRight : IconArrowNarrowLeft;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('summary.label')}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} miw={0} style={{ flex: '1 1 18rem' }}>
          <Stack gap={4} miw={0} align="flex-start">
            <Group gap={6}>
              <Badge variant="light">{t(`directions.${trip.direction}`)}</Badge>
              {returnPickup && (
                <Badge variant="light" color="grape">
                  {t('summary.returnTrip')}
                </Badge>
              )}
            </Group>
            <Text fw={600} lineClamp={2} data-testid="summary-route">
              {from}
              {to !== null && (
                <>
                  {' '}
                  <Arrow size={16} aria-label={t('summary.to')} style={{ verticalAlign: 'middle' }} /> {to}
                </>
              )}
            </Text>
          </Stack>
          <Group gap="md" c="dimmed" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={16} aria-hidden="true" />
              <Text size="sm">{pickup ? formatDate(pickup, i18n.language, true) : '—'}</Text>
            </Group>
            {returnPickup && (
              <Group gap={4} wrap="nowrap">
                <IconArrowBackUp size={16} aria-hidden="true" />
                <Text size="sm" data-testid="summary-return">
                  {t('summary.returnOn', { date: formatDate(returnPickup, i18n.language, true) })}
                </Text>
              </Group>
            )}
            <Group gap={4} wrap="nowrap">
              <IconUsers size={16} aria-hidden="true" />
              <Text size="sm">{t('summary.passengers', { count: trip.passengers })}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconBriefcase size={16} aria-hidden="true" />
              <Text size="sm">{t('summary.bags', { count: trip.bags })}</Text>
            </Group>
            {trip.direction === 'Hourly' && trip.hours && (
              <Group gap={4} wrap="nowrap">
                <IconClockHour4 size={16} aria-hidden="true" />
                <Text size="sm">{t('summary.hours', { count: trip.hours })}</Text>
              </Group>
            )}
          </Group>
        </Stack>
        <Button component={Link} to={changePath} variant="light" size="sm">
          {t('summary.change')}
        </Button>
      </Group>
    </Paper>
  );
}
