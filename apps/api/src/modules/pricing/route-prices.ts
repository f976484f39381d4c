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

/** A price row as stored: the area it is stored on, its other end and its directions. */
interface StoredRow {
  locationId: string | null;
  toAreaId: string | null;
  direction: RouteDirection;
  price: RoutePrice;
}

/**
 * The price rows stored on one area, by what their other end is: none (within the area), a location, or
 * another area. A trip looks up only the rows whose two ends are around its own two ends.
 */
export interface AreaRoutes {
  within: RoutePrice[];
  byLocation: Map<string, StoredRow[]>;
  byToArea: Map<string, StoredRow[]>;
}

/** Every active price row of an active car in active areas, by the area it is stored on and its other end. */
export type RouteIndex = Map<string, AreaRoutes>;

/**
 * Every active price row, indexed by its ends: what pricing keeps per process with its settings
 * (pricing-settings.ts), read again only after a change to the prices, cars or areas.
 */
export async function readRouteIndex(db: Queryable): Promise<RouteIndex> {
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
  const index: RouteIndex = new Map();
  for (const { areaId, locationId, toAreaId, direction, ...price } of rows) {
    let stored = index.get(areaId);
    if (!stored) {
      stored = { within: [], byLocation: new Map(), byToArea: new Map() };
      index.set(areaId, stored);
    }
    const row = { locationId, toAreaId, direction, price };
    if (locationId) push(stored.byLocation, locationId, row);
    else if (toAreaId) push(stored.byToArea, toAreaId, row);
    else stored.within.push(price);
  }
  return index;
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Each car's most specific price for the trip, from the rows stored on an area around either end (location
 * routes, cross-area routes stored from either side, within-area routes; for Hourly only within-area prices
 * with an hourly price of an area around the place): a location match first, then the smaller area on the
 * place side, then on the location side, then the cheaper price. A row stored between two areas both around
 * both ends counts the best way.
 */
export function findRoutePrices(index: RouteIndex, ends: TripEnds): RoutePrices {
  const { placeAreaIds, locationAreaIds, traversal } = ends;
  if (!placeAreaIds.length) return { served: false, prices: [] };
  const best = new Map<string, Rank>();
  // Lower first: location match 0 / area 1, the place end's area index, the location end's, the price.
  const consider = (price: RoutePrice, kind: number, place: number, located: number) => {
    const cost = traversal === 'Hourly' ? (price.hourlyPrice ?? 0) : price.price;
    const chosen = best.get(price.carId);
    if (!chosen || before(kind, place, located, cost, chosen))
      best.set(price.carId, { kind, place, located, cost, price });
  };
  if (traversal === 'Hourly') {
    placeAreaIds.forEach((areaId, place) => {
      for (const price of index.get(areaId)?.within ?? [])
        if (price.hourlyPrice !== null) consider(price, 1, place, 0);
    });
  } else {
    for (const areaId of new Set([...placeAreaIds, ...locationAreaIds])) {
      const stored = index.get(areaId);
      if (!stored) continue;
      const place = placeAreaIds.indexOf(areaId);
      const located = locationAreaIds.indexOf(areaId);
      if (place >= 0) {
        for (const row of (ends.locationId && stored.byLocation.get(ends.locationId)) || [])
          if (allows(row.direction, traversal, 'place')) consider(row.price, 0, place, -1);
        if (located >= 0) for (const price of stored.within) consider(price, 1, place, located);
        locationAreaIds.forEach((other, otherIndex) => {
          for (const row of stored.byToArea.get(other) ?? [])
            if (allows(row.direction, traversal, 'place')) consider(row.price, 1, place, otherIndex);
        });
      }
      if (located >= 0) {
        placeAreaIds.forEach((other, otherIndex) => {
          for (const row of stored.byToArea.get(other) ?? [])
            if (allows(row.direction, traversal, 'location')) consider(row.price, 1, otherIndex, located);
        });
      }
    }
  }
  return { served: best.size > 0, prices: [...best.values()].map((entry) => entry.price) };
}

interface Rank {
  kind: number;
  place: number;
  located: number;
  cost: number;
  price: RoutePrice;
}

function before(kind: number, place: number, located: number, cost: number, chosen: Rank): boolean {
  if (kind !== chosen.kind) return kind < chosen.kind;
  if (place !== chosen.place) return place < chosen.place;
  if (located !== chosen.located) return located < chosen.located;
  return cost < chosen.cost;
}
