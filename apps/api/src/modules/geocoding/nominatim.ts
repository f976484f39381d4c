import { z } from 'zod';
import {
  endpoint,
  GEOCODER_TIMEOUT_MS,
  type Geocoder,
  type GeocoderSuggestion,
  type GeoLanguage,
  getJson,
} from './geocoder';

export interface NominatimOptions {
  /** Base URL of a Nominatim-compatible server (self-hosted or a hosted service). */
  url: string;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent: string;
  timeoutMs?: number;
}

/** Nominatim's jsonv2 gives coordinates as strings. */
const coordinate = z.coerce.number();
const placeSchema = z.object({
  osm_type: z.enum(['node', 'way', 'relation']),
  osm_id: z.number().int(),
  lat: coordinate,
  lon: coordinate,
  display_name: z.string(),
  name: z.string().nullish(),
});
type NominatimPlace = z.infer<typeof placeSchema>;
const placesSchema = z.array(placeSchema);
/** /reverse answers 200 with `{ error }` when nothing is there. */
const reverseSchema = z.union([z.object({ display_name: z.string() }), z.object({ error: z.string() })]);

/** Our reference of an OSM object is the /lookup id: N123, W456 or R789. */
const refOf = (place: NominatimPlace) => `${place.osm_type[0]?.toUpperCase()}${place.osm_id}`;
const REF = /^[NWR]\d{1,19}$/;

/** The name, then the rest of the address: "Kingdom Centre" + "King Fahd Road, Riyadh …". */
function toSuggestion(place: NominatimPlace): GeocoderSuggestion {
  const name = place.name?.trim();
  const parts = place.display_name.split(', ');
  // An address without a name starts with its house number: keep the street with it ("12, Olaya St").
  const first = parts.slice(0, /^\d/.test(parts[0] ?? '') && parts.length > 1 ? 2 : 1).join(', ');
  // Both candidates are a prefix of display_name, so the rest is what follows the label.
  const label = name && place.display_name.startsWith(name) ? name : first;
  const secondary = place.display_name.slice(label.length).replace(/^,\s*/, '');
  return { ref: refOf(place), label, secondary: secondary || null, lat: place.lat, lng: place.lon };
}

/** Nominatim's /search, /lookup and /reverse (https://nominatim.org/release-docs/latest/api/Overview/). */
export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  const call = <Schema extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    language: GeoLanguage,
    schema: Schema,
  ) =>
    getJson(
      endpoint(options.url, path, { ...params, format: 'jsonv2', 'accept-language': language }),
      schema,
      {
        what: `Nominatim ${path}`,
        timeoutMs: options.timeoutMs ?? GEOCODER_TIMEOUT_MS,
        headers: { 'user-agent': options.userAgent },
      },
    );

  return {
    name: 'nominatim',
    async autocomplete(query, language, limit) {
      const places = await call('search', { q: query, limit: String(limit) }, language, placesSchema);
      return places.slice(0, limit).map(toSuggestion);
    },
    async geocode(ref, language) {
      if (!REF.test(ref)) return null;
      const [place] = await call('lookup', { osm_ids: ref }, language, placesSchema);
      return place ? { address: place.display_name, lat: place.lat, lng: place.lon } : null;
    },
    async reverse(lat, lng, language) {
      const found = await call('reverse', { lat: String(lat), lon: String(lng) }, language, reverseSchema);
      return 'display_name' in found ? found.display_name : null;
    },
  };
}
