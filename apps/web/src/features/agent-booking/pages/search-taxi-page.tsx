import { Alert, Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCarOff, IconMapPinOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ApiRequestError } from '../../../shared/api/client';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { quoteQueryOptions } from '../api/agent-booking';
import { BookingSteps } from '../components/booking-steps';
import { OfferCard } from '../components/offer-card';
import { TripSummary } from '../components/trip-summary';
import { quoteOf } from '../flow/trip-params';
import { useBookingFlow } from '../flow/use-booking-flow';

/** An empty result with its reason and the way back to the trip. */
function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  action: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center" role="status">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** /panel/search-taxi, step 2: the cars offered for the trip, cheapest first; choosing one goes to step 3. */
export function SearchTaxiPage() {
  const { t, i18n } = useTranslation('agent-booking');
  const title = usePageTitle();
  const { trip, allowed, firstStepPath, goTo } = useBookingFlow('car');
  const quote = useQuery(quoteQueryOptions(quoteOf(trip)));
  if (!allowed) return <Navigate to={firstStepPath} replace />;

  const changeTrip = (
    <Button component={Link} to={firstStepPath} variant="light">
      {t('summary.changeTrip')}
    </Button>
  );
  const failure = quote.error instanceof ApiRequestError ? quote.error : null;

  let content: React.ReactNode;
  if (quote.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label={t('offers.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={128} radius="md" />
        ))}
      </Stack>
    );
  } else if (failure?.status === 404) {
    content = (
      <EmptyState
        icon={<IconMapPinOff size={30} aria-hidden="true" />}
        title={t('offers.noAreaTitle')}
        text={t('offers.noArea')}
        action={changeTrip}
      />
    );
  } else if (failure?.status === 400) {
    content = (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={t('offers.invalidTrip')}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          {failure.messages.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
          {changeTrip}
        </Stack>
      </Alert>
    );
  } else if (quote.isError) {
    content = <QueryError onRetry={() => void quote.refetch()} />;
  } else if (quote.data.offers.length === 0) {
    content = (
      <EmptyState
        icon={<IconCarOff size={30} aria-hidden="true" />}
        title={t('offers.noCarTitle')}
        text={t('offers.noCar', { passengers: trip.passengers, bags: trip.bags })}
        action={changeTrip}
      />
    );
  } else {
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('offers.count', {
            count: quote.data.offers.length,
            area: i18n.language === 'en' ? quote.data.area.nameEn : quote.data.area.nameAr,
          })}
        </Text>
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('offers.listLabel')}
        >
          {quote.data.offers.map((offer) => (
            <OfferCard
              key={offer.taxiServiceId}
              offer={offer}
              direction={trip.direction}
              chosen={offer.taxiServiceId === trip.taxiServiceId}
              onChoose={() =>
                goTo('time', {
                  ...trip,
                  taxiServiceId: offer.taxiServiceId,
                  hours: trip.direction === 'Hourly' ? Math.max(trip.hours ?? 0, offer.minHours ?? 1) : null,
                })
              }
            />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap={0} maw={960}>
      <PageHeader title={title} description={t('offers.intro')} />
      <BookingSteps current="car" trip={trip} />
      <Stack gap="md">
        <TripSummary trip={trip} changePath={firstStepPath} />
        {content}
      </Stack>
    </Stack>
  );
}
