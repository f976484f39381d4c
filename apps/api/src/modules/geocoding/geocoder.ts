import type { z } from 'zod';

export type GeoLanguage = 'ar' | 'en';

/** A result of the provider's autocomplete; coordinates may be missing (then geocode `ref`). */
export interface GeocoderSuggestion {
  ref: string;
  label: string;
  secondary: string | null;
  lat: number | null;
  lng: number | null;
}

export interface GeocodedAddress {
  address: string;
  lat: number;
  lng: number;
}

/** An external maps service (spec §7 "third-party services"). Every method throws GeocoderError on failure. */
export interface Geocoder {
  /** For logs. */
  readonly name: string;
  autocomplete(query: string, language: GeoLanguage, limit: number): Promise<GeocoderSuggestion[]>;
  /** null when the provider does not know the reference. */
  geocode(ref: string, language: GeoLanguage): Promise<GeocodedAddress | null>;
  /** null when the provider has no address for the point. */
  reverse(lat: number, lng: number, language: GeoLanguage): Promise<string | null>;
}

/** The provider failed: network, timeout, an error status or an answer of an unexpected shape. */
export class GeocoderError extends Error {}

/** A slow provider must not hold the booking form; one try, no retries. */
export const GEOCODER_TIMEOUT_MS = 4000;

/**
 * `path` under `base` (a base path such as https://host/nominatim is kept), with the base's own query
 * parameters (a hosted service's key, say) and then `params`.
 */
export function endpoint(base: string, path: string, params: Record<string, string>): URL {
  const root = new URL(base);
  const url = new URL(path, root.href.endsWith('/') ? root : `${root.origin}${root.pathname}/`);
  url.search = root.search;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

const timedOut = (error: unknown) => (error as Error | undefined)?.name === 'TimeoutError';

/**
 * GETs `url` and parses the JSON body with `schema`. Errors name `what` and never the URL, which may
 * hold an API key.
 */
export async function getJson<Schema extends z.ZodType>(
  url: URL,
  schema: Schema,
  options: { what: string; timeoutMs: number; headers?: Record<string, string> },
): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new GeocoderError(`${options.what}: ${timedOut(error) ? 'timed out' : (error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderError(`${options.what}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new GeocoderError(`${options.what}: ${timedOut(error) ? 'timed out' : 'the answer is not JSON'}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GeocoderError(`${options.what}: unexpected answer`);
  return parsed.data;
}
