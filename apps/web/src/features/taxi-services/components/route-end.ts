import type { RouteDirection, TaxiService } from '@masar/contract/taxi-services';

/**
 * The other end of a route price as the grid's picker holds it: '' for trips within the area,
 * 'location:<id>' or 'area:<id>' (decision 0009).
 */
export type RouteEndValue = '' | `location:${string}` | `area:${string}`;

export const WITHIN: RouteEndValue = '';

export const locationEnd = (id: string): RouteEndValue => `location:${id}`;
export const areaEnd = (id: string): RouteEndValue => `area:${id}`;

/** The ends as the contract's bodies name them. */
export function endFields(end: RouteEndValue): { locationId: string | null; toAreaId: string | null } {
  if (end.startsWith('location:')) return { locationId: end.slice('location:'.length), toAreaId: null };
  if (end.startsWith('area:')) return { locationId: null, toAreaId: end.slice('area:'.length) };
  return { locationId: null, toAreaId: null };
}

/** A direction seen from the other end: from-area becomes to-area and back; both ways stays. */
export function flipDirection(direction: RouteDirection): RouteDirection {
  if (direction === 'FromArea') return 'ToArea';
  if (direction === 'ToArea') return 'FromArea';
  return direction;
}

/** Whether the price was stored from the other area's side (its `toAreaId` is the grid's area). */
export function storedFromOtherSide(service: TaxiService, areaId: string): boolean {
  return service.areaId !== areaId && service.toAreaId === areaId;
}

/** A stored price seen from the grid's area: its other end and its direction read from this side. */
export function seenFrom(
  service: TaxiService,
  areaId: string,
): { end: RouteEndValue; direction: RouteDirection } {
  if (storedFromOtherSide(service, areaId)) {
    return { end: areaEnd(service.areaId), direction: flipDirection(service.direction) };
  }
  const end = service.locationId
    ? locationEnd(service.locationId)
    : service.toAreaId
      ? areaEnd(service.toAreaId)
      : WITHIN;
  return { end, direction: end === WITHIN ? 'BothWays' : service.direction };
}

/**
 * The route fields to send for what the row shows. A price stored from the other area keeps its stored
 * side while its other end is still that area (the same price, its direction turned back); an end
 * changed to something else moves it to this area.
 */
export function routeFields(
  service: TaxiService | null,
  areaId: string,
  end: RouteEndValue,
  direction: RouteDirection,
): { areaId: string; locationId: string | null; toAreaId: string | null; direction: RouteDirection } {
  if (service && storedFromOtherSide(service, areaId) && end === areaEnd(service.areaId)) {
    return {
      areaId: service.areaId,
      locationId: null,
      toAreaId: areaId,
      direction: flipDirection(direction),
    };
  }
  return { areaId, ...endFields(end), direction: end === WITHIN ? 'BothWays' : direction };
}
