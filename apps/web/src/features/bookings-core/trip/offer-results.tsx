import { Alert, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Offer, Quote } from '@masar/contract/trips';
import { IconAlertTriangle, IconCarOff, IconMapPinOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/client';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { QueryError } from '../../../shared/ui/query-error';
import { OfferCard } from './offer-card';
import type { TripDraft } from './trip-params';

/** Agents and visitors read the same states in words fit for each (their own namespace). */
const texts = {
  agent: {
    loading: 'agent-booking:offers.loading',
    noAreaTitle: 'agent-booking:offers.noAreaTitle',
    noArea: 'agent-booking:offers.noArea',
    invalid: 'agent-booking:offers.invalidTrip',
    noCarTitle: 'agent-booking:offers.noCarTitle',
    noCar: 'agent-booking:offers.noCar',
    count: 'agent-booking:offers.count',
    listLabel: 'agent-booking:offers.listLabel',
  },
  public: {
    loading: 'public-booking:results.loading',
    noAreaTitle: 'public-booking:results.noAreaTitle',
    noArea: 'public-booking:results.noArea',
    invalid: 'public-booking:results.invalid',
    noCarTitle: 'public-booking:results.noCarTitle',
    noCar: 'public-booking:results.noCar',
    count: 'public-booking:results.count',
    listLabel: 'public-booking:results.listLabel',
  },
} as const;

/** An empty result with its reason and the way back to the trip. */
function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
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

/**
 * The cars offered for a trip, cheapest first, or why there are none: the area is not served (404),
 * the trip is invalid (400, with the server's reasons) or no car fits the group. `changeTrip` is the
 * way back to the trip form; `notice` shows above the offers. `blocked`: the offers show but none can be
 * chosen (the notice says why, e.g. a pickup sooner than a car can come), so nobody fills a form in vain.
 */
export function OfferResults({
  audience,
  quote,
  trip,
  changeTrip,
  notice,
  blocked = false,
  onChoose,
}: {
  audience: keyof typeof texts;
  quote: UseQueryResult<Quote>;
  trip: TripDraft;
  changeTrip: ReactNode;
  notice?: ReactNode;
  blocked?: boolean;
  onChoose: (chosen: TripDraft) => void;
}) {
  const { t, i18n } = useTranslation(['agent-booking', 'public-booking']);
  const text = texts[audience];
  const failure = quote.error instanceof ApiRequestError ? quote.error : null;
  // An hourly trip books at least the car's minimum hours.
  const choose = (offer: Offer) =>
    onChoose({
      ...trip,
      taxiServiceId: offer.taxiServiceId,
      hours: trip.direction === 'Hourly' ? Math.max(trip.hours ?? 0, offer.minHours ?? 1) : null,
    });

  if (quote.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t(text.loading)}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={128} radius="md" />
        ))}
      </Stack>
    );
  }
  if (failure?.status === 404) {
    return (
      <EmptyState
        icon={<IconMapPinOff size={30} aria-hidden="true" />}
        title={t(text.noAreaTitle)}
        text={t(text.noArea)}
        action={changeTrip}
      />
    );
  }
  if (failure?.status === 400) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />} title={t(text.invalid)} role="alert">
        <Stack gap="xs" align="flex-start">
          {failure.messages.map((message) => (
            <Text key={message} size="sm">
              {localizeServerMessage(message)}
            </Text>
          ))}
          {changeTrip}
        </Stack>
      </Alert>
    );
  }
  if (quote.isError) return <QueryError onRetry={() => void quote.refetch()} />;
  if (quote.data.offers.length === 0) {
    return (
      <EmptyState
        icon={<IconCarOff size={30} aria-hidden="true" />}
        title={t(text.noCarTitle)}
        text={t(text.noCar, { passengers: trip.passengers, bags: trip.bags })}
        action={changeTrip}
      />
    );
  }
  return (
    <Stack gap="sm">
      {notice}
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(text.count, {
          count: quote.data.offers.length,
          area: i18n.language === 'en' ? quote.data.area.nameEn : quote.data.area.nameAr,
        })}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(text.listLabel)}>
        {quote.data.offers.map((offer) => (
          <OfferCard
            key={offer.taxiServiceId}
            offer={offer}
            direction={trip.direction}
            chosen={offer.taxiServiceId === trip.taxiServiceId}
            disabled={blocked}
            onChoose={() => choose(offer)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
