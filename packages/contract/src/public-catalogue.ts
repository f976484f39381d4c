import { z } from 'zod';
import { carImageSchema, carTypeSchema } from './cars';
import { locationTypeSchema } from './locations';

/**
 * What the public site (no sign-in) may read of the catalogue: active rows only, and only the fields a
 * visitor needs — no flags, timestamps or internal references. GET /public/fleet, /public/locations,
 * /public/extras; answers are cacheable for PUBLIC_CATALOGUE_MAX_AGE seconds.
 */
export const PUBLIC_CATALOGUE_MAX_AGE = 300;

/** A car type of the fleet, with the lowest transfer price it is offered at (null when not offered yet) and its hourly minimum. */
export const publicCarSchema = z
  .object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    type: carTypeSchema,
    passengers: z.number().int(),
    bags: z.number().int(),
    images: z.array(carImageSchema),
    /** Minor units. */
    fromPrice: z.number().int().nullable(),
    /** The fewest hours it is hired for by the hour (null when not offered by the hour). */
    minHours: z.number().int().nullable(),
  })
  .meta({ id: 'PublicCar' });
export type PublicCar = z.infer<typeof publicCarSchema>;
export const publicFleetResponse = z.array(publicCarSchema);

/** An airport, hotel … a transfer starts or ends at. */
export const publicLocationSchema = z
  .object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    type: locationTypeSchema,
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: 'PublicLocation' });
export type PublicLocation = z.infer<typeof publicLocationSchema>;
export const publicLocationsResponse = z.array(publicLocationSchema);

/** An extra a booking may add, at a unit price in minor units. */
export const publicExtraSchema = z
  .object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    descriptionAr: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    price: z.number().int(),
    maxQuantity: z.number().int(),
  })
  .meta({ id: 'PublicExtra' });
export type PublicExtra = z.infer<typeof publicExtraSchema>;
export const publicExtrasResponse = z.array(publicExtraSchema);
