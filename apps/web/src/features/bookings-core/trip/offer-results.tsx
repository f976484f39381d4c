import { Alert, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Offer, Quote, RouteEnd } from '@masar/contract/trips';
import { IconAlertTriangle, IconCarOff, IconMapPinOff, IconRoute, IconRouteOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { formatDuration, formatKilometres } from '../../../shared/format/distance';
import { Trans, useTranslation } from '../../../shared/i18n/translation';
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
    route: 'agent-booking:offers.route',
    routeWithin: 'agent-booking:offers.routeWithin',
    notServedTitle: 'agent-booking:offers.notServedTitle',
    notServedWithinTitle: 'agent-booking:offers.notServedWithinTitle',
    notServed: 'agent-booking:offers.notServed',
    distance: 'agent-booking:offers.distance',
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
    route: 'public-booking:results.route',
    routeWithin: 'public-booking:results.routeWithin',
    notServedTitle: 'public-booking:results.notServedTitle',
    notServedWithinTitle: 'public-booking:results.notServedWithinTitle',
    notServed: 'public-booking:results.notServed',
    distance: 'public-booking:results.distance',
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

/** "From {from} to {to}" with both names in the page language, each isolated for bidi. */
function RouteText({ i18nKey, from, to }: { i18nKey: string; from: RouteEnd; to: RouteEnd }) {
  const { t, i18n } = useTranslation(['agent-booking', 'public-booking']);
  const name = (end: RouteEnd) => (i18n.language === 'ar' ? end.nameAr : end.nameEn);
  return (
    <Trans
      t={t}
      i18nKey={i18nKey as 'agent-booking:offers.route'}
      values={{ from: name(from), to: name(to) }}
      components={{ from: <bdi />, to: <bdi /> }}
    />
  );
}

/**
 * The cars offered for a trip, cheapest first, under the route as it is priced ("From … to …"), or why
 * there are none: the address is in no area (404), the trip is invalid (400, with the server's reasons), no
 * price covers its two ends (`served: false`, decision 0009) or no car fits the group. `changeTrip` is the
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
  const { from, to } = quote.data;
  // An hourly trip (or one inside one area) starts and ends in the same place as it is priced.
  const within = from.kind === to.kind && from.id === to.id;
  if (!quote.data.served) {
    return (
      <Alert
        color="yellow"
        icon={<IconRouteOff aria-hidden="true" />}
        title={
          <RouteText i18nKey={within ? text.notServedWithinTitle : text.notServedTitle} from={from} to={to} />
        }
        role="alert"
        data-testid="route-not-served"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(text.notServed)}</Text>
          {changeTrip}
        </Stack>
      </Alert>
    );
  }
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
      <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="priced-route">
        <IconRoute size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text fw={500}>
          <RouteText i18nKey={within ? text.routeWithin : text.route} from={from} to={to} />
        </Text>
      </Group>
      {quote.data.distance && (
        <Text size="sm" data-testid="trip-distance">
          {t(text.distance, {
            distance: formatKilometres(quote.data.distance.meters, i18n.language),
            duration: formatDuration(quote.data.distance.seconds, i18n.language),
            context: quote.data.distance.source === 'Road' ? 'road' : undefined,
          })}
        </Text>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(text.count, { count: quote.data.offers.length })}
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
