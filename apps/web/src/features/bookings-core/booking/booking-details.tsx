import { Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { CustomerBooking } from '@masar/contract/customer-bookings';
import type { ReactNode } from 'react';
import { countryName } from '../../../shared/format/countries';
import { formatDate } from '../../../shared/format/date';
import { formatDuration, formatKilometres } from '../../../shared/format/distance';
import { formatPercent } from '../../../shared/format/percent';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney, formatSignedMoney } from '../../../shared/money/money';
import { Detail } from '../../../shared/ui/detail';
import { type BookingAudience, BookingHistory } from './booking-history';
import { tripEnds } from './booking-route';
import { CancellationTermsText } from './cancellation-terms';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function PriceLine({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" component="li">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} dir="auto" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Text>
    </Group>
  );
}

/** Everything about one booking, read-only: the trip, the traveller, the price and the status history. */
export function BookingDetails({
  booking,
  audience = 'agent',
  children,
}: {
  booking: AgentBooking | CustomerBooking;
  audience?: BookingAudience;
  /** More sections (each after its own divider), shown before the booked / changed dates. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, language);
  const name = (named: { nameAr: string; nameEn: string }) =>
    language === 'ar' ? named.nameAr : named.nameEn;
  const { from, to } = tripEnds(booking, language);
  const { price } = booking;
  // A customer pays the driver, so only an agent booking's total was charged to a wallet.
  const isAgentBooking = 'agentId' in booking;
  const reason = isAgentBooking ? booking.refundReason : booking.cancelReason;

  return (
    <Stack gap="lg">
      <Section title={t('details.trip')}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
          <Detail label={t('details.direction')}>{t(`direction.${booking.direction}`)}</Detail>
          <Detail label={t('details.pickupAt')}>{formatDate(booking.pickupAt, language, true)}</Detail>
          <Detail label={t('details.from')}>{from}</Detail>
          <Detail label={booking.direction === 'Hourly' ? t('details.hours') : t('details.to')}>
            {booking.direction === 'Hourly' ? price.hours : to}
          </Detail>
          <Detail label={t('details.car')}>
            {`${name(booking.car)} · ${t('details.carCapacity', { passengers: booking.car.passengers, bags: booking.car.bags })}`}
          </Detail>
          <Detail label={t('details.area')}>{name(booking.area)}</Detail>
          <Detail label={t('details.passengers')}>
            {t('details.passengersAndBags', { passengers: booking.passengers, bags: booking.bags })}
          </Detail>
          {booking.distanceMeters !== null && booking.durationSeconds !== null && (
            <Detail label={t('details.distance')}>
              {t('details.distanceValue', {
                distance: formatKilometres(booking.distanceMeters, language),
                duration: formatDuration(booking.durationSeconds, language),
              })}
            </Detail>
          )}
          <Detail label={t('details.pricing')}>{t(`details.pricingBasis.${booking.pricing}`)}</Detail>
          {booking.direction !== 'Hourly' && (
            <Detail label={t('fields.flightNumber')} ltr>
              {booking.flightNumber}
            </Detail>
          )}
        </SimpleGrid>
      </Section>
      <Divider />
      <Section title={t('details.traveller')}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
          <Detail label={t('fields.travellerName')}>{booking.travellerName}</Detail>
          <Detail label={t('fields.travellerPhone')} ltr>
            {booking.travellerPhone}
          </Detail>
          <Detail label={t('fields.travellerEmail')} ltr>
            {booking.travellerEmail}
          </Detail>
          <Detail label={t('fields.travellerNationality')}>
            {countryName(booking.travellerNationality, language)}
          </Detail>
        </SimpleGrid>
        <dl style={{ margin: 0, marginBlockStart: 'var(--mantine-spacing-sm)' }}>
          <Detail label={t('fields.notes')}>{booking.notes}</Detail>
        </dl>
      </Section>
      <Divider />
      <Section title={t('details.price')}>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {price.hourlyPrice !== null && price.hours !== null ? (
            <PriceLine
              label={t('details.hourly', { hours: price.hours, price: money(price.hourlyPrice) })}
              amount={money(price.hourlyPrice * price.hours)}
            />
          ) : (
            <PriceLine label={t('details.transfer')} amount={money(price.transferPrice)} />
          )}
          {price.surcharges.map((line) => (
            <PriceLine
              key={line.surchargeId}
              label={
                line.rate === null
                  ? name(line)
                  : t('details.surchargePercent', {
                      name: name(line),
                      rate: formatPercent(line.rate, i18n.language),
                    })
              }
              amount={formatSignedMoney(line.total, i18n.language)}
            />
          ))}
          {price.extras.map((extra) => (
            <PriceLine
              key={extra.extraServiceId}
              label={t('details.extra', { name: name(extra), quantity: extra.quantity })}
              amount={money(extra.total)}
            />
          ))}
          <Divider my={2} />
          <PriceLine
            label={
              !isAgentBooking
                ? t('details.totalToDriver')
                : audience === 'admin'
                  ? t('details.totalCharged')
                  : t('details.total')
            }
            amount={money(price.total)}
            strong
          />
        </Stack>
        <dl style={{ margin: 0, marginBlockStart: 'var(--mantine-spacing-sm)' }}>
          <Detail label={t('details.cancellation')}>
            <CancellationTermsText tiers={booking.cancellationTerms} />
          </Detail>
        </dl>
      </Section>
      <Divider />
      <Section title={t('details.history')}>
        <BookingHistory history={booking.history} audience={audience} />
        {reason && (
          <Text size="sm" c="dimmed" mt="xs">
            {t(isAgentBooking ? 'details.refundReason' : 'details.cancelReason', { reason })}
          </Text>
        )}
      </Section>
      {children}
      <Text size="xs" c="dimmed">
        {t('details.booked', { date: formatDate(booking.createdAt, language, true) })}
        {' · '}
        {t('details.updated', { date: formatDate(booking.updatedAt, language, true) })}
      </Text>
    </Stack>
  );
}
