import { z } from 'zod';
import { bilingualNames } from './catalogue';
import { fromText, paginated, paginationQuery, queryFlag, sortQuery, timestampSchema } from './common';
import { latitude, longitude } from './places';

/** A GeoJSON position: [longitude, latitude] (in that order). */
export const positionSchema = z.tuple([longitude, latitude]);

/** Most vertices accepted in one ring, and rings in one polygon (the outer ring plus holes). */
export const RING_MAX_POINTS = 2_000;
export const POLYGON_MAX_RINGS = 10;

/**
 * A GeoJSON Polygon: the outer ring first, then any holes. Each ring is closed (its last point repeats
 * the first), has at least 4 points and does not cross itself; the API answers 400 with the reason.
 */
export const geoJsonPolygonSchema = z
  .object({
    type: z.literal('Polygon'),
    coordinates: z.array(z.array(positionSchema).max(RING_MAX_POINTS)).min(1).max(POLYGON_MAX_RINGS),
  })
  .meta({ id: 'GeoJsonPolygon' });
export type GeoJsonPolygon = z.infer<typeof geoJsonPolygonSchema>;

/** An area's id and names, as other catalogue rows carry it. */
export const areaSummarySchema = z
  .object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string() })
  .meta({ id: 'AreaSummary' });
export type AreaSummary = z.infer<typeof areaSummarySchema>;

export const boundingBoxSchema = z
  .object({ minLat: z.number(), minLng: z.number(), maxLat: z.number(), maxLng: z.number() })
  .meta({ id: 'BoundingBox' });

/** A named, map-drawn polygon; taxi services are offered per area. */
export const areaSchema = z
  .object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    polygon: geoJsonPolygonSchema,
    active: z.boolean(),
    /** Approximate size, used to pick the smallest of overlapping areas. */
    areaKm2: z.number(),
    boundingBox: boundingBoxSchema,
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Area' });
export type Area = z.infer<typeof areaSchema>;

export const createAreaBody = z.object({
  ...bilingualNames,
  polygon: geoJsonPolygonSchema,
  active: z.boolean().default(true),
});
export type CreateAreaBody = z.infer<typeof createAreaBody>;

/** Only the fields sent change. */
export const updateAreaBody = z.object({
  nameAr: bilingualNames.nameAr.optional(),
  nameEn: bilingualNames.nameEn.optional(),
  polygon: geoJsonPolygonSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateAreaBody = z.infer<typeof updateAreaBody>;

/** GET /area: a page of areas, searched by either name. */
export const listAreasQuery = paginationQuery.extend({
  active: queryFlag.optional(),
  sort: sortQuery(['nameEn', 'nameAr', 'areaKm2', 'createdAt'], '-createdAt'),
});
export type ListAreasQuery = z.infer<typeof listAreasQuery>;
export const areaListResponse = paginated(areaSchema);

/** GET /area/allNoPagination: every area at once, for the admin map and for pickers. */
export const listAllAreasQuery = z.object({ active: queryFlag.optional() });
export type ListAllAreasQuery = z.infer<typeof listAllAreasQuery>;
export const areaOptionsResponse = z.array(areaSchema);

/** GET /area/point/{lat}/{lng}. */
export const areaPointParams = z.object({
  lat: fromText(z.coerce.number().min(-90).max(90)),
  lng: fromText(z.coerce.number().min(-180).max(180)),
});
export type AreaPointParams = z.infer<typeof areaPointParams>;
