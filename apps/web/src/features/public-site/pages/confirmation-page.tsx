import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../../shared/api/error-status';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { Link, useSearchParams } from '../../../shared/router/react';
import { QueryError } from '../../../shared/ui/query-error';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import {
  CustomerBookingStatusBadge,
  CustomerBookingSummary,
} from '../../bookings-core/booking/customer-booking-summary';
import { BookingDone } from '../../bookings-core/trip/booking-done';
import { PriceLine } from '../../bookings-core/trip/price-lines';
import { customerBookingQueryOptions } from '../../customer-bookings/api/customer-bookings';
import { PublicSteps } from '../components/booking/public-steps';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Confirmation({ id }: { id: string }) {
  const { t, i18n } = useTranslation('public-booking');
  const localized = useLocalizedPath();
  const valid = uuid.test(id);
  const booking = useQuery({ ...customerBookingQueryOptions(id), enabled: valid });
  // A return trip (decision 0017): the confirmation shows both legs and their sum.
  const returnLegId = booking.data?.returnLegId;
  const returnLeg = useQuery({
    ...customerBookingQueryOptions(returnLegId ?? ''),
    enabled: Boolean(returnLegId),
  });

  if (valid && booking.isPending) return <Skeleton h={320} radius="md" />;
  if (!valid || booking.isError) {
    return !valid || isNotFound(booking.error) ? (
      <RecordNotFound
        message={t('confirmation.notFound')}
        back={{ to: localized('/account/bookings'), label: t('confirmation.myBookings') }}
      />
    ) : (
      <QueryError onRetry={() => void booking.refetch()} />
    );
  }
  if (!booking.data) return null;

  return (
    <BookingDone
      standalone
      text={{
        title: t('confirmation.title'),
        intro: t('confirmation.intro'),
        reference: t('booking.reference'),
        status: t('booking.status'),
      }}
      reference={booking.data.reference}
      status={<CustomerBookingStatusBadge status={booking.data.status} size="lg" />}
      summary={
        returnLegId ? (
          <Stack gap="lg">
            <CustomerBookingSummary booking={booking.data} leg="outward" />
            {returnLeg.data ? (
              <>
                <CustomerBookingSummary booking={returnLeg.data} leg="return" />
                <Stack maw={480}>
                  <PriceLine
                    label={t('price.bothTotal')}
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
          <CustomerBookingSummary booking={booking.data} />
        )
      }
      actions={
        <>
          <Button
            component={Link}
            to={localized('/account/bookings')}
            leftSection={<IconListDetails size={18} aria-hidden="true" />}
          >
            {t('confirmation.myBookings')}
          </Button>
          <Button
            component={Link}
            to={localized('/')}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('confirmation.another')}
          </Button>
        </>
      }
    />
  );
}

/** /book/confirmation?booking={id}: the request is in; reload-safe. */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PublicSteps current="done" />
      <Confirmation id={params.get('booking') ?? ''} />
    </Container>
  );
}
