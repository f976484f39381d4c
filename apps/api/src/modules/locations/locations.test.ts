import { LOCATION_OUTSIDE_AREAS_MESSAGE } from '@masar/contract/locations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, describeCatalogueAccess, signedInEditorAndAgent } from '../../../test/access';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { createTestApp } from '../../../test/test-app';
import { locations } from '../../db/schema/index';
import { createArea, createLocation, rectangle } from '../../seed/catalogue-factories';

const { app, db } = await createTestApp();
const call = callerOf(app);
const { editor, agent } = await signedInEditorAndAgent(app, db, ['EditLocations']);

const airport = {
  nameAr: 'مطار الملك خالد الدولي',
  nameEn: 'King Khalid International Airport',
  type: 'Airport',
  lat: 24.9576,
  lng: 46.6988,
};

let nextOrigin = 0;
/** A 1°×1° square far from the others in this file. */
function freshSquare() {
  nextOrigin += 1;
  const lng = -170 + nextOrigin * 3;
  const lat = -50;
  return { lng, lat, polygon: rectangle(lng, lat, lng + 1, lat + 1) };
}

describe('locations', () => {
  it('are defined with their area derived from the point, read, changed and deleted', async () => {
    const riyadh = await createArea(db, {
      nameEn: 'Riyadh',
      nameAr: 'الرياض',
      polygon: rectangle(46.4, 24.4, 47, 25),
    });
    const created = await call('POST', '/api/location', editor, airport);
    expect(created.statusCode).toBe(201);
    const location = created.json();
    expect(location).toMatchObject({
      ...airport,
      id: expect.any(String),
      active: true,
      areaId: riyadh.id,
      area: { id: riyadh.id, nameAr: 'الرياض', nameEn: 'Riyadh' },
    });

    const one = await call('GET', `/api/location/${location.id}`, agent);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(location);

    // Moved out of every area: refused (it could never be booked), nothing changed.
    const moved = await call('PATCH', `/api/location/${location.id}`, editor, { lat: 26.1, active: false });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toEqual([`lat: ${LOCATION_OUTSIDE_AREAS_MESSAGE}`]);
    expect((await call('GET', `/api/location/${location.id}`, agent)).json()).toEqual(location);
    // Moved within the area: the area stays as derived.
    const back = await call('PATCH', `/api/location/${location.id}`, editor, { lat: 24.9 });
    expect(back.json().areaId).toBe(riyadh.id);
    const renamed = await call('PATCH', `/api/location/${location.id}`, editor, { nameEn: 'RUH Airport' });
    expect(renamed.json()).toMatchObject({ nameEn: 'RUH Airport', areaId: riyadh.id, type: 'Airport' });

    expect((await call('DELETE', `/api/location/${location.id}`, editor)).statusCode).toBe(204);
    expect((await call('GET', `/api/location/${location.id}`, agent)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/location/${location.id}`, editor)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/location/${location.id}`, editor, { nameEn: 'x' })).statusCode).toBe(
      404,
    );
    const list = await call('GET', '/api/location?search=RUH', agent);
    expect(list.json().total).toBe(0);
    const [row] = await db.select().from(locations).where(eq(locations.id, location.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('takes the smallest active area containing the point', async () => {
    const { lng, lat, polygon } = freshSquare();
    await createArea(db, { polygon });
    const small = await createArea(db, { polygon: rectangle(lng, lat, lng + 0.5, lat + 0.5) });
    await createArea(db, { polygon: rectangle(lng, lat, lng + 0.2, lat + 0.2), active: false });
    const location = await createLocation(db, { lat: lat + 0.1, lng: lng + 0.1 });
    expect(location.areaId).toBe(small.id);
  });

  it('follows its area as areas are drawn, redrawn, (de)activated and deleted', async () => {
    const { lng, lat, polygon } = freshSquare();
    const point = { lat: lat + 0.25, lng: lng + 0.25 };
    const location = await createLocation(db, point);
    const elsewhere = await createLocation(db, { lat: lat + 0.9, lng: lng + 0.9 });
    expect(location.areaId).toBeNull();
    const areaOf = async (id: string) => (await call('GET', `/api/location/${id}`, agent)).json().areaId;

    const city = (
      await call('POST', '/api/area', editor, { nameAr: 'مدينة', nameEn: 'City', polygon })
    ).json();
    expect(await areaOf(location.id)).toBe(city.id);
    expect(await areaOf(elsewhere.id)).toBe(city.id);

    const district = (
      await call('POST', '/api/area', editor, {
        nameAr: 'حي',
        nameEn: 'District',
        polygon: rectangle(lng, lat, lng + 0.5, lat + 0.5),
      })
    ).json();
    expect(await areaOf(location.id)).toBe(district.id);
    expect(await areaOf(elsewhere.id)).toBe(city.id);

    await call('PATCH', `/api/area/${district.id}`, editor, { active: false });
    expect(await areaOf(location.id)).toBe(city.id);
    await call('PATCH', `/api/area/${district.id}`, editor, { active: true });
    expect(await areaOf(location.id)).toBe(district.id);

    // The district is redrawn away from the point.
    await call('PATCH', `/api/area/${district.id}`, editor, {
      polygon: rectangle(lng + 0.5, lat + 0.5, lng + 1, lat + 1),
    });
    expect(await areaOf(location.id)).toBe(city.id);
    expect(await areaOf(elsewhere.id)).toBe(district.id);

    await call('DELETE', `/api/area/${city.id}`, editor);
    expect(await areaOf(location.id)).toBeNull();
    const read = (await call('GET', `/api/location/${location.id}`, agent)).json();
    expect(read.area).toBeNull();
    expect(await areaOf(elsewhere.id)).toBe(district.id);
  });

  it('are listed a page at a time, searched by either name and filtered by type, area and state', async () => {
    const { lng, lat, polygon } = freshSquare();
    const area = await createArea(db, { polygon });
    const hotel = await createLocation(db, {
      nameEn: 'Filter Hotel',
      nameAr: 'فندق الفلتر',
      type: 'Hotel',
      lat: lat + 0.5,
      lng: lng + 0.5,
    });
    const port = await createLocation(db, {
      nameEn: 'Filter Port',
      nameAr: 'ميناء الفلتر',
      type: 'Port',
      lat: lat + 0.6,
      lng: lng + 0.6,
    });
    const station = await createLocation(db, {
      nameEn: 'Filter Station',
      nameAr: 'محطة الفلتر',
      type: 'Station',
      lat: lat + 0.7,
      lng: lng + 0.7,
      active: false,
    });
    const ids = async (query: string) =>
      (await call('GET', `/api/location?${query}`, agent)).json().items.map((l: { id: string }) => l.id);

    expect(await ids(`areaId=${area.id}&sort=nameEn`)).toEqual([hotel.id, port.id, station.id]);
    expect(await ids(`areaId=${area.id}&type=Port`)).toEqual([port.id]);
    expect(await ids(`areaId=${area.id}&active=false`)).toEqual([station.id]);
    expect(await ids(`search=${encodeURIComponent('ميناء الفلتر')}`)).toEqual([port.id]);
    expect(await ids('search=filter%20h')).toEqual([hotel.id]);
    const page = (
      await call('GET', `/api/location?areaId=${area.id}&limit=2&page=2&sort=-nameEn`, agent)
    ).json();
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2, pages: 2 });
    expect(page.items.map((l: { id: string }) => l.id)).toEqual([hotel.id]);

    const all = await call('GET', `/api/location/allNoPagination?areaId=${area.id}`, agent);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((l: { id: string }) => l.id)).toEqual([hotel.id, port.id, station.id]);
    const activeOnly = await call(
      'GET',
      `/api/location/allNoPagination?areaId=${area.id}&active=true`,
      agent,
    );
    expect(activeOnly.json()).toHaveLength(2);

    const badType = await call('GET', '/api/location?type=Mall', agent);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toEqual([expect.stringMatching(/^type: /)]);
    expect((await call('GET', '/api/location?areaId=nope', agent)).statusCode).toBe(400);
    expect((await call('GET', '/api/location?limit=101', agent)).statusCode).toBe(400);
  });

  it('refuses a point outside every area (400), as nothing there can be booked', async () => {
    const response = await call('POST', '/api/location', editor, {
      ...airport,
      nameEn: 'Nowhere',
      nameAr: 'لا مكان',
      lat: -80,
      lng: 10,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([`lat: ${LOCATION_OUTSIDE_AREAS_MESSAGE}`]);
    expect((await call('GET', '/api/location?search=Nowhere', agent)).json().total).toBe(0);
  });

  it('refuses a name already used by another location (409)', async () => {
    const first = await createLocation(db);
    const response = await call('POST', '/api/location', editor, { ...airport, nameEn: first.nameEn });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A location with this English name already exists');
    const other = await createLocation(db);
    const rename = await call('PATCH', `/api/location/${other.id}`, editor, { nameAr: first.nameAr });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('A location with this Arabic name already exists');
  });
});

describe('validation', () => {
  it.each([
    [{ type: 'Mall' }, /^type: /],
    [{ type: 'airport' }, /^type: /],
    [{ lat: 90.5 }, /^lat: /],
    [{ lng: -180.01 }, /^lng: /],
    [{ lat: '24.9' }, /^lat: /],
    [{ nameEn: '' }, /^nameEn: /],
    [{ nameAr: 'x'.repeat(121) }, /^nameAr: /],
  ])('refuses %o with a 400 naming the field', async (change, message) => {
    const response = await call('POST', '/api/location', editor, {
      ...airport,
      nameEn: 'Validation',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.stringMatching(message)]);
  });

  it('lists every missing field', async () => {
    const response = await call('POST', '/api/location', editor, { type: 'Hotel' });
    expect(response.json().message).toEqual([
      expect.stringMatching(/^nameAr: /),
      expect.stringMatching(/^nameEn: /),
      expect.stringMatching(/^lat: /),
      expect.stringMatching(/^lng: /),
    ]);
  });

  it('checks changes as well', async () => {
    const location = await createLocation(db);
    const response = await call('PATCH', `/api/location/${location.id}`, editor, {
      lat: 100,
      type: 'Castle',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toHaveLength(2);
  });
});

describeCatalogueAccess({
  app,
  db,
  call,
  routes: [
    ['POST', '/api/location'],
    ['GET', '/api/location'],
    ['GET', '/api/location/allNoPagination'],
    ['GET', '/api/location/:id'],
    ['PATCH', '/api/location/:id'],
    ['DELETE', '/api/location/:id'],
  ],
  permission: 'EditLocations',
  otherPermissions: ['EditCars', 'EditExtraServices', 'EditTaxiServices'],
  prepare: () => createLocation(db),
  urlOf: (path, location) => path.replace(':id', location.id),
  bodyOf: (method) =>
    method === 'POST'
      ? { ...airport, nameEn: 'Permission', nameAr: 'إذن' }
      : method === 'PATCH'
        ? { active: false }
        : undefined,
});

describe('ids', () => {
  it('an unknown id is a 404, a malformed one a 400', async () => {
    const unknown = await call('GET', `/api/location/${UNKNOWN_ID}`, agent);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Location not found');
    expect((await call('GET', '/api/location/1', agent)).statusCode).toBe(400);
    expect((await call('PATCH', '/api/location/1', editor, { active: true })).statusCode).toBe(400);
  });
});
