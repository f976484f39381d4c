import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import {
  createArea,
  createCar,
  createExtraService,
  createLocation,
  createTaxiService,
  rectangle,
} from '../../seed/catalogue-factories';
import { deleteCar } from '../cars/cars.service';
import { deleteExtraService } from '../extra-services/extra-services.service';
import { PUBLIC_GEO_LIMIT } from './public-catalogue.routes';

const { app, db } = await createTestApp();

// No authorization header anywhere: these are the visitor's reads.
const get = (url: string) => app.inject({ method: 'GET', url });

let van: Awaited<ReturnType<typeof createCar>>;
let sedan: Awaited<ReturnType<typeof createCar>>;

beforeAll(async () => {
  const area = await createArea(db, { polygon: rectangle(46, 24, 47, 25) });
  const closedArea = await createArea(db, { polygon: rectangle(39, 21, 40, 22), active: false });
  sedan = await createCar(db, { nameEn: 'Public Sedan', passengers: 3 });
  van = await createCar(db, { nameEn: 'Public Van', passengers: 10, type: 'Van' });
  await createCar(db, { nameEn: 'Hidden Car', active: false });
  const gone = await createCar(db, { nameEn: 'Deleted Car' });
  await deleteCar(db, gone.id);
  await createTaxiService(db, {
    areaId: area.id,
    carId: van.id,
    price: 30_000,
    hourlyPrice: 9_000,
    minHours: 4,
  });
  await createTaxiService(db, {
    areaId: closedArea.id,
    carId: van.id,
    price: 10_000,
    hourlyPrice: 5_000,
    minHours: 2,
  });
  const airport = await createLocation(db, {
    nameEn: 'Public Airport',
    type: 'Airport',
    lat: 24.5,
    lng: 46.5,
  });
  await createTaxiService(db, {
    areaId: area.id,
    carId: van.id,
    locationId: airport.id,
    price: 25_000,
    active: false,
  });
  await createLocation(db, { nameEn: 'Closed Hotel', type: 'Hotel', active: false, lat: 24.6, lng: 46.6 });
  await createExtraService(db, { nameEn: 'Child seat', price: 2_000, maxQuantity: 2 });
  await createExtraService(db, { nameEn: 'Hidden extra', active: false });
  const removed = await createExtraService(db, { nameEn: 'Removed extra' });
  await deleteExtraService(db, removed.id);
});

describe('public catalogue', () => {
  it('lists the active fleet without sign-in, smallest first, with the lowest bookable price and hours', async () => {
    const response = await get('/api/public/fleet');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const fleet = response.json();
    expect(fleet.map((car: { nameEn: string }) => car.nameEn)).toEqual(['Public Sedan', 'Public Van']);
    // Inactive services and services of inactive areas set neither the "from" price nor the hourly minimum.
    expect(fleet[1]).toEqual({
      id: van.id,
      nameAr: van.nameAr,
      nameEn: 'Public Van',
      type: 'Van',
      passengers: 10,
      bags: 2,
      images: [],
      fromPrice: 30_000,
      minHours: 4,
    });
    expect(fleet[0]).toMatchObject({ id: sedan.id, fromPrice: null, minHours: null });
  });

  it('lists only active locations, with public fields only', async () => {
    const response = await get('/api/public/locations');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const locations = response.json();
    expect(locations).toHaveLength(1);
    expect(Object.keys(locations[0]).sort()).toEqual(['id', 'lat', 'lng', 'nameAr', 'nameEn', 'type']);
    expect(locations[0]).toMatchObject({ nameEn: 'Public Airport', type: 'Airport' });
  });

  it('lists only active extras, without flags or timestamps', async () => {
    const response = await get('/api/public/extras');
    expect(response.statusCode).toBe(200);
    const extras = response.json();
    expect(extras).toEqual([expect.objectContaining({ nameEn: 'Child seat', price: 2_000, maxQuantity: 2 })]);
    expect(extras[0]).not.toHaveProperty('active');
    expect(extras[0]).not.toHaveProperty('createdAt');
  });

  it('searches places for visitors from the catalogue', async () => {
    const response = await get('/api/public/geo/autocomplete?q=public&lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions.map((s: { label: string }) => s.label)).toEqual(['Public Airport']);
  });

  it('answers a reverse lookup with no address when no geocoder is configured', async () => {
    const response = await get('/api/public/geo/reverse?lat=24.5&lng=46.5&lang=ar');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ address: null });
  });

  it('refuses a malformed search with the contract error shape', async () => {
    const response = await get('/api/public/geo/autocomplete?lang=en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  // Last: it uses up this address's place-search allowance.
  it('limits place searches per address, since they may reach a paid geocoder', async () => {
    let status = 200;
    for (let hit = 0; hit <= PUBLIC_GEO_LIMIT && status === 200; hit += 1) {
      status = (await get('/api/public/geo/reverse?lat=24.5&lng=46.5&lang=en')).statusCode;
    }
    expect(status).toBe(429);
    const refused = await get('/api/public/geo/autocomplete?q=public&lang=en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many requests/),
    });
  });
});
