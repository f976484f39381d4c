import type { Config } from '../../config';
import type { Geocoder } from './geocoder';
import { googlePlacesGeocoder } from './google-places';
import { nominatimGeocoder } from './nominatim';

/** The geocoder chosen by GEOCODER, or null when none is (search then uses the catalogue and places only). */
export function geocoderFromConfig(
  config: Pick<Config, 'GEOCODER' | 'GEOCODER_URL' | 'GOOGLE_MAPS_API_KEY'>,
  version: string,
): Geocoder | null {
  switch (config.GEOCODER) {
    case 'nominatim':
      // loadConfig guarantees the URL for nominatim and the key for google.
      return nominatimGeocoder({ url: config.GEOCODER_URL as string, userAgent: `Masar/${version}` });
    case 'google':
      return googlePlacesGeocoder({ apiKey: config.GOOGLE_MAPS_API_KEY as string, url: config.GEOCODER_URL });
    default:
      return null;
  }
}
