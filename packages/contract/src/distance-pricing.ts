import { z } from 'zod';
import { areaSummarySchema } from './areas';
import { carTypeSchema } from './cars';
import { PRICE_MAX, price } from './catalogue';
import { timestampSchema } from './common';
import { message } from './messages';

/**
 * The distance fallback of the pricing engine (issue #17, decision 0015): per car a base fare, a price
 * per km and a minimum fare (minor units), used for a trip no route price covers when the admin allowed
 * distance pricing globally or for the trip's pair of areas (either order).
 */

/** How a price was found: a route price (taxi service) or the car's distance tariff. */
export const pricingBases = ['Route', 'Distance'] as const;
export const pricingBasisSchema = z.enum(pricingBases);
export type PricingBasis = z.infer<typeof pricingBasisSchema>;

/** Great-circle distance × this factor estimates the road distance, unless DISTANCE_ROAD_FACTOR says otherwise. */
export const DEFAULT_ROAD_FACTOR = 1.3;
/** The estimated duration without a routing service: the estimated road distance at this speed. */
export const AVERAGE_SPEED_KMH = 80;
/** How long a quote waits for the routing service (ROUTING_URL) before it uses the estimate. */
export const ROUTING_TIMEOUT_MS = 1_500;

/** Where a trip's distance and duration came from: the routing service, or the estimate. */
export const distanceSources = ['Road', 'Estimate'] as const;

/** The distance and duration of a transfer between its two ends. */
export const tripDistanceSchema = z
  .object({
    meters: z.number().int(),
    seconds: z.number().int(),
    source: z.enum(distanceSources),
  })
  .meta({ id: 'TripDistance' });
export type TripDistance = z.infer<typeof tripDistanceSchema>;

/** A car's distance tariff, in minor units. */
export const distanceTariffSchema = z
  .object({
    id: z.uuid(),
    baseFare: z.number().int(),
    perKm: z.number().int(),
    minimumFare: z.number().int(),
    active: z.boolean(),
    updatedAt: timestampSchema,
  })
  .meta({ id: 'DistanceTariff' });
export type DistanceTariff = z.infer<typeof distanceTariffSchema>;

/** One live car and its tariff (null: the car is never priced by distance). */
export const carTariffSchema = z.object({
  car: z.object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string(), type: carTypeSchema }),
  tariff: distanceTariffSchema.nullable(),
});
export type CarTariff = z.infer<typeof carTariffSchema>;

/** A pair of areas between which (either order) trips may be priced by distance. */
export const distancePairSchema = z
  .object({
    id: z.uuid(),
    area: areaSummarySchema,
    toArea: areaSummarySchema,
    createdAt: timestampSchema,
  })
  .meta({ id: 'DistancePair' });
export type DistancePair = z.infer<typeof distancePairSchema>;

/** GET /distance-pricing: the switch, every live car's tariff and the allowed pairs. */
export const distancePricingResponse = z
  .object({
    /** Every trip no route price covers may be priced by distance. */
    global: z.boolean(),
    roadFactor: z.number(),
    averageSpeedKmh: z.number(),
    cars: z.array(carTariffSchema),
    pairs: z.array(distancePairSchema),
  })
  .meta({ id: 'DistancePricing' });
export type DistancePricing = z.infer<typeof distancePricingResponse>;

/** PUT /distance-pricing/global */
export const distanceGlobalBody = z.object({ global: z.boolean() }).meta({ id: 'DistanceGlobal' });

/** PUT /distance-pricing/tariffs/:carId: the whole tariff. */
export const saveDistanceTariffBody = z
  .object({
    baseFare: price,
    perKm: z.number().int().min(1).max(PRICE_MAX),
    minimumFare: price,
    active: z.boolean().default(true),
  })
  .meta({ id: 'SaveDistanceTariff' });
export type SaveDistanceTariffBody = z.input<typeof saveDistanceTariffBody>;

export const carIdParams = z.object({ carId: z.uuid() });

/** POST /distance-pricing/pairs: two areas, either order (the same area twice: trips within it). */
export const addDistancePairBody = z
  .object({ areaId: z.uuid(), toAreaId: z.uuid() })
  .meta({ id: 'AddDistancePair' });
export type AddDistancePairBody = z.input<typeof addDistancePairBody>;

export const DISTANCE_PAIR_TAKEN = message('distancePairTaken');

/** Kilometres with one decimal, for display. */
export const kilometresOf = (meters: number) => Math.round(meters / 100) / 10;
