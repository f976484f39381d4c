import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/translation';

/** An agent's or a customer's booking, whole or a list row: the place's address and the hours are read. */
type RouteFields = Pick<AgentBooking, 'direction' | 'location'> & {
  place: { address: string };
  price: { hours: number | null };
};

/** Where a trip starts and ends: Arrival is location → place, Leaving place → location, Hourly the place. */
export function tripEnds(booking: RouteFields, language: string): { from: string; to: string | null } {
  const location = booking.location
    ? language === 'ar'
      ? booking.location.nameAr
      : booking.location.nameEn
    : '';
  if (booking.direction === 'Arrival') return { from: location, to: booking.place.address };
  if (booking.direction === 'Leaving') return { from: booking.place.address, to: location };
  return { from: booking.place.address, to: null };
}

/**
 * "From → To": the start on its own line and the end under it after the arrow (the arrow turns with the page
 * direction), so narrow columns and phone cards show whole names instead of "King Kha… → Four Seas…".
 * Hourly shows the place and the hours. Addresses are isolated (they are often Latin in Arabic pages).
 */
export function BookingRoute({ booking, lineClamp }: { booking: RouteFields; lineClamp?: number }) {
  const { t, i18n } = useTranslation('bookings');
  const { from, to } = tripEnds(booking, i18n.language);
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" lineClamp={lineClamp} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{from}</bdi>
      </Text>
      {to !== null ? (
        <Group gap={6} wrap="nowrap" align="flex-start" miw={0}>
          <span style={{ flexShrink: 0, display: 'inline-flex', paddingBlockStart: 3 }}>
            <IconArrowRight size={14} aria-hidden="true" className="mirror-in-rtl" />
            <VisuallyHidden>{t('route.to')}</VisuallyHidden>
          </span>
          <Text size="sm" lineClamp={lineClamp} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{to}</bdi>
          </Text>
        </Group>
      ) : (
        booking.price.hours !== null && (
          <Text size="sm" c="dimmed">
            {t('route.hours', { hours: booking.price.hours })}
          </Text>
        )
      )}
    </Stack>
  );
}
