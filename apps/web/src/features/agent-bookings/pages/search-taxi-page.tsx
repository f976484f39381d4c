import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/translation';
import { Link, Navigate } from '../../../shared/router/react';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { OfferResults } from '../../bookings-core/trip/offer-results';
import { quoteOf } from '../../bookings-core/trip/trip-requests';
import { quoteQueryOptions } from '../api/agent-bookings';
import { BookingSteps } from '../components/wizard/booking-steps';
import { TripSummary } from '../components/wizard/trip-summary';
import { useBookingFlow } from '../flow/use-booking-flow';

/** /panel/search-taxi, step 2: the cars offered for the trip, cheapest first; choosing one goes to step 3. */
export function SearchTaxiPage() {
  const { t } = useTranslation('agent-booking');
  const title = usePageTitle();
  const { trip, allowed, firstStepPath, goTo } = useBookingFlow('car');
  const quote = useQuery(quoteQueryOptions(quoteOf(trip)));
  if (!allowed) return <Navigate to={firstStepPath} replace />;

  return (
    <Stack gap={0} maw={960}>
      <PageHeader title={title} description={t('offers.intro')} />
      <BookingSteps current="car" trip={trip} />
      <Stack gap="md">
        <TripSummary trip={trip} changePath={firstStepPath} />
        <OfferResults
          audience="agent"
          quote={quote}
          trip={trip}
          changeTrip={
            <Button component={Link} to={firstStepPath} variant="light">
              {t('summary.changeTrip')}
            </Button>
          }
          onChoose={(chosen) => goTo('time', chosen)}
        />
      </Stack>
    </Stack>
  );
}
