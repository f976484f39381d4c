import { z } from 'zod';
import { optionalText, searchQuery, timestampSchema } from './common';

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

/** An agent's saved place; only that agent sees it. */
export const placeSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    notes: z.string().nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof placeSchema>;

export const createPlaceBody = z.object({
  name: z.string().trim().min(1).max(120),
  address: z.string().trim().min(1).max(500),
  lat: latitude,
  lng: longitude,
  notes: optionalText(1000),
});
export type CreatePlaceBody = z.infer<typeof createPlaceBody>;

/** Only the fields sent change. */
export const updatePlaceBody = z.object({
  name: createPlaceBody.shape.name.optional(),
  address: createPlaceBody.shape.address.optional(),
  lat: latitude.optional(),
  lng: longitude.optional(),
  notes: optionalText(1000),
});
export type UpdatePlaceBody = z.infer<typeof updatePlaceBody>;

/** GET /places/findAgentAll: the agent's places, newest first, optionally filtered by name or address. */
export const listPlacesQuery = z.object({ search: searchQuery });
export type ListPlacesQuery = z.infer<typeof listPlacesQuery>;
export const placeListResponse = z.array(placeSchema);
