import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { Link, Navigate } from '../../../shared/router/react';
import { OfferResults } from '../../bookings-core/trip/offer-results';
import { pickupOf } from '../../bookings-core/trip/trip-params';
import { publicQuoteQueryOptions } from '../../customer-bookings/api/customer-bookings';
import { PublicSteps } from '../components/booking/public-steps';
import { PublicTripSummary } from '../components/booking/public-trip-summary';
import { searchQuoteOf, usePublicFlow } from '../flow/public-flow';

/** /book: the cars offered for the searched trip, cheapest first, priced by the server. */
export function ResultsPage() {
  const { t, i18n } = useTranslation('public-booking');
  const { trip, allowed, homePath, goTo } = usePublicFlow('results');
  const quote = useQuery(publicQuoteQueryOptions(allowed ? searchQuoteOf(trip) : null));
  if (!allowed) return <Navigate to={homePath} replace />;

  const change = (
    <Button component={Link} to={homePath} variant="light">
      {t('summary.change')}
    </Button>
  );
  // The search form offers any time; the quote says how soon a car can really come. Too soon: the offers
  // show but cannot be chosen, so the visitor changes the time here rather than after filling the details.
  const pickup = pickupOf(trip);
  const earliest = quote.data?.earliestPickupAt;
  const tooSoon = Boolean(earliest && pickup && pickup < earliest);
  const tooSoonAlert = tooSoon && earliest && (
    <Alert color="yellow" icon={<IconClockExclamation aria-hidden="true" />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('results.tooSoon', { time: formatDate(earliest, i18n.language, true) })}</Text>
        {change}
      </Stack>
    </Alert>
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PublicSteps current="car" />
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mb="md">
        {t('results.title')}
      </Title>
      <Stack gap="md">
        <PublicTripSummary trip={trip} changePath={homePath} />
        <OfferResults
          audience="public"
          quote={quote}
          trip={trip}
          changeTrip={change}
          notice={tooSoonAlert}
          blocked={tooSoon}
          onChoose={(chosen) => goTo('results', 'details', chosen)}
        />
      </Stack>
    </Container>
  );
}
