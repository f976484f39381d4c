import type { RouteKey } from '@masar/contract/price-tools';
import type { TaxiService } from '@masar/contract/taxi-services';

/** A route of the grid as stored (its area, other end and direction), with the cars priced on it. */
export interface GridRoute {
  key: string;
  route: Required<Omit<RouteKey, 'direction'>> & { direction: TaxiService['direction'] };
  from: { nameAr: string; nameEn: string };
  to: { nameAr: string; nameEn: string };
  /** The prices on the route, by car id. */
  prices: Map<string, TaxiService>;
}

const arrows = { BothWays: '↔', FromArea: '→', ToArea: '←' } as const;

/** The distinct routes of an area's prices (stored from either side), in the grid's order. */
export function gridRoutes(services: TaxiService[]): GridRoute[] {
  const routes = new Map<string, GridRoute>();
  for (const service of services) {
    const key = [service.areaId, service.locationId ?? '', service.toAreaId ?? '', service.direction].join(
      '|',
    );
    const found = routes.get(key) ?? {
      key,
      route: {
        areaId: service.areaId,
        locationId: service.locationId,
        toAreaId: service.toAreaId,
        direction: service.direction,
      },
      from: service.area,
      to: service.location ?? service.toArea ?? service.area,
      prices: new Map(),
    };
    found.prices.set(service.carId, service);
    routes.set(key, found);
  }
  return [...routes.values()];
}

/** "Riyadh ↔ King Khalid Airport"; a route within one area as `within` words it ("Within Riyadh"). */
export function routeName(
  route: GridRoute,
  nameOf: (item: { nameAr: string; nameEn: string }) => string,
  within: (area: string) => string,
) {
  if (!route.route.locationId && !route.route.toAreaId) return within(nameOf(route.from));
  return `${nameOf(route.from)} ${arrows[route.route.direction]} ${nameOf(route.to)}`;
}
