// @vitest-environment node
import type { TaxiService } from '@masar/contract/taxi-services';
import { describe, expect, it } from 'vitest';
import { areaEnd, endFields, locationEnd, routeFields, seenFrom, WITHIN } from './route-end';

const riyadh = '11111111-1111-4111-8111-111111111111';
const jeddah = '22222222-2222-4222-8222-222222222222';
const airport = '33333333-3333-4333-8333-333333333333';

const service = (fields: Partial<TaxiService>) =>
  ({
    id: '44444444-4444-4444-8444-444444444444',
    areaId: riyadh,
    locationId: null,
    toAreaId: null,
    direction: 'BothWays',
    ...fields,
  }) as TaxiService;

describe('route ends in the taxi-service grid', () => {
  it('reads a price stored from this area as it is', () => {
    expect(seenFrom(service({}), riyadh)).toEqual({ end: WITHIN, direction: 'BothWays' });
    expect(seenFrom(service({ locationId: airport, direction: 'ToArea' }), riyadh)).toEqual({
      end: locationEnd(airport),
      direction: 'ToArea',
    });
    expect(seenFrom(service({ toAreaId: jeddah, direction: 'FromArea' }), riyadh)).toEqual({
      end: areaEnd(jeddah),
      direction: 'FromArea',
    });
  });

  it('reads a price stored from the other area from this side: its area is the other end, its direction turned', () => {
    const stored = service({ areaId: jeddah, toAreaId: riyadh, direction: 'FromArea' });
    expect(seenFrom(stored, riyadh)).toEqual({ end: areaEnd(jeddah), direction: 'ToArea' });
  });

  it('saves a price stored from the other area on its stored side while its end is unchanged', () => {
    const stored = service({ areaId: jeddah, toAreaId: riyadh, direction: 'FromArea' });
    expect(routeFields(stored, riyadh, areaEnd(jeddah), 'FromArea')).toEqual({
      areaId: jeddah,
      locationId: null,
      toAreaId: riyadh,
      direction: 'ToArea',
    });
    // Another end moves it to this area.
    expect(routeFields(stored, riyadh, locationEnd(airport), 'FromArea')).toEqual({
      areaId: riyadh,
      locationId: airport,
      toAreaId: null,
      direction: 'FromArea',
    });
  });

  it('sends within-area prices both ways and with no end', () => {
    expect(routeFields(null, riyadh, WITHIN, 'ToArea')).toEqual({
      areaId: riyadh,
      locationId: null,
      toAreaId: null,
      direction: 'BothWays',
    });
    expect(endFields(areaEnd(jeddah))).toEqual({ locationId: null, toAreaId: jeddah });
  });
});
