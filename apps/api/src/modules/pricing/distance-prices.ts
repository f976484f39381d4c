import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cars, distancePairs, distanceTariffs } from '../../db/schema/index';
import type { RoutePrice } from './route-prices';

/**
 * The distance fallback (decision 0015): whether a trip between these areas may be priced by distance when
 * the global switch is off (the switch is a pricing setting, pricing-settings.ts) — a pair of one area
 * around each end, either order — and each active car's tariff.
 */
export async function distancePairAllowed(
  db: Queryable,
  placeAreaIds: string[],
  locationAreaIds: string[],
): Promise<boolean> {
  if (!placeAreaIds.length || !locationAreaIds.length) return false;
  const [pair] = await db
    .select({ id: distancePairs.id })
    .from(distancePairs)
    .where(
      or(
        and(inArray(distancePairs.areaId, placeAreaIds), inArray(distancePairs.toAreaId, locationAreaIds)),
        and(inArray(distancePairs.areaId, locationAreaIds), inArray(distancePairs.toAreaId, placeAreaIds)),
      ),
    )
    .limit(1);
  return pair !== undefined;
}

export interface DistancePrice extends Omit<RoutePrice, 'price'> {
  baseFare: number;
  perKm: number;
  minimumFare: number;
}

/** The active tariffs of active live cars; each offer's id is the tariff's. */
export async function activeDistanceTariffs(db: Queryable): Promise<DistancePrice[]> {
  const rows = await db
    .select({ tariff: distanceTariffs, car: cars })
    .from(distanceTariffs)
    .innerJoin(cars, and(eq(cars.id, distanceTariffs.carId), eq(cars.active, true), isNull(cars.deletedAt)))
    .where(eq(distanceTariffs.active, true));
  return rows.map(({ tariff, car }) => ({
    id: tariff.id,
    carId: car.id,
    baseFare: tariff.baseFare,
    perKm: tariff.perKm,
    minimumFare: tariff.minimumFare,
    hourlyPrice: null,
    minHours: null,
    // A distance tariff has no policy of its own: the global one applies (decision 0016).
    cancellationTiers: null,
    returnDiscountPercent: 0,
    car,
  }));
}
