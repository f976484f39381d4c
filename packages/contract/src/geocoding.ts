import { z } from 'zod';
import { AUTOCOMPLETE_MIN_LENGTH } from './constants';
import { toAsciiDigits } from './digits';
import { message } from './messages';

/**
 * Place search for the booking flow (spec §7 "third-party services"): catalogue locations first, then
 * the signed-in agent's saved places, then the external geocoder's results when one is configured.
 */

/** Spec §8 map messages. */
export const AUTOCOMPLETE_FAILED = message('autocompleteFailed');
export const GEOCODING_FAILED = message('geocodingFailed');

export const AUTOCOMPLETE_MAX_LENGTH = 200;
/** How many suggestions one answer holds at most. */
export const AUTOCOMPLETE_LIMIT = 10;

export const geoLanguages = ['ar', 'en'] as const;
/** The language of labels and addresses; Arabic when not given (the product's default). */
const language = z.enum(geoLanguages).default('ar');

/** A query-string coordinate: a number in range; an empty value is refused, never read as 0. */
function coordinate(limit: number) {
  return z
    .string()
    .trim()
    .min(1, message('required'))
    .transform(toAsciiDigits)
    .pipe(z.coerce.number<string>().min(-limit).max(limit));
}

export const suggestionSources = ['location', 'place', 'geocoder'] as const;
export const suggestionSourceSchema = z.enum(suggestionSources);
export type SuggestionSource = z.infer<typeof suggestionSourceSchema>;

/**
 * One search result. `id` is unique in a list: the location's or place's id, or for a geocoder result
 * the reference to pass to GET /geo/geocode when it comes without coordinates.
 */
export const suggestionSchema = z
  .object({
    source: suggestionSourceSchema,
    id: z.string(),
    /** The name in the requested language (a location), the place's name, or the first part of an address. */
    label: z.string(),
    /** The rest: a location's area, a place's address, the remainder of a geocoder address. */
    secondary: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    locationId: z.uuid().optional(),
    placeId: z.uuid().optional(),
  })
  .meta({ id: 'GeoSuggestion' });
export type Suggestion = z.infer<typeof suggestionSchema>;

/** How the external geocoder took part: answered, is not configured, or failed (local results still come). */
export const externalStatuses = ['ok', 'off', 'failed'] as const;
export type ExternalStatus = (typeof externalStatuses)[number];

/** GET /geo/autocomplete. */
export const autocompleteQuery = z.object({
  q: z.string().trim().min(AUTOCOMPLETE_MIN_LENGTH).max(AUTOCOMPLETE_MAX_LENGTH),
  lang: language,
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuery>;
export const autocompleteResponse = z
  .object({ suggestions: z.array(suggestionSchema), external: z.enum(externalStatuses) })
  .meta({ id: 'GeoAutocomplete' });
export type AutocompleteResponse = z.infer<typeof autocompleteResponse>;

/** GET /geo/geocode: the point of a geocoder suggestion; 404 when unknown, 502 when the provider fails. */
export const geocodeQuery = z.object({ ref: z.string().trim().min(1).max(500), lang: language });
export type GeocodeQuery = z.infer<typeof geocodeQuery>;
export const geocodeResponse = z
  .object({ address: z.string(), lat: z.number(), lng: z.number() })
  .meta({ id: 'GeocodedPlace' });
export type GeocodeResponse = z.infer<typeof geocodeResponse>;

/** GET /geo/reverse: the address at a point; null when none is known or no geocoder is configured. */
export const reverseGeocodeQuery = z.object({ lat: coordinate(90), lng: coordinate(180), lang: language });
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuery>;
export const reverseGeocodeResponse = z
  .object({ address: z.string().nullable() })
  .meta({ id: 'ReverseGeocode' });
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponse>;
