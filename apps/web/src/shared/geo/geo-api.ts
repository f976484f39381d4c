import type {
  AutocompleteResponse,
  GeocodeResponse,
  ReverseGeocodeResponse,
} from '@masar/contract/geocoding';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Language } from '../config';

/** Every place-search query starts with this key. */
export const geoKey = ['geo'] as const;

/** Who searches: a signed-in account (/geo, with an agent's saved places) or a visitor (/public/geo). */
export type GeoAudience = 'signedIn' | 'visitor';
const geoBase: Record<GeoAudience, string> = { signedIn: '/geo', visitor: '/public/geo' };

/**
 * GET /geo/autocomplete. Silent: the field shows its own failure message. Not retried: the user's next
 * keystroke is the retry, and a failing geocoder is already reported as `external: 'failed'`.
 */
export function autocompleteQueryOptions(
  text: string,
  language: Language,
  audience: GeoAudience = 'signedIn',
) {
  return queryOptions({
    queryKey: [...geoKey, 'autocomplete', { text, language, audience }],
    queryFn: ({ signal }) =>
      api.get<AutocompleteResponse>(`${geoBase[audience]}/autocomplete`, {
        signal,
        silent: true,
        query: { q: text, lang: language },
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /geo/geocode: the point of a geocoder suggestion that came without one. */
export function geocodeReference(ref: string, language: Language, audience: GeoAudience = 'signedIn') {
  return api.get<GeocodeResponse>(`${geoBase[audience]}/geocode`, {
    silent: true,
    query: { ref, lang: language },
  });
}

/** GET /geo/reverse: the address at a point, null when none is known. */
export async function reverseGeocodePoint(
  point: { lat: number; lng: number },
  language: Language,
  audience: GeoAudience = 'signedIn',
) {
  const answer = await api.get<ReverseGeocodeResponse>(`${geoBase[audience]}/reverse`, {
    silent: true,
    query: { lat: point.lat, lng: point.lng, lang: language },
  });
  return answer.address;
}
