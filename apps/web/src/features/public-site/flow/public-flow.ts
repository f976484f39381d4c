import type { QuoteBody } from '@masar/contract/trips';
import { useMemo } from 'react';
import { useSearchParams } from '../../../shared/router/react';
import { pickupOf, readTrip, type TripDraft } from '../../bookings-core/trip/trip-params';
import { quoteOf } from '../../bookings-core/trip/trip-requests';
import { usePublicPaths } from './public-paths';

export type PublicStep = 'results' | 'details';

/** The quote of the trip as searched: hourly trips are priced for the hours asked for. */
export function searchQuoteOf(trip: TripDraft): QuoteBody | null {
  return quoteOf(trip, trip.direction === 'Hourly' && trip.hours ? { hours: trip.hours } : {});
}

/** Whether the widget's part is complete: a quotable trip with its pickup time (and hours when Hourly). */
export function searchComplete(trip: TripDraft): boolean {
  return !!searchQuoteOf(trip) && !!pickupOf(trip) && (trip.direction !== 'Hourly' || !!trip.hours);
}

/** The trip in the URL, whether this step may show it, and links to the other steps (public-paths.ts). */
export function usePublicFlow(step: PublicStep) {
  const [params] = useSearchParams();
  const { pathOf, goTo } = usePublicPaths();
  const trip = useMemo(() => readTrip(params), [params]);
  const allowed = searchComplete(trip) && (step === 'results' || !!trip.taxiServiceId);
  return { trip, allowed, homePath: pathOf('home', trip), pathOf, goTo };
}
