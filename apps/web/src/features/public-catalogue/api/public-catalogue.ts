import type { PublicCar, PublicExtra, PublicLocation } from '@masar/contract/public-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/**
 * The public catalogue (API module and contract `public-catalogue`, paths /public/*): the same for every
 * visitor, so cached for a few minutes. The public quote is under the same key (customer-bookings' client);
 * apart from it, so that the home page reads the catalogue without the bookings contract's schemas.
 */
export const publicKey = ['public-catalogue'] as const;

/** GET /public/fleet: active cars with pictures, capacities and their lowest price. */
export function publicFleetQueryOptions() {
  return queryOptions({
    queryKey: [...publicKey, 'fleet'],
    queryFn: ({ signal }) => api.get<PublicCar[]>('/public/fleet', { signal, auth: false, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** GET /public/locations: the airports, hotels … a transfer starts or ends at. */
export function publicLocationsQueryOptions() {
  return queryOptions({
    queryKey: [...publicKey, 'locations'],
    queryFn: ({ signal }) =>
      api.get<PublicLocation[]>('/public/locations', { signal, auth: false, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** GET /public/extras: what a booking may add (child seat, meet & greet …). */
export function publicExtrasQueryOptions() {
  return queryOptions({
    queryKey: [...publicKey, 'extras'],
    queryFn: ({ signal }) => api.get<PublicExtra[]>('/public/extras', { signal, auth: false, silent: true }),
    staleTime: 5 * 60_000,
  });
}
