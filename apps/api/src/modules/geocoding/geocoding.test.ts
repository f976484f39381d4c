import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { ConfigError, loadConfig } from '../../config';
import { createArea, createLocation, rectangle } from '../../seed/catalogue-factories';
import { createPlace } from '../../seed/factories';
import { deleteLocation } from '../locations/locations.service';
import { geocoderFromConfig } from './select-geocoder';

// No geocoder configured: the default setup, answering from the catalogue and saved places only.
const { app, db } = await createTestApp();

const get = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const labels = (body: { suggestions: { label: string }[] }) => body.suggestions.map((s) => s.label);

let agentA: Awaited<ReturnType<typeof signedInAgent>>;
let agentB: Awaited<ReturnType<typeof signedInAgent>>;
let user: Awaited<ReturnType<typeof signedInUser>>;
let tower: Awaited<ReturnType<typeof createLocation>>;

beforeAll(async () => {
  agentA = await signedInAgent(app, db);
  agentB = await signedInAgent(app, db);
  user = await signedInUser(app, db);
  await createArea(db, {
    nameEn: 'Old Town',
    nameAr: 'البلدة القديمة',
    polygon: rectangle(39, 21, 39.4, 21.8),
  });
  // "Qasr" contained in the middle of one name, at the start of another, in a third only in English.
  await createLocation(db, { nameEn: 'Al Qasr Palace', nameAr: 'قصر الحكم', lat: 24.63, lng: 46.71 });
  tower = await createLocation(db, {
    nameEn: 'Qasr Tower Hotel',
    nameAr: 'فندق برج القصر',
    type: 'Hotel',
    lat: 21.5,
    lng: 39.2,
  });
  await createLocation(db, { nameEn: 'Qasr Old Station', nameAr: 'محطة القصر', active: false });
  const gone = await createLocation(db, { nameEn: 'Qasr Removed Port', nameAr: 'ميناء القصر', type: 'Port' });
  await deleteLocation(db, gone.id);

  await createPlace(db, { agentId: agentA.row.id, name: 'Office', address: 'Near Qasr Square, Riyadh' });
  await createPlace(db, { agentId: agentA.row.id, name: 'Qasr Apartments', address: 'Olaya St, Riyadh' });
  await createPlace(db, { agentId: agentB.row.id, name: 'Qasr Villa of B', address: 'Secret St' });
});

describe('GET /api/geo/autocomplete', () => {
  it('lists active catalogue locations, names starting with the text first, labelled in English', async () => {
    const response = await get('/api/geo/autocomplete?q=qasr&lang=en', user.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      external: 'off',
      suggestions: [
        {
          source: 'location',
          id: tower.id,
          locationId: tower.id,
          label: 'Qasr Tower Hotel',
          secondary: 'Old Town',
          lat: 21.5,
          lng: 39.2,
        },
        expect.objectContaining({ source: 'location', label: 'Al Qasr Palace', secondary: null }),
      ],
    });
  });

  it('labels in Arabic by default and matches either name', async () => {
    const english = await get('/api/geo/autocomplete?q=QASR', user.authorization);
    expect(labels(english.json())).toEqual(['فندق برج القصر', 'قصر الحكم']);
    expect(english.json().suggestions[0].secondary).toBe('البلدة القديمة');
    const arabic = await get(`/api/geo/autocomplete?q=${encodeURIComponent('القصر')}`, user.authorization);
    expect(labels(arabic.json())).toEqual(['فندق برج القصر']);
  });

  it('adds the agent’s own saved places after the locations, the name match first', async () => {
    const response = await get('/api/geo/autocomplete?q=qasr&lang=en', agentA.authorization);
    const body = response.json();
    expect(body.suggestions.map((s: { source: string; label: string }) => [s.source, s.label])).toEqual([
      ['location', 'Qasr Tower Hotel'],
      ['location', 'Al Qasr Palace'],
      ['place', 'Qasr Apartments'],
      ['place', 'Office'],
    ]);
    expect(body.suggestions[2]).toMatchObject({
      secondary: 'Olaya St, Riyadh',
      placeId: body.suggestions[2].id,
    });
    expect(body.suggestions[2].locationId).toBeUndefined();
  });

  it('agent B never sees agent A’s places, nor A B’s; admins and users see no saved places', async () => {
    const forB = (await get('/api/geo/autocomplete?q=qasr&lang=en', agentB.authorization)).json();
    expect(labels(forB)).toEqual(['Qasr Tower Hotel', 'Al Qasr Palace', 'Qasr Villa of B']);
    const bSearchesA = (await get('/api/geo/autocomplete?q=apartments', agentB.authorization)).json();
    expect(bSearchesA.suggestions).toEqual([]);
    const aSearchesB = (await get('/api/geo/autocomplete?q=villa', agentA.authorization)).json();
    expect(aSearchesB.suggestions).toEqual([]);
    const admin = await signedInAdmin(app, db, []);
    const forAdmin = (await get('/api/geo/autocomplete?q=qasr', admin.authorization)).json();
    expect(forAdmin.suggestions.map((s: { source: string }) => s.source)).toEqual(['location', 'location']);
  });

  it('keeps at most 4 locations and 3 places, and treats % and _ literally', async () => {
    const agent = await signedInAgent(app, db);
    for (let index = 0; index < 6; index++) {
      await createLocation(db, { nameEn: `Zubair Gate ${index}`, nameAr: `بوابة الزبير ${index}` });
      await createPlace(db, { agentId: agent.row.id, name: `Zubair flat ${index}` });
    }
    const body = (await get('/api/geo/autocomplete?q=zubair', agent.authorization)).json();
    expect(body.suggestions.map((s: { source: string }) => s.source)).toEqual([
      ...Array(4).fill('location'),
      ...Array(3).fill('place'),
    ]);
    const wildcard = (await get('/api/geo/autocomplete?q=%25_', agent.authorization)).json();
    expect(wildcard.suggestions).toEqual([]);
  });

  it.each([
    ['', /^q: /],
    ['?q=a', /^q: /],
    ['?q=%20%20a%20', /^q: /],
    [`?q=${'x'.repeat(201)}`, /^q: /],
    ['?q=qasr&lang=fr', /^lang: /],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    const response = await get(`/api/geo/autocomplete${query}`, user.authorization);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: [expect.stringMatching(message)] });
  });

  it('needs a signed-in account of any role', async () => {
    const none = await get('/api/geo/autocomplete?q=qasr');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toMatch(/^Admin /);
    const bad = await get('/api/geo/reverse?lat=1&lng=1', 'Bearer not-a-token');
    expect(bad.statusCode).toBe(401);
  });
});

describe('without a geocoder', () => {
  it('publishes the three calls in OpenAPI', async () => {
    const paths = (await get('/api/openapi.json')).json().paths;
    expect(paths['/api/geo/reverse'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'lat',
      'lng',
      'lang',
    ]);
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/geo/autocomplete', '/api/geo/geocode']));
  });

  it('geocode knows no reference (404) and reverse has no address', async () => {
    const geocode = await get('/api/geo/geocode?ref=W123', agentA.authorization);
    expect(geocode.statusCode).toBe(404);
    expect(geocode.json().message).toBe('Address not found');
    const reverse = await get('/api/geo/reverse?lat=24.7&lng=46.7&lang=en', agentA.authorization);
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toEqual({ address: null });
  });

  it.each([
    ['/api/geo/geocode', /^ref: /],
    ['/api/geo/geocode?ref=%20', /^ref: /],
    ['/api/geo/reverse?lng=46', /^lat: /],
    ['/api/geo/reverse?lat=&lng=46', /^lat: /],
    ['/api/geo/reverse?lat=90.5&lng=46', /^lat: /],
    ['/api/geo/reverse?lat=24&lng=181', /^lng: /],
    ['/api/geo/reverse?lat=24&lng=east', /^lng: /],
  ])('%s is a 400 naming the field', async (url, message) => {
    const response = await get(url, user.authorization);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.stringMatching(message)]);
  });
});

describe('geocoder configuration', () => {
  it('is none by default; google needs a key and nominatim a server URL', () => {
    expect(loadConfig({}).GEOCODER).toBe('none');
    expect(geocoderFromConfig(loadConfig({}), 'test')).toBeNull();
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY: required/);
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(/GEOCODER_URL: required/);
    expect(() => loadConfig({ GEOCODER: 'mapbox' })).toThrow(ConfigError);
    expect(() => loadConfig({ GEOCODER: 'nominatim', GEOCODER_URL: 'ftp://x' })).toThrow(
      /GEOCODER_URL: must be/,
    );
    const google = loadConfig({ GEOCODER: 'google', GOOGLE_MAPS_API_KEY: 'key' });
    expect(geocoderFromConfig(google, 'test')?.name).toBe('google');
    const nominatim = loadConfig({ GEOCODER: 'nominatim', GEOCODER_URL: 'http://127.0.0.1:8080' });
    expect(geocoderFromConfig(nominatim, 'test')?.name).toBe('nominatim');
  });
});
