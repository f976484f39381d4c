import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts';
import { type FakeAnswer, startFakeHttpServer } from '../../../test/fake-http-server';
import { createTestApp } from '../../../test/test-app';
import { createLocation } from '../../seed/catalogue-factories';
import { googlePlacesGeocoder } from './google-places';

/**
 * The Google adapter against a real local HTTP server answering like Google's web services: results
 * (always HTTP 200 with a `status`), failing statuses, HTTP errors and a server slower than the timeout.
 */
const TIMEOUT_MS = 300;
const SLOW: FakeAnswer = { delayMs: 1500, body: { status: 'OK' } };

const server = await startFakeHttpServer(() => ({ body: { status: 'ZERO_RESULTS' } }));
const { app, db } = await createTestApp({
  geocoder: googlePlacesGeocoder({ apiKey: 'google-key', url: server.url, timeoutMs: TIMEOUT_MS }),
});

const predictions = {
  status: 'OK',
  predictions: [
    {
      place_id: 'ChIJ-kingdom',
      description: 'Kingdom Centre, King Fahd Road, Riyadh, Saudi Arabia',
      structured_formatting: {
        main_text: 'Kingdom Centre',
        secondary_text: 'King Fahd Road, Riyadh, Saudi Arabia',
      },
    },
    { place_id: 'ChIJ-olaya', description: 'Olaya, Riyadh, Saudi Arabia' },
  ],
};
const geocoded = {
  status: 'OK',
  results: [
    {
      formatted_address: 'King Fahd Rd, Al Olaya, Riyadh 12214, Saudi Arabia',
      geometry: { location: { lat: 24.7113, lng: 46.6744 } },
    },
  ],
};

let user: string;
beforeAll(async () => {
  user = (await signedInUser(app, db)).authorization;
  await createLocation(db, { nameEn: 'Kingdom Tower Suites', nameAr: 'أجنحة برج المملكة' });
});
beforeEach(() => {
  server.takeRequests();
});
const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: user } });

describe('Google Places autocomplete', () => {
  it('asks for establishments and addresses; suggestions come without coordinates', async () => {
    server.answerWith(() => ({ body: predictions }));
    const response = await get('/api/geo/autocomplete?q=kingdom&lang=en');
    expect(response.json()).toEqual({
      external: 'ok',
      suggestions: [
        expect.objectContaining({ source: 'location', label: 'Kingdom Tower Suites' }),
        {
          source: 'geocoder',
          id: 'ChIJ-kingdom',
          label: 'Kingdom Centre',
          secondary: 'King Fahd Road, Riyadh, Saudi Arabia',
          lat: null,
          lng: null,
        },
        {
          source: 'geocoder',
          id: 'ChIJ-olaya',
          label: 'Olaya, Riyadh, Saudi Arabia',
          secondary: null,
          lat: null,
          lng: null,
        },
      ],
    });
    const [seen] = server.takeRequests();
    expect(seen?.url.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(seen?.url.searchParams ?? [])).toEqual({
      input: 'kingdom',
      types: 'establishment|geocode',
      language: 'en',
      key: 'google-key',
    });
  });

  it('ZERO_RESULTS is an empty answer, not a failure', async () => {
    server.answerWith(() => ({ body: { status: 'ZERO_RESULTS', predictions: [] } }));
    const response = await get('/api/geo/autocomplete?q=kingdom');
    expect(response.json()).toMatchObject({ external: 'ok', suggestions: [{ source: 'location' }] });
  });

  it.each<[string, FakeAnswer]>([
    [
      'REQUEST_DENIED',
      { body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } },
    ],
    ['OVER_QUERY_LIMIT', { body: { status: 'OVER_QUERY_LIMIT' } }],
    ['HTTP 500', { status: 500, body: 'Server Error' }],
    ['no answer in time', SLOW],
  ])('%s: external failed, local results kept', async (_, answer) => {
    server.answerWith(() => answer);
    const response = await get('/api/geo/autocomplete?q=kingdom');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      external: 'failed',
      suggestions: [expect.objectContaining({ label: 'أجنحة برج المملكة' })],
    });
  });
});

describe('Google geocoding', () => {
  it('geocodes a place_id; an unknown one is 404', async () => {
    server.answerWith((url) => ({
      body:
        url.searchParams.get('place_id') === 'ChIJ-kingdom' ? geocoded : { status: 'NOT_FOUND', results: [] },
    }));
    const found = await get('/api/geo/geocode?ref=ChIJ-kingdom&lang=ar');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      address: geocoded.results[0]?.formatted_address,
      lat: 24.7113,
      lng: 46.6744,
    });
    const [seen] = server.takeRequests();
    expect(seen?.url.pathname).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(seen?.url.searchParams ?? [])).toEqual({
      place_id: 'ChIJ-kingdom',
      language: 'ar',
      key: 'google-key',
    });
    const unknown = await get('/api/geo/geocode?ref=ChIJ-nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Address not found');
  });

  it('reverse-geocodes a point; a point without an address is null', async () => {
    server.answerWith((url) => ({
      body: url.searchParams.get('latlng') === '24.7113,46.6744' ? geocoded : { status: 'ZERO_RESULTS' },
    }));
    const found = await get('/api/geo/reverse?lat=24.7113&lng=46.6744&lang=en');
    expect(found.json()).toEqual({ address: geocoded.results[0]?.formatted_address });
    expect((await get('/api/geo/reverse?lat=0&lng=-30')).json()).toEqual({ address: null });
  });

  it.each<[string, FakeAnswer]>([
    [
      'REQUEST_DENIED',
      { body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } },
    ],
    ['HTTP 503', { status: 503, body: 'unavailable' }],
    ['no answer in time', SLOW],
  ])('%s: geocode and reverse are 502 Geocoding failed, nothing of the provider leaks', async (_, answer) => {
    server.answerWith(() => answer);
    for (const url of ['/api/geo/geocode?ref=ChIJ-kingdom', '/api/geo/reverse?lat=24.7&lng=46.7']) {
      const response = await get(url);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: 'Geocoding failed' });
    }
  });
});
