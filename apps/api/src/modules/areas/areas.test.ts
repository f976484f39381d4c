import type { GeoJsonPolygon } from '@masar/contract/areas';
import { describe, expect, it } from 'vitest';
import { callerOf, describeCatalogueAccess, signedInEditorAndAgent } from '../../../test/access';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { createTestApp } from '../../../test/test-app';
import { areas } from '../../db/schema/index';
import { areaKm2, boundingBox } from '../../lib/geo';
import { createArea, rectangle } from '../../seed/catalogue-factories';

const { app, db } = await createTestApp();
const call = callerOf(app);
const { editor, agent } = await signedInEditorAndAgent(app, db, ['EditLocations']);

const riyadh = {
  nameAr: 'الرياض',
  nameEn: 'Riyadh',
  polygon: rectangle(46.5, 24.5, 46.9, 24.9),
};

/** Far from everything else in this file, so point lookups only see the areas a test makes. */
let nextOrigin = 0;
function freshSpot() {
  nextOrigin += 1;
  return { lng: -170 + nextOrigin * 2, lat: -60 };
}

describe('areas', () => {
  it('are defined, read, listed, searched, changed and deleted', async () => {
    const created = await call('POST', '/api/area', editor, riyadh);
    expect(created.statusCode).toBe(201);
    const area = created.json();
    expect(area).toMatchObject({
      id: expect.any(String),
      nameAr: 'الرياض',
      nameEn: 'Riyadh',
      polygon: riyadh.polygon,
      active: true,
      boundingBox: { minLat: 24.5, minLng: 46.5, maxLat: 24.9, maxLng: 46.9 },
    });
    // 0.4° × 0.4° at 24.7° N is about 44.5 km × 40.5 km.
    expect(area.areaKm2).toBeGreaterThan(1700);
    expect(area.areaKm2).toBeLessThan(1900);

    const one = await call('GET', `/api/area/one/${area.id}`, agent);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(area);

    const page = await call('GET', '/api/area?search=riyad&limit=5', agent);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, page: 1, limit: 5, pages: 1, items: [area] });
    const arabic = await call('GET', `/api/area?search=${encodeURIComponent('الرياض')}`, agent);
    expect(arabic.json().items.map((a: { id: string }) => a.id)).toEqual([area.id]);

    const changed = await call('PATCH', `/api/area/${area.id}`, editor, {
      nameEn: 'Greater Riyadh',
      polygon: rectangle(46.4, 24.4, 47, 25),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      nameAr: 'الرياض',
      nameEn: 'Greater Riyadh',
      boundingBox: { minLat: 24.4, minLng: 46.4, maxLat: 25, maxLng: 47 },
    });
    expect(changed.json().areaKm2).toBeGreaterThan(area.areaKm2);

    const removed = await call('DELETE', `/api/area/${area.id}`, editor);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/area/one/${area.id}`, agent)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/area/${area.id}`, editor, { active: false })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/area/${area.id}`, editor)).statusCode).toBe(404);
    expect((await call('GET', '/api/area?search=riyad', agent)).json().total).toBe(0);
    expect((await call('GET', '/api/area/point/24.7/46.7', agent)).statusCode).toBe(404);
    // The row is kept (soft delete) for what refers to it.
    const [kept] = await db.select({ deletedAt: areas.deletedAt }).from(areas);
    expect(kept?.deletedAt).toBeInstanceOf(Date);
    // …and its names are free again.
    expect((await call('POST', '/api/area', editor, riyadh)).statusCode).toBe(201);
  });

  it('lists every area at once for the map, largest first, optionally only the active ones', async () => {
    const { lng, lat } = freshSpot();
    const big = await createArea(db, { polygon: rectangle(lng, lat, lng + 1, lat + 1) });
    const small = await createArea(db, { polygon: rectangle(lng, lat, lng + 0.1, lat + 0.1), active: false });
    const all = await call('GET', '/api/area/allNoPagination', agent);
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((a: { id: string }) => a.id);
    expect(ids.indexOf(big.id)).toBeLessThan(ids.indexOf(small.id));
    expect(all.json().find((a: { id: string }) => a.id === big.id)).toEqual(big);
    const active = (await call('GET', '/api/area/allNoPagination?active=true', agent)).json();
    expect(active.map((a: { id: string }) => a.id)).toContain(big.id);
    expect(active.map((a: { id: string }) => a.id)).not.toContain(small.id);
  });

  it('pages through the list', async () => {
    const { lng, lat } = freshSpot();
    for (let i = 0; i < 3; i++) {
      await createArea(db, {
        nameEn: `Paged ${i}`,
        polygon: rectangle(lng, lat + i, lng + 1, lat + i + 0.5),
      });
    }
    const second = await call('GET', '/api/area?search=paged&limit=2&page=2&sort=nameEn', agent);
    expect(second.json()).toMatchObject({ total: 3, page: 2, limit: 2, pages: 2 });
    expect(second.json().items.map((a: { nameEn: string }) => a.nameEn)).toEqual(['Paged 2']);
    const inactive = await call('GET', '/api/area?active=false&search=paged', agent);
    expect(inactive.json().total).toBe(0);
  });

  it('refuses a name already used by another area (409), in either language', async () => {
    const first = await createArea(db);
    const en = await call('POST', '/api/area', editor, { ...riyadh, nameEn: first.nameEn.toUpperCase() });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('An area with this English name already exists');
    const ar = await call('POST', '/api/area', editor, { ...riyadh, nameEn: 'Other', nameAr: first.nameAr });
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message).toBe('An area with this Arabic name already exists');
    const other = await createArea(db);
    const rename = await call('PATCH', `/api/area/${other.id}`, editor, { nameEn: first.nameEn });
    expect(rename.statusCode).toBe(409);
  });
});

describe('polygon validation', () => {
  const post = (polygon: unknown, extra: object = {}) =>
    call('POST', '/api/area', editor, { nameAr: 'منطقة', nameEn: 'Validation', polygon, ...extra });

  it('refuses a self-intersecting ring (a bow tie) and says why', async () => {
    const bowTie = {
      type: 'Polygon',
      coordinates: [
        [
          [46.5, 24.5],
          [46.9, 24.9],
          [46.9, 24.5],
          [46.5, 24.9],
          [46.5, 24.5],
        ],
      ],
    };
    const response = await post(bowTie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['polygon: The polygon crosses itself (self-intersection)']);
  });

  it.each([
    [
      'fewer than 4 points',
      [
        [46.5, 24.5],
        [46.9, 24.5],
        [46.5, 24.5],
      ],
      'polygon: A polygon ring needs at least 4 points (3 corners and the closing point)',
    ],
    ['no points', [], 'polygon: A polygon ring needs at least 4 points (3 corners and the closing point)'],
    [
      'an open ring',
      [
        [46.5, 24.5],
        [46.9, 24.5],
        [46.9, 24.9],
        [46.5, 24.9],
      ],
      'polygon: A polygon ring must end at its first point',
    ],
    [
      'all corners on one line',
      [
        [46.5, 24.5],
        [46.6, 24.6],
        [46.7, 24.7],
        [46.5, 24.5],
      ],
      'polygon: The polygon crosses itself (two edges overlap)',
    ],
  ])('refuses %s with the reason', async (_case, ring, message) => {
    const response = await post({ type: 'Polygon', coordinates: [ring] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([message]);
  });

  it('refuses a hole outside the outer ring, and accepts one inside', async () => {
    const outer = rectangle(46.5, 24.5, 46.9, 24.9).coordinates[0] as [number, number][];
    const inside = rectangle(46.6, 24.6, 46.7, 24.7).coordinates[0] as [number, number][];
    const outside = rectangle(47.6, 24.6, 47.7, 24.7).coordinates[0] as [number, number][];
    const bad = await post({ type: 'Polygon', coordinates: [outer, outside] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['polygon: Hole 1 must lie inside the outer ring']);
    const good = await post({ type: 'Polygon', coordinates: [outer, inside] }, { nameEn: 'With a hole' });
    expect(good.statusCode).toBe(201);
  });

  it.each([
    [{ polygon: { type: 'Point', coordinates: [46.7, 24.7] } }, /^polygon\./],
    [{ polygon: rectangle(46.5, 24.5, 46.9, 91) }, /^polygon\.coordinates\.0\.2\.1: /],
    [{ polygon: rectangle(-181, 24.5, 46.9, 24.9) }, /^polygon\.coordinates\.0\.0\.0: /],
    [{ polygon: { type: 'Polygon', coordinates: [[['46.5', 24.5]]] } }, /^polygon\.coordinates\.0\.0\.0: /],
    [{ nameEn: '' }, /^nameEn: /],
    [{ nameAr: '   ' }, /^nameAr: /],
    [{ active: 'yes' }, /^active: /],
  ])('refuses %o with a 400 naming the field', async (change, message) => {
    const response = await call('POST', '/api/area', editor, { ...riyadh, nameEn: 'Field check', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });

  it('refuses missing names and polygon, one message each', async () => {
    const response = await call('POST', '/api/area', editor, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      expect.stringMatching(/^nameAr: /),
      expect.stringMatching(/^nameEn: /),
      expect.stringMatching(/^polygon: /),
    ]);
  });

  it('checks a redrawn polygon too, and leaves the area unchanged', async () => {
    const area = await createArea(db);
    const response = await call('PATCH', `/api/area/${area.id}`, editor, {
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [46.5, 24.5],
            [46.9, 24.9],
            [46.9, 24.5],
            [46.5, 24.9],
            [46.5, 24.5],
          ],
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['polygon: The polygon crosses itself (self-intersection)']);
    expect((await call('GET', `/api/area/one/${area.id}`, agent)).json().polygon).toEqual(area.polygon);
  });
});

describe('GET /area/point/{lat}/{lng}', () => {
  const at = (lat: number, lng: number) => call('GET', `/api/area/point/${lat}/${lng}`, agent);

  it('finds the area containing the point; 404 outside; a point on the border is inside', async () => {
    const { lng, lat } = freshSpot();
    const area = await createArea(db, { polygon: rectangle(lng, lat, lng + 1, lat + 1) });
    const inside = await at(lat + 0.5, lng + 0.5);
    expect(inside.statusCode).toBe(200);
    expect(inside.json()).toEqual(area);
    const outside = await at(lat + 1.5, lng + 0.5);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('No area contains this point');
    expect((await at(lat, lng + 0.5)).json().id).toBe(area.id); // on the southern edge
    expect((await at(lat + 1, lng + 1)).json().id).toBe(area.id); // on a corner
  });

  it('knows a concave polygon: the notch of a U is outside, its arms inside', async () => {
    const { lng, lat } = freshSpot();
    // A U open to the north: the notch is lng+0.4 … lng+0.6 above lat+0.4.
    const u: GeoJsonPolygon = {
      type: 'Polygon',
      coordinates: [
        [
          [lng, lat],
          [lng + 1, lat],
          [lng + 1, lat + 1],
          [lng + 0.6, lat + 1],
          [lng + 0.6, lat + 0.4],
          [lng + 0.4, lat + 0.4],
          [lng + 0.4, lat + 1],
          [lng, lat + 1],
          [lng, lat],
        ],
      ],
    };
    const area = await createArea(db, { polygon: u });
    expect((await at(lat + 0.7, lng + 0.5)).statusCode).toBe(404); // in the notch, inside the bounding box
    expect((await at(lat + 0.7, lng + 0.2)).json().id).toBe(area.id); // west arm
    expect((await at(lat + 0.7, lng + 0.8)).json().id).toBe(area.id); // east arm
    expect((await at(lat + 0.2, lng + 0.5)).json().id).toBe(area.id); // the bottom of the U
  });

  it('a point in a hole is outside the area', async () => {
    const { lng, lat } = freshSpot();
    const outer = rectangle(lng, lat, lng + 1, lat + 1).coordinates[0] as [number, number][];
    const hole = rectangle(lng + 0.4, lat + 0.4, lng + 0.6, lat + 0.6).coordinates[0] as [number, number][];
    const area = await createArea(db, { polygon: { type: 'Polygon', coordinates: [outer, hole] } });
    expect((await at(lat + 0.5, lng + 0.5)).statusCode).toBe(404);
    expect((await at(lat + 0.2, lng + 0.2)).json().id).toBe(area.id);
  });

  it('of overlapping areas picks the smallest; an inactive one is ignored', async () => {
    const { lng, lat } = freshSpot();
    const city = await createArea(db, { polygon: rectangle(lng, lat, lng + 1, lat + 1) });
    const district = await createArea(db, { polygon: rectangle(lng + 0.2, lat + 0.2, lng + 0.6, lat + 0.6) });
    const block = await createArea(db, {
      polygon: rectangle(lng + 0.3, lat + 0.3, lng + 0.4, lat + 0.4),
      active: false,
    });
    expect((await at(lat + 0.35, lng + 0.35)).json().id).toBe(district.id);
    expect((await at(lat + 0.8, lng + 0.8)).json().id).toBe(city.id);

    await call('PATCH', `/api/area/${block.id}`, editor, { active: true });
    expect((await at(lat + 0.35, lng + 0.35)).json().id).toBe(block.id);
    await call('PATCH', `/api/area/${district.id}`, editor, { active: false });
    await call('DELETE', `/api/area/${block.id}`, editor);
    expect((await at(lat + 0.35, lng + 0.35)).json().id).toBe(city.id);
  });

  it.each([
    ['91', '46.7'],
    ['24.7', '-180.5'],
    ['abc', '46.7'],
    ['24.7', 'Infinity'],
  ])('refuses lat %s lng %s with a 400', async (lat, lng) => {
    const response = await call('GET', `/api/area/point/${lat}/${lng}`, agent);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.stringMatching(/^(lat|lng): /)]);
  });

  it('accepts negative coordinates and integers', async () => {
    const { lng, lat } = freshSpot();
    const area = await createArea(db, { polygon: rectangle(lng - 1, lat - 1, lng + 1, lat + 1) });
    expect((await call('GET', `/api/area/point/${lat}/${lng}`, agent)).json().id).toBe(area.id);
  });

  it('stays fast and exact with hundreds of areas', async () => {
    // 400 overlapping city-sized areas in a grid, inserted directly (the factory re-derives locations each time).
    const rows = [];
    for (let i = 0; i < 20; i++) {
      for (let j = 0; j < 20; j++) {
        const polygon = rectangle(10 + i * 0.1, 10 + j * 0.1, 10.15 + i * 0.1, 10.15 + j * 0.1);
        const rings = polygon.coordinates as [number, number][][];
        rows.push({
          nameAr: `شبكة ${i}-${j}`,
          nameEn: `Grid ${i}-${j}`,
          polygon,
          ...boundingBox(rings),
          areaKm2: areaKm2(rings),
        });
      }
    }
    await db.insert(areas).values(rows);
    const smallest = await createArea(db, { polygon: rectangle(10.52, 10.52, 10.53, 10.53) });

    const started = performance.now();
    for (let k = 0; k < 50; k++) {
      const response = await at(10.525, 10.525);
      expect(response.json().id).toBe(smallest.id);
    }
    const perLookup = (performance.now() - started) / 50;
    expect(perLookup).toBeLessThan(50);
    // A point covered by exactly one grid cell (the south-west corner of the grid).
    expect((await at(10.05, 10.05)).json().nameEn).toBe('Grid 0-0');
  });
});

describeCatalogueAccess({
  app,
  db,
  call,
  routes: [
    ['POST', '/api/area'],
    ['GET', '/api/area'],
    ['GET', '/api/area/allNoPagination'],
    ['GET', '/api/area/one/:id'],
    ['GET', '/api/area/point/24.7/46.7'],
    ['PATCH', '/api/area/:id'],
    ['DELETE', '/api/area/:id'],
  ],
  permission: 'EditLocations',
  otherPermissions: ['EditCars', 'EditTaxiServices', 'ViewerAdmin'],
  prepare: () => createArea(db),
  urlOf: (path, area) => path.replace(':id', area.id),
  bodyOf: (method) =>
    method === 'POST'
      ? { ...riyadh, nameEn: 'Forbidden', nameAr: 'ممنوع' }
      : method === 'GET'
        ? undefined
        : { nameEn: 'Nope' },
});

describe('ids', () => {
  it('an unknown id is a 404, a malformed one a 400', async () => {
    expect((await call('GET', `/api/area/one/${UNKNOWN_ID}`, agent)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/area/${UNKNOWN_ID}`, editor, { nameEn: 'x' })).json().message).toBe(
      'Area not found',
    );
    const malformed = await call('GET', '/api/area/one/not-a-uuid', agent);
    expect(malformed.statusCode).toBe(400);
    expect((await call('DELETE', '/api/area/42', editor)).statusCode).toBe(400);
  });
});
