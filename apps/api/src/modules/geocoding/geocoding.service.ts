import {
  AUTOCOMPLETE_LIMIT,
  type AutocompleteQuery,
  type AutocompleteResponse,
  GEOCODING_FAILED,
  type GeocodeQuery,
  type GeocodeResponse,
  type ReverseGeocodeQuery,
  type ReverseGeocodeResponse,
  type Suggestion,
} from '@masar/contract/geocoding';
import { message } from '@masar/contract/messages';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { agentPlaces, areas, locations } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/pagination';
import type { Principal } from '../../plugins/auth';
import type { Geocoder, GeoLanguage } from './geocoder';

/**
 * Room for each source in one answer of at most AUTOCOMPLETE_LIMIT. The geocoder is asked for more than
 * is left when both local sources are full, so it always fills the answer and keeps at least 3 rows.
 */
const LOCATIONS_MAX = 4;
const PLACES_MAX = 3;
const GEOCODER_MAX = 6;

/** ILIKE pattern for "starts with", the text's own % and _ matching only themselves. */
const prefixPattern = (text: string) => containsPattern(text).slice(1);

/** Active catalogue locations whose Arabic or English name contains the text; names starting with it first. */
async function searchLocations(db: Database, text: string, language: GeoLanguage): Promise<Suggestion[]> {
  const contains = containsPattern(text);
  const prefix = prefixPattern(text);
  const [name, otherName] =
    language === 'ar' ? [locations.nameAr, locations.nameEn] : [locations.nameEn, locations.nameAr];
  const rows = await db
    .select({
      id: locations.id,
      name,
      lat: locations.lat,
      lng: locations.lng,
      areaName: language === 'ar' ? areas.nameAr : areas.nameEn,
    })
    .from(locations)
    .leftJoin(areas, eq(areas.id, locations.areaId))
    .where(
      and(
        isNull(locations.deletedAt),
        eq(locations.active, true),
        or(ilike(locations.nameAr, contains), ilike(locations.nameEn, contains)),
      ),
    )
    .orderBy(
      sql`case when ${name} ilike ${prefix} then 0 when ${otherName} ilike ${prefix} then 1 else 2 end`,
      asc(sql`lower(${name})`),
      asc(locations.id),
    )
    .limit(LOCATIONS_MAX);
  return rows.map((row) => ({
    source: 'location',
    id: row.id,
    label: row.name,
    secondary: row.areaName,
    lat: row.lat,
    lng: row.lng,
    locationId: row.id,
  }));
}

/** The agent's own saved places whose name or address contains the text; names starting with it first. */
async function searchPlaces(db: Database, agentId: string, text: string): Promise<Suggestion[]> {
  const contains = containsPattern(text);
  const rows = await db
    .select({
      id: agentPlaces.id,
      name: agentPlaces.name,
      address: agentPlaces.address,
      lat: agentPlaces.lat,
      lng: agentPlaces.lng,
    })
    .from(agentPlaces)
    .where(
      and(
        eq(agentPlaces.agentId, agentId),
        or(ilike(agentPlaces.name, contains), ilike(agentPlaces.address, contains)),
      ),
    )
    .orderBy(
      sql`case when ${agentPlaces.name} ilike ${prefixPattern(text)} then 0 else 1 end`,
      asc(sql`lower(${agentPlaces.name})`),
      asc(agentPlaces.id),
    )
    .limit(PLACES_MAX);
  return rows.map((row) => ({
    source: 'place',
    id: row.id,
    label: row.name,
    secondary: row.address,
    lat: row.lat,
    lng: row.lng,
    placeId: row.id,
  }));
}

type ExternalResult = { suggestions: Suggestion[]; external: AutocompleteResponse['external'] };

async function searchGeocoder(
  geocoder: Geocoder | null,
  query: AutocompleteQuery,
  log: FastifyBaseLogger,
): Promise<ExternalResult> {
  if (!geocoder) return { suggestions: [], external: 'off' };
  try {
    const found = await geocoder.autocomplete(query.q, query.lang, GEOCODER_MAX);
    const suggestions = found.map(
      (item): Suggestion => ({
        source: 'geocoder',
        id: item.ref,
        label: item.label,
        secondary: item.secondary,
        lat: item.lat,
        lng: item.lng,
      }),
    );
    return { suggestions, external: 'ok' };
  } catch (error) {
    log.warn({ geocoder: geocoder.name, reason: (error as Error).message }, 'geocoder autocomplete failed');
    return { suggestions: [], external: 'failed' };
  }
}

/**
 * Catalogue locations, then the agent's saved places (agents only), then the geocoder's results. The
 * three run at once; a failing geocoder costs only its own part. No principal: a visitor of the public site.
 */
export async function autocomplete(
  db: Database,
  geocoder: Geocoder | null,
  principal: Principal | null,
  query: AutocompleteQuery,
  log: FastifyBaseLogger,
): Promise<AutocompleteResponse> {
  const [found, places, external] = await Promise.all([
    searchLocations(db, query.q, query.lang),
    principal?.role === 'Agent' ? searchPlaces(db, principal.id, query.q) : [],
    searchGeocoder(geocoder, query, log),
  ]);
  // Ids are option keys on the client: a provider repeating a result must not repeat the key.
  const suggestions: Suggestion[] = [];
  const seen = new Set<string>();
  for (const item of [...found, ...places, ...external.suggestions]) {
    if (seen.has(item.id) || suggestions.length === AUTOCOMPLETE_LIMIT) continue;
    seen.add(item.id);
    suggestions.push(item);
  }
  return { suggestions, external: external.external };
}

const geocodingFailed = () => new HttpError(502, GEOCODING_FAILED);

/** The point of a geocoder suggestion that came without one. */
export async function geocode(
  geocoder: Geocoder | null,
  query: GeocodeQuery,
  log: FastifyBaseLogger,
): Promise<GeocodeResponse> {
  if (!geocoder) throw notFound(message('addressNotFound'));
  let found: Awaited<ReturnType<Geocoder['geocode']>>;
  try {
    found = await geocoder.geocode(query.ref, query.lang);
  } catch (error) {
    log.warn({ geocoder: geocoder.name, reason: (error as Error).message }, 'geocoding failed');
    throw geocodingFailed();
  }
  if (!found) throw notFound(message('addressNotFound'));
  return found;
}

/** The address at a point (a click on the map); null without a geocoder or when the point has none. */
export async function reverseGeocode(
  geocoder: Geocoder | null,
  query: ReverseGeocodeQuery,
  log: FastifyBaseLogger,
): Promise<ReverseGeocodeResponse> {
  if (!geocoder) return { address: null };
  try {
    return { address: await geocoder.reverse(query.lat, query.lng, query.lang) };
  } catch (error) {
    log.warn({ geocoder: geocoder.name, reason: (error as Error).message }, 'reverse geocoding failed');
    throw geocodingFailed();
  }
}
