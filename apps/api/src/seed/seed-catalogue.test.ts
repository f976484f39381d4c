import { carTypes } from '@masar/contract/cars';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { loadDemoCatalogue } from './seed-catalogue';

const { app, db } = await createTestApp();
let authorization: string;
const get = async (url: string) =>
  (await app.inject({ method: 'GET', url, headers: { authorization } })).json();

beforeAll(async () => {
  await loadDemoCatalogue(db);
  authorization = (await signedInAgent(app, db)).authorization;
});

describe('the demo catalogue', () => {
  it('has Riyadh and Jeddah with a central area inside each; the airports lie in the city areas', async () => {
    const areas = await get('/api/area/allNoPagination');
    expect(areas.map((area: { nameEn: string }) => area.nameEn).sort()).toEqual([
      'Central Riyadh',
      'Historic Jeddah',
      'Jeddah',
      'Riyadh',
    ]);
    expect((await get('/api/area/point/24.9576/46.6988')).nameEn).toBe('Riyadh');
    expect((await get('/api/area/point/21.6796/39.1565')).nameEn).toBe('Jeddah');
    expect((await get('/api/area/point/24.7114/46.6744')).nameEn).toBe('Central Riyadh');
    expect((await get('/api/area/point/21.4858/39.1864')).nameEn).toBe('Historic Jeddah');
  });

  it('places every location in an area, with both airports, hotels and landmarks', async () => {
    const locations = await get('/api/location/allNoPagination');
    expect(locations.length).toBeGreaterThanOrEqual(8);
    for (const location of locations) expect(location.area, location.nameEn).not.toBeNull();
    const airports = locations.filter((l: { type: string }) => l.type === 'Airport');
    expect(airports.map((a: { area: { nameEn: string } }) => a.area.nameEn).sort()).toEqual([
      'Jeddah',
      'Riyadh',
    ]);
    expect(locations.filter((l: { type: string }) => l.type === 'Hotel').length).toBeGreaterThanOrEqual(2);
  });

  it('has a car of every type, each with pictures and thumbnails that are real images', async () => {
    const cars = await get('/api/car/allNoPagination');
    expect(cars.length).toBeGreaterThanOrEqual(6);
    expect(cars.length).toBeLessThanOrEqual(8);
    expect(new Set(cars.map((car: { type: string }) => car.type))).toEqual(new Set(carTypes));
    for (const car of cars) {
      expect(car.images.length, car.nameEn).toBeGreaterThanOrEqual(1);
      expect(car.nameAr).toMatch(/[\u0600-\u06ff]/);
    }
    const [first] = cars[0].images;
    const picture = await app.inject({ method: 'GET', url: first.url });
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 1200, height: 800 });
    const thumb = await app.inject({ method: 'GET', url: first.thumbUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 320,
    });
  });

  it('offers every car in every area, with a dearer airport price for some', async () => {
    const cars = await get('/api/car/allNoPagination');
    const areas = await get('/api/area/allNoPagination');
    for (const area of areas) {
      const offers = await get(`/api/taxi-service/by-area/${area.id}`);
      expect(offers.length, area.nameEn).toBe(cars.length);
      for (const offer of offers) {
        expect(offer.price).toBeGreaterThan(5_000);
        if (offer.hourlyPrice !== null) expect(offer.minHours).toBeGreaterThanOrEqual(1);
      }
    }
    const riyadh = areas.find((area: { nameEn: string }) => area.nameEn === 'Riyadh');
    const ruh = (await get('/api/location/allNoPagination?type=Airport')).find((l: { nameEn: string }) =>
      l.nameEn.includes('RUH'),
    );
    const city = await get(`/api/taxi-service/by-area/${riyadh.id}`);
    const airport = await get(`/api/taxi-service/by-area/${riyadh.id}?locationId=${ruh.id}`);
    const camry = (list: { car: { nameEn: string }; price: number; locationId: string | null }[]) =>
      list.find((offer) => offer.car.nameEn === 'Toyota Camry');
    expect(camry(city)).toMatchObject({ price: 15_000, hourlyPrice: 9_000, minHours: 3, locationId: null });
    expect(camry(airport)).toMatchObject({ price: 17_500, locationId: ruh.id });
  });

  it('sells Riyadh ↔ Jeddah on route prices of a few cars (decision 0009)', async () => {
    const areas = await get('/api/area/allNoPagination');
    const jeddah = areas.find((area: { nameEn: string }) => area.nameEn === 'Jeddah');
    const riyadh = areas.find((area: { nameEn: string }) => area.nameEn === 'Riyadh');
    const jed = (await get('/api/location/allNoPagination?type=Airport')).find((l: { nameEn: string }) =>
      l.nameEn.includes('JED'),
    );
    const offers = await get(`/api/taxi-service/by-area/${riyadh.id}?locationId=${jed.id}`);
    expect(
      offers.map((offer: { car: { nameEn: string }; price: number; toAreaId: string }) => [
        offer.car.nameEn,
        offer.price,
        offer.toAreaId,
      ]),
    ).toEqual([
      ['Toyota Camry', 120_000, jeddah.id],
      ['Chevrolet Tahoe', 160_000, jeddah.id],
      ['Mercedes-Benz Sprinter', 190_000, jeddah.id],
    ]);
  });

  it('has bilingual extras', async () => {
    const extras = await get('/api/extra-services/allNoPagination');
    expect(extras.length).toBeGreaterThanOrEqual(4);
    expect(extras.map((extra: { nameEn: string }) => extra.nameEn)).toEqual(
      expect.arrayContaining([
        'Child seat',
        'Meet & greet name sign',
        'Extra luggage',
        'In-car Wi-Fi',
        'Bottled water',
      ]),
    );
  });
});
