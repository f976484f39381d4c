// @vitest-environment node
import type { TaxiService } from '@masar/contract/taxi-services';
import { describe, expect, it } from 'vitest';
import { gridRoutes, routeName } from './grid-routes';

const riyadh = { id: '11111111-1111-4111-8111-111111111111', nameAr: 'الرياض', nameEn: 'Riyadh' };
const jeddah = { id: '22222222-2222-4222-8222-222222222222', nameAr: 'جدة', nameEn: 'Jeddah' };
const airport = {
  id: '33333333-3333-4333-8333-333333333333',
  nameAr: 'المطار',
  nameEn: 'Airport',
  type: 'Airport',
};

let next = 0;
const service = (carId: string, fields: Partial<TaxiService>) =>
  ({
    id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
    areaId: riyadh.id,
    area: riyadh,
    carId,
    locationId: null,
    location: null,
    toAreaId: null,
    toArea: null,
    direction: 'BothWays',
    price: 10_000,
    ...fields,
  }) as TaxiService;

describe('the routes of an area grid, for the speed tools', () => {
  const services = [
    service('car-a', {}),
    service('car-b', {}),
    service('car-a', { locationId: airport.id, location: airport as TaxiService['location'] }),
    service('car-a', { toAreaId: jeddah.id, toArea: jeddah, direction: 'FromArea' }),
    // Stored from Jeddah's side: a route of its own, named from Jeddah.
    service('car-b', {
      areaId: jeddah.id,
      area: jeddah,
      toAreaId: riyadh.id,
      toArea: riyadh,
      direction: 'ToArea',
    }),
  ];
  const routes = gridRoutes(services);
  const en = (item: { nameEn: string }) => item.nameEn;
  const within = (area: string) => `Within ${area}`;

  it('groups the prices by route as stored, each with its cars', () => {
    expect(routes).toHaveLength(4);
    expect([...(routes[0]?.prices.keys() ?? [])]).toEqual(['car-a', 'car-b']);
    expect(routes[0]?.route).toEqual({
      areaId: riyadh.id,
      locationId: null,
      toAreaId: null,
      direction: 'BothWays',
    });
  });

  it('names each route with its ends and direction', () => {
    expect(routes.map((route) => routeName(route, en, within))).toEqual([
      'Within Riyadh',
      'Riyadh ↔ Airport',
      'Riyadh → Jeddah',
      'Jeddah ← Riyadh',
    ]);
  });
});
