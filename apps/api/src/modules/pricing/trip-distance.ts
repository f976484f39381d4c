import {
  AVERAGE_SPEED_KMH,
  DEFAULT_ROAD_FACTOR,
  ROUTING_TIMEOUT_MS,
  type TripDistance,
} from '@masar/contract/distance-pricing';

/** A point as the catalogue stores it. */
export interface Point {
  lat: number;
  lng: number;
}

export interface DistanceOptions {
  /** An OSRM-compatible server (ROUTING_URL); without it the distance is estimated. */
  routingUrl?: string;
  /** Great-circle × this estimates the road (DISTANCE_ROAD_FACTOR, DEFAULT_ROAD_FACTOR). */
  roadFactor?: number;
  timeoutMs?: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance in metres on the mean Earth sphere. */
export function greatCircleMeters(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The estimate without a routing service: great-circle × road factor, at AVERAGE_SPEED_KMH. */
export function estimatedDistance(a: Point, b: Point, roadFactor = DEFAULT_ROAD_FACTOR): TripDistance {
  const meters = Math.round(greatCircleMeters(a, b) * roadFactor);
  return { meters, seconds: Math.round((meters / 1000 / AVERAGE_SPEED_KMH) * 3600), source: 'Estimate' };
}

/**
 * The trip's distance and duration: by road from the OSRM-compatible service when `routingUrl` is set and
 * answers a route in time (GET {url}/route/v1/driving/{lng},{lat};{lng},{lat}), otherwise the estimate.
 * Never throws: a slow, failing or odd answer falls back to the estimate.
 */
export async function tripDistance(
  from: Point,
  to: Point,
  options: DistanceOptions = {},
): Promise<TripDistance> {
  const estimate = estimatedDistance(from, to, options.roadFactor);
  if (!options.routingUrl) return estimate;
  const base = options.routingUrl.replace(/\/+$/, '');
  const url = `${base}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? ROUTING_TIMEOUT_MS),
    });
    if (!response.ok) return estimate;
    const body = (await response.json()) as {
      code?: unknown;
      routes?: { distance?: unknown; duration?: unknown }[];
    };
    const route = body.code === 'Ok' ? body.routes?.[0] : undefined;
    const meters = Number(route?.distance);
    const seconds = Number(route?.duration);
    if (!Number.isFinite(meters) || !Number.isFinite(seconds) || meters < 0 || seconds < 0 || meters > 4e7)
      return estimate;
    return { meters: Math.round(meters), seconds: Math.round(seconds), source: 'Road' };
  } catch {
    return estimate;
  }
}

export interface DistanceTariffRates {
  baseFare: number;
  perKm: number;
  minimumFare: number;
}

/**
 * The distance fare in minor units: base + per km × km, the km part rounded half up to the minor unit
 * (integers only: floor((perKm × metres + 500) / 1000)), and never below the minimum fare.
 */
export function distanceFare(tariff: DistanceTariffRates, meters: number): number {
  const byKm = Math.floor((tariff.perKm * meters + 500) / 1000);
  return Math.max(tariff.minimumFare, tariff.baseFare + byKm);
}
