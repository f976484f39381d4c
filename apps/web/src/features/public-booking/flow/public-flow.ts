import type { QuoteBody } from '@masar/contract/trips';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { pickupOf, quoteOf, readTrip, type TripDraft, tripSearch } from '../../../shared/trips/trip-params';

/**
 * The customer's flow: the home widget (trip, day, time, hours) ⇒ results (a car) ⇒ details (traveller,
 * flight, extras, payment, sign-in) ⇒ confirmation. Like the agent flow, the trip lives in the URL.
 */
export const publicPaths = {
  home: '/',
  results: '/book',
  details: '/book/details',
  confirmation: '/book/confirmation',
} as const;
export type PublicStep = 'results' | 'details';

/** The quote of the trip as searched: hourly trips are priced for the hours asked for. */
export function searchQuoteOf(trip: TripDraft): QuoteBody | null {
  return quoteOf(trip, trip.direction === 'Hourly' && trip.hours ? { hours: trip.hours } : {});
}

/** Whether the widget's part is complete: a quotable trip with its pickup time (and hours when Hourly). */
export function searchComplete(trip: TripDraft): boolean {
  return !!searchQuoteOf(trip) && !!pickupOf(trip) && (trip.direction !== 'Hourly' || !!trip.hours);
}

/** The trip in the URL, whether this step may show it, and links to the other steps. */
export function usePublicFlow(step: PublicStep) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const trip = useMemo(() => readTrip(params), [params]);
  const allowed = searchComplete(trip) && (step === 'results' || !!trip.taxiServiceId);

  const pathOf = useCallback(
    (target: keyof typeof publicPaths, next: TripDraft) =>
      `${localized(publicPaths[target])}${tripSearch(next)}`,
    [localized],
  );
  const goTo = useCallback(
    (target: keyof typeof publicPaths, next: TripDraft) => navigate(pathOf(target, next)),
    [navigate, pathOf],
  );
  return { trip, allowed, homePath: pathOf('home', trip), pathOf, goTo };
}
