import { Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { BookingSteps } from '../components/wizard/booking-steps';
import { TripForm } from '../components/wizard/trip-form';
import { useBookingPaths } from '../flow/use-booking-paths';

/** /panel, step 1 of the booking: the trip. The form starts from the trip in the URL (back, reload). */
export function NewBookingPage() {
  const { t } = useTranslation('agent-booking');
  const title = usePageTitle();
  // The first step: nothing before it to check.
  const { trip, goTo } = useBookingPaths('trip');

  return (
    <Stack gap={0} maw={960}>
      <PageHeader title={title} description={t('intro')} />
      <BookingSteps current="trip" trip={trip} />
      <TripForm
        key={JSON.stringify(trip)}
        initial={trip}
        // A changed trip may change the offers: the car is chosen again.
        onSubmit={(next) => goTo('car', { ...next, taxiServiceId: null })}
      />
    </Stack>
  );
}
