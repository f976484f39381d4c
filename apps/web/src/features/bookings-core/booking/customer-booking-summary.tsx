import { Badge, type MantineColor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CustomerBooking, CustomerBookingStatus } from '@masar/contract/customer-bookings';
import type { ReactNode } from 'react';
import { countryName } from '../../../shared/format/countries';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { PriceLines } from '../trip/price-lines';
import { tripEnds } from './booking-route';
import { CancellationTermsText } from './cancellation-terms';

const statusColors: Record<CustomerBookingStatus, MantineColor> = {
  Requested: 'yellow',
  Accepted: 'teal',
  Completed: 'blue',
  Cancelled: 'gray',
};

export function CustomerBookingStatusBadge({
  status,
  size = 'md',
}: {
  status: CustomerBookingStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('public-booking');
  return (
    <Badge variant="light" color={statusColors[status]} size={size} data-testid="booking-status">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A customer's booking at a glance: when, from, to, car, traveller, flight, payment, then the price line by line. */
export function CustomerBookingSummary({
  booking,
  leg,
}: {
  booking: CustomerBooking;
  /** A leg of a return trip (decision 0017): titled "Outward trip" or "Return trip". */
  leg?: 'outward' | 'return';
}) {
  const { t, i18n } = useTranslation('public-booking');
  const english = i18n.language === 'en';
  const { from, to } = tripEnds(booking, i18n.language);
  return (
    <Stack gap="md" component="section" aria-label={leg ? t(`booking.${leg}Leg`) : undefined}>
      {leg && (
        <Text fw={700} size="sm" data-testid={`confirmation-${leg}`}>
          {t(`booking.${leg}Leg`)}
        </Text>
      )}
      <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Detail label={t('booking.pickup')}>{formatDate(booking.pickupAt, i18n.language, true)}</Detail>
        <Detail label={t('booking.car')}>{english ? booking.car.nameEn : booking.car.nameAr}</Detail>
        <Detail label={t('booking.from')}>{from}</Detail>
        {to !== null && <Detail label={t('booking.to')}>{to}</Detail>}
        {booking.price.hours !== null && (
          <Detail label={t('booking.hours')}>{t('summary.hours', { count: booking.price.hours })}</Detail>
        )}
        <Detail label={t('booking.traveller')}>
          {booking.travellerName} · <span dir="ltr">{booking.travellerPhone}</span>
          {booking.travellerNationality
            ? ` · ${countryName(booking.travellerNationality, i18n.language)}`
            : ''}
        </Detail>
        {booking.flightNumber && (
          <Detail label={t('booking.flight')}>
            <span dir="ltr">{booking.flightNumber}</span>
          </Detail>
        )}
        <Detail label={t('booking.payment')}>{t(`payment.${booking.paymentMethod}`)}</Detail>
        <Detail label={t('booking.cancellation')}>
          <span data-testid="booking-terms">
            <CancellationTermsText tiers={booking.cancellationTerms} />
          </span>
        </Detail>
        {booking.notes && <Detail label={t('booking.notes')}>{booking.notes}</Detail>}
        {booking.cancelReason && <Detail label={t('booking.cancelReason')}>{booking.cancelReason}</Detail>}
      </SimpleGrid>
      {/* The price as it was charged: fare, each surcharge, each extra, the total. */}
      <PriceLines audience="public" price={booking.price} totalTestId="booking-total" />
    </Stack>
  );
}
