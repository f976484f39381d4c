import { TAXI_SERVICE_TAKEN } from '@masar/contract/taxi-services';
import { describe, expect, it } from 'vitest';
import { callerOf, describeCatalogueAccess, signedInEditorAndAgent } from '../../../test/access';
import { signedInAdmin, signedInUser } from '../../../test/accounts';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { pngImage } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';
import {
  createArea,
  createCar,
  createLocation,
  createTaxiService,
  rectangle,
} from '../../seed/catalogue-factories';

const { app, db } = await createTestApp();
const call = callerOf(app);
const { editor, agent } = await signedInEditorAndAgent(app, db, ['EditTaxiServices']);

let nextOrigin = 0;
async function freshArea(active = true) {
  nextOrigin += 1;
  const lng = -170 + nextOrigin * 2;
  return createArea(db, { polygon: rectangle(lng, -40, lng + 1, -39), active });
}
const idsOf = (list: { id: string }[]) => list.map((item) => item.id);

describe('POST /taxi-service', () => {
  it('offers a car in an area, with its area, car (with pictures) and location', async () => {
    const area = await freshArea();
    const car = await createCar(db, { pictures: [{ bytes: pngImage(4, 4) }] });
    const location = await createLocation(db, { type: 'Airport' });
    const response = await call('POST', '/api/taxi-service', editor, {
      areaId: area.id,
      carId: car.id,
      locationId: location.id,
      price: 15_000,
      hourlyPrice: 9_000,
      minHours: 3,
    });
    expect(response.statusCode).toBe(201);
    const service = response.json();
    expect(service).toMatchObject({
      id: expect.any(String),
      areaId: area.id,
      carId: car.id,
      locationId: location.id,
      price: 15_000,
      hourlyPrice: 9_000,
      minHours: 3,
      active: true,
      area: { id: area.id, nameAr: area.nameAr, nameEn: area.nameEn },
      car,
      location: { id: location.id, nameAr: location.nameAr, nameEn: location.nameEn, type: 'Airport' },
    });
    expect((await call('GET', `/api/taxi-service/one/${service.id}`, agent)).json()).toEqual(service);

    const plain = await call('POST', '/api/taxi-service', editor, {
      areaId: area.id,
      carId: car.id,
      price: 12_000,
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      locationId: null,
      location: null,
      hourlyPrice: null,
      minHours: null,
    });
  });

  it.each([
    [{ price: 0 }, ['price: ']],
    [{ price: -100 }, ['price: ']],
    [{ price: 150.5 }, ['price: ']],
    [{ price: '15000' }, ['price: ']],
    [{ price: 100_000_001 }, ['price: ']],
    [{ hourlyPrice: 0, minHours: 2 }, ['hourlyPrice: ']],
    [{ hourlyPrice: 9_000 }, ['minHours: Give the minimum hours of the hourly price']],
    [{ minHours: 3 }, ['minHours: Minimum hours apply only with an hourly price']],
    [{ hourlyPrice: 9_000, minHours: 0 }, ['minHours: ']],
    [{ hourlyPrice: 9_000, minHours: 25 }, ['minHours: ']],
    [{ hourlyPrice: 9_000, minHours: 2.5 }, ['minHours: ']],
    [{ areaId: 'riyadh' }, ['areaId: ']],
    [{ locationId: 'airport' }, ['locationId: ']],
  ])('refuses %o with a 400 naming the field', async (change, prefixes) => {
    const response = await call('POST', '/api/taxi-service', editor, {
      areaId: UNKNOWN_ID,
      carId: UNKNOWN_ID,
      price: 15_000,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(prefixes.map((prefix) => expect.stringContaining(prefix)));
  });

  it('lists every missing field', async () => {
    const response = await call('POST', '/api/taxi-service', editor, {});
    expect(response.json().message).toEqual([
      expect.stringMatching(/^areaId: /),
      expect.stringMatching(/^carId: /),
      expect.stringMatching(/^price: /),
    ]);
  });

  it('refuses unknown or deleted areas, cars and locations with a 400 naming each', async () => {
    const unknown = await call('POST', '/api/taxi-service', editor, {
      areaId: UNKNOWN_ID,
      carId: UNKNOWN_ID,
      locationId: UNKNOWN_ID,
      price: 15_000,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual([
      'areaId: Area not found',
      'carId: Car not found',
      'locationId: Location not found',
    ]);
    const area = await freshArea();
    const car = await createCar(db);
    const admin = await signedInAdmin(app, db, ['EditCars']);
    await call('DELETE', `/api/car/${car.id}`, admin.authorization);
    const deleted = await call('POST', '/api/taxi-service', editor, {
      areaId: area.id,
      carId: car.id,
      price: 1,
    });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().message).toEqual(['carId: Car not found']);
  });

  it('is unique per area, car and location — a missing location counting as one (409)', async () => {
    const area = await freshArea();
    const car = await createCar(db);
    const airport = await createLocation(db, { type: 'Airport' });
    const hotel = await createLocation(db, { type: 'Hotel' });
    const post = (body: object) =>
      call('POST', '/api/taxi-service', editor, { areaId: area.id, carId: car.id, price: 10_000, ...body });

    expect((await post({})).statusCode).toBe(201);
    const anyAgain = await post({ price: 11_000 });
    expect(anyAgain.statusCode).toBe(409);
    expect(anyAgain.json()).toEqual({ statusCode: 409, error: 'Conflict', message: TAXI_SERVICE_TAKEN });
    expect((await post({ locationId: null })).statusCode).toBe(409);

    expect((await post({ locationId: airport.id })).statusCode).toBe(201);
    expect((await post({ locationId: airport.id, price: 1 })).statusCode).toBe(409);
    const hotelService = await post({ locationId: hotel.id });
    expect(hotelService.statusCode).toBe(201);

    // Another car or another area is another service.
    const otherCar = await createCar(db);
    expect((await post({ carId: otherCar.id })).statusCode).toBe(201);
    const otherArea = await freshArea();
    expect((await post({ areaId: otherArea.id })).statusCode).toBe(201);

    // Moving a service onto an existing combination is a conflict too.
    const moved = await call('PATCH', `/api/taxi-service/${hotelService.json().id}`, editor, {
      locationId: airport.id,
    });
    expect(moved.statusCode).toBe(409);
    const toAny = await call('PATCH', `/api/taxi-service/${hotelService.json().id}`, editor, {
      locationId: null,
    });
    expect(toAny.statusCode).toBe(409);
    expect(toAny.json().message).toBe(TAXI_SERVICE_TAKEN);

    // A deleted service frees its combination.
    await call('DELETE', `/api/taxi-service/${hotelService.json().id}`, editor);
    expect((await post({ locationId: hotel.id })).statusCode).toBe(201);
  });
});

describe('PATCH and DELETE /taxi-service/{id}', () => {
  it('changes only the fields sent; clearing the hourly price clears the minimum hours', async () => {
    const area = await freshArea();
    const car = await createCar(db);
    const service = await createTaxiService(db, {
      areaId: area.id,
      carId: car.id,
      hourlyPrice: 9_000,
      minHours: 3,
    });
    const patch = (body: object) => call('PATCH', `/api/taxi-service/${service.id}`, editor, body);

    const priced = await patch({ price: 16_500, active: false });
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({ price: 16_500, hourlyPrice: 9_000, minHours: 3, active: false });
    expect((await patch({ minHours: 4 })).json()).toMatchObject({ hourlyPrice: 9_000, minHours: 4 });
    expect((await patch({ hourlyPrice: null })).json()).toMatchObject({ hourlyPrice: null, minHours: null });

    const noHours = await patch({ hourlyPrice: 8_000 });
    expect(noHours.statusCode).toBe(400);
    expect(noHours.json().message).toEqual(['minHours: Give the minimum hours of the hourly price']);
    const onlyHours = await patch({ minHours: 2 });
    expect(onlyHours.json().message).toEqual(['minHours: Minimum hours apply only with an hourly price']);
    expect((await patch({ hourlyPrice: 8_000, minHours: 2 })).json()).toMatchObject({
      hourlyPrice: 8_000,
      minHours: 2,
    });
    expect((await patch({ minHours: null })).statusCode).toBe(400);

    const location = await createLocation(db);
    const otherCar = await createCar(db);
    const moved = await patch({ locationId: location.id, carId: otherCar.id });
    expect(moved.json()).toMatchObject({
      locationId: location.id,
      carId: otherCar.id,
      car: { id: otherCar.id },
    });
    const unknown = await patch({ carId: UNKNOWN_ID, areaId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual(['areaId: Area not found', 'carId: Car not found']);
    expect((await patch({ price: 0 })).statusCode).toBe(400);
  });

  it('deletes softly: the service disappears from lists and lookups', async () => {
    const area = await freshArea();
    const car = await createCar(db);
    const service = await createTaxiService(db, { areaId: area.id, carId: car.id });
    expect((await call('DELETE', `/api/taxi-service/${service.id}`, editor)).statusCode).toBe(204);
    expect((await call('GET', `/api/taxi-service/one/${service.id}`, agent)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/taxi-service/${service.id}`, editor, { price: 5 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/taxi-service/${service.id}`, editor)).statusCode).toBe(404);
    expect((await call('GET', `/api/taxi-service/all?areaId=${area.id}`, agent)).json().total).toBe(0);
    expect((await call('GET', `/api/taxi-service/by-area/${area.id}`, agent)).json()).toEqual([]);
    expect((await call('GET', `/api/taxi-service/admin/by-area/${area.id}`, editor)).json()).toEqual([]);
  });

  it('deleting a car, an area or a location takes their services with them', async () => {
    const admin = (await signedInAdmin(app, db, ['EditCars', 'EditLocations'])).authorization;
    const area = await freshArea();
    const car = await createCar(db);
    const keptCar = await createCar(db);
    const location = await createLocation(db);
    const byCar = await createTaxiService(db, { areaId: area.id, carId: car.id });
    const byLocation = await createTaxiService(db, {
      areaId: area.id,
      carId: keptCar.id,
      locationId: location.id,
    });
    const kept = await createTaxiService(db, { areaId: area.id, carId: keptCar.id });
    const ids = async () =>
      idsOf((await call('GET', `/api/taxi-service/all-without-pagination?areaId=${area.id}`, agent)).json());
    expect(await ids()).toHaveLength(3);

    await call('DELETE', `/api/car/${car.id}`, admin);
    expect((await call('GET', `/api/taxi-service/one/${byCar.id}`, agent)).statusCode).toBe(404);
    await call('DELETE', `/api/location/${location.id}`, admin);
    expect((await call('GET', `/api/taxi-service/one/${byLocation.id}`, agent)).statusCode).toBe(404);
    expect(await ids()).toEqual([kept.id]);

    await call('DELETE', `/api/area/${area.id}`, admin);
    expect((await call('GET', `/api/taxi-service/one/${kept.id}`, agent)).statusCode).toBe(404);
    expect((await call('GET', `/api/taxi-service/by-area/${area.id}`, agent)).statusCode).toBe(404);
  });
});

describe('listing taxi services', () => {
  it('a page at a time, filtered by area, car, location and state, searched by car or area name', async () => {
    const riyadh = await createArea(db, {
      nameEn: 'List Riyadh',
      nameAr: 'قائمة الرياض',
      polygon: rectangle(100, 10, 101, 11),
    });
    const jeddah = await createArea(db, {
      nameEn: 'List Jeddah',
      nameAr: 'قائمة جدة',
      polygon: rectangle(102, 10, 103, 11),
    });
    const sedan = await createCar(db, { nameEn: 'List Camry' });
    const suv = await createCar(db, { nameEn: 'List Tahoe', type: 'SUV' });
    const airport = await createLocation(db, { nameEn: 'List Airport', type: 'Airport' });
    const a = await createTaxiService(db, { areaId: riyadh.id, carId: sedan.id, price: 15_000 });
    const b = await createTaxiService(db, { areaId: riyadh.id, carId: suv.id, price: 25_000, active: false });
    const c = await createTaxiService(db, { areaId: jeddah.id, carId: sedan.id, price: 14_000 });
    const d = await createTaxiService(db, {
      areaId: riyadh.id,
      carId: sedan.id,
      locationId: airport.id,
      price: 18_000,
    });
    const page = async (query: string) => (await call('GET', `/api/taxi-service/all?${query}`, agent)).json();

    const byArea = await page(`areaId=${riyadh.id}&sort=price`);
    expect(byArea).toMatchObject({ total: 3, page: 1, limit: 10, pages: 1 });
    expect(idsOf(byArea.items)).toEqual([a.id, d.id, b.id]);
    expect(byArea.items[0]).toEqual(a);
    expect(idsOf((await page(`carId=${sedan.id}&sort=-price`)).items)).toEqual([d.id, a.id, c.id]);
    expect(idsOf((await page(`areaId=${riyadh.id}&carId=${sedan.id}&sort=price`)).items)).toEqual([
      a.id,
      d.id,
    ]);
    expect(idsOf((await page(`locationId=${airport.id}`)).items)).toEqual([d.id]);
    expect(idsOf((await page(`areaId=${riyadh.id}&active=false`)).items)).toEqual([b.id]);
    expect(idsOf((await page('search=list%20tahoe')).items)).toEqual([b.id]);
    expect(idsOf((await page(`search=${encodeURIComponent('قائمة جدة')}`)).items)).toEqual([c.id]);
    expect(idsOf((await page('search=list%20airport')).items)).toEqual([d.id]);
    const second = await page(`carId=${sedan.id}&sort=price&limit=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(idsOf(second.items)).toEqual([d.id]);

    const all = await call('GET', `/api/taxi-service/all-without-pagination?areaId=${riyadh.id}`, agent);
    expect(all.statusCode).toBe(200);
    // By car name, the any-location service before the location ones.
    expect(idsOf(all.json())).toEqual([a.id, d.id, b.id]);
    expect((await call('GET', '/api/taxi-service/all?areaId=x', agent)).statusCode).toBe(400);
  });

  it('admin/by-area lists every service of the area, active or not, for admins only', async () => {
    const area = await freshArea();
    const car = await createCar(db);
    const offCar = await createCar(db, { active: false });
    const on = await createTaxiService(db, { areaId: area.id, carId: car.id });
    const off = await createTaxiService(db, { areaId: area.id, carId: offCar.id, active: false });
    const noPermission = await signedInAdmin(app, db, []);
    const response = await call(
      'GET',
      `/api/taxi-service/admin/by-area/${area.id}`,
      noPermission.authorization,
    );
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json()).sort()).toEqual([on.id, off.id].sort());
    expect((await call('GET', `/api/taxi-service/admin/by-area/${area.id}`, agent)).statusCode).toBe(401);
    expect((await call('GET', `/api/taxi-service/admin/by-area/${UNKNOWN_ID}`, editor)).statusCode).toBe(404);
  });
});

describe('GET /taxi-service/by-area/{id}', () => {
  const offers = (areaId: string, query = '') =>
    call('GET', `/api/taxi-service/by-area/${areaId}${query}`, agent);

  it('offers the active services of active cars, cheapest first, with car details and pictures', async () => {
    const area = await freshArea();
    const sedan = await createCar(db, { passengers: 4, bags: 2, pictures: [{ bytes: pngImage(3, 3) }] });
    const suv = await createCar(db, { type: 'SUV', passengers: 7, bags: 5 });
    const retired = await createCar(db, { active: false });
    const paused = await createCar(db);
    const sedanService = await createTaxiService(db, { areaId: area.id, carId: sedan.id, price: 15_000 });
    const suvService = await createTaxiService(db, {
      areaId: area.id,
      carId: suv.id,
      price: 25_000,
      hourlyPrice: 15_000,
      minHours: 3,
    });
    await createTaxiService(db, { areaId: area.id, carId: retired.id, price: 1_000 });
    await createTaxiService(db, { areaId: area.id, carId: paused.id, price: 1_000, active: false });

    const response = await offers(area.id);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json())).toEqual([sedanService.id, suvService.id]);
    expect(response.json()[0]).toEqual(sedanService);
    expect(response.json()[0].car.images).toHaveLength(1);
    for (const authorization of [(await signedInUser(app, db)).authorization, editor]) {
      expect((await call('GET', `/api/taxi-service/by-area/${area.id}`, authorization)).statusCode).toBe(200);
    }
  });

  it('leaves out cars too small for the passengers or the bags', async () => {
    const area = await freshArea();
    const small = await createCar(db, { type: 'Hatchback', passengers: 3, bags: 1 });
    const sedan = await createCar(db, { passengers: 4, bags: 2 });
    const van = await createCar(db, { type: 'Van', passengers: 12, bags: 12 });
    const s = await createTaxiService(db, { areaId: area.id, carId: small.id, price: 10_000 });
    const m = await createTaxiService(db, { areaId: area.id, carId: sedan.id, price: 15_000 });
    const l = await createTaxiService(db, { areaId: area.id, carId: van.id, price: 40_000 });

    expect(idsOf((await offers(area.id, '?passengers=3')).json())).toEqual([s.id, m.id, l.id]);
    expect(idsOf((await offers(area.id, '?passengers=4')).json())).toEqual([m.id, l.id]);
    expect(idsOf((await offers(area.id, '?bags=2')).json())).toEqual([m.id, l.id]);
    expect(idsOf((await offers(area.id, '?passengers=2&bags=3')).json())).toEqual([l.id]);
    expect(idsOf((await offers(area.id, '?bags=0')).json())).toEqual([s.id, m.id, l.id]);
    expect((await offers(area.id, '?passengers=13')).json()).toEqual([]);
    for (const bad of ['?passengers=0', '?passengers=abc', '?bags=-1', '?passengers=61', '?locationId=x']) {
      const response = await offers(area.id, bad);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('with a location: its own service wins over the any-location one of the same car', async () => {
    const area = await freshArea();
    const sedan = await createCar(db);
    const suv = await createCar(db, { type: 'SUV', passengers: 7 });
    const van = await createCar(db, { type: 'Van', passengers: 12 });
    // Both locations lie in the area: its within-area prices cover trips to them (decision 0009).
    const [lng] = area.polygon.coordinates[0]?.[0] ?? [0];
    const inside = { lat: -39.5, lng: (lng as number) + 0.5 };
    const airport = await createLocation(db, { type: 'Airport', ...inside });
    const hotel = await createLocation(db, { type: 'Hotel', ...inside, lat: -39.4 });
    const sedanAny = await createTaxiService(db, { areaId: area.id, carId: sedan.id, price: 15_000 });
    const sedanAirport = await createTaxiService(db, {
      areaId: area.id,
      carId: sedan.id,
      locationId: airport.id,
      price: 20_000,
    });
    const suvAny = await createTaxiService(db, { areaId: area.id, carId: suv.id, price: 25_000 });
    const vanAirport = await createTaxiService(db, {
      areaId: area.id,
      carId: van.id,
      locationId: airport.id,
      price: 45_000,
    });
    const suvHotel = await createTaxiService(db, {
      areaId: area.id,
      carId: suv.id,
      locationId: hotel.id,
      price: 22_000,
    });

    // Without a location: only the any-location services.
    expect(idsOf((await offers(area.id)).json())).toEqual([sedanAny.id, suvAny.id]);
    // At the airport: the sedan's airport price, the SUV's general one, the airport-only van.
    expect(idsOf((await offers(area.id, `?locationId=${airport.id}`)).json())).toEqual([
      sedanAirport.id,
      suvAny.id,
      vanAirport.id,
    ]);
    // At the hotel: the SUV's hotel price is cheaper than the sedan's general one? No: 15 000 < 22 000.
    expect(idsOf((await offers(area.id, `?locationId=${hotel.id}`)).json())).toEqual([
      sedanAny.id,
      suvHotel.id,
    ]);
    // With passengers as well.
    expect(idsOf((await offers(area.id, `?locationId=${airport.id}&passengers=5`)).json())).toEqual([
      suvAny.id,
      vanAirport.id,
    ]);
    // An inactive location-specific service does not hide the general one.
    await call('PATCH', `/api/taxi-service/${sedanAirport.id}`, editor, { active: false });
    expect(idsOf((await offers(area.id, `?locationId=${airport.id}`)).json())).toEqual([
      sedanAny.id,
      suvAny.id,
      vanAirport.id,
    ]);
    const unknown = await offers(area.id, `?locationId=${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual(['locationId: Location not found']);
  });

  it('an inactive area offers nothing; an unknown or deleted one is a 404', async () => {
    const area = await freshArea(false);
    const car = await createCar(db);
    await createTaxiService(db, { areaId: area.id, carId: car.id });
    const response = await offers(area.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const unknown = await offers(UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Area not found');
    expect((await offers('nope')).statusCode).toBe(400);
  });
});

async function accessFixture() {
  const area = await freshArea();
  const car = await createCar(db);
  const service = await createTaxiService(db, { areaId: area.id, carId: car.id });
  const otherCar = await createCar(db);
  return { area, service, body: { areaId: area.id, carId: otherCar.id, price: 10_000 } };
}

describeCatalogueAccess({
  app,
  db,
  call,
  routes: [
    ['POST', '/api/taxi-service'],
    ['GET', '/api/taxi-service/all'],
    ['GET', '/api/taxi-service/all-without-pagination'],
    ['GET', '/api/taxi-service/one/:id'],
    ['GET', '/api/taxi-service/by-area/:areaId'],
    ['GET', '/api/taxi-service/admin/by-area/:areaId'],
    ['PATCH', '/api/taxi-service/:id'],
    ['DELETE', '/api/taxi-service/:id'],
  ],
  permission: 'EditTaxiServices',
  otherPermissions: ['EditCars', 'EditLocations', 'EditExtraServices', 'ViewerAdmin'],
  prepare: accessFixture,
  urlOf: (path, f) => path.replace(':id', f.service.id).replace(':areaId', f.area.id),
  bodyOf: (method, f) => (method === 'GET' ? undefined : f.body),
  // The admin grid is for admins only (see "admin by-area" above).
  openReads: (path) => !path.includes('admin'),
});

describe('ids', () => {
  it('an unknown id is a 404, a malformed one a 400', async () => {
    const unknown = await call('GET', `/api/taxi-service/one/${UNKNOWN_ID}`, agent);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Taxi service not found');
    expect((await call('GET', '/api/taxi-service/one/1', agent)).statusCode).toBe(400);
    expect((await call('PATCH', '/api/taxi-service/1', editor, { price: 1 })).statusCode).toBe(400);
  });
});
