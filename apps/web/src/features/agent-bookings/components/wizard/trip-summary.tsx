import { Anchor, Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowNarrowRight, IconBriefcase, IconCalendar, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/format/date';
import { useTranslation } from '../../../../shared/i18n/translation';
import { Link } from '../../../../shared/router/react';
import { pickupOf, returnPickupOf, type TripDraft } from '../../../bookings-core/trip/trip-params';
import { allLocationsQueryOptions } from '../../../locations/api/locations';

/** What was chosen in step 1, shown on the later steps with a link to change it. */
export function TripSummary({ trip, changePath }: { trip: TripDraft; changePath: string }) {
  const { t, i18n } = useTranslation('agent-booking');
  const locations = useQuery(allLocationsQueryOptions({ active: true }));
  const location = locations.data?.find((item) => item.id === trip.locationId);
  const locationName = location ? (i18n.language === 'en' ? location.nameEn : location.nameAr) : '…';
  const address = trip.place?.address ?? '';
  const [from, to] =
    trip.direction === 'Arrival'
      ? [locationName, address]
      : trip.direction === 'Leaving'
        ? [address, locationName]
        : [address, null];
  const pickupAt = pickupOf(trip);
  const returnPickupAt = returnPickupOf(trip);
  const day = pickupAt
    ? formatDate(pickupAt, i18n.language, true)
    : trip.date
      ? formatDate(`${trip.date}T12:00:00Z`, i18n.language)
      : '';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('summary.label')}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={6} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{t(`directions.${trip.direction}`)}</Badge>
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconCalendar size={16} aria-hidden="true" />
              <Text size="sm">{day}</Text>
            </Group>
            {returnPickupAt && (
              <Badge variant="light" color="grape" data-testid="summary-return">
                {t('summary.returnOn', { date: formatDate(returnPickupAt, i18n.language, true) })}
              </Badge>
            )}
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconUsers size={16} aria-hidden="true" />
              <Text size="sm">{t('summary.passengers', { count: trip.passengers })}</Text>
            </Group>
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconBriefcase size={16} aria-hidden="true" />
              <Text size="sm">{t('summary.bags', { count: trip.bags })}</Text>
            </Group>
          </Group>
          {to === null ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('summary.hourlyFrom')} <bdi>{from}</bdi>
            </Text>
          ) : (
            <Group gap={6} wrap="wrap" align="center">
              <Text size="sm" fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {from}
              </Text>
              <IconArrowNarrowRight size={18} aria-hidden="true" className="mirror-in-rtl" />
              <VisuallyHidden>{t('summary.to')}</VisuallyHidden>
              <Text size="sm" fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {to}
              </Text>
            </Group>
          )}
        </Stack>
        <Anchor component={Link} to={changePath} size="sm" style={{ flexShrink: 0 }}>
          {t('summary.change')}
        </Anchor>
      </Group>
    </Paper>
  );
}
