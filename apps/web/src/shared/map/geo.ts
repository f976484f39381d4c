import type { GeoJsonPolygon } from '@masar/contract/areas';

/**
 * GeoJSON ↔ Leaflet without Leaflet (so it is testable and cheap): GeoJSON positions are [lng, lat] and
 * its rings are closed (the last point repeats the first); Leaflet rings are [lat, lng] and open.
 */
export type LatLngTuple = [lat: number, lng: number];
export interface LatLngLike {
  lat: number;
  lng: number;
}

const samePoint = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** Leaflet rings (outer first, then holes) of a GeoJSON polygon. */
export function polygonToLatLngs(polygon: GeoJsonPolygon): LatLngTuple[][] {
  return polygon.coordinates.map((ring) => {
    const open =
      ring.length > 1 && samePoint(ring[0] ?? [], ring[ring.length - 1] ?? []) ? ring.slice(0, -1) : ring;
    return open.map(([lng, lat]) => [lat, lng] as LatLngTuple);
  });
}

/** Rounds to ~1 cm so a drawn shape does not carry 15 meaningless decimals. */
const round = (value: number) => Math.round(value * 1e7) / 1e7;

function isRing(value: unknown): value is LatLngLike[] {
  return Array.isArray(value) && (value.length === 0 || (typeof value[0] === 'object' && 'lat' in value[0]));
}

/**
 * A GeoJSON polygon from what Leaflet's `Polygon.getLatLngs()` returns: one ring, a list of rings, or
 * (for a multi-polygon) a list of lists; only the first polygon is kept. Rings are closed.
 */
export function latLngsToPolygon(latLngs: LatLngLike[] | LatLngLike[][] | LatLngLike[][][]): GeoJsonPolygon {
  let rings: LatLngLike[][];
  if (isRing(latLngs)) rings = [latLngs];
  else if (isRing(latLngs[0])) rings = latLngs as LatLngLike[][];
  else rings = (latLngs[0] ?? []) as LatLngLike[][];
  return {
    type: 'Polygon',
    coordinates: rings.map((ring) => {
      const positions = ring.map(({ lat, lng }) => [round(lng), round(lat)] as [number, number]);
      const first = positions[0];
      const last = positions[positions.length - 1];
      if (first && last && !samePoint(first, last)) positions.push([first[0], first[1]]);
      return positions;
    }),
  };
}

/** [south-west, north-east] around every point, or null when there is none. */
export function boundsOf(points: readonly LatLngTuple[]): [LatLngTuple, LatLngTuple] | null {
  if (points.length === 0) return null;
  let [minLat, minLng] = points[0] as LatLngTuple;
  let [maxLat, maxLng] = [minLat, minLng];
  for (const [lat, lng] of points) {
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
  }
  return [
    [minLat, minLng],
    [maxLat, maxLng],
  ];
}
