import type { CancellationTier } from '@masar/contract/cancellation-policy';
import type { RouteDirection } from '@masar/contract/taxi-services';
import { and, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { areas, cars, taxiServices } from '../../db/schema/index';

/**
 * Route pricing (decision 0009): which price of each car applies to a trip between a location end and a
 * place end. Nothing here falls back to the pickup area alone: a price applies only when it covers both
 * ends.
 */

/**
 * How the trip goes between its ends: Arrival from the location to the place, Leaving from the place to
 * the location, Either when the caller has no direction (the area's offers for a location), Hourly for a
 * car with driver within the place's area.
 */
export type RouteTraversal = 'Arrival' | 'Leaving' | 'Either' | 'Hourly';

export interface TripEnds {
  traversal: RouteTraversal;
  /** The location end's catalogue location (active), if any. */
  locationId: string | null;
  /** The areas around the location end's point, smallest first. */
  locationAreaIds: string[];
  /** The areas around the place end, smallest first. */
  placeAreaIds: string[];
}

export interface RoutePrice {
  id: string;
  carId: string;
  price: number;
  hourlyPrice: number | null;
  minHours: number | null;
  /** The route's own cancellation tiers (decision 0016); null: the global policy. */
  cancellationTiers: CancellationTier[] | null;
  /** The discount on a return trip's return leg priced from this row (decision 0017); 0 for distance tariffs. */
  returnDiscountPercent: number;
  car: typeof cars.$inferSelect;
}

export interface RoutePrices {
  /** Some price of some car (whatever its size) covers the two ends. */
  served: boolean;
  /** The most specific price of each car, whatever its size, in no particular order. */
  prices: RoutePrice[];
}

type Side = 'place' | 'location';

/** Which directions of a row carry the trip when the row's own area is on `side` of the trip. */
function allows(direction: RouteDirection, traversal: RouteTraversal, side: Side): boolean {
  if (direction === 'BothWays' || traversal === 'Either') return true;
  // Seen from the row's area: Arrival enters the place side (ToArea) and leaves the location side.
  const outward = (traversal === 'Leaving') === (side === 'place');
  return direction === (outward ? 'FromArea' : 'ToArea');
}

const toArea = alias(areas, 'to_area');

/** Every price row that may carry a trip: active, of an active car, in active areas (and to one). */
export type RouteRow = RoutePrice & {
  areaId: string;
  locationId: string | null;
  toAreaId: string | null;
  direction: RouteDirection;
};

/**
 * Every active price row, by the area it is stored on: what pricing keeps per process with its settings
 * (pricing-settings.ts), read again only after a change to the prices, cars or areas.
 */
export async function routeRowsByArea(db: Queryable): Promise<Map<string, RouteRow[]>> {
  const rows = await db
    .select({
      id: taxiServices.id,
      carId: taxiServices.carId,
      areaId: taxiServices.areaId,
      locationId: taxiServices.locationId,
      toAreaId: taxiServices.toAreaId,
      direction: taxiServices.direction,
      price: taxiServices.price,
      hourlyPrice: taxiServices.hourlyPrice,
      minHours: taxiServices.minHours,
      cancellationTiers: taxiServices.cancellationTiers,
      returnDiscountPercent: taxiServices.returnDiscountPercent,
      car: cars,
    })
    .from(taxiServices)
    .innerJoin(cars, and(eq(cars.id, taxiServices.carId), eq(cars.active, true), isNull(cars.deletedAt)))
    .innerJoin(areas, and(eq(areas.id, taxiServices.areaId), eq(areas.active, true), isNull(areas.deletedAt)))
    .leftJoin(toArea, eq(toArea.id, taxiServices.toAreaId))
    .where(
      and(
        isNull(taxiServices.deletedAt),
        eq(taxiServices.active, true),
        or(isNull(taxiServices.toAreaId), and(eq(toArea.active, true), isNull(toArea.deletedAt))),
      ),
    );
  const byArea = new Map<string, RouteRow[]>();
  for (const row of rows) {
    const list = byArea.get(row.areaId);
    if (list) list.push(row);
    else byArea.set(row.areaId, [row]);
  }
  return byArea;
}

/**
 * Each car's most specific price for the trip, from the rows stored on an area around either end (location
 * routes, cross-area routes stored from either side, within-area routes; for Hourly only within-area prices
 * with an hourly price of an area around the place): a location match first, then the smaller area on the
 * place side, then on the location side, then the cheaper price.
 */
export function findRoutePrices(rowsByArea: Map<string, RouteRow[]>, ends: TripEnds): RoutePrices {
  const { placeAreaIds, locationAreaIds } = ends;
  if (!placeAreaIds.length) return { served: false, prices: [] };
  const storedOn = new Set(
    ends.traversal === 'Hourly' ? placeAreaIds : [...placeAreaIds, ...locationAreaIds],
  );
  const best = new Map<string, { rank: number[]; row: RoutePrice }>();
  for (const areaId of storedOn) {
    for (const row of rowsByArea.get(areaId) ?? []) {
      const rank = rankOf(row, ends);
      if (!rank) continue;
      const chosen = best.get(row.carId);
      if (!chosen || before(rank, chosen.rank)) {
        const { areaId: _a, locationId: _l, toAreaId: _t, direction: _d, ...price } = row;
        best.set(row.carId, { rank, row: price });
      }
    }
  }
  return { served: best.size > 0, prices: [...best.values()].map((entry) => entry.row) };
}

const before = (a: number[], b: number[]) => {
  for (let index = 0; index < a.length; index++) {
    if (a[index] !== b[index]) return (a[index] as number) < (b[index] as number);
  }
  return false;
};

/**
 * How specific a row is for the trip, lower first: [location match 0 / area 1, place area index,
 * location area index, price]; undefined when the row does not carry the trip (its direction, or its
 * other end is not around the trip's other end). A row stored between two areas both around both ends counts the best way.
 */
function rankOf(
  row: {
    areaId: string;
    locationId: string | null;
    toAreaId: string | null;
    direction: RouteDirection;
    price: number;
    hourlyPrice: number | null;
  },
  ends: TripEnds,
): number[] | undefined {
  const place = (id: string | null) => (id ? ends.placeAreaIds.indexOf(id) : -1);
  const located = (id: string | null) => (id ? ends.locationAreaIds.indexOf(id) : -1);
  const cost = ends.traversal === 'Hourly' ? (row.hourlyPrice ?? 0) : row.price;
  const ranks: number[][] = [];
  if (ends.traversal === 'Hourly') {
    if (!row.locationId && !row.toAreaId && row.hourlyPrice !== null && place(row.areaId) >= 0)
      ranks.push([1, place(row.areaId), 0, cost]);
  } else if (row.locationId) {
    if (
      row.locationId === ends.locationId &&
      place(row.areaId) >= 0 &&
      allows(row.direction, ends.traversal, 'place')
    )
      ranks.push([0, place(row.areaId), -1, cost]);
  } else if (row.toAreaId) {
    if (
      place(row.areaId) >= 0 &&
      located(row.toAreaId) >= 0 &&
      allows(row.direction, ends.traversal, 'place')
    )
      ranks.push([1, place(row.areaId), located(row.toAreaId), cost]);
    if (
      located(row.areaId) >= 0 &&
      place(row.toAreaId) >= 0 &&
      allows(row.direction, ends.traversal, 'location')
    )
      ranks.push([1, place(row.toAreaId), located(row.areaId), cost]);
  } else if (place(row.areaId) >= 0 && located(row.areaId) >= 0) {
    ranks.push([1, place(row.areaId), located(row.areaId), cost]);
  }
  return ranks.reduce<number[] | undefined>((a, b) => (!a || before(b, a) ? b : a), undefined);
}
