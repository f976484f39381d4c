import { z } from 'zod';
import { areaSummarySchema } from './areas';
import { bilingualNames } from './catalogue';
import { paginated, paginationQuery, queryFlag, sortQuery, timestampSchema } from './common';
import { locationTypes } from './constants';
import { message } from './messages';
import { latitude, longitude } from './places';

export const locationTypeSchema = z.enum(locationTypes);
export type LocationType = z.infer<typeof locationTypeSchema>;

/** A location's id, names and type, as taxi services carry it. */
export const locationSummarySchema = z
  .object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string(), type: locationTypeSchema })
  .meta({ id: 'LocationSummary' });
export type LocationSummary = z.infer<typeof locationSummarySchema>;

/**
 * A named fixed point (airport, hotel …). Its area is derived by the server from the point: the
 * smallest active area containing it, or null when none does; it follows area changes.
 */
export const locationSchema = z
  .object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    type: locationTypeSchema,
    lat: z.number(),
    lng: z.number(),
    active: z.boolean(),
    areaId: z.uuid().nullable(),
    area: areaSummarySchema.nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

/** 400 (on `lat`) for an admin's location no active area contains: it could never be booked. */
export const LOCATION_OUTSIDE_AREAS_MESSAGE = message('locationOutsideAreas');

export const createLocationBody = z.object({
  ...bilingualNames,
  type: locationTypeSchema,
  lat: latitude,
  lng: longitude,
  active: z.boolean().default(true),
});
export type CreateLocationBody = z.infer<typeof createLocationBody>;

/** Only the fields sent change; the area is never sent, it follows the point. */
export const updateLocationBody = z.object({
  nameAr: bilingualNames.nameAr.optional(),
  nameEn: bilingualNames.nameEn.optional(),
  type: locationTypeSchema.optional(),
  lat: latitude.optional(),
  lng: longitude.optional(),
  active: z.boolean().optional(),
});
export type UpdateLocationBody = z.infer<typeof updateLocationBody>;

/** The columns a locations list can be sorted by. */
export const locationSortFields = ['nameEn', 'nameAr', 'type', 'createdAt'] as const;

/** GET /location: a page of locations, searched by either name. */
export const listLocationsQuery = paginationQuery.extend({
  type: locationTypeSchema.optional(),
  areaId: z.uuid().optional(),
  active: queryFlag.optional(),
  sort: sortQuery(locationSortFields, '-createdAt'),
});
export type ListLocationsQuery = z.infer<typeof listLocationsQuery>;
export const locationListResponse = paginated(locationSchema);

/** GET /location/allNoPagination: every location, by English name, for pickers. */
export const listAllLocationsQuery = z.object({
  type: locationTypeSchema.optional(),
  areaId: z.uuid().optional(),
  active: queryFlag.optional(),
});
export type ListAllLocationsQuery = z.infer<typeof listAllLocationsQuery>;
export const locationOptionsResponse = z.array(locationSchema);
