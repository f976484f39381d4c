import { Anchor, Badge, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isNotFound } from '../../../../shared/api/error-status';
import { formatDate } from '../../../../shared/format/date';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../../shared/money/money';
import { Link, useNavigate } from '../../../../shared/router/react';
import { QueryError } from '../../../../shared/ui/query-error';
import { RecordNotFound } from '../../../../shared/ui/record-not-found';
import { statusColors } from '../../../bookings-core/booking/booking-status-badge';
import { CancellationTermsText } from '../../../bookings-core/booking/cancellation-terms';
import { BookingDone } from '../../../bookings-core/trip/booking-done';
import { clearBookingFlow } from '../../../bookings-core/trip/flow-storage';
import { PriceLine, PriceLines } from '../../../bookings-core/trip/price-lines';
import { agentBookingQueryOptions, downloadTicket } from '../../api/agent-bookings';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Summary({ booking, leg }: { booking: AgentBooking; leg?: 'outward' | 'return' }) {
  const { t, i18n } = useTranslation('agent-booking');
  const english = i18n.language === 'en';
  const location = booking.location ? (english ? booking.location.nameEn : booking.location.nameAr) : null;
  const [from, to] =
    booking.direction === 'Leaving'
      ? [booking.place.address, location]
      : [location ?? booking.place.address, booking.direction === 'Hourly' ? null : booking.place.address];
  return (
    <Stack gap="md" component="section" aria-label={leg ? t(`confirmation.${leg}Leg`) : undefined}>
      {leg && (
        <Text fw={700} size="sm" data-testid={`confirmation-${leg}`}>
          {t(`confirmation.${leg}Leg`)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Detail label={t('confirmation.pickup')}>{formatDate(booking.pickupAt, i18n.language, true)}</Detail>
        <Detail label={t('confirmation.car')}>{english ? booking.car.nameEn : booking.car.nameAr}</Detail>
        <Detail label={t('confirmation.from')}>{from}</Detail>
        {to && <Detail label={t('confirmation.to')}>{to}</Detail>}
        <Detail label={t('confirmation.traveller')}>
          {booking.travellerName} · <span dir="ltr">{booking.travellerPhone}</span>
        </Detail>
        {booking.flightNumber && (
          <Detail label={t('confirmation.flight')}>
            <span dir="ltr">{booking.flightNumber}</span>
          </Detail>
        )}
        <Detail label={t('confirmation.cancellation')}>
          <CancellationTermsText tiers={booking.cancellationTerms} />
        </Detail>
      </SimpleGrid>
      {/* What was paid, line by line: the extras are part of the booking and must show here too. */}
      <Stack gap={6} component="section" aria-labelledby="booking-done-paid" maw={480}>
        <Text size="xs" c="dimmed" id="booking-done-paid">
          {t('confirmation.paid')}
        </Text>
        <PriceLines
          audience="agent"
          price={booking.price}
          totalTestId={leg === 'return' ? 'booking-done-return-total' : 'booking-done-total'}
        />
      </Stack>
    </Stack>
  );
}

/**
 * After confirming: the reference, the status and what it means (a request awaiting acceptance, not yet a
 * confirmed ride), what was paid including the extras, the ticket, and the ways on. Reload-safe (?booking=id):
 * opened later, it says the booking's status then.
 */
export function BookingConfirmation({ id }: { id: string }) {
  const { t, i18n } = useTranslation('agent-booking');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const booking = useQuery(agentBookingQueryOptions(id));
  // A return trip (decision 0017): the confirmation shows both legs.
  const returnLegId = booking.data?.returnLegId;
  const returnLeg = useQuery({
    ...agentBookingQueryOptions(returnLegId ?? ''),
    enabled: Boolean(returnLegId),
  });
  const [downloading, setDownloading] = useState(false);

  if (booking.isPending) return <Skeleton h={320} radius="md" />;
  if (booking.isError) {
    return isNotFound(booking.error) ? (
      <RecordNotFound
        message={t('confirmation.notFound')}
        back={{ to: localized('/panel/profile/trips-history'), label: t('confirmation.history') }}
      />
    ) : (
      <QueryError onRetry={() => void booking.refetch()} />
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTicket(booking.data);
    } catch {
      // The API client already showed the message.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <BookingDone
      text={{
        title: t(`confirmation.titles.${booking.data.status}`),
        intro: t(`confirmation.intros.${booking.data.status}`),
        reference: t('confirmation.reference'),
        status: t('confirmation.status'),
      }}
      reference={booking.data.reference}
      status={
        <Badge
          size="lg"
          variant="light"
          color={statusColors[booking.data.status]}
          data-testid="booking-status"
        >
          {t(`statuses.${booking.data.status}`)}
        </Badge>
      }
      summary={
        returnLegId ? (
          <Stack gap="lg">
            <Summary booking={booking.data} leg="outward" />
            {returnLeg.data ? (
              <>
                <Summary booking={returnLeg.data} leg="return" />
                <Stack maw={480}>
                  <PriceLine
                    label={t('review.bothTotal')}
                    amount={formatMoney(booking.data.price.total + returnLeg.data.price.total, i18n.language)}
                    strong
                    testId="booking-done-both-total"
                  />
                </Stack>
              </>
            ) : (
              <Skeleton h={160} />
            )}
          </Stack>
        ) : (
          <Summary booking={booking.data} />
        )
      }
      actions={
        <>
          {/* A cancelled booking's ticket is not offered: it is no longer valid. */}
          {booking.data.status !== 'Refunded' && (
            <Button
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              onClick={download}
              loading={downloading}
            >
              {t('confirmation.download')}
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => {
              clearBookingFlow();
              navigate(localized('/panel'));
            }}
          >
            {t('confirmation.another')}
          </Button>
          <Anchor
            component={Link}
            to={localized('/panel/profile/trips-history')}
            size="sm"
            ms={{ sm: 'auto' }}
          >
            {t('confirmation.history')}
          </Anchor>
        </>
      }
    />
  );
}
