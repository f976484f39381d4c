import { message } from '@masar/contract/messages';

/**
 * Plane geometry for map-drawn areas. GeoJSON order: a position is [lng, lat].
 * Areas are city-sized, so treating degrees as planar (with lng scaled by cos(lat) for sizes) is exact enough.
 */
export type Position = [number, number];
export type Ring = Position[];
export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

const EPSILON = 1e-12;

const cross = (o: Position, a: Position, b: Position) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function onSegment(p: Position, a: Position, b: Position): boolean {
  return (
    Math.abs(cross(a, b, p)) <= EPSILON * Math.max(1, Math.hypot(b[0] - a[0], b[1] - a[1])) &&
    p[0] >= Math.min(a[0], b[0]) - EPSILON &&
    p[0] <= Math.max(a[0], b[0]) + EPSILON &&
    p[1] >= Math.min(a[1], b[1]) - EPSILON &&
    p[1] <= Math.max(a[1], b[1]) + EPSILON
  );
}

function segmentsIntersect(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/** Problems with a ring, as messages; empty when it is a valid simple closed ring. */
export function ringProblems(ring: Ring): string[] {
  if (ring.length < 4) return [message('ringTooFewPoints')];
  const first = ring[0] as Position;
  const last = ring[ring.length - 1] as Position;
  if (first[0] !== last[0] || first[1] !== last[1]) return [message('ringNotClosed')];
  const edges = ring.length - 1;
  if (new Set(ring.slice(0, -1).map((p) => `${p[0]},${p[1]}`)).size < 3) {
    return [message('ringTooFewCorners')];
  }
  const at = (k: number) => ring[k] as Position;
  for (let i = 0; i < edges; i++) {
    for (let j = i + 1; j < edges; j++) {
      const wraps = i === 0 && j === edges - 1;
      if (j === i + 1 || wraps) {
        // Neighbours share one corner s; they overlap only if both run from s in the same direction.
        const [shared, p, q] = wraps ? [at(0), at(1), at(j)] : [at(j), at(i), at(j + 1)];
        const dot = (p[0] - shared[0]) * (q[0] - shared[0]) + (p[1] - shared[1]) * (q[1] - shared[1]);
        if (Math.abs(cross(shared, p, q)) <= EPSILON && dot > 0) {
          return [message('polygonOverlaps')];
        }
        continue;
      }
      if (segmentsIntersect(at(i), at(i + 1), at(j), at(j + 1))) {
        return [message('polygonSelfIntersects')];
      }
    }
  }
  if (Math.abs(signedArea(ring)) <= EPSILON) return [message('polygonNoArea')];
  return [];
}

function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** Approximate area in km², for choosing the smallest of overlapping areas. */
export function areaKm2(rings: Ring[]): number {
  const outer = rings[0] ?? [];
  const meanLat = outer.reduce((s, p) => s + p[1], 0) / Math.max(1, outer.length);
  const kmPerDegLat = 111.32;
  const kmPerDegLng = 111.32 * Math.cos((meanLat * Math.PI) / 180);
  const planar = rings.reduce(
    (total, ring, index) => total + (index === 0 ? 1 : -1) * Math.abs(signedArea(ring)),
    0,
  );
  return planar * kmPerDegLat * kmPerDegLng;
}

function inRing(point: Position, ring: Ring): 'inside' | 'edge' | 'outside' {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length - 1; j = i++) {
    const a = ring[i] as Position;
    const b = ring[j] as Position;
    if (onSegment(point, a, b)) return 'edge';
    if (a[1] > point[1] !== b[1] > point[1]) {
      const x = ((b[0] - a[0]) * (point[1] - a[1])) / (b[1] - a[1]) + a[0];
      if (point[0] < x) inside = !inside;
    }
  }
  return inside ? 'inside' : 'outside';
}

/** Point in polygon with holes; a point on the boundary counts as inside (an address on the border is served). */
export function containsPoint(rings: Ring[], point: Position): boolean {
  const [outer, ...holes] = rings;
  if (!outer || inRing(point, outer) === 'outside') return false;
  return holes.every((hole) => inRing(point, hole) !== 'inside');
}

export function boundingBox(rings: Ring[]): BoundingBox {
  const outer = rings[0] ?? [];
  return {
    minLng: Math.min(...outer.map((p) => p[0])),
    minLat: Math.min(...outer.map((p) => p[1])),
    maxLng: Math.max(...outer.map((p) => p[0])),
    maxLat: Math.max(...outer.map((p) => p[1])),
  };
}
