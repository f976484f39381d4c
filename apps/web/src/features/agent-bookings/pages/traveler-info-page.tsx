import { Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation';
import { Navigate, useSearchParams } from '../../../shared/router/react';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { BookingConfirmation } from '../components/wizard/booking-confirmation';
import { BookingSteps } from '../components/wizard/booking-steps';
import { TravellerStep } from '../components/wizard/traveller-step';
import { TripSummary } from '../components/wizard/trip-summary';
import { useBookingFlow } from '../flow/use-booking-flow';

/** /panel/traveler-info, step 4: traveller, extras, review and confirm; then the confirmation (?booking=id). */
export function TravelerInfoPage() {
  const { t } = useTranslation('agent-booking');
  const title = usePageTitle();
  const [params] = useSearchParams();
  const { trip, allowed, firstStepPath, pathOf } = useBookingFlow('traveller');
  const bookingId = params.get('booking');

  if (bookingId) {
    return (
      <Stack gap={0} maw={960}>
        <PageHeader title={t('confirmation.pageTitle')} />
        <BookingSteps current="done" trip={null} />
        <BookingConfirmation id={bookingId} />
      </Stack>
    );
  }
  if (!allowed) return <Navigate to={firstStepPath} replace />;

  return (
    <Stack gap={0} maw={1200}>
      <PageHeader title={title} description={t('traveller.intro')} />
      <BookingSteps current="traveller" trip={trip} />
      <Stack gap="md">
        <TripSummary trip={trip} changePath={firstStepPath} />
        <TravellerStep trip={trip} timePath={pathOf('time', trip)} />
      </Stack>
    </Stack>
  );
}
