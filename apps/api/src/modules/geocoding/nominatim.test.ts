import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInAgent } from '../../../test/accounts';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { createTestApp } from '../../../test/test-app';
import { createLocation } from '../../seed/catalogue-factories';
import { createPlace } from '../../seed/factories';
import { nominatimGeocoder } from './nominatim';

/**
 * The Nominatim adapter against a real local HTTP server answering like Nominatim: results, error
 * statuses, answers of the wrong shape and a server slower than the timeout.
 */
const TIMEOUT_MS = 300;
const SLOW = { delayMs: 1500, body: [] };

const nominatimServer = await startFakeHttpServer(() => ({ body: [] }));
const nominatim = await createTestApp({
  geocoder: nominatimGeocoder({
    // A base path and the base's own query (a hosted service's key) are kept.
    url: `${nominatimServer.url}/nominatim?key=hosted-key`,
    userAgent: 'Masar/test',
    timeoutMs: TIMEOUT_MS,
  }),
});

type App = typeof nominatim.app;
const get = (app: App, url: string, authorization: string) =>
  app.inject({ method: 'GET', url, headers: { authorization } });

const kingdomCentre = {
  osm_type: 'way',
  osm_id: 123,
  lat: '24.7113',
  lon: '46.6744',
  name: 'Kingdom Centre',
  display_name: 'Kingdom Centre, King Fahd Road, Al Olaya, Riyadh, Saudi Arabia',
};
const houseNumber = {
  osm_type: 'node',
  osm_id: 456,
  lat: '24.7',
  lon: '46.68',
  name: '',
  display_name: '12, Olaya Street, Riyadh, Saudi Arabia',
};

let agentN: string;
beforeAll(async () => {
  agentN = (await signedInAgent(nominatim.app, nominatim.db)).authorization;
  await createLocation(nominatim.db, { nameEn: 'Kingdom Tower Suites', nameAr: 'أجنحة برج المملكة' });
});
beforeEach(() => {
  nominatimServer.takeRequests();
});

describe('Nominatim', () => {
  it('autocomplete: catalogue first, then the provider’s results with their coordinates', async () => {
    nominatimServer.answerWith(() => ({ body: [kingdomCentre, houseNumber, kingdomCentre] }));
    const response = await get(nominatim.app, '/api/geo/autocomplete?q=kingdom&lang=en', agentN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      external: 'ok',
      suggestions: [
        expect.objectContaining({ source: 'location', label: 'Kingdom Tower Suites' }),
        {
          source: 'geocoder',
          id: 'W123',
          label: 'Kingdom Centre',
          secondary: 'King Fahd Road, Al Olaya, Riyadh, Saudi Arabia',
          lat: 24.7113,
          lng: 46.6744,
        },
        {
          source: 'geocoder',
          id: 'N456',
          label: '12, Olaya Street',
          secondary: 'Riyadh, Saudi Arabia',
          lat: 24.7,
          lng: 46.68,
        },
      ],
    });
    const [seen] = nominatimServer.takeRequests();
    expect(seen?.url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(seen?.url.searchParams ?? [])).toEqual({
      key: 'hosted-key',
      q: 'kingdom',
      limit: '6',
      format: 'jsonv2',
      'accept-language': 'en',
    });
    expect(seen?.headers['user-agent']).toBe('Masar/test');
  });

  it('autocomplete keeps at most 10 suggestions, local ones first', async () => {
    const agent = await signedInAgent(nominatim.app, nominatim.db);
    for (let index = 0; index < 5; index++) {
      await createLocation(nominatim.db, { nameEn: `Zahra Gate ${index}`, nameAr: `بوابة الزهراء ${index}` });
      await createPlace(nominatim.db, { agentId: agent.row.id, name: `Zahra flat ${index}` });
    }
    const many = Array.from({ length: 6 }, (_, index) => ({ ...kingdomCentre, osm_id: index + 1 }));
    nominatimServer.answerWith(() => ({ body: many }));
    const body = (await get(nominatim.app, '/api/geo/autocomplete?q=zahra', agent.authorization)).json();
    expect(body.suggestions.map((s: { source: string }) => s.source)).toEqual([
      ...Array(4).fill('location'),
      ...Array(3).fill('place'),
      ...Array(3).fill('geocoder'),
    ]);
  });

  it.each([
    ['an error status', { status: 503, body: { error: 'overloaded' } }],
    ['an HTML page', { body: '<html>maintenance</html>' }],
    ['a wrong shape', { body: [{ lat: 'north' }] }],
    ['no answer in time', SLOW],
  ])('autocomplete with %s: external failed, local results kept', async (_, answer) => {
    nominatimServer.answerWith(() => answer);
    const started = Date.now();
    const response = await get(nominatim.app, '/api/geo/autocomplete?q=kingdom', agentN);
    expect(Date.now() - started).toBeLessThan(1200);
    expect(response.statusCode).toBe(200);
    expect(response.json().external).toBe('failed');
    expect(response.json().suggestions.map((s: { label: string }) => s.label)).toEqual(['أجنحة برج المملكة']);
  });

  it('geocode looks the reference up; unknown is 404, a bad reference is never sent', async () => {
    nominatimServer.answerWith((url) => ({
      body: url.searchParams.get('osm_ids') === 'W123' ? [kingdomCentre] : [],
    }));
    const found = await get(nominatim.app, '/api/geo/geocode?ref=W123&lang=ar', agentN);
    expect(found.json()).toEqual({ address: kingdomCentre.display_name, lat: 24.7113, lng: 46.6744 });
    const [seen] = nominatimServer.takeRequests();
    expect(seen?.url.pathname).toBe('/nominatim/lookup');
    expect(seen?.url.searchParams.get('accept-language')).toBe('ar');
    expect((await get(nominatim.app, '/api/geo/geocode?ref=N999', agentN)).statusCode).toBe(404);
    nominatimServer.takeRequests();
    expect((await get(nominatim.app, '/api/geo/geocode?ref=ChIJ-google', agentN)).statusCode).toBe(404);
    expect(nominatimServer.takeRequests()).toEqual([]);
  });

  it('reverse gives the address, null where there is none', async () => {
    nominatimServer.answerWith((url) => ({
      body:
        url.searchParams.get('lat') === '24.7113'
          ? { display_name: kingdomCentre.display_name }
          : { error: 'Unable to geocode' },
    }));
    const found = await get(nominatim.app, '/api/geo/reverse?lat=24.7113&lng=46.6744&lang=en', agentN);
    expect(found.json()).toEqual({ address: kingdomCentre.display_name });
    const [seen] = nominatimServer.takeRequests();
    expect(seen?.url.pathname).toBe('/nominatim/reverse');
    expect(seen?.url.searchParams.get('lon')).toBe('46.6744');
    const sea = await get(nominatim.app, '/api/geo/reverse?lat=0&lng=-30', agentN);
    expect(sea.json()).toEqual({ address: null });
  });

  it.each([
    ['an error status', { status: 500, body: {} }],
    ['no answer in time', SLOW],
  ])('geocode and reverse with %s: 502 Geocoding failed', async (_, answer) => {
    nominatimServer.answerWith(() => answer);
    for (const url of ['/api/geo/geocode?ref=W123', '/api/geo/reverse?lat=24.7&lng=46.7']) {
      const response = await get(nominatim.app, url, agentN);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: 'Geocoding failed' });
    }
  });
});
