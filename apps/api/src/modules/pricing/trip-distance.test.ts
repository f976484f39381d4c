import { AVERAGE_SPEED_KMH, ROUTING_TIMEOUT_MS } from '@masar/contract/distance-pricing';
import { describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { distanceFare, estimatedDistance, greatCircleMeters, tripDistance } from './trip-distance';

/** Decision 0015: great-circle × road factor, or the routing service's road distance; the distance fare. */

const jeddahAirport = { lat: 21.6796, lng: 39.1565 };
const riyadhAirport = { lat: 24.9576, lng: 46.6988 };
const heathrow = { lat: 51.47, lng: -0.4543 };
const jfk = { lat: 40.6413, lng: -73.7781 };

describe('the great-circle distance', () => {
  it('measures known pairs: JED → RUH about 852 km, LHR → JFK about 5,540 km, either way', () => {
    const saudi = greatCircleMeters(jeddahAirport, riyadhAirport);
    expect(saudi).toBeGreaterThan(850_000);
    expect(saudi).toBeLessThan(870_000);
    expect(greatCircleMeters(riyadhAirport, jeddahAirport)).toBeCloseTo(saudi, 3);
    expect(greatCircleMeters(heathrow, jfk) / 1000).toBeCloseTo(5540, 0);
    expect(greatCircleMeters(jeddahAirport, jeddahAirport)).toBe(0);
    // Antipodes: half the circumference, no NaN from rounding inside asin.
    expect(greatCircleMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 }) / 1000).toBeCloseTo(20_015, 0);
  });

  it('estimates the road as great-circle × the road factor (1.3 unless configured) at the average speed', () => {
    const straight = greatCircleMeters(jeddahAirport, riyadhAirport);
    const estimate = estimatedDistance(jeddahAirport, riyadhAirport);
    expect(estimate.source).toBe('Estimate');
    expect(estimate.meters).toBe(Math.round(straight * 1.3));
    expect(estimate.seconds).toBe(Math.round((estimate.meters / 1000 / AVERAGE_SPEED_KMH) * 3600));
    expect(estimatedDistance(jeddahAirport, riyadhAirport, 1.5).meters).toBe(Math.round(straight * 1.5));
  });
});

describe('the distance fare, in minor units', () => {
  const tariff = { baseFare: 1_000, perKm: 250, minimumFare: 3_000 };

  it('is base + per km × km, the km part rounded half up to the halala, never below the minimum', () => {
    // 100 km: 1,000 + 25,000.
    expect(distanceFare(tariff, 100_000)).toBe(26_000);
    // 12.345 km × 250 = 3,086.25 → 3,086; 12.346 km → 3,086.5 → 3,087 (half up).
    expect(distanceFare(tariff, 12_345)).toBe(1_000 + 3_086);
    expect(distanceFare(tariff, 12_346)).toBe(1_000 + 3_087);
    // 1 m × 250 / 1000 = 0.25 → 0; 2 m → 0.5 → 1.
    expect(distanceFare({ ...tariff, minimumFare: 0 }, 1)).toBe(1_000);
    expect(distanceFare({ ...tariff, minimumFare: 0 }, 2)).toBe(1_001);
    // 5 km: 1,000 + 1,250 = 2,250 < 3,000.
    expect(distanceFare(tariff, 5_000)).toBe(3_000);
    expect(distanceFare(tariff, 0)).toBe(3_000);
  });

  it('stays exact for the largest tariff and the longest trip (safe integers)', () => {
    const fare = distanceFare({ baseFare: 100_000_000, perKm: 100_000_000, minimumFare: 0 }, 26_000_000);
    expect(Number.isSafeInteger(fare)).toBe(true);
    expect(fare).toBe(100_000_000 + 100_000_000 * 26_000);
  });
});

const osrm = await startFakeHttpServer(() => ({
  body: { code: 'Ok', routes: [{ distance: 949_123.4, duration: 32_456.7 }], waypoints: [] },
}));

describe('the routing service (ROUTING_URL, OSRM /route/v1/driving/)', () => {
  it('asks for the road from the start to the end (lng,lat;lng,lat) and uses its distance and duration', async () => {
    osrm.takeRequests();
    // A wide timeout: the process's first fetch loads Node's HTTP client, slow on a busy machine.
    const road = await tripDistance(jeddahAirport, riyadhAirport, {
      routingUrl: `${osrm.url}/`,
      timeoutMs: 30_000,
    });
    expect(road).toEqual({ meters: 949_123, seconds: 32_457, source: 'Road' });
    const [seen] = osrm.takeRequests();
    expect(seen?.url.pathname).toBe('/route/v1/driving/39.1565,21.6796;46.6988,24.9576');
    expect(seen?.url.searchParams.get('overview')).toBe('false');
  });

  it('falls back to the estimate when the service answers an error, no route or nonsense', async () => {
    const estimate = estimatedDistance(jeddahAirport, riyadhAirport);
    for (const answer of [
      { status: 500, body: { code: 'Error' } },
      { body: { code: 'NoRoute', routes: [] } },
      { body: { code: 'Ok', routes: [{ distance: 'far', duration: 10 }] } },
      { body: { code: 'Ok', routes: [{ distance: -5, duration: 10 }] } },
      { body: 'not json' },
    ]) {
      osrm.answerWith(() => answer);
      expect(await tripDistance(jeddahAirport, riyadhAirport, { routingUrl: osrm.url })).toEqual(estimate);
    }
  });

  it(`gives up after ${ROUTING_TIMEOUT_MS} ms and uses the estimate`, async () => {
    osrm.answerWith(() => ({ delayMs: 5_000, body: { code: 'Ok', routes: [{ distance: 1, duration: 1 }] } }));
    const started = Date.now();
    const answer = await tripDistance(jeddahAirport, riyadhAirport, { routingUrl: osrm.url });
    const waited = Date.now() - started;
    expect(answer).toEqual(estimatedDistance(jeddahAirport, riyadhAirport));
    expect(waited).toBeGreaterThanOrEqual(ROUTING_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(ROUTING_TIMEOUT_MS + 1_500);
  });

  it('uses the estimate when nothing listens at the address', async () => {
    const answer = await tripDistance(jeddahAirport, riyadhAirport, { routingUrl: 'http://127.0.0.1:9' });
    expect(answer.source).toBe('Estimate');
  });
});
