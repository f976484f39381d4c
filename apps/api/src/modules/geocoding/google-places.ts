import { z } from 'zod';
import { endpoint, GEOCODER_TIMEOUT_MS, type Geocoder, GeocoderError, getJson } from './geocoder';

export interface GooglePlacesOptions {
  apiKey: string;
  /** Overridable for tests; Google's by default. */
  url?: string;
  timeoutMs?: number;
}

export const GOOGLE_MAPS_URL = 'https://maps.googleapis.com';

/** Google answers 200 with a `status`; only OK carries results, ZERO_RESULTS is an empty answer. */
const statusOf = { status: z.string(), error_message: z.string().optional() };
const autocompleteSchema = z.object({
  ...statusOf,
  predictions: z
    .array(
      z.object({
        place_id: z.string(),
        description: z.string(),
        structured_formatting: z
          .object({ main_text: z.string(), secondary_text: z.string().optional() })
          .optional(),
      }),
    )
    .default([]),
});
const geocodeSchema = z.object({
  ...statusOf,
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
});

/** The statuses that mean "nothing for this input" rather than a failure of the service. */
const EMPTY = new Set(['ZERO_RESULTS', 'NOT_FOUND', 'INVALID_REQUEST']);

function resultsOrThrow<Answer extends { status: string; error_message?: string }>(
  what: string,
  answer: Answer,
): Answer | null {
  if (answer.status === 'OK') return answer;
  if (EMPTY.has(answer.status)) return null;
  // REQUEST_DENIED, OVER_QUERY_LIMIT, UNKNOWN_ERROR … are the service failing (or our key).
  throw new GeocoderError(
    `${what}: ${answer.status}${answer.error_message ? ` ${answer.error_message}` : ''}`,
  );
}

/**
 * Google Places Autocomplete (establishments and addresses) and the Geocoding API, by place_id and
 * by point (https://developers.google.com/maps/documentation/places/web-service/legacy/autocomplete).
 */
export function googlePlacesGeocoder(options: GooglePlacesOptions): Geocoder {
  const base = options.url ?? GOOGLE_MAPS_URL;
  const call = <Schema extends z.ZodType>(path: string, params: Record<string, string>, schema: Schema) =>
    getJson(endpoint(base, path, { ...params, key: options.apiKey }), schema, {
      what: `Google ${path}`,
      timeoutMs: options.timeoutMs ?? GEOCODER_TIMEOUT_MS,
    });
  const geocodeBy = async (params: Record<string, string>) => {
    const path = 'maps/api/geocode/json';
    return resultsOrThrow(path, await call(path, params, geocodeSchema))?.results[0] ?? null;
  };

  return {
    name: 'google',
    async autocomplete(query, language, limit) {
      const path = 'maps/api/place/autocomplete/json';
      // Mixing the two collections is the one combination Google allows: places and addresses.
      const params = { input: query, types: 'establishment|geocode', language };
      const answer = resultsOrThrow(path, await call(path, params, autocompleteSchema));
      return (answer?.predictions ?? []).slice(0, limit).map((prediction) => {
        const main = prediction.structured_formatting?.main_text ?? prediction.description;
        return {
          ref: prediction.place_id,
          label: main,
          secondary: prediction.structured_formatting?.secondary_text ?? null,
          lat: null,
          lng: null,
        };
      });
    },
    async geocode(ref, language) {
      const result = await geocodeBy({ place_id: ref, language });
      if (!result) return null;
      const { lat, lng } = result.geometry.location;
      return { address: result.formatted_address, lat, lng };
    },
    async reverse(lat, lng, language) {
      return (await geocodeBy({ latlng: `${lat},${lng}`, language }))?.formatted_address ?? null;
    },
  };
}
