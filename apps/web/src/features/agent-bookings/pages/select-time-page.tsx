import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n/translation';
import { Link, Navigate } from '../../../shared/router/react';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { quoteOf } from '../../bookings-core/trip/trip-requests';
import { quoteQueryOptions } from '../api/agent-bookings';
import { BookingSteps } from '../components/wizard/booking-steps';
import { ChosenCar } from '../components/wizard/chosen-car';
import { PickupForm } from '../components/wizard/pickup-form';
import { TripSummary } from '../components/wizard/trip-summary';
import { useBookingFlow } from '../flow/use-booking-flow';

/** /panel/select-time, step 3: when, the flight, and the hours of an hourly booking. */
export function SelectTimePage() {
  const { t } = useTranslation('agent-booking');
  const title = usePageTitle();
  const { trip, allowed, firstStepPath, pathOf, goTo } = useBookingFlow('time');
  const [hours, setHours] = useState(trip.hours);
  const hourly = trip.direction === 'Hourly';
  const quote = useQuery(
    quoteQueryOptions(
      quoteOf(trip, { taxiServiceId: trip.taxiServiceId ?? undefined, hours: hourly ? hours : undefined }),
    ),
  );
  if (!allowed) return <Navigate to={firstStepPath} replace />;

  const carsPath = pathOf('car', trip);
  const offer = quote.data?.offers[0];
  let content: React.ReactNode;
  if (quote.isPending) {
    content = <Skeleton h={360} radius="md" />;
  } else if (quote.error instanceof ApiRequestError && quote.error.isClientError) {
    // The car is no longer offered for this trip (catalogue changed, link edited): choose again.
    content = (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={t('time.carGone')}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('time.carGoneHint')}</Text>
          <Button component={Link} to={carsPath} variant="light">
            {t('time.chooseAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (quote.isError || !quote.data || !offer) {
    content = <QueryError onRetry={() => void quote.refetch()} />;
  } else {
    content = (
      <>
        <ChosenCar
          offer={offer}
          changePath={
            <Anchor component={Link} to={carsPath} size="sm">
              {t('chosenCar.change')}
            </Anchor>
          }
        />
        <PickupForm
          trip={trip}
          quote={quote.data}
          offer={offer}
          onHoursChange={setHours}
          onSubmit={(changes) => goTo('traveller', { ...trip, ...changes })}
        />
      </>
    );
  }

  return (
    <Stack gap={0} maw={960}>
      <PageHeader title={title} description={t('time.intro')} />
      <BookingSteps current="time" trip={trip} />
      <Stack gap="md">
        <TripSummary trip={trip} changePath={firstStepPath} />
        {content}
      </Stack>
    </Stack>
  );
}
